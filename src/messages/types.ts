/** Plain text written by the user or the model. */
export interface TextBlock {
  type: "text";
  text: string;
}

/** The model's visible reasoning; `signature` round-trips provider verification data. */
export interface ThinkingBlock {
  type: "thinking";
  thinking: string;
  signature?: string;
  /** Encrypted thinking the provider would not show (Anthropic's `redacted_thinking`); sent back as is. */
  redactedData?: string;
}

/** An image, inline (base64) or by URL. */
export interface ImageBlock {
  type: "image";
  source:
    | { type: "base64"; mediaType: string; data: string }
    | { type: "url"; url: string };
}

/** A tool call requested by the model. */
export interface ToolUseBlock {
  type: "tool_use";
  id: string;
  name: string;
  input: Record<string, unknown>;
}

/** The answer to one `tool_use`, matched by `toolUseId`. */
export interface ToolResultBlock {
  type: "tool_result";
  toolUseId: string;
  content: string;
  isError?: boolean;
}

/** Any block a message can hold. */
export type ContentBlock = TextBlock | ThinkingBlock | ImageBlock | ToolUseBlock | ToolResultBlock;

/** Who wrote a message. The system prompt is not a message: it is `AgentOptions.systemPrompt`. */
export type MessageRole = "user" | "assistant";

/**
 * One entry of the transcript.
 *
 * @example
 * const message: Message = { role: "user", content: [{ type: "text", text: "hi" }], timestamp: new Date() };
 */
export interface Message {
  role: MessageRole;
  content: ContentBlock[];
  timestamp: Date;
}
