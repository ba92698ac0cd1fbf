import { validateBudget, type Budget } from "../budgets/budget.js";
import { resolveCompactionOptions, type CompactionOptions } from "../compaction/compaction-options.js";
import { ConfigurationError } from "../errors/index.js";
import type { ModelLimitOverrides } from "../usage/model-limits.js";
import { initializeGlobalInterceptors } from "../global-registry.js";
import type { InterceptorRegistry } from "../interceptors/registry.js";
import type { ContentBlock } from "../messages/types.js";
import type { LanguageModel, ModelParams } from "../models/spec.js";
import type { ApprovalHandler } from "../tools/approval.js";
import { resolveToolPolicy, type ToolPolicyOptions } from "../tools/policy.js";
import type { AnyTool } from "../tools/types.js";
import { AgentRun } from "./agent-run.js";
import type { AgentEvent } from "./events.js";
import { listSourceTools, sourceToolsVersion, ToolExecutionInterceptor } from "./interceptors/tool-execution.js";
import { LoopInterceptorManager } from "./loop-interceptor-manager.js";
import type { LoopInterceptor } from "./loop-interceptor.js";
import type { AgentProcessors } from "./processors/types.js";
import { DEFAULT_INTERCEPTOR_TIMEOUT_MS } from "../interceptors/trigger.js";
import { executeRun, type RunConfig } from "./run-loop.js";
import type { StepRunner } from "./step-runner.js";
import { createMemoryThreadStore, type ThreadStore } from "./thread-store.js";

/** Options of `createAgent`. */
export interface AgentOptions {
  /** The agent id interceptors match with `agentMatcher` (default `"main"`). */
  id?: string;
  model: LanguageModel;
  tools?: readonly AnyTool[];
  /** Default: the global registry, initialized (with the built-in guards). */
  registry?: InterceptorRegistry;
  /** Loop interceptors; a `ToolExecutionInterceptor` is placed last when none is given. */
  loopInterceptors?: LoopInterceptorManager | readonly LoopInterceptor[];
  processors?: AgentProcessors;
  /** Most model calls one run may make (default 25). */
  maxIterations?: number;
  systemPrompt?: string;
  /** Default inference parameters (`params.before` may override thinkLevel, reasoningLevel, temperature). */
  params?: ModelParams;
  /** Working directory of runs (default: `process.cwd()` when the agent is created). */
  cwd?: string;
  /** Where transcripts and interceptor state live between runs of a thread (default: memory). */
  threads?: ThreadStore;
  /** How many tool calls of one turn run at once (default 4). */
  toolConcurrency?: number;
  /** Time limit of interceptor handlers on mutating hooks that set no `timeoutMs` (default 30 000 ms; 0: none). */
  interceptorTimeoutMs?: number;
  /** Time limit of one tool call (default 600 000 ms; 0: none); a tool's own `timeoutMs` wins. */
  toolTimeoutMs?: number;
  /** Most characters one tool result may send to the model (default 100 000); head and tail are kept, the whole output stays in `details.fullOutput`. */
  maxToolResultChars?: number;
  /** Which tools the model may use, by name or group (`group:fs`) and profile (`minimal`, `coding`, `full`); deny wins. */
  toolPolicy?: ToolPolicyOptions;
  /** Answers guards' `ask` decisions; without it they are denied with the reason. */
  onApproval?: ApprovalHandler;
  /** Receives every event of every run. */
  onEvent?: (event: AgentEvent) => void;
  /** What one run may spend: tokens, money, model and tool calls, time (see docs/budgets.md). */
  budget?: Budget;
  /** What a thread may spend over all its runs (counted in its thread state). */
  threadBudget?: Budget;
  /**
   * Compacts the transcript before it outgrows the model's window: old tool results cleared, then
   * the oldest turns summarized. Off unless given (`loopgate run` turns it on); `false` for off.
   */
  compaction?: CompactionOptions | false;
  /** Context windows and output limits by model id (exact, or a prefix ending in `*`), over the built-in table. */
  modelLimits?: ModelLimitOverrides;
  /** Runs each model call and tool execution; a durable engine (`loopgate/durable`) records them. Default: the call itself. */
  stepRunner?: StepRunner;
  /**
   * Save the thread after every turn (default true), so a crash loses at most the turn in progress;
   * false saves it once, when the run ends (a durable run, which a crash does not lose, saves that way).
   */
  saveThreadEachTurn?: boolean;
}

