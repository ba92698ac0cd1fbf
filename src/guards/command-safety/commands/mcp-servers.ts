import { isRecord, parseLooseJson, shellQuote } from "./loose-json.js";

/** One command an agent host launches from its MCP configuration, as a shell command line. */
export interface McpServerCommand {
  /** For reasons: `MCP server "github"`. */
  label: string;
  /** The server's environment, program and arguments as one command line: `TOKEN=x npx -y pkg`. */
  code: string;
}

const MAX_SERVERS = 64;
const MAX_DEPTH = 6;
const MAX_KEYS = 256;
const MAX_LINES = 2000;
const MAX_ARGS = 128;
/** One item of a flow list: a quoted string, or bare text up to the next comma. */
const LIST_ITEM = /"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[^,"'\s][^,]*/g;

/**
 * The commands an agent host starts from its MCP configuration file, by each host's documentation:
 * every server object with a `command` (a program with `args`, Zed's `{path, args}`, opencode's
 * word list, Goose's `cmd`) wherever the host keeps them (`mcpServers`, VS Code's `servers`, Zed's
 * `context_servers`, opencode's `mcp`, `projects.*.mcpServers` of `~/.claude.json`, Continue's
 * `transport`), with its `env` put before it; Codex's `[mcp_servers.NAME]` tables in TOML;
 * Continue's `mcpServers` lists in YAML. Servers reached by URL run nothing here and give none.
 *
 * @example
 * mcpServerCommands("/w/.mcp.json", '{"mcpServers":{"fs":{"command":"npx","args":["-y","@modelcontextprotocol/server-filesystem","."]}}}')
 * // [{ label: 'MCP server "fs"', code: "npx -y @modelcontextprotocol/server-filesystem ." }]
 */
export function mcpServerCommands(file: string, text: string): McpServerCommand[] {
  if (file.endsWith(".toml")) return tomlServers(text);
  if (/\.ya?ml$/.test(file)) return yamlServers(text);
  const servers: McpServerCommand[] = [];
  collect(parseLooseJson(text), 0, "", servers);
  return servers;
}

/** Walks a parsed JSON document, bounded, for objects that name a command. */
function collect(value: unknown, depth: number, name: string, into: McpServerCommand[]): void {
  if (depth > MAX_DEPTH || into.length >= MAX_SERVERS) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_SERVERS)) collect(item, depth + 1, isRecord(item) && typeof item.name === "string" ? item.name : name, into);
    return;
  }
  if (!isRecord(value)) return;
  const code = serverLine(value);
  if (code !== undefined) {
    into.push({ label: `MCP server ${JSON.stringify(name)}`, code });
    return;
  }
  for (const [key, item] of Object.entries(value).slice(0, MAX_KEYS)) collect(item, depth + 1, key, into);
}

/** A server object's command line, or undefined when it names no program. */
function serverLine(server: Record<string, unknown>): string | undefined {
  const command = server.command ?? server.cmd;
  let words: string[];
  let env: unknown = server.env ?? server.environment;
  if (typeof command === "string") words = [command, ...strings(server.args)];
  else if (Array.isArray(command)) words = [...strings(command), ...strings(server.args)];
  else if (isRecord(command) && typeof command.path === "string") {
    words = [command.path, ...strings(command.args)];
    env ??= command.env;
  } else return undefined;
  const program = words[0]?.trim();
  if (program === undefined || program === "") return undefined;
  // A whole command line in `command` with no arguments is read as written.
  const line = words.length === 1 && /\s/.test(program) ? program : words.map(shellQuote).join(" ");
  return `${assignments(env)}${line}`;
}

/** `NAME=value ` prefixes for a server's environment. */
function assignments(env: unknown): string {
  if (!isRecord(env)) return "";
  return Object.entries(env)
    .slice(0, MAX_ARGS)
    .filter((entry): entry is [string, string] => /^[A-Za-z_]\w*$/.test(entry[0]) && typeof entry[1] === "string")
    .map(([key, value]) => `${key}=${shellQuote(value)} `)
    .join("");
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.slice(0, MAX_ARGS).filter((item): item is string => typeof item === "string") : [];
}

/** A TOML or YAML scalar: its quoted string's value, or the bare text. */
function scalar(text: string): string {
  const value = text.trim();
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) return value.slice(1, -1);
  return value;
}

