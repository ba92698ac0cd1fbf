import { ConfigurationError } from "../errors/loopgate-error.js";

/** A command line that cannot work (a missing model, a bad option value); shown without a stack trace. */
export class CliUsageError extends ConfigurationError {
  readonly exitCode: number;

  constructor(message: string, exitCode: number) {
    super(message);
    this.name = "CliUsageError";
    this.exitCode = exitCode;
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
