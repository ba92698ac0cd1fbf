import { lstatSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type * as Yaml from "yaml";
import { applyHunks } from "../../tools/apply-patch/apply-hunks.js";
import { parsePatch } from "../../tools/apply-patch/parse-patch.js";
import { agentSettingsKind, agentSettingsLoosening, setsAGuard, type AgentSettingsKind } from "./agent-settings-tightening.js";
import { fragmentEditProblem } from "./agent-settings-fragments.js";
import { looseningChange } from "./config-tightening.js";
import { parseTomlSubset } from "./toml-subset.js";
import { expandPath } from "./normalize-path.js";

/** loopgate's config files whose content can be read as data (a `.js`/`.ts` config is code, and is never judged by content). */
const DATA_CONFIG = /^loopgate\.config\.(?:json|ya?ml)$/;
/** Arguments that hold a whole file's new content, by agent. */
const WHOLE_CONTENT = ["content", "contents", "file_text", "text", "CodeContent"] as const;
/** Edit arguments: the text replaced and its replacement, by agent. */
const OLD_KEYS = ["old_string", "old_str", "oldText", "old_text", "oldString"] as const;
const NEW_KEYS = ["new_string", "new_str", "newText", "new_text", "newString"] as const;
/** A config larger than this is not read. */
const MAX_CONFIG_BYTES = 256 * 1024;
const MAX_EDITS = 32;

/** Where the judge runs: the working directory the call's paths are relative to, and the home directory. */
export interface ConfigChangeContext {
  cwd: string;
  home: string;
}

/**
 * Whether a file tool's write to loopgate's own config (`loopgate.config.json|yaml`), or to an
 * agent CLI's settings (Claude Code's and Gemini CLI's `settings.json`, Codex's `config.toml`),
 * only makes the guards stricter: the config is read from disk (missing: a new config, judged on its own),
 * the call's whole content, edits (`old_string`/`new_string`, MultiEdit's `edits`) or patch are
 * applied to it, and the two are compared key by key (`looseningChange`). Anything that cannot be
 * seen — a config in code, a file that cannot be read or parsed, an edit that does not apply, a
 * link, a deletion or a move — is not shown to tighten, and stays denied.
 *
 * @example
 * configChangeTightens("loopgate.config.json", { file_path: "loopgate.config.json", content: '{"guards":{"commandSafety":{"strict":true}}}' }, { cwd: "/work/app", home: "/home/ada" })
 * // true when /work/app/loopgate.config.json does not exist or had no looser settings
 */
export function configChangeTightens(rawPath: string, args: Record<string, unknown>, context: ConfigChangeContext): boolean {
  return configChangeProblem(rawPath, args, context) === undefined;
}

/**
 * Why a write to loopgate's config or an agent's settings is not shown to only tighten it (the key
 * it loosens, or what could not be read), or undefined when it only tightens. An edit of an
 * agent's JSON settings not on disk is judged by the fragments it shows (`fragmentEditProblem`).
 *
 * @example
 * configChangeProblem("loopgate.config.json", { file_path: "loopgate.config.json", content: '{"guards":{"commandSafety":false}}' }, { cwd: "/work/app", home: "/home/ada" })
 * // "it changes guards.commandSafety"
 */
export function configChangeProblem(rawPath: string, args: Record<string, unknown>, context: ConfigChangeContext): string | undefined {
  const judged = judgedSettings(rawPath);
  if (judged === undefined) return "its effect cannot be read (not a JSON or YAML config)";
  const absolute = expandPath(rawPath, context);
  const before = readConfigText(absolute);
  if (before === null) return "the config on disk cannot be read";
  const after = newText(args, before, rawPath, absolute, context);
  if (after === undefined) {
    // An edit of an agent's JSON settings that are not on disk: judged by the two fragments it shows.
    const edits = before === undefined && judged.agent !== undefined && judged.format === "json" ? shownEdits(args) : undefined;
    if (edits === undefined) return "the new config cannot be worked out from the call";
    for (const edit of edits) {
      const problem = fragmentEditProblem(judged.agent as AgentSettingsKind, edit.old, edit.replacement);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  const oldConfig = before === undefined ? undefined : parseConfig(before, judged.format);
  const newConfig = parseConfig(after, judged.format);
  if (oldConfig === null || newConfig === null) return "the config cannot be parsed";
  if (oldConfig === undefined && judged.agent !== undefined && !setsAGuard(judged.agent, newConfig)) return "it replaces settings that cannot be seen with ones that tighten nothing";
  const key = judged.loosening(oldConfig, newConfig);
  return key === undefined ? undefined : `it changes ${key}`;
}

/** A settings file whose changes are judged by effect: its format, whose it is, and the comparison. */
interface JudgedSettings {
  format: "json" | "yaml" | "toml";
  /** The agent CLI whose settings these are; undefined for loopgate's config. */
  agent?: AgentSettingsKind;
  loosening: (before: unknown, after: unknown) => string | undefined;
}

/**
 * Which settings model judges a file: loopgate's data configs (`looseningChange`), or an agent
 * CLI's settings (`agentSettingsLoosening`: Claude Code, Gemini CLI, Codex); undefined for any
 * other file, whose changes are never shown to tighten.
 *
 * @example
 * judgedSettings(".claude/settings.json")?.agent // "claude"
 */
export function judgedSettings(rawPath: string): JudgedSettings | undefined {
  const name = path.basename(rawPath);
  if (DATA_CONFIG.test(name)) return { format: name.endsWith(".json") ? "json" : "yaml", loosening: looseningChange };
  const agent = agentSettingsKind(rawPath);
  if (agent === undefined) return undefined;
  return { format: agent === "codex" ? "toml" : "json", agent, loosening: (before, after) => agentSettingsLoosening(agent, before, after) };
}

/** The `old_string`/`new_string` pairs of an edit call or MultiEdit's `edits` (without `replace_all`, which may reach places the fragment does not show). */
function shownEdits(args: Record<string, unknown>): Array<{ old: string; replacement: string }> | undefined {
  const list: unknown[] = Array.isArray(args.edits) ? args.edits.slice(0, MAX_EDITS + 1) : [args];
  if (list.length === 0 || list.length > MAX_EDITS || args.replace_all === true) return undefined;
  const edits: Array<{ old: string; replacement: string }> = [];
  for (const entry of list) {
    if (typeof entry !== "object" || entry === null) return undefined;
    const record = entry as Record<string, unknown>;
    const old = OLD_KEYS.map((key) => record[key]).find((value): value is string => typeof value === "string");
    const replacement = NEW_KEYS.map((key) => record[key]).find((value): value is string => typeof value === "string");
    if (old === undefined || old === "" || replacement === undefined || record.replace_all === true) return undefined;
    edits.push({ old, replacement });
  }
  return edits;
}

/**
 * Why a known text the shell writes into loopgate's config or an agent's settings (`cat > loopgate.config.json <<'EOF'`,
 * `echo … >> loopgate.config.yaml`, `… | tee loopgate.config.json`) is not shown to only tighten
 * it: the same judge as the file tools' (`configChangeProblem`), with the text as the whole new
 * content, or appended to the config on disk. Undefined when it only tightens.
 *
 * @example
 * configTextProblem("loopgate.config.yaml", "guards:\n  loopGuard:\n    hardLimit: 4\n", false, { cwd: "/work/app", home: "/home/ada" })
 * // undefined when the config on disk had no lower limit
 */
export function configTextProblem(rawPath: string, text: string, append: boolean, context: ConfigChangeContext): string | undefined {
  if (!append) return configChangeProblem(rawPath, { content: text }, context);
  const before = readConfigText(expandPath(rawPath, context));
  if (before === null) return "the config on disk cannot be read";
  return configChangeProblem(rawPath, { content: (before ?? "") + text }, context);
}

/** The file's text; undefined when it does not exist; null when it cannot be read, is a link or is too large. */
function readConfigText(absolute: string): string | undefined | null {
  try {
    const stat = lstatSync(absolute);
    if (!stat.isFile() || stat.size > MAX_CONFIG_BYTES) return null;
    return readFileSync(absolute, "utf8");
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? undefined : null;
  }
}

/** The config's text after the call: its whole content, its edits applied in order, or its patch applied. */
function newText(args: Record<string, unknown>, before: string | undefined, rawPath: string, absolute: string, context: ConfigChangeContext): string | undefined {
  const whole = WHOLE_CONTENT.map((key) => args[key]).find((value): value is string => typeof value === "string");
  if (whole !== undefined) return whole;
  for (const value of Object.values(args)) {
    if (typeof value === "string" && /^\s*(?:\*\*\* Begin Patch|---\s|diff --git)/.test(value)) return patchedText(value, before, rawPath, absolute, context);
  }
  if (before === undefined) return undefined;
  const edits = Array.isArray(args.edits) ? args.edits.slice(0, MAX_EDITS + 1) : [args];
  if (edits.length > MAX_EDITS) return undefined;
  let text = before;
  for (const edit of edits) {
    if (typeof edit !== "object" || edit === null) return undefined;
    const record = edit as Record<string, unknown>;
    const old = OLD_KEYS.map((key) => record[key]).find((value): value is string => typeof value === "string");
    const replacement = NEW_KEYS.map((key) => record[key]).find((value): value is string => typeof value === "string");
    if (old === undefined || replacement === undefined || old === "") return undefined;
    const first = text.indexOf(old);
    if (first < 0) return undefined;
    const all = record.replace_all === true || args.replace_all === true;
    if (!all && text.indexOf(old, first + old.length) >= 0) return undefined;
    text = all ? text.split(old).join(replacement) : text.slice(0, first) + replacement + text.slice(first + old.length);
  }
  return text;
}

/** The config's text after a patch's section for it (an added file's content, or its hunks applied); undefined for a deletion, a move or a patch that does not apply. */
function patchedText(patch: string, before: string | undefined, rawPath: string, absolute: string, context: ConfigChangeContext): string | undefined {
  try {
    const section = parsePatch(patch).files.find((file) => file.path === rawPath || expandPath(file.path, context) === absolute);
    if (section === undefined || (section.newPath !== undefined && section.newPath !== section.path)) return undefined;
    if (section.kind === "add") return section.content ?? "";
    if (section.kind !== "update" || before === undefined) return undefined;
    return applyHunks(before, section.hunks, rawPath);
  } catch {
    return undefined;
  }
}

type ParseYaml = typeof Yaml.parse;
// The YAML parser, loaded the first time a YAML config is judged: the hook judges most calls
// without it, and loading it costs more than judging one.
let parseYaml: ParseYaml | undefined;

/** A config's data; null when it cannot be parsed. */
function parseConfig(text: string, format: JudgedSettings["format"]): unknown {
  try {
    if (text.length > MAX_CONFIG_BYTES) return null;
    if (format === "json") return JSON.parse(text);
    if (format === "toml") return parseTomlSubset(text);
    parseYaml ??= (createRequire(import.meta.url)("yaml") as typeof Yaml).parse;
    return parseYaml(text, { maxAliasCount: 16 }) ?? {};
  } catch {
    return null;
  }
}
