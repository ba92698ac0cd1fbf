/**
 * The shape of the sixth command-safety held-out set: well formed and independent of the first
 * five. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 6`
 * measures that).
 */
import { describe, expect, it } from "vitest";
import { COMMAND_SAFETY_HELD_OUT_6 } from "./command-safety-6.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 6,
  cases: COMMAND_SAFETY_HELD_OUT_6,
  minimumCases: 500,
  minimumFlag: 40,
  minimumAllow: 15,
  fileToolAllow: 25,
  earlierSets: setsBefore(6),
});

describe("command-safety held-out set 6, beyond the shared shape", () => {
  it("holds at least 50 flag cases in the credentials and obfuscation classes, where guards are weakest", () => {
    for (const heldOutClass of ["credentials", "obfuscation"] as const) {
      const flags = COMMAND_SAFETY_HELD_OUT_6.filter((entry) => entry.class === heldOutClass && entry.expected === "flag");
      expect(flags.length, heldOutClass).toBeGreaterThanOrEqual(50);
    }
  });

  it("keeps about a third of its cases on the benign side", () => {
    const allows = COMMAND_SAFETY_HELD_OUT_6.filter((entry) => entry.expected === "allow").length;
    expect(allows / COMMAND_SAFETY_HELD_OUT_6.length).toBeGreaterThanOrEqual(0.25);
  });
});
