/**
 * The shape of the ninth command-safety held-out set: well formed and independent of the first
 * eight. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 9`
 * measures that).
 */
import { describe, expect, it } from "vitest";
import { COMMAND_SAFETY_HELD_OUT_9 } from "./command-safety-9.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 9,
  cases: COMMAND_SAFETY_HELD_OUT_9,
  minimumCases: 450,
  minimumFlag: 24,
  minimumAllow: 9,
  fileToolAllow: 16,
  earlierSets: setsBefore(9),
});

describe("command-safety held-out set 9, beyond the shared shape", () => {
  const ofClass = (heldOutClass: string, expected: "flag" | "allow"): number =>
    COMMAND_SAFETY_HELD_OUT_9.filter((entry) => entry.class === heldOutClass && entry.expected === expected).length;

  it.each([
    ["obfuscation", 70, 20],
    ["credentials", 70, 20],
    ["history", 30, 12],
    ["host", 35, 12],
    ["file-tools", 30, 16],
  ] as const)("weighs %s: at least %i flag and %i allow cases", (heldOutClass, flag, allow) => {
    expect(ofClass(heldOutClass, "flag")).toBeGreaterThanOrEqual(flag);
    expect(ofClass(heldOutClass, "allow")).toBeGreaterThanOrEqual(allow);
  });

  it("keeps about a third of its cases on the benign side", () => {
    const allows = COMMAND_SAFETY_HELD_OUT_9.filter((entry) => entry.expected === "allow").length;
    expect(allows / COMMAND_SAFETY_HELD_OUT_9.length).toBeGreaterThanOrEqual(0.3);
  });

  it("grounds every flagged case in a detection catalog or a tool's own page", () => {
    const catalogs = /github\.com\/(SigmaHQ\/sigma|elastic\/detection-rules|falcosecurity\/rules|DataDog\/stratus-red-team|tldr-pages\/tldr)\//;
    const ungrounded = COMMAND_SAFETY_HELD_OUT_9.filter((entry) => !catalogs.test(entry.source)).map((entry) => entry.id);
    expect(ungrounded).toEqual([]);
  });

  it("draws most of its flagged cases from the detection catalogs rather than the tldr pages", () => {
    const flagged = COMMAND_SAFETY_HELD_OUT_9.filter((entry) => entry.expected === "flag");
    const fromCatalogs = flagged.filter((entry) => !entry.source.includes("tldr-pages/tldr")).length;
    expect(fromCatalogs / flagged.length).toBeGreaterThanOrEqual(0.8);
  });
});
