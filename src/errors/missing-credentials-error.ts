import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.MissingCredentialsError");

/**
 * A provider needs a credential that is not set. `envVar` names the variable to set.
 *
 * @example
 * if (MissingCredentialsError.isInstance(error)) console.error(`export ${error.envVar}=…`);
 */
export class MissingCredentialsError extends LoopgateError {
  private readonly [marker] = true;
  readonly envVar: string;

  constructor({ message, envVar }: { message: string; envVar: string }) {
    super({ code: "MISSING_CREDENTIALS", message });
    this.name = "MissingCredentialsError";
    this.envVar = envVar;
  }

  static override isInstance(value: unknown): value is MissingCredentialsError {
    return LoopgateError.hasMarker(value, marker);
  }
}
