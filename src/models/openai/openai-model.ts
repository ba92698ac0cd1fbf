import { OpenAI } from "openai";
import type { ClientOptions } from "openai";
import { ConfigurationError, MissingCredentialsError } from "../../errors/index.js";
import { streamedCall } from "../convert/streamed-call.js";
import type { RetryPolicy } from "../retry.js";
import { resolveRetryPolicy } from "../retry.js";
import type { GenerateOptions, LanguageModel, ModelRequest, ModelResponse } from "../spec.js";
import { createOpenAIStreamAssembler } from "./from-openai-stream.js";
import type { OpenAIMaxTokensField, OpenAIRequestSettings } from "./openai-request.js";
import { toOpenAIRequest } from "./openai-request.js";
import type { OpenAISystemRole } from "./to-openai-messages.js";

const OPENAI_BASE_URL = "https://api.openai.com/v1";
/** Sent to compatible servers that need no key, since the SDK insists on one. */
const NO_KEY = "not-needed";

/** Options of `openai()`. */
export interface OpenAIOptions {
  /** The model id, e.g. `gpt-5-mini`, or whatever the compatible server calls it (`llama3.2`, `qwen/qwen3-32b`). */
  model: string;
  /** Default: `OPENAI_API_KEY`. Optional when `baseURL` points at a server that needs none. */
  apiKey?: string;
  /** Default: `OPENAI_BASE_URL`, else `https://api.openai.com/v1`. Point it at any OpenAI-compatible server. */
  baseURL?: string;
  /** The output limit when the request's `params.maxTokens` is unset. Default: none (the server's default). */
  maxTokens?: number;
  /** Default: `max_completion_tokens` for api.openai.com, `max_tokens` elsewhere. */
  maxTokensField?: OpenAIMaxTokensField;
  /** The role of the system prompt. Default `system`. */
  systemRole?: OpenAISystemRole;
  /** Ask for token usage at the end of the stream. Default true; turn off for servers that reject `stream_options`. */
  includeUsage?: boolean;
  /** Retries on 429, 5xx and network errors. Default: 2 retries. */
  retry?: RetryPolicy;
  /** Fields merged into every request body, e.g. `{ top_k: 20 }` for vLLM or `{ provider: { sort: "price" } }` for OpenRouter. */
  extraBody?: Record<string, unknown>;
  /** The provider name in errors and on the model, e.g. `ollama`. Default `openai`. */
  provider?: string;
  /** Where the standard variables are read. Default `process.env`. */
  env?: Record<string, string | undefined>;
  /** Passed to the SDK client (`fetch`, `timeout`, `defaultHeaders`, `organization` …). Its own retries stay off. */
  clientOptions?: Omit<ClientOptions, "apiKey" | "baseURL" | "maxRetries">;
}

/**
 * A model served by the OpenAI Chat Completions API, or by any server that speaks it (Ollama,
 * vLLM, llama.cpp, LM Studio, OpenRouter …), through the official SDK. Always streams: text,
 * reasoning and tool-input deltas reach `onDelta` as they arrive.
 *
 * @example
 * const gpt = openai({ model: "gpt-5-mini" }); // reads OPENAI_API_KEY
 * const local = openai({ model: "qwen3:8b", baseURL: "http://127.0.0.1:11434/v1", provider: "ollama" });
 */
export function openai(options: OpenAIOptions): LanguageModel {
  if (typeof options?.model !== "string" || options.model.trim() === "") {
    throw new ConfigurationError({ message: "openai(): `model` must be a model id such as \"gpt-5-mini\"" });
  }
  const env = options.env ?? process.env;
  const provider = options.provider ?? "openai";
  const customBaseURL = options.baseURL ?? nonEmpty(env.OPENAI_BASE_URL);
  const baseURL = customBaseURL ?? OPENAI_BASE_URL;
  const apiKey = options.apiKey ?? nonEmpty(env.OPENAI_API_KEY) ?? (customBaseURL ? NO_KEY : undefined);
  if (!apiKey) throw new MissingCredentialsError({ message: `${provider}: no API key; set OPENAI_API_KEY or pass \`apiKey\``, envVar: "OPENAI_API_KEY" });
  if (options.maxTokens !== undefined && (!Number.isInteger(options.maxTokens) || options.maxTokens <= 0)) {
    throw new ConfigurationError({ message: `openai(): \`maxTokens\` must be a positive integer, got ${options.maxTokens}` });
  }
  const policy = resolveRetryPolicy(options.retry);
  const clientOptions = options.clientOptions ?? {};
  const client = new OpenAI({
    ...clientOptions,
    apiKey,
    baseURL,
    maxRetries: 0,
    // Failures come back as typed errors, so the SDK's own console logging would only repeat them.
    ...(clientOptions.logLevel === undefined && !env.OPENAI_LOG ? { logLevel: "off" as const } : {}),
  });
  const settings: OpenAIRequestSettings = {
    model: options.model,
    maxTokensField: options.maxTokensField ?? (isOpenAIHost(baseURL) ? "max_completion_tokens" : "max_tokens"),
    systemRole: options.systemRole ?? "system",
    includeUsage: options.includeUsage ?? true,
    ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
    ...(options.extraBody ? { extraBody: options.extraBody } : {}),
  };

  return {
    provider,
    modelId: options.model,
    generate(request: ModelRequest, generateOptions: GenerateOptions = {}): Promise<ModelResponse> {
      return streamedCall({
        provider,
        baseURL,
        apiKeyEnvVar: "OPENAI_API_KEY",
        policy,
        signal: generateOptions.signal,
        onDelta: generateOptions.onDelta,
        open: async (signal) => {
          const body = toOpenAIRequest(request, settings);
          const { data, request_id } = await client.chat.completions.create(body, { signal }).withResponse();
          return { stream: data, requestId: request_id };
        },
        createAssembler: () => createOpenAIStreamAssembler(provider),
      });
    },
  };
}

function isOpenAIHost(baseURL: string): boolean {
  try {
    return new URL(baseURL).hostname === "api.openai.com";
  } catch {
    return false;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
