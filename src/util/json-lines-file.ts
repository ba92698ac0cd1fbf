import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";

/** A file of JSON lines, each written whole before `append` returns. */
export interface JsonLinesFile {
  /** The file's absolute path. */
  readonly file: string;
  /** Whether `close` was called. */
  readonly closed: boolean;
  /** Writes one line (and `fsync`s it unless told not to): `undefined` once written (or ignored after `close`), else what the write threw. */
  append(value: unknown): unknown;
  /** Closes the file; later appends are ignored. Every line was already written. */
  close(): void;
}

/** Options of `openJsonLinesFile`. */
export interface JsonLinesFileOptions {
  /** `a` to append to what is there, `w` to replace it. */
  flags: "a" | "w";
  /** Flush each line to the disk itself, not only to the operating system (default true). */
  fsync?: boolean;
  /** Passed to `JSON.stringify` for each line. */
  replacer?: (key: string, value: unknown) => unknown;
}

/**
 * Opens (creating its folder, mode `0600`) a file that a run writes one JSON line at a time with
 * synchronous writes, so a process killed at any moment leaves every line before it whole: the audit
 * log and session recordings. Throws what `open` throws.
 */
export function openJsonLinesFile(file: string, options: JsonLinesFileOptions): JsonLinesFile {
  const absolute = path.resolve(file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  let fd: number | undefined = openSync(absolute, options.flags, 0o600);
  const fsync = options.fsync ?? true;
  return {
    file: absolute,
    get closed() {
      return fd === undefined;
    },
    append(value) {
      if (fd === undefined) return undefined;
      try {
        const line = Buffer.from(`${JSON.stringify(value, options.replacer)}\n`, "utf8");
        for (let offset = 0; offset < line.length; ) offset += writeSync(fd, line, offset, line.length - offset);
        if (fsync) fsyncSync(fd);
        return undefined;
      } catch (error) {
        return error;
      }
    },
    close() {
      if (fd === undefined) return;
      try {
        closeSync(fd);
      } catch {
        // Nothing left to lose: every line was already written.
      }
      fd = undefined;
    },
  };
}
