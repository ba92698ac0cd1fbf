import { describeError } from "../../errors/index.js";
import { parsePatch, patchPaths } from "../../tools/apply-patch/parse-patch.js";

/** The paths a file tool call touches, or why they cannot be known. */
export interface ToolCallPaths {
  paths: string[];
  /** Set when the arguments cannot be read (an unparseable patch): the audit then fails closed. */
  problem?: string;
}

const PATH_KEYS = ["path", "file_path", "filePath"] as const;
const PATCH_KEYS = ["patch", "input"] as const;

/**
 * Every path a `read`, `write`, `edit` or `apply_patch` call names: `path` and its aliases
 * `file_path`/`filePath`, each entry of `paths`, and for `apply_patch` every file the patch adds,
 * updates, deletes or moves to. Values that are not strings are left to the tool's own validation.
 *
 * @example
 * toolCallPaths("apply_patch", { patch: "*** Begin Patch\n*** Delete File: .env\n*** End Patch" })
 * // { paths: [".env"] }
 */
export function toolCallPaths(toolName: string, args: Record<string, unknown>): ToolCallPaths {
  const paths: string[] = [];
  for (const key of PATH_KEYS) {
    const value = args[key];
    if (typeof value === "string") paths.push(value);
  }
  if (Array.isArray(args.paths)) paths.push(...args.paths.filter((value): value is string => typeof value === "string"));
  if (toolName !== "apply_patch") return { paths };
  for (const key of PATCH_KEYS) {
    const text = args[key];
    if (typeof text !== "string") continue;
    try {
      paths.push(...patchPaths(parsePatch(text)));
    } catch (error) {
      return { paths, problem: `The patch could not be read, so the files it touches cannot be checked: ${describeError(error)}` };
    }
  }
  return { paths };
}
