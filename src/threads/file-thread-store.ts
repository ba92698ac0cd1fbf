import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { describeError } from "../errors/index.js";
import type { ThreadSaveOptions, ThreadSaveResult, ThreadSnapshot, ThreadStore } from "../loop/thread-store.js";
import { withFileLock } from "./file-lock.js";
import { ThreadConflictError } from "./thread-conflict-error.js";
import { assertThreadId } from "./thread-id.js";
import { parseThread, readRevision, serializeThread } from "./thread-file.js";
import { ThreadStoreError } from "./thread-store-error.js";

/** A `ThreadStore` on disk, with the file it keeps each thread in. */
export interface FileThreadStore extends ThreadStore {
  readonly dir: string;
  /** Synchronous: the thread's snapshot (with its revision), or undefined when it has none yet. */
  load(threadId: string): ThreadSnapshot | undefined;
  /**
   * Synchronous: saves a snapshot as the next revision. With `expectedRevision`, throws
   * `ThreadConflictError` when the stored revision differs (another process or agent saved first).
   */
  save(threadId: string, snapshot: ThreadSnapshot, options?: ThreadSaveOptions): ThreadSaveResult;
  /** The file of a thread (the id is checked first). */
  fileOf(threadId: string): string;
}

/** Options of `createFileThreadStore`. */
export interface FileThreadStoreOptions {
  /** How long a save waits for another process's save of the same thread. Default 10,000 ms. */
  lockTimeoutMs?: number;
  /** A thread's lock older than this is taken over (its holder hung). Default 30,000 ms. */
  staleLockMs?: number;
}

/**
 * A thread store that keeps one JSON file per thread in `dir` (created on first save).
 *
 * Each file holds the thread's revision. A save takes a lock beside the file (`<thread>.json.lock`,
 * created exclusively, so it works across processes; the lock of a process that died is taken
 * over), checks the stored revision against `expectedRevision`, and writes the next revision
 * atomically (a temporary file, flushed, then renamed over the old one), so a crash mid-save leaves
 * the previous transcript intact and two writers never silently overwrite each other. A file that
 * cannot be parsed is an error naming the file, and the store then refuses to overwrite it.
 *
 * @example
 * const agent = createAgent({ model, threads: createFileThreadStore(".loopgate/threads") });
 * await agent.run("first task", { threadId: "feature-login" });
 * await agent.run("and now the tests", { threadId: "feature-login" }); // sees the first run
 */
export function createFileThreadStore(dir: string, options: FileThreadStoreOptions = {}): FileThreadStore {
  const root = path.resolve(dir);
  const lockOptions = { timeoutMs: options.lockTimeoutMs ?? 10_000, staleMs: options.staleLockMs ?? 30_000 };
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
    save(threadId, snapshot, saveOptions = {}) {
      const file = fileOf(threadId);
      if (unreadable.has(threadId)) {
        throw new ThreadStoreError({ file, message: `Thread "${threadId}" was not saved: ${file} could not be read, and it is kept as it is` });
      }
      try {
        mkdirSync(root, { recursive: true });
      } catch (error) {
        throw new ThreadStoreError({ file, message: `Cannot save thread "${threadId}" to ${file}: ${describeError(error)}`, cause: error });
      }
      const outcome = withFileLock(`${file}.lock`, () => saveLocked(threadId, file, snapshot, saveOptions), lockOptions);
      if (!outcome.ok) {
        const holder = outcome.owner ? `process ${outcome.owner.pid} on ${outcome.owner.host}` : "another process";
        throw new ThreadStoreError({ file, message: `Thread "${threadId}" was not saved: ${holder} kept it locked for ${lockOptions.timeoutMs} ms (${file}.lock)` });
      }
      return outcome.value;
    },
  };
}

// Runs under the thread's lock: nobody else reads-then-writes this file meanwhile.
function saveLocked(threadId: string, file: string, snapshot: ThreadSnapshot, options: ThreadSaveOptions): ThreadSaveResult {
  const current = storedRevision(threadId, file);
  if (options.expectedRevision !== undefined && options.expectedRevision !== current) {
    throw new ThreadConflictError({ threadId, expectedRevision: options.expectedRevision, actualRevision: current });
  }
  const revision = (current ?? 0) + 1;
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    const fd = openSync(temporary, "wx", 0o600);
    try {
      writeAll(fd, Buffer.from(serializeThread(threadId, snapshot, revision), "utf8"));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new ThreadStoreError({ file, message: `Cannot save thread "${threadId}" to ${file}: ${describeError(error)}`, cause: error });
  }
  return { revision };
}

/** The revision on disk (`null`: no file yet). A file that is not a thread file is never overwritten. */
function storedRevision(threadId: string, file: string): number | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new ThreadStoreError({ file, message: `Thread "${threadId}" was not saved: ${file} cannot be read (${describeError(error)})`, cause: error });
  }
  const revision = readRevision(text);
  if (revision === undefined) throw new ThreadStoreError({ file, message: `Thread "${threadId}" was not saved: ${file} is not a loopgate thread file, and it is kept as it is` });
  return revision;
}

function writeAll(fd: number, buffer: Buffer): void {
  for (let offset = 0; offset < buffer.length; ) offset += writeSync(fd, buffer, offset, buffer.length - offset);
}
