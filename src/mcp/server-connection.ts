import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { McpError, ToolListChangedNotificationSchema, type CallToolResult, type Tool as McpToolDescription } from "@modelcontextprotocol/sdk/types.js";
import { describeError } from "../errors/index.js";
import { stableStringify } from "../util/stable-stringify.js";
import { McpServerError } from "./mcp-server-error.js";
import type { McpServerEvent } from "./server-events.js";
import { isHttpConfig, isTransportConfig, type McpServerConfig } from "./server-config.js";
import { describeStartFailure } from "./start-failure.js";
import { StdioProcessTransport } from "./stdio-process-transport.js";

/** What a connection needs besides its config. */
export interface ServerConnectionOptions {
  name: string;
  /** The config, with variables already expanded. */
  config: McpServerConfig;
  /** Working directory of a stdio server that names none. */
  cwd: string;
  clientInfo: { name: string; version: string };
  /** The server's tools may have changed (a `list_changed` notification, a restart): list them again. */
  onToolsChanged(): void;
  onEvent(event: McpServerEvent): void;
}

/** The default time a server has to start, answer `initialize` and list its tools. */
export const DEFAULT_STARTUP_TIMEOUT_MS = 30_000;
/** Waits before restarting a server that failed again: the first restart is immediate. */
const RESTART_DELAYS_MS = [0, 500, 1_000, 2_000, 4_000, 8_000];
const MAX_TIMER_MS = 2_147_483_647;
const MAX_TOOL_PAGES = 100;

type State = "idle" | "starting" | "ready" | "down" | "closed";

let clientInfo: { name: string; version: string } | undefined;

/** How loopgate introduces itself to servers: its name and the version of its package. */
export function loopgateClientInfo(): { name: string; version: string } {
  if (clientInfo) return clientInfo;
  let version = "0.0.0";
  try {
    version = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string }).version ?? version;
  } catch {
    // A bundled copy without its package.json still works.
  }
  return (clientInfo = { name: "loopgate", version });
}

/**
 * One MCP server: started on first use, its tools listed (and listed again when it says they
 * changed), its calls made, restarted with backoff after it crashed, and closed. Used by
 * `McpServerManager`; this is the module that loads the MCP SDK.
 */
export class ServerConnection {
  readonly name: string;
  readonly #options: ServerConnectionOptions;
  #state: State = "idle";
  #client: Client | undefined;
  #transport: Transport | undefined;
  #starting: Promise<void> | undefined;
  #refreshing: Promise<void> | undefined;
  #tools: McpToolDescription[] = [];
  /** Consecutive failures (a crash, a failed start); sets how long the next restart waits. */
  #failures = 0;
  #downSince = 0;
  #downReason = "";
  /** Whether the server ever started and listed its tools. */
  #listed = false;
  /** Counts starts, so a failure is pinned on the process it happened to, not on its successor. */
  #launches = 0;

  constructor(options: ServerConnectionOptions) {
    this.name = options.name;
    this.#options = options;
  }

  /** The server's process id, for a stdio server that is running. */
  get pid(): number | undefined {
    return this.#transport instanceof StdioProcessTransport ? this.#transport.pid : undefined;
  }

