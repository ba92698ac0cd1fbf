import { APIConnectionError, APIError, APIUserAbortError, BadRequestError, InternalServerError, RateLimitError } from "openai";
import { APIError as AnthropicAPIError, OverloadedError } from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { AbortedError, ConfigurationError } from "../../errors/index.js";
import { ModelError } from "../model-error.js";
import { classifyProviderError } from "./provider-error.js";

const context = { provider: "openai", streamed: false, apiKeyEnvVar: "OPENAI_API_KEY", baseURL: "http://127.0.0.1:9/v1" };

describe("classifyProviderError", () => {
  it("retries 429 with the server's delay and keeps status and request id", () => {
    const error = new RateLimitError(429, { message: "slow down", type: "requests" }, undefined, new Headers({ "x-request-id": "req_1", "retry-after": "3" }));
    const failure = classifyProviderError(error, context);
    expect(failure.retry).toBe(true);
    expect(failure.retryAfterMs).toBe(3000);
    expect(failure.error).toMatchObject({ provider: "openai", statusCode: 429, requestId: "req_1", isRetryable: true });
    expect(failure.error.message).toMatch(/^Rate limited: slow down/);
  });

  it("retries 5xx, including Anthropic's 529 overloaded", () => {
    expect(classifyProviderError(new InternalServerError(502, undefined, "bad gateway", new Headers()), context).retry).toBe(true);
    const overloaded = new OverloadedError(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }, undefined, new Headers({ "request-id": "req_a" }));
    const failure = classifyProviderError(overloaded, { ...context, provider: "anthropic" });
    expect(failure.retry).toBe(true);
    expect(failure.error).toMatchObject({ statusCode: 529, requestId: "req_a" });
    expect(failure.error.message).toContain("Overloaded");
  });

  it("never retries other 4xx", () => {
    const failure = classifyProviderError(new BadRequestError(400, { message: "bad tool schema" }, undefined, new Headers()), context);
    expect(failure.retry).toBe(false);
    expect(failure.error).toMatchObject({ statusCode: 400, isRetryable: false });
  });

  it("follows x-should-retry when the server sends it", () => {
    const headers = new Headers({ "x-should-retry": "false" });
    expect(classifyProviderError(new InternalServerError(500, undefined, "x", headers), context).retry).toBe(false);
    expect(classifyProviderError(new APIError(400, undefined, "x", new Headers({ "x-should-retry": "true" })), context).retry).toBe(true);
  });

  it("treats connection errors as retryable network failures naming the address", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
    const failure = classifyProviderError(new APIConnectionError({ cause: refused }), context);
    expect(failure.retry).toBe(true);
    expect(failure.error.message).toContain("http://127.0.0.1:9/v1");
    expect(failure.error.message).toContain("ECONNREFUSED");
    expect(failure.error.message).toContain("is the server running?");
  });

  it("does not retry once output has streamed, but says the failure was transient", () => {
    const dropped = new TypeError("terminated", { cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }) });
    const failure = classifyProviderError(dropped, { ...context, streamed: true, responseStarted: true, requestId: "req_s" });
    expect(failure.retry).toBe(false);
    expect(failure.error).toMatchObject({ isRetryable: true, requestId: "req_s" });
    expect(failure.error.message).toMatch(/lost mid-response: terminated: other side closed/);
    expect(failure.error.message).toMatch(/not retried/);
  });

  it("decides on error events inside a stream by their type", () => {
    const overloaded = new AnthropicAPIError(undefined, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }, undefined, new Headers());
    expect(classifyProviderError(overloaded, context).retry).toBe(true);
    const invalid = new AnthropicAPIError(undefined, { type: "error", error: { type: "invalid_request_error", message: "no" } }, undefined, new Headers());
    const failure = classifyProviderError(invalid, context);
    expect(failure.retry).toBe(false);
    expect(failure.error.message).toMatch(/invalid_request_error/);
  });

  it("turns aborts into AbortedError", () => {
    expect(classifyProviderError(new APIUserAbortError(), context).error).toBeInstanceOf(AbortedError);
    const controller = new AbortController();
    controller.abort();
    expect(classifyProviderError(new Error("whatever"), { ...context, signal: controller.signal }).error).toBeInstanceOf(AbortedError);
  });

  it("reports malformed JSON and unknown failures as final ModelErrors", () => {
    const malformed = classifyProviderError(new SyntaxError("Unexpected token"), context);
    expect(malformed.retry).toBe(false);
    expect(malformed.error.message).toMatch(/malformed JSON/);
    const unknown = classifyProviderError("boom", context);
    expect(ModelError.isInstance(unknown.error)).toBe(true);
    expect(unknown.retry).toBe(false);
  });

  it("passes loopgate errors through", () => {
    const configuration = new ConfigurationError({ message: "bad level" });
    expect(classifyProviderError(configuration, context)).toEqual({ error: configuration, retry: false });
    const incomplete = new ModelError({ provider: "openai", message: "cut short", isRetryable: true });
    expect(classifyProviderError(incomplete, context)).toEqual({ error: incomplete, retry: true });
  });

  it("names the API key variable on 401", () => {
    const failure = classifyProviderError(new APIError(401, { message: "Incorrect API key" }, undefined, new Headers()), context);
    expect(failure.error.message).toContain("OPENAI_API_KEY");
  });
});

describe("classifyProviderError with SDK connection errors", () => {
  it("retries timeouts and connection errors of either SDK even without a cause", async () => {
    const { APIConnectionTimeoutError } = await import("openai");
    const { APIConnectionError: AnthropicConnectionError } = await import("@anthropic-ai/sdk");
    expect(classifyProviderError(new APIConnectionTimeoutError(), context).retry).toBe(true);
    expect(classifyProviderError(new APIConnectionError({}), context).retry).toBe(true);
    expect(classifyProviderError(new AnthropicConnectionError({}), context).retry).toBe(true);
  });
});
