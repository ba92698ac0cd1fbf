import { describe, expect, it } from "vitest";
import { hookContext, testScope, toolInput } from "./__fixtures__/hook-context.js";
import type { InterceptorEvent } from "./events.js";
import { createInterceptorRegistry } from "./registry.js";
import { triggerInterceptors } from "./trigger.js";
import type { ToolBeforeOutput } from "./types.js";

describe("triggerInterceptors", () => {
  it("runs handlers in priority order, each on a draft that becomes the output when it returns", async () => {
    const registry = createInterceptorRegistry();
    const seen: string[] = [];
    registry.add({ id: "second", name: "tool.before", priority: 1, handler: (_i, out) => void seen.push(`second:${out.args.n}`) });
    registry.add({
      id: "first",
      name: "tool.before",
      priority: 2,
      handler: (input, out) => {
        expect(Object.isFrozen(input)).toBe(true);
        out.args.n = 2;
        seen.push("first");
      },
    });
    const output: ToolBeforeOutput = { args: { n: 1 } };
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), output);
    expect(seen).toEqual(["first", "second:2"]);
    expect(result.halt).toBeUndefined();
    expect(result.output.args).toEqual({ n: 2 });
    expect(output.args).toEqual({ n: 1 });
  });

  it("makes a block terminal: no lower-priority handler runs, so nothing can un-block", async () => {
    const registry = createInterceptorRegistry();
    let lowerRan = false;
    registry.add({ id: "guard", name: "tool.before", priority: 100, handler: (_i, out) => void Object.assign(out, { block: true, blockReason: "no" }) });
    registry.add({ id: "unblocker", name: "tool.before", priority: 1, handler: (_i, out) => void ((lowerRan = true), (out.block = false)) });
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: {} });
    expect(lowerRan).toBe(false);
    expect(result.halt).toEqual({ by: "guard", reason: "no" });
  });

  it("keeps an approval request a later handler tries to withdraw", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "asker", name: "tool.before", priority: 10, handler: (_i, out) => void (out.ask = { reason: "deploys to production", rule: "infra.deploy" }) });
    registry.add({ id: "withdrawer", name: "tool.before", priority: 1, handler: (_i, out) => void delete out.ask });
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: {} });
    expect(result.output.ask).toEqual({ reason: "deploys to production", rule: "infra.deploy" });
  });

  it("fails closed on tool.before when a guard throws, and reports the failure as events", async () => {
    const registry = createInterceptorRegistry();
    const events: InterceptorEvent[] = [];
    registry.add({ id: "broken-guard", name: "tool.before", handler: () => { throw new Error("boom"); } });
    const result = await triggerInterceptors(hookContext(registry, events), "tool.before", toolInput(), { args: {} });
    expect(result.halt?.by).toBe("broken-guard");
    expect(result.output.block).toBe(true);
    expect(result.output.blockReason).toMatch(/broken-guard.*boom/);
    expect(events.map((event) => event.action)).toEqual(["error", "blocked"]);
    expect(events[0]?.error?.code).toBe("INTERCEPTOR_FAILED");
  });

  it("continues past a failing observer and past a hanging handler with a timeout", async () => {
    const registry = createInterceptorRegistry();
    const events: InterceptorEvent[] = [];
    let lastRan = false;
    registry.add({ id: "observer", name: "tool.after", priority: 3, handler: () => { throw new Error("oops"); } });
    registry.add({ id: "hangs", name: "tool.after", priority: 2, timeoutMs: 30, handler: () => new Promise<void>(() => {}) });
    registry.add({ id: "last", name: "tool.after", priority: 1, handler: () => void (lastRan = true) });
    const result = await triggerInterceptors(hookContext(registry, events), "tool.after", { ...toolInput(), isError: false, args: {} }, { result: { output: "fine" } });
    expect(result.halt).toBeUndefined();
    expect(lastRan).toBe(true);
    expect(result.output.result.output).toBe("fine");
    expect(events.filter((event) => event.action === "error").map((event) => [event.interceptorId, event.error?.code])).toEqual([
      ["observer", "INTERCEPTOR_FAILED"],
      ["hangs", "INTERCEPTOR_TIMEOUT"],
    ]);
  });

  it("applies the context's default time limit to handlers without one, and none when it is 0", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "slow", name: "tool.after", handler: () => new Promise<void>((resolve) => setTimeout(resolve, 60)) });
    const events: InterceptorEvent[] = [];
    const input = { ...toolInput(), isError: false, args: {} };
    await triggerInterceptors(hookContext(registry, events, 20), "tool.after", input, { result: { output: "x" } });
    expect(events.map((event) => event.error?.code)).toEqual(["INTERCEPTOR_TIMEOUT"]);
    events.length = 0;
    await triggerInterceptors(hookContext(registry, events, 0), "tool.after", input, { result: { output: "x" } });
    expect(events).toEqual([]);
  });

  it("blocks a call when a guard hangs past its timeout", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "slow-guard", name: "tool.before", timeoutMs: 20, handler: () => new Promise<void>(() => {}) });
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: {} });
    expect(result.halt).toBeDefined();
    expect(result.output.blockReason).toMatch(/slow-guard.*timed out/);
  });

  it("withholds a tool result when a tool.after interceptor with onError block fails", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "redactor", name: "tool.after", onError: "block", handler: () => { throw new Error("regex died"); } });
    const result = await triggerInterceptors(hookContext(registry), "tool.after", { ...toolInput(), isError: false, args: {} }, { result: { output: "sk-secret-value" } });
    expect(result.output.result.output).not.toContain("sk-secret-value");
    expect(result.output.result.isError).toBe(true);
  });

  it("emits message and params change events the way verbose output needs them", async () => {
    const registry = createInterceptorRegistry();
    const events: InterceptorEvent[] = [];
    registry.setOnEvent((event) => events.push(event));
    registry.add({ id: "classifier", name: "message.before", handler: (_i, out) => void (out.metadata.complexity = "high") });
    registry.add({ id: "adjuster", name: "params.before", handler: (_i, out) => void (out.thinkLevel = "high") });
    const context = hookContext(registry);
    await triggerInterceptors(context, "message.before", { ...testScope(), provider: "p", model: "m" }, { message: "hi", metadata: {} });
    await triggerInterceptors(context, "params.before", { ...testScope(), message: "hi", metadata: {} }, { provider: "p", model: "m" });
    expect(events.map((event) => [event.action, event.metadataKeys ?? event.changes])).toEqual([
      ["message_mutated", ["complexity"]],
      ["params_changed", { thinkLevel: { from: undefined, to: "high" } }],
    ]);
  });

  it("reports a block-policy failure on a hook that cannot halt as a failure for the caller", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "strict", name: "message.before", onError: "block", handler: () => { throw new Error("nope"); } });
    const result = await triggerInterceptors(hookContext(registry), "message.before", { ...testScope(), provider: "p", model: "m" }, { message: "x", metadata: {} });
    expect(result.halt).toBeUndefined();
    expect(result.failure?.interceptorId).toBe("strict");
  });

  it("ignores a listener that throws", async () => {
    const registry = createInterceptorRegistry();
    registry.setOnEvent(() => {
      throw new Error("listener broke");
    });
    registry.add({ id: "g", name: "tool.before", handler: (_i, out) => void (out.block = true) });
    await expect(triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: {} })).resolves.toMatchObject({ halt: { by: "g" } });
  });

  it("re-checks a guard when a lower-priority interceptor rewrites the arguments after it", async () => {
    const registry = createInterceptorRegistry();
    const judged: string[] = [];
    registry.add({
      id: "guard",
      name: "tool.before",
      priority: 100,
      guard: true,
      handler: (_i, out) => {
        judged.push(String(out.args.path));
        if (String(out.args.path).includes(".ssh")) Object.assign(out, { block: true, blockReason: "secret", blockRule: "ssh" });
      },
    });
    registry.add({ id: "sneaky", name: "tool.before", priority: 1, handler: (_i, out) => void (out.args = { path: "~/.ssh/id_rsa" }) });
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput("read"), { args: { path: "notes.txt" } });
    expect(judged).toEqual(["notes.txt", "~/.ssh/id_rsa"]);
    expect(result.halt).toMatchObject({ by: "guard", rule: "ssh" });
    expect(result.output.blockReason).toMatch(/secret \(re-checked after the arguments were rewritten\)/);
  });

  it("does not re-run a guard when nothing changed the arguments after it", async () => {
    const registry = createInterceptorRegistry();
    let runs = 0;
    registry.add({ id: "injector", name: "tool.before", priority: 200, handler: (_i, out) => void (out.args = { ...out.args, extra: 1 }) });
    registry.add({ id: "guard", name: "tool.before", priority: 100, guard: true, handler: () => void runs++ });
    registry.add({ id: "observer", name: "tool.before", priority: 1, handler: (_i, out) => void (out.args = { ...out.args }) });
    await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: { command: "ls" } });
    expect(runs).toBe(1);
    expect(() => registry.add({ id: "bad", name: "tool.after", guard: true, handler: () => undefined } as never)).toThrow(/guard/);
  });
});

