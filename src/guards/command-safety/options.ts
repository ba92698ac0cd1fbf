import { ConfigurationError } from "../../errors/index.js";
import type { SensitivePathRule } from "../security-audit/rules.js";
import type { GuardVerdict } from "../types.js";
import type { AnalysisLimits } from "./limits.js";

/**
 * What a custom rule sees of a command: its program (wrappers stripped), arguments (`undefined`
 * where only known at run time), and how it was reached.
 */
export interface CommandView {
  /** Base name of the program, lower-cased; "" when the command word is dynamic. */
  name: string;
  args: readonly (string | undefined)[];
  /** Name and arguments joined by spaces, `?` for unknown ones: `git push --force origin main`. */
  line: string;
  /** Wrappers and re-parse points on the way: `["sudo", "bash -c"]`. */
  via: readonly string[];
  /** Runs under sudo, doas, su, …. */
  elevated: boolean;
}

/**
 * An extra rule, checked on every command the guard finds (also inside `bash -c`, `$(…)`,
 * `xargs`, `find -exec`, behind sudo). It applies when every criterion given matches.
 *
 * @example
 * const noKubectlDelete: CommandRule = { id: "custom.kubectl-delete", decision: "ask", commands: ["kubectl"], pattern: /^kubectl delete\b/ };
 */
export interface CommandRule {
  /** Stable id, reported as the finding's rule. */
  id: string;
  decision: "ask" | "deny";
  /** Shown to the agent or the person approving; default names the rule and the command. */
  reason?: string;
  /** Program names (after wrappers). */
  commands?: readonly string[];
  /** Tested against `CommandView.line`. */
  pattern?: RegExp;
  /** Any test; a string result is used as the reason. */
  match?: (command: CommandView) => boolean | string;
}

/** Options of the command safety guard. */
export interface CommandSafetyOptions {
  /** Interceptor priority (default 100: runs first). */
  priority?: number;
  /** Ask on anything the guard cannot prove safe: unknown commands, arguments and code. */
  strict?: boolean;
  /** Extra rules. */
  rules?: readonly CommandRule[];
  /**
   * Commands allowed despite a finding: a string matches commands starting with those words
   * (`"docker system prune"`), a RegExp is tested against the command line. Never lowers a deny
   * for a catastrophic target (the root, a home, a system directory, a disk, a critical system file).
   */
  allow?: readonly (string | RegExp)[];
  /**
   * Per-rule decisions, by rule id or `category.*` prefix: `{ "git.no-verify": "ask" }`. A
   * catastrophic finding stays denied whatever its override.
   */
  overrides?: Readonly<Record<string, GuardVerdict>>;
  /** Paths the secret rules treat as not secret (forwarded to the security audit's classifier). */
  allowSecretPaths?: readonly string[];
  /** Extra sensitive-path rules (the security audit's `extraRules`), so shell reads of them are caught too. */
  secretRules?: readonly SensitivePathRule[];
  /** Analysis bounds (input length, nesting depth, …). */
  limits?: Partial<AnalysisLimits>;
  /** The home directory `~` and `$HOME` mean (default: the current user's). */
  home?: string;
}

const VERDICTS = new Set(["allow", "ask", "deny"]);

/**
 * Checks options and throws `ConfigurationError` for anything that cannot work, so mistakes
 * surface when the guard is created rather than as silent gaps.
 */
export function validateOptions(options: CommandSafetyOptions, knownRuleIds: ReadonlySet<string>): void {
  if (typeof options !== "object" || options === null) throw new ConfigurationError({ message: "command safety options must be an object" });
  const ids = new Set(knownRuleIds);
  for (const [index, rule] of (options.rules ?? []).entries()) {
    if (typeof rule?.id !== "string" || rule.id.trim() === "") throw new ConfigurationError({ message: `command safety rule #${index} needs a non-empty string id` });
    if (ids.has(rule.id)) throw new ConfigurationError({ message: `command safety rule id "${rule.id}" is already taken` });
    if (rule.decision !== "ask" && rule.decision !== "deny") throw new ConfigurationError({ message: `command safety rule "${rule.id}" must decide "ask" or "deny"` });
    if (rule.commands === undefined && rule.pattern === undefined && rule.match === undefined) {
      throw new ConfigurationError({ message: `command safety rule "${rule.id}" needs commands, a pattern or a match function` });
    }
    if (rule.pattern !== undefined && !(rule.pattern instanceof RegExp)) throw new ConfigurationError({ message: `command safety rule "${rule.id}": pattern must be a RegExp` });
    if (rule.match !== undefined && typeof rule.match !== "function") throw new ConfigurationError({ message: `command safety rule "${rule.id}": match must be a function` });
    if (rule.commands !== undefined && (!Array.isArray(rule.commands) || rule.commands.some((name) => typeof name !== "string"))) {
      throw new ConfigurationError({ message: `command safety rule "${rule.id}": commands must be an array of program names` });
    }
    ids.add(rule.id);
  }
  for (const entry of options.allow ?? []) {
    if (!(entry instanceof RegExp) && (typeof entry !== "string" || entry.trim() === "")) throw new ConfigurationError({ message: "command safety allow entries must be non-empty strings or RegExps" });
  }
  for (const [key, verdict] of Object.entries(options.overrides ?? {})) {
    if (!VERDICTS.has(verdict)) throw new ConfigurationError({ message: `command safety override "${key}" must be "allow", "ask" or "deny", not ${JSON.stringify(verdict)}` });
    const known = key.endsWith(".*") ? [...ids].some((id) => id.startsWith(key.slice(0, -1))) : ids.has(key);
    if (!known) throw new ConfigurationError({ message: `command safety override "${key}" names no known rule` });
  }
  if (options.secretRules !== undefined && (!Array.isArray(options.secretRules) || options.secretRules.some((rule) => typeof rule?.id !== "string" || !Array.isArray(rule.match)))) {
    throw new ConfigurationError({ message: "command safety secretRules must be sensitive-path rules with an id and match list" });
  }
  if (options.home !== undefined && (typeof options.home !== "string" || !options.home.startsWith("/"))) throw new ConfigurationError({ message: "command safety home must be an absolute path" });
  for (const [key, value] of Object.entries(options.limits ?? {})) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1) throw new ConfigurationError({ message: `command safety limit ${key} must be a positive integer` });
  }
  if (options.priority !== undefined && !Number.isFinite(options.priority)) throw new ConfigurationError({ message: "command safety priority must be a finite number" });
}
