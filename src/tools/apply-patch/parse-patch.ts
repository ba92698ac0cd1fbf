import { parseEnvelopePatch } from "./parse-envelope-patch.js";
import { parseUnifiedDiff } from "./parse-unified-diff.js";
import { PatchParseError } from "./patch-parse-error.js";
import { splitPatchLines } from "./patch-lines.js";
import type { ParsedPatch } from "./types.js";

/**
 * Parses a patch in either syntax loopgate accepts: a unified diff (`diff -u`, `git diff`, with
 * `/dev/null` for added and deleted files and git's renames) or the "*** Begin Patch" format.
 * Throws `PatchParseError` (code `TOOL_INPUT_INVALID`) naming the offending line.
 *
 * @example
 * const { files } = parsePatch("*** Begin Patch\n*** Add File: hello.txt\n+hi\n*** End Patch\n");
 * // files[0] → { path: "hello.txt", kind: "add", content: "hi\n", hunks: [], line: 2 }
 */
export function parsePatch(text: string): ParsedPatch {
  if (typeof text !== "string") throw new PatchParseError({ line: 1, problem: "the patch must be a string" });
  if (text.includes("\0")) throw new PatchParseError({ line: 1 + (text.slice(0, text.indexOf("\0")).match(/\n/g)?.length ?? 0), problem: "the patch contains a NUL character" });
  const lines = splitPatchLines(text);
  const first = lines.find((line) => line.trim() !== "");
  if (first === undefined) throw new PatchParseError({ line: 1, problem: "the patch is empty" });
  return first.trim() === "*** Begin Patch" ? parseEnvelopePatch(lines) : parseUnifiedDiff(lines);
}

/**
 * Every path a patch reads or writes (old and new names), e.g. for guards that vet file access.
 *
 * @example
 * patchPaths(parsePatch(diff)) // ["src/a.ts", "src/b.ts"]
 */
export function patchPaths(patch: ParsedPatch): string[] {
  const paths = new Set<string>();
  for (const file of patch.files) {
    paths.add(file.path);
    if (file.newPath !== undefined) paths.add(file.newPath);
  }
  return [...paths];
}
