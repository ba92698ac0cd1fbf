import { ConfigurationError } from "../errors/index.js";
import { sleepUnlessAborted } from "../util/sleep-unless-aborted.js";

/**
 * How a provider retries a failed model call. One policy is shared by every provider.
 *
 * @example
 * anthropic({ model: "claude-sonnet-4-6", retry: { maxRetries: 4, initialDelayMs: 1000 } });
 */
export interface RetryPolicy {
  /** Retries after the first attempt. Default 2. */
  maxRetries?: number;
  /** Backoff before the first retry; it doubles on each further retry. Default 500 ms. */
  initialDelayMs?: number;
  /** The longest backoff between attempts. Default 8 s. */
  maxDelayMs?: number;
  /** The longest `retry-after` honoured; a server asking for more fails the call at once. Default 60 s. */
  maxRetryAfterMs?: number;
}

/** What a failed attempt means for the retry loop. */
export interface AttemptFailure {
  /** The error the call rejects with if it is not retried. */
  error: Error;
  /** Whether another attempt may succeed and is safe to make. */
  retry: boolean;
  /** The delay the server asked for, in milliseconds. */
  retryAfterMs?: number;
}

/** The defaults of `RetryPolicy`. */
export const DEFAULT_RETRY_POLICY: Readonly<Required<RetryPolicy>> = Object.freeze({
  maxRetries: 2,
  initialDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
});

/** Options of `withRetries`. */
export interface WithRetriesOptions {
  policy?: RetryPolicy;
  signal?: AbortSignal;
  /** Turns whatever an attempt threw into a decision. */
  classify(error: unknown): AttemptFailure;
  /** Told before each wait, e.g. to log it. */
  onRetry?(info: { attempt: number; delayMs: number; error: Error }): void;
}

/**
 * Runs `attempt` until it resolves, the failure is not retryable, or the retries are spent.
 *
 * Waits follow exponential backoff with jitter, or the server's `retry-after` when it gave one.
 * Aborting the signal ends a wait at once with `AbortedError`.
 *
 * @example
 * const response = await withRetries((attempt) => callModel(attempt), { classify, signal, policy: { maxRetries: 3 } });
 */
export async function withRetries<T>(attempt: (attemptIndex: number) => Promise<T>, options: WithRetriesOptions): Promise<T> {
  const policy = resolveRetryPolicy(options.policy);
  for (let attemptIndex = 0; ; attemptIndex++) {
    try {
      return await attempt(attemptIndex);
    } catch (thrown) {
      const failure = options.classify(thrown);
      if (!failure.retry || attemptIndex >= policy.maxRetries) throw failure.error;
      if (failure.retryAfterMs !== undefined && failure.retryAfterMs > policy.maxRetryAfterMs) throw failure.error;
      const delayMs = failure.retryAfterMs ?? backoffDelay(attemptIndex, policy);
      options.onRetry?.({ attempt: attemptIndex + 1, delayMs, error: failure.error });
      await sleepUnlessAborted(delayMs, options.signal);
    }
  }
}

/** A policy with every default filled in; rejects values that cannot work. */
export function resolveRetryPolicy(policy: RetryPolicy = {}): Required<RetryPolicy> {
  const resolved = { ...DEFAULT_RETRY_POLICY, ...definedOnly(policy) };
  for (const [key, value] of Object.entries(resolved)) {
    if (!Number.isFinite(value) || value < 0) throw new ConfigurationError({ message: `retry.${key} must be a finite number >= 0, got ${value}` });
  }
  return resolved;
}

/**
 * The backoff before retry number `attemptIndex + 1`: `initialDelayMs * 2^attemptIndex`, capped,
 * with up to a quarter taken off at random so clients that failed together do not retry together.
 */
export function backoffDelay(attemptIndex: number, policy: Required<RetryPolicy>, random: () => number = Math.random): number {
  const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** attemptIndex);
  return Math.round(base * (1 - 0.25 * random()));
}

/**
 * The delay a response asks for in `retry-after-ms` (milliseconds) or `retry-after` (seconds or an
 * HTTP date), or undefined when it asks for none.
 *
 * @example
 * retryAfterFromHeaders(new Headers({ "retry-after": "2" })); // 2000
 */
export function retryAfterFromHeaders(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  if (!headers || typeof headers.get !== "function") return undefined;
  const milliseconds = parseNumber(headers.get("retry-after-ms"));
  if (milliseconds !== undefined) return milliseconds;
  const value = headers.get("retry-after");
  if (value === null) return undefined;
  const seconds = parseNumber(value);
  if (seconds !== undefined) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function parseNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

function definedOnly(policy: RetryPolicy): RetryPolicy {
  return Object.fromEntries(Object.entries(policy).filter(([, value]) => value !== undefined));
}

