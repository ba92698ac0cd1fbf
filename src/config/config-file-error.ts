import { ConfigurationError, LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.ConfigFileError");

/** A config file that cannot be read, parsed or validated; names the file and every problem. */
export class ConfigFileError extends ConfigurationError {
  private readonly [marker] = true;
  readonly file: string;
  /** One line per problem, `path.to.key: what is wrong`. */
  readonly problems: readonly string[];

  constructor({ file, problems, cause }: { file: string; problems: readonly string[]; cause?: unknown }) {
    super({ message: `Invalid config ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`, cause });
    this.name = "ConfigFileError";
    this.file = file;
    this.problems = problems;
  }

  static override isInstance(value: unknown): value is ConfigFileError {
    return LoopgateError.hasMarker(value, marker);
  }
}
