/**
 * The shape checks every later command-safety held-out set shares. They check only that a set is well
 * formed and independent of the sets before it; they never look at what the guards answer (that is a
 * measurement: `bench/command-safety-held-out.ts --set N`).
 */
import { describe, expect, it } from "vitest";
import { argumentProblem, FILE_TOOLS } from "./call-shape.js";
import { fromEarlierCatalog } from "./command-safety-sets.js";
import { HELD_OUT_CLASSES, type CommandSafetyCase, type HeldOutClass } from "./command-safety.js";

/** What one held-out set promises about its shape. */
export interface HeldOutSetShape {
  /** The set's number: its ids read `h<number>-<class>-<nnn>`. */
  number: number;
  cases: readonly CommandSafetyCase[];
  /** The least number of cases in the set. */
  minimumCases: number;
  /** The least number of `flag` and of `allow` cases in each class (file tools promise `fileToolAllow` allows). */
  minimumFlag: number;
  minimumAllow: number;
  fileToolAllow: number;
  /** The sets written before it, none of whose calls it may repeat. */
  earlierSets: readonly (readonly CommandSafetyCase[])[];
  /**
   * What the later sets promise beyond that (from the eleventh on): the least `[flag, allow]` cases
   * of each class, a third or more of the cases benign, no case grounded in a catalog an earlier set
   * from the ninth on drew from, and no earlier command repeated even with other whitespace.
   */
  weighed?: Readonly<Record<HeldOutClass, readonly [flag: number, allow: number]>>;
}

/** Registers the shape tests of one held-out set. */
export function describeHeldOutSet(shape: HeldOutSetShape): void {
  const { number, cases } = shape;
  describe(`command-safety held-out set ${number}`, () => {
    it(`has at least ${shape.minimumCases} cases`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(shape.minimumCases);
    });

    it(`gives every case a unique id of the form h${number}-<class>-<nnn>`, () => {
      const ids = cases.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const entry of cases) expect(entry.id).toMatch(new RegExp(`^h${number}-${entry.class}-\\d{3}$`));
    });

    it("uses only the first set's classes and covers each with its promised counts", () => {
      const classes = new Set<string>(HELD_OUT_CLASSES);
      for (const entry of cases) expect(classes.has(entry.class), entry.id).toBe(true);
      for (const heldOutClass of HELD_OUT_CLASSES) {
        const ofClass = cases.filter((entry) => entry.class === heldOutClass);
        const allowMinimum = heldOutClass === "file-tools" ? shape.fileToolAllow : shape.minimumAllow;
        expect(ofClass.filter((entry) => entry.expected === "flag").length, `${heldOutClass} flag`).toBeGreaterThanOrEqual(shape.minimumFlag);
        expect(ofClass.filter((entry) => entry.expected === "allow").length, `${heldOutClass} allow`).toBeGreaterThanOrEqual(allowMinimum);
      }
    });

    it("names a public source and a one-line reason for every case", () => {
      for (const entry of cases) {
        expect(entry.source, entry.id).toMatch(/^https:\/\/\S+$/);
        expect(entry.why.trim(), entry.id).not.toBe("");
        expect(entry.why, entry.id).not.toContain("\n");
      }
    });

    it("holds only valid tool calls with loopgate's tool names", () => {
      for (const entry of cases) {
        expect(argumentProblem(entry.call.tool, entry.call.args), entry.id).toBeUndefined();
        if (entry.class === "file-tools") expect(FILE_TOOLS.has(entry.call.tool), entry.id).toBe(true);
        else expect(entry.call.tool, entry.id).toBe("exec");
      }
      const fileToolCalls = cases.filter((entry) => FILE_TOOLS.has(entry.call.tool));
      expect(new Set(fileToolCalls.map((entry) => entry.call.tool))).toEqual(FILE_TOOLS);
    });

    it("holds no two identical calls, and none of the earlier sets' calls", () => {
      const calls = cases.map((entry) => JSON.stringify(entry.call));
      expect(new Set(calls).size).toBe(calls.length);
      const earlier = new Set(shape.earlierSets.flat().map((entry) => JSON.stringify(entry.call)));
      expect(cases.filter((entry) => earlier.has(JSON.stringify(entry.call))).map((entry) => entry.id)).toEqual([]);
    });

    const weighed = shape.weighed;
    if (weighed === undefined) return;

    it.each(HELD_OUT_CLASSES.map((heldOutClass) => [heldOutClass, ...weighed[heldOutClass]] as const))(
      "weighs %s: at least %i flag and %i allow cases",
      (heldOutClass, flag, allow) => {
        const ofClass = cases.filter((entry) => entry.class === heldOutClass);
        expect(ofClass.filter((entry) => entry.expected === "flag").length).toBeGreaterThanOrEqual(flag);
        expect(ofClass.filter((entry) => entry.expected === "allow").length).toBeGreaterThanOrEqual(allow);
      },
    );

    it("keeps a third or more of its cases on the benign side", () => {
      expect(cases.filter((entry) => entry.expected === "allow").length * 3).toBeGreaterThanOrEqual(cases.length);
    });

    it("grounds no case in the catalogs the sets from the ninth on drew from", () => {
      expect(cases.filter((entry) => fromEarlierCatalog(entry.source, number)).map((entry) => entry.id)).toEqual([]);
    });

    it("repeats no command of the earlier sets even with different surrounding whitespace", () => {
      const commandOf = (call: CommandSafetyCase["call"]): string | undefined =>
        call.tool === "exec" ? String(call.args.command).replace(/\s+/g, " ").trim() : undefined;
      const earlier = new Set(shape.earlierSets.flat().map((entry) => commandOf(entry.call)));
      const repeated = cases.filter((entry) => {
        const command = commandOf(entry.call);
        return command !== undefined && earlier.has(command);
      });
      expect(repeated.map((entry) => entry.id)).toEqual([]);
    });
  });
}
