import { randomBytes } from "node:crypto";
import { promises as fs, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describeError } from "../../errors/describe-error.js";
import { sha256Hex } from "../../util/sha256-hex.js";
import type { LoopGuardState } from "../../guards/loop-guard/detect-loop.js";
import { AgentSessionStoreError } from "./agent-session-store-error.js";

/** What loopgate remembers about one agent CLI session between hook calls. */
export interface AgentSessionState {
  /** The loop guard's window and failure counts, as in a loopgate run's thread state. */
  loop: LoopGuardState;
  /** Failed stop checks in a row (reset when the check passes or loopgate gives up). */
  stopAttempts: number;
  /**
   * Why the session must stop at its next tool call: set when the loop guard hit its hard limit on an
   * event whose answer cannot stop the agent (Claude Code ignores `continue: false` after a failed
   * call, the Codex CLI after any call). With the agent's turn id, it holds for the rest of that turn;
   * without one, for the next call only.
   */
  halt?: { reason: string; turn?: string };
}

/** Options of `createSessionStore`. */
export interface SessionStoreOptions {
  /** Where the state files live (one per session), created with mode 0700 when missing. */
  dir: string;
  /** Sessions untouched for longer are deleted (default 24 hours). */
  maxAgeMs?: number;
  /** At most this many sessions are kept; the least recently used go first (default 256). */
  maxSessions?: number;
  /** A state file larger than this is discarded as damaged (default 256 KiB). */
  maxStateBytes?: number;
  /** How long to wait for another hook process's lock on the same session (default 5 s). */
  lockTimeoutMs?: number;
  /** A lock older than this was left by a crashed process and is broken (default 30 s). */
  staleLockMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** Per-session state of the agent CLI hooks, safe to use from concurrent hook processes. */
export interface SessionStore {
  readonly dir: string;
  /**
   * Reads the session's state, lets `change` modify it, and writes it back atomically, holding the
   * session's lock throughout so concurrent hook processes never lose each other's updates.
   */
  update<T>(sessionKey: string, change: (state: AgentSessionState) => T | Promise<T>): Promise<T>;
  /** The session's state without locking or writing (a fresh state when there is none). */
  peek(sessionKey: string): Promise<AgentSessionState>;
  /** Deletes expired sessions and the oldest beyond `maxSessions`; returns how many went. */
  sweep(): Promise<number>;
}

const SWEEP_MARKER = ".last-sweep";
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * A session store: one JSON file per session (named by a hash of the session key, so any id is safe
 * as a file name), written to a temporary file and renamed into place, under a lock file. Expired
 * sessions are swept at most every ten minutes, and whenever there are more than `maxSessions`.
 *
 * @example
 * const store = createSessionStore({ dir: path.join(loopgateCacheDir(), "sessions") });
 * await store.update("claude:abc", (state) => { state.stopAttempts++; });
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const dir = path.resolve(options.dir);
  const maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60 * 1000;
  const maxSessions = options.maxSessions ?? 256;
  const maxStateBytes = options.maxStateBytes ?? 256 * 1024;
  const lockTimeoutMs = options.lockTimeoutMs ?? 5_000;
  const staleLockMs = options.staleLockMs ?? 30_000;
  const now = options.now ?? Date.now;

  const fileOf = (key: string) => path.join(dir, `${sha256Hex(key).slice(0, 32)}.json`);

  async function update<T>(sessionKey: string, change: (state: AgentSessionState) => T | Promise<T>): Promise<T> {
    const file = fileOf(sessionKey);
    await ensureDir(dir);
    const release = await lock(`${file}.lock`, lockTimeoutMs, staleLockMs, now);
    try {
      const state = await readState(file, maxStateBytes);
      const result = await change(state);
      await writeAtomically(file, `${JSON.stringify(state)}\n`);
      return result;
    } finally {
      await release();
      await maybeSweep().catch(() => undefined);
    }
  }

  async function maybeSweep(): Promise<void> {
    const marker = path.join(dir, SWEEP_MARKER);
    const last = await fs.stat(marker).then((stat) => stat.mtimeMs, () => 0);
    if (now() - last < SWEEP_INTERVAL_MS) {
      const count = (await fs.readdir(dir)).filter((name) => name.endsWith(".json")).length;
      if (count <= maxSessions) return;
    }
    await sweep();
  }

