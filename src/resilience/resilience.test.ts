import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import type { AgentEvent } from "../loop/events.js";
import { ModelError } from "../models/model-error.js";
import { scriptedModel } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { modelFallback } from "./model-fallback.js";
import { modelRetry } from "./model-retry.js";
import { toolRetry } from "./tool-retry.js";

const overloaded = () => new ModelError({ provider: "anthropic", message: "Overloaded", statusCode: 529, isRetryable: true });

async function collect(run: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  return events;
}

describe("modelFallback", () => {
  it("the fallback model answers when the first throws an overloaded error, and says so", async () => {
    const primary = scriptedModel([() => Promise.reject(overloaded())], { provider: "anthropic", modelId: "claude-sonnet-4-5" });
    const backup = scriptedModel([{ text: "answered by the backup", usage: { inputTokens: 1_000, outputTokens: 100 } }], { provider: "anthropic", modelId: "claude-haiku-4-5" });
    const registry = createInterceptorRegistry();
    registry.add(modelFallback(backup));
    const run = createAgent({ model: primary, registry }).run("hi");
    const events = await collect(run);
    const result = await run;
    expect(result).toMatchObject({ status: "completed", text: "answered by the backup" });
    expect(backup.calls).toHaveLength(1);
    const retry = events.find((event) => event.type === "model.delta" && event.delta.type === "retry");
    expect(retry).toMatchObject({ delta: { type: "retry", reason: expect.stringMatching(/falling back to claude-haiku-4-5: Overloaded/) } });
    // Priced as the model that answered: Haiku 4.5 at $1 / $5 per million.
    expect(result.costUsd).toBeCloseTo(0.0015, 8);
  });

  it("does not fall back from an error that is not transient", async () => {
    const primary = scriptedModel([() => Promise.reject(new ModelError({ provider: "anthropic", message: "Bad request", statusCode: 400 }))]);
    const backup = scriptedModel([{ text: "never" }]);
    const registry = createInterceptorRegistry();
    registry.add(modelFallback(backup));
    const result = await createAgent({ model: primary, registry }).run("hi");
    expect(result.status).toBe("error");
    expect(result.error?.message).toMatch(/Bad request/);
    expect(backup.calls).toHaveLength(0);
  });

  it("tries each fallback in turn and ends with the first model's error when all fail", async () => {
    const registry = createInterceptorRegistry();
    const second = scriptedModel([() => Promise.reject(overloaded())], { modelId: "second" });
    const third = scriptedModel([() => Promise.reject(new ModelError({ provider: "openai", message: "Server error", statusCode: 503 }))], { modelId: "third" });
    registry.add(modelFallback(second, third));
    const run = createAgent({ model: scriptedModel([() => Promise.reject(new ModelError({ provider: "x", message: "First down", statusCode: 502 }))]), registry }).run("hi");
    const events = await collect(run);
    const result = await run;
    expect(result.status).toBe("error");
    expect(result.error?.message).toMatch(/First down/);
    expect([second.calls.length, third.calls.length]).toEqual([1, 1]);
    expect(events.flatMap((event) => (event.type === "model.delta" && event.delta.type === "retry" ? [event.delta.reason] : []))).toEqual([
      expect.stringMatching(/falling back to second: First down/),
      expect.stringMatching(/falling back to third: Overloaded/),
    ]);
    expect(events.some((event) => event.type === "interceptor" && event.event.action === "error")).toBe(false);
  });

  it("switches to the cheaper model once the money budget runs low", async () => {
    const usage = { inputTokens: 100_000, outputTokens: 1_000 }; // $0.315 on Sonnet 4.5
    const primary = scriptedModel([{ toolCalls: [{ name: "echo", input: {} }], usage }, { toolCalls: [{ name: "echo", input: {} }], usage }, { text: "never" }], { provider: "anthropic", modelId: "claude-sonnet-4-5" });
    const cheap = scriptedModel([{ text: "cheap answer", usage: { inputTokens: 1_000, outputTokens: 10 } }], { provider: "anthropic", modelId: "claude-haiku-4-5" });
    const echo = defineTool({ name: "echo", description: "e", inputSchema: z.object({}), execute: () => ({ output: "ok" }) });
    const registry = createInterceptorRegistry();
    registry.add(modelFallback({ budgetLow: { below: 0.5, model: cheap } }));
    const result = await createAgent({ model: primary, tools: [echo], registry, budget: { maxCostUsd: 1 } }).run("hi");
    // After two calls ($0.63) less than half of the dollar is left: the third call goes to the cheap model.
    expect(primary.calls).toHaveLength(2);
    expect(cheap.calls).toHaveLength(1);
    expect(result).toMatchObject({ status: "completed", text: "cheap answer" });
  });
});

