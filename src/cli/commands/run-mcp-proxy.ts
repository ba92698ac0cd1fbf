import path from "node:path";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createAuditLog, type AuditLog } from "../../audit/audit-log.js";
import { buildRegistry } from "../../config/build-registry.js";
import { hookConfigReport } from "../../config/hook-config-report.js";
import { readConfigFile, type LoadedConfig } from "../../config/load-config.js";
import { loadHookConfig, type HookConfig } from "../../config/load-hook-config.js";
import { describeError } from "../../errors/index.js";
import type { AgentEvent } from "../../loop/events.js";
import { expandServerConfig } from "../../mcp/expand-variables.js";
import { createMcpProxy } from "../../mcp/proxy/mcp-proxy.js";
import { createUpstream } from "../../mcp/proxy/upstream.js";
import { validateServerConfig, type McpServerConfig } from "../../mcp/server-config.js";
import { describeStartFailure } from "../../mcp/start-failure.js";
import { CliUsageError } from "../cli-error.js";
import { EXIT_CODES } from "../exit-codes.js";
import type { CliIO } from "../io.js";
import { resolveWorkspaceDir } from "../workspace-options.js";

/** The options of `loopgate mcp-proxy`, as parsed. */
export interface McpProxyCommandOptions {
  url?: string;
  header?: string[];
  server?: string;
  name?: string;
  config?: string | boolean;
  cwd?: string;
  audit?: string;
  verbose?: boolean;
}

/** What the command line says the upstream is. */
interface UpstreamChoice {
  config: McpServerConfig;
  /** The name its tools are known by, when the command line or the config gives one. */
  name: string | undefined;
}

/**
 * Runs `loopgate mcp-proxy` until the client disconnects, and resolves with the exit code: 0 then,
 * 1 when the upstream cannot be started. Usage and config problems are thrown.
 *
 * The config is assembled as for `loopgate hook`: a repository's config may only make the guards
 * stricter, and starts no server, loads no module and moves no audit log, unless the user's own
 * config trusts the project.
 */
export async function runMcpProxy(command: readonly string[], options: McpProxyCommandOptions, io: CliIO): Promise<number> {
  const cwd = resolveWorkspaceDir(options.cwd, io.cwd, EXIT_CODES.usage);
  const hookConfig = loadHookConfig({ cwd, env: io.env, processCwd: io.cwd, ...(options.config !== true && options.config !== undefined ? { file: options.config } : {}) });
  if (options.verbose) for (const line of hookConfigReport(hookConfig)) io.stderr.write(`loopgate mcp-proxy: ${line}\n`);
  const loaded = hookConfig.loaded;
  const upstreamChoice = chooseUpstream(command, options, hookConfig, io);
  const name = upstreamChoice.name;
  const capabilities = name !== undefined ? loaded.config.mcpServers?.[name]?.capabilities : undefined;
  const upstream = createUpstream(upstreamChoice.config, { cwd, onStderr: (text) => io.stderr.write(text) });
  const audit = openAudit(options, loaded, io);
  const proxy = createMcpProxy({
    client: new StdioServerTransport(io.stdin, io.stdout),
    upstream: upstream.transport,
    registry: async (toolNames) => (await buildRegistry(loaded, { cwd, loopGuard: false, secretRedaction: true, toolNames })).registry,
    ...(name !== undefined ? { serverName: name } : {}),
    ...(capabilities ? { capabilities } : {}),
    cwd,
    describeUpstreamExit: () => upstream.describeExit(),
    onEvent: (event) => {
      audit?.record(event);
      reportBlock(event, io);
    },
  });
  try {
    await proxy.start();
  } catch (error) {
    const failure = describeStartFailure({ server: name ?? "upstream", config: upstreamChoice.config, transport: upstream.transport, error, timeoutMs: 0, phase: "initialize", cwd });
    io.stderr.write(`loopgate mcp-proxy: ${failure.message}\n`);
    await proxy.close();
    audit?.close();
    return EXIT_CODES.error;
  }
  // The SDK's stdio transport does not notice the end of its input: a client that went away closes the proxy here.
  const closeOnEnd = () => void proxy.close();
  io.stdin.once("end", closeOnEnd);
  io.stdin.once("close", closeOnEnd);
  const removeInterrupt = io.onInterrupt(closeOnEnd);
  // Clients stop their servers with SIGTERM: the proxy then stops its upstream before it goes.
  process.once("SIGTERM", closeOnEnd);
  await proxy.closed;
  removeInterrupt();
  process.off("SIGTERM", closeOnEnd);
  audit?.close();
  if (audit?.failure) io.stderr.write(`loopgate mcp-proxy: ${audit.failure.message}\n`);
  return EXIT_CODES.ok;
}

