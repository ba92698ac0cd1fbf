import type { ModelBeforeOutput } from "../types.js";
import type { MutateHookDescriptor } from "./hook-descriptor.js";
import { describeValue, expectMessages, expectModelResponse, expectObject, expectString, NO_CHANGES, shallowEqual } from "./shape.js";

/**
 * `model.before`: before every model call. Handlers rewrite the request (not the transcript) or
 * answer with a response of their own, in which case the model and `model.wrap` are skipped.
 * Matched by agent id; it cannot halt.
 */
export const modelBefore: MutateHookDescriptor<"model.before"> = {
  kind: "mutate",
  name: "model.before",
  matchesOn: "agent",
  defaultOnError: "continue",
  allowsGuards: false,
  draft: (output) => ({ ...output, request: { ...output.request, params: { ...output.request.params } } }),
  check(draft, before) {
    const request = draft.request;
    const problem = expectObject("request", request);
    if (problem) return problem;
    // The messages are only checked when a handler put new ones in: they are already known to be good.
    if (request.messages !== before.request.messages) {
      const messages = expectMessages("request.messages", request.messages);
      if (messages) return messages;
    }
    if (!Array.isArray(request.tools)) return `\`request.tools\` must be an array, got ${describeValue(request.tools)}`;
    return (
      expectObject("request.params", request.params) ??
      expectString("request.system", request.system, true) ??
      (draft.response === undefined ? undefined : expectModelResponse("response", draft.response))
    );
  },
  commit(before, draft) {
    const unchanged = requestUnchanged(before, draft);
    if (unchanged && draft.response === before.response) return before;
    return unchanged ? { ...draft, request: before.request } : draft;
  },
  changes(before, after) {
    if (before === after) return NO_CHANGES;
    const events = [];
    if (!requestUnchanged(before, after)) events.push({ action: "request_rewritten" as const });
    if (after.response !== undefined && after.response !== before.response) events.push({ action: "synthetic_response" as const });
    return events;
  },
  halt: () => undefined,
  failClosed: () => undefined,
  format: (event) => (event.action === "synthetic_response" ? `🤖 ${event.interceptorId} · answered model.before without calling the model` : null),
};

function requestUnchanged(before: ModelBeforeOutput, after: ModelBeforeOutput): boolean {
  const a = before.request;
  const b = after.request;
  if (typeof b !== "object" || b === null) return false;
  return a === b || (a.messages === b.messages && a.tools === b.tools && a.system === b.system && shallowEqual(a.params, b.params));
}