describe("modelRetry", () => {
  it("retries an overloaded model with backoff and reports each retry", async () => {
    const model = scriptedModel([() => Promise.reject(overloaded()), () => Promise.reject(overloaded()), { text: "third time" }]);
    const registry = createInterceptorRegistry();
    registry.add(modelRetry({ maxRetries: 3, backoff: { initialDelayMs: 5, jitter: false } }));
    const run = createAgent({ model, registry }).run("hi");
    const events = await collect(run);
    expect(await run).toMatchObject({ status: "completed", text: "third time" });
    expect(events.flatMap((event) => (event.type === "model.delta" && event.delta.type === "retry" ? [[event.delta.attempt, event.delta.delayMs]] : []))).toEqual([
      [2, 5],
      [3, 10],
    ]);
    expect(events.some((event) => event.type === "interceptor" && event.event.action === "retried" && event.event.attempts === 3)).toBe(true);
  });

  it("gives up after maxRetries and ends the run with the model's error", async () => {
    const model = scriptedModel([() => Promise.reject(overloaded()), () => Promise.reject(overloaded()), { text: "too late" }]);
    const registry = createInterceptorRegistry();
    registry.add(modelRetry({ maxRetries: 1, backoff: () => 1 }));
    const result = await createAgent({ model, registry }).run("hi");
    expect(result.status).toBe("error");
    expect(ModelError.isInstance(result.error)).toBe(true);
  });

  it("retry and fallback compose: each model is retried before the next is tried", async () => {
    let primaryCalls = 0;
    const primary = scriptedModel([
      () => {
        primaryCalls++;
        return Promise.reject(overloaded());
      },
      () => {
        primaryCalls++;
        return Promise.reject(overloaded());
      },
    ]);
    const backup = scriptedModel([{ text: "backup" }]);
    const registry = createInterceptorRegistry();
    registry.add(modelRetry({ maxRetries: 1, backoff: () => 1 }));
    registry.add(modelFallback(backup));
    expect(await createAgent({ model: primary, registry }).run("hi")).toMatchObject({ status: "completed", text: "backup" });
    expect(primaryCalls).toBe(2);
  });

  it("rejects options that cannot work", () => {
    expect(() => modelRetry({ maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => modelFallback()).toThrow(/at least one model/);
    expect(() => toolRetry({ tools: [""] })).toThrow(/tools/);
  });
});

describe("toolRetry", () => {
  it("a retry recovers a flaky tool", async () => {
    let attempts = 0;
    const flaky = defineTool({
      name: "fetch_status",
      description: "Fails twice, then answers.",
      inputSchema: z.object({}),
      execute: () => {
        attempts++;
        if (attempts < 3) throw new Error(`connection reset (attempt ${attempts})`);
        return { output: "status: green" };
      },
    });
    const model = scriptedModel([{ toolCalls: [{ name: "fetch_status", input: {} }] }, { text: "done" }]);
    const agent = createAgent({ model, tools: [flaky], registry: createInterceptorRegistry() });
    agent.registry.add(toolRetry({ tools: ["fetch_status"], maxRetries: 3, backoff: () => 1 }));
    const run = agent.run("check");
    const events = await collect(run);
    const result = await run;
    expect(result.status).toBe("completed");
    expect(attempts).toBe(3);
    const toolResult = result.messages.flatMap((message) => message.content).find((block) => block.type === "tool_result");
    expect(toolResult).toMatchObject({ content: "status: green" });
    expect(toolResult && "isError" in toolResult ? toolResult.isError : undefined).toBeFalsy();
    expect(events.some((event) => event.type === "interceptor" && event.event.action === "retried" && event.event.attempts === 3)).toBe(true);
  });

  it("leaves tools it was not given alone", async () => {
    let attempts = 0;
    const failing = defineTool({
      name: "write_once",
      description: "Fails.",
      inputSchema: z.object({}),
      execute: () => {
        attempts++;
        throw new Error("disk full");
      },
    });
    const agent = createAgent({ model: scriptedModel([{ toolCalls: [{ name: "write_once", input: {} }] }, { text: "ok" }]), tools: [failing], registry: createInterceptorRegistry() });
    agent.registry.add(toolRetry({ tools: /^web_fetch$/, backoff: () => 1 }));
    await agent.run("x");
    expect(attempts).toBe(1);
  });
});
