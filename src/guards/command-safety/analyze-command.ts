import os from "node:os";
import path from "node:path";
import { TOOL_HOME_FILE_RULE, type PathAccess, type SensitivePathRule } from "../security-audit/rules.js";
import { expandPath, type LinkLookups } from "../security-audit/normalize-path.js";
import { classifySensitivePath, type ClassifySensitivePathOptions } from "../security-audit/sensitive-paths.js";
import { foundPathCandidates } from "./flows/found-names.js";
import { credentialStoreSuffix } from "./evaluate/credential-store-suffix.js";
import type { GuardDecision } from "../types.js";
import { combineFindings, type CommandFinding, type DecisionPolicy } from "./decide.js";
import { fallbackHit } from "./fallback.js";
import { DEFAULT_LIMITS, LimitExceeded, type AnalysisLimits } from "./limits.js";
import type { Field, Finding, Invocation } from "./model.js";
import { validateOptions, type CommandRule, type CommandSafetyOptions, type CommandView } from "./options.js";
import { InvocationDispatch } from "./rules/dispatch.js";
import { BUILTIN_DISPATCH, BUILTIN_RULE_SETS, BUILTIN_RULES } from "./rules/index.js";
import { renameOverrides } from "./rules/renamed.js";
import type { Hit, RuleSet, SecretMatch } from "./rules/types.js";
import { ParseCache } from "./shell/parse-cache.js";
import { SourceText } from "./shell/source-text.js";
import { secretGlobCandidates } from "./targets/secret-globs.js";
import { unknownSegmentCandidates, unknownSegmentsPath } from "./targets/unknown-segments.js";
import { Analysis } from "./walk/analysis.js";
import { Env } from "./walk/env.js";
import { ScriptParseError, Walker } from "./walk/walker.js";

/** Options of `analyzeCommand`: the guard's options plus where the command runs. */
export interface AnalyzeCommandOptions extends Omit<CommandSafetyOptions, "priority"> {
  /** The directory the command runs in; relative paths (`rm -rf .`, `rm -rf ..`) resolve against it. */
  cwd?: string;
}

/** The guard's verdict on one command, with everything it found. */
export interface CommandAnalysis extends GuardDecision {
  /** Every finding, each with its decision after overrides and the allow-list. */
  findings: readonly CommandFinding[];
  /** False when the command could not be analysed structurally and the fail-closed scan decided. */
  analyzed: boolean;
}

/** A prepared analyzer: options validated once, then called per command. */
export type CommandAnalyzer = (command: unknown, context?: { cwd?: string }) => CommandAnalysis;

/**
 * Decides whether a shell command is safe to run, by what it does: parses it with a real shell
 * parser, follows wrappers, substitutions and code re-parsed inside it, and applies the rules.
 * Never throws for any command; throws `ConfigurationError` for invalid options.
 *
 * @example
 * analyzeCommand("sudo bash -c 'rm -rf /'").decision // "deny"
 * analyzeCommand("rm -rf node_modules dist").decision // "allow"
 * analyzeCommand("git push --force origin main", { cwd: "/work/app" }).decision // "ask"
 */
export function analyzeCommand(command: string, options: AnalyzeCommandOptions = {}): CommandAnalysis {
  return createCommandAnalyzer(options)(command, options.cwd !== undefined ? { cwd: options.cwd } : {});
}

/**
 * Validates options once and returns an analyzer for many commands (the guard uses one).
 *
 * @example
 * const analyze = createCommandAnalyzer({ strict: true, overrides: { "git.no-verify": "ask" } });
 * analyze("git commit -nm wip", { cwd: "/work/app" }).decision // "ask"
 */
