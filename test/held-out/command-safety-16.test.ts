/**
 * The shape of the sixteenth command-safety held-out set: well formed and independent of the first
 * fifteen. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 16`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_16 } from "./command-safety-16.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 16,
  cases: COMMAND_SAFETY_HELD_OUT_16,
  minimumCases: 500,
  minimumFlag: 21,
  minimumAllow: 12,
  fileToolAllow: 13,
  earlierSets: setsBefore(16),
  weighed: {
    planes: [110, 50],
    credentials: [100, 50],
    history: [21, 12],
    host: [21, 12],
    exfiltration: [21, 12],
    destruction: [21, 12],
    tampering: [21, 12],
    obfuscation: [21, 12],
    "file-tools": [21, 13],
  },
});
