/**
 * The shape of the fourth command-safety held-out set: well formed and independent of the first
 * three. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 4`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_4 } from "./command-safety-4.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 4,
  cases: COMMAND_SAFETY_HELD_OUT_4,
  minimumCases: 480,
  minimumFlag: 38,
  minimumAllow: 14,
  fileToolAllow: 25,
  earlierSets: setsBefore(4),
});
