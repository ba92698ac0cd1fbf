import type { ContentBlock, Message, TextBlock, ThinkingBlock, ToolUseBlock } from "../messages/types.js";

/** A JSON Schema object, as sent to a model to describe a tool's input. */
export type JsonSchema = Record<string, unknown>;

/** What a model is told about one tool. */
export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: JsonSchema;
}

/** Thinking budget requested from the model. Providers map it to their own knobs. */
export type ThinkLevel = "off" | "minimal" | "low" | "medium" | "high";

/** Inference parameters. Unknown keys are passed to providers that understand them. */
export interface ModelParams {
  thinkLevel?: ThinkLevel | (string & {});
  reasoningLevel?: "off" | "on" | "low" | "medium" | "high" | (string & {});
  temperature?: number;
  maxTokens?: number;
  [key: string]: unknown;
}

/** One inference request. */
export interface ModelRequest {
  system?: string;
  messages: Message[];
  tools: ToolSpec[];
  params: ModelParams;
}

/** Why the model stopped generating. */
export type StopReason = "end_turn" | "tool_use" | "max_tokens" | "stop_sequence" | "refusal" | "pause_turn" | "error";

/** Token counts of one or more inferences. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens?: number;
  cacheWriteTokens?: number;
}

/** One inference's answer. */
export interface ModelResponse {
  content: Array<TextBlock | ThinkingBlock | ToolUseBlock | ContentBlock>;
  stopReason: StopReason;
  usage: Usage;
  /** The provider's id for this response or request, when it gives one. */
  id?: string;
  /** The model that answered, as the provider names it. */
  model?: string;
}

/** A streaming delta, surfaced as a run event while the model works. */
export type ModelDelta =
  | { type: "text_delta"; text: string }
  | { type: "thinking_delta"; thinking: string }
  | { type: "tool_input_delta"; toolCallId: string; name?: string; partialJson: string }
  /** A failed attempt will be retried after `delayMs` (nothing of it had been streamed). */
  | { type: "retry"; attempt: number; delayMs: number; reason: string };

/** Per-call options of `LanguageModel.generate`. */
export interface GenerateOptions {
  signal?: AbortSignal;
  /** Receives streaming deltas as they arrive. Providers that do not stream never call it. */
  onDelta?: (delta: ModelDelta) => void;
}

/**
 * The model contract. Providers implement it; the loop depends on nothing else.
 *
 * @example
 * const echo: LanguageModel = {
 *   provider: "echo", modelId: "echo-1",
 *   async generate(request) {
 *     return { content: [{ type: "text", text: "ok" }], stopReason: "end_turn", usage: { inputTokens: 0, outputTokens: 0 } };
 *   },
 * };
 */
export interface LanguageModel {
  readonly provider: string;
  readonly modelId: string;
  generate(request: ModelRequest, options?: GenerateOptions): Promise<ModelResponse>;
}

/** A zero usage record. */
export function emptyUsage(): Usage {
  return { inputTokens: 0, outputTokens: 0 };
}

/** Adds `next` into `total` in place and returns `total`. */
export function addUsage(total: Usage, next: Usage): Usage {
  total.inputTokens += next.inputTokens;
  total.outputTokens += next.outputTokens;
  if (next.cacheReadTokens !== undefined) total.cacheReadTokens = (total.cacheReadTokens ?? 0) + next.cacheReadTokens;
  if (next.cacheWriteTokens !== undefined) total.cacheWriteTokens = (total.cacheWriteTokens ?? 0) + next.cacheWriteTokens;
  return total;
}
