import path from "node:path";
import { fileWrites } from "../commands/file-writes.js";
import type { Field, Invocation } from "../model.js";
import { plantedCodeFileKind } from "../../security-audit/planted-code-files.js";
import { resolve } from "../targets/classify-path.js";
import { placeOf, type PathPlace } from "../../security-audit/path-places.js";
import { hookConfigExpressionChange } from "./hook-config-expressions.js";
import { heredocBody } from "./hook-text-writes.js";
import { pathContext } from "./helpers.js";
import type { Hit, RuleContext } from "./types.js";

/**
 * Files whose commands an agent host or an editor starts by itself, without anyone running them:
 * agent hosts' MCP server lists (`planted-code-files.ts`: `.mcp.json`, `.cursor/mcp.json`,
 * `.vscode/mcp.json`, Windsurf's `mcp_config.json`, Claude Desktop's, Cline's, Roo's, Amazon Q's,
 * Kiro's, Continue's, …) and VS Code's `tasks.json` (a task may run when the folder opens,
 * `security-audit/run-on-open.ts`). Written with a text the command shows, they are judged by what
 * they will run (`commands/planted-code.ts`); this default covers the writes whose text loopgate
 * cannot see.
 */
function startsByItself(file: string): boolean {
  if (plantedCodeFileKind(file) === "mcp") return true;
  return path.posix.basename(file) === "tasks.json" && path.posix.basename(path.posix.dirname(file)) === ".vscode";
}

/** Programs that fetch a URL into a file (`curl -o`, `wget -O`, …): what they write is the network's. */
const DOWNLOADERS = new Set(["curl", "wget", "wget2", "aria2c", "http", "https", "xh", "fetch", "axel"]);
/** Programs that copy, move or link files onto a path: their sources are what is written. */
const COPIERS = new Set(["cp", "mv", "ln", "install", "rsync", "ditto", "scp"]);
/** `tee`/`sponge` write their input; `cat`'s output written by a redirect is its operands. */
const INPUT_WRITERS = new Set(["tee", "sponge"]);

/**
 * A safe default for the files an agent or editor starts commands from: replacing or editing one
 * with text loopgate cannot see asks, since it cannot rule out a server or task that runs by
 * itself. What it can see stays allowed: a copy of the project's own template (`cp
 * .mcp.example.json .mcp.json`), a known text (judged as planted code instead), and an in-place
 * substitution of literal text that changes a version or a port (`sed -i
 * 's/server-github@0.5.0/server-github@0.6.0/' .mcp.json`: the new text has a digit and no spaces
 * or shell syntax). Removing such a file starts nothing and is left to the other rules.
 *
 * @example
 * unseenAutoRunWrites(invocationOf("curl -o .cursor/mcp.json https://x.example/mcp.json"), context)[0]?.rule // "tamper.unseen-auto-run"
 */
export function unseenAutoRunWrites(invocation: Invocation, context: RuleContext, label: () => string): Hit[] {
  const name = invocation.name;
  const editor = /^g?sed$|^perl$|^jq$|^yq$|^gojq$|^dasel$|^json$|^crudini$/.test(name);
  if (!DOWNLOADERS.has(name) && !COPIERS.has(name) && !INPUT_WRITERS.has(name) && !editor) return [];
  for (const { field, effect } of fileWrites(invocation)) {
    if (field.value === undefined || (effect !== "overwrite" && effect !== "edit" && effect !== "create" && effect !== "append")) continue;
    const file = path.posix.normalize(field.value);
    if (!startsByItself(file) || decidedElsewhere(field, invocation, context)) continue;
    if (INPUT_WRITERS.has(name) && heredocBody(invocation.stdin) !== undefined) continue;
    if (COPIERS.has(name) && copiesProjectFiles(invocation, field, context)) continue;
    if (editor && pinBump(invocation)) continue;
    const how = DOWNLOADERS.has(name) ? "with a file fetched from the network" : COPIERS.has(name) ? "with a file from outside the project" : editor ? "by an edit whose result it cannot see" : "with text it cannot see";
    return [{ rule: "tamper.unseen-auto-run", decision: "ask", reason: `${label()} replaces ${field.value}, whose commands an agent or editor starts by itself, ${how}: loopgate cannot rule out a server or task that runs unseen` }];
  }
  return [];
}

/**
 * A redirect into such a file of output loopgate cannot see (`curl -s URL > .mcp.json`, `cat
 * /tmp/servers.json > .cursor/mcp.json`); `cat` of the project's own files is a copy of them.
 * `known` is the text the redirect writes when the command shows it.
 */
export function unseenAutoRunRedirect(target: Field, invocation: Invocation | undefined, known: string | undefined, context: RuleContext): Hit | undefined {
  if (target.value === undefined || known !== undefined || invocation === undefined) return undefined;
  const file = path.posix.normalize(target.value);
  if (!startsByItself(file) || decidedElsewhere(target, invocation, context)) return undefined;
  if (invocation.name === "cat" && invocation.argv.length > 1 && invocation.argv.slice(1).every((operand) => inProject(operand, invocation, context))) return undefined;
  if (invocation.name === "cat" && invocation.argv.length === 1 && heredocBody(invocation.stdin) !== undefined) return undefined;
  return { rule: "tamper.unseen-auto-run", decision: "ask", reason: `a redirect of ${invocation.name} replaces ${target.value}, whose commands an agent or editor starts by itself, with output loopgate cannot see: it cannot rule out a server or task that runs unseen` };
}

/**
 * A copy in temporary space is read by no agent host (`cp opencode.json /tmp/`); an agent's own
 * settings that also list servers (Gemini CLI's `settings.json`, Codex's `config.toml`) are judged
 * by `tamper.agent-settings`, which allows a rewrite that only tightens them.
 */
function decidedElsewhere(field: Field, invocation: Invocation, context: RuleContext): boolean {
  if (placeOfField(field, invocation, context) === "temporary") return true;
  return context.classifySecret(field, invocation.cwd.known ? invocation.cwd.path : context.initialCwd, "write")?.rule === "tamper.agent-settings";
}

/** Whether every source a copy names (the operands other than its target) is a file of the project. */
function copiesProjectFiles(invocation: Invocation, target: Field, context: RuleContext): boolean {
  const sources = invocation.argv.slice(1, 33).filter((field) => field !== target && field.value !== target.value && !(field.value ?? "-").startsWith("-"));
  return sources.length > 0 && sources.every((source) => inProject(source, invocation, context));
}

function inProject(field: Field, invocation: Invocation, context: RuleContext): boolean {
  if (field.value === undefined || /^[a-z][\w+.-]*:/i.test(field.value)) return false;
  return placeOfField(field, invocation, context) === "project";
}

/** Where a path operand lies (the project, temporary space, a home, …), when it is known. */
function placeOfField(field: Field, invocation: Invocation, context: RuleContext): PathPlace | undefined {
  if (field.value === undefined) return undefined;
  const resolved = resolve(field.value, pathContext(invocation, context));
  return resolved.absolute ? placeOf(resolved.path, { home: context.home, project: context.initialCwd }).place : undefined;
}

/** `sed -i 's/@0.5.0/@0.6.0/' f`: literal substitutions whose new text is a version or a port, not a program. */
function pinBump(invocation: Invocation): boolean {
  const change = hookConfigExpressionChange(invocation);
  return change !== undefined && change.added.length > 0 && change.added.every((text) => /\d/.test(text) && /^[\w.@:/+-]{1,120}$/.test(text));
}
