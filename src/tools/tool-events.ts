import type { ToolUseBlock } from "../messages/types.js";
import type { ApprovalDecision } from "./approval.js";
import type { AgentToolResult } from "./types.js";

/** How one tool call ended. */
export type ToolCallStatus = "ok" | "error" | "blocked" | "denied" | "invalid" | "unknown_tool" | "aborted";

/** The fields every event about one tool call carries. */
export interface ToolCallFields {
  /** The call as the model made it. */
  call: ToolUseBlock;
  /** The normalized tool name. */
  toolName: string;
  /** The call's id (`call.id`). */
  toolCallId: string;
}

/**
 * Everything observable about tool calls, defined once: the dispatcher emits these and a run
 * passes them on as its own events.
 */
export type ToolEvent = ToolCallFields &
  (
    | { type: "tool.start"; args: Record<string, unknown> }
    | { type: "tool.blocked"; reason: string; rule?: string; interceptorId?: string }
    | { type: "tool.approval"; reason: string; rule?: string; answer: ApprovalDecision }
    | { type: "tool.end"; status: ToolCallStatus; result: AgentToolResult; durationMs: number }
    | { type: "tool.log"; level: "debug" | "info" | "warn" | "error"; message: string; data?: unknown }
  );

/** The fields of a call's events. */
export function toolCallFields(call: ToolUseBlock, toolName: string): ToolCallFields {
  return { call, toolName, toolCallId: call.id };
}
