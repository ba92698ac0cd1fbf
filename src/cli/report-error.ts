import { describeError, LoopgateError } from "../errors/index.js";
import { CliUsageError, missingCredentialVariable } from "./cli-error.js";
import { EXIT_CODES } from "./exit-codes.js";
import type { CliIO } from "./io.js";
import { createStyle, useColor } from "./render/style.js";

/** Exit codes a command uses for a usage or config error, and for an internal failure. */
export interface ErrorExitCodes {
  usage: number;
  internal: number;
}

/**
 * Turns an error that escaped a command into its message on stderr (no stack trace unless
 * `LOOPGATE_DEBUG` is set) and returns the exit code: the error's own for a `CliUsageError`,
 * `codes.usage` for a bad config, 3 for a missing API key, `codes.internal` for anything else.
 */
export function reportCliError(error: unknown, io: CliIO, codes: ErrorExitCodes): number {
  const style = createStyle(useColor(io.stderr, io.env));
  if (error instanceof CliUsageError) {
    io.stderr.write(`${style.red(`loopgate: ${error.message}`)}\n`);
    return error.exitCode;
  }
  const variable = missingCredentialVariable(error);
  if (variable) {
    io.stderr.write(`${style.red(`loopgate: ${describeError(error)}`)}\n`);
    io.stderr.write(`Set ${style.bold(variable)} in your environment (e.g. export ${variable}=…), or try \`loopgate demo\`, which needs no key.\n`);
    return EXIT_CODES.credentials;
  }
  if (LoopgateError.isInstance(error) && error.code === "INVALID_CONFIG") {
    io.stderr.write(`${style.red(`loopgate: ${error.message}`)}\n`);
    return codes.usage;
  }
  io.stderr.write(`${style.red(`loopgate: internal error: ${describeError(error)}`)}\n`);
  if (io.env.LOOPGATE_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  else io.stderr.write(style.dim("(set LOOPGATE_DEBUG=1 for the stack trace)\n"));
  return codes.internal;
}
