/**
 * Runs the decoded-run grid (decoders writing a file × ways of running it × separators, and the
 * same decoders' everyday look-alikes) and prints its size, how many dangerous combinations are
 * missed and how many benign ones are flagged.
 *
 *   node --import tsx bench/decoded-run-grid.ts           # the test's covering subset
 *   node --import tsx bench/decoded-run-grid.ts --full    # every runner under every separator
 *   node --import tsx bench/decoded-run-grid.ts --list    # and every failing combination
 */
import { check } from "../src/guards/command-safety/__fixtures__/decide.js";
import { decodedRunGridCases } from "../src/guards/command-safety/__fixtures__/decoded-run-grid.js";

const cases = decodedRunGridCases({ full: process.argv.includes("--full") });
const started = performance.now();
let dangerous = 0;
let missed = 0;
let benignFlagged = 0;
const failures: string[] = [];
for (const each of cases) {
  const result = check(each.command);
  const flagged = result.decision !== "allow";
  if (each.dangerous) dangerous++;
  if (flagged === each.dangerous) continue;
  if (each.dangerous) missed++;
  else benignFlagged++;
  failures.push(`${each.dangerous ? "missed" : "flagged"} ${each.id}: ${result.decision} ${result.rule ?? ""}: ${JSON.stringify(each.command)}`);
}
console.log(`combinations: ${cases.length} (dangerous ${dangerous}, benign ${cases.length - dangerous})`);
console.log(`pass rate: ${((cases.length - missed - benignFlagged) / cases.length).toFixed(4)} (missed ${missed}, benign flagged ${benignFlagged})`);
console.log(`time: ${Math.round(performance.now() - started)} ms`);
if (process.argv.includes("--list")) for (const failure of failures) console.log(failure);
