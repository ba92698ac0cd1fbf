/** What a patch line does: keeps, removes or adds one line. */
export type PatchLineKind = "context" | "remove" | "add";

/** One line of a hunk, without its marker character or line ending. */
export interface PatchLine {
  kind: PatchLineKind;
  text: string;
}

/**
 * One hunk: a run of context, removed and added lines.
 *
 * Unified diffs give line numbers (`oldStart` …); the "*** Begin Patch" format gives none and may
 * name `anchors` instead: lines to find, in order, above the hunk (`@@ class Foo` then `@@ def bar`).
 */
export interface PatchHunk {
  /** 1-based first line of the hunk in the old file (unified diffs). */
  oldStart?: number;
  oldLines?: number;
  newStart?: number;
  newLines?: number;
  /** The section heading a unified diff prints after `@@ … @@`; informational. */
  heading?: string;
  /** Lines to locate, in order, before the hunk's own lines ("*** Begin Patch" format). */
  anchors?: string[];
  lines: PatchLine[];
  /** The hunk must end at the end of the file (`*** End of File`). */
  endOfFile?: boolean;
  /** The old file's last line has no line ending (`\ No newline at end of file`). */
  oldNoNewlineAtEnd?: boolean;
  /** The new file's last line has no line ending. */
  newNoNewlineAtEnd?: boolean;
}

/** What a patch does to one file. */
export type PatchFileKind = "add" | "update" | "delete";

/**
 * One file's change. `path` is the file as it is before the patch (or the new file, for `add`);
 * `newPath` is set when an update also moves the file.
 */
export interface PatchFile {
  path: string;
  newPath?: string;
  kind: PatchFileKind;
  /** The changes of an `update` (a unified diff may also give the removed lines of a `delete`). */
  hunks: PatchHunk[];
  /** The full text of an added file. */
  content?: string;
  /** The line in the patch text (1-based) where this file's section starts, for messages. */
  line: number;
}

/** A parsed patch: every file it touches, in order. */
export interface ParsedPatch {
  /** Which syntax the patch was written in. */
  format: "unified" | "envelope";
  files: PatchFile[];
}
