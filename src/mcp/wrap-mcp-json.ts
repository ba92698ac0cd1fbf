import { ConfigurationError } from "../errors/index.js";

/** How a wrapped entry starts loopgate. */
export interface WrapMcpServerOptions {
  /** The command line that runs loopgate (default `["loopgate"]`; `["npx", "-y", "loopgate"]` where it is not installed). */
  loopgate?: readonly string[];
  /** A config file for the proxy (`--config`). */
  config?: string;
  /** An audit log for the proxy (`--audit`). */
  audit?: string;
}

type Entry = Record<string, unknown>;

/**
 * One `mcpServers` entry of `.mcp.json` (or Claude Desktop's, Cursor's config) rewritten to start
 * the same server behind `loopgate mcp-proxy`: a stdio server's command becomes the proxy's
 * upstream (after `--`), an HTTP server's URL its `--url`; `--name` keeps the server's tools named
 * `mcp__<name>__<tool>`, as the client names them. Other keys (`env`, `cwd`, …) stay. An entry
 * already behind the proxy comes back unchanged.
 *
 * @example
 * wrapMcpServerEntry("fs", { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] })
 * // { command: "loopgate", args: ["mcp-proxy", "--name", "fs", "--", "npx", "-y", "@modelcontextprotocol/server-filesystem", "."] }
 */
export function wrapMcpServerEntry(name: string, entry: Entry, options: WrapMcpServerOptions = {}): Entry {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) throw new ConfigurationError({ message: `MCP server "${name}": the entry must be an object` });
  if (isWrapped(entry)) return entry;
  const [program, ...programArgs] = options.loopgate ?? ["loopgate"];
  if (!program) throw new ConfigurationError({ message: "wrapMcpServerEntry: `loopgate` must name a command" });
  const proxyArgs = [...programArgs, "mcp-proxy", "--name", name, ...(options.config ? ["--config", options.config] : []), ...(options.audit ? ["--audit", options.audit] : [])];
  const { command, args, url, headers, type, ...rest } = entry;
  if (typeof command === "string" && command !== "") {
    const upstreamArgs = Array.isArray(args) ? args.map(String) : [];
    return { ...rest, ...(type === "stdio" ? { type } : {}), command: program, args: [...proxyArgs, "--", command, ...upstreamArgs] };
  }
  if (typeof url === "string" && url !== "") {
    if (type === "sse") throw new ConfigurationError({ message: `MCP server "${name}": the proxy reaches servers over Streamable HTTP, not SSE` });
    const headerArgs = Object.entries(isRecord(headers) ? headers : {}).flatMap(([key, value]) => ["--header", `${key}: ${String(value)}`]);
    return { ...rest, command: program, args: [...proxyArgs, "--url", url, ...headerArgs] };
  }
  throw new ConfigurationError({ message: `MCP server "${name}": the entry needs a \`command\` or a \`url\`` });
}

/**
 * A whole `.mcp.json` document with every server behind the proxy; the input is not changed.
 *
 * @example
 * const wrapped = wrapMcpJson(JSON.parse(readFileSync(".mcp.json", "utf8")));
 */
export function wrapMcpJson(document: Entry, options: WrapMcpServerOptions = {}): Entry {
  const servers = document.mcpServers;
  if (!isRecord(servers)) throw new ConfigurationError({ message: "The document has no `mcpServers` object" });
  const wrapped = Object.fromEntries(Object.entries(servers).map(([name, entry]) => [name, wrapMcpServerEntry(name, entry as Entry, options)]));
  return { ...document, mcpServers: wrapped };
}

function isWrapped(entry: Entry): boolean {
  if (!Array.isArray(entry.args) || typeof entry.command !== "string") return false;
  const words = [entry.command, ...entry.args.map(String)];
  const proxy = words.indexOf("mcp-proxy");
  return proxy > 0 && words.slice(0, proxy).some((word) => /(^|[/\\])loopgate(\.js)?$/.test(word) || /^loopgate@/.test(word));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
