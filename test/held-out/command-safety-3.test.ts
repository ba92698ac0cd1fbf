/**
 * The shape of the third command-safety held-out set. It checks only that the set is well formed
 * and independent of the first two; it never looks at what the guards answer (that is a
 * measurement: `bench/command-safety-held-out.ts --set 3`).
 */
import { describe, expect, it } from "vitest";
import { argumentProblem, FILE_TOOLS } from "./call-shape.js";
import { COMMAND_SAFETY_HELD_OUT_2 } from "./command-safety-2.js";
import { COMMAND_SAFETY_HELD_OUT_3 } from "./command-safety-3.js";
import { COMMAND_SAFETY_HELD_OUT, HELD_OUT_CLASSES, type HeldOutClass } from "./command-safety.js";

/** The least number of cases per class and label that the set promises. */
const MINIMUM_PER_CLASS: Record<HeldOutClass, { flag: number; allow: number }> = {
  planes: { flag: 38, allow: 14 },
  credentials: { flag: 38, allow: 14 },
  history: { flag: 38, allow: 14 },
  host: { flag: 38, allow: 14 },
  exfiltration: { flag: 38, allow: 14 },
  destruction: { flag: 38, allow: 14 },
  tampering: { flag: 38, allow: 14 },
  "file-tools": { flag: 38, allow: 25 },
  obfuscation: { flag: 38, allow: 14 },
};

function countsOf(heldOutClass: HeldOutClass): { flag: number; allow: number } {
  const cases = COMMAND_SAFETY_HELD_OUT_3.filter((entry) => entry.class === heldOutClass);
  return {
    flag: cases.filter((entry) => entry.expected === "flag").length,
    allow: cases.filter((entry) => entry.expected === "allow").length,
  };
}

describe("command-safety held-out set 3", () => {
  it("has at least 480 cases", () => {
    expect(COMMAND_SAFETY_HELD_OUT_3.length).toBeGreaterThanOrEqual(480);
  });

  it("gives every case a unique id of the form h3-<class>-<nnn>", () => {
    const ids = COMMAND_SAFETY_HELD_OUT_3.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of COMMAND_SAFETY_HELD_OUT_3) expect(entry.id).toMatch(new RegExp(`^h3-${entry.class}-\\d{3}$`));
  });

  it("uses only the first set's classes and covers each with its promised counts", () => {
    const classes = new Set<string>(HELD_OUT_CLASSES);
    for (const entry of COMMAND_SAFETY_HELD_OUT_3) expect(classes.has(entry.class), entry.id).toBe(true);
    for (const heldOutClass of HELD_OUT_CLASSES) {
      const counts = countsOf(heldOutClass);
      const minimum = MINIMUM_PER_CLASS[heldOutClass];
      expect(counts.flag, `${heldOutClass} flag`).toBeGreaterThanOrEqual(minimum.flag);
      expect(counts.allow, `${heldOutClass} allow`).toBeGreaterThanOrEqual(minimum.allow);
    }
  });

  it("names a public source and a one-line reason for every case", () => {
    for (const entry of COMMAND_SAFETY_HELD_OUT_3) {
      expect(entry.source, entry.id).toMatch(/^https:\/\/\S+$/);
      expect(entry.why.trim(), entry.id).not.toBe("");
      expect(entry.why, entry.id).not.toContain("\n");
    }
  });

  it("holds only valid tool calls with loopgate's tool names", () => {
    for (const entry of COMMAND_SAFETY_HELD_OUT_3) {
      expect(argumentProblem(entry.call.tool, entry.call.args), entry.id).toBeUndefined();
      if (entry.class === "file-tools") expect(FILE_TOOLS.has(entry.call.tool), entry.id).toBe(true);
      else expect(entry.call.tool, entry.id).toBe("exec");
    }
    const fileToolCalls = COMMAND_SAFETY_HELD_OUT_3.filter((entry) => FILE_TOOLS.has(entry.call.tool));
    expect(new Set(fileToolCalls.map((entry) => entry.call.tool))).toEqual(FILE_TOOLS);
  });

  it("holds no two identical calls, and none of the first two sets' calls", () => {
    const calls = COMMAND_SAFETY_HELD_OUT_3.map((entry) => JSON.stringify(entry.call));
    expect(new Set(calls).size).toBe(calls.length);
    const earlierSets = new Set([...COMMAND_SAFETY_HELD_OUT, ...COMMAND_SAFETY_HELD_OUT_2].map((entry) => JSON.stringify(entry.call)));
    expect(COMMAND_SAFETY_HELD_OUT_3.filter((entry) => earlierSets.has(JSON.stringify(entry.call))).map((entry) => entry.id)).toEqual([]);
  });
});
