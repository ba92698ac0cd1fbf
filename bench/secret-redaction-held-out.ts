/**
 * The secret detector on the held-out set (test/held-out/secret-redaction.ts), which was written
 * apart from the detector's rules and never used to tune them: recall per kind, precision, and
 * (with --details) every miss and false positive.
 *
 *   node --import tsx bench/secret-redaction-held-out.ts [--details] [--no-secretlint]
 */
import { detectSecrets } from "../src/guards/secret-redaction/detect-secrets.js";
import { formatSecretScore, scoreSecretDetector } from "../test/held-out/score-secret-redaction.js";

const secretlint = !process.argv.includes("--no-secretlint");
const score = await scoreSecretDetector((text) => detectSecrets(text, { secretlint }));
console.log(`Secret detector on the held-out set (secretlint preset ${secretlint ? "on" : "off"})\n`);
console.log(formatSecretScore(score, { details: process.argv.includes("--details") }));
