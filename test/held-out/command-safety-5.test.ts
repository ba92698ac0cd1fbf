/**
 * The shape of the fifth command-safety held-out set: well formed and independent of the first
 * four. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 5`
 * measures that).
 */
import { COMMAND_SAFETY_HELD_OUT_5 } from "./command-safety-5.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 5,
  cases: COMMAND_SAFETY_HELD_OUT_5,
  minimumCases: 480,
  minimumFlag: 38,
  minimumAllow: 14,
  fileToolAllow: 25,
  earlierSets: setsBefore(5),
});
