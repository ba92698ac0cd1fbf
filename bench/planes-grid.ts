/**
 * Runs the planes grid (operations × spellings, and SQL statements × clients × deliveries ×
 * connections × wrappers) and prints its size, how many dangerous combinations are missed and how
 * many benign ones are flagged.
 *
 *   node --import tsx bench/planes-grid.ts           # the totals (the test's covering subset)
 *   node --import tsx bench/planes-grid.ts --full    # every SQL combination under every wrapper
 *   node --import tsx bench/planes-grid.ts --list    # and every failing combination
 */
import { check } from "../src/guards/command-safety/__fixtures__/decide.js";
import { planesGridCases } from "../src/guards/command-safety/__fixtures__/planes-grid.js";

const cases = planesGridCases({ full: process.argv.includes("--full") });
const started = performance.now();
let dangerous = 0;
let missed = 0;
let benignFlagged = 0;
const byFamily = new Map<string, { total: number; failed: number }>();
const failures: string[] = [];
for (const each of cases) {
  const result = check(each.command);
  const flagged = result.decision !== "allow";
  if (each.dangerous) dangerous++;
  const family = byFamily.get(each.family) ?? { total: 0, failed: 0 };
  family.total++;
  if (flagged !== each.dangerous) {
    family.failed++;
    if (each.dangerous) missed++;
    else benignFlagged++;
    failures.push(`${each.dangerous ? "missed" : "flagged"} ${each.id}: ${result.decision} ${result.rule ?? ""}: ${each.command}`);
  }
  byFamily.set(each.family, family);
}
console.log(`combinations: ${cases.length} (dangerous ${dangerous}, benign ${cases.length - dangerous})`);
console.log(`pass rate: ${((cases.length - missed - benignFlagged) / cases.length).toFixed(4)} (missed ${missed}, benign flagged ${benignFlagged})`);
for (const [family, counts] of byFamily) console.log(`  ${family}: ${((counts.total - counts.failed) / counts.total).toFixed(4)} of ${counts.total}`);
console.log(`time: ${Math.round(performance.now() - started)} ms`);
if (process.argv.includes("--list")) for (const failure of failures) console.log(failure);
