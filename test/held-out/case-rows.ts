/**
 * How the later command-safety held-out sets write their cases: one table of rows per class, and
 * small builders for the file tools' calls.
 */
import type { ToolCallToEvaluate } from "../../src/agent-clis/evaluate-tool-call.js";
import type { CommandSafetyCase, HeldOutClass, HeldOutLabel } from "./command-safety.js";

/** One row of a class table: number, label, the call (a string is an `exec` command), source, why. */
export type Row = readonly [number: number, expected: HeldOutLabel, call: string | ToolCallToEvaluate, source: string, why: string];

export const F = "flag" as const;
export const A = "allow" as const;

/**
 * Builds the cases of one class of held-out set `setNumber`; ids are `h<set>-<class>-<nnn>` from the
 * row numbers, never renumbered.
 */
export function casesOf(setNumber: number, heldOutClass: HeldOutClass, rows: readonly Row[]): CommandSafetyCase[] {
  return rows.map(([number, expected, call, source, why]) => ({
    id: `h${setNumber}-${heldOutClass}-${String(number).padStart(3, "0")}`,
    class: heldOutClass,
    expected,
    call: typeof call === "string" ? { tool: "exec", args: { command: call } } : call,
    source,
    why,
  }));
}

export function read(path: string): ToolCallToEvaluate {
  return { tool: "read", args: { path } };
}

export function write(path: string, content: string): ToolCallToEvaluate {
  return { tool: "write", args: { path, content } };
}

export function edit(path: string, oldString: string, newString: string): ToolCallToEvaluate {
  return { tool: "edit", args: { path, old_string: oldString, new_string: newString } };
}
