import { describeError } from "../../errors/index.js";
import { parsePatch, patchPaths } from "../../tools/apply-patch/parse-patch.js";
import type { ToolCapabilities } from "../../tools/tool-capabilities.js";

/** One path a tool call opens, and how. */
export interface ToolCallPath {
  path: string;
  access: "read" | "write";
}

/** The paths a tool call opens, or why they cannot be known. */
export interface ToolCallPaths {
  paths: ToolCallPath[];
  /** Set when the arguments cannot be read (an unparseable patch): the audit then fails closed. */
  problem?: string;
}

/**
 * Every path a tool call opens, by the tool's declared capabilities: each `reads` argument (a path
 * or a list of paths) is read, each `writes` argument written, and every file a `patches` argument
 * adds, updates, deletes or moves to is written. Values that are not strings are left to the tool's
 * own validation.
 *
 * @example
 * toolCallPaths({ patches: ["patch"] }, { patch: "*** Begin Patch\n*** Delete File: .env\n*** End Patch" })
 * // { paths: [{ path: ".env", access: "write" }] }
 */
export function toolCallPaths(capabilities: ToolCapabilities, args: Record<string, unknown>): ToolCallPaths {
  const paths: ToolCallPath[] = [];
  const collect = (keys: readonly string[] | undefined, access: ToolCallPath["access"]) => {
    for (const key of keys ?? []) {
      const value = args[key];
      for (const path of Array.isArray(value) ? value : [value]) if (typeof path === "string") paths.push({ path, access });
    }
  };
  collect(capabilities.reads, "read");
  collect(capabilities.writes, "write");
  for (const key of capabilities.patches ?? []) {
    const text = args[key];
    if (typeof text !== "string") continue;
    try {
      for (const path of patchPaths(parsePatch(text))) paths.push({ path, access: "write" });
    } catch (error) {
      return { paths, problem: `The patch could not be read, so the files it touches cannot be checked: ${describeError(error)}` };
    }
  }
  return { paths };
}
