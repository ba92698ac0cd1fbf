/**
 * The shape of the seventh command-safety held-out set: well formed and independent of the first
 * six. It never looks at what the guards answer (`bench/command-safety-held-out.ts --set 7`
 * measures that).
 */
import { describe, expect, it } from "vitest";
import { COMMAND_SAFETY_HELD_OUT_7 } from "./command-safety-7.js";
import { setsBefore } from "./command-safety-sets.js";
import { describeHeldOutSet } from "./describe-held-out-set.js";

describeHeldOutSet({
  number: 7,
  cases: COMMAND_SAFETY_HELD_OUT_7,
  minimumCases: 300,
  minimumFlag: 24,
  minimumAllow: 9,
  fileToolAllow: 14,
  earlierSets: setsBefore(7),
});

describe("command-safety held-out set 7, beyond the shared shape", () => {
  it("keeps about a third of its cases on the benign side", () => {
    const allows = COMMAND_SAFETY_HELD_OUT_7.filter((entry) => entry.expected === "allow").length;
    expect(allows / COMMAND_SAFETY_HELD_OUT_7.length).toBeGreaterThanOrEqual(0.25);
  });

  it("writes some cases as agents type them: multi-line scripts and chains", () => {
    const commands = COMMAND_SAFETY_HELD_OUT_7.flatMap((entry) => (typeof entry.call.args.command === "string" ? [entry.call.args.command] : []));
    expect(commands.filter((command) => command.includes("\n")).length).toBeGreaterThanOrEqual(5);
    expect(commands.filter((command) => command.includes(" && ")).length).toBeGreaterThanOrEqual(40);
  });
});
