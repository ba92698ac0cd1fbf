import { describe, expect, it } from "vitest";
import { hookContext, toolInput } from "./__fixtures__/hook-context.js";
import type { InterceptorEvent } from "./events.js";
import { createInterceptorRegistry } from "./registry.js";
import type { AnyInterceptorRegistration } from "./types.js";
import { wrapCall } from "./wrap.js";
import type { AgentToolResult } from "../tools/types.js";

const input = () => ({ ...toolInput("deploy"), args: { target: "staging" }, signal: new AbortController().signal });

/** A tool that answers from a list, one answer per call, and counts its calls. */
function flakyTool(answers: Array<AgentToolResult | Error>) {
  const state = { calls: 0 };
  const call = async (): Promise<AgentToolResult> => {
    const answer = answers[Math.min(state.calls++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { state, call };
}

function setup(...layers: AnyInterceptorRegistration[]) {
  const registry = createInterceptorRegistry({ toolNames: ["deploy"] });
  registry.add(layers);
  const events: InterceptorEvent[] = [];
  return { context: hookContext(registry, events), events };
}

describe("wrapCall", () => {
  it("runs layers around the call, the highest priority outermost", async () => {
    const order: string[] = [];
    const layer = (id: string, priority: number): AnyInterceptorRegistration => ({
      id,
      name: "tool.wrap",
      priority,
      handler: async (_input, next) => {
        order.push(`${id}:in`);
        const result = await next();
        order.push(`${id}:out`);
        return { ...result, output: `${id}(${result.output})` };
      },
    });
    const { context, events } = setup(layer("inner", 1), layer("outer", 10));
    const tool = flakyTool([{ output: "ok" }]);
    const outcome = await wrapCall(context, "tool.wrap", input(), tool.call);
    expect(outcome.result?.output).toBe("outer(inner(ok))");
    expect(order).toEqual(["outer:in", "inner:in", "inner:out", "outer:out"]);
    expect(events).toEqual([]);
  });

  it("retries: next called several times is one event with the number of attempts", async () => {
    const { context, events } = setup({
      id: "retry",
      name: "tool.wrap",
      handler: async (_input, next) => {
        let result = await next();
        for (let attempt = 1; attempt < 3 && result.isError; attempt++) result = await next();
        return result;
      },
    });
    const tool = flakyTool([{ output: "EAGAIN", isError: true }, { output: "EAGAIN", isError: true }, { output: "deployed" }]);
    const outcome = await wrapCall(context, "tool.wrap", input(), tool.call);
    expect(outcome.result).toEqual({ output: "deployed" });
    expect(tool.state.calls).toBe(3);
    expect(events.map((event) => [event.action, event.attempts])).toEqual([["retried", 3]]);
  });

  it("short-circuits: a layer that answers without next is an event, and the call never runs", async () => {
    const { context, events } = setup({ id: "cache", name: "tool.wrap", handler: () => ({ output: "cached" }) });
    const tool = flakyTool([{ output: "fresh" }]);
    const outcome = await wrapCall(context, "tool.wrap", input(), tool.call);
    expect(outcome.result).toEqual({ output: "cached" });
    expect(tool.state.calls).toBe(0);
    expect(events.map((event) => [event.interceptorId, event.action])).toEqual([["cache", "short_circuited"]]);
  });

  it("lets what the call itself throws pass through the layers, which may catch it", async () => {
    const boom = new Error("connection reset");
    const passthrough = setup({ id: "timing", name: "tool.wrap", handler: (_input, next) => next() });
    await expect(wrapCall(passthrough.context, "tool.wrap", input(), flakyTool([boom]).call)).rejects.toBe(boom);
    expect(passthrough.events).toEqual([]);
    const catching = setup({
      id: "fallback",
      name: "tool.wrap",
      handler: async (_input, next) => {
        try {
          return await next();
        } catch {
          return { output: "used the fallback" };
        }
      },
    });
    expect((await wrapCall(catching.context, "tool.wrap", input(), flakyTool([boom]).call)).result).toEqual({ output: "used the fallback" });
  });

  it("under continue, leaves a failing layer out: the call runs once, or its started call's result stands", async () => {
    const before = setup({ id: "broken", name: "tool.wrap", handler: () => { throw new Error("bug before next"); } });
    const first = flakyTool([{ output: "ran" }]);
    expect((await wrapCall(before.context, "tool.wrap", input(), first.call)).result).toEqual({ output: "ran" });
    expect(first.state.calls).toBe(1);
    expect(before.events.map((event) => [event.action, event.policy])).toEqual([["error", "continue"]]);

    const after = setup({
      id: "broken-after",
      name: "tool.wrap",
      handler: async (_input, next) => {
        await next();
        throw new Error("bug after next");
      },
    });
    const second = flakyTool([{ output: "ran once" }]);
    expect((await wrapCall(after.context, "tool.wrap", input(), second.call)).result).toEqual({ output: "ran once" });
    expect(second.state.calls).toBe(1);
  });

  it("under block, withholds a tool result, and reports the halt", async () => {
    const { context, events } = setup({ id: "strict", name: "tool.wrap", onError: "block", handler: () => { throw new Error("policy service down"); } });
    const tool = flakyTool([{ output: "secret output" }]);
    const outcome = await wrapCall(context, "tool.wrap", input(), tool.call);
    expect(outcome.result?.isError).toBe(true);
    expect(outcome.result?.output).toMatch(/result withheld.*strict.*policy service down/);
    expect(outcome.halt?.by).toBe("strict");
    expect(tool.state.calls).toBe(0);
    expect(events.map((event) => event.action)).toEqual(["error", "blocked"]);
  });

  it("under block on model.wrap, asks the run to end with the failure", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "strict", name: "model.wrap", onError: "block", handler: () => { throw new Error("no budget service"); } });
    const modelInput = {
      ...toolInput(),
      provider: "p",
      model: "m",
      iteration: 1,
      metadata: {},
      request: { messages: [], tools: [], params: {} },
      onDelta: () => undefined,
      signal: new AbortController().signal,
    };
    const outcome = await wrapCall(hookContext(registry), "model.wrap", modelInput, async () => ({ content: [], stopReason: "end_turn", usage: { inputTokens: 0, outputTokens: 0 } }));
    expect(outcome.failure?.interceptorId).toBe("strict");
    expect(outcome.result).toBeUndefined();
  });

  it("treats a result of the wrong shape and a time-out as the layer's failure", async () => {
    const wrongShape = setup({ id: "stringy", name: "tool.wrap", handler: async () => "just a string" as never });
    expect((await wrapCall(wrongShape.context, "tool.wrap", input(), flakyTool([{ output: "real" }]).call)).result).toEqual({ output: "real" });
    expect(wrongShape.events[0]?.reason).toMatch(/stringy.*wrong shape: `result` must be a tool result/);

    const slow = setup({ id: "slow", name: "tool.wrap", timeoutMs: 20, handler: () => new Promise<never>(() => undefined) });
    const tool = flakyTool([{ output: "ran after the slow layer was left out" }]);
    expect((await wrapCall(slow.context, "tool.wrap", input(), tool.call)).result).toEqual({ output: "ran after the slow layer was left out" });
    expect(slow.events[0]?.error?.code).toBe("INTERCEPTOR_TIMEOUT");
  });

  it("runs only the layers whose matchers fit the call", async () => {
    const { context } = setup(
      { id: "exec-only", name: "tool.wrap", toolMatcher: /^exec$/, handler: () => ({ output: "exec layer" }) },
      { id: "command-tools", name: "tool.wrap", capability: "command", handler: () => ({ output: "command layer" }) },
    );
    expect((await wrapCall(context, "tool.wrap", input(), flakyTool([{ output: "deploy itself" }]).call)).result).toEqual({ output: "deploy itself" });
  });
});
