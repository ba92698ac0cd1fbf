import { recordTranscriptSnapshot, reviseTranscript, trackTranscript, type TranscriptRevision } from "../messages/transcript-revision.js";
import type { Message, ToolResultBlock } from "../messages/types.js";
import { deepFreeze } from "../util/deep-freeze.js";
import type { RunState } from "./run-state.js";

// How far each revision of a transcript is known to be frozen. A transcript changed other than by
// appends (a processor, an interceptor) has a new revision, so it is checked again from its start;
// messages already frozen cost nothing to check again.
const frozenUpTo = new WeakMap<TranscriptRevision, number>();

/**
 * The transcript as sent: a frozen copy of the live array, every message in it frozen. Messages are
 * values once they are in the transcript, so no hook can rewrite history in place; the copy is one
 * array of references per inference, not a copy of the messages. From the first snapshot on, the
 * live array's changes other than appends are reported (`reviseTranscript`).
 */
export function snapshotTranscript(run: RunState): readonly Message[] {
  const messages = run.prompt.message.messages;
  const revision = trackTranscript(messages);
  for (let index = frozenUpTo.get(revision) ?? 0; index < messages.length; index++) deepFreeze(messages[index]);
  frozenUpTo.set(revision, messages.length);
  const snapshot = Object.freeze(messages.slice());
  recordTranscriptSnapshot(snapshot, messages);
  return snapshot;
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
    reviseTranscript(messages);
    return;
  }
  messages.splice(index + 1, 0, deepFreeze({ role: "user", content: [...results], timestamp: new Date() }));
  if (index + 2 < messages.length) reviseTranscript(messages);
}
