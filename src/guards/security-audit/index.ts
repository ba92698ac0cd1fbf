import { homedir } from "node:os";
import { ConfigurationError } from "../../errors/index.js";
import type { InterceptorRegistration } from "../../interceptors/types.js";
import { configChangeProblem, judgedSettings } from "./judge-config-change.js";
import { judgeContent } from "./judge-content.js";
import { judgePath, type PathVerdict } from "./judge-path.js";
import { judgePlantedWrites, type PlantedCodeJudge } from "./judge-planted-write.js";
import { judgeSearch } from "./judge-search.js";
import type { SensitivePathRule } from "./rules.js";
import { toolCallPaths } from "./tool-call-paths.js";
import type { ToolCapabilities } from "../../tools/tool-capabilities.js";

export { classifySensitivePath, type ClassifySensitivePathOptions, type SensitivePathMatch } from "./sensitive-paths.js";
export { SENSITIVE_PATH_RULES, HOME_CREDENTIAL_STORES, type PathAccess, type SensitivePathRule } from "./rules.js";
export type { PathMatcher, PathView } from "./path-matcher.js";
export { toolCallPaths, type ToolCallPath, type ToolCallPaths, type ToolCallSearch } from "./tool-call-paths.js";
export { judgeSearch, type JudgeSearchOptions } from "./judge-search.js";
export { classifyPath, type ClassifyPathOptions, type PathClassification, type PathSensitivity } from "./classify-path.js";
export { placeOf, type PathPlace, type PlaceContext, type PlaceOfPath } from "./path-places.js";
export { systemFileClass, isAutostartPath, isGitHistoryPath, type SystemFileClass } from "./system-paths.js";
export { judgePath, type PathVerdict } from "./judge-path.js";
export { judgePlantedWrites, type PlantedCodeJudge, type PlantedWrite } from "./judge-planted-write.js";
export { isPlantedCodeFile, plantedCodeFileKind, type PlantedCodeFileKind } from "./planted-code-files.js";

/** Id of the built-in security audit. */
export const SECURITY_AUDIT_ID = "builtin:security-audit";

/** Rule reported when an `apply_patch` call's patch cannot be parsed (the audit fails closed). */
export const UNREADABLE_PATCH_RULE = "secrets.unreadable-patch";

/** Options of the security audit. */
export interface SecurityAuditOptions {
  /** Default 99 (right after the command safety guard). */
  priority?: number;
  /** Rules checked after the built-in ones. */
  extraRules?: readonly SensitivePathRule[];
  /** Trusted paths (files or directories): they lift a rule hit, but never inside a home directory's credential stores. */
  allowPaths?: readonly string[];
  /** The home directory `~` stands for; default `os.homedir()`. */
  home?: string;
  /**
   * Judges the code a write plants in a file a tool runs later (`package.json` scripts, makefiles,
   * hooks, MCP server configs, scripts in program directories) by what it will run, as the command
   * safety guard judges the same file written by the shell. The built-in guards and the hook wire
   * the command analyser in (`createPlantedCodeJudge`), loaded only when such a file is written.
   * Without one, the audit judges where a file tool writes, not what the planted code will run.
   */
  plantedCodeJudge?: PlantedCodeJudge;
}

/**
 * The built-in security audit: `tool.before` on every tool that opens paths (read, write, edit, apply_patch, memory_get, and any tool that declares path arguments), priority 99.
 * Blocks access to credentials, keys, environment files and shell profiles (reads and writes alike)
 * and changes to the agent's own hook settings and to critical system files; asks before writes to
 * other system files, autostart locations and places outside the project. Paths are matched after
 * `~` expansion, `..` collapsing and symlink resolution, by the same classification the command
 * safety guard uses (`classifyPath`); for `apply_patch`, every path the patch touches. A patch that
 * cannot be parsed is blocked.
 *
 * @example
 * registry.add(securityAudit({ allowPaths: ["./deploy/dev-certs"] }));
 */
