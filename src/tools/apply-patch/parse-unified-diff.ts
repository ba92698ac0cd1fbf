import { PatchParseError } from "./patch-parse-error.js";
import { quoteLine } from "./patch-lines.js";
import { checkPatchPath, readDiffName, splitGitDiffNames, stripDiffPrefixes } from "./patch-paths.js";
import type { ParsedPatch, PatchFile, PatchHunk, PatchLine } from "./types.js";

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/;
const GIT_HEADER = /^(old mode|new mode|deleted file mode|new file mode|copy from|copy to|rename from|rename to|similarity index|dissimilarity index|index) (.*)$/;

interface Cursor {
  lines: readonly string[];
  index: number;
}

/**
 * Parses a unified diff (`diff -u`, `git diff`, several files). Text before the first file header is
 * ignored, as `patch` does; after it, a stray hunk line or a hunk whose line counts do not add up is
 * an error, so no change is ever dropped silently.
 *
 * @example
 * parseUnifiedDiff(["--- a/x.txt", "+++ b/x.txt", "@@ -1 +1 @@", "-old", "+new"]);
 */
export function parseUnifiedDiff(lines: readonly string[]): ParsedPatch {
  const cursor: Cursor = { lines, index: 0 };
  const files: PatchFile[] = [];
  while (cursor.index < lines.length) {
    const line = lines[cursor.index] ?? "";
    if (line.startsWith("diff --git ")) files.push(parseGitSection(cursor));
    else if (line.startsWith("--- ") && lines[cursor.index + 1]?.startsWith("+++ ")) files.push(parsePlainSection(cursor));
    else if (line.startsWith("GIT binary patch") || /^Binary files .* differ$/.test(line)) {
      throw new PatchParseError({ line: cursor.index + 1, problem: "binary patches are not supported" });
    } else if (files.length > 0 && line === "-- ") {
      break; // the signature git format-patch appends
    } else if (files.length > 0 && /^[-+ ]|^@@/.test(line)) {
      throw new PatchParseError({ line: cursor.index + 1, problem: `${quoteLine(line)} belongs to no hunk (does the hunk header above count its lines correctly?)` });
    } else cursor.index += 1;
  }
  if (files.length === 0) {
    throw new PatchParseError({ line: 1, problem: 'no file changes found: expected a unified diff ("--- a/file", "+++ b/file", "@@ -1,2 +1,2 @@" hunks) or a "*** Begin Patch" block' });
  }
  return { format: "unified", files };
}

function parseGitSection(cursor: Cursor): PatchFile {
  const start = cursor.index;
  const names = splitGitDiffNames((cursor.lines[start] ?? "").slice("diff --git ".length), start + 1);
  const headers = new Map<string, string>();
  cursor.index += 1;
  for (;;) {
    const line = cursor.lines[cursor.index] ?? "";
    const match = GIT_HEADER.exec(line);
    if (match) {
      headers.set(match[1] ?? "", match[2] ?? "");
      cursor.index += 1;
      continue;
    }
    if (line.startsWith("GIT binary patch") || /^Binary files .* differ$/.test(line)) {
      throw new PatchParseError({ line: cursor.index + 1, problem: "binary patches are not supported" });
    }
    break;
  }
  if (headers.has("copy from")) throw new PatchParseError({ line: start + 1, problem: "file copies are not supported; add the new file instead" });
  let oldName: string | null;
  let newName: string | null;
  const hasNames = cursor.lines[cursor.index]?.startsWith("--- ") && cursor.lines[cursor.index + 1]?.startsWith("+++ ");
  if (hasNames) [oldName, newName] = readNamePair(cursor);
  else {
    if (!names) throw new PatchParseError({ line: start + 1, problem: "cannot tell the file names apart in this `diff --git` line" });
    [oldName, newName] = stripDiffPrefixes(names[0], names[1]);
    if (headers.has("new file mode")) oldName = null;
    if (headers.has("deleted file mode")) newName = null;
  }
  const renameFrom = headers.get("rename from");
  const renameTo = headers.get("rename to");
  if (renameFrom !== undefined && renameTo !== undefined) {
    oldName = unquote(renameFrom, start + 1);
    newName = unquote(renameTo, start + 1);
  }
  const hunks = hasNames ? parseHunks(cursor) : [];
  return buildFile(oldName, newName, hunks, start + 1, hasNames === true);
}

