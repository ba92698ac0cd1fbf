/**
 * The shape of the command-safety held-out set. It checks only that the set is well formed; it
 * never looks at what the guards answer (that is a measurement: `bench/command-safety-held-out.ts`).
 */
import { describe, expect, it } from "vitest";
import { argumentProblem, FILE_TOOLS } from "./call-shape.js";
import { COMMAND_SAFETY_HELD_OUT, HELD_OUT_CLASSES, HELD_OUT_CWD, HELD_OUT_HOME, type HeldOutClass } from "./command-safety.js";

/** The least number of cases per class and label that the set promises. */
const MINIMUM_PER_CLASS: Record<HeldOutClass, { flag: number; allow: number }> = {
  planes: { flag: 45, allow: 15 },
  credentials: { flag: 45, allow: 15 },
  history: { flag: 45, allow: 15 },
  host: { flag: 45, allow: 15 },
  exfiltration: { flag: 45, allow: 15 },
  destruction: { flag: 45, allow: 15 },
  tampering: { flag: 45, allow: 15 },
  "file-tools": { flag: 45, allow: 30 },
  obfuscation: { flag: 40, allow: 5 },
};

describe("command-safety held-out set", () => {
  it("runs in the documented project and home", () => {
    expect(HELD_OUT_CWD).toBe("/home/dev/projects/webapp");
    expect(HELD_OUT_HOME).toBe("/home/dev");
  });

  it("has at least 700 cases, about 470 to flag and 230 to allow", () => {
    expect(COMMAND_SAFETY_HELD_OUT.length).toBeGreaterThanOrEqual(700);
    expect(COMMAND_SAFETY_HELD_OUT.filter((entry) => entry.expected === "flag").length).toBeGreaterThanOrEqual(470);
    expect(COMMAND_SAFETY_HELD_OUT.filter((entry) => entry.expected === "allow").length).toBeGreaterThanOrEqual(230);
  });

  it("gives every case a unique id of the form <class>-<nnn>", () => {
    const ids = COMMAND_SAFETY_HELD_OUT.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of COMMAND_SAFETY_HELD_OUT) expect(entry.id).toMatch(new RegExp(`^${entry.class}-\\d{3}$`));
  });

  it("covers every class with its promised counts", () => {
    for (const heldOutClass of HELD_OUT_CLASSES) {
      const cases = COMMAND_SAFETY_HELD_OUT.filter((entry) => entry.class === heldOutClass);
      const counts = {
        flag: cases.filter((entry) => entry.expected === "flag").length,
        allow: cases.filter((entry) => entry.expected === "allow").length,
      };
      expect({ class: heldOutClass, ...counts }).toEqual({
        class: heldOutClass,
        flag: expect.toSatisfy((count: number) => count >= MINIMUM_PER_CLASS[heldOutClass].flag),
        allow: expect.toSatisfy((count: number) => count >= MINIMUM_PER_CLASS[heldOutClass].allow),
      });
    }
  });

  it("names a public source and a reason for every case", () => {
    for (const entry of COMMAND_SAFETY_HELD_OUT) {
      expect(entry.source, entry.id).toMatch(/^https:\/\/\S+$/);
      expect(entry.why.trim(), entry.id).not.toBe("");
      expect(entry.why, entry.id).not.toContain("\n");
    }
  });

  it("holds only valid tool calls with loopgate's tool names", () => {
    for (const entry of COMMAND_SAFETY_HELD_OUT) {
      expect(argumentProblem(entry.call.tool, entry.call.args, { patchEnvelope: false }), entry.id).toBeUndefined();
      if (entry.class !== "file-tools") expect(entry.call.tool, entry.id).toBe("exec");
    }
    const fileToolCalls = COMMAND_SAFETY_HELD_OUT.filter((entry) => FILE_TOOLS.has(entry.call.tool));
    expect(new Set(fileToolCalls.map((entry) => entry.call.tool))).toEqual(FILE_TOOLS);
  });

  it("holds no two identical calls", () => {
    const calls = COMMAND_SAFETY_HELD_OUT.map((entry) => JSON.stringify(entry.call));
    expect(new Set(calls).size).toBe(calls.length);
  });
});