function chooseUpstream(command: readonly string[], options: McpProxyCommandOptions, hookConfig: HookConfig, io: CliIO): UpstreamChoice {
  const { loaded } = hookConfig;
  const given = [command.length > 0, options.url !== undefined, options.server !== undefined].filter(Boolean).length;
  if (given !== 1) {
    throw new CliUsageError({ message: "mcp-proxy: name exactly one upstream: `-- <command…>`, `--url <url>` or `--server <name>`", exitCode: EXIT_CODES.usage });
  }
  if (options.header !== undefined && options.url === undefined) throw new CliUsageError({ message: "mcp-proxy: --header applies to --url only", exitCode: EXIT_CODES.usage });
  let config: unknown;
  let name = options.name;
  if (options.server !== undefined) {
    const entry = loaded.config.mcpServers?.[options.server];
    if (!entry) {
      const untrusted = untrustedServer(hookConfig, options.server);
      if (untrusted) throw new CliUsageError({ message: `mcp-proxy: --server ${options.server}: ${untrusted}`, exitCode: EXIT_CODES.usage });
      const known = Object.keys(loaded.config.mcpServers ?? {});
      throw new CliUsageError({ message: `mcp-proxy: --server ${options.server}: ${loaded.file ?? "no config file"} has no such entry in mcpServers${known.length ? ` (it has ${known.join(", ")})` : ""}`, exitCode: EXIT_CODES.usage });
    }
    config = entry.cwd !== undefined ? { ...entry, cwd: path.resolve(loaded.dir, entry.cwd) } : entry;
    name ??= options.server;
  } else if (options.url !== undefined) {
    config = { type: "http", url: options.url, ...(options.header ? { headers: parseHeaders(options.header) } : {}) };
  } else {
    // The upstream gets the proxy's whole environment: the client already chose what the proxy sees.
    config = { command: command[0], args: command.slice(1), env: stringEntries(io.env) };
  }
  try {
    const label = name ?? "upstream";
    return { config: expandServerConfig(validateServerConfig(label, config), io.env, label), name };
  } catch (error) {
    throw new CliUsageError({ message: `mcp-proxy: ${describeError(error)}`, exitCode: EXIT_CODES.usage });
  }
}

/** Why a server named by an untrusted project config is not started, when that is the case. */
function untrustedServer(hookConfig: HookConfig, server: string): string | undefined {
  const project = hookConfig.applied.find((entry) => entry.source === "project" && !entry.trusted);
  if (!project || readConfigFile(project.file).config.mcpServers?.[server] === undefined) return undefined;
  return (
    `${project.file} names it, but that project config is not trusted, so none of its servers is started ` +
    `(list the project's folder in trustedProjects of your user config, ${hookConfig.userConfigDir}/config.json, or pass --config)`
  );
}

function parseHeaders(headers: readonly string[]): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const header of headers) {
    const colon = header.indexOf(":");
    if (colon <= 0) throw new CliUsageError({ message: `mcp-proxy: --header ${JSON.stringify(header)}: write it as 'Name: value'`, exitCode: EXIT_CODES.usage });
    parsed[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
  }
  return parsed;
}

function openAudit(options: McpProxyCommandOptions, loaded: LoadedConfig, io: CliIO): AuditLog | undefined {
  const file = options.audit !== undefined ? path.resolve(io.cwd, options.audit) : loaded.config.audit && path.resolve(loaded.dir, loaded.config.audit);
  if (!file) return undefined;
  try {
    return createAuditLog(file);
  } catch (error) {
    throw new CliUsageError({ message: `mcp-proxy: ${describeError(error)}`, exitCode: EXIT_CODES.usage });
  }
}

/** A block is written to stderr too: MCP clients keep their servers' stderr in their logs. */
function reportBlock(event: AgentEvent, io: CliIO): void {
  if (event.type === "tool.blocked") io.stderr.write(`loopgate mcp-proxy: blocked ${event.toolName}: ${event.reason}\n`);
}

function stringEntries(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
