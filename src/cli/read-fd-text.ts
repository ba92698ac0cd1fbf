import { fstatSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";

const CHUNK = 64 * 1024;

/**
 * Reads a pipe, socket or regular file descriptor to its end as UTF-8 text, synchronously, with the
 * limit of `readText` (at most `limit` characters plus one; the rest is read and dropped, so the
 * writer is never cut off). Resolves nothing for a terminal or any other kind of file (`undefined`:
 * read the stream instead). Building `process.stdin` loads Node's stream and socket modules, which
 * costs a hook call more than reading its event.
 *
 * @example
 * const text = readFdText(0, 4 * 1024 * 1024) ?? (await readText(process.stdin, 4 * 1024 * 1024));
 */
export function readFdText(fd: number, limit: number): string | undefined {
  let stats;
  try {
    stats = fstatSync(fd);
  } catch {
    return undefined;
  }
  if (!(stats.isFIFO() || stats.isFile() || stats.isSocket())) return undefined;
  const decoder = new StringDecoder("utf8");
  const buffer = Buffer.allocUnsafe(CHUNK);
  let text = "";
  for (;;) {
    let count: number;
    try {
      count = readSync(fd, buffer, 0, CHUNK, null);
    } catch (error) {
      // A descriptor set to non-blocking by whoever started the process: wait for more.
      if ((error as NodeJS.ErrnoException).code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
        continue;
      }
      if ((error as NodeJS.ErrnoException).code === "EOF") break;
      throw error;
    }
    if (count === 0) break;
    if (text.length > limit) continue;
    text += decoder.write(buffer.subarray(0, count));
    if (text.length > limit) text = text.slice(0, limit + 1);
  }
  if (text.length <= limit) text += decoder.end();
  return text;
}
