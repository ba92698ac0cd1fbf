import type { ContentBlockParam, MessageParam, Tool } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ContentBlock, Message } from "../../messages/types.js";
import type { ToolSpec } from "../spec.js";

const IMAGE_MEDIA_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

/**
 * Converts a loopgate transcript to Anthropic Messages API messages.
 *
 * Consecutive messages of one role are merged (the API wants alternation) with tool results first
 * in each user message; thinking blocks are kept only with a signature (the API rejects others);
 * empty text is dropped; tool-call ids are kept, with characters the API refuses replaced.
 *
 * @example
 * toAnthropicMessages([userMessage("hi")]); // [{ role: "user", content: [{ type: "text", text: "hi" }] }]
 */
export function toAnthropicMessages(messages: readonly Message[]): MessageParam[] {
  const result: Array<{ role: "user" | "assistant"; content: ContentBlockParam[] }> = [];
  for (const message of messages) {
    const content = message.content.flatMap((block) => toAnthropicBlock(block, message.role));
    if (content.length === 0) continue;
    const previous = result[result.length - 1];
    if (previous && previous.role === message.role) previous.content.push(...content);
    else result.push({ role: message.role, content });
  }
  for (const message of result) {
    if (message.role === "user") message.content = toolResultsFirst(message.content);
  }
  trimFinalAssistantText(result);
  return result;
}

/**
 * Converts loopgate tool specs to Anthropic tools. With `cache`, the last tool carries the
 * cache breakpoint, so the whole tool list is cached.
 */
export function toAnthropicTools(tools: readonly ToolSpec[], cache: boolean): Tool[] {
  return tools.map((tool, index) => ({
    name: tool.name,
    description: tool.description,
    input_schema: { type: "object", ...tool.inputSchema } as Tool.InputSchema,
    ...(cache && index === tools.length - 1 ? { cache_control: { type: "ephemeral" as const } } : {}),
  }));
}

/**
 * A tool-call id the Anthropic API accepts (`^[a-zA-Z0-9_-]+$`). Ids that already fit are kept
 * unchanged, so transcripts round-trip; others (some OpenAI-compatible servers use `.` or `:`)
 * are mapped the same way in `tool_use` and `tool_result`, so calls and results still match.
 */
export function toAnthropicToolId(id: string): string {
  const safe = id.replace(/[^a-zA-Z0-9_-]/g, "_");
  return safe === "" ? "toolu_empty" : safe;
}

function toAnthropicBlock(block: ContentBlock, role: Message["role"]): ContentBlockParam[] {
  switch (block.type) {
    case "text":
      return block.text === "" ? [] : [{ type: "text", text: block.text }];
    case "thinking":
      if (role !== "assistant") return [];
      if (block.redactedData !== undefined) return [{ type: "redacted_thinking", data: block.redactedData }];
      if (!block.signature) return [];
      return [{ type: "thinking", thinking: block.thinking, signature: block.signature }];
    case "image":
      if (role !== "user") return [];
      if (block.source.type === "url") return [{ type: "image", source: { type: "url", url: block.source.url } }];
      if (!IMAGE_MEDIA_TYPES.has(block.source.mediaType)) return [{ type: "text", text: `[image of unsupported type ${block.source.mediaType} omitted]` }];
      return [
        {
          type: "image",
          source: { type: "base64", media_type: block.source.mediaType as "image/png", data: block.source.data },
        },
      ];
    case "tool_use":
      if (role !== "assistant") return [];
      return [{ type: "tool_use", id: toAnthropicToolId(block.id), name: block.name, input: block.input }];
    case "tool_result":
      if (role !== "user") return [];
      return [
        {
          type: "tool_result",
          tool_use_id: toAnthropicToolId(block.toolUseId),
          content: block.content,
          ...(block.isError ? { is_error: true } : {}),
        },
      ];
  }
}

function toolResultsFirst(content: ContentBlockParam[]): ContentBlockParam[] {
  const results = content.filter((block) => block.type === "tool_result");
  if (results.length === 0) return content;
  return [...results, ...content.filter((block) => block.type !== "tool_result")];
}

/** The API rejects a final assistant message (a prefill) that ends in whitespace. */
function trimFinalAssistantText(messages: Array<{ role: string; content: ContentBlockParam[] }>): void {
  const last = messages[messages.length - 1];
  if (last?.role !== "assistant") return;
  const block = last.content[last.content.length - 1];
  if (block?.type !== "text") return;
  const trimmed = block.text.trimEnd();
  if (trimmed === "") last.content.pop();
  else block.text = trimmed;
  if (last.content.length === 0) messages.pop();
}
