import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span, type Tracer, type TracerProvider } from "@opentelemetry/api";
import type { AgentEvent } from "../loop/events.js";
import type { ModelResponse, Usage } from "../models/spec.js";
import { GEN_AI, GEN_AI_OPERATIONS, LOOPGATE_ATTRIBUTES as LG, LOOPGATE_EVENTS } from "./gen-ai-attributes.js";

/** Options of `createOtelTracing`. */
export interface OtelTracingOptions {
  /** The tracer spans are made with. Default: `tracerProvider`'s, else the global provider's, named `loopgate`. */
  tracer?: Tracer;
  /** Where the default tracer comes from (default: the global tracer provider). */
  tracerProvider?: TracerProvider;
  /** The agent's name in span names and `gen_ai.agent.name` (default: the run's `agentId`). */
  agentName?: string;
  /**
   * Also record content: the input and output messages of model calls, the system instructions,
   * tool call arguments and results (default false: names, ids, counts and decisions only).
   */
  captureContent?: boolean;
}

/** Turns a run's events into OpenTelemetry spans. */
export interface OtelTracing {
  /** Records what an event tells; pass it as (or call it from) the agent's `onEvent`. Never throws. */
  record(event: AgentEvent): void;
  /** Ends every span still open (runs that never reported their end), marked as cut off. */
  endAll(reason?: string): void;
}

interface RunSpans {
  run: Span;
  /** The context whose active span is the run's: the parent of its chat and tool spans. */
  parent: Context;
  chat?: Span;
  provider?: string;
  tools: Map<string, Span>;
}

const TRACER_NAME = "loopgate";

/**
 * Traces runs with OpenTelemetry, following the GenAI semantic conventions: a span
 * `invoke_agent <agent>` per run, with a child `chat <model>` per model call and a child
 * `execute_tool <tool>` per tool call. Interceptor decisions are span events (`loopgate.interceptor`:
 * hook, interceptor id, decision, rule, reason) on the span they concern; blocked and failed tool
 * calls end with status ERROR and `error.type` set to their status. Content (messages, arguments,
 * results) is recorded only with `captureContent: true`.
 *
 * Built on the run's events, so it sees what the audit log sees: model calls answered by a
 * `model.before` interceptor (`loopgate.model.synthetic`), calls blocked before they ran.
 * The run span's parent is the context active when the run starts (with a context manager
 * registered, as the OpenTelemetry Node SDK does); chat and tool spans are the run span's children.
 *
 * @example
 * import { createOtelTracing } from "loopgate/otel";
 * const tracing = createOtelTracing({ agentName: "coder" });
 * const agent = createAgent({ model, onEvent: (event) => tracing.record(event) });
 */
