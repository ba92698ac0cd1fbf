const MARKER = Symbol.for("loopgate.error");

/** Stable machine-readable error codes. */
export type LoopgateErrorCode =
  | "INVALID_REGISTRATION"
  | "INVALID_CONFIG"
  | "INTERCEPTOR_FAILED"
  | "INTERCEPTOR_TIMEOUT"
  | "TOOL_INPUT_INVALID"
  | "TOOL_NOT_FOUND"
  | "TOOL_FAILED"
  | "MODEL_ERROR"
  | "SCRIPT_EXHAUSTED"
  | "ABORTED"
  | "LOOP_GUARD_TRIGGERED"
  | "PROCESSOR_FAILED"
  | "LOOP_INTERCEPTOR_FAILED"
  | "MISSING_CREDENTIALS"
  | "THREAD_STORE_FAILED"
  | "AUDIT_LOG_FAILED";

/**
 * Base class of every error loopgate raises or reports.
 *
 * `isInstance` works across copies of the package (it checks a marker, not the prototype chain).
 *
 * @example
 * if (LoopgateError.isInstance(result.error)) console.log(result.error.code);
 */
export class LoopgateError extends Error {
  readonly [MARKER] = true;
  readonly code: LoopgateErrorCode;

  constructor(code: LoopgateErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LoopgateError";
    this.code = code;
  }

  static isInstance(value: unknown): value is LoopgateError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[MARKER] === true;
  }
}

/** A registration, option or configuration value that cannot work; thrown where it is given. */
export class ConfigurationError extends LoopgateError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("INVALID_CONFIG", message, options);
    this.name = "ConfigurationError";
  }
}

/**
 * A provider needs a credential that is not set. `envVar` names the variable to set.
 *
 * @example
 * if (MissingCredentialsError.isInstance(error)) console.error(`export ${error.envVar}=…`);
 */
export class MissingCredentialsError extends LoopgateError {
  readonly envVar: string;

  constructor(message: string, envVar: string) {
    super("MISSING_CREDENTIALS", message);
    this.name = "MissingCredentialsError";
    this.envVar = envVar;
  }

  static override isInstance(value: unknown): value is MissingCredentialsError {
    return LoopgateError.isInstance(value) && value.code === "MISSING_CREDENTIALS";
  }
}

/** An interceptor registration that cannot work; thrown by `registry.add()`. */
export class RegistrationError extends LoopgateError {
  constructor(message: string) {
    super("INVALID_REGISTRATION", message);
    this.name = "RegistrationError";
  }
}

/** An interceptor handler threw or exceeded its timeout. Reported as an event, never thrown out of a run. */
export class InterceptorError extends LoopgateError {
  readonly interceptorId: string;
  readonly hook: string;
  readonly timedOut: boolean;

  constructor(options: { interceptorId: string; hook: string; timedOut: boolean; cause?: unknown; timeoutMs?: number }) {
    const detail = options.timedOut
      ? `timed out after ${options.timeoutMs}ms`
      : `threw: ${describeError(options.cause)}`;
    super(options.timedOut ? "INTERCEPTOR_TIMEOUT" : "INTERCEPTOR_FAILED", `Interceptor "${options.interceptorId}" on ${options.hook} ${detail}`, {
      cause: options.cause,
    });
    this.name = "InterceptorError";
    this.interceptorId = options.interceptorId;
    this.hook = options.hook;
    this.timedOut = options.timedOut;
  }
}

/** A scripted model ran out of turns, or was given a malformed script. */
export class ScriptExhaustedError extends LoopgateError {
  constructor(message: string) {
    super("SCRIPT_EXHAUSTED", message);
    this.name = "ScriptExhaustedError";
  }
}

/** The run's abort signal fired. */
export class AbortedError extends LoopgateError {
  constructor(message = "The run was aborted") {
    super("ABORTED", message);
    this.name = "AbortedError";
  }
}

/** A processor or loop interceptor threw; the run ends with status `error` and this error. */
export class LoopStepError extends LoopgateError {
  readonly step: string;

  constructor(code: "PROCESSOR_FAILED" | "LOOP_INTERCEPTOR_FAILED", step: string, cause: unknown) {
    super(code, `${step} failed: ${describeError(cause)}`, { cause });
    this.name = "LoopStepError";
    this.step = step;
  }
}

/** A readable one-line description of any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
