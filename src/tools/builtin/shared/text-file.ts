import { openInWorkspace } from "../../safe-fs/open-in-workspace.js";
import type { OpenedWorkspaceEntry } from "../../safe-fs/open-in-workspace.js";
import type { Workspace, WorkspacePath } from "../../workspace.js";
import { errorText, formatBytes } from "./tool-result.js";

/** Why a file could not be read as text. */
export type TextFileProblem = "missing" | "refused" | "not-file" | "too-large" | "binary" | "unreadable";

/**
 * A text file read whole, or why it could not be. A binary file comes with its bytes (a patch may
 * still move or delete it); `mode` is the file's permission bits.
 */
export type TextFileResult =
  | { ok: true; text: string; bytes: number; mode: number; path: WorkspacePath }
  | { ok: false; reason: TextFileProblem; message: string; bytes?: number; content?: Buffer; mode?: number; path?: WorkspacePath };

const SNIFF_BYTES = 8192;

/**
 * Reads a UTF-8 text file of the workspace through `openInWorkspace` (inside the workspace at the
 * moment of opening, never a hard link to a secret), refusing folders, files over `maxBytes` and
 * binary content with a message a model can act on. A byte order mark is kept, so writing the text
 * back preserves it.
 *
 * @example
 * const file = await readWorkspaceText(workspace, "src/a.ts", { maxBytes: 10_000_000 });
 * if (!file.ok) return toolError(file.message);
 */
export async function readWorkspaceText(workspace: Workspace, input: string, options: { maxBytes: number }): Promise<TextFileResult> {
  let entry;
  try {
    entry = await openInWorkspace(workspace, input);
  } catch (error) {
    return { ok: false, reason: "unreadable", message: `${input} cannot be read (${errorText(error)})` };
  }
  if (!entry.ok) return { ok: false, reason: entry.reason === "hard-link" ? "refused" : entry.reason, message: entry.message };
  try {
    return await readOpenedText(entry, options);
  } finally {
    await entry.handle.close().catch(() => undefined);
  }
}

/** Reads an opened file as text (see `readWorkspaceText`); the caller closes the handle. */
export async function readOpenedText(entry: OpenedWorkspaceEntry, options: { maxBytes: number }): Promise<TextFileResult> {
  const { relative } = entry.path;
  const mode = Number(entry.stats.mode) & 0o7777;
  if (entry.kind !== "file") return { ok: false, reason: "not-file", message: `${relative} is a folder`, path: entry.path };
  const size = Number(entry.stats.size);
  if (size > options.maxBytes) {
    return { ok: false, reason: "too-large", bytes: size, path: entry.path, message: `${relative} is ${formatBytes(size)}, over the ${formatBytes(options.maxBytes)} limit` };
  }
  let buffer: Buffer;
  try {
    buffer = await entry.handle.readFile();
  } catch (error) {
    return { ok: false, reason: "unreadable", path: entry.path, message: `${relative} cannot be read (${errorText(error)})` };
  }
  const text = decodeText(buffer);
  if (text === undefined) {
    return {
      ok: false,
      reason: "binary",
      bytes: buffer.length,
      content: buffer,
      mode,
      path: entry.path,
      message: `${relative} is a binary file (${formatBytes(buffer.length)}), not text; it cannot be shown or edited as text`,
    };
  }
  return { ok: true, text, bytes: buffer.length, mode, path: entry.path };
}

/**
 * The text of a buffer, or `undefined` when it looks binary: a NUL byte near the start, or bytes that
 * are not valid UTF-8.
 */
export function decodeText(buffer: Uint8Array): string | undefined {
  if (buffer.subarray(0, SNIFF_BYTES).includes(0)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(buffer);
  } catch {
    return undefined;
  }
}
