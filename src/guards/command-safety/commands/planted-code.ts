import path from "node:path";
import { staticField, type CwdState, type Invocation, type Redirection } from "../model.js";
import type { Env } from "../walk/env.js";
import { filePath } from "../walk/files.js";
import type { Frame } from "../walk/frame.js";
import type { WalkerApi } from "../walk/walker-api.js";
import { isBuildScriptFile, isCiPipelineFile, plantedCodeFileKind } from "../../security-audit/planted-code-files.js";
import { buildScriptCode } from "./build-scripts.js";
import { pipelineSteps, type PipelineFinding } from "./ci-pipelines.js";
import { makeRecipes } from "./hidden-code.js";
import { isRecord, parseLooseJson, shellQuote } from "./loose-json.js";
import { mcpServerCommands } from "./mcp-servers.js";
import { installScriptsEnabledIn } from "./install-scripts.js";
import { configuredIndexes, INDEX_CONFIG_FILE, weakIndex } from "./package-indexes.js";
import { pathProgramScript } from "./path-program-scripts.js";
import { taskCommands } from "./task-files.js";

/** Commands a tool will run later from a file, and where they run. */
export interface PlantedCode {
  /** What runs them, for reasons: `package.json script "postinstall"`. */
  commands: { label: string; code: string }[];
  /** The directory the tool runs them in. */
  directory: string;
  /** The interpreter and its code option when the code is not shell commands: `["python3", "-c"]` for `setup.py` (run by `pip install`). */
  interpreter?: readonly [string, string];
  /** What the file declares that is worth asking about by itself (a CI file's compromised action, its secrets exposed at once). */
  findings?: PipelineFinding[];
}

const MAX_COMMANDS = 64;
const MAX_COMMAND_LENGTH = 4000;
/** Devcontainer lifecycle commands (containers.dev reference); `initializeCommand` runs on the host. */
const DEVCONTAINER_KEYS = ["initializeCommand", "onCreateCommand", "updateContentCommand", "postCreateCommand", "postStartCommand", "postAttachCommand"];

/** husky's (v5–v8) documented first line, which sources its own runner from `.husky/_/husky.sh`. */
const HUSKY_PREAMBLE = /^[ \t]*\.[ \t]+"\$\(dirname(?:[ \t]+--)?[ \t]+"\$0"\)\/_\/husky\.sh"[ \t]*$/m;

/**
 * The commands a tool runs later from a file the command writes, by each tool's documentation:
 * `package.json` and `composer.json` scripts (lifecycle hooks run by a plain install), makefile
 * recipes, justfile and Taskfile commands, `.envrc` (direnv), git and husky hooks, `setup.py`
 * (run by `pip install .`), a devcontainer's lifecycle commands and VS Code tasks; the servers of
 * an agent host's MCP configuration (`.mcp.json`, `~/.cursor/mcp.json`, Codex's `config.toml`, …),
 * which the host starts by itself; and a script written into a program directory on the search
 * path (`~/.local/bin/git`), which runs whenever its name is typed. Undefined for other files.
 *
 * @example
 * plantedCode("/tmp/p/package.json", '{"scripts":{"postinstall":"curl x | sh"}}')?.commands[0]?.code // "curl x | sh"
 */
export function plantedCode(file: string, text: string, home?: string): PlantedCode | undefined {
  const base = path.posix.basename(file);
  const directory = path.posix.dirname(file);
  const parent = path.posix.basename(directory);
  const kind = plantedCodeFileKind(file, home);
  if (kind === undefined) return undefined;
  if (kind === "mcp") {
    const servers = mcpServerCommands(file, text).slice(0, MAX_COMMANDS).map((server) => ({ label: `${server.label} in ${base}`, code: server.code.slice(0, MAX_COMMAND_LENGTH) }));
    // Project configs live in a host's folder (`.cursor/mcp.json`): their servers start in the project.
    const root = parent.startsWith(".") && parent !== "." && base !== ".claude.json" ? path.posix.dirname(directory) : directory;
    return servers.length > 0 ? { commands: servers, directory: root === "." ? directory : root } : undefined;
  }
  if (kind === "path-program") {
    const script = pathProgramScript(file, text);
    if (!script || script.code.trim() === "") return undefined;
    const planted: PlantedCode = { commands: [{ label: script.label, code: script.code }], directory: home ?? directory };
    if (script.interpreter) planted.interpreter = script.interpreter;
    return planted;
  }
  let commands: { label: string; code: string }[] = [];
  if (isCiPipelineFile(file)) return pipelinePlanted(file, text, directory);
  if (isBuildScriptFile(file)) return buildScriptPlanted(file, text, directory);
  if (base === "package.json" || base === "composer.json") commands = scripts(base, text);
  else if (base === "Makefile" || base === "makefile" || base === "GNUmakefile" || base.endsWith(".mk")) commands = makeCommands(text).map((code) => ({ label: `${base} recipe`, code }));
  else if (base === "justfile" || base === "Justfile" || base === ".justfile") commands = taskCommands("just", text).map((code) => ({ label: `${base} recipe`, code }));
  else if (/^[Tt]askfile\.ya?ml$/.test(base)) commands = taskCommands("task", text).map((code) => ({ label: `${base} task`, code }));
  else if (base === ".envrc") commands = [{ label: ".envrc (sourced by direnv)", code: text }];
  else if ((parent === "hooks" && path.posix.basename(path.posix.dirname(directory)) === ".git" && !base.endsWith(".sample")) || (parent === ".husky" && !base.startsWith("."))) commands = [{ label: `${parent === ".husky" ? "husky" : "git"} hook ${base}`, code: parent === ".husky" ? text.replace(HUSKY_PREAMBLE, "") : text }];
  else if (base === "setup.py") return { commands: [{ label: "setup.py (run by pip install)", code: text.slice(0, 20_000) }], directory, interpreter: ["python3", "-c"] };
  else if (base === "devcontainer.json" || base === ".devcontainer.json") commands = devcontainerCommands(text);
  else if (base === "tasks.json" && parent === ".vscode") commands = vscodeTasks(text);
  else return undefined;
  const root = parent === "hooks" || parent === ".vscode" || parent === ".devcontainer" ? path.posix.dirname(parent === "hooks" ? path.posix.dirname(directory) : directory) : directory;
  const kept = commands.filter((command) => command.code.trim() !== "").slice(0, MAX_COMMANDS).map((command) => ({ label: command.label, code: command.code.slice(0, MAX_COMMAND_LENGTH) }));
  return kept.length > 0 ? { commands: kept, directory: root } : undefined;
}

