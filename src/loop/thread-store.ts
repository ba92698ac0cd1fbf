import type { ThreadState } from "../interceptors/types.js";
import type { Message } from "../messages/types.js";
import { ConfigurationError } from "../errors/index.js";
import { ThreadConflictError } from "../threads/thread-conflict-error.js";

/** What a thread keeps between runs: its transcript and its interceptors' state. */
export interface ThreadSnapshot {
  messages: Message[];
  state: ThreadState;
  /** The store's revision of this snapshot, when the store keeps revisions (set by `load` and `save`). */
  revision?: number;
}

/** How a save may replace what is stored. */
export interface ThreadSaveOptions {
  /**
   * The revision the saver loaded (or last saved). A store that keeps revisions refuses the save
   * with `ThreadConflictError` when the stored revision differs; `null` means "the thread must not
   * exist yet". Omitted: no check.
   */
  expectedRevision?: number | null;
}

/**
 * Where threads live between runs. The default keeps them in memory; the CLI keeps them on disk.
 * A store that keeps revisions returns the new revision from `save`, so concurrent writers of one
 * thread are detected rather than silently overwriting each other.
 */
export interface ThreadStore {
  load(threadId: string): ThreadSnapshot | undefined | Promise<ThreadSnapshot | undefined>;
  save(threadId: string, snapshot: ThreadSnapshot, options?: ThreadSaveOptions): ThreadSaveResult | void | Promise<ThreadSaveResult | void>;
}

/** What a store that keeps revisions answers a save with. */
export interface ThreadSaveResult {
  revision: number;
}

function copyState(state: ThreadState): ThreadState {
  if (isEmpty(state)) return {};
  try {
    return structuredClone(state);
  } catch {
    return { ...state };
  }
}

/**
 * A thread store in memory (the default). It keeps revisions, so two agents sharing one store and
 * one thread cannot overwrite each other's turns, and it keeps the `maxThreads` most recently used
 * threads (default 256), so a long-lived process does not keep every run it ever made; use a store
 * on disk or in a database for threads that must last.
 *
 * @example
 * const threads = createMemoryThreadStore({ maxThreads: 1_000 });
 */
export function createMemoryThreadStore(options: { maxThreads?: number } = {}): ThreadStore {
  const maxThreads = options.maxThreads ?? 256;
  if (!Number.isInteger(maxThreads) || maxThreads < 1) {
    throw new ConfigurationError({ message: `createMemoryThreadStore: \`maxThreads\` must be a positive integer, got ${String(options.maxThreads)}` });
  }
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const threads = new Map<string, Required<ThreadSnapshot>>();
  let newest: string | undefined;
  const touch = (threadId: string, snapshot: Required<ThreadSnapshot>) => {
    // The thread used last is already last in line (every turn of a run saves the same one).
    if (threadId !== newest) threads.delete(threadId);
    newest = threadId;
    threads.set(threadId, snapshot);
    if (threads.size > maxThreads) threads.delete(threads.keys().next().value as string);
  };
  return {
    load: (threadId) => {
      const snapshot = threads.get(threadId);
      if (!snapshot) return undefined;
      touch(threadId, snapshot);
      // A list of the caller's own: the stored one grows in place when later saves extend it.
      return { ...snapshot, messages: snapshot.messages.slice() };
    },
    save: (threadId, snapshot, saveOptions = {}) => {
      const current = threads.get(threadId)?.revision ?? null;
      if (saveOptions.expectedRevision !== undefined && saveOptions.expectedRevision !== current) {
        throw new ThreadConflictError({ threadId, expectedRevision: saveOptions.expectedRevision, actualRevision: current });
      }
      const revision = (current ?? 0) + 1;
      // A copy: the run goes on changing its live transcript and state after saving them.
      const stored = threads.get(threadId)?.messages;
      const messages = stored && extendsStored(stored, snapshot.messages) ? appendNew(stored, snapshot.messages) : snapshot.messages.slice();
      touch(threadId, { messages, state: copyState(snapshot.state), revision });
      return { revision };
    },
  };
}

/**
 * Whether `messages` is what was stored plus messages after it. A turn's save usually is, so the
 * stored copy is extended rather than copied whole: comparing references costs no allocation,
 * where a copy of a long transcript per turn would.
 */
function extendsStored(stored: readonly Message[], messages: readonly Message[]): boolean {
  if (messages.length < stored.length) return false;
  // From the end: a changed message is most likely a recent one.
  for (let index = stored.length - 1; index >= 0; index--) if (stored[index] !== messages[index]) return false;
  return true;
}

function appendNew(stored: Message[], messages: readonly Message[]): Message[] {
  for (let index = stored.length; index < messages.length; index++) stored.push(messages[index]!);
  return stored;
}

function isEmpty(state: ThreadState): boolean {
  for (const key in state) if (Object.hasOwn(state, key)) return false;
  return true;
}
