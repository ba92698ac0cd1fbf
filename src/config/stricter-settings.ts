import { DEFAULT_LIMITS } from "../guards/command-safety/limits.js";
import { guardOptions } from "./guard-options.js";
import type { IgnoredSetting } from "./ignored-setting.js";
import type { LoopgateConfig } from "./schema.js";

type Guards = NonNullable<LoopgateConfig["guards"]>;
type CommandSafetyConfig = Exclude<NonNullable<Guards["commandSafety"]>, boolean>;
type SecurityAuditConfig = Exclude<NonNullable<Guards["securityAudit"]>, boolean>;
type Ignore = (key: string, reason: string) => void;

const SWITCH_OFF = "a project config cannot switch a guard off";
const PRIORITY = "the order the guards run in is set by your own config only";
const SLOW_PATTERN =
  "regular expressions of a project config that is not trusted are not run (a slow one could stall the hook past the agent's timeout)";
const RULE_PATTERN = `${SLOW_PATTERN}; match by \`commands\` instead`;
const PATH_PATTERN = `${SLOW_PATTERN}; match by \`name\`, \`extension\` or a path instead`;

/**
 * What `hook` and `check` take from a project config that is not trusted: only what adds rules or
 * raises decisions, on top of `base` (the user's config, or the defaults). A guard can be switched
 * on, never off; rules and `deny` overrides are added; `strict` can be turned on; analysis limits
 * can be lowered. Allow-lists, trusted paths, other overrides, priorities and interceptor modules
 * (code) are left out, each with the reason, in `ignored`.
 *
 * @example
 * const { config, ignored } = stricterSettings(userConfig, projectConfig, "/repo/loopgate.config.json");
 */
export function stricterSettings(base: LoopgateConfig, project: LoopgateConfig, file: string): { config: LoopgateConfig; ignored: IgnoredSetting[] } {
  const ignored: IgnoredSetting[] = [];
  const ignore: Ignore = (key, reason) => ignored.push({ file, key, reason });
  const guards: Guards = { ...base.guards };
  if (project.guards?.commandSafety !== undefined) {
    guards.commandSafety = raiseCommandSafety(base.guards, project.guards, ignore);
  }
  if (project.guards?.securityAudit !== undefined) {
    guards.securityAudit = raiseSecurityAudit(base.guards, project.guards, ignore);
  }
  if (project.interceptors !== undefined && project.interceptors.length > 0) {
    ignore("interceptors", "a project config that is not trusted never loads code (interceptor modules)");
  }
  if (project.limits?.interceptorTimeoutMs !== undefined) {
    ignore("limits.interceptorTimeoutMs", "it times the interceptor modules of your own config, which only your config sets");
  }
  for (const key of ["loopGuard", "secretRedaction"] as const) {
    if (project.guards?.[key] !== undefined) ignore(`guards.${key}`, "the session guards of hook and mcp-proxy are set by your own config only");
  }
  if (project.mcpServers !== undefined) ignore("mcpServers", "a project config that is not trusted starts no server (it would run the project's commands)");
  if (project.audit !== undefined) ignore("audit", "where decisions are recorded is set by your own config only");
  if (project.otlp !== undefined) ignore("otlp", "where traces are sent is set by your own config only");
  return { config: { ...base, ...(base.guards !== undefined || project.guards !== undefined ? { guards } : {}) }, ignored };
}

function raiseCommandSafety(base: Guards | undefined, project: Guards, ignore: Ignore): Guards["commandSafety"] {
  const from = guardOptions(base, "commandSafety");
  const wanted = guardOptions(project, "commandSafety");
  if (wanted === undefined) {
    if (from !== undefined) ignore("guards.commandSafety", SWITCH_OFF);
    return base?.commandSafety;
  }
  const { enabled: _enabled, ...result }: CommandSafetyConfig = { ...from };
  if (wanted.strict === true) result.strict = true;
  else if (wanted.strict === false && result.strict === true) ignore("guards.commandSafety.strict", "a project config cannot turn strict mode off");
  const ids = new Set((result.rules ?? []).map((rule) => rule.id));
  for (const [index, rule] of (wanted.rules ?? []).entries()) {
    const key = `guards.commandSafety.rules.${index} (${rule.id})`;
    if (rule.pattern !== undefined) ignore(key, RULE_PATTERN);
    else if (ids.has(rule.id)) ignore(key, "a rule with that id is already set by your own config");
    else {
      result.rules = [...(result.rules ?? []), rule];
      ids.add(rule.id);
    }
  }
  if (wanted.allow !== undefined) ignore("guards.commandSafety.allow", "an allow-list lowers decisions");
  if (wanted.allowSecretPaths !== undefined) ignore("guards.commandSafety.allowSecretPaths", "paths treated as not secret lower decisions");
  for (const [rule, verdict] of Object.entries(wanted.overrides ?? {})) {
    if (verdict === "deny") result.overrides = { ...result.overrides, [rule]: "deny" };
    else ignore(`guards.commandSafety.overrides.${rule}`, `only \`deny\` overrides are taken from a project config that is not trusted; \`${verdict}\` could lower a decision`);
  }
  for (const [name, value] of Object.entries(wanted.limits ?? {}) as [keyof typeof DEFAULT_LIMITS, number][]) {
    const current = result.limits?.[name as keyof NonNullable<CommandSafetyConfig["limits"]>] ?? DEFAULT_LIMITS[name];
    if (value <= current) result.limits = { ...result.limits, [name]: value };
    else ignore(`guards.commandSafety.limits.${name}`, "a project config can lower analysis limits, not raise them");
  }
  if (wanted.priority !== undefined && wanted.priority !== result.priority) ignore("guards.commandSafety.priority", PRIORITY);
  return result;
}

function raiseSecurityAudit(base: Guards | undefined, project: Guards, ignore: Ignore): Guards["securityAudit"] {
  const from = guardOptions(base, "securityAudit");
  const wanted = guardOptions(project, "securityAudit");
  if (wanted === undefined) {
    if (from !== undefined) ignore("guards.securityAudit", SWITCH_OFF);
    return base?.securityAudit;
  }
  const { enabled: _enabled, ...result }: SecurityAuditConfig = { ...from };
  const ids = new Set((result.extraRules ?? []).map((rule) => rule.id));
  for (const [index, rule] of (wanted.extraRules ?? []).entries()) {
    const key = `guards.securityAudit.extraRules.${index} (${rule.id})`;
    if ([...rule.match, ...(rule.unless ?? [])].some((matcher) => matcher.namePattern !== undefined)) ignore(key, PATH_PATTERN);
    else if (ids.has(rule.id)) ignore(key, "a rule with that id is already set by your own config");
    else {
      result.extraRules = [...(result.extraRules ?? []), rule];
      ids.add(rule.id);
    }
  }
  if (wanted.allowPaths !== undefined) ignore("guards.securityAudit.allowPaths", "trusted paths lower decisions");
  if (wanted.priority !== undefined && wanted.priority !== result.priority) ignore("guards.securityAudit.priority", PRIORITY);
  return result;
}
