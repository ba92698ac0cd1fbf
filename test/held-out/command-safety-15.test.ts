/**
 * The shape of the fifteenth command-safety held-out set: well formed and independent of the first
 * fourteen. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 15`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_15 } from "./command-safety-15.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 15,
  cases: COMMAND_SAFETY_HELD_OUT_15,
  minimumCases: 500,
  minimumFlag: 20,
  minimumAllow: 11,
  fileToolAllow: 14,
  earlierSets: setsBefore(15),
  weighed: {
    planes: [120, 60],
    credentials: [100, 50],
    history: [20, 11],
    host: [20, 11],
    exfiltration: [20, 11],
    destruction: [20, 11],
    tampering: [20, 11],
    obfuscation: [20, 11],
    "file-tools": [20, 14],
  },
});
