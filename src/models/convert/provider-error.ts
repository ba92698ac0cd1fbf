import { AbortedError, describeError, LoopgateError } from "../../errors/index.js";
import { ModelError } from "../model-error.js";
import type { AttemptFailure } from "../retry.js";
import { retryAfterFromHeaders } from "../retry.js";

/** What `classifyProviderError` needs to know about the call that failed. */
export interface ProviderErrorContext {
  provider: string;
  /** Whether deltas already reached the consumer; such a call is never retried, to avoid duplicating output. */
  streamed: boolean;
  /** The environment variable holding the API key, named in authentication errors. */
  apiKeyEnvVar?: string;
  /** Where requests go, named in connection errors. */
  baseURL?: string;
  /** The request id of the response being read, for errors raised mid-stream. */
  requestId?: string;
  /** Whether the response had begun (its headers arrived) when the error came. */
  responseStarted?: boolean;
  signal?: AbortSignal;
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);
const RETRYABLE_STREAM_ERROR_TYPES = new Set(["overloaded_error", "api_error", "rate_limit_error", "server_error", "timeout_error"]);
const NETWORK_ERROR_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CLOSED",
]);

/**
 * Maps anything a provider SDK call threw to the error a model call rejects with, and says
 * whether retrying is worthwhile: 408/409/429/5xx and network failures are, other 4xx are not,
 * and nothing is once output has streamed. Works with both official SDKs, whose `APIError`s share
 * a shape (`status`, `headers`, `error` body).
 *
 * @example
 * withRetries(attempt, { classify: (error) => classifyProviderError(error, { provider: "openai", streamed }) });
 */
export function classifyProviderError(error: unknown, context: ProviderErrorContext): AttemptFailure {
  if (context.signal?.aborted || isAbort(error)) return { error: new AbortedError(), retry: false };
  if (ModelError.isInstance(error)) return settle(error, error.isRetryable, undefined, context);
  if (LoopgateError.isInstance(error)) return { error, retry: false };

  const api = asApiError(error);
  if (api && api.status !== undefined) {
    const retryAfterMs = retryAfterFromHeaders(api.headers);
    const modelError = new ModelError({
      provider: context.provider,
      message: statusMessage(api.status, apiMessage(api), context),
      statusCode: api.status,
      ...requestIdOf(api.headers, context),
      isRetryable: isRetryableStatus(api.status, api.headers),
      cause: error,
    });
    return settle(modelError, modelError.isRetryable, retryAfterMs, context);
  }
  if (isNetworkError(error)) {
    const where = context.baseURL ? ` to ${context.baseURL}` : "";
    const what = context.responseStarted ? `The connection${where} was lost mid-response` : `Connection${where} failed`;
    const hint = hasCode(error, "ECONNREFUSED") ? "; is the server running?" : "";
    const modelError = new ModelError({
      provider: context.provider,
      message: `${what}: ${networkDetail(error)}${hint}`,
      ...requestIdOf(undefined, context),
      isRetryable: true,
      cause: error,
    });
    return settle(modelError, true, undefined, context);
  }
  if (api) {
    // An `error` event inside a 200 stream: no status, but a typed body.
    const type = apiType(api);
    const retryable = type !== undefined && RETRYABLE_STREAM_ERROR_TYPES.has(type);
    const modelError = new ModelError({
      provider: context.provider,
      message: `The stream reported an error${type ? ` (${type})` : ""}: ${apiMessage(api)}`,
      ...requestIdOf(api.headers, context),
      isRetryable: retryable,
      cause: error,
    });
    return settle(modelError, retryable, undefined, context);
  }
  if (error instanceof SyntaxError) {
    const modelError = new ModelError({
      provider: context.provider,
      message: `The server sent malformed JSON: ${error.message}`,
      ...requestIdOf(undefined, context),
      cause: error,
    });
    return { error: modelError, retry: false };
  }
  const modelError = new ModelError({
    provider: context.provider,
    message: `The model call failed: ${describeError(error)}`,
    ...requestIdOf(undefined, context),
    cause: error,
  });
  return { error: modelError, retry: false };
}

