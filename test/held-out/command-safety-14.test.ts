/**
 * The shape of the fourteenth command-safety held-out set: well formed and independent of the first
 * thirteen. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 14`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_14 } from "./command-safety-14.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 14,
  cases: COMMAND_SAFETY_HELD_OUT_14,
  minimumCases: 500,
  minimumFlag: 20,
  minimumAllow: 8,
  fileToolAllow: 12,
  earlierSets: setsBefore(14),
  weighed: {
    planes: [120, 40],
    credentials: [100, 35],
    history: [20, 8],
    host: [20, 8],
    exfiltration: [20, 8],
    destruction: [20, 8],
    tampering: [20, 8],
    obfuscation: [20, 8],
    "file-tools": [20, 12],
  },
});
