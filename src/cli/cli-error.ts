import { ConfigurationError, LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.CliUsageError");

/** A command line that cannot work (a missing model, a bad option value); shown without a stack trace. */
export class CliUsageError extends ConfigurationError {
  private readonly [marker] = true;
  readonly exitCode: number;

  constructor({ message, exitCode }: { message: string; exitCode: number }) {
    super({ message });
    this.name = "CliUsageError";
    this.exitCode = exitCode;
  }

  static override isInstance(value: unknown): value is CliUsageError {
    return LoopgateError.hasMarker(value, marker);
  }
}

/**
 * The environment variable a "no API key" error names, e.g. `ANTHROPIC_API_KEY`; `undefined` for
 * any other error.
 */
export function missingCredentialVariable(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const named = (error as { envVar?: unknown; variable?: unknown }).envVar ?? (error as { variable?: unknown }).variable;
  if (typeof named === "string" && named !== "") return named;
  return /no API key; set ([A-Z][A-Z0-9_]*)/.exec(error.message)?.[1];
}
