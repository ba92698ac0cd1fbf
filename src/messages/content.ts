import type { ContentBlock, Message, TextBlock, ToolResultBlock, ToolUseBlock } from "./types.js";

/** Builds a user message from text. */
export function userMessage(text: string): Message {
  return { role: "user", content: [{ type: "text", text }], timestamp: new Date() };
}

/** Builds an assistant message from text. */
export function assistantMessage(text: string): Message {
  return { role: "assistant", content: [{ type: "text", text }], timestamp: new Date() };
}

/** The concatenated text blocks of a message or block list. */
export function textOf(source: Message | readonly ContentBlock[]): string {
  const blocks = Array.isArray(source) ? source : (source as Message).content;
  let text = "";
  for (const block of blocks) if (block.type === "text") text += (text ? "\n" : "") + block.text;
  return text;
}

/** The tool calls of a message or block list, in order. */
export function toolUsesOf(source: Message | readonly ContentBlock[]): ToolUseBlock[] {
  const blocks = Array.isArray(source) ? source : (source as Message).content;
  return blocks.filter((block): block is ToolUseBlock => block.type === "tool_use");
}

/** The tool results of a message, in order. */
export function toolResultsOf(message: Message): ToolResultBlock[] {
  return message.content.filter((block): block is ToolResultBlock => block.type === "tool_result");
}

/** A text block. */
export function text(value: string): TextBlock {
  return { type: "text", text: value };
}
