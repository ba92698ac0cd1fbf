import path from "node:path";
import { ConfigurationError, describeError } from "../errors/index.js";
import type { InterceptorRegistry } from "../interceptors/registry.js";
import { ErrorDetectionInterceptor } from "../loop/interceptors/error-detection.js";
import { MaxTokensInterceptor } from "../loop/interceptors/max-tokens.js";
import { ToolExecutionInterceptor } from "../loop/interceptors/tool-execution.js";
import type { LoopInterceptor } from "../loop/loop-interceptor.js";
import type { McpServerConfig } from "../mcp/server-config.js";
import type { McpServerEvent } from "../mcp/server-events.js";
import type { McpServerManager } from "../mcp/server-manager.js";
import type { ModelParams } from "../models/spec.js";
import { builtinTools } from "../tools/builtin-tools.js";
import { sandboxNotice, sandboxStatus } from "../tools/sandbox/command-sandbox.js";
import type { SandboxOptions } from "../tools/sandbox/sandbox-options.js";
import type { AnyTool } from "../tools/types.js";
import { buildRegistry } from "./build-registry.js";
import type { LoadedConfig } from "./load-config.js";
import { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.js";

/** Everything a config contributes to an agent, ready for `createAgent`. */
export interface Runtime {
  registry: InterceptorRegistry;
  /** Configured loop interceptors, then those of interceptor modules (tool execution is added by the agent). */
  loopInterceptors: LoopInterceptor[];
  tools: AnyTool[];
  systemPrompt: string;
  params: ModelParams;
  maxIterations: number;
  toolConcurrency: number | undefined;
  /** The config's MCP servers, started, when it has any (their tools come through a `ToolExecutionInterceptor` in `loopInterceptors`); close it when done. */
  mcpServers: McpServerManager | undefined;
  /** What the user should be told once before a run (e.g. that commands run without the sandbox). */
  notices: string[];
}

/** Options of `buildRuntime`. */
export interface BuildRuntimeOptions {
  /** The workspace. */
  cwd: string;
  /** What the config's MCP servers do (start, go down, restart). */
  onMcpEvent?: (event: McpServerEvent) => void;
}

/**
 * Builds an agent's parts from a config: the built-in tools over the workspace (profile `coding`
 * unless the config says otherwise, with its allow and deny lists), a fresh registry with the
 * guards, the loop guard and custom interceptors, the configured loop interceptors, the system
 * prompt, inference parameters and limits, and the MCP servers of `mcpServers`, started (so one that
 * cannot start is reported before a model is called, and interceptors can name their tools). Every
 * problem is a `ConfigurationError`.
 *
 * @example
 * const runtime = await buildRuntime(loadConfig({ cwd }), { cwd });
 * const agent = createAgent({ model, cwd, ...runtime });
 * // …
 * await runtime.mcpServers?.close();
 */
export async function buildRuntime(loaded: LoadedConfig, options: BuildRuntimeOptions): Promise<Runtime> {
  const { config } = loaded;
  const where = loaded.file ?? "the default config";
  let tools: AnyTool[];
  const sandbox = sandboxSettings(loaded);
  try {
    tools = builtinTools({
      root: options.cwd,
      profile: config.tools?.profile ?? "coding",
      sandbox,
      ...(config.tools?.allow ? { allow: config.tools.allow } : {}),
      ...(config.tools?.deny ? { deny: config.tools.deny } : {}),
      ...(config.tools?.exec ? { exec: config.tools.exec } : {}),
    });
  } catch (error) {
    throw new ConfigurationError({ message: `Invalid tools settings in ${where}: ${describeError(error)}`, cause: error });
  }
  const notices = tools.some((tool) => tool.normalizedName === "exec" || tool.normalizedName === "process") ? await sandboxNotices(sandbox) : [];
  const mcpServers = await startMcpServers(loaded, options);
  try {
    return await assemble(loaded, options, { tools, notices }, mcpServers);
  } catch (error) {
    await mcpServers?.manager.close();
    throw error;
  }
}

async function assemble(loaded: LoadedConfig, options: BuildRuntimeOptions, { tools, notices }: { tools: AnyTool[]; notices: string[] }, mcp: StartedMcpServers | undefined): Promise<Runtime> {
  const { config } = loaded;
  const { registry, loopInterceptors: custom } = await buildRegistry(loaded, {
    cwd: options.cwd,
    toolNames: [...tools.map((tool) => tool.normalizedName), ...(mcp?.toolNames ?? [])],
  });
  const loopInterceptors: LoopInterceptor[] = [];
  const maxTokens = config.loopInterceptors?.maxTokens;
  if (maxTokens) loopInterceptors.push(new MaxTokensInterceptor(maxTokens === true ? {} : maxTokens));
  const errorDetection = config.loopInterceptors?.errorDetection;
  if (errorDetection) loopInterceptors.push(new ErrorDetectionInterceptor({ ...errorDetection, cwd: options.cwd, sandbox: sandboxSettings(loaded) }));
  loopInterceptors.push(...custom);
  if (mcp) loopInterceptors.push(new ToolExecutionInterceptor(mcp.manager));
  return {
    registry,
    loopInterceptors,
    tools,
    systemPrompt: config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
    params: { ...config.params },
    maxIterations: config.limits?.maxIterations ?? 25,
    toolConcurrency: config.limits?.toolConcurrency,
    mcpServers: mcp?.manager,
    notices,
  };
}

interface StartedMcpServers {
  manager: McpServerManager;
  toolNames: string[];
}

/** Starts the config's MCP servers (relative `cwd`s are relative to the config file); a server that cannot start is a `ConfigurationError`. */
async function startMcpServers(loaded: LoadedConfig, options: BuildRuntimeOptions): Promise<StartedMcpServers | undefined> {
  const servers = loaded.config.mcpServers;
  if (!servers || Object.keys(servers).length === 0) return undefined;
  const where = loaded.file ?? "the default config";
  // Loaded only when a config has servers: a run without them never loads any MCP code.
  const [{ McpServerManager }, { expandVariables }] = await Promise.all([import("../mcp/server-manager.js"), import("../mcp/expand-variables.js")]);
  let manager: McpServerManager | undefined;
  try {
    manager = new McpServerManager({ cwd: options.cwd, ...(options.onMcpEvent ? { onEvent: options.onMcpEvent } : {}) });
    for (const [name, server] of Object.entries(servers)) {
      // The schema checked the entry; addServer checks it again, in the manager's terms.
      const cwd = server.cwd === undefined ? undefined : path.resolve(loaded.dir, expandVariables(server.cwd, process.env, name));
      const config = (cwd !== undefined ? { ...server, cwd } : server) as McpServerConfig;
      manager.addServer(name, config);
    }
    const tools = await manager.listTools();
    return { manager, toolNames: tools.map((tool) => tool.normalizedName) };
  } catch (error) {
    await manager?.close();
    throw new ConfigurationError({ message: `mcpServers in ${where}: ${describeError(error)}`, cause: error });
  }
}

// Writable paths in the file are relative to it, like every other path there.
function sandboxSettings(loaded: LoadedConfig): SandboxOptions {
  const setting = loaded.config.tools?.sandbox;
  if (setting === undefined) return {};
  if (typeof setting === "string") return { mode: setting };
  const { writablePaths, ...rest } = setting;
  if (writablePaths === undefined) return rest;
  return { ...rest, writablePaths: writablePaths.map((entry) => (entry === "~" || entry.startsWith("~/") ? entry : path.resolve(loaded.dir, entry))) };
}

async function sandboxNotices(sandbox: SandboxOptions): Promise<string[]> {
  const notice = sandboxNotice(await sandboxStatus(sandbox));
  return notice === undefined ? [] : [notice];
}

