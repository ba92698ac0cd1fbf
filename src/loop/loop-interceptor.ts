import type { Message, ToolUseBlock } from "../messages/types.js";
import type { StopReason } from "../models/spec.js";
import type { AnyTool } from "../tools/types.js";
import type { ToolCallOutcome } from "../tools/dispatcher.js";

/** A loop interceptor's verdict: run another inference, or let the task finish. */
export const LoopDecision = {
  CONTINUE: "CONTINUE",
  COMPLETE: "COMPLETE",
} as const;

/** `LoopDecision.CONTINUE` or `LoopDecision.COMPLETE`. */
export type LoopDecision = (typeof LoopDecision)[keyof typeof LoopDecision];

/** What a loop interceptor sees after each model response. */
export interface InterceptorContext {
  /** The live transcript: push messages to inject feedback before the next inference (during `intercept`, not later from a kept reference). */
  messages: Message[];
  /** The text of the latest response. */
  lastResponse: string;
  /** Why the model stopped. */
  stopReason: StopReason;
  /** The tool calls of the latest response that have not been executed yet. */
  toolCalls: ToolUseBlock[];
  /** The tools available to the agent. */
  tools: readonly AnyTool[];
  signal: AbortSignal;
  agentId: string;
  threadId: string;
  runId: string;
  /** 1 for the first inference of the run. */
  iteration: number;
  /** The run's working directory. */
  cwd: string;
  /**
   * Runs tool calls through the agent's one dispatcher (tool.before, validation, execution,
   * tool.after) and appends their results to the transcript. Defaults to every pending call.
   */
  executeToolCalls(calls?: readonly ToolUseBlock[]): Promise<ToolCallOutcome[]>;
}

/** A loop interceptor's answer. */
export interface InterceptorResult {
  decision: LoopDecision;
  reasoning?: string;
}

/**
 * A decision gate that runs after each model response. Implement it, or extend it.
 *
 * @example
 * class Reviewer extends LoopInterceptor {
 *   readonly name = "reviewer";
 *   async intercept(context: InterceptorContext): Promise<InterceptorResult> {
 *     return { decision: LoopDecision.COMPLETE };
 *   }
 * }
 */
export abstract class LoopInterceptor {
  abstract readonly name: string;
  readonly description?: string;
  abstract intercept(context: InterceptorContext): Promise<InterceptorResult> | InterceptorResult;
}
