import { LoopgateError } from "../../errors/loopgate-error.js";

/**
 * A patch that cannot be parsed. `line` is the 1-based line of the patch text at fault.
 *
 * @example
 * try { parsePatch(text) } catch (error) {
 *   if (error instanceof PatchParseError) console.log(error.line, error.message);
 * }
 */
export class PatchParseError extends LoopgateError {
  readonly line: number;

  constructor(line: number, problem: string) {
    super("TOOL_INPUT_INVALID", `Invalid patch at line ${line}: ${problem}`);
    this.name = "PatchParseError";
    this.line = line;
  }
}
