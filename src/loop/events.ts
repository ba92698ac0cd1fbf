import type { InterceptorEvent } from "../interceptors/events.js";
import type { Message } from "../messages/types.js";
import type { ModelDelta, ModelRequest, ModelResponse, Usage } from "../models/spec.js";
import type { ToolEvent } from "../tools/tool-events.js";
import type { RunResult } from "./run-result.js";
import type { BudgetExceedAction, BudgetLimitName, BudgetScope } from "../budgets/budget.js";

interface EventScope {
  runId: string;
  threadId: string;
  agentId: string;
}

/**
 * Everything observable in a run, on one typed stream. Iterate a run to receive them.
 *
 * @example
 * for await (const event of agent.run("fix the build")) {
 *   if (event.type === "tool.blocked") console.log(event.toolName, event.reason);
 * }
 */
export type AgentEvent = EventScope &
  (
    | { type: "run.start"; input: string }
    | { type: "run.end"; result: RunResult }
    | { type: "turn.start"; iteration: number }
    | { type: "turn.end"; iteration: number }
    | { type: "message"; message: Message }
    | { type: "model.request"; iteration: number; request: ModelRequest }
    | { type: "model.delta"; iteration: number; delta: ModelDelta }
    | { type: "model.response"; iteration: number; response: ModelResponse; synthetic: boolean }
    | {
        type: "usage";
        usage: Usage;
        total: Usage;
        /** This call's price in US dollars (absent when the price table does not know the model). */
        costUsd?: number;
        /** The run's cost so far. */
        totalCostUsd: number;
        /** What the run estimated this call's input at, before the provider counted it. */
        estimatedInputTokens?: number;
      }
    | { type: "budget.exceeded"; limit: BudgetLimitName; scope: BudgetScope; used: number; max: number; toolName?: string; action: BudgetExceedAction; message: string }
    | {
        type: "compaction";
        /** `cleared`: old tool results were enough; `summarized`; `failed`: the transcript is unchanged. */
        status: "cleared" | "summarized" | "failed";
        tokensBefore: number;
        tokensAfter: number;
        clearedToolResults: number;
        summarizedMessages: number;
        /** Where the messages compaction replaced are kept (a thread in the same store). */
        historyThreadId?: string;
        error?: Error;
      }
    | { type: "interceptor"; event: InterceptorEvent }
    | { type: "loop.decision"; interceptor: string; decision: "CONTINUE" | "COMPLETE"; reasoning?: string }
    | { type: "processor"; family: ProcessorFamily; index: number; name: string; shouldExit?: boolean }
    | ToolEvent
    | { type: "error"; error: Error; step: string }
  );

/** An event's `type`. */
export type AgentEventType = AgentEvent["type"];

/** The five processor families of seed 003. */
export type ProcessorFamily =
  | "messageModifiers"
  | "preInferenceProcessors"
  | "postInferenceProcessors"
  | "preToolCallProcessors"
  | "postToolCallProcessors";
