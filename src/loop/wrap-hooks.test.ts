import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ModelError } from "../models/model-error.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { scriptedModel } from "../models/scripted.js";
import type { ModelDelta } from "../models/spec.js";
import { defineTool } from "../tools/define-tool.js";
import { createAgent } from "./agent.js";
import type { AgentEvent } from "./events.js";

function countingTool() {
  const runs: string[] = [];
  const tool = defineTool({
    name: "echo",
    description: "Echoes its text.",
    inputSchema: z.object({ text: z.string() }),
    execute: ({ text }) => {
      runs.push(text);
      return { output: `echo: ${text}` };
    },
  });
  return { runs, tool };
}

async function collect(run: AsyncIterable<AgentEvent>) {
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  return events;
}

describe("model.wrap in a run", () => {
  it("retries a model that is overloaded once, and reports the retry", async () => {
    let attempts = 0;
    const model = scriptedModel([
      () => {
        attempts++;
        throw new ModelError({ provider: "scripted", message: "Overloaded", statusCode: 529, isRetryable: true });
      },
      { text: "answered on the second try" },
    ]);
    const registry = createInterceptorRegistry();
    registry.add({
      id: "retry",
      name: "model.wrap",
      handler: async (_input, next) => {
        try {
          return await next();
        } catch (error) {
          if (ModelError.isInstance(error) && error.isRetryable) return next();
          throw error;
        }
      },
    });
    const run = createAgent({ model, registry }).run("hi");
    const events = await collect(run);
    const result = await run;
    expect(attempts).toBe(1);
    expect(result).toMatchObject({ status: "completed", text: "answered on the second try" });
    expect(events.flatMap((event) => (event.type === "interceptor" ? [[event.event.interceptorId, event.event.action, event.event.attempts]] : []))).toEqual([["retry", "retried", 2]]);
  });

  it("falls back to another model when the first fails", async () => {
    const primary = scriptedModel([
      () => {
        throw new ModelError({ provider: "primary", message: "down", statusCode: 503 });
      },
    ]);
    const fallback = scriptedModel([{ text: "from the fallback" }], { provider: "fallback" });
    const registry = createInterceptorRegistry();
    registry.add({
      id: "fallback",
      name: "model.wrap",
      handler: async (input, next) => {
        try {
          return await next();
        } catch {
          return fallback.generate(input.request, { signal: input.signal, onDelta: input.onDelta });
        }
      },
    });
    const result = await createAgent({ model: primary, registry }).run("hi");
    expect(result).toMatchObject({ status: "completed", text: "from the fallback" });
    expect(fallback.calls).toHaveLength(1);
  });

  it("may send a different request inward and filter the deltas that come out", async () => {
    const model = scriptedModel([{ text: "the answer is 42" }]);
    const registry = createInterceptorRegistry();
    registry.add({
      id: "shout",
      name: "model.wrap",
      handler: async (input, next) => {
        const upper = (delta: ModelDelta): ModelDelta => (delta.type === "text_delta" ? { ...delta, text: delta.text.toUpperCase() } : delta);
        const response = await next({ request: { ...input.request, system: "Be brief." }, onDelta: (delta) => input.onDelta(upper(delta)) });
        return { ...response, content: response.content.map((block) => (block.type === "text" ? { ...block, text: block.text.toUpperCase() } : block)) };
      },
    });
    const run = createAgent({ model, registry, systemPrompt: "You are helpful." }).run("hi");
    const events = await collect(run);
    expect(model.calls[0]?.system).toBe("Be brief.");
    const streamed = events.flatMap((event) => (event.type === "model.delta" && event.delta.type === "text_delta" ? [event.delta.text] : [])).join("");
    expect(streamed).toBe("THE ANSWER IS 42");
    expect((await run).text).toBe("THE ANSWER IS 42");
  });

  it("does not run when model.before answered without the model", async () => {
    const model = scriptedModel([]);
    const registry = createInterceptorRegistry();
    let wrapped = 0;
    registry.add({ id: "canned", name: "model.before", handler: (_input, output) => void (output.response = { content: [{ type: "text", text: "canned" }], stopReason: "end_turn", usage: { inputTokens: 0, outputTokens: 0 } }) });
    registry.add({ id: "wrap", name: "model.wrap", handler: (_input, next) => (wrapped++, next()) });
    const result = await createAgent({ model, registry }).run("hi");
    expect(result).toMatchObject({ status: "completed", text: "canned" });
    expect(wrapped).toBe(0);
    expect(model.calls).toHaveLength(0);
  });

  it("ends the run with status error when a wrap fails under block", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "strict", name: "model.wrap", onError: "block", handler: () => { throw new Error("quota service down"); } });
    const result = await createAgent({ model: scriptedModel([{ text: "never" }]), registry }).run("hi");
    expect(result.status).toBe("error");
    expect(result.error?.message).toMatch(/strict.*quota service down/);
  });
});

