import { ConfigurationError } from "../errors/index.js";
import type { AnyTool } from "../tools/types.js";
import { expandServerConfig } from "./expand-variables.js";
import { McpServerError } from "./mcp-server-error.js";
import { createMcpTool, type McpToolDescription } from "./mcp-tool.js";
import type { ServerConnection } from "./server-connection.js";
import { validateServerConfig, type McpServerConfig } from "./server-config.js";
import type { McpServerEvent } from "./server-events.js";
import { mcpNamePart, mcpToolName, uniqueToolName } from "./tool-naming.js";

/** Options of `new McpServerManager()`. */
export interface McpServerManagerOptions {
  /** Servers by name, as in `.mcp.json`'s `mcpServers`. */
  servers?: Readonly<Record<string, McpServerConfig>>;
  /** Working directory of stdio servers that name none, and what relative `cwd`s resolve against (default: `process.cwd()`). */
  cwd?: string;
  /** Where `${VAR}` in server configs is looked up (default: `process.env`). */
  env?: Readonly<Record<string, string | undefined>>;
  /** How loopgate introduces itself to servers (default `{ name: "loopgate", version: <its version> }`). */
  clientInfo?: { name: string; version: string };
  /** Servers starting, going down, restarting and changing their tools. */
  onEvent?: (event: McpServerEvent) => void;
}

interface ServerEntry {
  readonly name: string;
  readonly config: McpServerConfig;
  connection?: ServerConnection;
  /** The tools last built, and the server's list they were built from. */
  built?: { from: readonly McpToolDescription[]; tools: AnyTool[] };
  /** Why an eager start failed, reported by the next `listTools()`. */
  eagerFailure?: unknown;
}

/**
 * The MCP servers of an agent, their tools as loopgate tools. Hand it to a
 * `ToolExecutionInterceptor` and the agent has the servers' tools beside its own, each named
 * `mcp__<server>__<tool>` and dispatched like every other tool: `tool.before`, approvals, the
 * guards, `tool.wrap`, `tool.after`, events. Servers start when their tools are first needed (or at
 * once, with `startup: "eager"`), restart after a crash on the next call, and stop with `close()` —
 * or when Node exits, whichever comes first. Importing it does not load the MCP SDK; starting a
 * server does.
 *
 * @example
 * const mcpServerManager = new McpServerManager({
 *   servers: { filesystem: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] } },
 * });
 * loopInterceptorManager.register(new ToolExecutionInterceptor(mcpServerManager));
 * const agent = createAgent({ model, loopInterceptors: loopInterceptorManager });
 * await agent.run("list the files");
 * await mcpServerManager.close();
 */
export class McpServerManager {
  readonly #entries = new Map<string, ServerEntry>();
  readonly #options: McpServerManagerOptions;
  #version = 0;
  #closed = false;

  constructor(options: McpServerManagerOptions = {}) {
    this.#options = options;
    for (const [name, config] of Object.entries(options.servers ?? {})) this.addServer(name, config);
  }

  /** Counts changes to the tool list (a server added or removed, a server's tools changed); agents reload their tools between turns when it moves. */
  get toolsVersion(): number {
    return this.#version;
  }

