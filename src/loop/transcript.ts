import type { Message, ToolResultBlock } from "../messages/types.js";
import { deepFreeze } from "../util/deep-freeze.js";
import type { RunState } from "./run-state.js";

// How far each transcript array is known to be frozen. Keyed by the array, so a processor that
// replaces the transcript starts a new count; messages already frozen cost nothing to check again.
const frozenUpTo = new WeakMap<readonly Message[], number>();

/**
 * The transcript as sent: a frozen copy of the live array, every message in it frozen. Messages are
 * values once they are in the transcript, so no hook can rewrite history in place; the copy is one
 * array of references per inference, not a copy of the messages.
 */
export function snapshotTranscript(run: RunState): readonly Message[] {
  const messages = run.prompt.message.messages;
  for (let index = frozenUpTo.get(messages) ?? 0; index < messages.length; index++) deepFreeze(messages[index]);
  frozenUpTo.set(messages, messages.length);
  return Object.freeze(messages.slice());
}

/** Appends a message to the live transcript and reports it; the message is frozen. */
export function appendMessage(run: RunState, message: Message): void {
  run.prompt.message.messages.push(deepFreeze(message));
  run.emit({ type: "message", message });
}

/**
 * Puts tool results where providers expect them: first in the user message that follows the
 * assistant message that made the calls (replaced by a new message, since messages are values), or
 * in a new user message right after it.
 */
export function appendToolResults(messages: Message[], assistant: Message, results: readonly ToolResultBlock[]): void {
  if (results.length === 0) return;
  let index = messages.lastIndexOf(assistant);
  if (index === -1) index = messages.length - 1;
  const next = messages[index + 1];
  if (next?.role === "user") {
    const existing = next.content.filter((block) => block.type === "tool_result");
    const rest = next.content.filter((block) => block.type !== "tool_result");
    messages[index + 1] = deepFreeze({ ...next, content: [...existing, ...results, ...rest] });
    return;
  }
  messages.splice(index + 1, 0, deepFreeze({ role: "user", content: [...results], timestamp: new Date() }));
}
