/**
 * The shape of the second command-safety held-out set: well formed and independent of the first.
 * It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 2` measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_2 } from "./command-safety-2.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 2,
  cases: COMMAND_SAFETY_HELD_OUT_2,
  minimumCases: 450,
  minimumFlag: 35,
  minimumAllow: 12,
  fileToolAllow: 25,
  earlierSets: setsBefore(2),
});