/** The strings of a TOML or YAML flow list: `["-y", 'pkg', bare]`. */
function listItems(text: string): string[] {
  const inner = text.trim().replace(/^\[/, "").replace(/\]\s*(?:#.*)?$/, "");
  const items: string[] = [];
  for (const match of inner.matchAll(LIST_ITEM)) {
    if (items.length >= MAX_ARGS) break;
    items.push(scalar(match[0]));
  }
  return items;
}

interface PendingServer {
  name: string;
  command?: string;
  args: string[];
  env: Record<string, string>;
}

function finish(server: PendingServer | undefined, into: McpServerCommand[]): void {
  if (server?.command === undefined || server.command.trim() === "" || into.length >= MAX_SERVERS) return;
  const code = serverLine({ command: server.command, args: server.args, env: server.env });
  if (code !== undefined) into.push({ label: `MCP server ${JSON.stringify(server.name)}`, code });
}

/**
 * Codex's `config.toml`: `[mcp_servers.NAME]` tables with `command`, `args` (on one line or
 * several) and `env` (inline, or a `[mcp_servers.NAME.env]` table), and inline tables under
 * `[mcp_servers]`.
 */
function tomlServers(text: string): McpServerCommand[] {
  const servers: McpServerCommand[] = [];
  let current: PendingServer | undefined;
  let inEnv = false;
  let inTable = false;
  const lines = text.split("\n", MAX_LINES);
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).trim();
    const header = /^\[\s*([^\]]*?)\s*\]\s*(?:#.*)?$/.exec(line);
    if (header) {
      const parts = (header[1] as string).split(".").map((part) => scalar(part));
      inTable = parts[0] === "mcp_servers" && parts.length === 1;
      if (parts[0] === "mcp_servers" && parts.length >= 2) {
        const name = parts[1] as string;
        if (current?.name !== name) {
          finish(current, servers);
          current = { name, args: [], env: {} };
        }
        inEnv = parts[2] === "env";
      } else {
        finish(current, servers);
        current = undefined;
      }
      continue;
    }
    const pair = /^("(?:[^"\\]|\\.)*"|'[^']*'|[\w.-]+)\s*=\s*(.*)$/.exec(line);
    if (!pair) continue;
    const key = scalar(pair[1] as string);
    let value = pair[2] as string;
    // A list may run over several lines, until its closing bracket.
    if (value.startsWith("[") && !/\]\s*(?:#.*)?$/.test(value)) {
      while (index + 1 < lines.length && !value.includes("]")) value += ` ${(lines[++index] as string).trim()}`;
    }
    if (inTable && value.startsWith("{")) {
      const command = /\bcommand\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*')/.exec(value);
      const args = /\bargs\s*=\s*(\[[^\]]*\])/.exec(value);
      finish({ name: key, command: command ? scalar(command[1] as string) : undefined, args: args ? listItems(args[1] as string) : [], env: {} }, servers);
      continue;
    }
    if (!current) continue;
    if (inEnv) current.env[key] = scalar(value);
    else if (key === "command") current.command = scalar(value);
    else if (key === "args") current.args = listItems(value);
    else if (key === "env" && value.startsWith("{")) {
      for (const match of value.matchAll(/([A-Za-z_]\w*)\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*')/g)) current.env[match[1] as string] = scalar(match[2] as string);
    }
  }
  finish(current, servers);
  return servers;
}

/**
 * Continue's YAML: `mcpServers` lists of `- name:` items with `command` (or Goose's `cmd`), `args`
 * as a flow list or a block list, and `env`.
 */
function yamlServers(text: string): McpServerCommand[] {
  const servers: McpServerCommand[] = [];
  let current: PendingServer | undefined;
  let block: { key: "args" | "env"; indent: number } | undefined;
  for (const raw of text.split("\n", MAX_LINES)) {
    if (raw.trim() === "" || raw.trim().startsWith("#")) continue;
    const indent = /^[ -]*/.exec(raw)?.[0].length ?? 0;
    const line = raw.trim();
    if (block && current && indent > block.indent) {
      const item = /^-\s+(.*)$/.exec(line);
      if (block.key === "args" && item) current.args.push(scalar(item[1] as string));
      const pair = /^([A-Za-z_]\w*)\s*:\s*(.*)$/.exec(line);
      if (block.key === "env" && pair) current.env[pair[1] as string] = scalar(pair[2] as string);
      continue;
    }
    block = undefined;
    const pair = /^(?:-\s+)?([\w-]+)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    const [, key, value = ""] = pair;
    if (line.startsWith("-") || (key === "name" && current?.command !== undefined)) {
      finish(current, servers);
      current = { name: "", args: [], env: {} };
    }
    current ??= { name: "", args: [], env: {} };
    if (key === "name") current.name = scalar(value);
    else if (key === "command" || key === "cmd") current.command = scalar(value);
    else if (key === "args" && value.trim().startsWith("[")) current.args = listItems(value);
    else if ((key === "args" || key === "env") && value.trim() === "") block = { key, indent: /^\s*/.exec(raw)?.[0].length ?? 0 };
  }
  finish(current, servers);
  return servers;
}
