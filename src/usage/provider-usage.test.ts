import { calcPrice } from "@pydantic/genai-prices";
import { describe, expect, it } from "vitest";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import type { AgentEvent } from "../loop/events.js";
import { anthropic } from "../models/anthropic/anthropic-model.js";
import { useReplayServer } from "../models/__fixtures__/provider-test-kit.js";
import { readFixture } from "../models/__fixtures__/replay-server.js";
import { openai } from "../models/openai/openai-model.js";
import type { LanguageModel, ModelRequest } from "../models/spec.js";
import { modelLimits } from "./model-limits.js";
import { TokenAccounting } from "./token-accounting.js";
import { loadTokenEstimator } from "./token-estimator.js";

// The recorded answers report 4,512 input tokens (most of them cached); the system prompt below is
// sized so the uncorrected estimate lands near, but not on, that count.
const SYSTEM = "You are a careful coding agent. Follow the project's style guide and explain each change briefly. ".repeat(150);

const serve = useReplayServer();

async function runOnce(model: LanguageModel) {
  const run = createAgent({ model, registry: createInterceptorRegistry(), systemPrompt: SYSTEM }).run("Say hello.");
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  const sent = events.find((event): event is Extract<AgentEvent, { type: "model.request" }> => event.type === "model.request")!.request;
  const usage = events.find((event): event is Extract<AgentEvent, { type: "usage" }> => event.type === "usage")!;
  return { result: await run, sent, usage };
}

async function uncorrected(model: LanguageModel, request: ModelRequest): Promise<number> {
  return new TokenAccounting(await loadTokenEstimator(model.provider, model.modelId), modelLimits(model.modelId)).estimateRequest(request);
}

describe("the usage a provider reports corrects the estimate and prices the run", () => {
  it("Anthropic wire format: cache reads and writes are counted and priced at their own rates", async () => {
    const target = await serve({ sse: readFixture("anthropic/text.sse"), headers: { "request-id": "req_usage" } });
    const model = anthropic({ model: "claude-sonnet-4-6", apiKey: "sk-ant-test", baseURL: target.url, env: {}, retry: { initialDelayMs: 5 } });
    const { result, sent, usage } = await runOnce(model);
    expect(result.status).toBe("completed");
    expect(usage.usage).toEqual({ inputTokens: 12, cacheWriteTokens: 1_500, cacheReadTokens: 3_000, outputTokens: 9 });
    const reported = 12 + 1_500 + 3_000;
    const before = await uncorrected(model, sent);
    expect(Math.abs(before - reported) / reported).toBeGreaterThan(0.05);
    // After the report, the run's estimate of the same request is what the provider counted.
    expect(usage.estimatedInputTokens).toBe(reported);
    const expected = calcPrice({ input_tokens: reported, output_tokens: 9, cache_read_tokens: 3_000, cache_write_tokens: 1_500 }, "claude-sonnet-4-5-20250929", { providerId: "anthropic" })!.total_price;
    // $3 / M fresh input, $3.75 / M cache writes, $0.30 / M cache reads, $15 / M output.
    expect(expected).toBeCloseTo((12 * 3 + 1_500 * 3.75 + 3_000 * 0.3 + 9 * 15) / 1e6, 10);
    expect(usage.costUsd).toBeCloseTo(expected, 12);
    expect(result.costUsd).toBeCloseTo(expected, 12);
  });

  it("OpenAI wire format: cached prompt tokens are priced as cache reads, the tokenizer estimate is corrected", async () => {
    const target = await serve({ sse: readFixture("openai/text.sse") });
    const model = openai({ model: "gpt-4.1", apiKey: "sk-test", baseURL: `${target.url}/v1`, env: {}, retry: { initialDelayMs: 5 } });
    const { result, sent, usage } = await runOnce(model);
    expect(result.status).toBe("completed");
    expect(usage.usage).toMatchObject({ inputTokens: 416, cacheReadTokens: 4_096, outputTokens: 9 });
    const before = await uncorrected(model, sent);
    expect(Math.abs(before - 4_512) / 4_512).toBeGreaterThan(0.05);
    expect(usage.estimatedInputTokens).toBe(4_512);
    const expected = calcPrice({ input_tokens: 4_512, output_tokens: 9, cache_read_tokens: 4_096 }, "gpt-4.1-2025-04-14", { providerId: "openai" })!.total_price;
    expect(expected).toBeCloseTo((416 * 2 + 4_096 * 0.5 + 9 * 8) / 1e6, 10);
    expect(result.costUsd).toBeCloseTo(expected, 12);
  });
});