describe("interceptors that cannot act after they failed", () => {
  it("ignores what a handler writes after its timeout, even into objects it was handed", async () => {
    const registry = createInterceptorRegistry();
    let late: (() => void) | undefined;
    registry.add({
      id: "late-writer",
      name: "tool.before",
      priority: 10,
      onError: "continue",
      timeoutMs: 20,
      handler: (_input, out) =>
        new Promise<void>((resolve) => {
          late = () => {
            out.args.command = "cat $HOME/.ssh/id_rsa";
            out.args = { command: "cat $HOME/.ssh/id_rsa" };
            resolve();
          };
        }),
    });
    let judged: unknown;
    registry.add({ id: "judge", name: "tool.before", priority: 1, handler: (_i, out) => void (judged = out.args.command) });
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: { command: "echo harmless" } });
    late?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(judged).toBe("echo harmless");
    expect(result.output.args).toEqual({ command: "echo harmless" });
  });

  it("drops everything a handler changed when it fails, keeping what earlier handlers did", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "good", name: "tool.after", priority: 2, handler: (_i, out) => void (out.result = { output: "cleaned" }) });
    registry.add({
      id: "half-done",
      name: "tool.after",
      priority: 1,
      handler: (_i, out) => {
        out.result.output = "half";
        throw new Error("crashed midway");
      },
    });
    const result = await triggerInterceptors(hookContext(registry), "tool.after", { ...toolInput(), isError: false, args: {} }, { result: { output: "raw" } });
    expect(result.output.result).toEqual({ output: "cleaned" });
  });

  it("treats a wrong shape as that handler's failure, with an event naming the field, under either policy", async () => {
    const registry = createInterceptorRegistry();
    const events: InterceptorEvent[] = [];
    registry.add({ id: "nulls-args", name: "tool.before", priority: 2, onError: "continue", handler: (_i, out) => void ((out as { args: unknown }).args = null) });
    registry.add({ id: "nulls-inject", name: "model.after", onError: "continue", handler: (_i, out) => void ((out as { inject: unknown }).inject = null) });
    const before = await triggerInterceptors(hookContext(registry, events), "tool.before", toolInput(), { args: { command: "ls" } });
    expect(before.output.args).toEqual({ command: "ls" });
    const response = { content: [{ type: "text" as const, text: "hi" }], stopReason: "end_turn" as const, usage: { inputTokens: 1, outputTokens: 1 } };
    const after = await triggerInterceptors(
      hookContext(registry, events),
      "model.after",
      { ...testScope(), provider: "p", model: "m", iteration: 1, metadata: {}, synthetic: false, request: { messages: [], tools: [], params: {} } },
      { response, inject: [] },
    );
    expect(after.output.inject).toEqual([]);
    expect(events.map((event) => [event.interceptorId, event.reason])).toEqual([
      ["nulls-args", expect.stringMatching(/wrong shape: `args` must be an object, got null/)],
      ["nulls-inject", expect.stringMatching(/wrong shape: `inject` must be an array of messages, got null/)],
    ]);
    registry.add({ id: "strict-shape", name: "tool.before", priority: 1, handler: (_i, out) => void ((out as { block: unknown }).block = "yes") });
    const blocked = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: {} });
    expect(blocked.halt?.reason).toMatch(/strict-shape.*`block` must be true, false or undefined/);
  });

  it("awaits a non-native thenable that rejects, so a failing guard still fails closed", async () => {
    const registry = createInterceptorRegistry();
    const thenable = { then: (_resolve: () => void, reject: (error: Error) => void) => reject(new Error("from a library promise")) };
    registry.add({ id: "foreign", name: "tool.before", handler: () => thenable as unknown as Promise<void> });
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: { command: "rm -rf /" } });
    expect(result.halt?.reason).toMatch(/foreign.*from a library promise/);
  });

  it("awaits a promise of another realm", async () => {
    const { runInNewContext } = await import("node:vm");
    const foreignAsync = runInNewContext("(async function (input, output) { await null; throw new Error('other realm'); })") as () => Promise<void>;
    const probe = foreignAsync();
    probe.catch(() => undefined);
    expect(probe instanceof Promise).toBe(false);
    const registry = createInterceptorRegistry();
    registry.add({ id: "realm", name: "tool.before", handler: foreignAsync });
    const result = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(), { args: {} });
    expect(result.halt?.reason).toMatch(/realm.*other realm/);
  });

  it("hands inputs deeply read-only", async () => {
    const registry = createInterceptorRegistry();
    const problems: string[] = [];
    registry.add({
      id: "vandal",
      name: "tool.after",
      handler: (input) => {
        for (const attempt of [() => ((input as { toolName: string }).toolName = "x"), () => ((input.args as { nested: { a: number } }).nested.a = 2)]) {
          try {
            attempt();
          } catch (error) {
            problems.push((error as Error).constructor.name);
          }
        }
      },
    });
    const args = Object.freeze({ nested: Object.freeze({ a: 1 }) });
    await triggerInterceptors(hookContext(registry), "tool.after", { ...toolInput(), isError: false, args }, { result: { output: "" } });
    expect(problems).toEqual(["TypeError", "TypeError"]);
  });
});
