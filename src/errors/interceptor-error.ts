import { describeError } from "./describe-error.js";
import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.InterceptorError");

/**
 * An interceptor handler threw, timed out or wrote an output of the wrong shape. Reported as an
 * event, never thrown out of a run.
 */
export class InterceptorError extends LoopgateError {
  private readonly [marker] = true;
  readonly interceptorId: string;
  readonly hook: string;
  readonly timedOut: boolean;

  constructor(options: { interceptorId: string; hook: string; timedOut?: boolean; timeoutMs?: number; cause?: unknown; problem?: string }) {
    const timedOut = options.timedOut === true;
    const detail = timedOut
      ? `timed out after ${options.timeoutMs}ms`
      : options.problem !== undefined
        ? options.problem
        : `threw: ${describeError(options.cause)}`;
    super({
      code: timedOut ? "INTERCEPTOR_TIMEOUT" : "INTERCEPTOR_FAILED",
      message: `Interceptor "${options.interceptorId}" on ${options.hook} ${detail}`,
      cause: options.cause,
    });
    this.name = "InterceptorError";
    this.interceptorId = options.interceptorId;
    this.hook = options.hook;
    this.timedOut = timedOut;
  }

  static override isInstance(value: unknown): value is InterceptorError {
    return LoopgateError.hasMarker(value, marker);
  }
}
