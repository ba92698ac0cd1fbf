import { LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.ModelError");

/**
 * A model call that failed. Runs end with status `error` and this error; it is never thrown out of a run.
 *
 * @example
 * if (ModelError.isInstance(result.error)) console.log(result.error.provider, result.error.statusCode);
 */
export class ModelError extends LoopgateError {
  private readonly [marker] = true;
  readonly provider: string;
  readonly statusCode: number | undefined;
  readonly requestId: string | undefined;
  readonly isRetryable: boolean;

  constructor(options: {
    provider: string;
    message: string;
    statusCode?: number;
    requestId?: string;
    isRetryable?: boolean;
    cause?: unknown;
  }) {
    const where = [
      options.provider,
      options.statusCode !== undefined ? `status ${options.statusCode}` : undefined,
      options.requestId ? `request ${options.requestId}` : undefined,
    ]
      .filter(Boolean)
      .join(", ");
    super({ code: "MODEL_ERROR", message: `${options.message} (${where})`, cause: options.cause });
    this.name = "ModelError";
    this.provider = options.provider;
    this.statusCode = options.statusCode;
    this.requestId = options.requestId;
    this.isRetryable = options.isRetryable ?? false;
  }

  static override isInstance(value: unknown): value is ModelError {
    return LoopgateError.hasMarker(value, marker);
  }
}
