/**
 * Precision and recall of the secret detector per kind on its labelled regression corpus
 * (src/guards/secret-redaction/__fixtures__/corpus.ts). Targets: recall ≥ 0.98, precision ≥ 0.98.
 *
 *   node --import tsx bench/secret-redaction-corpus.ts [--no-secretlint]
 */
import { SECRET_CORPUS } from "../src/guards/secret-redaction/__fixtures__/corpus.js";
import { formatCorpusScore, scoreCorpus } from "../src/guards/secret-redaction/__fixtures__/score-corpus.js";
import { detectSecrets } from "../src/guards/secret-redaction/detect-secrets.js";

const secretlint = !process.argv.includes("--no-secretlint");
const score = scoreCorpus(SECRET_CORPUS, (text) => detectSecrets(text, { secretlint }));
console.log(`Secret detector on the regression corpus (${SECRET_CORPUS.length} texts, secretlint preset ${secretlint ? "on" : "off"})\n`);
console.log(formatCorpusScore(score));