export function createOtelTracing(options: OtelTracingOptions = {}): OtelTracing {
  const tracer = options.tracer ?? (options.tracerProvider ?? trace.getTracerProvider()).getTracer(TRACER_NAME);
  const content = options.captureContent === true;
  const runs = new Map<string, RunSpans>();

  const child = (spans: RunSpans, name: string, kind: SpanKind, attributes: Attributes): Span => tracer.startSpan(name, { kind, attributes }, spans.parent);

  const toolSpan = (spans: RunSpans, event: { runId: string; toolName: string; toolCallId: string }): Span => {
    let span = spans.tools.get(event.toolCallId);
    if (!span) {
      span = child(spans, `${GEN_AI_OPERATIONS.EXECUTE_TOOL} ${event.toolName}`, SpanKind.INTERNAL, {
        [GEN_AI.OPERATION_NAME]: GEN_AI_OPERATIONS.EXECUTE_TOOL,
        [GEN_AI.TOOL_NAME]: event.toolName,
        [GEN_AI.TOOL_CALL_ID]: event.toolCallId,
        [GEN_AI.TOOL_TYPE]: "function",
      });
      spans.tools.set(event.toolCallId, span);
    }
    return span;
  };

  const handle = (event: AgentEvent): void => {
    if (event.type === "run.start") {
      const agentName = options.agentName ?? event.agentId;
      const run = tracer.startSpan(`${GEN_AI_OPERATIONS.INVOKE_AGENT} ${agentName}`, {
        kind: SpanKind.INTERNAL,
        attributes: {
          [GEN_AI.OPERATION_NAME]: GEN_AI_OPERATIONS.INVOKE_AGENT,
          [GEN_AI.AGENT_NAME]: agentName,
          [GEN_AI.AGENT_ID]: event.agentId,
          [GEN_AI.CONVERSATION_ID]: event.threadId,
          [LG.RUN_ID]: event.runId,
          ...(content ? { [GEN_AI.INPUT_MESSAGES]: JSON.stringify([{ role: "user", parts: [{ type: "text", content: event.input }] }]) } : {}),
        },
      });
      runs.set(event.runId, { run, parent: trace.setSpan(context.active(), run), tools: new Map() });
      return;
    }
    const spans = runs.get(event.runId);
    if (!spans) return;
    switch (event.type) {
      case "model.request": {
        spans.chat?.end();
        if (event.provider !== undefined && spans.provider !== event.provider) {
          spans.provider = event.provider;
          spans.run.setAttribute(GEN_AI.PROVIDER_NAME, event.provider);
        }
        const { params } = event.request;
        spans.chat = child(spans, `${GEN_AI_OPERATIONS.CHAT}${event.model !== undefined ? ` ${event.model}` : ""}`, SpanKind.CLIENT, {
          [GEN_AI.OPERATION_NAME]: GEN_AI_OPERATIONS.CHAT,
          [LG.ITERATION]: event.iteration,
          ...(event.provider !== undefined ? { [GEN_AI.PROVIDER_NAME]: event.provider } : {}),
          ...(event.model !== undefined ? { [GEN_AI.REQUEST_MODEL]: event.model } : {}),
          ...(typeof params.temperature === "number" ? { [GEN_AI.REQUEST_TEMPERATURE]: params.temperature } : {}),
          ...(typeof params.maxTokens === "number" ? { [GEN_AI.REQUEST_MAX_TOKENS]: params.maxTokens } : {}),
          ...(content
            ? {
                [GEN_AI.INPUT_MESSAGES]: safeJson(event.request.messages),
                ...(event.request.system !== undefined ? { [GEN_AI.SYSTEM_INSTRUCTIONS]: safeJson([{ type: "text", content: event.request.system }]) } : {}),
              }
            : {}),
        });
        return;
      }
      case "model.response": {
        const chat = spans.chat;
        spans.chat = undefined;
        if (!chat) return;
        const attributes = responseAttributes(event.response, content);
        if (event.synthetic) attributes[LG.SYNTHETIC] = true;
        chat.setAttributes(attributes);
        chat.end();
        return;
      }
      case "interceptor": {
        const detail = event.event;
        const target =
          detail.toolCallId !== undefined && detail.toolName !== undefined
            ? toolSpan(spans, { runId: event.runId, toolName: detail.toolName, toolCallId: detail.toolCallId })
            : detail.name.startsWith("model.") && spans.chat
              ? spans.chat
              : spans.run;
        target.addEvent(LOOPGATE_EVENTS.INTERCEPTOR, {
          [LG.HOOK]: detail.name,
          [LG.INTERCEPTOR_ID]: detail.interceptorId,
          [LG.DECISION]: detail.action,
          ...(detail.rule !== undefined ? { [LG.RULE]: detail.rule } : {}),
          ...(detail.reason !== undefined ? { [LG.REASON]: detail.reason } : {}),
          ...(detail.policy !== undefined ? { [LG.POLICY]: detail.policy } : {}),
        });
        return;
      }
      case "tool.approval":
        toolSpan(spans, event).addEvent(LOOPGATE_EVENTS.APPROVAL, { [LG.APPROVAL]: event.answer, [LG.REASON]: event.reason, ...(event.rule !== undefined ? { [LG.RULE]: event.rule } : {}) });
        return;
      case "tool.start": {
        const span = toolSpan(spans, event);
        if (content) span.setAttribute(GEN_AI.TOOL_CALL_ARGUMENTS, safeJson(event.args));
        return;
      }
      case "tool.blocked": {
        const span = toolSpan(spans, event);
        span.setAttribute(LG.TOOL_BLOCKED, true);
        if (event.interceptorId !== undefined) span.setAttribute(LG.TOOL_BLOCKED_BY, event.interceptorId);
        if (event.rule !== undefined) span.setAttribute(LG.RULE, event.rule);
        span.setAttribute(LG.REASON, event.reason);
        return;
      }
      case "tool.end": {
        const span = toolSpan(spans, event);
        spans.tools.delete(event.toolCallId);
        const attributes: Attributes = { [LG.TOOL_STATUS]: event.status, [LG.TOOL_OUTPUT_CHARS]: event.result.output.length };
        const exitCode = (event.result.details as { exitCode?: unknown } | undefined)?.exitCode;
        if (typeof exitCode === "number") attributes[LG.TOOL_EXIT_CODE] = exitCode;
        if (content) attributes[GEN_AI.TOOL_CALL_RESULT] = event.result.output;
        if (event.status !== "ok") attributes[GEN_AI.ERROR_TYPE] = event.status;
        span.setAttributes(attributes);
        if (event.status !== "ok") {
          span.setStatus({ code: SpanStatusCode.ERROR, message: event.status === "error" ? "the tool reported an error" : `the call ended ${event.status}` });
        }
        span.end();
        return;
      }
      case "loop.decision":
        spans.run.addEvent(LOOPGATE_EVENTS.LOOP_DECISION, { [LG.INTERCEPTOR_ID]: event.interceptor, [LG.DECISION]: event.decision.toLowerCase(), ...(event.reasoning !== undefined ? { [LG.REASON]: event.reasoning } : {}) });
        return;
      case "run.end": {
        runs.delete(event.runId);
        const { result } = event;
        const failed = result.status === "error";
        if (spans.chat) endCut(spans.chat, failed ? result.error?.name ?? "error" : result.status, result.reason);
        for (const span of spans.tools.values()) endCut(span, result.status, result.reason);
        spans.run.setAttributes({
          ...usageAttributes(result.usage),
          [LG.RUN_STATUS]: result.status,
          [LG.RUN_ITERATIONS]: result.iterations,
          ...(typeof result.costUsd === "number" && result.costUsd > 0 ? { [LG.RUN_COST_USD]: result.costUsd } : {}),
          ...(result.reason !== undefined ? { [LG.RUN_REASON]: result.reason } : {}),
          ...(content && result.text !== "" ? { [GEN_AI.OUTPUT_MESSAGES]: safeJson([{ role: "assistant", parts: [{ type: "text", content: result.text }] }]) } : {}),
        });
        if (failed) {
          spans.run.setAttribute(GEN_AI.ERROR_TYPE, result.error?.name ?? "error");
          spans.run.setStatus({ code: SpanStatusCode.ERROR, ...(result.reason !== undefined ? { message: result.reason } : {}) });
        }
        spans.run.end();
        return;
      }
      default:
        return;
    }
  };

  return {
    record(event) {
      try {
        handle(event);
      } catch {
        // Tracing must never change the run it observes.
      }
    },
    endAll(reason = "the process ended before the run did") {
      for (const spans of runs.values()) {
        if (spans.chat) endCut(spans.chat, "cut_off", reason);
        for (const span of spans.tools.values()) endCut(span, "cut_off", reason);
        endCut(spans.run, "cut_off", reason);
      }
      runs.clear();
    },
  };
}

