import { LoopgateError } from "../../errors/loopgate-error.js";

const marker = Symbol.for("loopgate.error.SensitiveDataBlockedError");

/**
 * A message or a request to the model held personal data of a kind the secret redaction blocks
 * (`pii: { card: "block" }`). The error names the kinds, never the values.
 *
 * @example
 * if (SensitiveDataBlockedError.isInstance(result.error)) console.log(result.error.kinds); // ["card"]
 */
export class SensitiveDataBlockedError extends LoopgateError {
  private readonly [marker] = true;
  /** The kinds found (`card`, `national-id`, …). */
  readonly kinds: readonly string[];

  constructor({ kinds, message, cause }: { kinds: readonly string[]; message: string; cause?: unknown }) {
    super({ code: "SENSITIVE_DATA_BLOCKED", message, cause });
    this.name = "SensitiveDataBlockedError";
    this.kinds = [...kinds];
  }

  static override isInstance(value: unknown): value is SensitiveDataBlockedError {
    return LoopgateError.hasMarker(value, marker);
  }
}
