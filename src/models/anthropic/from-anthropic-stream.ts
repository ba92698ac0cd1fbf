import type { RawContentBlockStartEvent, RawMessageStreamEvent, StopReason as AnthropicStopReason } from "@anthropic-ai/sdk/resources/messages/messages";
import type { TextBlock, ThinkingBlock, ToolUseBlock } from "../../messages/types.js";
import { ModelError } from "../model-error.js";
import type { ModelDelta, ModelResponse, StopReason, Usage } from "../spec.js";
import { parseToolArguments } from "../../messages/tool-arguments.js";

type Slot =
  | { kind: "text"; text: string }
  | { kind: "thinking"; thinking: string; signature: string; redactedData?: string }
  | { kind: "tool_use"; id: string; name: string; json: string; input: Record<string, unknown> }
  | { kind: "other" };

/** Assembles a streamed Anthropic message. Feed it every event, then call `finish`. */
export interface AnthropicStreamAssembler {
  /** Takes one stream event and returns the deltas it carries. */
  accept(event: RawMessageStreamEvent): ModelDelta[];
  /** The complete response; throws a retryable `ModelError` when the stream stopped early. */
  finish(requestId?: string): ModelResponse;
}

/**
 * Turns Anthropic Messages API stream events into loopgate deltas and, at the end, a `ModelResponse`.
 *
 * @example
 * const assembler = createAnthropicStreamAssembler("anthropic");
 * for await (const event of stream) for (const delta of assembler.accept(event)) onDelta(delta);
 * const response = assembler.finish(requestId);
 */
export function createAnthropicStreamAssembler(provider: string): AnthropicStreamAssembler {
  const slots: Slot[] = [];
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  let id: string | undefined;
  let model: string | undefined;
  let stopReason: AnthropicStopReason | null = null;
  let stopped = false;

  return {
    accept(event) {
      switch (event.type) {
        case "message_start":
          id = event.message.id;
          model = event.message.model;
          applyUsage(usage, event.message.usage);
          return [];
        case "content_block_start": {
          const slot = startSlot(event.content_block);
          slots[event.index] = slot;
          if (slot.kind === "tool_use") return [{ type: "tool_input_delta", toolCallId: slot.id, name: slot.name, partialJson: "" }];
          if (slot.kind === "text" && slot.text) return [{ type: "text_delta", text: slot.text }];
          if (slot.kind === "thinking" && slot.thinking) return [{ type: "thinking_delta", thinking: slot.thinking }];
          return [];
        }
        case "content_block_delta": {
          const slot = slots[event.index];
          const delta = event.delta;
          if (delta.type === "text_delta" && slot?.kind === "text") {
            slot.text += delta.text;
            return [{ type: "text_delta", text: delta.text }];
          }
          if (delta.type === "thinking_delta" && slot?.kind === "thinking") {
            slot.thinking += delta.thinking;
            return [{ type: "thinking_delta", thinking: delta.thinking }];
          }
          if (delta.type === "signature_delta" && slot?.kind === "thinking") {
            slot.signature += delta.signature;
            return [];
          }
          if (delta.type === "input_json_delta" && slot?.kind === "tool_use") {
            slot.json += delta.partial_json;
            return [{ type: "tool_input_delta", toolCallId: slot.id, name: slot.name, partialJson: delta.partial_json }];
          }
          return [];
        }
        case "content_block_stop":
          return [];
        case "message_delta":
          stopReason = event.delta.stop_reason ?? stopReason;
          applyUsage(usage, event.usage);
          return [];
        case "message_stop":
          stopped = true;
          return [];
        default:
          return [];
      }
    },

    finish(requestId) {
      if (!stopped || stopReason === null) {
        throw new ModelError({
          provider,
          message: `The stream ended before the message was complete (${stopped ? "no stop reason" : "no message_stop event"})`,
          ...(requestId ? { requestId } : {}),
          isRetryable: true,
        });
      }
      const content: Array<TextBlock | ThinkingBlock | ToolUseBlock> = [];
      for (const slot of slots) {
        if (!slot || slot.kind === "other") continue;
        if (slot.kind === "text") content.push({ type: "text", text: slot.text });
        else if (slot.kind === "thinking") {
          content.push({
            type: "thinking",
            thinking: slot.thinking,
            ...(slot.signature ? { signature: slot.signature } : {}),
            ...(slot.redactedData !== undefined ? { redactedData: slot.redactedData } : {}),
          });
        } else {
          const input = slot.json === "" ? slot.input : parseToolArguments(slot.json);
          content.push({ type: "tool_use", id: slot.id, name: slot.name, input });
        }
      }
      const responseId = id ?? requestId;
      return {
        content,
        stopReason: toStopReason(stopReason),
        usage,
        ...(responseId ? { id: responseId } : {}),
        ...(model ? { model } : {}),
      };
    },
  };
}

/** Maps an Anthropic stop reason to loopgate's. */
export function toStopReason(reason: AnthropicStopReason | (string & {})): StopReason {
  switch (reason as AnthropicStopReason) {
    case "end_turn":
    case "tool_use":
    case "max_tokens":
    case "stop_sequence":
    case "pause_turn":
    case "refusal":
      return reason as StopReason;
    case "model_context_window_exceeded":
      return "max_tokens";
    default:
      return "end_turn";
  }
}

function startSlot(block: RawContentBlockStartEvent["content_block"]): Slot {
  switch (block.type) {
    case "text":
      return { kind: "text", text: block.text };
    case "thinking":
      return { kind: "thinking", thinking: block.thinking, signature: block.signature ?? "" };
    case "redacted_thinking":
      return { kind: "thinking", thinking: "", signature: "", redactedData: block.data };
    case "tool_use":
      return { kind: "tool_use", id: block.id, name: block.name, json: "", input: isPlainObject(block.input) ? block.input : {} };
    default:
      // Server-tool blocks (web search and the like) are not part of loopgate's transcript.
      return { kind: "other" };
  }
}

interface WireUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/** Usage figures in the stream are cumulative: later events replace earlier ones. */
function applyUsage(usage: Usage, wire: WireUsage | null | undefined): void {
  if (!wire) return;
  if (typeof wire.input_tokens === "number") usage.inputTokens = wire.input_tokens;
  if (typeof wire.output_tokens === "number") usage.outputTokens = wire.output_tokens;
  if (typeof wire.cache_read_input_tokens === "number") usage.cacheReadTokens = wire.cache_read_input_tokens;
  if (typeof wire.cache_creation_input_tokens === "number") usage.cacheWriteTokens = wire.cache_creation_input_tokens;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