describe("tool.wrap in a run", () => {
  it("never wraps a blocked call", async () => {
    const { runs, tool } = countingTool();
    const registry = createInterceptorRegistry({ toolNames: ["echo"] });
    let wrapped = 0;
    registry.add({ id: "no", name: "tool.before", handler: (_input, output) => void Object.assign(output, { block: true, blockReason: "not today" }) });
    registry.add({ id: "wrap", name: "tool.wrap", handler: (_input, next) => (wrapped++, next()) });
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "x" } }] }, { text: "ok" }]);
    const result = await createAgent({ model, registry, tools: [tool] }).run("go");
    expect(result.status).toBe("completed");
    expect(wrapped).toBe(0);
    expect(runs).toEqual([]);
  });

  it("retries a flaky tool with the final arguments, which a wrap cannot change", async () => {
    let failures = 1;
    const seen: unknown[] = [];
    const flaky = defineTool({
      name: "echo",
      description: "Echoes, but fails the first time.",
      inputSchema: z.object({ text: z.string() }),
      execute: ({ text }) => (failures-- > 0 ? { output: "busy", isError: true } : { output: `echo: ${text}` }),
    });
    const registry = createInterceptorRegistry({ toolNames: ["echo"] });
    registry.add({ id: "rewrite", name: "tool.before", handler: (_input, output) => void (output.args = { text: "rewritten" }) });
    registry.add({
      id: "retry",
      name: "tool.wrap",
      handler: async (input, next) => {
        seen.push(input.args);
        const first = await next();
        return first.isError ? next() : first;
      },
    });
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "original" } }] }, { text: "done" }]);
    const run = createAgent({ model, registry, tools: [flaky] }).run("go");
    const events = await collect(run);
    const end = events.find((event) => event.type === "tool.end");
    expect(end?.type === "tool.end" && end.result).toEqual({ output: "echo: rewritten" });
    expect(seen).toEqual([{ text: "rewritten" }]);
    expect(Object.isFrozen(seen[0])).toBe(true);
  });

  it("withholds the result when a wrap fails under block, and runs the tool once when it fails under continue", async () => {
    for (const [policy, expected] of [["block", { status: "blocked", runs: 0 }], ["continue", { status: "ok", runs: 1 }]] as const) {
      const { runs, tool } = countingTool();
      const registry = createInterceptorRegistry({ toolNames: ["echo"] });
      registry.add({ id: "broken", name: "tool.wrap", onError: policy, handler: () => { throw new Error("wrapper bug"); } });
      const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "x" } }] }, { text: "done" }]);
      const run = createAgent({ model, registry, tools: [tool] }).run("go");
      const events = await collect(run);
      const end = events.find((event) => event.type === "tool.end");
      expect(end?.type === "tool.end" && end.status, policy).toBe(expected.status);
      expect(runs, policy).toHaveLength(expected.runs);
    }
  });
});
