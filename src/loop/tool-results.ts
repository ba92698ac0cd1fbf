import type { Message, ToolResultBlock } from "../messages/types.js";
import type { ToolCallOutcome } from "../tools/dispatcher.js";

/** The `tool_result` block for a dispatched call. */
export function toToolResultBlock(outcome: ToolCallOutcome): ToolResultBlock {
  return {
    type: "tool_result",
    toolUseId: outcome.call.id,
    content: outcome.result.output,
    ...(outcome.result.isError ? { isError: true } : {}),
  };
}

/**
 * Puts tool results where providers expect them: first in the user message that follows the
 * assistant message that made the calls (created if there is none).
 */
export function appendToolResults(messages: Message[], assistant: Message, results: ToolResultBlock[]): void {
  if (results.length === 0) return;
  let index = messages.lastIndexOf(assistant);
  if (index === -1) index = messages.length - 1;
  const next = messages[index + 1];
  if (next?.role === "user") {
    const existing = next.content.filter((block) => block.type === "tool_result");
    const rest = next.content.filter((block) => block.type !== "tool_result");
    next.content = [...existing, ...results, ...rest];
    return;
  }
  messages.splice(index + 1, 0, { role: "user", content: results, timestamp: new Date() });
}
