import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Workspace } from "../../workspace.js";
import { readWorkspaceText } from "../shared/text-file.js";

/** A passage of a note: a paragraph or list under its nearest heading. */
export interface NoteChunk {
  /** The note, relative to the workspace root. */
  path: string;
  startLine: number;
  endLine: number;
  heading?: string;
  text: string;
}

/** Limits of the note scan. */
export interface NoteScanLimits {
  maxFiles: number;
  maxFileBytes: number;
}

const NOTE_FILE = /\.(md|markdown|mdx|txt)$/i;

/**
 * Every Markdown (or text) note under a folder, recursively, skipping hidden entries, symbolic
 * links (which could lead outside the workspace), binary files and files over the size limit.
 */
export async function listNotes(folder: string, limits: NoteScanLimits): Promise<string[]> {
  const found: string[] = [];
  const pending = [folder];
  while (pending.length > 0 && found.length < limits.maxFiles) {
    const current = pending.shift() ?? folder;
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.isSymbolicLink()) continue;
      const absolute = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(absolute);
      else if (entry.isFile() && NOTE_FILE.test(entry.name) && found.length < limits.maxFiles) found.push(absolute);
    }
  }
  return found;
}

/**
 * Reads a note (a path relative to the workspace root) as text, or `undefined` when it is binary, too
 * large, or refused: it is opened as every file tool opens files, so a note swapped for a link out of
 * the workspace, or a hard link to a secret, is never read.
 */
export async function readNote(workspace: Workspace, relative: string, maxFileBytes: number): Promise<string | undefined> {
  const file = await readWorkspaceText(workspace, relative, { maxBytes: maxFileBytes });
  return file.ok ? file.text : undefined;
}

/**
 * Splits a note into passages at headings and blank lines, each remembering its heading, so a
 * search hit points at a few lines rather than a whole file.
 */
export function chunkNote(relative: string, text: string): NoteChunk[] {
  const chunks: NoteChunk[] = [];
  const lines = text.split(/\r?\n/);
  let heading: string | undefined;
  let buffer: string[] = [];
  let start = 0;
  let inFence = false;
  const flush = (endIndex: number) => {
    if (buffer.some((line) => line.trim() !== "")) {
      const chunk: NoteChunk = { path: relative, startLine: start + 1, endLine: endIndex, text: buffer.join("\n").trim() };
      if (heading !== undefined) chunk.heading = heading;
      chunks.push(chunk);
    }
    buffer = [];
  };
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const headingMatch = inFence ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (headingMatch) {
      flush(index);
      heading = headingMatch[1]?.trim();
      start = index;
      buffer = [line];
      return;
    }
    if (!inFence && line.trim() === "" && buffer.some((candidate) => candidate.trim() !== "" && !/^#{1,6}\s/.test(candidate))) {
      flush(index);
      start = index + 1;
      return;
    }
    if (buffer.length === 0) start = index;
    buffer.push(line);
  });
  flush(lines.length);
  return chunks;
}
