import type { Attributes } from "@opentelemetry/api";
import type { InterceptorEvent } from "../interceptors/events.js";
import type { AgentEvent } from "../loop/events.js";
import type { RunResult } from "../loop/run-result.js";
import type { ModelResponse, Usage } from "../models/spec.js";
import type { ToolEvent } from "../tools/tool-events.js";
import { GEN_AI, GEN_AI_OPERATIONS, LOOPGATE_ATTRIBUTES as LG } from "./gen-ai-attributes.js";

// Each builder fills one object with plain assignments: the SDK copies every attribute object it is
// given, so building it through spreads of conditional objects would only add garbage per step.

type EventOf<T extends AgentEvent["type"]> = Extract<AgentEvent, { type: T }>;

/** The attributes an `invoke_agent` span starts with. */
export function runStartAttributes(event: EventOf<"run.start">, agentName: string, content: boolean): Attributes {
  const attributes: Attributes = {
    [GEN_AI.OPERATION_NAME]: GEN_AI_OPERATIONS.INVOKE_AGENT,
    [GEN_AI.AGENT_NAME]: agentName,
    [GEN_AI.AGENT_ID]: event.agentId,
    [GEN_AI.CONVERSATION_ID]: event.threadId,
    [LG.RUN_ID]: event.runId,
  };
  if (content) attributes[GEN_AI.INPUT_MESSAGES] = safeJson([{ role: "user", parts: [{ type: "text", content: event.input }] }]);
  return attributes;
}

/** The attributes a `chat` span starts with: what a sampler may decide on, and the request. */
export function chatStartAttributes(event: EventOf<"model.request">, content: boolean): Attributes {
  const attributes: Attributes = { [GEN_AI.OPERATION_NAME]: GEN_AI_OPERATIONS.CHAT, [LG.ITERATION]: event.iteration };
  if (event.provider !== undefined) attributes[GEN_AI.PROVIDER_NAME] = event.provider;
  if (event.model !== undefined) attributes[GEN_AI.REQUEST_MODEL] = event.model;
  const { params } = event.request;
  if (typeof params.temperature === "number") attributes[GEN_AI.REQUEST_TEMPERATURE] = params.temperature;
  if (typeof params.maxTokens === "number") attributes[GEN_AI.REQUEST_MAX_TOKENS] = params.maxTokens;
  if (content) {
    attributes[GEN_AI.INPUT_MESSAGES] = safeJson(event.request.messages);
    if (event.request.system !== undefined) attributes[GEN_AI.SYSTEM_INSTRUCTIONS] = safeJson([{ type: "text", content: event.request.system }]);
  }
  return attributes;
}

/** The attributes a `chat` span ends with: the response, its usage and finish reason. */
export function chatEndAttributes(response: ModelResponse, synthetic: boolean, content: boolean): Attributes {
  const attributes: Attributes = { [GEN_AI.RESPONSE_FINISH_REASONS]: [response.stopReason] };
  if (response.model !== undefined) attributes[GEN_AI.RESPONSE_MODEL] = response.model;
  if (response.id !== undefined) attributes[GEN_AI.RESPONSE_ID] = response.id;
  addUsage(attributes, response.usage);
  if (content) attributes[GEN_AI.OUTPUT_MESSAGES] = safeJson([{ role: "assistant", content: response.content, finish_reason: response.stopReason }]);
  if (synthetic) attributes[LG.SYNTHETIC] = true;
  return attributes;
}

/** The attributes an `execute_tool` span starts with. */
export function toolStartAttributes(toolName: string, toolCallId: string): Attributes {
  return {
    [GEN_AI.OPERATION_NAME]: GEN_AI_OPERATIONS.EXECUTE_TOOL,
    [GEN_AI.TOOL_NAME]: toolName,
    [GEN_AI.TOOL_CALL_ID]: toolCallId,
    [GEN_AI.TOOL_TYPE]: "function",
  };
}

/** What marks an `execute_tool` span as blocked, and by whom. */
export function toolBlockedAttributes(event: Extract<ToolEvent, { type: "tool.blocked" }>): Attributes {
  const attributes: Attributes = { [LG.TOOL_BLOCKED]: true };
  if (event.interceptorId !== undefined) attributes[LG.TOOL_BLOCKED_BY] = event.interceptorId;
  if (event.rule !== undefined) attributes[LG.RULE] = event.rule;
  attributes[LG.REASON] = event.reason;
  return attributes;
}

