import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.AbortedError");

/** The run's abort signal fired. */
export class AbortedError extends LoopgateError {
  private readonly [marker] = true;

  constructor({ message = "The run was aborted", cause }: { message?: string; cause?: unknown } = {}) {
    super({ code: "ABORTED", message, cause });
    this.name = "AbortedError";
  }

  static override isInstance(value: unknown): value is AbortedError {
    return LoopgateError.hasMarker(value, marker);
  }
}
