import { AbortedError } from "../../errors/index.js";
import type { RetryPolicy } from "../retry.js";
import { withRetries } from "../retry.js";
import type { ModelDelta, ModelResponse } from "../spec.js";
import { classifyProviderError } from "./provider-error.js";

/** Turns one provider's stream events into deltas and a final response. */
export interface StreamAssembler<TEvent> {
  accept(event: TEvent): ModelDelta[];
  finish(requestId?: string): ModelResponse;
}

/** What `streamedCall` needs: how to open a stream, how to read it, and where deltas go. */
export interface StreamedCallOptions<TEvent> {
  provider: string;
  baseURL: string;
  apiKeyEnvVar: string;
  policy: RetryPolicy;
  signal: AbortSignal | undefined;
  onDelta: ((delta: ModelDelta) => void) | undefined;
  /** Sends the request; resolves once the response headers arrived. */
  open(signal: AbortSignal | undefined): Promise<{ stream: AsyncIterable<TEvent>; requestId: string | null | undefined }>;
  createAssembler(): StreamAssembler<TEvent>;
}

/**
 * One streaming model call with the shared retry policy: opens the stream, hands deltas to
 * `onDelta`, and retries retryable failures only while no delta has reached the consumer, so
 * streamed output is never duplicated. Every failure rejects as `ModelError` or `AbortedError`.
 *
 * @example
 * return streamedCall({ provider, baseURL, apiKeyEnvVar, policy, signal, onDelta, open, createAssembler });
 */
export async function streamedCall<TEvent>(options: StreamedCallOptions<TEvent>): Promise<ModelResponse> {
  const { signal, onDelta } = options;
  if (signal?.aborted) throw new AbortedError();
  let streamed = false;
  let requestId: string | undefined;
  let responseStarted = false;
  return withRetries(
    async function streamedAttempt() {
      requestId = undefined;
      responseStarted = false;
      const opened = await options.open(signal);
      requestId = opened.requestId ?? undefined;
      responseStarted = true;
      const assembler = options.createAssembler();
      for await (const event of opened.stream) {
        for (const delta of assembler.accept(event)) {
          if (!onDelta) continue;
          streamed = true;
          onDelta(delta);
        }
      }
      // The SDKs end an aborted stream quietly; the caller must still learn it was cut short.
      if (signal?.aborted) throw new AbortedError();
      return assembler.finish(requestId);
    },
    {
      policy: options.policy,
      ...(signal ? { signal } : {}),
      onRetry: ({ attempt, delayMs, error }) => onDelta?.({ type: "retry", attempt, delayMs, reason: error.message }),
      classify: (error) =>
        classifyProviderError(error, {
          provider: options.provider,
          streamed,
          responseStarted,
          apiKeyEnvVar: options.apiKeyEnvVar,
          baseURL: options.baseURL,
          ...(requestId ? { requestId } : {}),
          ...(signal ? { signal } : {}),
        }),
    },
  );
}
