import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.RegistrationError");

/** An interceptor registration that cannot work; thrown by `registry.add()`. */
export class RegistrationError extends LoopgateError {
  private readonly [marker] = true;

  constructor({ message, cause }: { message: string; cause?: unknown }) {
    super({ code: "INVALID_REGISTRATION", message, cause });
    this.name = "RegistrationError";
  }

  static override isInstance(value: unknown): value is RegistrationError {
    return LoopgateError.hasMarker(value, marker);
  }
}