/** The attributes an `execute_tool` span ends with: status, output size, exit code, error type. */
export function toolEndAttributes(event: Extract<ToolEvent, { type: "tool.end" }>, content: boolean): Attributes {
  const attributes: Attributes = { [LG.TOOL_STATUS]: event.status, [LG.TOOL_OUTPUT_CHARS]: event.result.output.length };
  const exitCode = (event.result.details as { exitCode?: unknown } | undefined)?.exitCode;
  if (typeof exitCode === "number") attributes[LG.TOOL_EXIT_CODE] = exitCode;
  if (content) attributes[GEN_AI.TOOL_CALL_RESULT] = event.result.output;
  if (event.status !== "ok") attributes[GEN_AI.ERROR_TYPE] = event.status;
  return attributes;
}

/** The attributes of a `loopgate.interceptor` span event: hook, interceptor, decision, rule, reason. */
export function interceptorEventAttributes(detail: InterceptorEvent): Attributes {
  const attributes: Attributes = { [LG.HOOK]: detail.name, [LG.INTERCEPTOR_ID]: detail.interceptorId, [LG.DECISION]: detail.action };
  if (detail.rule !== undefined) attributes[LG.RULE] = detail.rule;
  if (detail.reason !== undefined) attributes[LG.REASON] = detail.reason;
  if (detail.policy !== undefined) attributes[LG.POLICY] = detail.policy;
  return attributes;
}

/** The attributes of a `loopgate.approval` span event. */
export function approvalEventAttributes(event: Extract<ToolEvent, { type: "tool.approval" }>): Attributes {
  const attributes: Attributes = { [LG.APPROVAL]: event.answer, [LG.REASON]: event.reason };
  if (event.rule !== undefined) attributes[LG.RULE] = event.rule;
  return attributes;
}

/** The attributes of a `loopgate.loop_decision` span event. */
export function loopDecisionAttributes(event: EventOf<"loop.decision">): Attributes {
  const attributes: Attributes = { [LG.INTERCEPTOR_ID]: event.interceptor, [LG.DECISION]: event.decision === "CONTINUE" ? "continue" : "complete" };
  if (event.reasoning !== undefined) attributes[LG.REASON] = event.reasoning;
  return attributes;
}

/** The attributes an `invoke_agent` span ends with: usage, status, iterations, cost, reason, error type. */
export function runEndAttributes(result: RunResult, content: boolean): Attributes {
  const attributes: Attributes = {};
  addUsage(attributes, result.usage);
  attributes[LG.RUN_STATUS] = result.status;
  attributes[LG.RUN_ITERATIONS] = result.iterations;
  if (typeof result.costUsd === "number" && result.costUsd > 0) attributes[LG.RUN_COST_USD] = result.costUsd;
  if (result.reason !== undefined) attributes[LG.RUN_REASON] = result.reason;
  if (content && result.text !== "") attributes[GEN_AI.OUTPUT_MESSAGES] = safeJson([{ role: "assistant", parts: [{ type: "text", content: result.text }] }]);
  if (result.status === "error") attributes[GEN_AI.ERROR_TYPE] = result.error?.name ?? "error";
  return attributes;
}

function addUsage(attributes: Attributes, usage: Usage | undefined): void {
  if (!usage) return;
  attributes[GEN_AI.USAGE_INPUT_TOKENS] = usage.inputTokens;
  attributes[GEN_AI.USAGE_OUTPUT_TOKENS] = usage.outputTokens;
  if (usage.cacheReadTokens !== undefined) attributes[GEN_AI.USAGE_CACHE_READ_INPUT_TOKENS] = usage.cacheReadTokens;
  if (usage.cacheWriteTokens !== undefined) attributes[GEN_AI.USAGE_CACHE_CREATION_INPUT_TOKENS] = usage.cacheWriteTokens;
}

/** JSON of recorded content; never throws (bigints as strings, anything else unserializable as a marker). */
export function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item));
  } catch {
    return "[unserializable]";
  }
}
