import type { InterceptorRegistration, ModelWrapInput } from "../interceptors/types.js";
import type { ModelDelta } from "../models/spec.js";
import { describeError } from "../errors/describe-error.js";
import { sleepUnlessAborted } from "../util/sleep-unless-aborted.js";
import { backoffDelayFor, validateRetryOptions, type Backoff } from "./backoff.js";
import { isTransientModelFailure } from "./model-failure.js";

/** Options of `modelRetry`. */
export interface ModelRetryOptions {
  /** Retries after the first attempt (default 2). */
  maxRetries?: number;
  /** Which failures are retried (default: overloaded, rate-limited, 5xx and network failures). */
  retryOn?: (error: unknown, retry: number) => boolean;
  /** The wait before each retry (default: 500 ms doubling to at most 8 s, with jitter). */
  backoff?: Backoff;
  /** Registration id (default `builtin:model-retry`). */
  id?: string;
  /** Layer priority (default 20: outside most layers, inside `modelFallback`). */
  priority?: number;
}

/**
 * Retries a failed model call with backoff, as a `model.wrap` layer. A call that already streamed
 * output is never retried (the output would be duplicated). Each retry is a `model.delta` event of
 * type `retry` (attempt, delay, reason), and the layer's `retried` interceptor event counts the
 * attempts. The provider's own transport retries stay underneath; this adds policy on top.
 *
 * @example
 * registry.add(modelRetry({ maxRetries: 3, backoff: { initialDelayMs: 1_000 } }));
 */
export function modelRetry(options: ModelRetryOptions = {}): InterceptorRegistration<"model.wrap"> {
  const maxRetries = options.maxRetries ?? 2;
  validateRetryOptions("modelRetry", maxRetries, options.backoff);
  const retryOn = options.retryOn ?? isTransientModelFailure;
  return {
    id: options.id ?? "builtin:model-retry",
    name: "model.wrap",
    priority: options.priority ?? 20,
    handler: async function modelRetryLayer(input: Readonly<ModelWrapInput>, next) {
      for (let retry = 0; ; retry++) {
        let streamed = false;
        const onDelta = (delta: ModelDelta) => {
          streamed = true;
          input.onDelta(delta);
        };
        try {
          return await next({ onDelta });
        } catch (error) {
          if (streamed || retry >= maxRetries || input.signal.aborted || !retryOn(error, retry + 1)) throw error;
          const delayMs = backoffDelayFor(options.backoff, retry + 1);
          input.onDelta({ type: "retry", attempt: retry + 2, delayMs, reason: describeError(error) });
          await sleepUnlessAborted(delayMs, input.signal);
        }
      }
    },
  };
}