interface ApiErrorShape {
  name: string;
  message: string;
  status: number | undefined;
  headers: Headers | undefined;
  error: unknown;
}

function asApiError(error: unknown): ApiErrorShape | undefined {
  if (!(error instanceof Error) || !("status" in error) || !("headers" in error)) return undefined;
  if (isConnectionError(error)) return undefined;
  return error as unknown as ApiErrorShape;
}

/** The SDK's error class name: the Anthropic SDK sets `name`, the OpenAI SDK leaves it `Error`. */
function kindOf(error: Error): string {
  return error.name && error.name !== "Error" ? error.name : (error.constructor?.name ?? "Error");
}

function isConnectionError(error: Error): boolean {
  const kind = kindOf(error);
  return kind === "APIConnectionError" || kind === "APIConnectionTimeoutError";
}

function settle(error: ModelError, retryable: boolean, retryAfterMs: number | undefined, context: ProviderErrorContext): AttemptFailure {
  if (retryable && context.streamed) {
    const notRetried = new ModelError({
      provider: error.provider,
      message: `${stripContext(error)}; output had already streamed, so the call was not retried`,
      ...(error.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
      ...(error.requestId !== undefined ? { requestId: error.requestId } : {}),
      isRetryable: true,
      cause: error.cause,
    });
    return { error: notRetried, retry: false };
  }
  return { error, retry: retryable, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) };
}

/** A ModelError's message without the "(provider, status …)" suffix its constructor adds. */
function stripContext(error: ModelError): string {
  const suffix = error.message.lastIndexOf(" (");
  return suffix > 0 ? error.message.slice(0, suffix) : error.message;
}

function isRetryableStatus(status: number, headers: Headers | undefined): boolean {
  const hint = headers?.get?.("x-should-retry");
  if (hint === "true") return true;
  if (hint === "false") return false;
  return RETRYABLE_STATUS.has(status) || status >= 500;
}

function statusMessage(status: number, detail: string, context: ProviderErrorContext): string {
  if (status === 401) {
    const hint = context.apiKeyEnvVar ? `; check ${context.apiKeyEnvVar} or the apiKey option` : "";
    return `Authentication failed: ${detail}${hint}`;
  }
  if (status === 403) return `Permission denied: ${detail}`;
  if (status === 404) return `Not found: ${detail}; check the model name and base URL`;
  if (status === 429) return `Rate limited: ${detail}`;
  if (status === 529) return `The provider is overloaded: ${detail}`;
  if (status >= 500) return `Server error: ${detail}`;
  return `The request was rejected: ${detail}`;
}

function apiMessage(error: ApiErrorShape): string {
  const body = error.error as { message?: unknown; error?: { message?: unknown } } | undefined;
  const message = body?.error?.message ?? body?.message;
  if (typeof message === "string" && message) return message;
  return error.message.replace(/^\d{3}\s+/, "") || "no details given";
}

function apiType(error: ApiErrorShape): string | undefined {
  const body = error.error as { type?: unknown; error?: { type?: unknown } } | undefined;
  const type = body?.error?.type ?? body?.type;
  return typeof type === "string" ? type : undefined;
}

function requestIdOf(headers: Headers | undefined, context: ProviderErrorContext): { requestId?: string } {
  const fromHeaders = headers?.get?.("request-id") ?? headers?.get?.("x-request-id") ?? undefined;
  const requestId = fromHeaders ?? context.requestId;
  return requestId ? { requestId } : {};
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (kindOf(error) === "AbortError" || kindOf(error) === "APIUserAbortError");
}

function isNetworkError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isConnectionError(current)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_ERROR_CODES.has(code)) return true;
    // undici reports a body cut short as `TypeError: terminated`, a failed connect as `fetch failed`.
    if (current instanceof TypeError && (current.message === "terminated" || current.message === "fetch failed")) return true;
    current = current.cause;
  }
  return false;
}

function hasCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = current.cause;
  }
  return false;
}

function networkDetail(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    const message = current.message.replace(/\.$/, "");
    messages.push(typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message);
    current = current.cause;
  }
  return [...new Set(messages.filter(Boolean))].join(": ") || describeError(error);
}
