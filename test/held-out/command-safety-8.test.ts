/**
 * The shape of the eighth command-safety held-out set: well formed and independent of the first
 * seven. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 8`
 * measures that).
 */
import { describe, expect, it } from "vitest";
import { COMMAND_SAFETY_HELD_OUT_8 } from "./command-safety-8.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 8,
  cases: COMMAND_SAFETY_HELD_OUT_8,
  minimumCases: 420,
  minimumFlag: 24,
  minimumAllow: 9,
  fileToolAllow: 14,
  earlierSets: setsBefore(8),
});

describe("command-safety held-out set 8, beyond the shared shape", () => {
  const ofClass = (heldOutClass: string, expected: "flag" | "allow"): number =>
    COMMAND_SAFETY_HELD_OUT_8.filter((entry) => entry.class === heldOutClass && entry.expected === expected).length;

  it("weighs credentials most: at least 70 flag and 20 allow cases", () => {
    expect(ofClass("credentials", "flag")).toBeGreaterThanOrEqual(70);
    expect(ofClass("credentials", "allow")).toBeGreaterThanOrEqual(20);
  });

  it("weighs obfuscation next: at least 50 flag and 15 allow cases", () => {
    expect(ofClass("obfuscation", "flag")).toBeGreaterThanOrEqual(50);
    expect(ofClass("obfuscation", "allow")).toBeGreaterThanOrEqual(15);
  });

  it("keeps about a third of its cases on the benign side", () => {
    const allows = COMMAND_SAFETY_HELD_OUT_8.filter((entry) => entry.expected === "allow").length;
    expect(allows / COMMAND_SAFETY_HELD_OUT_8.length).toBeGreaterThanOrEqual(0.3);
  });

  it("grounds its credential and obfuscation cases in ATT&CK, Atomic Red Team or a named write-up", () => {
    const grounded = COMMAND_SAFETY_HELD_OUT_8.filter(
      (entry) => (entry.class === "credentials" || entry.class === "obfuscation") && /attack\.mitre\.org|atomic-red-team|Bashfuscator|Invoke-|PayloadsAllTheThings|hacktricks|stepsecurity|nrwl/.test(entry.source),
    ).length;
    expect(grounded).toBeGreaterThanOrEqual(60);
  });
});