/** Per-run options. */
export interface RunOptions {
  /** Continue this thread (its transcript and interceptor state); a new one when omitted. */
  threadId?: string;
  signal?: AbortSignal;
  /** The run's id (default: a random UUID). */
  runId?: string;
}

/** An agent: a model, tools and interceptors, ready to run. */
export interface Agent {
  readonly id: string;
  readonly model: LanguageModel;
  readonly registry: InterceptorRegistry;
  readonly loopInterceptors: LoopInterceptorManager;
  /** Starts a run: iterate it for events, await it for the result. Runs on one thread are queued. */
  run(input: string | ContentBlock[], options?: RunOptions): AgentRun;
}

/**
 * Creates an agent.
 *
 * @example
 * const agent = createAgent({ model: scriptedModel([{ text: "Hello!" }]) });
 * const result = await agent.run("Say hello");
 * result.status; // "completed"
 */
export function createAgent(options: AgentOptions): Agent {
  validateOptions(options);
  const registry = options.registry ?? initializeGlobalInterceptors();
  const manager = toManager(options.loopInterceptors);
  if (!manager.has(ToolExecutionInterceptor)) manager.register(new ToolExecutionInterceptor());
  registry.addToolNames((options.tools ?? []).map((tool) => tool.normalizedName));
  const config: RunConfig = {
    agentId: options.id ?? "main",
    model: options.model,
    loadTools: toolResolver(options, manager, registry),
    toolsVersion: () => toolsVersionOf(manager),
    registry,
    loopInterceptors: manager,
    processors: options.processors ?? {},
    maxIterations: options.maxIterations ?? 25,
    params: options.params ?? {},
    cwd: options.cwd ?? process.cwd(),
    threads: options.threads ?? createMemoryThreadStore(),
    interceptorTimeoutMs: options.interceptorTimeoutMs ?? DEFAULT_INTERCEPTOR_TIMEOUT_MS,
    ...(options.toolTimeoutMs !== undefined ? { toolTimeoutMs: options.toolTimeoutMs } : {}),
    ...(options.maxToolResultChars !== undefined ? { maxToolResultChars: options.maxToolResultChars } : {}),
    ...(options.systemPrompt !== undefined ? { systemPrompt: options.systemPrompt } : {}),
    ...(options.toolConcurrency !== undefined ? { toolConcurrency: options.toolConcurrency } : {}),
    ...(options.onApproval ? { onApproval: options.onApproval } : {}),
    ...(options.budget ? { budget: options.budget } : {}),
    ...(options.threadBudget ? { threadBudget: options.threadBudget } : {}),
    ...(options.compaction ? { compaction: resolveCompactionOptions(options.compaction, "createAgent: `compaction`") } : {}),
    ...(options.modelLimits ? { modelLimits: options.modelLimits } : {}),
    ...(options.stepRunner ? { stepRunner: options.stepRunner } : {}),
    ...(options.saveThreadEachTurn === false ? { saveThreadEachTurn: false } : {}),
  };
  // Runs on one thread are queued, so each starts from what the one before it saved.
  const threadQueues = new Map<string, Promise<unknown>>();

  return {
    id: config.agentId,
    model: options.model,
    registry,
    loopInterceptors: manager,
    run(input, runOptions = {}) {
      return new AgentRun(async (push) => {
        const emit = (event: AgentEvent) => {
          push(event);
          try {
            options.onEvent?.(event);
          } catch {
            // An observer's failure must not change the run it observes.
          }
        };
        const { threadId, signal, runId } = runOptions;
        const execute = () => executeRun(config, { input, ...(threadId ? { threadId } : {}), ...(signal ? { signal } : {}), ...(runId ? { runId } : {}) }, emit);
        if (!threadId) return execute();
        const current = (threadQueues.get(threadId) ?? Promise.resolve()).catch(() => undefined).then(execute);
        threadQueues.set(threadId, current);
        void current.finally(() => threadQueues.get(threadId) === current && threadQueues.delete(threadId)).catch(() => undefined);
        return current;
      });
    },
  };
}

