/**
 * Runs the whole credential-command grid (printers × spellings, printers × network sinks, designed
 * uses, benign commands × spellings) and prints its size and pass rate, per group and per axis.
 *
 *   node --import tsx bench/credential-command-grid.ts           # the totals
 *   node --import tsx bench/credential-command-grid.ts --list    # and every failing combination
 */
import { check } from "../src/guards/command-safety/__fixtures__/decide.js";
import { credentialCommandGridCases } from "../src/guards/command-safety/__fixtures__/credential-command-grid-cases.js";

const cases = credentialCommandGridCases({ full: true });
const started = performance.now();
const totals = new Map<string, { size: number; failed: number }>();
const axes = new Map<string, number>();
const failures: string[] = [];
let failed = 0;
for (const each of cases) {
  const result = check(each.command);
  const holds = each.expect === "allow" ? result.decision === "allow" : each.expect === "deny" ? result.decision === "deny" : result.decision !== "allow";
  const total = totals.get(each.group) ?? { size: 0, failed: 0 };
  total.size++;
  if (!holds) {
    total.failed++;
    failed++;
    failures.push(`${each.expect} expected, got ${result.decision} ${result.rule ?? ""}: ${JSON.stringify(each.command)} [${each.axes}]`);
    for (const axis of each.axes.split(" × ").slice(1)) axes.set(axis, (axes.get(axis) ?? 0) + 1);
  }
  totals.set(each.group, total);
}
const elapsed = Math.round(performance.now() - started);
console.log(`combinations: ${cases.length}`);
console.log(`pass rate: ${((cases.length - failed) / cases.length).toFixed(4)} (failed ${failed})`);
for (const [group, total] of totals) console.log(`  ${group}: ${total.size - total.failed}/${total.size}`);
if (axes.size > 0) console.log(`failures by spelling or sink: ${[...axes].sort((a, b) => b[1] - a[1]).map(([axis, count]) => `${axis} ${count}`).join(", ")}`);
console.log(`time: ${elapsed} ms`);
if (process.argv.includes("--list")) for (const failure of failures) console.log(failure);
