import { describe, expect, it, vi } from "vitest";
import { AbortedError, MissingCredentialsError } from "../../errors/index.js";
import { userMessage } from "../../messages/content.js";
import type { Message } from "../../messages/types.js";
import { ModelError } from "../model-error.js";
import type { ReplayServer } from "../__fixtures__/replay-server.js";
import { readFixture } from "../__fixtures__/replay-server.js";
import { collect, failure, request, useReplayServer } from "../__fixtures__/provider-test-kit.js";
import type { OpenAIOptions } from "./openai-model.js";
import { openai } from "./openai-model.js";

const serve = useReplayServer();

function modelFor(target: ReplayServer, options: Partial<OpenAIOptions> = {}) {
  return openai({ model: "gpt-4.1", apiKey: "sk-test", baseURL: `${target.url}/v1`, env: {}, retry: { initialDelayMs: 5 }, ...options });
}

const rateLimitBody = { error: { message: "Rate limit reached for gpt-4.1 on tokens per min", type: "tokens", param: null, code: "rate_limit_exceeded" } };

describe("openai() streaming", () => {
  it("streams text and counts cached prompt tokens apart", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse"), headers: { "x-request-id": "req_text" } });
    const { deltas, onDelta } = collect();
    const response = await modelFor(target).generate(request({ system: "Be brief.", params: { temperature: 0.2, maxTokens: 300 } }), { onDelta });

    expect(deltas).toEqual([
      { type: "text_delta", text: "Hello" },
      { type: "text_delta", text: "! How can" },
      { type: "text_delta", text: " I help?" },
    ]);
    expect(response).toEqual({
      content: [{ type: "text", text: "Hello! How can I help?" }],
      stopReason: "end_turn",
      usage: { inputTokens: 416, outputTokens: 9, cacheReadTokens: 4096 },
      id: "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT",
      model: "gpt-4.1-2025-04-14",
    });
    const sent = target.requests[0]!;
    expect(sent.url).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body).toEqual({
      model: "gpt-4.1",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hi" },
      ],
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 300,
      temperature: 0.2,
    });
  });

  it("assembles parallel tool calls whose arguments arrive interleaved across chunks", async () => {
    const target = await serve({ sse: readFixture("openai/tool-calls.sse"), chunkSize: 41 });
    const { deltas, onDelta } = collect();
    const tools = [{ name: "read", description: "Read a file", inputSchema: { type: "object", properties: { path: { type: "string" } } } }];
    const response = await modelFor(target).generate(request({ tools }), { onDelta });

    expect(response.stopReason).toBe("tool_use");
    expect(response.content).toEqual([
      { type: "tool_use", id: "call_DdmO9pD3xa9XTPNJ32zg2hcA", name: "read", input: { path: "src/main.ts" } },
      { type: "tool_use", id: "call_ABPCr4JXtovDbpJwc8P4rsvH", name: "exec", input: { command: "ls -la", timeoutMs: 5000 } },
    ]);
    const execJson = deltas
      .filter((delta) => delta.type === "tool_input_delta" && delta.toolCallId === "call_ABPCr4JXtovDbpJwc8P4rsvH")
      .map((delta) => (delta.type === "tool_input_delta" ? delta.partialJson : ""))
      .join("");
    expect(execJson).toBe('{"command": "ls -la", "timeoutMs": 5000}');
    expect((target.requests[0]!.body as { tools: unknown }).tools).toEqual([
      { type: "function", function: { name: "read", description: "Read a file", parameters: tools[0]!.inputSchema } },
    ]);
  });

  it("sends tool results as tool messages right after the calls, ids preserved", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse") });
    const messages: Message[] = [
      userMessage("List files"),
      {
        role: "assistant",
        content: [
          { type: "thinking", thinking: "ls is enough", signature: "sig" },
          { type: "text", text: "Running it." },
          { type: "tool_use", id: "toolu_01A", name: "exec", input: { command: "ls" } },
          { type: "tool_use", id: "toolu_01B", name: "read", input: { path: "a" } },
        ],
        timestamp: new Date(),
      },
      {
        role: "user",
        content: [
          { type: "tool_result", toolUseId: "toolu_01A", content: "a b c" },
          { type: "tool_result", toolUseId: "toolu_01B", content: "not found", isError: true },
          { type: "text", text: "and hurry" },
        ],
        timestamp: new Date(),
      },
    ];
    await modelFor(target).generate(request({ messages }));
    expect((target.requests[0]!.body as { messages: unknown }).messages).toEqual([
      { role: "user", content: "List files" },
      {
        role: "assistant",
        content: "Running it.",
        tool_calls: [
          { id: "toolu_01A", type: "function", function: { name: "exec", arguments: '{"command":"ls"}' } },
          { id: "toolu_01B", type: "function", function: { name: "read", arguments: '{"path":"a"}' } },
        ],
      },
      { role: "tool", tool_call_id: "toolu_01A", content: "a b c" },
      { role: "tool", tool_call_id: "toolu_01B", content: "not found" },
      { role: "user", content: "and hurry" },
    ]);
  });

  it("maps finish_reason length to max_tokens", async () => {
    const target = await serve({ sse: readFixture("openai/length.sse") });
    const response = await modelFor(target).generate(request());
    expect(response.stopReason).toBe("max_tokens");
    expect(response.content).toEqual([{ type: "text", text: "Once upon a time, in a land far away" }]);
  });

  it("sends reasoning_effort only when a level is set", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse") }, { sse: readFixture("openai/text.sse") }, { sse: readFixture("openai/text.sse") });
    const model = modelFor(target);
    await model.generate(request({ params: { reasoningLevel: "high" } }));
    await model.generate(request({ params: { reasoningLevel: "on" } }));
    await model.generate(request({ params: { reasoningLevel: "off", thinkLevel: "high" } }));
    const efforts = target.requests.map((sent) => (sent.body as { reasoning_effort?: string }).reasoning_effort);
    expect(efforts).toEqual(["high", "medium", undefined]);
  });

  it("uses max_completion_tokens for api.openai.com", async () => {
    const fetches: Array<Record<string, unknown>> = [];
    const target = await serve({ sse: readFixture("openai/text.sse") });
    const model = openai({
      model: "gpt-5-mini",
      apiKey: "sk-test",
      env: {},
      maxTokens: 1000,
      clientOptions: {
        fetch: (input, init) => {
          fetches.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
          return fetch(`${target.url}/v1/chat/completions`, init);
        },
      },
    });
    await model.generate(request());
    expect(fetches[0]).toMatchObject({ max_completion_tokens: 1000 });
    expect(fetches[0]).not.toHaveProperty("max_tokens");
  });

  it("reads Ollama-style reasoning and treats tool calls as tool_use even when finish_reason says stop", async () => {
    const target = await serve({ sse: readFixture("openai/ollama-reasoning-tools.sse") });
    const { deltas, onDelta } = collect();
    const response = await modelFor(target, { provider: "ollama" }).generate(request(), { onDelta });
    expect(response.stopReason).toBe("tool_use");
    expect(response.content).toEqual([
      { type: "thinking", thinking: "The user wants the weather in Paris; call the tool." },
      { type: "tool_use", id: "call_x8gmoqjt", name: "get_weather", input: { city: "Paris" } },
    ]);
    expect(response.usage).toEqual({ inputTokens: 151, outputTokens: 38 });
    expect(deltas[0]).toEqual({ type: "thinking_delta", thinking: "The user wants the weather" });
  });
});

