import { reviseTranscript } from "./transcript-revision.js";
import type { Message, ToolResultBlock } from "./types.js";

/**
 * Gives every `tool_use` without an answer a `tool_result` saying it was not run, in place.
 *
 * Providers reject a transcript in which a tool call is not answered by the very next (user)
 * message, so the loop calls this whenever a run stops, aborts or continues past tool calls it
 * did not execute. Missing results are put first in the following user message (where providers
 * expect them), or in a new user message right after the assistant message.
 *
 * @returns the number of tool calls that were answered.
 */
export function answerUnansweredToolCalls(messages: Message[], reason: string, fromIndex = 0): number {
  let answered = 0;
  for (let index = Math.max(0, fromIndex); index < messages.length; index++) {
    const message = messages[index]!;
    if (message.role !== "assistant") continue;
    const next = messages[index + 1];
    const missing = missingResults(message, next?.role === "user" ? next : undefined, reason);
    if (!missing) continue;
    answered += missing.length;
    if (next?.role === "user") {
      // Messages in a transcript are values (possibly frozen): the answered message replaces the old one.
      const results = next.content.filter((block) => block.type === "tool_result");
      const rest = next.content.filter((block) => block.type !== "tool_result");
      messages[index + 1] = { ...next, content: [...results, ...missing, ...rest] };
    } else {
      messages.splice(index + 1, 0, { role: "user", content: missing, timestamp: new Date() });
    }
  }
  if (answered > 0) reviseTranscript(messages);
  return answered;
}

/** A "not run" result for each call of `message` that `next` does not answer; `undefined` when all are answered (the common case costs nothing). */
function missingResults(message: Message, next: Message | undefined, reason: string): ToolResultBlock[] | undefined {
  let missing: ToolResultBlock[] | undefined;
  const blocks = message.content;
  for (let index = 0; index < blocks.length; index++) {
    const call = blocks[index]!;
    if (call.type !== "tool_use" || (next && answers(next, call.id))) continue;
    (missing ??= []).push({
      type: "tool_result",
      toolUseId: call.id,
      content: JSON.stringify({ status: "not_run", tool: call.name, reason }),
      isError: true,
    });
  }
  return missing;
}

function answers(message: Message, toolUseId: string): boolean {
  const blocks = message.content;
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    if (block.type === "tool_result" && block.toolUseId === toolUseId) return true;
  }
  return false;
}
