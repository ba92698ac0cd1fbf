import { PatchParseError } from "./patch-parse-error.js";
import { quoteLine } from "./patch-lines.js";
import type { ParsedPatch, PatchFile, PatchHunk, PatchLine } from "./types.js";

const BEGIN = "*** Begin Patch";
const END = "*** End Patch";
const ADD = "*** Add File:";
const UPDATE = "*** Update File:";
const DELETE = "*** Delete File:";
const MOVE = "*** Move to:";
const END_OF_FILE = "*** End of File";

/**
 * Parses the "*** Begin Patch" format: `*** Add File:`, `*** Update File:` (with an optional
 * `*** Move to:` and `@@` hunks), `*** Delete File:`, closed by `*** End Patch`.
 * Marker lines may carry surrounding whitespace; everything else is taken literally.
 *
 * @example
 * parseEnvelopePatch(["*** Begin Patch", "*** Delete File: old.txt", "*** End Patch"]);
 */
export function parseEnvelopePatch(lines: readonly string[]): ParsedPatch {
  let index = skipBlank(lines, 0);
  if (lines[index]?.trim() !== BEGIN) {
    throw new PatchParseError({ line: index + 1, problem: `expected "${BEGIN}", got ${quoteLine(lines[index] ?? "")}` });
  }
  index += 1;
  const files: PatchFile[] = [];
  for (;;) {
    const line = lines[index];
    if (line === undefined) throw new PatchParseError({ line: lines.length, problem: `the patch ends without "${END}" (was it cut off?)` });
    const marker = line.trim();
    if (marker === END) break;
    if (marker === "") {
      index += 1;
      continue;
    }
    if (marker.startsWith(ADD)) index = parseAdd(lines, index, files);
    else if (marker.startsWith(DELETE)) {
      files.push({ path: pathAfter(marker, DELETE, index), kind: "delete", hunks: [], line: index + 1 });
      index += 1;
    } else if (marker.startsWith(UPDATE)) index = parseUpdate(lines, index, files);
    else {
      throw new PatchParseError({ line: index + 1, problem: `expected "${ADD} <path>", "${UPDATE} <path>", "${DELETE} <path>" or "${END}", got ${quoteLine(line)}` });
    }
  }
  const rest = skipBlank(lines, index + 1);
  if (rest < lines.length) throw new PatchParseError({ line: rest + 1, problem: `unexpected text after "${END}": ${quoteLine(lines[rest] ?? "")}` });
  if (files.length === 0) throw new PatchParseError({ line: index + 1, problem: "the patch changes no files" });
  return { format: "envelope", files };
}

function parseAdd(lines: readonly string[], start: number, files: PatchFile[]): number {
  const path = pathAfter((lines[start] ?? "").trim(), ADD, start);
  const content: string[] = [];
  let pendingBlank = 0;
  let index = start + 1;
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (line.startsWith("+")) {
      // A bare empty line between "+" lines is an empty line whose marker got lost.
      for (; pendingBlank > 0; pendingBlank -= 1) content.push("");
      content.push(line.slice(1));
    } else if (line.trim() === "") pendingBlank += 1;
    else if (isSectionMarker(line)) break;
    else throw new PatchParseError({ line: index + 1, problem: `every line of an added file must start with "+", got ${quoteLine(line)}` });
  }
  files.push({ path, kind: "add", hunks: [], content: content.length > 0 ? `${content.join("\n")}\n` : "", line: start + 1 });
  return index;
}

function parseUpdate(lines: readonly string[], start: number, files: PatchFile[]): number {
  const file: PatchFile = { path: pathAfter((lines[start] ?? "").trim(), UPDATE, start), kind: "update", hunks: [], line: start + 1 };
  let index = start + 1;
  const moveLine = lines[index]?.trim();
  if (moveLine?.startsWith(MOVE)) {
    file.newPath = pathAfter(moveLine, MOVE, index);
    index += 1;
  }
  let hunk: (PatchHunk & { startLine: number }) | undefined;
  // Bare empty lines count as empty context only when more hunk lines follow; before the next marker they are layout.
  let pendingBlank = 0;
  const finish = () => {
    pendingBlank = 0;
    if (!hunk) return;
    if (hunk.lines.length === 0) throw new PatchParseError({ line: hunk.startLine, problem: `a hunk for ${file.path} has no lines` });
    const { startLine: _startLine, ...done } = hunk;
    file.hunks.push(done);
    hunk = undefined;
  };
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (line.trim() === END_OF_FILE) {
      if (!hunk) throw new PatchParseError({ line: index + 1, problem: `"${END_OF_FILE}" must close a hunk` });
      hunk.endOfFile = true;
      finish();
      continue;
    }
    if (isSectionMarker(line)) break;
    if (line.startsWith("@@")) {
      // Consecutive "@@ anchor" lines narrow the search step by step (class, then method).
      if (hunk && hunk.lines.length > 0) finish();
      pendingBlank = 0;
      hunk ??= { lines: [], startLine: index + 1 };
      const anchor = line.slice(2).trim();
      if (anchor !== "") (hunk.anchors ??= []).push(anchor);
      continue;
    }
    if (line.trim() === "" && !line.startsWith(" ")) {
      pendingBlank += 1;
      continue;
    }
    const patchLine = toPatchLine(line);
    if (!patchLine) {
      throw new PatchParseError({ line: index + 1, problem: `in the hunk for ${file.path}, every line must start with " " (context), "-" (remove) or "+" (add), got ${quoteLine(line)}` });
    }
    // The first hunk of a file may leave out its "@@" line.
    if (!hunk) {
      if (file.hunks.length > 0) throw new PatchParseError({ line: index + 1, problem: `expected "@@" to start the next hunk for ${file.path}` });
      hunk = { lines: [], startLine: index + 1 };
    }
    for (; pendingBlank > 0; pendingBlank -= 1) hunk.lines.push({ kind: "context", text: "" });
    hunk.lines.push(patchLine);
  }
  finish();
  if (file.hunks.length === 0 && file.newPath === undefined) {
    throw new PatchParseError({ line: start + 1, problem: `"${UPDATE} ${file.path}" has no hunks and no "${MOVE}"` });
  }
  files.push(file);
  return index;
}

function toPatchLine(line: string): PatchLine | undefined {
  const marker = line[0];
  if (marker === " ") return { kind: "context", text: line.slice(1) };
  if (marker === "-") return { kind: "remove", text: line.slice(1) };
  if (marker === "+") return { kind: "add", text: line.slice(1) };
  return undefined;
}

// Only the markers that start or end a section, so a context line such as " *** note" stays content.
function isSectionMarker(line: string): boolean {
  const marker = line.trim();
  return marker === END || marker.startsWith(ADD) || marker.startsWith(UPDATE) || marker.startsWith(DELETE);
}

function pathAfter(marker: string, prefix: string, index: number): string {
  const path = marker.slice(prefix.length).trim();
  if (path === "") throw new PatchParseError({ line: index + 1, problem: `"${prefix}" needs a path` });
  if (path.includes("\0")) throw new PatchParseError({ line: index + 1, problem: "the path contains a NUL character" });
  return path;
}

function skipBlank(lines: readonly string[], from: number): number {
  let index = from;
  while (index < lines.length && (lines[index] ?? "").trim() === "") index += 1;
  return index;
}