export function securityAudit(options: SecurityAuditOptions = {}): InterceptorRegistration<"tool.before"> {
  validateOptions(options);
  const home = options.home || homedir();
  return {
    id: SECURITY_AUDIT_ID,
    name: "tool.before",
    priority: options.priority ?? 99,
    capability: "path",
    guard: true,
    handler: function securityAuditHandler(input, output) {
      const { paths, problem, searches } = toolCallPaths(input.capabilities, output.args);
      const verdicts: PathVerdict[] = [];
      const seen = new Set<string>();
      for (const { path, access } of paths) {
        if (seen.has(`${access}\u0000${path}`)) continue;
        seen.add(`${access}\u0000${path}`);
        const verdict = judgePath(path, {
          cwd: input.cwd,
          home,
          // A tool that reads files and searches none returns them whole, into the transcript.
          access: access === "read" && printsWhole(input.capabilities) ? "print" : access,
          ...(options.extraRules ? { extraRules: options.extraRules } : {}),
          ...(options.allowPaths ? { allowPaths: options.allowPaths } : {}),
        });
        // A change to loopgate's own config or an agent's settings that only makes the guards stricter is everyday work; any other keeps its answer, with why.
        const judged = verdict?.rule === "tamper.agent-settings" && access === "write" ? judgedSettings(path) : undefined;
        const config = judged ? configChangeProblem(path, output.args, { cwd: input.cwd, home }) ?? null : undefined;
        const whose = judged?.agent === undefined ? "loopgate's config" : "an agent's settings";
        if (verdict && config !== null) verdicts.push(config === undefined ? verdict : { ...verdict, reason: `${verdict.reason}: a change to ${whose} is allowed only when it makes the guards stricter, and ${config}` });
      }
      for (const { pattern, path } of searches ?? []) {
        const verdict = judgeSearch(pattern, path, { cwd: input.cwd, home });
        if (verdict) verdicts.push(verdict);
      }
      const content = judgeContent(output.args, paths.filter((entry) => entry.access === "write").map((entry) => entry.path));
      if (content) verdicts.push(content);
      const planted = options.plantedCodeJudge && judgePlantedWrites(input.toolName, output.args, paths.filter((entry) => entry.access === "write").map((entry) => entry.path), { cwd: input.cwd, home }, options.plantedCodeJudge);
      if (planted) verdicts.push(planted);
      if (problem !== undefined && !verdicts.some((verdict) => verdict.decision === "deny")) {
        verdicts.unshift({ decision: "deny", rule: UNREADABLE_PATCH_RULE, reason: problem });
      }
      const denied = verdicts.filter((verdict) => verdict.decision === "deny");
      if (denied.length > 0) {
        output.block = true;
        output.blockRule = (denied[0] as PathVerdict).rule;
        output.blockReason = denied.map((verdict) => verdict.reason).join("; ");
      } else if (verdicts.length > 0 && !output.ask) {
        output.ask = { reason: verdicts.map((verdict) => verdict.reason).join("; "), rule: (verdicts[0] as PathVerdict).rule };
      }
    },
  };
}

/** Bad options fail where they are given, not as a blocked call later. */
/** A tool that reads files and neither searches, globs nor lists them returns each file whole. */
function printsWhole(capabilities: ToolCapabilities): boolean {
  return capabilities.searches === undefined && capabilities.globs === undefined && capabilities.lists === undefined;
}

function validateOptions(options: SecurityAuditOptions): void {
  for (const rule of options.extraRules ?? []) {
    const label = typeof rule?.id === "string" && rule.id ? `Security audit rule "${rule.id}"` : "A security audit rule";
    if (typeof rule?.id !== "string" || rule.id.trim() === "") throw new ConfigurationError({ message: `${label}: \`id\` must be a non-empty string` });
    if (typeof rule.label !== "string" || typeof rule.category !== "string") throw new ConfigurationError({ message: `${label}: \`label\` and \`category\` must be strings` });
    const matchers = [...(Array.isArray(rule.match) ? rule.match : []), ...(Array.isArray(rule.unless) ? rule.unless : [])];
    if (!Array.isArray(rule.match) || rule.match.length === 0 || (rule.unless !== undefined && !Array.isArray(rule.unless))) {
      throw new ConfigurationError({ message: `${label}: \`match\` must be a non-empty array of matchers (and \`unless\`, if given, an array)` });
    }
    if (matchers.some((matcher) => typeof matcher !== "object" || matcher === null || !MATCHER_KEYS.some((key) => key in matcher))) {
      throw new ConfigurationError({ message: `${label}: every matcher needs one of ${MATCHER_KEYS.join(", ")}` });
    }
  }
  if (options.allowPaths !== undefined && (!Array.isArray(options.allowPaths) || options.allowPaths.some((entry) => typeof entry !== "string" || entry.trim() === ""))) {
    throw new ConfigurationError({ message: "Security audit: `allowPaths` must be an array of non-empty path strings" });
  }
  if (options.priority !== undefined && !Number.isFinite(options.priority)) throw new ConfigurationError({ message: "Security audit: `priority` must be a finite number" });
  if (options.plantedCodeJudge !== undefined && typeof options.plantedCodeJudge !== "function") throw new ConfigurationError({ message: "Security audit: `plantedCodeJudge` must be a function" });
}


const MATCHER_KEYS = ["name", "namePattern", "extension", "inside", "endsWith", "absolute", "homeFile", "test"] as const;
