import type { InterceptorEvent } from "../interceptors/events.js";
import type { Message, ToolUseBlock } from "../messages/types.js";
import type { ModelDelta, ModelRequest, ModelResponse, Usage } from "../models/spec.js";
import type { AgentToolResult } from "../tools/types.js";
import type { RunResult } from "./run-result.js";

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
    | { type: "usage"; usage: Usage; total: Usage }
    | { type: "interceptor"; event: InterceptorEvent }
    | { type: "loop.decision"; interceptor: string; decision: "CONTINUE" | "COMPLETE"; reasoning?: string }
    | { type: "processor"; family: ProcessorFamily; index: number; name: string; shouldExit?: boolean }
    | { type: "tool.start"; call: ToolUseBlock; toolName: string; args: Record<string, unknown> }
    | { type: "tool.blocked"; call: ToolUseBlock; toolName: string; reason: string; rule?: string; interceptorId?: string }
    | { type: "tool.approval"; call: ToolUseBlock; toolName: string; reason: string; rule?: string; answer: ApprovalAnswer }
    | { type: "tool.end"; call: ToolUseBlock; toolName: string; result: AgentToolResult; durationMs: number }
    | { type: "tool.log"; toolCallId: string; level: "debug" | "info" | "warn" | "error"; message: string; data?: unknown }
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

/** A person's answer to an approval request. */
export type ApprovalAnswer = "allow" | "allow_always" | "deny";