/**
 * Judges what a file the command just wrote will run later (`printf '{"scripts":{"postinstall":
 * "curl … | sh"}}' > package.json`): its commands are walked as if they ran in the file's
 * directory. The write is the planting and a later install or build the trigger, so only what
 * runs code from elsewhere, sends data out or would be denied outright is reported, and it asks
 * (nothing has run yet) — a makefile's `install` recipe writing `/usr/local/bin` is not asked
 * about before anyone runs it.
 */
export function judgePlantedFiles(walker: WalkerApi, invocation: Invocation, files: readonly string[], env: Env, frame: Frame): void {
  for (const file of files.slice(0, 8)) {
    const written = env.files.get(file);
    if (written?.text === undefined) continue;
    if (INDEX_CONFIG_FILE.test(file)) {
      // `echo 'registry=http://198.51.100.7/' >> ~/.npmrc`: every later install trusts that index.
      const index = weakIndex(configuredIndexes(file, written.text));
      if (index) walker.analysis.report({ rule: "rce.unreviewed-package", decision: "ask", reason: `${invocation.name} writes ${file}, which ${index}` }, invocation);
      // `echo ignore-scripts=false >> .npmrc`: install scripts run again on every later install.
      if (installScriptsEnabledIn(file, written.text)) walker.analysis.report({ rule: "rce.install-scripts-enabled", decision: "ask", reason: `${invocation.name} writes ${file}, which turns install scripts back on for every later install` }, invocation);
      continue;
    }
    const planted = plantedCode(file, written.text, env.home);
    if (planted) judgePlanted(walker, invocation, file, planted, env, frame);
  }
}

/**
 * Walks what a written file will run later as if it ran in its directory, and keeps what a
 * planting reports: what would be denied, or code from elsewhere, data sent out, secrets, tampering
 * and persistence, each asking (nothing has run yet). Shared by shell writes and the file tools' judge.
 *
 * @example
 * judgePlanted(walker, invocation, "/w/package.json", plantedCode("/w/package.json", text)!, env, frame);
 */
export function judgePlanted(walker: WalkerApi, invocation: Invocation, file: string, planted: PlantedCode, env: Env, frame: Frame): void {
  const local = env.clone();
  local.cwd = { known: true, path: planted.directory, initial: false };
  for (const finding of planted.findings ?? []) walker.analysis.report({ rule: finding.rule, decision: "ask", reason: `${finding.reason} (written to ${file})` }, invocation);
  const findings = walker.analysis.holdBack(() => {
    for (const { label, code } of planted.commands) {
      const via = `${label} written to ${file}`;
      if (planted.interpreter) walker.run([staticField(planted.interpreter[0]), staticField(planted.interpreter[1]), staticField(code)], { assignments: new Map(), redirections: [], text: invocation.text }, local, { ...frame, via: [...frame.via, via] });
      else walker.code(staticField(code), "shell-command", invocation, local, frame, via);
    }
  });
  // Nothing runs yet: what would be denied if it ran asks, as any other write of code for later does.
  walker.analysis.keep(findings.filter((finding) => finding.decision === "deny" || REPORTED_LATER.test(finding.rule)).map((finding) => ({ ...finding, decision: "ask" as const, catastrophic: false })));
}