function parsePlainSection(cursor: Cursor): PatchFile {
  const start = cursor.index;
  const [oldName, newName] = readNamePair(cursor);
  const hunks = parseHunks(cursor);
  return buildFile(oldName, newName, hunks, start + 1, true);
}

function readNamePair(cursor: Cursor): [string | null, string | null] {
  const oldLine = cursor.index + 1;
  const oldRaw = readDiffName((cursor.lines[cursor.index] ?? "").slice(4), oldLine).name;
  const newRaw = readDiffName((cursor.lines[cursor.index + 1] ?? "").slice(4), oldLine + 1).name;
  cursor.index += 2;
  return stripDiffPrefixes(oldRaw === "/dev/null" ? null : oldRaw, newRaw === "/dev/null" ? null : newRaw);
}

function buildFile(oldName: string | null, newName: string | null, hunks: PatchHunk[], line: number, needsHunks: boolean): PatchFile {
  if (oldName === null && newName === null) throw new PatchParseError({ line, problem: "both sides of the diff are /dev/null" });
  if (oldName === null) {
    const path = checkPatchPath(newName ?? "", line);
    const added = hunks.flatMap((hunk) => hunk.lines);
    if (added.some((patchLine) => patchLine.kind !== "add")) {
      throw new PatchParseError({ line, problem: `the diff adds ${path} (from /dev/null) but its hunks keep or remove lines` });
    }
    const noNewline = hunks.some((hunk) => hunk.newNoNewlineAtEnd);
    const text = added.map((patchLine) => patchLine.text).join("\n");
    return { path, kind: "add", hunks: [], content: added.length > 0 && !noNewline ? `${text}\n` : text, line };
  }
  const path = checkPatchPath(oldName, line);
  if (newName === null) {
    if (hunks.some((hunk) => hunk.lines.some((patchLine) => patchLine.kind !== "remove"))) {
      throw new PatchParseError({ line, problem: `the diff deletes ${path} (to /dev/null) but its hunks keep or add lines` });
    }
    return { path, kind: "delete", hunks, line };
  }
  if (needsHunks && hunks.length === 0 && oldName === newName) throw new PatchParseError({ line, problem: `the diff of ${path} has no hunks` });
  const file: PatchFile = { path, kind: "update", hunks, line };
  if (newName !== oldName) file.newPath = checkPatchPath(newName, line);
  return file;
}

function parseHunks(cursor: Cursor): PatchHunk[] {
  const hunks: PatchHunk[] = [];
  while (cursor.lines[cursor.index]?.startsWith("@@")) hunks.push(parseHunk(cursor));
  return hunks;
}

function parseHunk(cursor: Cursor): PatchHunk {
  const headerLine = cursor.index + 1;
  const header = cursor.lines[cursor.index] ?? "";
  cursor.index += 1;
  const match = HUNK_HEADER.exec(header);
  if (match) {
    const hunk: PatchHunk = {
      oldStart: Number(match[1]),
      oldLines: match[2] === undefined ? 1 : Number(match[2]),
      newStart: Number(match[3]),
      newLines: match[4] === undefined ? 1 : Number(match[4]),
      lines: [],
    };
    const heading = (match[5] ?? "").trim();
    if (heading) hunk.heading = heading;
    readCountedLines(cursor, hunk, headerLine);
    return hunk;
  }
  if (/^@@ -/.test(header)) throw new PatchParseError({ line: headerLine, problem: `malformed hunk header ${quoteLine(header)}; expected "@@ -start,count +start,count @@"` });
  // A hunk header without line numbers ("@@" or "@@ def foo"): the hunk is found by its text alone.
  const anchor = header.replace(/^@@/, "").replace(/@@\s*$/, "").trim();
  const hunk: PatchHunk = { lines: [] };
  if (anchor) hunk.anchors = [anchor];
  readOpenLines(cursor, hunk, headerLine);
  return hunk;
}

