/**
 * Precision and recall of the command safety guard on the labelled corpus, per category, with a
 * seed-style regex guard (patterns on the command with quoted strings stripped) for comparison.
 *
 *   node --import tsx bench/command-safety-corpus.ts [--misses]
 */
import { createCommandAnalyzer } from "../src/guards/command-safety/index.js";
import { CORPUS_CONTEXT, corpusCases, type CorpusCase } from "../src/guards/command-safety/__fixtures__/corpus.js";

type Flagger = (command: string) => { flagged: boolean; decision: string };

interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  exact: number;
  total: number;
}

const analyze = createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
const guard: Flagger = (command) => {
  const decision = analyze(command, { cwd: CORPUS_CONTEXT.cwd }).decision;
  return { flagged: decision !== "allow", decision };
};

// The seed's approach: regexes over the command with quoted strings removed.
const SEED_PATTERNS = [
  /\brm\s+(-[a-zA-Z]*[rf][a-zA-Z]*\s+)+(\/|~|\*|\$HOME)(\s|$)/,
  /\brm\s+\*/,
  /\bfind\s+\/\s.*-delete/,
  /\bdd\s+.*of=\/dev\//,
  /\bmkfs(\.\w+)?\s/,
  /\bfdisk\s+\/dev\//,
  /\bchmod\s+(-R\s+)?(777|000)\s+\//,
  /\bchown\s+-R\s+\S+\s+\//,
  />\s*\/etc\/(passwd|shadow|sudoers)/,
  /\b(curl|wget)\b.*\|\s*(ba)?sh\b/,
  /\bnc\s+.*-e\s/,
  /:\(\)\s*\{\s*:\|:&\s*\};:/,
  /\bgit\s+commit\b.*--no-verify/,
  /\bdocker\s+system\s+prune\b.*-a.*--volumes/,
];
const seed: Flagger = (command) => {
  const stripped = command.replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, "''");
  const flagged = SEED_PATTERNS.some((pattern) => pattern.test(stripped));
  return { flagged, decision: flagged ? "deny" : "allow" };
};

function evaluate(cases: readonly CorpusCase[], flag: Flagger, misses: string[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const entry of cases) {
    const tally = tallies.get(entry.category) ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0, trueNegatives: 0, exact: 0, total: 0 };
    tallies.set(entry.category, tally);
    const dangerous = entry.expect !== "allow";
    const { flagged, decision } = flag(entry.command);
    tally.total++;
    if (decision === entry.expect) tally.exact++;
    if (dangerous && flagged) tally.truePositives++;
    else if (dangerous) tally.falseNegatives++;
    else if (flagged) tally.falsePositives++;
    else tally.trueNegatives++;
    if (decision !== entry.expect) misses.push(`[${entry.category}] ${entry.origin ?? "base"}: expected ${entry.expect}, got ${decision}: ${JSON.stringify(entry.command)}`);
  }
  return tallies;
}

function ratio(numerator: number, denominator: number): string {
  return denominator === 0 ? "  -  " : (numerator / denominator).toFixed(3);
}

function print(title: string, tallies: Map<string, Tally>): void {
  console.log(`\n${title}`);
  console.log("category          cases  dangerous  precision  recall  exact");
  const sum: Tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0, trueNegatives: 0, exact: 0, total: 0 };
  for (const [category, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    for (const key of Object.keys(sum) as (keyof Tally)[]) sum[key] += tally[key];
    row(category, tally);
  }
  row("all", sum);
}

function row(label: string, tally: Tally): void {
  const dangerous = tally.truePositives + tally.falseNegatives;
  console.log(
    `${label.padEnd(16)} ${String(tally.total).padStart(6)} ${String(dangerous).padStart(10)}  ${ratio(tally.truePositives, tally.truePositives + tally.falsePositives).padStart(9)}  ${ratio(tally.truePositives, dangerous).padStart(6)}  ${ratio(tally.exact, tally.total).padStart(5)}`,
  );
}

const cases = corpusCases();
const guardMisses: string[] = [];
const started = performance.now();
const guardTallies = evaluate(cases, guard, guardMisses);
const elapsed = performance.now() - started;
print(`loopgate command safety guard (${cases.length} cases, ${elapsed.toFixed(0)} ms)`, guardTallies);
print("seed-style regex guard, for comparison (flags only; exact = deny/allow match)", evaluate(cases, seed, []));
console.log(`\nprecision: flagged cases that are dangerous; recall: dangerous cases flagged (ask or deny); exact: the labelled decision.`);
if (guardMisses.length > 0) {
  console.log(`\n${guardMisses.length} case(s) not decided as labelled${process.argv.includes("--misses") ? ":" : " (run with --misses to list)"}`);
  if (process.argv.includes("--misses")) for (const miss of guardMisses) console.log(`  ${miss}`);
}
