/**
 * Runs the whole interpreter-decoder grid (every seed × language × decoder × sink) and prints its
 * size, how many dangerous combinations are missed, how many benign literals through plain sinks
 * are flagged, and how many benign seeds behind a decoder ask.
 *
 *   node --import tsx bench/interpreter-decoder-grid.ts           # the totals
 *   node --import tsx bench/interpreter-decoder-grid.ts --list    # and every failing combination
 */
import { check } from "../src/guards/command-safety/__fixtures__/decide.js";
import { decoderGridCases } from "../src/guards/command-safety/__fixtures__/interpreter-decoder-grid.js";

const cases = decoderGridCases();
const started = performance.now();
let dangerous = 0;
let missed = 0;
let plain = 0;
let plainFlagged = 0;
let decoded = 0;
let decodedAsked = 0;
const failures: string[] = [];
for (const each of cases) {
  const result = check(each.command);
  const name = `${each.language.id} ${each.decoder.id} × ${each.sink.id} × ${each.seed.id}`;
  if (each.seed.dangerous) {
    dangerous++;
    if (result.decision === "allow") {
      missed++;
      failures.push(`missed ${name}: ${each.command}`);
    }
  } else if (each.plain) {
    plain++;
    if (result.decision !== "allow") {
      plainFlagged++;
      failures.push(`flagged ${name}: ${result.decision} ${result.rule ?? ""}: ${each.command}`);
    }
  } else {
    decoded++;
    if (result.decision !== "allow") decodedAsked++;
  }
}
const judged = dangerous + plain;
console.log(`combinations: ${cases.length} (dangerous ${dangerous}, benign plain ${plain}, benign decoded ${decoded})`);
console.log(`pass rate: ${((judged - missed - plainFlagged) / judged).toFixed(4)} (missed ${missed}, benign flagged ${plainFlagged})`);
console.log(`benign behind a decoder that ask: ${decodedAsked} of ${decoded}`);
console.log(`time: ${Math.round(performance.now() - started)} ms`);
if (process.argv.includes("--list")) for (const failure of failures) console.log(failure);
