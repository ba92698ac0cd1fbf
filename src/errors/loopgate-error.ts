const marker = Symbol.for("loopgate.error");

/** Stable machine-readable error codes; each is raised by exactly one error class. */
export type LoopgateErrorCode =
  | "INVALID_REGISTRATION"
  | "INVALID_CONFIG"
  | "INTERCEPTOR_FAILED"
  | "INTERCEPTOR_TIMEOUT"
  | "TOOL_INPUT_INVALID"
  | "MODEL_ERROR"
  | "SCRIPT_EXHAUSTED"
  | "ABORTED"
  | "LOOP_GUARD_TRIGGERED"
  | "PROCESSOR_FAILED"
  | "LOOP_INTERCEPTOR_FAILED"
  | "MISSING_CREDENTIALS"
  | "THREAD_STORE_FAILED"
  | "THREAD_CONFLICT"
  | "AUDIT_LOG_FAILED"
  | "MCP_SERVER_FAILED"
  | "SENSITIVE_DATA_BLOCKED"
  | "BUDGET_EXCEEDED"
  | "COMPACTION_FAILED"
  | "DURABLE_RUN_FAILED"
  | "AGENT_SESSION_STORE_FAILED";

/** What every loopgate error takes: a code, a message and optionally the error behind it. */
export interface LoopgateErrorOptions {
  code: LoopgateErrorCode;
  message: string;
  cause?: unknown;
}

/**
 * Base class of every error loopgate raises or reports.
 *
 * Every class carries its own marker, so `X.isInstance(error)` is true exactly for `X` and its
 * subclasses, also across copies of the package (where `instanceof` fails).
 *
 * @example
 * if (LoopgateError.isInstance(result.error)) console.log(result.error.code);
 */
export class LoopgateError extends Error {
  private readonly [marker] = true;
  readonly code: LoopgateErrorCode;

  constructor({ code, message, cause }: LoopgateErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "LoopgateError";
    this.code = code;
  }

  /** Whether `value` is a loopgate error of any kind. */
  static isInstance(value: unknown): value is LoopgateError {
    return LoopgateError.hasMarker(value, marker);
  }

  /** Whether `value` carries `classMarker`; subclasses build their `isInstance` on it. */
  protected static hasMarker(value: unknown, classMarker: symbol): boolean {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[classMarker] === true;
  }
}
