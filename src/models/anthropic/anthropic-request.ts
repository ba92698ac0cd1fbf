import type { MessageCreateParamsStreaming, ThinkingConfigParam } from "@anthropic-ai/sdk/resources/messages/messages";
import { positiveIntegerParam, stringListParam } from "../convert/params.js";
import type { ModelParams, ModelRequest } from "../spec.js";
import type { ThinkingLevel } from "../convert/thinking-level.js";
import { parseThinkingLevel } from "../convert/thinking-level.js";
import { toAnthropicMessages, toAnthropicTools } from "./to-anthropic-messages.js";

/** Thinking budgets, in tokens, per level. The API's minimum is 1024. */
export const THINKING_BUDGETS: Readonly<Record<ThinkingLevel, number>> = Object.freeze({
  minimal: 1024,
  low: 2048,
  medium: 8192,
  high: 24576,
  xhigh: 32768,
  max: 32768,
});

/** How `thinkLevel` is sent: a token budget (`thinking.type: "enabled"`) or adaptive thinking with an effort. */
export type AnthropicThinkingMode = "budget" | "adaptive";

/** Provider-level settings that shape every request. */
export interface AnthropicRequestSettings {
  model: string;
  maxTokens: number;
  promptCaching: boolean;
  thinkingMode: AnthropicThinkingMode;
  extraBody?: Record<string, unknown>;
}

/** The JSON body sent to `POST /v1/messages`; `temperature` and friends are typed loosely on purpose. */
export type AnthropicRequestBody = MessageCreateParamsStreaming & Record<string, unknown>;

type CacheableBlock = { type: string; cache_control?: { type: "ephemeral" } | null };

/**
 * Builds the streaming Messages API request for a loopgate request.
 *
 * With prompt caching, breakpoints go on the system prompt, the last tool and the last block of
 * the transcript, so each turn of an agent re-reads what the previous turn wrote. `thinkLevel`
 * (or `reasoningLevel`) becomes a thinking budget, and `max_tokens` grows to leave room for the
 * answer on top of it.
 *
 * @example
 * toAnthropicRequest(request, { model: "claude-sonnet-4-6", maxTokens: 8192, promptCaching: true, thinkingMode: "budget" });
 */
export function toAnthropicRequest(request: ModelRequest, settings: AnthropicRequestSettings): AnthropicRequestBody {
  const { params } = request;
  const level = thinkingLevel(params);
  let maxTokens = positiveIntegerParam(params.maxTokens, "params.maxTokens") ?? settings.maxTokens;
  let thinking: ThinkingConfigParam | undefined;
  let effort: string | undefined;
  if (level !== undefined && settings.thinkingMode === "adaptive") {
    thinking = { type: "adaptive" };
    effort = level === "minimal" ? "low" : level;
  } else if (level !== undefined) {
    const budget = THINKING_BUDGETS[level];
    if (maxTokens <= budget) maxTokens += budget;
    thinking = { type: "enabled", budget_tokens: budget };
  }

  const messages = toAnthropicMessages(request.messages);
  if (settings.promptCaching) markLastBlock(messages);
  const system = request.system
    ? settings.promptCaching
      ? [{ type: "text" as const, text: request.system, cache_control: { type: "ephemeral" as const } }]
      : request.system
    : undefined;
  const stopSequences = stringListParam(params.stopSequences);

  return {
    ...settings.extraBody,
    model: settings.model,
    max_tokens: maxTokens,
    messages,
    stream: true,
    ...(system !== undefined ? { system } : {}),
    ...(request.tools.length > 0 ? { tools: toAnthropicTools(request.tools, settings.promptCaching) } : {}),
    ...(thinking ? { thinking } : {}),
    ...(effort ? { output_config: { effort: effort as "medium" } } : {}),
    // The API refuses sampling parameters while thinking.
    ...(!thinking && typeof params.temperature === "number" ? { temperature: params.temperature } : {}),
    ...(!thinking && typeof params.topP === "number" ? { top_p: params.topP } : {}),
    ...(stopSequences ? { stop_sequences: stopSequences } : {}),
  };
}

/** The thinking level a request asks for: `thinkLevel`, else `reasoningLevel`; undefined for none. */
export function thinkingLevel(params: ModelParams): ThinkingLevel | undefined {
  if (params.thinkLevel !== undefined) return parseThinkingLevel(params.thinkLevel, "thinkLevel");
  return parseThinkingLevel(params.reasoningLevel, "reasoningLevel");
}

function markLastBlock(messages: AnthropicRequestBody["messages"]): void {
  const last = messages[messages.length - 1];
  if (!last || typeof last.content === "string") return;
  for (let index = last.content.length - 1; index >= 0; index--) {
    const block = last.content[index] as CacheableBlock | undefined;
    if (!block) continue;
    if (block.type === "thinking" || block.type === "redacted_thinking") continue;
    block.cache_control = { type: "ephemeral" };
    return;
  }
}
