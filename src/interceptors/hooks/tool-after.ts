import type { MutateHookDescriptor } from "./hook-descriptor.js";
import { expectToolResult, NO_CHANGES } from "./shape.js";
import { withheldResult } from "./tool-wrap.js";

/**
 * `tool.after`: after every tool call that ran (or was refused for invalid input), before the model
 * sees the result. Handlers rewrite the result. Matched by tool name and capability; a failure
 * under the `block` policy withholds the result.
 */
export const toolAfter: MutateHookDescriptor<"tool.after"> = {
  kind: "mutate",
  name: "tool.after",
  matchesOn: "tool",
  defaultOnError: "continue",
  allowsGuards: false,
  draft: (output) => ({ result: { ...output.result } }),
  check: (draft) => expectToolResult("result", draft.result),
  commit: (before, draft) => (resultUnchanged(before.result, draft.result) ? before : draft),
  changes: (before, after) => (before === after || resultUnchanged(before.result, after.result) ? NO_CHANGES : [{ action: "result_mutated" }]),
  halt: () => undefined,
  failClosed: (_output, reason) => ({ output: { result: withheldResult(reason) }, action: "blocked" }),
  format: (event) => (event.action === "blocked" ? `🛡️ ${event.interceptorId} · withheld the ${event.toolName ?? "tool"} result — ${JSON.stringify(event.reason ?? "")}` : null),
};

function resultUnchanged(a: { output: string; isError?: boolean; details?: unknown }, b: { output: string; isError?: boolean; details?: unknown }): boolean {
  return a === b || (typeof b === "object" && b !== null && a.output === b.output && a.isError === b.isError && a.details === b.details);
}
