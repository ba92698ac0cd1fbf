/**
 * The shape of the third command-safety held-out set: well formed and independent of the first two.
 * It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 3` measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_3 } from "./command-safety-3.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 3,
  cases: COMMAND_SAFETY_HELD_OUT_3,
  minimumCases: 480,
  minimumFlag: 38,
  minimumAllow: 14,
  fileToolAllow: 25,
  earlierSets: setsBefore(3),
});
