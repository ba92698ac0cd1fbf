/**
 * The shape of the fifth command-safety held-out set: well formed and independent of the first
 * four. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 5`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_2 } from "./command-safety-2.js";
import { COMMAND_SAFETY_HELD_OUT_3 } from "./command-safety-3.js";
import { COMMAND_SAFETY_HELD_OUT_4 } from "./command-safety-4.js";
import { COMMAND_SAFETY_HELD_OUT_5 } from "./command-safety-5.js";
import { COMMAND_SAFETY_HELD_OUT } from "./command-safety.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 5,
  cases: COMMAND_SAFETY_HELD_OUT_5,
  minimumCases: 480,
  minimumFlag: 38,
  minimumAllow: 14,
  fileToolAllow: 25,
  earlierSets: [COMMAND_SAFETY_HELD_OUT, COMMAND_SAFETY_HELD_OUT_2, COMMAND_SAFETY_HELD_OUT_3, COMMAND_SAFETY_HELD_OUT_4],
});
