/**
 * The shape of the thirteenth command-safety held-out set: well formed and independent of the first
 * twelve. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 13`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_13 } from "./command-safety-13.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 13,
  cases: COMMAND_SAFETY_HELD_OUT_13,
  minimumCases: 500,
  minimumFlag: 20,
  minimumAllow: 8,
  fileToolAllow: 12,
  earlierSets: setsBefore(13),
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
