import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { z } from "zod";
import { formatIssues } from "../config/format-issues.js";
import { ConfigurationError } from "../errors/index.js";
import type { ToolCapabilities } from "../tools/tool-capabilities.js";

/** What every kind of server config may also say: when it starts, its time limits, how its tools are judged. */
export interface McpServerCommonConfig {
  /**
   * `lazy` (default): started when its tools are first needed (the start of the agent's first run,
   * or `start()`); `eager`: started as soon as it is added.
   */
  startup?: "lazy" | "eager";
  /** Longest the server may take to start and answer `initialize` and `tools/list` (default 30 000 ms). */
  startupTimeoutMs?: number;
  /** Longest one tool call may take (default: the agent's `toolTimeoutMs`); `0` for no limit. */
  timeoutMs?: number;
  /**
   * What the guards judge a tool by, replacing what loopgate infers from its schema: by tool name
   * (as the server names it), or `"*"` for every tool of the server. `{}` declares no capability.
   */
  capabilities?: Readonly<Record<string, ToolCapabilities>>;
}

/** A server loopgate starts as a process and talks to over stdio (`.mcp.json`, Claude Desktop). */
export interface McpStdioServerConfig extends McpServerCommonConfig {
  type?: "stdio";
  command: string;
  args?: readonly string[];
  /** Added to a minimal environment (HOME, LOGNAME, PATH, SHELL, TERM, USER): other variables of loopgate's environment are not passed on. */
  env?: Readonly<Record<string, string>>;
  /** Working directory of the process (default: the manager's `cwd`). */
  cwd?: string;
}

/** A server reached over Streamable HTTP. */
export interface McpHttpServerConfig extends McpServerCommonConfig {
  type?: "http" | "streamable-http";
  url: string;
  headers?: Readonly<Record<string, string>>;
}

/** A server reached over a transport the program makes itself (in-memory, WebSocket, …). Not for config files. */
export interface McpTransportServerConfig extends McpServerCommonConfig {
  transport: () => Transport | Promise<Transport>;
}

/**
 * How to reach one MCP server, in the shape `.mcp.json` and Claude Desktop use: `{ command, args?,
 * env?, cwd? }` for stdio, `{ type: "http", url, headers? }` for Streamable HTTP. Strings may use
 * `${VAR}` and `${VAR:-default}`.
 *
 * @example
 * { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] }
 * { type: "http", url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer ${MCP_TOKEN}" } }
 */
export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig | McpTransportServerConfig;

const nonEmpty = z.string().trim().min(1, "must not be empty");
const nonNegativeMs = z.number().int().nonnegative();
const argumentNames = z.array(nonEmpty);

const capabilitiesSchema = z.strictObject({
  commands: argumentNames.optional(),
  workdir: nonEmpty.optional(),
  reads: argumentNames.optional(),
  writes: argumentNames.optional(),
  patches: argumentNames.optional(),
  globs: argumentNames.optional(),
  searches: argumentNames.optional(),
  lists: argumentNames.optional(),
  readOnlyWhen: z.strictObject({ argument: nonEmpty, values: z.array(nonEmpty).min(1) }).optional(),
});

/** One entry of `mcpServers`, as a config file may write it. */
export const mcpServerConfigSchema = z
  .strictObject({
    type: z.enum(["stdio", "http", "streamable-http", "sse"]).optional(),
    command: nonEmpty.optional(),
    args: z.array(z.string()).optional(),
    env: z.record(z.string(), z.string()).optional(),
    cwd: nonEmpty.optional(),
    url: nonEmpty.optional(),
    headers: z.record(z.string(), z.string()).optional(),
    startup: z.enum(["lazy", "eager"]).optional(),
    startupTimeoutMs: z.number().int().positive().optional(),
    timeoutMs: nonNegativeMs.optional(),
    capabilities: z.record(nonEmpty, capabilitiesSchema).optional(),
  })
  .superRefine((entry, context) => {
    const problem = (message: string, key?: string) => context.addIssue({ code: "custom", message, ...(key ? { path: [key] } : {}) });
    if (entry.type === "sse") return problem("the SSE transport is deprecated and not supported; use Streamable HTTP (`type: \"http\"`)", "type");
    const http = entry.type === "http" || entry.type === "streamable-http" || (entry.type === undefined && entry.url !== undefined);
    if (http) {
      if (entry.url === undefined) return problem("an HTTP server needs a `url`");
      if (!/^https?:\/\//i.test(entry.url)) problem("must be an http:// or https:// URL", "url");
      for (const key of ["command", "args", "env", "cwd"] as const) if (entry[key] !== undefined) problem(`applies to stdio servers only, not to a server with a \`url\``, key);
      return;
    }
    if (entry.command === undefined) return problem("a server needs a `command` (stdio) or a `url` (Streamable HTTP)");
    if (entry.url !== undefined) problem("a stdio server has no `url`; give either `command` or `url`", "url");
    if (entry.headers !== undefined) problem("applies to HTTP servers only", "headers");
  });

/** The `mcpServers` key of a config: servers by name. */
export const mcpServersSchema = z.record(nonEmpty, mcpServerConfigSchema);

/**
 * Checks one server's config where it is given, so a typo fails at `addServer`, not as a broken
 * tool later. Throws `ConfigurationError` naming the server and each problem.
 */
export function validateServerConfig(name: string, config: unknown): McpServerConfig {
  if (typeof name !== "string" || name.trim() === "") throw new ConfigurationError({ message: "MCP server names must be non-empty strings" });
  if (typeof config !== "object" || config === null || Array.isArray(config)) {
    throw new ConfigurationError({ message: `MCP server "${name}": the config must be an object with \`command\` or \`url\`` });
  }
  if ("transport" in config) {
    if (typeof config.transport !== "function") throw new ConfigurationError({ message: `MCP server "${name}": \`transport\` must be a function returning a transport` });
    const { transport, ...rest } = config as McpTransportServerConfig;
    const common = mcpServerConfigSchema.safeParse({ ...rest, command: "-" });
    if (!common.success) throw invalid(name, common.error.issues);
    return { ...rest, transport };
  }
  const parsed = mcpServerConfigSchema.safeParse(config);
  if (!parsed.success) throw invalid(name, parsed.error.issues);
  return parsed.data as McpServerConfig;
}

/** Whether a config reaches its server over Streamable HTTP. */
export function isHttpConfig(config: McpServerConfig): config is McpHttpServerConfig {
  return "url" in config && typeof config.url === "string";
}

/** Whether a config names a transport factory. */
export function isTransportConfig(config: McpServerConfig): config is McpTransportServerConfig {
  return "transport" in config && typeof config.transport === "function";
}

function invalid(name: string, issues: Parameters<typeof formatIssues>[0]): ConfigurationError {
  return new ConfigurationError({ message: `MCP server "${name}": ${formatIssues(issues).join("; ")}` });
}
