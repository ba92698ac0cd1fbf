import { describeError } from "./describe-error.js";
import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.LoopStepError");

/**
 * A processor or loop interceptor threw or answered with something unusable; the run ends with
 * status `error` and this error. `step` names it, e.g. `preInferenceProcessors[1] (Redactor)`.
 */
export class LoopStepError extends LoopgateError {
  private readonly [marker] = true;
  readonly step: string;

  constructor({ code, step, cause }: { code: "PROCESSOR_FAILED" | "LOOP_INTERCEPTOR_FAILED"; step: string; cause: unknown }) {
    super({ code, message: `${step} failed: ${describeError(cause)}`, cause });
    this.name = "LoopStepError";
    this.step = step;
  }

  static override isInstance(value: unknown): value is LoopStepError {
    return LoopgateError.hasMarker(value, marker);
  }
}