export function createCommandAnalyzer(given: AnalyzeCommandOptions = {}): CommandAnalyzer {
  const { policy, limits, begin } = prepareAnalysis(given);
  return function analyzeShellCommand(command, context = {}) {
    if (typeof command !== "string") {
      const finding: Finding = { rule: "input.invalid-command", category: "input", decision: "deny", reason: `the command is ${describeType(command)}, not a string`, catastrophic: false };
      return { ...combineFindings([finding], policy), analyzed: false };
    }
    if (command.length > limits.maxLength) {
      const hit = fallbackHit(command, "input.too-long", `the command is ${command.length} characters long, over the ${limits.maxLength} the guard analyses`);
      return { ...combineFindings([toFinding(hit)], policy), analyzed: false };
    }
    const { env, analysis, walker } = begin(context.cwd);
    let analyzed = true;
    try {
      const output = walker.script(command, env, { source: new SourceText(command), depth: 0, nesting: 0, via: [], elevated: false, forks: false, infiniteLoop: false });
      analysis.transcript(output);
      for (const info of env.functions.values()) if (!info.called && info.pending) analysis.keep(info.pending);
      analysis.script(env, command);
    } catch (error) {
      analyzed = false;
      analysis.report(failureHit(command, error, limits));
    }
    return { ...combineFindings(analysis.findings, policy), analyzed };
  };
}

/** The guard's options, validated once, and a fresh walk's parts for each thing judged. */
export interface PreparedAnalysis {
  policy: DecisionPolicy;
  limits: AnalysisLimits;
  /** The home directory `~` means, absolute. */
  home: string;
  /** A walker with its analysis and environment, for one command (or one planted file) run in `cwd`. */
  begin(cwd?: string): { env: Env; analysis: Analysis; walker: Walker };
}

/**
 * Validates the guard's options and prepares what every analysis shares (rule sets, limits, the
 * parse cache), for `createCommandAnalyzer` and the judge of files written for tools to run later.
 * Throws `ConfigurationError` for invalid options.
 *
 * @example
 * const { begin } = prepareAnalysis({ home: "/home/ada" });
 * const { walker, env, analysis } = begin("/work/app");
 */
export function prepareAnalysis(given: AnalyzeCommandOptions = {}): PreparedAnalysis {
  const options = typeof given === "object" && given !== null && given.overrides ? { ...given, overrides: renameOverrides(given.overrides) } : given;
  const customRules = options.rules ?? [];
  validateOptions(options, new Set(BUILTIN_RULES.map((rule) => rule.id)));
  const limits: AnalysisLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const home = path.posix.resolve(options.home ?? os.homedir());
  const ruleSets = customRules.length > 0 ? [...BUILTIN_RULE_SETS, customRuleSet(customRules)] : BUILTIN_RULE_SETS;
  const dispatch = customRules.length > 0 ? new InvocationDispatch(ruleSets) : BUILTIN_DISPATCH;
  const policy = { allow: options.allow ?? [], overrides: options.overrides ?? {} };
  const allowPaths = options.allowSecretPaths ?? [];
  const extraRules = options.secretRules ?? [];
  const strict = options.strict === true;
  const parseCache = new ParseCache();
  return {
    policy,
    limits,
    home,
    begin(given) {
      const cwd = given ?? options.cwd;
      // Rules ask about the same paths many times in one command; the file system is read once per path.
      const classified = new Map<string, SecretMatch | undefined>();
      const realPaths = new Map<string, string[]>();
      const links: LinkLookups = new Map();
      const classifySecret = (field: Field, at: string | undefined, access: PathAccess = "read"): SecretMatch | undefined => {
        const found = field.found?.names || field.found?.paths ? `\u0002${field.found.root.value ?? ""}\u0002${(field.found.names ?? []).join("\u0002")}\u0003${(field.found.paths ?? []).join("\u0002")}` : "";
        const key = `${access}\u0000${at ?? cwd ?? ""}\u0000${field.value ?? `\u0001${field.dynamic?.prefix ?? ""}${found}`}`;
        if (classified.has(key)) return classified.get(key);
        const options = { cwd: at ?? cwd ?? process.cwd(), home, allowPaths, extraRules, access, realPaths, links, project: cwd };
        let match = secretOf(field, options);
        // A tool's state is the last answer: a glob, a found name or an unknown segment that may be a login (`~/.config/gh/host*`) is that login.
        if (match?.rule === TOOL_HOME_FILE_RULE) match = secretOf(field, { ...options, access: "read" }) ?? match;
        if (classified.size < MAX_CLASSIFIED_PATHS) classified.set(key, match);
        return match;
      };
      const env = new Env({ home, cwd });
      const analysis = new Analysis({ home, cwd, strict, limits, ruleSets, dispatch, classifySecret, files: env.files, parseCache });
      return { env, analysis, walker: new Walker(analysis) };
    },
  };
}

