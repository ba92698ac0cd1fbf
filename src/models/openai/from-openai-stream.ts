import { randomUUID } from "node:crypto";
import type { ChatCompletionChunk } from "openai/resources/chat/completions/completions";
import type { CompletionUsage } from "openai/resources/completions";
import type { TextBlock, ThinkingBlock, ToolUseBlock } from "../../messages/types.js";
import { ModelError } from "../model-error.js";
import type { ModelDelta, ModelResponse, StopReason, Usage } from "../spec.js";
import { parseToolArguments } from "../../messages/tool-arguments.js";

interface ToolCallSlot {
  index: number;
  id: string;
  name: string;
  arguments: string;
}

/** Fields OpenAI-compatible servers add to a chunk's delta to stream reasoning. */
interface ReasoningDelta {
  reasoning_content?: string | null;
  reasoning?: string | null;
}

/** Assembles a streamed Chat Completion. Feed it every chunk, then call `finish`. */
export interface OpenAIStreamAssembler {
  /** Takes one chunk and returns the deltas it carries. */
  accept(chunk: ChatCompletionChunk): ModelDelta[];
  /** The complete response; throws a retryable `ModelError` when the stream stopped early. */
  finish(requestId?: string): ModelResponse;
}

/**
 * Turns Chat Completions stream chunks into loopgate deltas and, at the end, a `ModelResponse`.
 *
 * Tool calls arrive in pieces keyed by `index`; they are assembled here, and a server that reuses
 * an index for a call with a new id starts a new call. Reasoning streamed by compatible servers
 * (`reasoning_content` from vLLM, llama.cpp and DeepSeek; `reasoning` from Ollama and OpenRouter)
 * becomes thinking.
 *
 * @example
 * const assembler = createOpenAIStreamAssembler("openai");
 * for await (const chunk of stream) for (const delta of assembler.accept(chunk)) onDelta(delta);
 * const response = assembler.finish(requestId);
 */
export function createOpenAIStreamAssembler(provider: string): OpenAIStreamAssembler {
  let id: string | undefined;
  let model: string | undefined;
  let text = "";
  let thinking = "";
  const calls: ToolCallSlot[] = [];
  let finishReason: string | undefined;
  let usage: CompletionUsage | undefined;

  function slotFor(call: ChatCompletionChunk.Choice.Delta.ToolCall): { slot: ToolCallSlot; created: boolean } {
    const index = typeof call.index === "number" ? call.index : calls.length;
    let slot: ToolCallSlot | undefined;
    for (let position = calls.length - 1; position >= 0; position--) {
      if (calls[position]?.index === index) {
        slot = calls[position];
        break;
      }
    }
    if (slot && !(call.id && call.id !== slot.id)) return { slot, created: false };
    const created: ToolCallSlot = { index, id: call.id || `call_${randomUUID().replace(/-/g, "").slice(0, 24)}`, name: "", arguments: "" };
    calls.push(created);
    return { slot: created, created: true };
  }

  return {
    accept(chunk) {
      id ??= chunk.id || undefined;
      model ??= chunk.model || undefined;
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.find((candidate) => candidate.index === 0) ?? chunk.choices?.[0];
      if (!choice) return [];
      const deltas: ModelDelta[] = [];
      const delta = (choice.delta ?? {}) as ChatCompletionChunk.Choice.Delta & ReasoningDelta;
      const reasoning = delta.reasoning_content ?? delta.reasoning;
      if (typeof reasoning === "string" && reasoning !== "") {
        thinking += reasoning;
        deltas.push({ type: "thinking_delta", thinking: reasoning });
      }
      for (const piece of [delta.content, delta.refusal]) {
        if (typeof piece !== "string" || piece === "") continue;
        text += piece;
        deltas.push({ type: "text_delta", text: piece });
      }
      for (const call of delta.tool_calls ?? []) {
        const { slot, created } = slotFor(call);
        if (!slot.name && call.function?.name) slot.name = call.function.name;
        const piece = call.function?.arguments ?? "";
        slot.arguments += piece;
        if (created || piece !== "") {
          deltas.push({ type: "tool_input_delta", toolCallId: slot.id, ...(slot.name ? { name: slot.name } : {}), partialJson: piece });
        }
      }
      if (choice.finish_reason) finishReason = choice.finish_reason;
      return deltas;
    },

    finish(requestId) {
      if (finishReason === undefined) {
        throw new ModelError({
          provider,
          message: "The stream ended before the completion was finished (no finish_reason)",
          ...(requestId ? { requestId } : {}),
          isRetryable: true,
        });
      }
      const content: Array<TextBlock | ThinkingBlock | ToolUseBlock> = [];
      if (thinking) content.push({ type: "thinking", thinking });
      if (text) content.push({ type: "text", text });
      for (const call of calls) {
        content.push({ type: "tool_use", id: call.id, name: call.name, input: parseToolArguments(call.arguments) });
      }
      const responseId = id ?? requestId;
      return {
        content,
        stopReason: toStopReason(finishReason, calls.length > 0),
        usage: toUsage(usage),
        ...(responseId ? { id: responseId } : {}),
        ...(model ? { model } : {}),
      };
    },
  };
}

/**
 * Maps a `finish_reason` to loopgate's stop reason. Some compatible servers say `stop` even when
 * the model called tools, so tool calls win over `stop`.
 */
export function toStopReason(finishReason: string, hasToolCalls: boolean): StopReason {
  switch (finishReason) {
    case "length":
      return "max_tokens";
    case "tool_calls":
    case "function_call":
      return "tool_use";
    case "content_filter":
      return "refusal";
    default:
      return hasToolCalls ? "tool_use" : "end_turn";
  }
}

/**
 * loopgate counts cached input apart from fresh input (as Anthropic does), so `inputTokens` is
 * `prompt_tokens` less the cached tokens, and the three add up to the prompt.
 */
export function toUsage(usage: CompletionUsage | undefined): Usage {
  if (!usage) return { inputTokens: 0, outputTokens: 0 };
  const cached = usage.prompt_tokens_details?.cached_tokens;
  const written = usage.prompt_tokens_details?.cache_write_tokens;
  return {
    inputTokens: Math.max(0, (usage.prompt_tokens ?? 0) - (cached ?? 0) - (written ?? 0)),
    outputTokens: usage.completion_tokens ?? 0,
    ...(typeof cached === "number" ? { cacheReadTokens: cached } : {}),
    ...(typeof written === "number" ? { cacheWriteTokens: written } : {}),
  };
}