  /** The names of the servers, in the order they were added. */
  get serverNames(): string[] {
    return [...this.#entries.keys()];
  }

  /** Adds a server; a bad config, a duplicate name or an unset `${VAR}` throws `ConfigurationError` here. */
  addServer(name: string, config: McpServerConfig): void {
    if (this.#closed) throw new ConfigurationError({ message: `MCP server "${name}": the manager is closed` });
    const validated = validateServerConfig(name, config);
    if (this.#entries.has(name)) throw new ConfigurationError({ message: `MCP server "${name}" is already added; remove it first` });
    const clash = [...this.#entries.keys()].find((other) => mcpNamePart(other).toLowerCase() === mcpNamePart(name).toLowerCase());
    if (clash !== undefined) throw new ConfigurationError({ message: `MCP servers "${clash}" and "${name}" would give their tools the same names (mcp__${mcpNamePart(name)}__…); rename one` });
    const entry: ServerEntry = { name, config: expandServerConfig(validated, this.#options.env ?? process.env, name) };
    this.#entries.set(name, entry);
    this.#version++;
    if (validated.startup === "eager") {
      this.#connection(entry)
        .then((connection) => connection.start())
        .catch((error: unknown) => {
          entry.eagerFailure = error;
        });
    }
  }

  /** Stops a server and forgets it; false when there is none by that name. */
  async removeServer(name: string): Promise<boolean> {
    const entry = this.#entries.get(name);
    if (!entry) return false;
    this.#entries.delete(name);
    this.#version++;
    await entry.connection?.close();
    return true;
  }

  /**
   * The tools of every server, starting those not yet running. A server that cannot start rejects
   * with `McpServerError`, naming it and showing the tail of its stderr.
   */
  async listTools(): Promise<AnyTool[]> {
    if (this.#closed) throw new ConfigurationError({ message: "McpServerManager: the manager is closed" });
    const entries = [...this.#entries.values()];
    const settled = await Promise.allSettled(entries.map((entry) => this.#toolsOf(entry)));
    const failed = settled.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    const tools: AnyTool[] = [];
    const owners = new Map<string, string>();
    settled.forEach((outcome, index) => {
      const server = entries[index]!.name;
      for (const tool of (outcome as PromiseFulfilledResult<AnyTool[]>).value) {
        const owner = owners.get(tool.normalizedName);
        if (owner !== undefined) {
          throw new McpServerError({ server, message: `MCP servers "${owner}" and "${server}" both have a tool named ${tool.name}; rename one of the servers` });
        }
        owners.set(tool.normalizedName, server);
        tools.push(tool);
      }
    });
    return tools;
  }

  /** Starts every server now (rather than when their tools are first needed); rejects like `listTools()`. */
  async start(): Promise<void> {
    await this.listTools();
  }

  /** Stops every server; the manager cannot be used again. Servers also stop when Node exits. */
  async close(): Promise<void> {
    this.#closed = true;
    const entries = [...this.#entries.values()];
    await Promise.all(entries.map((entry) => entry.connection?.close()));
  }

  /** The process ids of the running stdio servers, by name (for diagnostics and tests). */
  pids(): Record<string, number> {
    const pids: Record<string, number> = {};
    for (const entry of this.#entries.values()) if (entry.connection?.pid !== undefined) pids[entry.name] = entry.connection.pid;
    return pids;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }

  async #toolsOf(entry: ServerEntry): Promise<AnyTool[]> {
    if (entry.eagerFailure !== undefined) {
      const failure = entry.eagerFailure;
      entry.eagerFailure = undefined;
      throw failure;
    }
    const connection = await this.#connection(entry);
    const listed = await connection.listTools();
    if (entry.built?.from === listed) return entry.built.tools;
    const taken = new Set<string>();
    const tools = listed.map((tool) => {
      const name = uniqueToolName(mcpToolName(entry.name, tool.name), tool.name, taken);
      taken.add(name.toLowerCase());
      return createMcpTool({
        server: entry.name,
        tool,
        name,
        ...(entry.config.capabilities ? { capabilities: entry.config.capabilities } : {}),
        ...(entry.config.timeoutMs !== undefined ? { timeoutMs: entry.config.timeoutMs } : {}),
        call: (args, context) => connection.callTool(tool.name, args, context.signal, entry.config.timeoutMs),
      });
    });
    entry.built = { from: listed, tools };
    return tools;
  }

  async #connection(entry: ServerEntry): Promise<ServerConnection> {
    if (entry.connection) return entry.connection;
    // The SDK is loaded here, on first use, so importing loopgate does not load it.
    const { ServerConnection, loopgateClientInfo } = await import("./server-connection.js");
    entry.connection ??= new ServerConnection({
      name: entry.name,
      config: entry.config,
      cwd: this.#options.cwd ?? process.cwd(),
      clientInfo: this.#options.clientInfo ?? loopgateClientInfo(),
      onToolsChanged: () => {
        if (this.#entries.get(entry.name) === entry) this.#version++;
      },
      onEvent: (event) => {
        try {
          this.#options.onEvent?.(event);
        } catch {
          // An observer's failure must not change the server it observes.
        }
      },
    });
    if (this.#closed) await entry.connection.close();
    return entry.connection;
  }
}
