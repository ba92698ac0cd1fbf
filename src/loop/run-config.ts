import type { InterceptorRegistry } from "../interceptors/registry.js";
import type { ContentBlock } from "../messages/types.js";
import type { LanguageModel, ModelParams } from "../models/spec.js";
import type { ApprovalHandler } from "../tools/approval.js";
import type { AnyTool } from "../tools/types.js";
import type { LoopInterceptorManager } from "./loop-interceptor-manager.js";
import type { AgentProcessors } from "./processors/types.js";
import type { StepRunner } from "./step-runner.js";
import type { ThreadStore } from "./thread-store.js";
import type { Budget } from "../budgets/budget.js";
import type { ResolvedCompactionOptions } from "../compaction/compaction-options.js";
import type { ModelLimitOverrides } from "../usage/model-limits.js";

/** Everything a run needs from its agent. */
export interface RunConfig {
  agentId: string;
  model: LanguageModel;
  /** Resolves the run's tools (a failure ends the run with status `error`). */
  loadTools(): Promise<readonly AnyTool[]>;
  /** Counts changes to the tools' sources; when it moved since the tools were loaded, the next turn loads them again. */
  toolsVersion?(): number;
  registry: InterceptorRegistry;
  loopInterceptors: LoopInterceptorManager;
  processors: AgentProcessors;
  maxIterations: number;
  systemPrompt?: string;
  params: ModelParams;
  cwd: string;
  threads: ThreadStore;
  toolConcurrency?: number;
  onApproval?: ApprovalHandler;
  /** Time limit of handlers on mutating hooks that set none (0: none). */
  interceptorTimeoutMs: number;
  /** Time limit of one tool call (0: none); a tool's own `timeoutMs` wins. */
  toolTimeoutMs?: number;
  /** Most characters one tool result may send to the model. */
  maxToolResultChars?: number;
  /** What one run may spend. */
  budget?: Budget;
  /** What the thread may spend over all its runs. */
  threadBudget?: Budget;
  /** How the transcript is compacted before it outgrows the window; none when absent. */
  compaction?: ResolvedCompactionOptions;
  /** Context windows and output limits by model id, over the built-in table. */
  modelLimits?: ModelLimitOverrides;
  /** Runs each model call and tool execution (a durable engine records them); default: the call itself. */
  stepRunner?: StepRunner;
}

/** What a run was asked to do. */
export interface RunRequest {
  input: string | ContentBlock[];
  threadId?: string;
  signal?: AbortSignal;
  /** The run's id (default: a random UUID); a durable run passes its workflow id, so a replay keeps it. */
  runId?: string;
}
