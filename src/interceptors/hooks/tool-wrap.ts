import type { AgentToolResult } from "../../tools/types.js";
import type { WrapHookDescriptor } from "./hook-descriptor.js";
import { expectToolResult } from "./shape.js";

/**
 * `tool.wrap`: around the tool's execution, after `tool.before` and the approval and before
 * `tool.after`; a blocked call never reaches it. Handlers call `next()` zero or more times (retry,
 * cache, timing) with the final arguments, which they cannot change. Matched by tool name and
 * capability; a failure under the `block` policy withholds the result.
 */
export const toolWrap: WrapHookDescriptor<"tool.wrap"> = {
  kind: "wrap",
  name: "tool.wrap",
  matchesOn: "tool",
  defaultOnError: "continue",
  check: (result) => expectToolResult("result", result),
  failClosed: (reason) => withheldResult(reason),
  format: wrapEventLine,
};

/** The result the model sees when an interceptor's failure withheld the real one. */
export function withheldResult(reason: string): AgentToolResult {
  return { output: JSON.stringify({ status: "blocked", reason: `result withheld: ${reason}` }), isError: true };
}

/** Status lines of the events wrap layers produce. */
export function wrapEventLine(event: { action: string; interceptorId: string; name: string; attempts?: number; toolName?: string; reason?: string }): string | null {
  const what = event.toolName ?? (event.name === "model.wrap" ? "the model" : "the call");
  switch (event.action) {
    case "short_circuited":
      return `⤼ ${event.interceptorId} · answered ${what} without calling it`;
    case "retried":
      return `↻ ${event.interceptorId} · called ${what} ${event.attempts ?? 2} times`;
    case "blocked":
      return `🛡️ ${event.interceptorId} · withheld the ${what} result — ${JSON.stringify(event.reason ?? "")}`;
    default:
      return null;
  }
}
