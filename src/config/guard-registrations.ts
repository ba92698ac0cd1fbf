import path from "node:path";
import { commandSafetyGuard } from "../guards/command-safety/index.js";
import { loopGuard } from "../guards/loop-guard/index.js";
import { securityAudit } from "../guards/security-audit/index.js";
import type { SensitivePathRule } from "../guards/security-audit/rules.js";
import type { PathMatcher } from "../guards/security-audit/path-matcher.js";
import type { AnyInterceptorRegistration } from "../interceptors/types.js";
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
 * The `tool.before` guards a config asks for: the command safety guard and the security audit, each
 * on unless switched off, with their options. Relative `allowPaths` resolve against `configDir`.
 *
 * @example
 * registry.add(guardRegistrations(config, "/work/app"));
 */
export function guardRegistrations(config: LoopgateConfig, configDir: string): AnyInterceptorRegistration[] {
  const registrations: AnyInterceptorRegistration[] = [];
  const audit = guardOptions(config.guards, "securityAudit");
  // Secret files the audit is told about are secret through the shell too.
  const secretRules = audit?.extraRules?.map(toSensitivePathRule);
  const commandSafety = guardOptions(config.guards, "commandSafety");
  if (commandSafety) {
    const { enabled: _enabled, rules, allow, allowSecretPaths, ...options } = commandSafety;
    registrations.push(
      commandSafetyGuard({
        ...options,
        ...(secretRules ? { secretRules } : {}),
        ...(rules ? { rules: rules.map(({ pattern, ...rule }) => ({ ...rule, ...(pattern !== undefined ? { pattern: new RegExp(pattern) } : {}) })) } : {}),
        ...(allow ? { allow: allow.map((entry) => (typeof entry === "string" ? entry : new RegExp(entry.pattern))) } : {}),
        ...(allowSecretPaths ? { allowSecretPaths: allowSecretPaths.map((entry) => resolveAllowPath(entry, configDir)) } : {}),
      }) as AnyInterceptorRegistration,
    );
  }
  if (audit) {
    const { enabled: _enabled, allowPaths, extraRules: _extraRules, ...options } = audit;
    registrations.push(
      securityAudit({
        ...options,
        ...(allowPaths ? { allowPaths: allowPaths.map((entry) => resolveAllowPath(entry, configDir)) } : {}),
        ...(secretRules ? { extraRules: secretRules } : {}),
      }) as AnyInterceptorRegistration,
    );
  }
  return registrations;
}

/** The loop guard's registrations, unless the config switches it off. */
export function loopGuardRegistrations(config: LoopgateConfig): AnyInterceptorRegistration[] {
  const options = guardOptions(config.guards, "loopGuard");
  if (!options) return [];
  const { enabled: _enabled, ...rest } = options;
  return [...loopGuard(rest)];
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
