/**
 * The shape of the twelfth command-safety held-out set: well formed and independent of the first
 * eleven. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 12`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_12 } from "./command-safety-12.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 12,
  cases: COMMAND_SAFETY_HELD_OUT_12,
  minimumCases: 500,
  minimumFlag: 20,
  minimumAllow: 10,
  fileToolAllow: 12,
  earlierSets: setsBefore(12),
  weighed: {
    planes: [120, 60],
    credentials: [100, 50],
    history: [20, 10],
    host: [20, 10],
    exfiltration: [20, 10],
    destruction: [20, 10],
    tampering: [20, 10],
    obfuscation: [20, 10],
    "file-tools": [20, 12],
  },
});
