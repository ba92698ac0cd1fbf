import { randomBytes } from "node:crypto";
import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";

/** How long to wait for a lock, and when a lock counts as abandoned. */
export interface FileLockOptions {
  /** Give up waiting after this long. */
  timeoutMs: number;
  /** A lock older than this is abandoned, whoever holds it (its holder hung or lives on another host). */
  staleMs: number;
}

/** Who holds a lock, as written in the lock file. */
export interface LockOwner {
  pid: number;
  host: string;
  token: string;
}

/** The lock could not be taken in time: someone else holds it. */
export type LockOutcome<T> = { ok: true; value: T } | { ok: false; owner: LockOwner | undefined };

// A lock file that is still empty was created by a process that died before writing its name into it.
const EMPTY_LOCK_STALE_MS = 1000;
const RETRY_MS = 5;

/**
 * Runs `body` while holding the lock file `lockFile`, across processes: the file is created with
 * `O_EXCL` (only one creator succeeds) and names its holder; it is removed afterwards. A lock whose
 * holder died on this host, or that is older than `staleMs`, is taken over. Synchronous, like the
 * short critical sections it guards; waits by sleeping the thread in small steps.
 *
 * @example
 * const outcome = withFileLock(`${file}.lock`, () => writeThread(file), { timeoutMs: 10_000, staleMs: 30_000 });
 * if (!outcome.ok) throw new Error(`locked by process ${outcome.owner?.pid}`);
 */
export function withFileLock<T>(lockFile: string, body: () => T, options: FileLockOptions): LockOutcome<T> {
  const me: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(9).toString("hex") };
  const deadline = Date.now() + options.timeoutMs;
  while (!tryCreate(lockFile, me)) {
    const holder = readOwner(lockFile);
    if (isAbandoned(lockFile, holder, options.staleMs)) {
      takeOver(lockFile, holder, me);
      continue;
    }
    if (Date.now() >= deadline) return { ok: false, owner: holder };
    sleep(RETRY_MS);
  }
  try {
    return { ok: true, value: body() };
  } finally {
    // Only our own lock is removed: one taken over as stale meanwhile belongs to someone else now.
    if (readOwner(lockFile)?.token === me.token) unlinkSync(lockFile);
  }
}

function tryCreate(lockFile: string, me: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(me));
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" && typeof owner.host === "string" && typeof owner.token === "string" ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

function isAbandoned(lockFile: string, holder: LockOwner | undefined, staleMs: number): boolean {
  let age: number;
  try {
    age = Date.now() - statSync(lockFile).mtimeMs;
  } catch {
    // Gone already: the next attempt to create it decides.
    return false;
  }
  if (age > staleMs) return true;
  if (holder === undefined) return age > EMPTY_LOCK_STALE_MS;
  return holder.host === hostname() && !isRunning(holder.pid);
}

// Moves the abandoned lock aside before deleting it, and checks that what was moved is the lock
// judged abandoned: between the judgement and the move, its holder's successor may have taken it.
function takeOver(lockFile: string, abandoned: LockOwner | undefined, me: LockOwner): void {
  const aside = `${lockFile}.${me.token}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return;
  }
  const moved = readOwner(aside);
  if (abandoned !== undefined && moved !== undefined && moved.token !== abandoned.token) {
    // A live lock was moved: put it back, unless yet another one was created in the meantime.
    try {
      linkSync(aside, lockFile);
    } catch {
      // The newer lock stays; the one moved aside is lost to its holder, who will not remove the newer one.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Already gone.
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}
