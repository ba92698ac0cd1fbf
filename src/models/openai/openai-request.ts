import type { ChatCompletionCreateParamsStreaming } from "openai/resources/chat/completions/completions";
import { positiveIntegerParam, stringListParam } from "../convert/params.js";
import { parseThinkingLevel } from "../convert/thinking-level.js";
import type { ThinkingLevel } from "../convert/thinking-level.js";
import type { ModelParams, ModelRequest } from "../spec.js";
import type { OpenAISystemRole } from "./to-openai-messages.js";
import { toOpenAIMessages, toOpenAITools } from "./to-openai-messages.js";

/** Which field carries the output limit: OpenAI wants `max_completion_tokens`, most compatible servers `max_tokens`. */
export type OpenAIMaxTokensField = "max_tokens" | "max_completion_tokens";

/** Provider-level settings that shape every request. */
export interface OpenAIRequestSettings {
  model: string;
  /** Used when the request's `params.maxTokens` is unset; no limit is sent when both are unset. */
  maxTokens?: number;
  maxTokensField: OpenAIMaxTokensField;
  systemRole: OpenAISystemRole;
  /** Ask for a final usage chunk (`stream_options.include_usage`). */
  includeUsage: boolean;
  extraBody?: Record<string, unknown>;
}

/** The JSON body sent to `POST /chat/completions`. */
export type OpenAIRequestBody = ChatCompletionCreateParamsStreaming & Record<string, unknown>;

/**
 * Builds the streaming Chat Completions request for a loopgate request. `reasoningLevel` (else
 * `thinkLevel`) becomes `reasoning_effort`, sent only when a level is set.
 *
 * @example
 * toOpenAIRequest(request, { model: "gpt-5", maxTokensField: "max_completion_tokens", systemRole: "system", includeUsage: true });
 */
export function toOpenAIRequest(request: ModelRequest, settings: OpenAIRequestSettings): OpenAIRequestBody {
  const { params } = request;
  const effort = reasoningEffort(params);
  const maxTokens = positiveIntegerParam(params.maxTokens, "params.maxTokens") ?? settings.maxTokens;
  const stop = stringListParam(params.stopSequences);
  return {
    ...settings.extraBody,
    model: settings.model,
    messages: toOpenAIMessages(request.system, request.messages, settings.systemRole),
    stream: true,
    ...(settings.includeUsage ? { stream_options: { include_usage: true } } : {}),
    ...(request.tools.length > 0 ? { tools: toOpenAITools(request.tools) } : {}),
    ...(effort ? { reasoning_effort: effort } : {}),
    ...(maxTokens !== undefined ? { [settings.maxTokensField]: maxTokens } : {}),
    ...(typeof params.temperature === "number" ? { temperature: params.temperature } : {}),
    ...(typeof params.topP === "number" ? { top_p: params.topP } : {}),
    ...(stop ? { stop } : {}),
  };
}

/** The reasoning level a request asks for: `reasoningLevel`, else `thinkLevel`; undefined for none. */
export function reasoningEffort(params: ModelParams): ThinkingLevel | undefined {
  if (params.reasoningLevel !== undefined) return parseThinkingLevel(params.reasoningLevel, "reasoningLevel");
  return parseThinkingLevel(params.thinkLevel, "thinkLevel");
}
