import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { describeError } from "../errors/index.js";
import type { ThreadSnapshot, ThreadStore } from "../loop/thread-store.js";
import { assertThreadId } from "./thread-id.js";
import { parseThread, serializeThread } from "./thread-file.js";
import { ThreadStoreError } from "./thread-store-error.js";

/** A `ThreadStore` on disk, with the file it keeps each thread in. */
export interface FileThreadStore extends ThreadStore {
  readonly dir: string;
  /** Synchronous: the thread's snapshot, or undefined when it has none yet. */
  load(threadId: string): ThreadSnapshot | undefined;
  save(threadId: string, snapshot: ThreadSnapshot): void;
  /** The file of a thread (the id is checked first). */
  fileOf(threadId: string): string;
}

/**
 * A thread store that keeps one JSON file per thread in `dir` (created on first save).
 *
 * Writes are atomic (a temporary file, flushed, then renamed over the old one), so a crash mid-save
 * leaves the previous transcript intact. A file that cannot be parsed is an error naming the file,
 * and the store then refuses to overwrite it, so a corrupt transcript is never silently replaced.
 *
 * @example
 * const agent = createAgent({ model, threads: createFileThreadStore(".loopgate/threads") });
 * await agent.run("first task", { threadId: "feature-login" });
 * await agent.run("and now the tests", { threadId: "feature-login" }); // sees the first run
 */
export function createFileThreadStore(dir: string): FileThreadStore {
  const root = path.resolve(dir);
  const unreadable = new Set<string>();
  const fileOf = (threadId: string) => {
    assertThreadId(threadId);
    return path.join(root, `${threadId}.json`);
  };

  return {
    dir: root,
    fileOf,
    load(threadId): ThreadSnapshot | undefined {
      const file = fileOf(threadId);
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        unreadable.add(threadId);
        throw new ThreadStoreError({ file, message: `Cannot read thread "${threadId}" from ${file}: ${describeError(error)}`, cause: error });
      }
      const parsed = parseThread(text);
      if ("problem" in parsed) {
        unreadable.add(threadId);
        throw new ThreadStoreError({ file, message: `Thread "${threadId}" cannot be continued: ${file} is ${parsed.problem}. Fix or delete the file, or use another thread id` });
      }
      unreadable.delete(threadId);
      return parsed.snapshot;
    },
    save(threadId, snapshot) {
      const file = fileOf(threadId);
      if (unreadable.has(threadId)) {
        throw new ThreadStoreError({ file, message: `Thread "${threadId}" was not saved: ${file} could not be read, and it is kept as it is` });
      }
      const text = serializeThread(threadId, snapshot);
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        mkdirSync(root, { recursive: true });
        const fd = openSync(temporary, "wx", 0o600);
        try {
          writeAll(fd, Buffer.from(text, "utf8"));
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        renameSync(temporary, file);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw new ThreadStoreError({ file, message: `Cannot save thread "${threadId}" to ${file}: ${describeError(error)}`, cause: error });
      }
    },
  };
}

function writeAll(fd: number, buffer: Buffer): void {
  for (let offset = 0; offset < buffer.length; ) offset += writeSync(fd, buffer, offset, buffer.length - offset);
}