const MAX_CLASSIFIED_PATHS = 1024;

function failureHit(command: string, error: unknown, limits: AnalysisLimits): Hit {
  if (error instanceof ScriptParseError) return fallbackHit(command, "input.unparseable", `the command cannot be parsed (${error.message})`);
  if (error instanceof LimitExceeded) {
    if (error.limit === "maxNesting") return fallbackHit(command, "input.too-deep", `the command nests more than ${limits.maxNesting} levels deep`);
    return fallbackHit(command, "input.too-complex", `the command needs more analysis than the guard allows (${error.limit})`);
  }
  if (error instanceof RangeError) return fallbackHit(command, "input.too-deep", "the command nests too deeply to analyse");
  return fallbackHit(command, "input.too-complex", `the command could not be analysed (${error instanceof Error ? error.message : String(error)})`);
}

function secretOf(
  field: Field,
  options: { cwd: string; home: string; allowPaths: readonly string[]; extraRules: readonly SensitivePathRule[]; access: PathAccess; realPaths: Map<string, string[]>; links: LinkLookups; project: string | undefined },
): SecretMatch | undefined {
  let candidate = field.value;
  // A path `find -name id_rsa` found below its root: what it is is known by its name.
  if (candidate === undefined && field.found?.names && field.found.root.value !== undefined) {
    // A `*` may match nothing: `.env*` finds `.env`, `*.env` finds `.env` too.
    const names = field.found.names.slice(0, 4).flatMap((name) => (name.includes("*") && name.replace(/\*/g, "") !== "" ? [name, name.replace(/\*/g, "")] : [name]));
    for (const name of names) {
      const match = classifySensitivePath(`${field.found.root.value.replace(/\/+$/, "")}/${name}`, options) ?? classifySensitivePath(`${field.found.root.value.replace(/\/+$/, "")}/found/${name}`, options);
      if (match) return { rule: match.rule, reason: match.reason.replace(/^Access denied: (.*) \(/, `Access denied: files named ${name} below ${field.found.root.value} (`) };
    }
  }
  // `find / -name 'id_*'`, `find / -name .npmrc`, `-path '*/.aws/*'`: what the names and paths searched for can be.
  if (candidate === undefined && field.found && (field.found.names || field.found.paths)) {
    for (const path of foundPathCandidates(field.found, options.home.replace(/\/+$/, ""))) {
      const match = classifySensitivePath(path, options);
      if (match) return { rule: match.rule, reason: match.reason.replace(/^Access denied: (.*?) \(/, `Access denied: paths found below ${field.found.root.value ?? "?"} that may be $1 (`) };
    }
  }
  // `find ~/.ssh -type f`: with no name to tell them apart, the paths found are every file below
  // the root, a secret directory's keys among them.
  if (candidate === undefined && field.found && !field.found.names && field.found.root.value !== undefined) {
    const match = classifySensitivePath(`${field.found.root.value.replace(/\/+$/, "")}/*`, options);
    if (match) return { rule: match.rule, reason: match.reason.replace(/^Access denied: (.*) \(/, `Access denied: files below ${field.found.root.value} (`) };
  }
  if (candidate === undefined) {
    const prefix = field.dynamic?.prefix ?? "";
    // `$X/.ssh/id_rsa`: literal parts naming a credential store's file are judged as that file.
    const stored = credentialStoreSuffix(field, options.home);
    if (!prefix.includes("/") && stored === undefined) return unknownSegmentsSecret(field, options);
    candidate = prefix.includes("/") ? `${prefix}*` : (stored as string);
    if (stored !== undefined && prefix.includes("/") && !classifySensitivePath(candidate, options)) candidate = stored;
  }
  if (candidate === "" || candidate === "-" || candidate.includes("\0")) return undefined;
  const match = classifySensitivePath(candidate, options);
  if (match) return { rule: match.rule, reason: match.reason };
  if (field.value === undefined) return unknownSegmentsSecret(field, options);
  // `cat ~/.vau*`, `/etc/shad*`: an unquoted glob is judged by the secrets it can expand to; a
  // change (`rm -rf .git*`) only by documented locations, not by every secret name it could complete.
  if (!field.glob || !/[*?[]/.test(candidate)) return undefined;
  for (const expansion of secretGlobCandidates(expandPath(candidate, options), options.home, options.access !== "write", options.project)) {
    const hit = classifySensitivePath(expansion, options);
    if (hit) return { rule: hit.rule, reason: hit.reason.replace(/^Access denied: (.*?) \(/, `Access denied: ${candidate} (may expand to $1, `) };
  }
  return undefined;
}

/** `/proc/$(pgrep -f 'node x')/environ`, `$HOME/.config/$APP/hosts.yml`: each unknown segment stands for any one name. */
function unknownSegmentsSecret(field: Field, options: ClassifySensitivePathOptions & { cwd: string; home: string }): SecretMatch | undefined {
  const path = unknownSegmentsPath(field, options.cwd, options.access !== "write");
  if (path === undefined) return undefined;
  const candidates = unknownSegmentCandidates(path, options.home);
  const first = candidates[0] ?? path;
  const written = first.startsWith(`${options.home}/`) ? `~${first.slice(options.home.length)}` : first;
  for (const candidate of candidates) {
    const match = classifySensitivePath(candidate, options);
    if (!match) continue;
    const named = candidate === first ? "* is only known when the command runs" : "any name in place of * may name $1";
    return { rule: match.rule, reason: match.reason.replace(/^Access denied: (.*?) \(/, `Access denied: ${written} (${named}, `) };
  }
  return undefined;
}

function customRuleSet(rules: readonly CommandRule[]): RuleSet {
  return {
    category: "custom",
    rules: rules.map((rule) => ({ id: rule.id, decision: rule.decision, description: rule.reason ?? "custom rule" })),
    invocation(invocation) {
      const view = commandView(invocation);
      const hits: Hit[] = [];
      for (const rule of rules) {
        if (rule.commands && !rule.commands.some((name) => name.toLowerCase() === view.name)) continue;
        if (rule.pattern) {
          rule.pattern.lastIndex = 0;
          if (!rule.pattern.test(view.line)) continue;
        }
        let result: boolean | string = true;
        if (rule.match) {
          try {
            result = rule.match(view);
          } catch (error) {
            result = `custom rule "${rule.id}" failed on \`${view.line}\`: ${error instanceof Error ? error.message : String(error)}`;
          }
        }
        if (result === false) continue;
        hits.push({ rule: rule.id, decision: rule.decision, reason: typeof result === "string" ? result : (rule.reason ?? `\`${view.line}\` matches rule ${rule.id}`) });
      }
      return hits;
    },
  };
}

function commandView(invocation: Invocation): CommandView {
  return {
    name: invocation.name,
    args: invocation.argv.slice(1).map((field) => field.value),
    line: invocation.line,
    via: invocation.via,
    elevated: invocation.elevated,
  };
}

function toFinding(hit: Hit): Finding {
  return { rule: hit.rule, category: "input", decision: hit.decision, reason: hit.reason, catastrophic: false };
}

function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}