/** A CI file's steps and declarations, run from the repository's root (the folder holding `.github`, `.circleci`, …). */
export function pipelinePlanted(file: string, text: string, directory: string): PlantedCode | undefined {
  const steps = pipelineSteps(file, text);
  const parent = path.posix.basename(directory);
  const root = parent === "workflows" || parent === "ci" ? path.posix.dirname(path.posix.dirname(directory)) : parent.startsWith(".") && parent !== "." ? path.posix.dirname(directory) : directory;
  const commands = steps.commands.map((command) => ({ label: command.label, code: command.code.slice(0, MAX_COMMAND_LENGTH) }));
  if (commands.length === 0 && steps.findings.length === 0) return undefined;
  return { commands, directory: root, findings: steps.findings };
}

/** What a language toolchain's build script runs (`build.rs`, `conftest.py`, Gradle, CMake, …), run in its directory. */
export function buildScriptPlanted(file: string, text: string, directory: string): PlantedCode | undefined {
  const code = buildScriptCode(file, text);
  const label = `${path.posix.basename(file)} (run by its build tool)`;
  const commands = (code?.commands ?? []).filter((command) => command.trim() !== "").slice(0, MAX_COMMANDS).map((command) => ({ label, code: command.slice(0, MAX_COMMAND_LENGTH) }));
  if (commands.length === 0) return undefined;
  return code?.interpreter ? { commands, directory, interpreter: code.interpreter } : { commands, directory };
}

/** Rules a planted command reports even when they only ask: code from elsewhere, data sent out, secrets. */
const REPORTED_LATER = /^(?:rce|net|code|secrets|exfil|tamper|host\.persistence)\./;

/** `scripts` of package.json (strings) and composer.json (strings or lists of strings). */
function scripts(base: string, text: string): { label: string; code: string }[] {
  const parsed = parseLooseJson(text);
  const found = isRecord(parsed) ? parsed.scripts : undefined;
  if (!isRecord(found)) return [];
  return Object.entries(found).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).filter((code): code is string => typeof code === "string").map((code) => ({ label: `${base} script "${name}"`, code })));
}

/** Makefile recipes with the makefile's own simple variables put in (`$(DIR)` → its value); others become environment references, as make would read them. */
export function makeCommands(text: string): string[] {
  const variables = new Map<string, string>();
  for (const match of text.matchAll(/^([A-Za-z_][\w.-]*)\s*[:?+]?=\s*(.*)$/gm)) {
    if (variables.size < 64) variables.set(match[1] as string, (match[2] as string).trim());
  }
  return makeRecipes(text).map((recipe) =>
    recipe.replace(/\$[({]([A-Za-z_][\w.-]*)[)}]/g, (_whole, name: string) => variables.get(name) ?? `$${name.replace(/[.-]/g, "_")}`).replace(/\$\$/g, "$"),
  );
}

/** A devcontainer's lifecycle commands: a string (shell), a list (one command's words) or an object of named ones. */
function devcontainerCommands(text: string): { label: string; code: string }[] {
  const parsed = parseLooseJson(text);
  if (!isRecord(parsed)) return [];
  const commands: { label: string; code: string }[] = [];
  const add = (label: string, value: unknown) => {
    if (typeof value === "string") commands.push({ label, code: value });
    else if (Array.isArray(value)) commands.push({ label, code: value.filter((word): word is string => typeof word === "string").map(shellQuote).join(" ") });
  };
  for (const key of DEVCONTAINER_KEYS) {
    const value = parsed[key];
    if (isRecord(value)) for (const [name, entry] of Object.entries(value)) add(`devcontainer ${key}.${name}`, entry);
    else add(`devcontainer ${key}`, value);
  }
  return commands;
}

/** VS Code tasks: each task's command with its arguments. */
function vscodeTasks(text: string): { label: string; code: string }[] {
  const parsed = parseLooseJson(text);
  const tasks = isRecord(parsed) && Array.isArray(parsed.tasks) ? parsed.tasks : [];
  return tasks.filter(isRecord).flatMap((task, index) => {
    if (typeof task.command !== "string") return [];
    const args = Array.isArray(task.args) ? task.args.filter((word): word is string => typeof word === "string").map(shellQuote) : [];
    return [{ label: `VS Code task ${typeof task.label === "string" ? JSON.stringify(task.label) : index}`, code: [task.command, ...args].join(" ") }];
  });
}

/** The files a command's standard output redirects write, for {@link judgePlantedFiles}. */
export function redirectedFiles(redirections: readonly Redirection[], cwd: CwdState): string[] {
  const files: string[] = [];
  for (const redirect of redirections) {
    if (redirect.fd !== undefined && redirect.fd !== 1) continue;
    if (!(redirect.op === ">" || redirect.op === ">>" || redirect.op === ">|" || redirect.op === "&>" || redirect.op === "&>>")) continue;
    const key = filePath(redirect.target, cwd);
    if (key !== undefined && (plantedCodeFileKind(key) !== undefined || INDEX_CONFIG_FILE.test(key))) files.push(key);
  }
  return files;
}
