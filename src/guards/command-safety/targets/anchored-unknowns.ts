import { UNKNOWN_PART, type CwdState, type DynamicInfo } from "../model.js";

/**
 * Deletion targets whose unknown part cannot reach beyond the project, from the safe-delete idioms
 * of the Bash FAQ and Bash Pitfalls (Greg's wiki, pitfall 48 "rm -rf $dir/*"):
 *
 * - `rm -rf "./$dir"`, `rm -rf "./${build}/"`: a path written from `./` stays below the working
 *   directory whatever the variable holds, so when that directory is the project (or inside it)
 *   the target is project content. An empty variable leaves `./`, which rm(1) refuses to remove
 *   (POSIX: "If … the final component of a path is dot or dot-dot, rm shall … not remove it").
 *   `set -u` adds nothing here: it only stops an unset variable, not an empty one. A value that
 *   climbs out with `..` would have to be written so on purpose, where the variable is assigned.
 * - `rm -rf "${BUILD_DIR:?}/"*`, `"${build:?unset}"/*`: `${var:?}` stops the command when the
 *   variable is empty or unset (bash(1), "Parameter Expansion"), the documented guard against `rm
 *   -rf /*`; what remains unknown is which directory it is. A variable named for build output,
 *   a cache or scratch space (`BUILD_DIR`, `build`, `OUT_DIR`, `dist`, `CACHE_DIR`) is that
 *   directory by the script's own naming; any other guarded variable can still be any directory
 *   (`${TARGET:?}`, `${DIR:?}`) and is left to ask.
 */

/**
 * Whether every expansion of a word is inside double quotes, so no field splitting or globbing
 * can turn its value into several paths (`./$x` with x="a /" is `./a` and `/`).
 */
export function expansionsQuoted(text: string): boolean {
  return !/[$`]/.test(text.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ""));
}

/** Names scripts give the directories they build into or cache in, with an optional `_DIR`/`_PATH` suffix. */
const OUTPUT_VARIABLE = /^\$(?:[a-z]+_)?(?:build|dist|out|output|artifacts?|cache|tmp|temp|coverage|staging)(?:_?dir|_?path)?$/i;

/**
 * Whether an unknown path, written `./…` with its unknown parts inside, lies below a working
 * directory that is the project or inside it.
 *
 * @example
 * anchoredInProject({ prefix: "./", shape: "./\u0001/", … }, { known: true, path: "/work/app", initial: true }, "/work/app") // true
 */
export function anchoredInProject(dynamic: DynamicInfo, cwd: CwdState, project: string | undefined): boolean {
  if (!dynamic.prefix.startsWith("./") || dynamic.shape === undefined || !dynamic.shape.startsWith("./")) return false;
  // Only the unknown parts may be anything; the written parts must not climb (`./$x/../..`).
  if (dynamic.shape.split("/").some((segment) => segment === ".." || segment.replaceAll(UNKNOWN_PART, "") === "..")) return false;
  if (!cwd.known || project === undefined) return false;
  return cwd.path === project || cwd.path.startsWith(`${project}/`);
}

/**
 * Whether an unknown path is a guarded variable named for build output, a cache or scratch space
 * (`${BUILD_DIR:?}`, `${build:?Error, unset}/`), alone or with names below it.
 *
 * @example
 * guardedOutputDirectory({ guarded: true, prefix: "", provenance: { sources: ["$BUILD_DIR"], … }, … }) // true
 */
export function guardedOutputDirectory(dynamic: DynamicInfo): boolean {
  if (!dynamic.guarded || dynamic.prefix !== "" || dynamic.shape?.startsWith(UNKNOWN_PART) !== true) return false;
  const rest = dynamic.shape.slice(dynamic.shape.lastIndexOf(UNKNOWN_PART) + 1);
  if (rest.split("/").some((segment) => segment === "..")) return false;
  const sources = dynamic.provenance.sources;
  return sources.length > 0 && sources.every((source) => OUTPUT_VARIABLE.test(source));
}
