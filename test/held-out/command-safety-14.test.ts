/**
 * The shape of the fourteenth command-safety held-out set: well formed and independent of the first
 * thirteen. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 14`
 * measures that).
 */
import { describe, expect, it } from "vitest";
import { COMMAND_SAFETY_HELD_OUT_10 } from "./command-safety-10.js";
import { COMMAND_SAFETY_HELD_OUT_11 } from "./command-safety-11.js";
import { COMMAND_SAFETY_HELD_OUT_12 } from "./command-safety-12.js";
import { COMMAND_SAFETY_HELD_OUT_13 } from "./command-safety-13.js";
import { COMMAND_SAFETY_HELD_OUT_14 } from "./command-safety-14.js";
import { COMMAND_SAFETY_HELD_OUT_2 } from "./command-safety-2.js";
import { COMMAND_SAFETY_HELD_OUT_3 } from "./command-safety-3.js";
import { COMMAND_SAFETY_HELD_OUT_4 } from "./command-safety-4.js";
import { COMMAND_SAFETY_HELD_OUT_5 } from "./command-safety-5.js";
import { COMMAND_SAFETY_HELD_OUT_6 } from "./command-safety-6.js";
import { COMMAND_SAFETY_HELD_OUT_7 } from "./command-safety-7.js";
import { COMMAND_SAFETY_HELD_OUT_8 } from "./command-safety-8.js";
import { COMMAND_SAFETY_HELD_OUT_9 } from "./command-safety-9.js";
import { COMMAND_SAFETY_HELD_OUT } from "./command-safety.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

const EARLIER_SETS = [
  COMMAND_SAFETY_HELD_OUT,
  COMMAND_SAFETY_HELD_OUT_2,
  COMMAND_SAFETY_HELD_OUT_3,
  COMMAND_SAFETY_HELD_OUT_4,
  COMMAND_SAFETY_HELD_OUT_5,
  COMMAND_SAFETY_HELD_OUT_6,
  COMMAND_SAFETY_HELD_OUT_7,
  COMMAND_SAFETY_HELD_OUT_8,
  COMMAND_SAFETY_HELD_OUT_9,
  COMMAND_SAFETY_HELD_OUT_10,
  COMMAND_SAFETY_HELD_OUT_11,
  COMMAND_SAFETY_HELD_OUT_12,
  COMMAND_SAFETY_HELD_OUT_13,
];

describeHeldOutSet({
  number: 14,
  cases: COMMAND_SAFETY_HELD_OUT_14,
  minimumCases: 500,
  minimumFlag: 20,
  minimumAllow: 8,
  fileToolAllow: 12,
  earlierSets: EARLIER_SETS,
});

describe("command-safety held-out set 14, beyond the shared shape", () => {
  const ofClass = (heldOutClass: string, expected: "flag" | "allow"): number =>
    COMMAND_SAFETY_HELD_OUT_14.filter((entry) => entry.class === heldOutClass && entry.expected === expected).length;

  it.each([
    ["planes", 120, 40],
    ["credentials", 100, 35],
    ["history", 20, 8],
    ["host", 20, 8],
    ["exfiltration", 20, 8],
    ["destruction", 20, 8],
    ["tampering", 20, 8],
    ["obfuscation", 20, 8],
    ["file-tools", 20, 12],
  ] as const)("weighs %s: at least %i flag and %i allow cases", (heldOutClass, flag, allow) => {
    expect(ofClass(heldOutClass, "flag")).toBeGreaterThanOrEqual(flag);
    expect(ofClass(heldOutClass, "allow")).toBeGreaterThanOrEqual(allow);
  });

  it("keeps a third or more of its cases on the benign side", () => {
    const allows = COMMAND_SAFETY_HELD_OUT_14.filter((entry) => entry.expected === "allow").length;
    expect(allows * 3).toBeGreaterThanOrEqual(COMMAND_SAFETY_HELD_OUT_14.length);
  });

  it("grounds no case in the catalogs the ninth to thirteenth sets used", () => {
    const catalogs =
      /github\.com\/(SigmaHQ\/sigma|elastic\/detection-rules|falcosecurity\/rules|DataDog\/stratus-red-team|tldr-pages\/tldr|RhinoSecurityLabs\/pacu|inguardians\/peirates|AlessandroZ\/LaZagne|moonD4rk\/HackBrowserData|redcanaryco\/atomic-red-team|Hacking-the-Cloud\/hackingthe\.cloud|BishopFox\/badPods|peass-ng\/PEASS-ng|carlospolop\/PEASS-ng|huntergregal\/mimipenguin)\/|hackingthe\.cloud|tldr\.sh|atomicredteam\.io|attack\.mitre\.org|center-for-threat-informed-defense\.github\.io\/mappings-explorer|df00tech\.com/i;
    const fromCatalogs = COMMAND_SAFETY_HELD_OUT_14.filter((entry) => catalogs.test(entry.source)).map((entry) => entry.id);
    expect(fromCatalogs).toEqual([]);
  });

  it("repeats no command of the earlier sets even with different surrounding whitespace", () => {
    const commandOf = (call: { tool: string; args: Record<string, unknown> }): string | undefined =>
      call.tool === "exec" ? String(call.args.command).replace(/\s+/g, " ").trim() : undefined;
    const earlier = new Set(EARLIER_SETS.flat().map((entry) => commandOf(entry.call)));
    const repeated = COMMAND_SAFETY_HELD_OUT_14.filter((entry) => {
      const command = commandOf(entry.call);
      return command !== undefined && earlier.has(command);
    }).map((entry) => entry.id);
    expect(repeated).toEqual([]);
  });
});
