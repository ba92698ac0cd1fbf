import { readFile, stat } from "node:fs/promises";
import { errorText, formatBytes } from "./tool-result.js";

/** A text file read whole, or why it could not be. */
export type TextFileResult =
  | { ok: true; text: string; bytes: number }
  | { ok: false; reason: "missing" | "not-file" | "too-large" | "binary" | "unreadable"; message: string; bytes?: number };

const SNIFF_BYTES = 8192;

/**
 * Reads a UTF-8 text file, refusing folders, files over `maxBytes` and binary content with a
 * message a model can act on. A byte order mark is kept, so writing the text back preserves it.
 *
 * @example
 * const file = await readTextFile(absolute, { maxBytes: 10_000_000, display: "src/a.ts" });
 * if (!file.ok) return toolError(file.message);
 */
export async function readTextFile(absolute: string, options: { maxBytes: number; display: string }): Promise<TextFileResult> {
  const { display } = options;
  let size: number;
  try {
    const stats = await stat(absolute);
    if (!stats.isFile()) return { ok: false, reason: "not-file", message: `${display} is ${stats.isDirectory() ? "a folder" : "not a regular file"}` };
    size = stats.size;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return missing
      ? { ok: false, reason: "missing", message: `${display} does not exist` }
      : { ok: false, reason: "unreadable", message: `${display} cannot be read (${errorText(error)})` };
  }
  if (size > options.maxBytes) {
    return { ok: false, reason: "too-large", bytes: size, message: `${display} is ${formatBytes(size)}, over the ${formatBytes(options.maxBytes)} limit` };
  }
  let buffer: Buffer;
  try {
    buffer = await readFile(absolute);
  } catch (error) {
    return { ok: false, reason: "unreadable", message: `${display} cannot be read (${errorText(error)})` };
  }
  const text = decodeText(buffer);
  if (text === undefined) {
    return { ok: false, reason: "binary", bytes: buffer.length, message: `${display} is a binary file (${formatBytes(buffer.length)}), not text; it cannot be shown or edited as text` };
  }
  return { ok: true, text, bytes: buffer.length };
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