  async function sweep(): Promise<number> {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const sessions: { file: string; mtime: number }[] = [];
    let removed = 0;
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) continue;
      const age = now() - stat.mtimeMs;
      if (name.endsWith(".json")) {
        if (age > maxAgeMs) removed += await remove(file);
        else sessions.push({ file, mtime: stat.mtimeMs });
      } else if ((name.endsWith(".tmp") || name.endsWith(".lock")) && age > staleLockMs) {
        await remove(file);
      }
    }
    sessions.sort((a, b) => b.mtime - a.mtime);
    for (const { file } of sessions.slice(maxSessions)) removed += await remove(file);
    const stamp = new Date(now());
    await fs.writeFile(path.join(dir, SWEEP_MARKER), "").then(() => fs.utimes(path.join(dir, SWEEP_MARKER), stamp, stamp)).catch(() => undefined);
    return removed;
  }

  const peek = (sessionKey: string) => readState(fileOf(sessionKey), maxStateBytes);

  return { dir, update, peek, sweep };
}

/** A fresh state: nothing seen yet. */
export function emptySessionState(): AgentSessionState {
  return { loop: { window: [], failures: {} }, stopAttempts: 0 };
}

async function ensureDir(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new AgentSessionStoreError({ message: `cannot create the session directory ${dir}: ${describeError(error)}`, file: dir, cause: error });
  }
}

// Synchronous: the state is one small file, and `peek` runs before every tool call, where the
// first asynchronous file operation (loading fs/promises, starting libuv's thread pool) would cost
// more than the read itself.
async function readState(file: string, maxBytes: number): Promise<AgentSessionState> {
  let text: string;
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat === undefined) return emptySessionState();
    if (stat.size > maxBytes) return emptySessionState();
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptySessionState();
    throw new AgentSessionStoreError({ message: `cannot read the session state ${file}: ${describeError(error)}`, file, cause: error });
  }
  try {
    return normalizeState(JSON.parse(text));
  } catch {
    // A damaged file (a crash mid-write cannot cause one, rename is atomic; a person can): start over.
    return emptySessionState();
  }
}

function normalizeState(value: unknown): AgentSessionState {
  const state = emptySessionState();
  if (typeof value !== "object" || value === null) return state;
  const { loop, stopAttempts, halt } = value as Partial<AgentSessionState>;
  if (typeof halt === "object" && halt !== null && typeof halt.reason === "string") {
    state.halt = { reason: halt.reason, ...(typeof halt.turn === "string" ? { turn: halt.turn } : {}) };
  }
  if (loop && Array.isArray(loop.window) && loop.window.every((hash) => typeof hash === "string")) state.loop.window = loop.window;
  if (loop && typeof loop.failures === "object" && loop.failures !== null && !Array.isArray(loop.failures)) {
    for (const [key, count] of Object.entries(loop.failures)) if (Number.isInteger(count) && count > 0) state.loop.failures[key] = count;
  }
  if (Number.isInteger(stopAttempts) && (stopAttempts as number) >= 0) state.stopAttempts = stopAttempts as number;
  return state;
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await fs.writeFile(temporary, text, { mode: 0o600 });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw new AgentSessionStoreError({ message: `cannot write the session state ${file}: ${describeError(error)}`, file, cause: error });
  }
}

async function lock(lockFile: string, timeoutMs: number, staleMs: number, now: () => number): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  const token = `${process.pid}.${randomBytes(4).toString("hex")}`;
  for (;;) {
    try {
      await fs.writeFile(lockFile, token, { flag: "wx", mode: 0o600 });
      return async () => {
        // Only remove our own lock: a stale-lock breaker may have replaced it.
        const holder = await fs.readFile(lockFile, "utf8").catch(() => undefined);
        if (holder === token) await fs.rm(lockFile, { force: true }).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new AgentSessionStoreError({ message: `cannot lock ${lockFile}: ${describeError(error)}`, file: lockFile, cause: error });
      }
    }
    const stat = await fs.stat(lockFile).catch(() => undefined);
    if (stat && now() - stat.mtimeMs > staleMs) {
      await fs.rm(lockFile, { force: true }).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) {
      throw new AgentSessionStoreError({ message: `another loopgate hook held ${lockFile} for more than ${timeoutMs} ms`, file: lockFile });
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
}

async function remove(file: string): Promise<number> {
  return fs.rm(file, { force: true }).then(() => 1, () => 0);
}
