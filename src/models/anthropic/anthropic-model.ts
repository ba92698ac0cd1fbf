import { Anthropic } from "@anthropic-ai/sdk";
import type { ClientOptions } from "@anthropic-ai/sdk";
import { ConfigurationError, MissingCredentialsError } from "../../errors/index.js";
import { streamedCall } from "../convert/streamed-call.js";
import type { RetryPolicy } from "../retry.js";
import { resolveRetryPolicy } from "../retry.js";
import type { GenerateOptions, LanguageModel, ModelRequest, ModelResponse } from "../spec.js";
import type { AnthropicRequestSettings, AnthropicThinkingMode } from "./anthropic-request.js";
import { toAnthropicRequest } from "./anthropic-request.js";
import { createAnthropicStreamAssembler } from "./from-anthropic-stream.js";

const DEFAULT_BASE_URL = "https://api.anthropic.com";

/** Options of `anthropic()`. */
export interface AnthropicOptions {
  /** The model id, e.g. `claude-sonnet-4-6`. */
  model: string;
  /** Default: `ANTHROPIC_API_KEY`. */
  apiKey?: string;
  /** A bearer token instead of an API key. Default: `ANTHROPIC_AUTH_TOKEN` when no API key is set. */
  authToken?: string;
  /** Default: `ANTHROPIC_BASE_URL`, else `https://api.anthropic.com`. */
  baseURL?: string;
  /** `max_tokens` when the request's `params.maxTokens` is unset. Default 8192. */
  maxTokens?: number;
  /** Cache breakpoints on the system prompt, the tools and the transcript. Default true. */
  promptCaching?: boolean;
  /** How `thinkLevel` is sent: `budget` (default) or `adaptive` (for models that only think adaptively). */
  thinkingMode?: AnthropicThinkingMode;
  /** Retries on 429, 5xx and network errors. Default: 2 retries. */
  retry?: RetryPolicy;
  /** Fields merged into every request body, e.g. `{ top_k: 40 }` or `{ metadata: { user_id } }`. */
  extraBody?: Record<string, unknown>;
  /** The provider name in errors and on the model. Default `anthropic`. */
  provider?: string;
  /** Where the standard variables are read. Default `process.env`. */
  env?: Record<string, string | undefined>;
  /** Passed to the SDK client (`fetch`, `timeout`, `defaultHeaders`, `logger`, `logLevel` …). Its own retries stay off. */
  clientOptions?: Omit<ClientOptions, "apiKey" | "authToken" | "baseURL" | "maxRetries">;
}

/**
 * A model served by the Anthropic Messages API, through the official SDK. Always streams:
 * text, thinking and tool-input deltas reach `onDelta` as they arrive.
 *
 * @example
 * const model = anthropic({ model: "claude-sonnet-4-6" }); // reads ANTHROPIC_API_KEY
 * const response = await model.generate({ messages, tools: [], params: { thinkLevel: "low" } });
 */
export function anthropic(options: AnthropicOptions): LanguageModel {
  if (typeof options?.model !== "string" || options.model.trim() === "") {
    throw new ConfigurationError({ message: "anthropic(): `model` must be a model id such as \"claude-sonnet-4-6\"" });
  }
  const env = options.env ?? process.env;
  const provider = options.provider ?? "anthropic";
  const apiKey = options.apiKey ?? (options.authToken ? undefined : nonEmpty(env.ANTHROPIC_API_KEY));
  const authToken = apiKey ? undefined : (options.authToken ?? nonEmpty(env.ANTHROPIC_AUTH_TOKEN));
  if (!apiKey && !authToken) {
    throw new MissingCredentialsError({ message: `${provider}: no API key; set ANTHROPIC_API_KEY or pass \`apiKey\``, envVar: "ANTHROPIC_API_KEY" });
  }
  const baseURL = options.baseURL ?? nonEmpty(env.ANTHROPIC_BASE_URL) ?? DEFAULT_BASE_URL;
  const maxTokens = options.maxTokens ?? 8192;
  if (!Number.isInteger(maxTokens) || maxTokens <= 0) {
    throw new ConfigurationError({ message: `anthropic(): \`maxTokens\` must be a positive integer, got ${maxTokens}` });
  }
  const policy = resolveRetryPolicy(options.retry);
  const clientOptions = options.clientOptions ?? {};
  const client = new Anthropic({
    ...clientOptions,
    ...(apiKey ? { apiKey } : { authToken: authToken ?? null }),
    baseURL,
    maxRetries: 0,
    // Failures come back as typed errors, so the SDK's own console logging would only repeat them.
    ...(clientOptions.logLevel === undefined && !env.ANTHROPIC_LOG ? { logLevel: "off" as const } : {}),
  });
  const settings: AnthropicRequestSettings = {
    model: options.model,
    maxTokens,
    promptCaching: options.promptCaching ?? true,
    thinkingMode: options.thinkingMode ?? "budget",
    ...(options.extraBody ? { extraBody: options.extraBody } : {}),
  };

  return {
    provider,
    modelId: options.model,
    generate(request: ModelRequest, generateOptions: GenerateOptions = {}): Promise<ModelResponse> {
      return streamedCall({
        provider,
        baseURL,
        apiKeyEnvVar: apiKey ? "ANTHROPIC_API_KEY" : "ANTHROPIC_AUTH_TOKEN",
        policy,
        signal: generateOptions.signal,
        onDelta: generateOptions.onDelta,
        open: async (signal) => {
          const body = toAnthropicRequest(request, settings);
          const { data, request_id } = await client.messages.create(body, { signal }).withResponse();
          return { stream: data, requestId: request_id };
        },
        createAssembler: () => createAnthropicStreamAssembler(provider),
      });
    },
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
