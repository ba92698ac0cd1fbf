import type { InterceptorEvent } from "./events.js";
import type {
  InterceptorName,
  MessageBeforeOutput,
  ModelAfterOutput,
  ModelBeforeOutput,
  ParamsBeforeOutput,
  ToolAfterOutput,
  ToolBeforeOutput,
} from "./types.js";

/** What a handler's output looked like before it ran, for spotting what it changed. */
export type OutputSnapshot = Record<string, unknown>;

const PARAM_KEYS = ["thinkLevel", "reasoningLevel", "temperature"] as const;

/** Captures the parts of an output whose changes are reported. Cheap: references and scalars only. */
export function snapshot(name: InterceptorName, output: unknown): OutputSnapshot {
  switch (name) {
    case "message.before": {
      const out = output as MessageBeforeOutput;
      return { message: out.message, metadata: { ...out.metadata } };
    }
    case "params.before": {
      const out = output as ParamsBeforeOutput;
      return { thinkLevel: out.thinkLevel, reasoningLevel: out.reasoningLevel, temperature: out.temperature };
    }
    case "model.before": {
      const out = output as ModelBeforeOutput;
      const request = out.request;
      return { request, messages: request.messages, tools: request.tools, params: request.params, system: request.system, response: out.response };
    }
    case "model.after": {
      const out = output as ModelAfterOutput;
      return { response: out.response, content: out.response.content, injected: out.inject.length };
    }
    case "tool.before": {
      const out = output as ToolBeforeOutput;
      return { args: out.args, argsCopy: { ...out.args }, ask: out.ask };
    }
    case "tool.after":
      return { result: (output as ToolAfterOutput).result, output: (output as ToolAfterOutput).result.output };
  }
}

/** The events describing what changed between `before` and `output`. */
export function detectChanges(name: InterceptorName, before: OutputSnapshot, output: unknown): Partial<InterceptorEvent>[] {
  switch (name) {
    case "message.before": {
      const out = output as MessageBeforeOutput;
      const previous = before.metadata as Record<string, unknown>;
      const metadataKeys = Object.keys(out.metadata).filter((key) => !Object.is(previous[key], out.metadata[key]));
      const messageMutated = out.message !== before.message;
      return messageMutated || metadataKeys.length > 0 ? [{ action: "message_mutated", messageMutated, metadataKeys }] : [];
    }
    case "params.before": {
      const out = output as ParamsBeforeOutput;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const key of PARAM_KEYS) if (!Object.is(before[key], out[key])) changes[key] = { from: before[key], to: out[key] };
      return Object.keys(changes).length > 0 ? [{ action: "params_changed", changes }] : [];
    }
    case "model.before": {
      const out = output as ModelBeforeOutput;
      const events: Partial<InterceptorEvent>[] = [];
      const request = out.request;
      if (
        request !== before.request ||
        request.messages !== before.messages ||
        request.tools !== before.tools ||
        request.params !== before.params ||
        request.system !== before.system
      ) {
        events.push({ action: "request_rewritten" });
      }
      if (out.response !== undefined && out.response !== before.response) events.push({ action: "synthetic_response" });
      return events;
    }
    case "model.after": {
      const out = output as ModelAfterOutput;
      const events: Partial<InterceptorEvent>[] = [];
      if (out.response !== before.response || out.response.content !== before.content) events.push({ action: "response_rewritten" });
      if (out.inject.length !== before.injected) events.push({ action: "injected" });
      return events;
    }
    case "tool.before": {
      const out = output as ToolBeforeOutput;
      const events: Partial<InterceptorEvent>[] = [];
      if (out.args !== before.args || !shallowEqual(out.args, before.argsCopy as Record<string, unknown>)) {
        events.push({ action: "args_mutated", args: out.args });
      }
      if (out.ask && out.ask !== before.ask && !out.block) {
        events.push({ action: "ask", reason: out.ask.reason, ...(out.ask.rule ? { rule: out.ask.rule } : {}) });
      }
      return events;
    }
    case "tool.after": {
      const out = output as ToolAfterOutput;
      return out.result !== before.result || out.result.output !== before.output ? [{ action: "result_mutated" }] : [];
    }
  }
}

/** Whether the output now halts its chain (a block or a stop), with the reason. */
export function isHalted(name: InterceptorName, output: unknown): { reason: string; rule?: string } | undefined {
  if (name === "tool.before") {
    const out = output as ToolBeforeOutput;
    if (out.block !== true) return undefined;
    return { reason: out.blockReason || "blocked by an interceptor", ...(out.blockRule ? { rule: out.blockRule } : {}) };
  }
  if (name === "model.after") {
    const out = output as ModelAfterOutput;
    if (out.stop !== true) return undefined;
    return { reason: out.stopReason || "stopped by an interceptor" };
  }
  return undefined;
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.is(a[key], b[key])) return false;
  return true;
}
