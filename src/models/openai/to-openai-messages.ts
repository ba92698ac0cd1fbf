import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionContentPart,
  ChatCompletionFunctionTool,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions/completions";
import type { ContentBlock, ImageBlock, Message } from "../../messages/types.js";
import type { ToolSpec } from "../spec.js";

/** The role the system prompt is sent with; newer OpenAI reasoning models prefer `developer`. */
export type OpenAISystemRole = "system" | "developer";

/**
 * Converts a loopgate transcript to Chat Completions messages.
 *
 * Tool results (which loopgate keeps in user messages, Anthropic style) become `role: "tool"`
 * messages placed right after the assistant message that made the calls, ids unchanged. A result
 * whose call is not in that assistant message is kept as user text rather than sent where the API
 * would refuse it. Thinking is dropped (the API takes none back); images become `image_url` parts.
 *
 * @example
 * toOpenAIMessages("Be brief.", [userMessage("hi")]);
 * // [{ role: "system", content: "Be brief." }, { role: "user", content: "hi" }]
 */
export function toOpenAIMessages(
  system: string | undefined,
  messages: readonly Message[],
  systemRole: OpenAISystemRole = "system",
): ChatCompletionMessageParam[] {
  const result: ChatCompletionMessageParam[] = [];
  if (system) result.push({ role: systemRole, content: system });
  let openCalls = new Set<string>();
  for (const message of mergeAssistantRuns(messages)) {
    if (message.role === "assistant") {
      const converted = toAssistantMessage(message.content);
      openCalls = new Set(converted?.tool_calls?.map((call) => call.id));
      if (converted) result.push(converted);
      continue;
    }
    const parts: ChatCompletionContentPart[] = [];
    for (const block of message.content) {
      if (block.type === "tool_result") {
        if (openCalls.has(block.toolUseId)) {
          result.push({ role: "tool", tool_call_id: block.toolUseId, content: block.content });
          openCalls.delete(block.toolUseId);
        } else {
          parts.push({ type: "text", text: `[result of tool call ${block.toolUseId}]\n${block.content}` });
        }
      } else if (block.type === "text" && block.text !== "") {
        parts.push({ type: "text", text: block.text });
      } else if (block.type === "image") {
        parts.push({ type: "image_url", image_url: { url: imageUrl(block) } });
      }
    }
    openCalls = new Set();
    if (parts.length === 0) continue;
    // Plain strings where possible: several OpenAI-compatible servers handle only those.
    const textOnly = parts.every((part) => part.type === "text");
    result.push({ role: "user", content: textOnly ? parts.map((part) => (part.type === "text" ? part.text : "")).join("\n") : parts });
  }
  return result;
}

/** Converts loopgate tool specs to Chat Completions function tools. */
export function toOpenAITools(tools: readonly ToolSpec[]): ChatCompletionFunctionTool[] {
  return tools.map((tool) => ({
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: { type: "object", ...tool.inputSchema } },
  }));
}

function toAssistantMessage(blocks: readonly ContentBlock[]): ChatCompletionAssistantMessageParam | undefined {
  const text = blocks
    .filter((block) => block.type === "text" && block.text !== "")
    .map((block) => (block.type === "text" ? block.text : ""))
    .join("\n");
  const toolCalls: ChatCompletionMessageFunctionToolCall[] = [];
  for (const block of blocks) {
    if (block.type !== "tool_use") continue;
    toolCalls.push({ id: block.id, type: "function", function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) } });
  }
  if (text === "" && toolCalls.length === 0) return undefined;
  return {
    role: "assistant",
    content: text === "" ? null : text,
    ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
  };
}

/** Consecutive assistant messages become one, so all their tool calls are answered together. */
function mergeAssistantRuns(messages: readonly Message[]): Array<Pick<Message, "role" | "content">> {
  const merged: Array<Pick<Message, "role" | "content">> = [];
  for (const message of messages) {
    const previous = merged[merged.length - 1];
    if (previous?.role === "assistant" && message.role === "assistant") previous.content = [...previous.content, ...message.content];
    else merged.push({ role: message.role, content: message.content });
  }
  return merged;
}

function imageUrl(block: ImageBlock): string {
  return block.source.type === "url" ? block.source.url : `data:${block.source.mediaType};base64,${block.source.data}`;
}