  /** Starts the server if it is not running (one start at a time); rejects with `McpServerError`. */
  start(): Promise<void> {
    if (this.#state === "ready") return Promise.resolve();
    if (this.#state === "closed") return Promise.reject(this.#closedError());
    this.#starting ??= this.#launch().finally(() => (this.#starting = undefined));
    return this.#starting;
  }

  /**
   * The server's tools as it lists them (starting it if needed, waiting for a refresh under way).
   * A server that went down after it once ran keeps its last list: the next call restarts it.
   */
  async listTools(): Promise<readonly McpToolDescription[]> {
    if (this.#state === "down" && this.#listed) return this.#tools;
    await this.start();
    if (this.#refreshing) await this.#refreshing;
    return this.#tools;
  }

  /**
   * Calls a tool. A server that went down is restarted first, after a wait that grows with each
   * consecutive failure; a failure of the connection marks it down and throws `McpServerError`.
   */
  async callTool(tool: string, args: Record<string, unknown>, signal: AbortSignal, timeoutMs: number | undefined): Promise<CallToolResult> {
    if (this.#state === "down") await this.#restart(signal);
    await this.start();
    const client = this.#client!;
    const launch = this.#launches;
    try {
      const result = (await client.callTool({ name: tool, arguments: args }, undefined, {
        signal,
        timeout: timeoutMs && timeoutMs > 0 ? timeoutMs : MAX_TIMER_MS,
      })) as CallToolResult;
      this.#failures = 0;
      return result;
    } catch (error) {
      if (signal.aborted || this.#launches !== launch) throw error;
      if (this.#state === "ready" && isConnectionFailure(error)) this.#markDown(`its connection failed: ${describeError(error)}`);
      if (this.#state === "down") {
        throw new McpServerError({ server: this.name, message: `MCP server "${this.name}" went down during the call (${this.#downReason}); the next call restarts it`, stderrTail: this.#stderrTail(), cause: error });
      }
      throw error;
    }
  }

  /** Stops the server and its process; later calls fail. */
  async close(): Promise<void> {
    if (this.#state === "closed") return;
    this.#state = "closed";
    await this.#stop();
  }

  async #launch(): Promise<void> {
    this.#state = "starting";
    this.#launches++;
    const { config, onEvent } = this.#options;
    const timeoutMs = config.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS;
    let transport: Transport | undefined;
    let phase: "initialize" | "tools/list" = "initialize";
    try {
      transport = await this.#makeTransport();
      const client = new Client(this.#options.clientInfo, { capabilities: {} });
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.#toolsChanged(client));
      client.onclose = () => this.#connectionClosed(client);
      this.#client = client;
      this.#transport = transport;
      await client.connect(transport, { timeout: timeoutMs });
      phase = "tools/list";
      this.#tools = await listAllTools(client, timeoutMs);
      this.#listed = true;
    } catch (error) {
      const failure = describeStartFailure({ server: this.name, config, transport, error, timeoutMs, phase, cwd: this.#options.cwd });
      await this.#stop();
      if (this.#isClosed()) throw this.#closedError();
      this.#markDown(failure.message, { silent: true });
      throw failure;
    }
    if (this.#isClosed()) {
      await this.#stop();
      throw this.#closedError();
    }
    this.#state = "ready";
    onEvent({ type: "mcp.server.started", server: this.name, tools: this.#tools.length, ...(this.pid !== undefined ? { pid: this.pid } : {}) });
  }

  async #makeTransport(): Promise<Transport> {
    const { config, cwd } = this.#options;
    if (isTransportConfig(config)) return config.transport();
    if (isHttpConfig(config)) {
      return new StreamableHTTPClientTransport(new URL(config.url), config.headers ? { requestInit: { headers: { ...config.headers } } } : undefined);
    }
    return new StdioProcessTransport({
      command: config.command,
      ...(config.args ? { args: config.args } : {}),
      ...(config.env ? { env: config.env } : {}),
      cwd: config.cwd ?? cwd,
    });
  }

  async #restart(signal: AbortSignal): Promise<void> {
    const delay = RESTART_DELAYS_MS[Math.min(this.#failures - 1, RESTART_DELAYS_MS.length - 1)] ?? 0;
    const wait = this.#downSince + delay - Date.now();
    this.#options.onEvent({ type: "mcp.server.restarting", server: this.name, attempt: this.#failures, delayMs: Math.max(0, wait) });
    if (wait > 0) await sleep(wait, signal);
    const before = stableStringify(this.#tools);
    await this.start();
    if (stableStringify(this.#tools) !== before) this.#options.onToolsChanged();
  }

  #toolsChanged(client: Client): void {
    if (this.#client !== client || this.#state !== "ready") return;
    // The agent is told at once, so its next turn waits for this refresh rather than missing it.
    this.#options.onToolsChanged();
    const refresh: Promise<void> = listAllTools(client, this.#options.config.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS)
      .then(
        (tools) => {
          if (this.#client === client) this.#tools = tools;
        },
        (error: unknown) => {
          if (this.#client === client && isConnectionFailure(error)) this.#markDown(`listing its tools failed: ${describeError(error)}`);
        },
      )
      .finally(() => {
        if (this.#refreshing === refresh) this.#refreshing = undefined;
      });
    this.#refreshing = refresh;
    this.#options.onEvent({ type: "mcp.tools.changed", server: this.name });
  }

  #connectionClosed(client: Client): void {
    if (this.#client !== client || this.#state !== "ready") return;
    const exit = this.#transport instanceof StdioProcessTransport ? this.#transport.exitDescription : undefined;
    this.#markDown(exit ? `its process exited (${exit})` : "its connection closed");
  }

  #markDown(reason: string, options: { silent?: boolean } = {}): void {
    if (this.#state === "closed") return;
    const wasUp = this.#state === "ready";
    this.#state = "down";
    this.#failures++;
    this.#downSince = Date.now();
    this.#downReason = reason;
    if (!options.silent) {
      const stderrTail = this.#stderrTail();
      this.#options.onEvent({ type: "mcp.server.exited", server: this.name, reason, ...(stderrTail ? { stderrTail } : {}) });
    }
    // A crashed process may still hold its pipes; the transport is closed so nothing is left behind.
    if (wasUp) void this.#stop();
  }

  async #stop(): Promise<void> {
    const client = this.#client;
    const transport = this.#transport;
    this.#client = undefined;
    this.#refreshing = undefined;
    if (client) await client.close().catch(() => undefined);
    if (transport) await transport.close().catch(() => undefined);
  }

  #stderrTail(): string | undefined {
    return this.#transport instanceof StdioProcessTransport ? this.#transport.stderrTail || undefined : undefined;
  }

  /** Read through a method: `close()` may have run while a start was awaited. */
  #isClosed(): boolean {
    return this.#state === "closed";
  }

  #closedError(): McpServerError {
    return new McpServerError({ server: this.name, message: `MCP server "${this.name}" was closed` });
  }
}

/** Every page of the server's tools; a server without the tools capability has none. */
async function listAllTools(client: Client, timeoutMs: number): Promise<McpToolDescription[]> {
  if (!client.getServerCapabilities()?.tools) return [];
  const tools: McpToolDescription[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const result = await client.listTools(cursor === undefined ? undefined : { cursor }, { timeout: timeoutMs });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}

/** Whether a failed request means the connection is gone (rather than the server answering with an error). */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof McpError) return error.code === -32000;
  return true;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
