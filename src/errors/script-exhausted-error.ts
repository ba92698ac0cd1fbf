import { LoopgateError } from "./loopgate-error.js";

const marker = Symbol.for("loopgate.error.ScriptExhaustedError");

/** A scripted model ran out of turns, or was given a malformed script. */
export class ScriptExhaustedError extends LoopgateError {
  private readonly [marker] = true;

  constructor({ message }: { message: string }) {
    super({ code: "SCRIPT_EXHAUSTED", message });
    this.name = "ScriptExhaustedError";
  }

  static override isInstance(value: unknown): value is ScriptExhaustedError {
    return LoopgateError.hasMarker(value, marker);
  }
}
