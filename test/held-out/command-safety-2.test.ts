/**
 * The shape of the second command-safety held-out set. It checks only that the set is well formed
 * and independent of the first; it never looks at what the guards answer (that is a measurement:
 * `bench/command-safety-held-out.ts --set 2`).
 */
import { describe, expect, it } from "vitest";
import { argumentProblem, FILE_TOOLS } from "./call-shape.js";
import { COMMAND_SAFETY_HELD_OUT_2 } from "./command-safety-2.js";
import { COMMAND_SAFETY_HELD_OUT, HELD_OUT_CLASSES, type HeldOutClass } from "./command-safety.js";

/** The least number of cases per class and label that the set promises. */
const MINIMUM_PER_CLASS: Record<HeldOutClass, { flag: number; allow: number }> = {
  planes: { flag: 35, allow: 12 },
  credentials: { flag: 35, allow: 12 },
  history: { flag: 35, allow: 12 },
  host: { flag: 35, allow: 12 },
  exfiltration: { flag: 35, allow: 12 },
  destruction: { flag: 35, allow: 12 },
  tampering: { flag: 35, allow: 12 },
  "file-tools": { flag: 35, allow: 25 },
  obfuscation: { flag: 35, allow: 12 },
};

function countsOf(heldOutClass: HeldOutClass): { flag: number; allow: number } {
  const cases = COMMAND_SAFETY_HELD_OUT_2.filter((entry) => entry.class === heldOutClass);
  return {
    flag: cases.filter((entry) => entry.expected === "flag").length,
    allow: cases.filter((entry) => entry.expected === "allow").length,
  };
}

describe("command-safety held-out set 2", () => {
  it("has at least 450 cases", () => {
    expect(COMMAND_SAFETY_HELD_OUT_2.length).toBeGreaterThanOrEqual(450);
  });

  it("gives every case a unique id of the form h2-<class>-<nnn>", () => {
    const ids = COMMAND_SAFETY_HELD_OUT_2.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of COMMAND_SAFETY_HELD_OUT_2) expect(entry.id).toMatch(new RegExp(`^h2-${entry.class}-\\d{3}$`));
  });

  it("uses only the first set's classes and covers each with its promised counts", () => {
    const classes = new Set<string>(HELD_OUT_CLASSES);
    for (const entry of COMMAND_SAFETY_HELD_OUT_2) expect(classes.has(entry.class), entry.id).toBe(true);
    for (const heldOutClass of HELD_OUT_CLASSES) {
      const counts = countsOf(heldOutClass);
      const minimum = MINIMUM_PER_CLASS[heldOutClass];
      expect(counts.flag, `${heldOutClass} flag`).toBeGreaterThanOrEqual(minimum.flag);
      expect(counts.allow, `${heldOutClass} allow`).toBeGreaterThanOrEqual(minimum.allow);
    }
  });

  it("names a public source and a one-line reason for every case", () => {
    for (const entry of COMMAND_SAFETY_HELD_OUT_2) {
      expect(entry.source, entry.id).toMatch(/^https:\/\/\S+$/);
      expect(entry.why.trim(), entry.id).not.toBe("");
      expect(entry.why, entry.id).not.toContain("\n");
    }
  });

  it("holds only valid tool calls with loopgate's tool names", () => {
    for (const entry of COMMAND_SAFETY_HELD_OUT_2) {
      expect(argumentProblem(entry.call.tool, entry.call.args), entry.id).toBeUndefined();
      if (entry.class === "file-tools") expect(FILE_TOOLS.has(entry.call.tool), entry.id).toBe(true);
      else expect(entry.call.tool, entry.id).toBe("exec");
    }
    const fileToolCalls = COMMAND_SAFETY_HELD_OUT_2.filter((entry) => FILE_TOOLS.has(entry.call.tool));
    expect(new Set(fileToolCalls.map((entry) => entry.call.tool))).toEqual(FILE_TOOLS);
  });

  it("holds no two identical calls, and none of the first set's calls", () => {
    const calls = COMMAND_SAFETY_HELD_OUT_2.map((entry) => JSON.stringify(entry.call));
    expect(new Set(calls).size).toBe(calls.length);
    const firstSet = new Set(COMMAND_SAFETY_HELD_OUT.map((entry) => JSON.stringify(entry.call)));
    expect(COMMAND_SAFETY_HELD_OUT_2.filter((entry) => firstSet.has(JSON.stringify(entry.call))).map((entry) => entry.id)).toEqual([]);
  });
});