describe("openai() failures", () => {
  it("honours retry-after-ms on a 429", async () => {
    const target = await serve(
      { status: 429, headers: { "retry-after-ms": "300", "x-request-id": "req_429" }, json: rateLimitBody },
      { sse: readFixture("openai/text.sse") },
    );
    const response = await modelFor(target).generate(request());
    expect(response.stopReason).toBe("end_turn");
    expect(target.requests).toHaveLength(2);
    expect(target.requests[1]!.at - target.requests[0]!.at).toBeGreaterThanOrEqual(295);
  });

  it("retries a 503 and then succeeds", async () => {
    const target = await serve({ status: 503, json: { error: { message: "The server is overloaded", type: "server_error" } } }, { sse: readFixture("openai/text.sse") });
    await modelFor(target).generate(request());
    expect(target.requests).toHaveLength(2);
  });

  it("does not retry a 400 and names provider, status and request id", async () => {
    const target = await serve({
      status: 400,
      headers: { "x-request-id": "req_bad" },
      json: { error: { message: "Invalid value for 'tool_choice'", type: "invalid_request_error", param: "tool_choice", code: null } },
    });
    const error = await failure(modelFor(target).generate(request()));
    expect(target.requests).toHaveLength(1);
    expect(ModelError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ provider: "openai", statusCode: 400, requestId: "req_bad", isRetryable: false });
    expect((error as Error).message).toContain("Invalid value for 'tool_choice'");
  });

  it("does not wait for a retry-after longer than the cap", async () => {
    const target = await serve({ status: 429, headers: { "retry-after": "3600" }, json: rateLimitBody });
    const error = await failure(modelFor(target).generate(request()));
    expect(target.requests).toHaveLength(1);
    expect(error).toMatchObject({ statusCode: 429, isRetryable: true });
  });

  it("fails on a malformed chunk without retrying", async () => {
    const target = await serve({ sse: readFixture("openai/malformed.sse") });
    const error = await failure(modelFor(target).generate(request()));
    expect(target.requests).toHaveLength(1);
    expect((error as Error).message).toMatch(/malformed JSON/);
  });

  it("does not retry a connection dropped after deltas were streamed", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse"), dropAfterEvents: 2, headers: { "x-request-id": "req_drop" } });
    const { deltas, onDelta } = collect();
    const error = await failure(modelFor(target).generate(request(), { onDelta }));
    expect(target.requests).toHaveLength(1);
    expect(deltas).toEqual([{ type: "text_delta", text: "Hello" }]);
    expect(error).toMatchObject({ provider: "openai", isRetryable: true, requestId: "req_drop" });
    expect((error as Error).message).toMatch(/lost mid-response/);
  });

  it("treats a stream that ends without finish_reason as incomplete and retries it", async () => {
    const truncated = readFixture("openai/text.sse").split("\n\n").slice(0, 3).join("\n\n") + "\n\n";
    const target = await serve({ sse: truncated }, { sse: readFixture("openai/text.sse") });
    const response = await modelFor(target).generate(request());
    expect(response.content).toEqual([{ type: "text", text: "Hello! How can I help?" }]);
    expect(target.requests).toHaveLength(2);
  });

  it("rejects with AbortedError when aborted mid-stream", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse"), hangAfterEvents: 3 });
    const controller = new AbortController();
    const error = await failure(modelFor(target).generate(request(), { signal: controller.signal, onDelta: () => controller.abort() }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(target.requests).toHaveLength(1);
  });

  it("reports a refused connection as a retryable network error naming the address", async () => {
    const target = await serve();
    const url = `${target.url}/v1`;
    await target.close();
    const model = openai({ model: "llama3.2", baseURL: url, env: {}, retry: { maxRetries: 1, initialDelayMs: 1 } });
    const error = await failure(model.generate(request()));
    expect(error).toMatchObject({ provider: "openai", isRetryable: true });
    expect((error as Error).message).toContain(url);
  });

  it("rejects at once when the signal was aborted before the call", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse") });
    const error = await failure(modelFor(target).generate(request(), { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(target.requests).toHaveLength(0);
  });
});

describe("openai() configuration", () => {
  it("needs an API key for api.openai.com and names the variable to set", () => {
    expect(() => openai({ model: "gpt-4.1", env: {} })).toThrow(MissingCredentialsError);
    expect(() => openai({ model: "gpt-4.1", env: {} })).toThrow(/OPENAI_API_KEY/);
  });

  it("needs no key for a custom base URL", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse") });
    await openai({ model: "llama3.2", baseURL: `${target.url}/v1`, env: {} }).generate(request());
    expect(target.requests).toHaveLength(1);
  });

  it("reads OPENAI_API_KEY and OPENAI_BASE_URL from the environment", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse") });
    vi.stubEnv("OPENAI_API_KEY", "sk-from-env");
    vi.stubEnv("OPENAI_BASE_URL", `${target.url}/v1`);
    await openai({ model: "gpt-4.1" }).generate(request());
    expect(target.requests[0]!.headers.authorization).toBe("Bearer sk-from-env");
  });
});
