import type { ContentBlock, Message } from "../messages/types.js";

/** Most characters of one tool result or tool input shown to the summarizer. */
const BLOCK_CHARS = 2_000;

/**
 * The transcript as plain text for the summarizing model: who said what, each tool call with its
 * input and each result (long ones cut in the middle), at most `maxChars` (the oldest part is kept
 * whole and the newest part is kept whole; the middle is cut and says so).
 */
export function renderTranscript(messages: readonly Message[], maxChars: number): string {
  const parts: string[] = [];
  for (const message of messages) {
    const lines = message.content.map(renderBlock).filter((line) => line.length > 0);
    if (lines.length > 0) parts.push(`${message.role.toUpperCase()}:\n${lines.join("\n")}`);
  }
  const text = parts.join("\n\n");
  if (text.length <= maxChars) return text;
  const half = Math.max(0, Math.floor((maxChars - 60) / 2));
  return `${text.slice(0, half)}\n[… ${text.length - 2 * half} characters omitted …]\n${text.slice(text.length - half)}`;
}

function renderBlock(block: ContentBlock): string {
  switch (block.type) {
    case "text":
      return block.text;
    case "thinking":
      return block.thinking ? `(thinking) ${cut(block.thinking)}` : "";
    case "tool_use":
      return `(tool call ${block.name}) ${cut(JSON.stringify(block.input ?? {}))}`;
    case "tool_result":
      return `(tool result${block.isError ? ", error" : ""}) ${cut(block.content)}`;
    case "image":
      return "(image)";
    default:
      return "";
  }
}

function cut(text: string): string {
  if (text.length <= BLOCK_CHARS) return text;
  const half = BLOCK_CHARS / 2;
  return `${text.slice(0, half)} [… ${text.length - BLOCK_CHARS} characters cut …] ${text.slice(text.length - half)}`;
}
