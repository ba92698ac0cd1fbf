import type { ToolCapabilities } from "../tools/tool-capabilities.js";

/** What of an MCP tool's description the inference reads. */
export interface McpToolShape {
  name: string;
  description?: string | undefined;
  inputSchema: { properties?: Record<string, unknown> | undefined };
  annotations?: { readOnlyHint?: boolean | undefined; destructiveHint?: boolean | undefined } | undefined;
}

type PropertySchema = { type?: unknown; description?: unknown; items?: unknown };

const PATH_NOUNS = new Set(["path", "paths", "pathname", "file", "files", "filename", "filenames", "filepath", "filepaths", "dir", "dirs", "directory", "directories", "folder", "folders"]);
const NAME_OWNERS = new Set(["file", "dir", "directory", "folder", "path"]);
const ENDPOINT_NOUNS = new Set(["source", "src", "destination", "dest", "target", "from", "to"]);
const COMMAND_NOUNS = new Set(["command", "cmd", "script", "commandline", "cmdline"]);
const WORKDIR_KEYS = new Set(["cwd", "workdir", "working directory", "working dir", "workingdir"]);
const FILE_TOPIC = /\b(files?|director(?:y|ies)|folders?|paths?|move|copy|rename)\b/i;
const PATH_DESCRIPTION = /^(?:the |an? )?(?:absolute |relative |full )?(?:(?:file|directory|folder)[ -]?)?(?:paths?|file ?names?)\b|\b(?:file|directory|folder) ?paths?\b|\bpath (?:to|of) (?:the |a )?(?:file|directory|folder)\b/i;
const COMMAND_DESCRIPTION = /\b(?:shell|bash|terminal) command\b|\bcommand line to\b|\bcommand to (?:run|execute)\b/i;
const READ_VERBS = new Set(["read", "get", "list", "ls", "search", "find", "grep", "glob", "view", "show", "cat", "stat", "info", "tree", "open", "load", "fetch", "query", "describe", "inspect", "head", "tail", "count", "diff", "exists", "check"]);
const WRITE_VERBS = new Set(["write", "edit", "create", "delete", "remove", "rm", "move", "mv", "rename", "copy", "cp", "update", "save", "put", "upload", "download", "append", "patch", "set", "mkdir", "touch", "replace", "insert", "modify", "chmod", "chown", "truncate", "extract", "unzip", "install", "apply"]);

/**
 * What the guards should judge an MCP tool by, read from its input schema: arguments named (or
 * described) as shell commands (`command`, `cmd`, `script`) are `commands`, with a `cwd`-like
 * argument as their `workdir`; arguments named (or described) as paths (`path`, `paths`, `file`,
 * `filename`, `directory`, …; `source` and `destination` of a tool about files) are `reads` when the
 * tool only reads — its `readOnlyHint`, or a name such as `read_file` or `list_directory` — and
 * `writes` otherwise: a tool that says nothing is judged by the stricter rules.
 *
 * @example
 * inferCapabilities({ name: "read_file", inputSchema: { properties: { path: { type: "string" } } }, annotations: { readOnlyHint: true } })
 * // { reads: ["path"] }
 */
export function inferCapabilities(tool: McpToolShape): ToolCapabilities {
  const properties = isRecord(tool.inputSchema?.properties) ? tool.inputSchema.properties : {};
  const aboutFiles = FILE_TOPIC.test(`${wordsOf(tool.name).join(" ")} ${typeof tool.description === "string" ? tool.description : ""}`);
  const commands: string[] = [];
  const workdirs: string[] = [];
  const paths: string[] = [];
  for (const [key, value] of Object.entries(properties)) {
    const schema = (isRecord(value) ? value : {}) as PropertySchema;
    const holds = holdsStrings(schema);
    if (holds === "none") continue;
    const words = wordsOf(key);
    const description = typeof schema.description === "string" ? schema.description : "";
    if (holds === "string" && isCommand(words, description)) commands.push(key);
    else if (holds === "string" && WORKDIR_KEYS.has(words.join(" "))) workdirs.push(key);
    else if (isPath(words, description, aboutFiles)) paths.push(key);
  }
  const capabilities: { -readonly [K in keyof ToolCapabilities]: ToolCapabilities[K] } = {};
  if (commands.length > 0) {
    capabilities.commands = commands;
    if (workdirs[0] !== undefined) capabilities.workdir = workdirs[0];
  } else {
    // Without a command to run in it, a working directory is just another path the tool opens.
    paths.push(...workdirs);
  }
  if (paths.length > 0) capabilities[onlyReads(tool) ? "reads" : "writes"] = paths;
  return capabilities;
}

/** Whether the tool only reads: its annotations say so, or, when they say nothing, its name does. */
function onlyReads(tool: McpToolShape): boolean {
  const { readOnlyHint, destructiveHint } = tool.annotations ?? {};
  if (readOnlyHint === true) return true;
  if (readOnlyHint === false || destructiveHint === true) return false;
  const verbs = wordsOf(tool.name);
  return verbs.some((word) => READ_VERBS.has(word)) && !verbs.some((word) => WRITE_VERBS.has(word));
}

function isCommand(words: readonly string[], description: string): boolean {
  const last = words.at(-1) ?? "";
  if (COMMAND_NOUNS.has(last)) return true;
  if (last === "line" && words.at(-2) === "command") return true;
  return COMMAND_DESCRIPTION.test(description);
}

function isPath(words: readonly string[], description: string, aboutFiles: boolean): boolean {
  const last = words.at(-1) ?? "";
  if (PATH_NOUNS.has(last)) return true;
  if (last === "name" && NAME_OWNERS.has(words.at(-2) ?? "")) return true;
  if (aboutFiles && ENDPOINT_NOUNS.has(last)) return true;
  return PATH_DESCRIPTION.test(description);
}

/** Whether a property holds a string, a list of strings, or (unknown type) may; numbers and flags are not paths. */
function holdsStrings(schema: PropertySchema): "string" | "list" | "none" {
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? ["string"] : [schema.type];
  if (types.includes("string")) return "string";
  if (types.includes("array")) {
    const items = isRecord(schema.items) ? (schema.items as PropertySchema) : {};
    return items.type === undefined || items.type === "string" ? "list" : "none";
  }
  return "none";
}

/** The lower-case words of an identifier: `filePath`, `file_path`, `file-path` → `file path`. */
function wordsOf(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
