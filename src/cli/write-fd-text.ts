import { fstatSync, writeSync } from "node:fs";

/**
 * Writes `text` as UTF-8 to a pipe, socket or regular file descriptor at once, synchronously, and
 * returns the bytes it did not write: none when all went out; all of them for a terminal or any
 * other kind of file, and the rest when the descriptor refuses more (non-blocking and full, or an
 * error such as a reader that went away) — write those through the stream, which handles and
 * reports that as always. Building `process.stdout` loads Node's stream and socket modules, which
 * costs a hook call more than writing its answer.
 *
 * @example
 * const rest = writeFdText(1, answer);
 * if (rest.length > 0) process.stdout.write(rest);
 */
export function writeFdText(fd: number, text: string): Buffer {
  const bytes = Buffer.from(text, "utf8");
  try {
    const stats = fstatSync(fd);
    if (!(stats.isFIFO() || stats.isFile() || stats.isSocket())) return bytes;
  } catch {
    return bytes;
  }
  let written = 0;
  while (written < bytes.length) {
    let count: number;
    try {
      count = writeSync(fd, bytes, written, bytes.length - written);
    } catch {
      break;
    }
    if (count <= 0) break; // nothing went out: leave the rest to the stream rather than spin
    written += count;
  }
  return bytes.subarray(written);
}