function responseAttributes(response: ModelResponse, content: boolean): Attributes {
  return {
    [GEN_AI.RESPONSE_FINISH_REASONS]: [response.stopReason],
    ...(response.model !== undefined ? { [GEN_AI.RESPONSE_MODEL]: response.model } : {}),
    ...(response.id !== undefined ? { [GEN_AI.RESPONSE_ID]: response.id } : {}),
    ...usageAttributes(response.usage),
    ...(content ? { [GEN_AI.OUTPUT_MESSAGES]: safeJson([{ role: "assistant", content: response.content, finish_reason: response.stopReason }]) } : {}),
  };
}

function usageAttributes(usage: Usage | undefined): Attributes {
  if (!usage) return {};
  return {
    [GEN_AI.USAGE_INPUT_TOKENS]: usage.inputTokens,
    [GEN_AI.USAGE_OUTPUT_TOKENS]: usage.outputTokens,
    ...(usage.cacheReadTokens !== undefined ? { [GEN_AI.USAGE_CACHE_READ_INPUT_TOKENS]: usage.cacheReadTokens } : {}),
    ...(usage.cacheWriteTokens !== undefined ? { [GEN_AI.USAGE_CACHE_CREATION_INPUT_TOKENS]: usage.cacheWriteTokens } : {}),
  };
}

/** Ends a span the run never closed: the run ended (or the process did) while it was open. */
function endCut(span: Span, errorType: string, reason: string | undefined): void {
  span.setAttribute(GEN_AI.ERROR_TYPE, errorType);
  span.setStatus({ code: SpanStatusCode.ERROR, ...(reason !== undefined ? { message: reason } : {}) });
  span.end();
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item));
  } catch {
    return "[unserializable]";
  }
}
