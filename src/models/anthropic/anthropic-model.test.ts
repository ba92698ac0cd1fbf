import { describe, expect, it, vi } from "vitest";
import { AbortedError, ConfigurationError, MissingCredentialsError } from "../../errors/index.js";
import { userMessage } from "../../messages/content.js";
import type { Message } from "../../messages/types.js";
import { ModelError } from "../model-error.js";
import type { ModelDelta } from "../spec.js";
import { INVALID_ARGUMENTS_KEY } from "../../messages/tool-arguments.js";
import type { Reply, ReplayServer } from "../__fixtures__/replay-server.js";
import { readFixture } from "../__fixtures__/replay-server.js";
import { collect, failure, request, useReplayServer } from "../__fixtures__/provider-test-kit.js";
import type { AnthropicOptions } from "./anthropic-model.js";
import { anthropic } from "./anthropic-model.js";

const serve = useReplayServer();

function modelFor(target: ReplayServer, options: Partial<AnthropicOptions> = {}) {
  return anthropic({
    model: "claude-sonnet-4-6",
    apiKey: "sk-ant-test",
    baseURL: target.url,
    env: {},
    retry: { initialDelayMs: 5 },
    ...options,
  });
}

const rateLimited: Reply = {
  status: 429,
  headers: { "request-id": "req_011CRateLimited", "retry-after": "1" },
  json: { type: "error", error: { type: "rate_limit_error", message: "Number of request tokens has exceeded your per-minute rate limit" } },
};

