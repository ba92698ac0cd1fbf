import { LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.ThreadConflictError");

/**
 * A thread changed in its store since this run loaded it (another process or agent saved it), so
 * the save was refused instead of silently overwriting the other writer's messages.
 *
 * @example
 * if (ThreadConflictError.isInstance(result.error)) console.error(`thread ${result.error.threadId} changed elsewhere`);
 */
export class ThreadConflictError extends LoopgateError {
  private readonly [marker] = true;
  readonly threadId: string;
  /** The revision this writer expected (`null`: none, the thread was new to it). */
  readonly expectedRevision: number | null;
  /** The revision found in the store (`null`: the thread is not there). */
  readonly actualRevision: number | null;

  constructor({ threadId, expectedRevision, actualRevision }: { threadId: string; expectedRevision: number | null; actualRevision: number | null }) {
    const found = actualRevision === null ? "it no longer exists" : `it is at revision ${actualRevision}`;
    const expected = expectedRevision === null ? "a new thread" : `revision ${expectedRevision}`;
    super({
      code: "THREAD_CONFLICT",
      message: `Thread "${threadId}" changed since this run loaded it (expected ${expected}, but ${found}); nothing was overwritten`,
    });
    this.name = "ThreadConflictError";
    this.threadId = threadId;
    this.expectedRevision = expectedRevision;
    this.actualRevision = actualRevision;
  }

  static override isInstance(value: unknown): value is ThreadConflictError {
    return LoopgateError.hasMarker(value, marker);
  }
}
