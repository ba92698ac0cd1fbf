import type { AgentEvent } from "../../loop/events.js";
import type { RunResult } from "../../loop/run-result.js";

/**
 * An event as plain JSON data: errors become `{ name, code?, message }`, and a model request is
 * summarized (it repeats the whole transcript on every turn).
 *
 * @example
 * process.stdout.write(JSON.stringify(toJsonEvent(event)) + "\n");
 */
export function toJsonEvent(event: AgentEvent): Record<string, unknown> {
  switch (event.type) {
    case "model.request": {
      const { request, ...rest } = event;
      return { ...rest, messages: request.messages.length, tools: request.tools.map((tool) => tool.name) };
    }
    case "error":
      return { ...event, error: toJsonError(event.error) };
    case "compaction":
      return event.error ? { ...event, error: toJsonError(event.error) } : { ...event };
    case "interceptor": {
      const { error, ...detail } = event.event;
      return { ...event, event: { ...detail, ...(error ? { error: toJsonError(error) } : {}) } };
    }
    case "run.end":
      return { ...event, result: toJsonResult(event.result) };
    default:
      return { ...event };
  }
}

/** A run result as plain JSON data. */
export function toJsonResult(result: RunResult): Record<string, unknown> {
  const { error, ...rest } = result;
  return { ...rest, ...(error ? { error: toJsonError(error) } : {}) };
}

/** An error as plain JSON data. */
export function toJsonError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === "string" ? { code } : {}), message: error.message };
}
