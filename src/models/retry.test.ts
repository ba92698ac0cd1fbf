import { describe, expect, it } from "vitest";
import { AbortedError, ConfigurationError } from "../errors/index.js";
import type { AttemptFailure } from "./retry.js";
import { backoffDelay, resolveRetryPolicy, retryAfterFromHeaders, withRetries } from "./retry.js";

class Flaky extends Error {
  constructor(
    readonly retry: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(retry ? "retryable" : "fatal");
  }
}

const classify = (error: unknown): AttemptFailure => {
  const flaky = error as Flaky;
  return { error: flaky, retry: flaky.retry, ...(flaky.retryAfterMs !== undefined ? { retryAfterMs: flaky.retryAfterMs } : {}) };
};

function failing(...failures: Flaky[]) {
  let calls = 0;
  const attempt = async (index: number) => {
    calls++;
    const failure = failures[index];
    if (failure) throw failure;
    return `ok after ${index}`;
  };
  return { attempt, calls: () => calls };
}

describe("withRetries", () => {
  it("retries retryable failures until an attempt succeeds", async () => {
    const { attempt, calls } = failing(new Flaky(true), new Flaky(true));
    const delays: number[] = [];
    const result = await withRetries(attempt, {
      classify,
      policy: { maxRetries: 3, initialDelayMs: 1 },
      onRetry: ({ delayMs }) => delays.push(delayMs),
    });
    expect(result).toBe("ok after 2");
    expect(calls()).toBe(3);
    expect(delays).toHaveLength(2);
  });

  it("does not retry a failure classified as final", async () => {
    const { attempt, calls } = failing(new Flaky(false));
    await expect(withRetries(attempt, { classify, policy: { initialDelayMs: 1 } })).rejects.toThrow("fatal");
    expect(calls()).toBe(1);
  });

  it("stops after maxRetries and rejects with the last failure", async () => {
    const { attempt, calls } = failing(new Flaky(true), new Flaky(true), new Flaky(true));
    await expect(withRetries(attempt, { classify, policy: { maxRetries: 2, initialDelayMs: 1 } })).rejects.toThrow("retryable");
    expect(calls()).toBe(3);
  });

  it("waits the delay the server asked for instead of the backoff", async () => {
    const { attempt } = failing(new Flaky(true, 40));
    const delays: number[] = [];
    const started = performance.now();
    await withRetries(attempt, { classify, policy: { initialDelayMs: 1 }, onRetry: ({ delayMs }) => delays.push(delayMs) });
    expect(delays).toEqual([40]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
  });

  it("gives up at once when the server asks for more than maxRetryAfterMs", async () => {
    const { attempt, calls } = failing(new Flaky(true, 120_000));
    await expect(withRetries(attempt, { classify })).rejects.toThrow("retryable");
    expect(calls()).toBe(1);
  });

  it("ends a wait with AbortedError when the signal fires", async () => {
    const controller = new AbortController();
    const { attempt, calls } = failing(new Flaky(true, 30_000));
    const pending = withRetries(attempt, { classify, signal: controller.signal, policy: { maxRetryAfterMs: 60_000 } });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
    expect(calls()).toBe(1);
  });
});

describe("backoffDelay", () => {
  const policy = resolveRetryPolicy({ initialDelayMs: 100, maxDelayMs: 1000 });

  it("doubles per attempt up to the cap, less up to a quarter of jitter", () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, policy, () => 0))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoffDelay(1, policy, () => 1)).toBe(150);
  });
});

describe("resolveRetryPolicy", () => {
  it("fills defaults and rejects impossible values", () => {
    expect(resolveRetryPolicy({ maxRetries: 5 })).toMatchObject({ maxRetries: 5, initialDelayMs: 500 });
    expect(() => resolveRetryPolicy({ maxRetries: -1 })).toThrow(ConfigurationError);
    expect(() => resolveRetryPolicy({ initialDelayMs: Number.NaN })).toThrow(/initialDelayMs/);
  });
});

describe("retryAfterFromHeaders", () => {
  it("reads retry-after-ms, retry-after seconds and HTTP dates", () => {
    expect(retryAfterFromHeaders(new Headers({ "retry-after-ms": "250", "retry-after": "9" }))).toBe(250);
    expect(retryAfterFromHeaders(new Headers({ "retry-after": "2" }))).toBe(2000);
    expect(retryAfterFromHeaders(new Headers({ "retry-after": "0.5" }))).toBe(500);
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterFromHeaders(new Headers({ "retry-after": "Wed, 01 Jan 2025 00:00:03 GMT" }), now)).toBe(3000);
  });

  it("ignores missing and unreadable values", () => {
    expect(retryAfterFromHeaders(undefined)).toBeUndefined();
    expect(retryAfterFromHeaders(new Headers())).toBeUndefined();
    expect(retryAfterFromHeaders(new Headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(retryAfterFromHeaders(new Headers({ "retry-after-ms": "-5" }))).toBeUndefined();
  });
});