describe("anthropic() streaming", () => {
  it("streams text deltas and returns the message with usage including cache tokens", async () => {
    const target = await serve({ sse: readFixture("anthropic/text.sse"), headers: { "request-id": "req_011CText" } });
    const { deltas, onDelta } = collect();
    const response = await modelFor(target).generate(request({ system: "Be brief." }), { onDelta });

    expect(deltas).toEqual([
      { type: "text_delta", text: "Hello" },
      { type: "text_delta", text: "! How can" },
      { type: "text_delta", text: " I help?" },
    ]);
    expect(response).toEqual({
      content: [{ type: "text", text: "Hello! How can I help?" }],
      stopReason: "end_turn",
      usage: { inputTokens: 12, outputTokens: 9, cacheReadTokens: 3000, cacheWriteTokens: 1500 },
      id: "msg_01XFDUDYJgAACzvnptvVoYEL",
      model: "claude-sonnet-4-5-20250929",
    });
    const sent = target.requests[0]!;
    expect(sent.url).toBe("/v1/messages");
    expect(sent.headers.authorization).toBe("Bearer sk-ant-test");
    expect(sent.body).toMatchObject({
      model: "claude-sonnet-4-6",
      max_tokens: 8192,
      stream: true,
      system: [{ type: "text", text: "Be brief.", cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: [{ type: "text", text: "Hi", cache_control: { type: "ephemeral" } }] }],
    });
  });

  it("assembles tool calls whose JSON arrives split across events and chunks", async () => {
    const target = await serve({ sse: readFixture("anthropic/tool-use.sse"), chunkSize: 37 });
    const { deltas, onDelta } = collect();
    const tools = [
      { name: "read", description: "Read a file", inputSchema: { type: "object", properties: { path: { type: "string" } } } },
      { name: "exec", description: "Run a command", inputSchema: { type: "object", properties: { command: { type: "string" } } } },
    ];
    const response = await modelFor(target).generate(request({ tools }), { onDelta });

    expect(response.stopReason).toBe("tool_use");
    expect(response.content).toEqual([
      { type: "text", text: "Let me check both files." },
      { type: "tool_use", id: "toolu_01T1x1fJ34qAmk2tNTrN7Up6", name: "read", input: { path: "src/main.ts" } },
      { type: "tool_use", id: "toolu_01GmYZ9Zp7VYD1WjxnA9kXzD", name: "exec", input: { command: "ls -la", timeoutMs: 5000 } },
    ]);
    const readJson = deltas
      .filter((delta) => delta.type === "tool_input_delta" && delta.toolCallId === "toolu_01T1x1fJ34qAmk2tNTrN7Up6")
      .map((delta) => (delta.type === "tool_input_delta" ? delta.partialJson : ""))
      .join("");
    expect(readJson).toBe('{"path": "src/main.ts"}');
    expect(deltas).toContainEqual({ type: "tool_input_delta", toolCallId: "toolu_01GmYZ9Zp7VYD1WjxnA9kXzD", name: "exec", partialJson: "" });

    const body = target.requests[0]!.body as { tools: Array<Record<string, unknown>> };
    expect(body.tools).toEqual([
      { name: "read", description: "Read a file", input_schema: tools[0]!.inputSchema },
      { name: "exec", description: "Run a command", input_schema: tools[1]!.inputSchema, cache_control: { type: "ephemeral" } },
    ]);
  });

  it("sends tool results as tool_result blocks answering the calls, ids preserved", async () => {
    const target = await serve({ sse: readFixture("anthropic/text.sse") });
    const messages: Message[] = [
      userMessage("List files"),
      {
        role: "assistant",
        content: [
          { type: "text", text: "Running it." },
          { type: "tool_use", id: "toolu_01A", name: "exec", input: { command: "ls" } },
        ],
        timestamp: new Date(),
      },
      {
        role: "user",
        content: [
          { type: "text", text: "also this" },
          { type: "tool_result", toolUseId: "toolu_01A", content: "permission denied", isError: true },
        ],
        timestamp: new Date(),
      },
    ];
    await modelFor(target, { promptCaching: false }).generate(request({ messages }));
    expect((target.requests[0]!.body as { messages: unknown }).messages).toEqual([
      { role: "user", content: [{ type: "text", text: "List files" }] },
      {
        role: "assistant",
        content: [
          { type: "text", text: "Running it." },
          { type: "tool_use", id: "toolu_01A", name: "exec", input: { command: "ls" } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "toolu_01A", content: "permission denied", is_error: true },
          { type: "text", text: "also this" },
        ],
      },
    ]);
  });

  it("returns thinking with its signature, keeps redacted thinking, and sends the budget", async () => {
    const target = await serve({ sse: readFixture("anthropic/thinking.sse") }, { sse: readFixture("anthropic/text.sse") });
    const model = modelFor(target);
    const { deltas, onDelta } = collect();
    const response = await model.generate(request({ params: { thinkLevel: "medium", temperature: 0.3 } }), { onDelta });

    expect(response.content).toEqual([
      {
        type: "thinking",
        thinking: "The user wants 27 * 453. 27 * 453 = 12231.",
        signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds",
      },
      { type: "thinking", thinking: "", redactedData: "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpP" },
      { type: "text", text: "27 * 453 = 12,231" },
    ]);
    expect(deltas.filter((delta) => delta.type === "thinking_delta")).toEqual([
      { type: "thinking_delta", thinking: "The user wants 27 * 453. " },
      { type: "thinking_delta", thinking: "27 * 453 = 12231." },
    ]);
    const first = target.requests[0]!.body as Record<string, unknown>;
    expect(first.thinking).toEqual({ type: "enabled", budget_tokens: 8192 });
    expect(first.max_tokens).toBe(16384);
    expect(first).not.toHaveProperty("temperature");

    // The next turn sends both thinking blocks back exactly as received.
    const messages: Message[] = [userMessage("27 * 453?"), { role: "assistant", content: response.content, timestamp: new Date() }, userMessage("thanks")];
    await model.generate(request({ messages, params: { temperature: 0.3 } }));
    const second = target.requests[1]!.body as { messages: Array<{ content: unknown[] }>; temperature?: number; thinking?: unknown };
    expect(second.messages[1]!.content).toEqual([
      { type: "thinking", thinking: "The user wants 27 * 453. 27 * 453 = 12231.", signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds" },
      { type: "redacted_thinking", data: "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpP" },
      { type: "text", text: "27 * 453 = 12,231" },
    ]);
    expect(second.temperature).toBe(0.3);
    expect(second.thinking).toBeUndefined();
  });

  it("reports a max-tokens cut-off and keeps the unfinished tool input recognisably invalid", async () => {
    const target = await serve({ sse: readFixture("anthropic/max-tokens.sse") });
    const response = await modelFor(target).generate(request());
    expect(response.stopReason).toBe("max_tokens");
    const call = response.content[1];
    expect(call).toMatchObject({ type: "tool_use", id: "toolu_01Sd8LkQ2RZV3QmPzUuW8h3M", name: "write" });
    expect(call?.type === "tool_use" && call.input[INVALID_ARGUMENTS_KEY]).toBe('{"path": "notes.md", "content": "# No');
  });
});

describe("anthropic() failures", () => {
  it("retries a 429 after waiting the retry-after delay", async () => {
    const target = await serve(rateLimited, { sse: readFixture("anthropic/text.sse") });
    const response = await modelFor(target).generate(request());
    expect(response.content).toEqual([{ type: "text", text: "Hello! How can I help?" }]);
    expect(target.requests).toHaveLength(2);
    expect(target.requests[1]!.at - target.requests[0]!.at).toBeGreaterThanOrEqual(995);
  });

  it("retries a 500 and then succeeds", async () => {
    const target = await serve(
      { status: 500, json: { type: "error", error: { type: "api_error", message: "Internal server error" } } },
      { sse: readFixture("anthropic/text.sse") },
    );
    const response = await modelFor(target).generate(request());
    expect(response.stopReason).toBe("end_turn");
    expect(target.requests).toHaveLength(2);
  });

  it("does not retry a 400 and names provider, status and request id", async () => {
    const target = await serve({
      status: 400,
      headers: { "request-id": "req_011CBadRequest" },
      json: { type: "error", error: { type: "invalid_request_error", message: "messages: at least one message is required" } },
    });
    const error = await failure(modelFor(target).generate(request()));
    expect(target.requests).toHaveLength(1);
    expect(ModelError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ provider: "anthropic", statusCode: 400, requestId: "req_011CBadRequest", isRetryable: false });
    expect((error as Error).message).toContain("messages: at least one message is required");
  });

  it("gives up after maxRetries on persistent 429s", async () => {
    const quick: Reply = { ...rateLimited, headers: { "request-id": "req_011CRateLimited", "retry-after-ms": "10" } };
    const target = await serve(quick, quick, quick);
    const error = await failure(modelFor(target, { retry: { maxRetries: 2 } }).generate(request()));
    expect(target.requests).toHaveLength(3);
    expect(error).toMatchObject({ statusCode: 429, isRetryable: true, requestId: "req_011CRateLimited" });
  });

  it("names the API key variable on a 401", async () => {
    const target = await serve({ status: 401, json: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } } });
    const error = await failure(modelFor(target).generate(request()));
    expect(target.requests).toHaveLength(1);
    expect((error as Error).message).toContain("ANTHROPIC_API_KEY");
  });

  it("fails on a malformed body without retrying", async () => {
    const target = await serve({ status: 400, body: "{not json", headers: { "content-type": "application/json" } });
    const error = await failure(modelFor(target).generate(request()));
    expect(target.requests).toHaveLength(1);
    expect(error).toMatchObject({ provider: "anthropic", statusCode: 400 });
  });

  it("fails on a malformed event without retrying", async () => {
    const target = await serve({ sse: readFixture("anthropic/malformed.sse"), headers: { "request-id": "req_011CMalformed" } });
    const error = await failure(modelFor(target).generate(request()));
    expect(target.requests).toHaveLength(1);
    expect(ModelError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(/malformed JSON/);
    expect(error).toMatchObject({ requestId: "req_011CMalformed" });
  });

  it("retries an overloaded error event that came before any output", async () => {
    const target = await serve({ sse: readFixture("anthropic/overloaded-event.sse") }, { sse: readFixture("anthropic/text.sse") });
    const response = await modelFor(target).generate(request(), collect());
    expect(response.stopReason).toBe("end_turn");
    expect(target.requests).toHaveLength(2);
  });

  it("does not retry a connection dropped after deltas were streamed", async () => {
    const target = await serve(
      { sse: readFixture("anthropic/text.sse"), dropAfterEvents: 4, headers: { "request-id": "req_011CDropped" } },
      { sse: readFixture("anthropic/text.sse") },
    );
    const { deltas, onDelta } = collect();
    const error = await failure(modelFor(target).generate(request(), { onDelta }));
    expect(target.requests).toHaveLength(1);
    expect(deltas).toEqual([{ type: "text_delta", text: "Hello" }]);
    expect(error).toMatchObject({ provider: "anthropic", isRetryable: true, requestId: "req_011CDropped" });
    expect((error as Error).message).toMatch(/not retried/);
  });

  it("retries a dropped connection when no delta reached anyone", async () => {
    const target = await serve({ sse: readFixture("anthropic/text.sse"), dropAfterEvents: 4 }, { sse: readFixture("anthropic/text.sse") });
    const response = await modelFor(target).generate(request());
    expect(response.content).toEqual([{ type: "text", text: "Hello! How can I help?" }]);
    expect(target.requests).toHaveLength(2);
  });

  it("rejects with AbortedError when aborted mid-stream", async () => {
    const target = await serve({ sse: readFixture("anthropic/text.sse"), hangAfterEvents: 4 });
    const controller = new AbortController();
    const deltas: ModelDelta[] = [];
    const error = await failure(
      modelFor(target).generate(request(), {
        signal: controller.signal,
        onDelta: (delta) => {
          deltas.push(delta);
          controller.abort();
        },
      }),
    );
    expect(error).toBeInstanceOf(AbortedError);
    expect(deltas).toHaveLength(1);
    expect(target.requests).toHaveLength(1);
  });

  it("rejects with AbortedError when aborted before the response arrived", async () => {
    const target = await serve({ status: 200, json: {}, delayMs: 30_000 });
    const controller = new AbortController();
    const pending = modelFor(target).generate(request(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toBeInstanceOf(AbortedError);
  });

  it("reports a refused connection as a retryable network error naming the address", async () => {
    const target = await serve();
    const url = target.url;
    await target.close();
    const model = anthropic({ model: "claude-sonnet-4-6", apiKey: "k", baseURL: url, env: {}, retry: { maxRetries: 1, initialDelayMs: 1 } });
    const error = await failure(model.generate(request()));
    expect(error).toMatchObject({ provider: "anthropic", isRetryable: true });
    expect((error as Error).message).toContain(url);
  });
});

describe("anthropic() configuration", () => {
  it("needs an API key and names the variable to set", () => {
    expect(() => anthropic({ model: "claude-sonnet-4-6", env: {} })).toThrow(MissingCredentialsError);
    expect(() => anthropic({ model: "claude-sonnet-4-6", env: {} })).toThrow(/ANTHROPIC_API_KEY/);
  });

  it("reads ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL from the environment", async () => {
    const target = await serve({ sse: readFixture("anthropic/text.sse") });
    vi.stubEnv("ANTHROPIC_API_KEY", "sk-ant-from-env");
    vi.stubEnv("ANTHROPIC_BASE_URL", target.url);
    await anthropic({ model: "claude-haiku-4-5" }).generate(request());
    expect(target.requests[0]!.headers.authorization).toBe("Bearer sk-ant-from-env");
  });

  it("rejects an unknown thinkLevel with a clear error", async () => {
    const target = await serve();
    const error = await failure(modelFor(target).generate(request({ params: { thinkLevel: "extreme" } })));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(/thinkLevel "extreme"/);
    expect(target.requests).toHaveLength(0);
  });
});
