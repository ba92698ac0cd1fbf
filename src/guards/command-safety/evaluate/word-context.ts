import type { DataSource } from "../model.js";
import type { Budget } from "../limits.js";
import type { SourceText } from "../shell/source-text.js";
import type { ShNode, ShStmt } from "../shell/syntax-tree.js";
import type { Env } from "../walk/env.js";

/** What word expansion needs from the walker. */
export interface WordContext {
  env: Env;
  source: SourceText;
  budget: Budget;
  /** Analyses the commands of a substitution and says what they print. */
  substitute(statements: readonly ShStmt[], kind: "command" | "process-in" | "process-out"): DataSource;
  /** Analyses any commands nested in a node the expander does not interpret (arithmetic, tests). */
  scan(node: ShNode): void;
  /** Analyses the commands in the array subscripts of text bash evaluates as arithmetic (`r='a[$(cmd)]'; ${!r}`). */
  subscripts?(text: string | undefined): void;
}