function readCountedLines(cursor: Cursor, hunk: PatchHunk, headerLine: number): void {
  let oldLeft = hunk.oldLines ?? 0;
  let newLeft = hunk.newLines ?? 0;
  while (oldLeft > 0 || newLeft > 0) {
    const line = cursor.lines[cursor.index];
    if (line === undefined || line.startsWith("@@") || line.startsWith("diff --git ")) {
      throw new PatchParseError({ line: headerLine, problem: `the hunk ends early: its header promises ${oldLeft} more old and ${newLeft} more new line(s) (count the lines again, or use "@@" without numbers)` });
    }
    if (markNoNewline(cursor, hunk)) continue;
    const patchLine = toPatchLine(line);
    if (!patchLine) {
      throw new PatchParseError({ line: cursor.index + 1, problem: `a hunk line must start with " ", "-" or "+", got ${quoteLine(line)}` });
    }
    if (patchLine.kind !== "add") oldLeft -= 1;
    if (patchLine.kind !== "remove") newLeft -= 1;
    if (oldLeft < 0 || newLeft < 0) {
      throw new PatchParseError({ line: cursor.index + 1, problem: `the hunk starting at line ${headerLine} has more lines than its header declares` });
    }
    hunk.lines.push(patchLine);
    cursor.index += 1;
  }
  while (markNoNewline(cursor, hunk));
}

function readOpenLines(cursor: Cursor, hunk: PatchHunk, headerLine: number): void {
  let pendingBlank = 0;
  for (;;) {
    const line = cursor.lines[cursor.index];
    if (line === undefined || line.startsWith("@@") || line.startsWith("diff --git ")) break;
    if (line.startsWith("--- ") && cursor.lines[cursor.index + 1]?.startsWith("+++ ")) break;
    if (markNoNewline(cursor, hunk)) continue;
    if (line === "") {
      pendingBlank += 1;
      cursor.index += 1;
      continue;
    }
    const patchLine = toPatchLine(line);
    if (!patchLine) break;
    for (; pendingBlank > 0; pendingBlank -= 1) hunk.lines.push({ kind: "context", text: "" });
    hunk.lines.push(patchLine);
    cursor.index += 1;
  }
  if (hunk.lines.length === 0) throw new PatchParseError({ line: headerLine, problem: "the hunk has no lines" });
}

// "\ No newline at end of file" refers to the line just before it.
function markNoNewline(cursor: Cursor, hunk: PatchHunk): boolean {
  if (!cursor.lines[cursor.index]?.startsWith("\\")) return false;
  const previous = hunk.lines[hunk.lines.length - 1];
  if (!previous) throw new PatchParseError({ line: cursor.index + 1, problem: `${quoteLine(cursor.lines[cursor.index] ?? "")} follows no hunk line` });
  if (previous.kind !== "add") hunk.oldNoNewlineAtEnd = true;
  if (previous.kind !== "remove") hunk.newNoNewlineAtEnd = true;
  cursor.index += 1;
  return true;
}

function toPatchLine(line: string): PatchLine | undefined {
  // An empty line stands for an empty context line whose leading space an editor trimmed.
  if (line === "") return { kind: "context", text: "" };
  const marker = line[0];
  if (marker === " ") return { kind: "context", text: line.slice(1) };
  if (marker === "-") return { kind: "remove", text: line.slice(1) };
  if (marker === "+") return { kind: "add", text: line.slice(1) };
  return undefined;
}

function unquote(value: string, line: number): string {
  return value.startsWith('"') ? readDiffName(value, line).name : value;
}
