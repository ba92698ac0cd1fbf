import { context, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer, type TracerProvider } from "@opentelemetry/api";
import type { AgentEvent } from "../loop/events.js";
import { GEN_AI, GEN_AI_OPERATIONS, LOOPGATE_EVENTS } from "./gen-ai-attributes.js";
import {
  approvalEventAttributes,
  chatEndAttributes,
  chatStartAttributes,
  interceptorEventAttributes,
  loopDecisionAttributes,
  runEndAttributes,
  runStartAttributes,
  safeJson,
  toolBlockedAttributes,
  toolEndAttributes,
  toolStartAttributes,
} from "./span-attributes.js";

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
  /** The context whose active span is the run's: made once per run, the parent of its chat and tool spans. */
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
 * What it asks of the SDK per step is kept to the minimum: each span gets its attributes in one
 * object when it starts (so samplers see them) and in one more when it ends, its parent is passed
 * explicitly (no context switch per span), and span times are left to the SDK's clock.
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

  const toolSpan = (spans: RunSpans, toolName: string, toolCallId: string): Span => {
    let span = spans.tools.get(toolCallId);
    if (span === undefined) {
      span = tracer.startSpan(`${GEN_AI_OPERATIONS.EXECUTE_TOOL} ${toolName}`, { kind: SpanKind.INTERNAL, attributes: toolStartAttributes(toolName, toolCallId) }, spans.parent);
      spans.tools.set(toolCallId, span);
    }
    return span;
  };

  const startRun = (event: Extract<AgentEvent, { type: "run.start" }>): void => {
    const agentName = options.agentName ?? event.agentId;
    const run = tracer.startSpan(`${GEN_AI_OPERATIONS.INVOKE_AGENT} ${agentName}`, { kind: SpanKind.INTERNAL, attributes: runStartAttributes(event, agentName, content) });
    runs.set(event.runId, { run, parent: trace.setSpan(context.active(), run), tools: new Map() });
  };

  const handle = (event: AgentEvent): void => {
    if (event.type === "run.start") return startRun(event);
    const spans = runs.get(event.runId);
    if (spans === undefined) return;
    switch (event.type) {
      case "model.request": {
        spans.chat?.end();
        if (event.provider !== undefined && spans.provider !== event.provider) {
          spans.provider = event.provider;
          spans.run.setAttribute(GEN_AI.PROVIDER_NAME, event.provider);
        }
        const name = event.model !== undefined ? `${GEN_AI_OPERATIONS.CHAT} ${event.model}` : GEN_AI_OPERATIONS.CHAT;
        spans.chat = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes: chatStartAttributes(event, content) }, spans.parent);
        return;
      }
      case "model.response": {
        const chat = spans.chat;
        if (chat === undefined) return;
        spans.chat = undefined;
        chat.setAttributes(chatEndAttributes(event.response, event.synthetic, content));
        chat.end();
        return;
      }
      case "interceptor": {
        const detail = event.event;
        const target =
          detail.toolCallId !== undefined && detail.toolName !== undefined
            ? toolSpan(spans, detail.toolName, detail.toolCallId)
            : spans.chat !== undefined && detail.name.startsWith("model.")
              ? spans.chat
              : spans.run;
        target.addEvent(LOOPGATE_EVENTS.INTERCEPTOR, interceptorEventAttributes(detail));
        return;
      }
      case "tool.approval":
        toolSpan(spans, event.toolName, event.toolCallId).addEvent(LOOPGATE_EVENTS.APPROVAL, approvalEventAttributes(event));
        return;
      case "tool.start": {
        const span = toolSpan(spans, event.toolName, event.toolCallId);
        if (content) span.setAttribute(GEN_AI.TOOL_CALL_ARGUMENTS, safeJson(event.args));
        return;
      }
      case "tool.blocked":
        toolSpan(spans, event.toolName, event.toolCallId).setAttributes(toolBlockedAttributes(event));
        return;
      case "tool.end": {
        const span = toolSpan(spans, event.toolName, event.toolCallId);
        spans.tools.delete(event.toolCallId);
        span.setAttributes(toolEndAttributes(event, content));
        if (event.status !== "ok") {
          span.setStatus({ code: SpanStatusCode.ERROR, message: event.status === "error" ? "the tool reported an error" : `the call ended ${event.status}` });
        }
        span.end();
        return;
      }
      case "loop.decision":
        spans.run.addEvent(LOOPGATE_EVENTS.LOOP_DECISION, loopDecisionAttributes(event));
        return;
      case "run.end": {
        runs.delete(event.runId);
        const { result } = event;
        const failed = result.status === "error";
        if (spans.chat !== undefined) endCut(spans.chat, failed ? result.error?.name ?? "error" : result.status, result.reason);
        for (const span of spans.tools.values()) endCut(span, result.status, result.reason);
        spans.run.setAttributes(runEndAttributes(result, content));
        if (failed) spans.run.setStatus(result.reason !== undefined ? { code: SpanStatusCode.ERROR, message: result.reason } : { code: SpanStatusCode.ERROR });
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
        if (spans.chat !== undefined) endCut(spans.chat, "cut_off", reason);
        for (const span of spans.tools.values()) endCut(span, "cut_off", reason);
        endCut(spans.run, "cut_off", reason);
      }
      runs.clear();
    },
  };
}

/** Ends a span the run never closed: the run ended (or the process did) while it was open. */
function endCut(span: Span, errorType: string, reason: string | undefined): void {
  span.setAttribute(GEN_AI.ERROR_TYPE, errorType);
  span.setStatus(reason !== undefined ? { code: SpanStatusCode.ERROR, message: reason } : { code: SpanStatusCode.ERROR });
  span.end();
}