/** Bad options fail where they are given. */
function validateOptions(options: AgentOptions): void {
  if (!options || typeof options.model?.generate !== "function") {
    throw new ConfigurationError({ message: "createAgent: `model` must implement generate(request, options)" });
  }
  const maxIterations = options.maxIterations ?? 25;
  if (!Number.isInteger(maxIterations) || maxIterations < 1) {
    throw new ConfigurationError({ message: `createAgent: \`maxIterations\` must be a positive integer, got ${String(options.maxIterations)}` });
  }
  for (const key of ["interceptorTimeoutMs", "toolTimeoutMs", "maxToolResultChars"] as const) {
    const value = options[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
      throw new ConfigurationError({ message: `createAgent: \`${key}\` must be a non-negative number (0 for no limit), got ${String(value)}` });
    }
  }
  validateBudget(options.budget, "createAgent: `budget`");
  validateBudget(options.threadBudget, "createAgent: `threadBudget`");
  const names = new Set<string>();
  for (const tool of options.tools ?? []) {
    if (typeof tool?.validate !== "function") throw new ConfigurationError({ message: "createAgent: every tool must come from defineTool()" });
    if (names.has(tool.normalizedName)) throw new ConfigurationError({ message: `createAgent: two tools normalize to the same name "${tool.normalizedName}"` });
    names.add(tool.normalizedName);
  }
}

/**
 * The tools of a run: the agent's own and those its `ToolExecutionInterceptor`s bring (an MCP
 * server manager, say), filtered by the tool policy; the registry learns their names.
 */
function toolResolver(options: AgentOptions, manager: LoopInterceptorManager, registry: InterceptorRegistry): () => Promise<AnyTool[]> {
  const allowedByPolicy = options.toolPolicy ? resolveToolPolicy(options.toolPolicy) : () => true;
  return async () => {
    const tools = new Map<string, AnyTool>();
    const add = (tool: AnyTool) => {
      if (tools.has(tool.normalizedName)) throw new ConfigurationError({ message: `Two tools normalize to the same name "${tool.normalizedName}"` });
      tools.set(tool.normalizedName, tool);
    };
    for (const tool of options.tools ?? []) add(tool);
    for (const source of toolSources(manager)) for (const tool of await listSourceTools(source)) add(tool);
    for (const name of [...tools.keys()]) if (!allowedByPolicy(name)) tools.delete(name);
    registry.addToolNames(tools.keys());
    return [...tools.values()];
  };
}

/** How many times the tool sources changed, summed: read before every turn, so it walks the chain without building lists. */
function toolsVersionOf(manager: LoopInterceptorManager): number {
  let version = 0;
  for (const interceptor of manager.list()) if (interceptor instanceof ToolExecutionInterceptor) version += sourceToolsVersion(interceptor.toolSource);
  return version;
}

/** The tool sources of the agent's `ToolExecutionInterceptor`s. */
function toolSources(manager: LoopInterceptorManager) {
  return manager.list().flatMap((interceptor) => (interceptor instanceof ToolExecutionInterceptor && interceptor.toolSource ? [interceptor.toolSource] : []));
}

function toManager(source: AgentOptions["loopInterceptors"]): LoopInterceptorManager {
  if (source instanceof LoopInterceptorManager) return source;
  const manager = new LoopInterceptorManager();
  for (const interceptor of source ?? []) manager.register(interceptor);
  return manager;
}
