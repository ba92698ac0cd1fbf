/**
 * Runs the whole secret-path grid (every secret file the classification knows × every spelling ×
 * every reader, benign look-alikes × their spellings × readers, secrets touched without reading)
 * and prints its size, its pass rate per group, and the coverage along each axis.
 *
 *   node --import tsx bench/secret-path-grid.ts            # the whole cross
 *   node --import tsx bench/secret-path-grid.ts --cover    # the test's covering subset
 *   node --import tsx bench/secret-path-grid.ts --list     # and every failing combination
 */
import { gridMiss, secretPathGridCases, type PathGridCase } from "../src/guards/command-safety/__fixtures__/secret-path-grid-cases.js";

const cases = secretPathGridCases({ full: !process.argv.includes("--cover") });
const started = performance.now();
type Tally = { size: number; failed: number };
const axes: Record<string, Map<string, Tally>> = { group: new Map(), spelling: new Map(), reader: new Map(), wrapper: new Map(), place: new Map() };
const failures: string[] = [];
const count = (axis: string, key: string, failed: boolean): void => {
  const tally = axes[axis]?.get(key) ?? { size: 0, failed: 0 };
  tally.size++;
  if (failed) tally.failed++;
  axes[axis]?.set(key, tally);
};
for (const each of cases) {
  const miss = gridMiss(each);
  if (miss !== undefined) failures.push(`[${each.group}] ${miss}`);
  const keys: Record<string, string> = { group: each.group, spelling: `${each.spelling} (${each.group})`, reader: `${each.reader} (${each.group})`, wrapper: each.wrapper, place: `${each.file.place} (${each.group})` };
  for (const [axis, key] of Object.entries(keys)) count(axis, key, miss !== undefined);
}
const rate = (tally: Tally): string => `${((tally.size - tally.failed) / tally.size * 100).toFixed(1)}% of ${tally.size}`;
console.log(`combinations: ${cases.length}, files: ${new Set(cases.map((each: PathGridCase) => each.file.absolute)).size}`);
console.log(`pass rate: ${rate({ size: cases.length, failed: failures.length })} (failed ${failures.length})`);
for (const [axis, tallies] of Object.entries(axes)) {
  const rows = [...tallies].sort((a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0]));
  console.log(`by ${axis}: ${rows.map(([key, tally]) => `${key} ${rate(tally)}`).join("; ")}`);
}
console.log(`time: ${Math.round(performance.now() - started)} ms`);
if (process.argv.includes("--list")) for (const failure of failures) console.log(failure);
