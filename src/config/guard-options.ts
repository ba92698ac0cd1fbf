import path from "node:path";
import type { BuiltinGuardsOptions } from "../guards/builtin-guards.js";
import type { CommandSafetyOptions } from "../guards/command-safety/index.js";
import type { SecurityAuditOptions } from "../guards/security-audit/index.js";
import type { SecretRedactionOptions } from "../guards/secret-redaction/secret-redaction.js";
import type { SensitivePathRule } from "../guards/security-audit/rules.js";
import type { PathMatcher } from "../guards/security-audit/path-matcher.js";
import type { LoopgateConfig } from "./schema.js";

type Guards = NonNullable<LoopgateConfig["guards"]>;
type Toggle<K extends keyof Guards> = NonNullable<Guards[K]>;

/** The options of a toggled guard, or `undefined` when it is switched off. Guards are on by default. */
export function guardOptions<K extends keyof Guards>(guards: Guards | undefined, key: K): Exclude<Toggle<K>, boolean> | undefined {
  const value = guards?.[key];
  if (value === false) return undefined;
  if (value === undefined || value === true) return {} as Exclude<Toggle<K>, boolean>;
  const options = value as Exclude<Toggle<K>, boolean> & { enabled?: boolean };
  if (options.enabled === false) return undefined;
  return options;
}

/**
 * The built-in guards a config asks for: the command safety guard, the security audit and the secret
 * redaction, each on unless switched off, with their options, and the loop guard unless `loopGuard`
 * is false (one-off checks have no loop to guard). Relative `allowPaths` resolve against `configDir`.
 *
 * @example
 * registry.add(builtinGuards(builtinGuardsOptions(config, "/work/app")));
 */
export function builtinGuardsOptions(config: LoopgateConfig, configDir: string, options: { loopGuard?: boolean; secretRedaction?: boolean } = {}): BuiltinGuardsOptions {
  const audit = guardOptions(config.guards, "securityAudit");
  const commandSafety = guardOptions(config.guards, "commandSafety");
  const loop = options.loopGuard === false ? undefined : guardOptions(config.guards, "loopGuard");
  const redaction = options.secretRedaction === false ? undefined : guardOptions(config.guards, "secretRedaction");
  return {
    commandSafety: commandSafety ? commandSafetyOptions(commandSafety, configDir) : false,
    securityAudit: audit ? securityAuditOptions(audit, configDir) : false,
    loopGuard: loop ? withoutEnabled(loop) : false,
    secretRedaction: redaction ? secretRedactionOptions(redaction) : false,
  };
}

function commandSafetyOptions(config: Exclude<Toggle<"commandSafety">, boolean>, configDir: string): CommandSafetyOptions {
  const { enabled: _enabled, rules, allow, allowSecretPaths, ...options } = config;
  return {
    ...options,
    ...(rules ? { rules: rules.map(({ pattern, ...rule }) => ({ ...rule, ...(pattern !== undefined ? { pattern: new RegExp(pattern) } : {}) })) } : {}),
    ...(allow ? { allow: allow.map((entry) => (typeof entry === "string" ? entry : new RegExp(entry.pattern))) } : {}),
    ...(allowSecretPaths ? { allowSecretPaths: allowSecretPaths.map((entry) => resolveAllowPath(entry, configDir)) } : {}),
  } as CommandSafetyOptions;
}

function securityAuditOptions(config: Exclude<Toggle<"securityAudit">, boolean>, configDir: string): SecurityAuditOptions {
  const { enabled: _enabled, allowPaths, extraRules, ...options } = config;
  return {
    ...options,
    ...(allowPaths ? { allowPaths: allowPaths.map((entry) => resolveAllowPath(entry, configDir)) } : {}),
    ...(extraRules ? { extraRules: extraRules.map(toSensitivePathRule) } : {}),
  };
}

function secretRedactionOptions(config: Exclude<Toggle<"secretRedaction">, boolean>): SecretRedactionOptions {
  const { enabled: _enabled, allow, ...options } = config;
  return { ...options, ...(allow ? { allow: allow.map((entry) => (typeof entry === "string" ? entry : new RegExp(entry.pattern))) } : {}) } as SecretRedactionOptions;
}

function withoutEnabled<T extends { enabled?: boolean }>(options: T): Omit<T, "enabled"> {
  const { enabled: _enabled, ...rest } = options;
  return rest;
}

function resolveAllowPath(entry: string, configDir: string): string {
  if (entry === "~" || entry.startsWith("~/")) return entry;
  return path.resolve(configDir, entry);
}

type RuleConfig = NonNullable<NonNullable<Exclude<Toggle<"securityAudit">, boolean>>["extraRules"]>[number];
type MatcherConfig = RuleConfig["match"][number];

function toSensitivePathRule(rule: RuleConfig): SensitivePathRule {
  return {
    id: rule.id,
    label: rule.label,
    category: rule.category,
    match: rule.match.map(toPathMatcher),
    ...(rule.unless ? { unless: rule.unless.map(toPathMatcher) } : {}),
  };
}

function toPathMatcher(matcher: MatcherConfig): PathMatcher {
  // File names are matched lower-case, so a pattern is made case-insensitive to mean what it says.
  if (matcher.namePattern !== undefined) return { namePattern: new RegExp(matcher.namePattern, "i") };
  if (matcher.name !== undefined) return { name: matcher.name };
  if (matcher.extension !== undefined) return { extension: matcher.extension };
  if (matcher.inside !== undefined) return { inside: matcher.inside };
  if (matcher.endsWith !== undefined) return { endsWith: matcher.endsWith };
  if (matcher.absolute !== undefined) return { absolute: matcher.absolute };
  return { homeFile: matcher.homeFile ?? [] };
}
