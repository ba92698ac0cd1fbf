import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.ConfigurationError");

/**
 * An option or configuration value that cannot work; thrown where it is given.
 *
 * @example
 * throw new ConfigurationError({ message: "createAgent: `model` must implement generate()" });
 */
export class ConfigurationError extends LoopgateError {
  private readonly [marker] = true;

  constructor({ message, cause }: { message: string; cause?: unknown }) {
    super({ code: "INVALID_CONFIG", message, cause });
    this.name = "ConfigurationError";
  }

  static override isInstance(value: unknown): value is ConfigurationError {
    return LoopgateError.hasMarker(value, marker);
  }
}
