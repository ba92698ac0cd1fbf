import { describeError } from "../../errors/index.js";
import { parsePatch, patchPaths } from "../../tools/apply-patch/parse-patch.js";
import type { ToolCapabilities } from "../../tools/tool-capabilities.js";

/** One path a tool call opens, and how. */
export interface ToolCallPath {
  path: string;
  access: "read" | "write";
}

/** What a search tool looks for, and in which directory. */
export interface ToolCallSearch {
  pattern: string;
  /** The directory searched, as given (`.`, the working directory, when none is). */
  path: string;
}

/** The paths a tool call opens, or why they cannot be known. */
export interface ToolCallPaths {
  paths: ToolCallPath[];
  /** What search tools look for (`searches` capabilities), for the audit's check on credential hunts. */
  searches?: ToolCallSearch[];
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
  const readOnly = capabilities.readOnlyWhen !== undefined && capabilities.readOnlyWhen.values.includes(args[capabilities.readOnlyWhen.argument] as string);
  collect(capabilities.writes, readOnly ? "read" : "write");
  // A search reads the directories it is given, or the working directory.
  const directories = paths.filter((entry) => entry.access === "read").map((entry) => entry.path);
  const searched = directories.length ? directories : ["."];
  for (const glob of stringsOf(capabilities.globs, args)) for (const directory of searched) paths.push({ path: globTarget(directory, glob), access: "read" });
  const searches = stringsOf(capabilities.searches, args).flatMap((pattern) => searched.map((path) => ({ pattern, path })));
  for (const pattern of stringsOf(capabilities.lists, args)) for (const directory of searched) paths.push({ path: listedDirectory(directory, pattern), access: "read" });
  for (const key of capabilities.patches ?? []) {
    const text = args[key];
    if (typeof text !== "string") continue;
    try {
      for (const path of patchPaths(parsePatch(text))) paths.push({ path, access: "write" });
    } catch (error) {
      return { paths, problem: `The patch could not be read, so the files it touches cannot be checked: ${describeError(error)}` };
    }
  }
  return searches.length ? { paths, searches } : { paths };
}

/** The directory a listing pattern lists: its parts before the first wildcard, below `directory` unless it has its own root. */
function listedDirectory(directory: string, pattern: string): string {
  const parts = pattern.split(/[/\\]+/);
  const wild = parts.findIndex((part) => /[*?[\]{}]/.test(part));
  const fixed = (wild < 0 ? parts.slice(0, -1) : parts.slice(0, wild)).join("/");
  if (/^(?:[/~%$]|[A-Za-z]:)/.test(pattern)) return fixed || "/";
  return fixed === "" ? directory : `${directory.replace(/[/\\]+$/, "")}/${fixed}`;
}

function stringsOf(keys: readonly string[] | undefined, args: Record<string, unknown>): string[] {
  return (keys ?? []).flatMap((key) => [args[key]].flat()).filter((value): value is string => typeof value === "string" && value !== "");
}

/**
 * A file-name pattern below a directory as the path it stands for: wildcard-only parts are
 * dropped and wildcards removed from the rest, so `.env*` below `.` is `./.env` and `*.pem` is
 * `./.pem`, which the audit's rules know by name and extension. A pattern with a directory of its
 * own (`~/.aws/*`, `/etc/ssl/private/*.key`) keeps it.
 */
function globTarget(directory: string, glob: string): string {
  const parts = glob.split(/[/\\]+/).map((part) => part.replace(/[*?[\]{}]/g, "")).filter((part, index) => part !== "" || index === 0);
  const target = parts.join("/");
  if (target === "" || target === "/") return directory;
  return /^(?:[/~%$]|[A-Za-z]:)/.test(glob) ? target : `${directory.replace(/[/\\]+$/, "")}/${target}`;
}
