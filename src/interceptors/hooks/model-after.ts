import type { ModelAfterOutput } from "../types.js";
import type { MutateHookDescriptor } from "./hook-descriptor.js";
import { describeValue, expectBoolean, expectMessages, expectModelResponse, expectString, NO_CHANGES } from "./shape.js";

/**
 * `model.after`: after every model response, before any tool runs. Handlers rewrite the response,
 * inject messages for the next turn, or stop the run (final once set). Matched by agent id; a
 * failure under the `block` policy stops the run with status `error`.
 */
export const modelAfter: MutateHookDescriptor<"model.after"> = {
  kind: "mutate",
  name: "model.after",
  matchesOn: "agent",
  defaultOnError: "continue",
  allowsGuards: false,
  // The response is a frozen value: a handler assigns a new one. Injections are pushed in place.
  draft: (output) => ({ ...output, inject: output.inject.length === 0 ? [] : [...output.inject] }),
  check(draft) {
    const problem = expectModelResponse("response", draft.response) ?? expectMessages("inject", draft.inject);
    if (problem) return problem;
    if (draft.error !== undefined && !(draft.error instanceof Error)) return `\`error\` must be an Error or undefined, got ${describeValue(draft.error)}`;
    return expectBoolean("stop", draft.stop) ?? expectString("reason", draft.reason, true);
  },
  commit: (before, draft) => {
    const response = responseUnchanged(before, draft) ? before.response : draft.response;
    const inject = sameItems(before.inject, draft.inject) ? before.inject : draft.inject;
    if (response === before.response && inject === before.inject && draft.stop === before.stop && draft.reason === before.reason && draft.error === before.error) return before;
    return response === draft.response && inject === draft.inject ? draft : { ...draft, response, inject };
  },
  changes(before, after) {
    if (before === after) return NO_CHANGES;
    const events = [];
    if (!responseUnchanged(before, after)) events.push({ action: "response_rewritten" as const });
    if (!sameItems(before.inject, after.inject)) events.push({ action: "injected" as const });
    return events;
  },
  halt: (output) => (output.stop === true ? { reason: output.reason || "stopped by an interceptor" } : undefined),
  failClosed: (output, reason, failure) => ({ output: { ...output, stop: true, reason, error: failure }, action: "stopped" }),
  format(event) {
    if (event.action === "stopped") return `⏹️ ${event.interceptorId} · stopped the run — ${JSON.stringify(event.reason ?? "")}`;
    if (event.action === "injected") return `💬 ${event.interceptorId} · injected a message for the next turn`;
    return null;
  },
};

function responseUnchanged(before: ModelAfterOutput, after: ModelAfterOutput): boolean {
  const a = before.response;
  const b = after.response;
  if (typeof b !== "object" || b === null) return false;
  return a === b || (a.stopReason === b.stopReason && a.usage === b.usage && a.id === b.id && a.model === b.model && sameItems(a.content, b.content));
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}
