import { existsSync } from "node:fs";
import path from "node:path";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { describeError } from "../errors/index.js";
import { McpServerError } from "./mcp-server-error.js";
import { isHttpConfig, isTransportConfig, type McpServerConfig } from "./server-config.js";
import { StdioProcessTransport } from "./stdio-process-transport.js";

/** What went wrong while a server was starting. */
export interface StartFailure {
  server: string;
  config: McpServerConfig;
  transport: Transport | undefined;
  error: unknown;
  timeoutMs: number;
  /** The request that was under way. */
  phase: "initialize" | "tools/list";
  /** The manager's working directory (a stdio server's default). */
  cwd: string;
}

/**
 * A start failure as an error a person can act on: it names the server and says what happened in
 * its terms — a command that does not exist, a process that exited (with the tail of its stderr),
 * a server that did not answer in time, one that wrote something other than JSON-RPC to stdout, an
 * HTTP endpoint that refused.
 */
export function describeStartFailure(failure: StartFailure): McpServerError {
  const { server, transport, error } = failure;
  const stdio = transport instanceof StdioProcessTransport ? transport : undefined;
  const message = `MCP server "${server}" ${whatHappened(failure, stdio)}${invalidOutputNote(stdio)}`;
  return new McpServerError({ server, message, ...(stdio?.stderrTail ? { stderrTail: stdio.stderrTail } : {}), cause: error });
}

function whatHappened(failure: StartFailure, stdio: StdioProcessTransport | undefined): string {
  const { config, error, timeoutMs, phase } = failure;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!isTransportConfig(config) && !isHttpConfig(config)) {
    const cwd = path.resolve(failure.cwd, config.cwd ?? ".");
    if (code === "ENOENT" && !existsSync(cwd)) return `cannot start: its working directory ${cwd} does not exist`;
    if (code === "ENOENT") return `cannot start: the command "${config.command}" was not found (is it installed, and on PATH?)`;
    if (code === "EACCES") return `cannot start: the command "${config.command}" is not executable`;
  }
  if (stdio?.exitDescription) return `exited during startup (${stdio.exitDescription}) before answering \`${phase}\``;
  if (error instanceof McpError && error.code === -32001) return `did not answer \`${phase}\` within ${timeoutMs} ms`;
  if (isHttpConfig(config)) {
    if (error instanceof StreamableHTTPError && error.code !== undefined && error.code > 0) return `at ${config.url} answered HTTP ${error.code}: ${error.message}`;
    return `could not be reached at ${config.url}: ${describeError(causeOf(error))}`;
  }
  return `failed to start: ${describeError(error)}`;
}

function invalidOutputNote(stdio: StdioProcessTransport | undefined): string {
  const invalid = stdio?.invalidOutput;
  if (!invalid) return "";
  const lines = invalid.count === 1 ? "a line" : `${invalid.count} lines`;
  return `. It wrote ${lines} to stdout that ${invalid.count === 1 ? "is" : "are"} not JSON-RPC (stdout is for protocol messages only; logs belong on stderr), the first: ${JSON.stringify(invalid.first)}`;
}

/** `fetch failed` says little; its cause says `connect ECONNREFUSED 127.0.0.1:1234`. */
function causeOf(error: unknown): unknown {
  return error instanceof Error && error.cause !== undefined ? error.cause : error;
}
