import type { ThreadState } from "../interceptors/types.js";
import type { Message } from "../messages/types.js";

/** What a thread keeps between runs: its transcript and its interceptors' state. */
export interface ThreadSnapshot {
  messages: Message[];
  state: ThreadState;
}

/**
 * Where threads live between runs. The default keeps them in memory; the CLI keeps them on disk.
 */
export interface ThreadStore {
  load(threadId: string): ThreadSnapshot | undefined | Promise<ThreadSnapshot | undefined>;
  save(threadId: string, snapshot: ThreadSnapshot): void | Promise<void>;
}

/** A thread store in memory (the default). */
export function createMemoryThreadStore(): ThreadStore {
  const threads = new Map<string, ThreadSnapshot>();
  return {
    load: (threadId) => threads.get(threadId),
    save: (threadId, snapshot) => {
      threads.set(threadId, snapshot);
    },
  };
}
