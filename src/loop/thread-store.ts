import type { ThreadState } from "../interceptors/types.js";
import type { Message } from "../messages/types.js";
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
  try {
    return structuredClone(state);
  } catch {
    return { ...state };
  }
}

/**
 * A thread store in memory (the default). It keeps revisions, so two agents sharing one store and
 * one thread cannot overwrite each other's turns.
 */
export function createMemoryThreadStore(): ThreadStore {
  const threads = new Map<string, Required<ThreadSnapshot>>();
  return {
    load: (threadId) => threads.get(threadId),
    save: (threadId, snapshot, options = {}) => {
      const current = threads.get(threadId)?.revision ?? null;
      if (options.expectedRevision !== undefined && options.expectedRevision !== current) {
        throw new ThreadConflictError({ threadId, expectedRevision: options.expectedRevision, actualRevision: current });
      }
      const revision = (current ?? 0) + 1;
      // A copy: the run goes on changing its live transcript and state after saving them.
      threads.set(threadId, { messages: snapshot.messages.slice(), state: copyState(snapshot.state), revision });
      return { revision };
    },
  };
}
