import { LoopgateError } from "../../errors/index.js";

const marker = Symbol.for("loopgate.error.PatchParseError");

/**
 * A patch that cannot be parsed. `line` is the 1-based line of the patch text at fault.
 *
 * @example
 * try { parsePatch(text) } catch (error) {
 *   if (error instanceof PatchParseError) console.log(error.line, error.message);
 * }
 */
export class PatchParseError extends LoopgateError {
  private readonly [marker] = true;
  readonly line: number;

  constructor({ line, problem }: { line: number; problem: string }) {
    super({ code: "TOOL_INPUT_INVALID", message: `Invalid patch at line ${line}: ${problem}` });
    this.name = "PatchParseError";
    this.line = line;
  }

  static override isInstance(value: unknown): value is PatchParseError {
    return LoopgateError.hasMarker(value, marker);
  }
}
