import { DBOS } from "@dbos-inc/dbos-sdk";
import type { ThreadStore } from "../loop/thread-store.js";
import { ThreadConflictError } from "../threads/thread-conflict-error.js";
import { parseThread, serializeThread } from "../threads/thread-file.js";

type SaveOutcome = { revision: number | null } | { conflict: { expected: number | null; actual: number | null } };

/**
 * A thread store whose loads and saves are steps of the durable run that makes them: a run replayed
 * after a crash sees the thread as it first loaded it and the revisions it saved, instead of its
 * own later saves (which would look like another writer). A conflict is recorded as data, so the
 * replay ends the run the same way. Outside a workflow the store is used as it is.
 */
export function durableThreadStore(store: ThreadStore): ThreadStore {
  const inStep = <T>(name: string, call: () => Promise<T>): Promise<T> => (DBOS.isWithinWorkflow() && !DBOS.isInStep() ? DBOS.runStep(call, { name }) : call());
  return {
    async load(threadId) {
      const text = await inStep("thread.load", async () => {
        const snapshot = await store.load(threadId);
        return snapshot ? serializeThread(threadId, snapshot, snapshot.revision ?? 0) : null;
      });
      if (text === null) return undefined;
      const parsed = parseThread(text);
      if ("problem" in parsed) throw new Error(`Thread "${threadId}" could not be restored: ${parsed.problem}`);
      return parsed.snapshot;
    },
    async save(threadId, snapshot, options = {}) {
      const outcome = await inStep("thread.save", async (): Promise<SaveOutcome> => {
        try {
          const saved = await store.save(threadId, snapshot, options);
          return { revision: saved && typeof saved.revision === "number" ? saved.revision : null };
        } catch (error) {
          if (ThreadConflictError.isInstance(error)) return { conflict: { expected: error.expectedRevision, actual: error.actualRevision } };
          throw error;
        }
      });
      if ("conflict" in outcome) throw new ThreadConflictError({ threadId, expectedRevision: outcome.conflict.expected, actualRevision: outcome.conflict.actual });
      return outcome.revision === null ? undefined : { revision: outcome.revision };
    },
  };
}
