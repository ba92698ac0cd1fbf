import { PatchApplyError } from "./patch-apply-error.js";
import type { PatchHunk } from "./types.js";

type Compare = (fileLine: string, patchLine: string) => boolean;

// Tried in order: exact, then ignoring trailing whitespace, then ignoring indentation as well.
const COMPARISONS: readonly Compare[] = [
  (a, b) => a === b,
  (a, b) => a.trimEnd() === b.trimEnd(),
  (a, b) => a.trim() === b.trim(),
];

const SHOWN_LINES = 12;

/**
 * Applies hunks to a file's text and returns the new text. Hunks are located by their context and
 * removed lines (line numbers only break ties), in order; whitespace differences are tolerated
 * when the exact text is not found. The file keeps its line endings (`\n` or `\r\n`).
 * Throws `PatchApplyError` when a hunk cannot be placed, or could be placed in more than one spot.
 *
 * @example
 * applyHunks("a\nb\n", [{ lines: [{ kind: "remove", text: "b" }, { kind: "add", text: "c" }] }], "x.txt") // "a\nc\n"
 */
export function applyHunks(original: string, hunks: readonly PatchHunk[], path: string): string {
  const eol = original.includes("\r\n") ? "\r\n" : "\n";
  const lines = original === "" ? [] : original.split(/\r?\n/);
  let finalNewline = original === "" || original.endsWith("\n");
  if (original.endsWith("\n")) lines.pop();
  const edits: Array<{ start: number; length: number; replacement: string[] }> = [];
  let cursor = 0;
  let drift = 0;
  hunks.forEach((hunk, index) => {
    const label = hunks.length > 1 ? `hunk ${index + 1} of ${hunks.length}` : "the hunk";
    for (const anchor of hunk.anchors ?? []) cursor = findAnchor(lines, anchor, cursor, path, label) + 1;
    const oldLines = hunk.lines.filter((line) => line.kind !== "add").map((line) => line.text);
    const hint = hunk.oldStart === undefined ? undefined : Math.max(0, (oldLines.length === 0 ? hunk.oldStart : hunk.oldStart - 1) + drift);
    const { start, compare } =
      oldLines.length === 0
        ? { start: pureInsertPosition(lines.length, cursor, hunk, hint), compare: COMPARISONS[0] as Compare }
        : locate(lines, oldLines, cursor, hunk, hint, path, label);
    const replacement: string[] = [];
    let position = start;
    for (const line of hunk.lines) {
      if (line.kind === "add") replacement.push(line.text);
      else {
        // Context keeps the file's own text, even when it matched only up to whitespace.
        if (line.kind === "context") replacement.push(compare(lines[position] ?? "", line.text) ? (lines[position] ?? "") : line.text);
        position += 1;
      }
    }
    edits.push({ start, length: oldLines.length, replacement });
    if (start + oldLines.length === lines.length) {
      if (hunk.newNoNewlineAtEnd) finalNewline = false;
      else if (hunk.oldNoNewlineAtEnd || hunk.endOfFile) finalNewline = true;
    }
    if (hunk.oldStart !== undefined) drift = start - (hunk.oldStart - 1);
    cursor = start + oldLines.length;
  });
  for (const edit of edits.reverse()) lines.splice(edit.start, edit.length, ...edit.replacement);
  if (lines.length === 0) return "";
  return lines.join(eol) + (finalNewline ? eol : "");
}

function pureInsertPosition(length: number, cursor: number, hunk: PatchHunk, hint: number | undefined): number {
  if (hunk.endOfFile) return length;
  if (hint !== undefined) return Math.min(Math.max(hint, cursor), length);
  // Only an anchor says where lines go; without one, they are appended.
  return hunk.anchors?.length ? cursor : length;
}

function findAnchor(lines: readonly string[], anchor: string, from: number, path: string, label: string): number {
  for (const compare of COMPARISONS) {
    for (let index = from; index < lines.length; index += 1) if (compare(lines[index] ?? "", anchor)) return index;
  }
  const earlier = lines.slice(0, from).some((line) => line.trim() === anchor.trim());
  throw new PatchApplyError({ path, message: `${path}: ${label} names the line ${JSON.stringify(anchor)} after "@@", but it is not in the file${earlier ? " after the previous hunk (hunks must follow the file's order)" : ""}. Read the file again and copy that line exactly.` });
}

function locate(
  lines: readonly string[],
  oldLines: readonly string[],
  cursor: number,
  hunk: PatchHunk,
  hint: number | undefined,
  path: string,
  label: string,
): { start: number; compare: Compare } {
  for (const compare of COMPARISONS) {
    const matches = findAll(lines, oldLines, cursor, compare).filter((start) => !hunk.endOfFile || start + oldLines.length === lines.length);
    if (matches.length === 0) continue;
    if (matches.length === 1 || hunk.endOfFile) return { start: matches[matches.length - 1] ?? 0, compare };
    if (hint !== undefined) {
      const nearest = [...matches].sort((a, b) => Math.abs(a - hint) - Math.abs(b - hint) || a - b)[0] ?? 0;
      return { start: nearest, compare };
    }
    throw new PatchApplyError({ path, message: `${path}: ${label} matches ${matches.length} places (lines ${matches.slice(0, 5).map((start) => start + 1).join(", ")}${matches.length > 5 ? ", …" : ""}); add more context lines or an "@@ <line above>" anchor so it matches one.` });
  }
  const earlier = cursor > 0 && COMPARISONS.some((compare) => findAll(lines.slice(0, cursor + oldLines.length), oldLines, 0, compare).length > 0);
  const shown = oldLines.slice(0, SHOWN_LINES).map((line) => `  ${line}`).join("\n");
  const more = oldLines.length > SHOWN_LINES ? `\n  … (${oldLines.length - SHOWN_LINES} more)` : "";
  throw new PatchApplyError({ path, message: `${path}: ${label} does not match the file${hunk.endOfFile ? " at its end" : ""}${earlier ? " after the previous hunk (hunks must follow the file's order)" : ""}. These lines (context and removed) were not found in order:\n${shown}${more}\nRead the file again and copy the lines exactly.` });
}

function findAll(lines: readonly string[], needle: readonly string[], from: number, compare: Compare): number[] {
  const starts: number[] = [];
  for (let start = from; start + needle.length <= lines.length; start += 1) {
    let found = true;
    for (let offset = 0; offset < needle.length && found; offset += 1) found = compare(lines[start + offset] ?? "", needle[offset] ?? "");
    if (found) starts.push(start);
  }
  return starts;
}
