import type { DataSource, Field, Invocation, Redirection } from "../model.js";
import type { Analysis } from "./analysis.js";
import type { Env } from "./env.js";
import type { Frame } from "./frame.js";

/** The input and output a command runs with. */
export interface CommandIo {
  /** `NAME=value` prefixes. */
  assignments: Map<string, Field>;
  redirections: Redirection[];
  /** Standard input from a redirect (heredoc, herestring, `<`), if any. */
  stdin?: DataSource;
  /** The command as written. */
  text: string;
  /** Descriptors beyond 0-2 opened for reading (`3< file`), kept by `exec`. */
  descriptors?: [number, DataSource][];
}

/** What command handlers may ask of the walker. */
export interface WalkerApi {
  readonly analysis: Analysis;
  /** Re-parses code and walks it one level deeper; `positional` become `$0`, `$1`, …. */
  code(code: Field, kind: string, invocation: Invocation, env: Env, frame: Frame, label: string, positional?: readonly Field[]): DataSource;
  /** Walks a command given as fields (`xargs`, `find -exec`, a list-form `subprocess.run`). */
  run(argv: Field[], io: CommandIo, env: Env, frame: Frame): DataSource;
  /** Code whose text is unknown reaches a shell or interpreter. */
  sink(kind: string, data: DataSource, invocation: Invocation): void;
}
