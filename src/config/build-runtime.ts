import { ConfigurationError, describeError } from "../errors/index.js";
import type { InterceptorRegistry } from "../interceptors/registry.js";
import { ErrorDetectionInterceptor } from "../loop/interceptors/error-detection.js";
import { MaxTokensInterceptor } from "../loop/interceptors/max-tokens.js";
import type { LoopInterceptor } from "../loop/loop-interceptor.js";
import type { ModelParams } from "../models/spec.js";
import path from "node:path";
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
  /** What the user should be told once before a run (e.g. that commands run without the sandbox). */
  notices: string[];
}

/**
 * Builds an agent's parts from a config: the built-in tools over the workspace (profile `coding`
 * unless the config says otherwise, with its allow and deny lists), a fresh registry with the
 * guards, the loop guard and custom interceptors, the configured loop interceptors, the system
 * prompt, inference parameters and limits. Every problem is a `ConfigurationError`.
 *
 * @example
 * const runtime = await buildRuntime(loadConfig({ cwd }), { cwd });
 * const agent = createAgent({ model, cwd, ...runtime });
 */
export async function buildRuntime(loaded: LoadedConfig, options: { cwd: string }): Promise<Runtime> {
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
  const runsCommands = tools.some((tool) => tool.normalizedName === "exec" || tool.normalizedName === "process");
  const { registry, loopInterceptors: custom } = await buildRegistry(loaded, {
    cwd: options.cwd,
    toolNames: tools.map((tool) => tool.normalizedName),
  });
  const loopInterceptors: LoopInterceptor[] = [];
  const maxTokens = config.loopInterceptors?.maxTokens;
  if (maxTokens) loopInterceptors.push(new MaxTokensInterceptor(maxTokens === true ? {} : maxTokens));
  const errorDetection = config.loopInterceptors?.errorDetection;
  if (errorDetection) loopInterceptors.push(new ErrorDetectionInterceptor({ ...errorDetection, cwd: options.cwd }));
  loopInterceptors.push(...custom);
  return {
    registry,
    loopInterceptors,
    tools,
    systemPrompt: config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
    params: { ...config.params },
    maxIterations: config.limits?.maxIterations ?? 25,
    toolConcurrency: config.limits?.toolConcurrency,
    notices: runsCommands ? await sandboxNotices(sandbox) : [],
  };
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
