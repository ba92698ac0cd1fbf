import { LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.DurableRunError");

/**
 * A durable run that cannot be reached or answered: an unknown run, an approval for a call the run
 * is not waiting on, a system database that cannot be reached. Names the run when there is one.
 *
 * @example
 * try { await approveToolCall({ databaseUrl, runId, callId, decision: "allow" }); }
 * catch (error) { if (DurableRunError.isInstance(error)) console.error(error.message); }
 */
export class DurableRunError extends LoopgateError {
  private readonly [marker] = true;
  /** The run concerned, when there is one. */
  readonly runId: string | undefined;

  constructor({ message, runId, cause }: { message: string; runId?: string; cause?: unknown }) {
    super({ code: "DURABLE_RUN_FAILED", message, cause });
    this.name = "DurableRunError";
    this.runId = runId;
  }

  static override isInstance(value: unknown): value is DurableRunError {
    return LoopgateError.hasMarker(value, marker);
  }
}
