import type { PathAccess } from "../../security-audit/rules.js";
import type { CwdState, DataSource, Field, FindingDecision, Invocation, Redirection } from "../model.js";
import type { Env } from "../walk/env.js";

/** What a rule set reports: the finding without its category (the set supplies it). */
export interface Hit {
  rule: string;
  decision: FindingDecision;
  reason: string;
  catastrophic?: boolean;
}

/** A place where data becomes code: a shell's stdin or `-c`, `eval`, `source`, an interpreter. */
export interface CodeSink {
  /** `shell-stdin`, `shell-command`, `shell-script`, `eval`, `source`, `interpreter-stdin`, `interpreter-code`, `interpreter-script`, `command-name`. */
  kind: string;
  /** The code's origin. */
  data: DataSource;
  /** The command that runs the code. */
  invocation: Invocation;
}

/** A secret file, as the security audit classifies it. */
export interface SecretMatch {
  rule: string;
  reason: string;
}

/** What rules may consult besides the command itself. */
export interface RuleContext {
  home: string;
  /** The run's working directory, when known. */
  initialCwd: string | undefined;
  strict: boolean;
  /** Classifies a path argument with the security audit's rules (`cwd`: where the command runs). */
  classifySecret(field: Field, cwd: string | undefined, access?: PathAccess): SecretMatch | undefined;
  /** What the script wrote to a file earlier (`env > /tmp/e`), when it did. */
  writtenFile?(field: Field, cwd: CwdState): DataSource | undefined;
  /**
   * Set once an earlier command of the same script forwards a local port elsewhere (`ssh -L`,
   * `kubectl port-forward`, `cloud-sql-proxy`): from then on `localhost` may be another machine.
   */
  portForwarded?: boolean;
  /** Services of the project's own compose file an earlier command of the script started (`*`: every one). */
  composeServices?: Set<string>;
  /** Object-store aliases an earlier command of the script set to a server on this machine (`mc alias set local http://localhost:9000`). */
  localAliases?: Set<string>;
  /** Password-store remotes an earlier command of the script added for another machine (`pass git remote add x URL`), name to URL. */
  storeRemotes?: Map<string, string>;
}

/** Documentation of one rule id a rule set may report. */
export interface RuleInfo {
  id: string;
  decision: FindingDecision;
  description: string;
}

/**
 * The rules of one category. Each hook sees one kind of fact the walker establishes; a set
 * implements the hooks it needs.
 */
export interface RuleSet {
  category: string;
  rules: readonly RuleInfo[];
  /**
   * The programs whose invocations the `invocation` hook reads, by name (`git`, `docker`); for any
   * other program it reports nothing and is not called. Omitted: every invocation is read. Names
   * are compared by base name, in lower case, without `.exe` (`rules/dispatch.ts`).
   */
  programs?: readonly string[];
  /** Every command run (after wrappers are stripped), with its arguments, redirects and input. */
  invocation?(invocation: Invocation, context: RuleContext): Hit[];
  /** Every redirect, also of compound commands (`{ …; } > /etc/passwd`) and `exec`. */
  redirect?(redirect: Redirection, invocation: Invocation | undefined, context: RuleContext): Hit[];
  /** Code of unknown text reaching a shell or interpreter. */
  sink?(sink: CodeSink, context: RuleContext): Hit[];
  /** A whole pipeline, stage by stage (each stage's invocations). */
  pipeline?(stages: readonly (readonly Invocation[])[], context: RuleContext): Hit[];
  /** A variable the script exports or declares (`export HUSKY=0`), with its value. */
  assignment?(name: string, value: Field, exported: boolean, context: RuleContext): Hit[];
  /** What the whole script prints: its standard output reaches the transcript. */
  transcript?(output: DataSource, context: RuleContext): Hit[];
  /** Once per script, after it was walked; `command` is the text as given (heredocs, quotes and all). */
  script?(env: Env, context: RuleContext, command: string): Hit[];
}
