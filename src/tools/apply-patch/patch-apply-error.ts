import { LoopgateError } from "../../errors/index.js";

const marker = Symbol.for("loopgate.error.PatchApplyError");

/**
 * A patch that parses but does not fit the files it targets: lines not found, a file missing or
 * already present. The message says what to do next, since a model reads it.
 *
 * @example
 * if (error instanceof PatchApplyError) return { output: error.message, isError: true };
 */
export class PatchApplyError extends LoopgateError {
  private readonly [marker] = true;
  /** The file (as written in the patch) the problem is in. */
  readonly path: string;

  constructor({ path, message }: { path: string; message: string }) {
    super({ code: "TOOL_INPUT_INVALID", message });
    this.name = "PatchApplyError";
    this.path = path;
  }

  static override isInstance(value: unknown): value is PatchApplyError {
    return LoopgateError.hasMarker(value, marker);
  }
}
