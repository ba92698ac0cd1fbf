import { describeError } from "./describe-error.js";
import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.CompactionError");

/**
 * Compacting a transcript failed (the summarizing model call threw or answered nothing usable). The
 * transcript is left exactly as it was; the run reports this in its `compaction` event and goes on.
 *
 * @example
 * if (event.type === "compaction" && event.status === "failed") console.warn(event.error.message);
 */
export class CompactionError extends LoopgateError {
  private readonly [marker] = true;

  constructor({ message, cause }: { message: string; cause?: unknown }) {
    super({ code: "COMPACTION_FAILED", message: cause === undefined ? message : `${message}: ${describeError(cause)}`, cause });
    this.name = "CompactionError";
  }

  static override isInstance(value: unknown): value is CompactionError {
    return LoopgateError.hasMarker(value, marker);
  }
}
