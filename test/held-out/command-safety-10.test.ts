/**
 * The shape of the tenth command-safety held-out set: well formed and independent of the first
 * nine. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 10`
 * measures that).
 */
import { describe, expect, it } from "vitest";
import { COMMAND_SAFETY_HELD_OUT_10 } from "./command-safety-10.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 10,
  cases: COMMAND_SAFETY_HELD_OUT_10,
  minimumCases: 450,
  minimumFlag: 20,
  minimumAllow: 8,
  fileToolAllow: 12,
  earlierSets: setsBefore(10),
});

describe("command-safety held-out set 10, beyond the shared shape", () => {
  const ofClass = (heldOutClass: string, expected: "flag" | "allow"): number =>
    COMMAND_SAFETY_HELD_OUT_10.filter((entry) => entry.class === heldOutClass && entry.expected === expected).length;

  it.each([
    ["planes", 80, 25],
    ["obfuscation", 80, 25],
    ["credentials", 60, 20],
    ["history", 25, 10],
    ["host", 25, 10],
    ["file-tools", 25, 12],
    ["exfiltration", 20, 8],
    ["destruction", 20, 8],
    ["tampering", 20, 8],
  ] as const)("weighs %s: at least %i flag and %i allow cases", (heldOutClass, flag, allow) => {
    expect(ofClass(heldOutClass, "flag")).toBeGreaterThanOrEqual(flag);
    expect(ofClass(heldOutClass, "allow")).toBeGreaterThanOrEqual(allow);
  });

  it("keeps about a third of its cases on the benign side", () => {
    const allows = COMMAND_SAFETY_HELD_OUT_10.filter((entry) => entry.expected === "allow").length;
    expect(allows / COMMAND_SAFETY_HELD_OUT_10.length).toBeGreaterThanOrEqual(0.3);
  });

  it("grounds its planes and obfuscation cases outside the detection catalogs the ninth set used", () => {
    const catalogs = /github\.com\/(SigmaHQ\/sigma|elastic\/detection-rules|falcosecurity\/rules|DataDog\/stratus-red-team|tldr-pages\/tldr)\//;
    const fromCatalogs = COMMAND_SAFETY_HELD_OUT_10.filter((entry) => catalogs.test(entry.source)).map((entry) => entry.id);
    expect(fromCatalogs).toEqual([]);
  });

  it("draws a share of its flagged cases from incident threads against coding agents", () => {
    const flagged = COMMAND_SAFETY_HELD_OUT_10.filter((entry) => entry.expected === "flag");
    const fromThreads = flagged.filter((entry) => /github\.com\/[^/]+\/[^/]+\/(issues|pull)\/\d+$/.test(entry.source)).length;
    expect(fromThreads / flagged.length).toBeGreaterThanOrEqual(0.2);
  });
});
