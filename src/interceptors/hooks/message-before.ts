import type { MessageBeforeOutput } from "../types.js";
import type { MutateHookDescriptor } from "./hook-descriptor.js";
import { expectObject, expectString, NO_CHANGES, shallowEqual } from "./shape.js";

/**
 * `message.before`: once per run, before anything reaches the model. Handlers rewrite the user's
 * message and tag `metadata` for later hooks. Matched by agent id; it cannot halt, so a failure
 * under the `block` policy ends the run.
 */
export const messageBefore: MutateHookDescriptor<"message.before"> = {
  kind: "mutate",
  name: "message.before",
  matchesOn: "agent",
  defaultOnError: "continue",
  allowsGuards: false,
  draft: (output) => ({ message: output.message, metadata: { ...output.metadata } }),
  check: (draft) => expectString("message", draft.message) ?? expectObject("metadata", draft.metadata),
  commit: (before, draft) => (draft.message === before.message && shallowEqual(before.metadata, draft.metadata) ? before : draft),
  changes(before, after) {
    if (before === after) return NO_CHANGES;
    const messageMutated = after.message !== before.message;
    const metadataKeys = changedKeys(before.metadata, after.metadata);
    return messageMutated || metadataKeys.length > 0 ? [{ action: "message_mutated", messageMutated, metadataKeys }] : [];
  },
  halt: () => undefined,
  failClosed: () => undefined,
  format(event) {
    if (event.action !== "message_mutated") return null;
    const parts: string[] = [];
    if (event.messageMutated) parts.push("message mutated");
    if (event.metadataKeys && event.metadataKeys.length > 0) parts.push(`metadata: ${event.metadataKeys.join(", ")}`);
    return `📨 message.before · ${parts.join(", ")}`;
  },
};

function changedKeys(before: MessageBeforeOutput["metadata"], after: MessageBeforeOutput["metadata"]): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !Object.is(before[key], after[key]) || key in before !== key in after);
}
