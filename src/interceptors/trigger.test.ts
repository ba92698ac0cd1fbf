import { describe, expect, it } from "vitest";
import type { InterceptorEvent } from "./events.js";
import { createInterceptorRegistry } from "./registry.js";
import { createRunSecrets } from "./run-secrets.js";
import { triggerInterceptors } from "./trigger.js";
import type { ToolAfterOutput, ToolBeforeOutput } from "./types.js";

const scope = { agentId: "main", threadId: "t", runId: "r", cwd: "/tmp", state: {}, secrets: createRunSecrets() };
const toolInput = { ...scope, toolName: "exec", toolCallId: "call-1" };

describe("triggerInterceptors", () => {
  it("runs handlers in priority order with a read-only input and a shared mutable output", async () => {
    const registry = createInterceptorRegistry();
    const seen: string[] = [];
    registry.add({ id: "second", name: "tool.before", priority: 1, handler: (_i, out) => void seen.push(`second:${out.args.n}`) });
    registry.add({
      id: "first",
      name: "tool.before",
      priority: 2,
      handler: (input, out) => {
        expect(Object.isFrozen(input)).toBe(true);
        out.args = { ...out.args, n: 2 };
        seen.push("first");
      },
    });
    const output: ToolBeforeOutput = { args: { n: 1 } };
    const result = await triggerInterceptors(registry, "tool.before", { ...toolInput }, output);
    expect(seen).toEqual(["first", "second:2"]);
    expect(result.halted).toBe(false);
    expect(output.args).toEqual({ n: 2 });
  });

  it("makes a block terminal: no lower-priority handler runs, so nothing can un-block", async () => {
    const registry = createInterceptorRegistry();
    let lowerRan = false;
    registry.add({ id: "guard", name: "tool.before", priority: 100, handler: (_i, out) => void Object.assign(out, { block: true, blockReason: "no" }) });
    registry.add({
      id: "unblocker",
      name: "tool.before",
      priority: 1,
      handler: (_i, out) => {
        lowerRan = true;
        out.block = false;
      },
    });
    const output: ToolBeforeOutput = { args: {} };
    const result = await triggerInterceptors(registry, "tool.before", { ...toolInput }, output);
    expect(lowerRan).toBe(false);
    expect(result).toMatchObject({ halted: true, haltedBy: "guard", reason: "no" });
  });

  it("fails closed on tool.before when a guard throws, and reports the failure as events", async () => {
    const registry = createInterceptorRegistry();
    const events: InterceptorEvent[] = [];
    registry.setOnEvent((event) => events.push(event));
    registry.add({ id: "broken-guard", name: "tool.before", handler: () => { throw new Error("boom"); } });
    const output: ToolBeforeOutput = { args: {} };
    const result = await triggerInterceptors(registry, "tool.before", { ...toolInput }, output);
    expect(result.halted).toBe(true);
    expect(output.block).toBe(true);
    expect(output.blockReason).toMatch(/broken-guard.*boom/);
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
    const output: ToolAfterOutput = { result: { output: "fine" } };
    const result = await triggerInterceptors(registry, "tool.after", { ...toolInput, isError: false, args: {} }, output, {
      onEvent: (event) => events.push(event),
    });
    expect(result.halted).toBe(false);
    expect(lastRan).toBe(true);
    expect(output.result.output).toBe("fine");
    expect(events.filter((event) => event.action === "error").map((event) => [event.interceptorId, event.error?.code])).toEqual([
      ["observer", "INTERCEPTOR_FAILED"],
      ["hangs", "INTERCEPTOR_TIMEOUT"],
    ]);
  });

  it("blocks a call when a guard hangs past its timeout", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "slow-guard", name: "tool.before", timeoutMs: 20, handler: () => new Promise<void>(() => {}) });
    const output: ToolBeforeOutput = { args: {} };
    const result = await triggerInterceptors(registry, "tool.before", { ...toolInput }, output);
    expect(result.halted).toBe(true);
    expect(output.blockReason).toMatch(/slow-guard.*timed out/);
  });

  it("withholds a tool result when a tool.after interceptor with onError block fails", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "redactor", name: "tool.after", onError: "block", handler: () => { throw new Error("regex died"); } });
    const output: ToolAfterOutput = { result: { output: "sk-secret-value" } };
    await triggerInterceptors(registry, "tool.after", { ...toolInput, isError: false, args: {} }, output);
    expect(output.result.output).not.toContain("sk-secret-value");
    expect(output.result.isError).toBe(true);
  });

  it("emits message and params change events the way verbose output needs them", async () => {
    const registry = createInterceptorRegistry();
    const events: InterceptorEvent[] = [];
    registry.setOnEvent((event) => events.push(event));
    registry.add({ id: "classifier", name: "message.before", handler: (_i, out) => void (out.metadata.complexity = "high") });
    registry.add({ id: "adjuster", name: "params.before", handler: (_i, out) => void (out.thinkLevel = "high") });
    await triggerInterceptors(registry, "message.before", { ...scope, provider: "p", model: "m" }, { message: "hi", metadata: {} });
    await triggerInterceptors(registry, "params.before", { ...scope, message: "hi", metadata: {} }, { provider: "p", model: "m" });
    expect(events.map((event) => [event.action, event.metadataKeys ?? event.changes])).toEqual([
      ["message_mutated", ["complexity"]],
      ["params_changed", { thinkLevel: { from: undefined, to: "high" } }],
    ]);
  });

  it("reports a block-policy failure on a hook that cannot block as a failure for the caller", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "strict", name: "message.before", onError: "block", handler: () => { throw new Error("nope"); } });
    const result = await triggerInterceptors(registry, "message.before", { ...scope, provider: "p", model: "m" }, { message: "x", metadata: {} });
    expect(result.halted).toBe(true);
    expect(result.failure?.interceptorId).toBe("strict");
  });

  it("ignores a listener that throws", async () => {
    const registry = createInterceptorRegistry();
    registry.setOnEvent(() => {
      throw new Error("listener broke");
    });
    registry.add({ id: "g", name: "tool.before", handler: (_i, out) => void (out.block = true) });
    await expect(triggerInterceptors(registry, "tool.before", { ...toolInput }, { args: {} })).resolves.toMatchObject({ halted: true });
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
    const output: ToolBeforeOutput = { args: { path: "notes.txt" } };
    const result = await triggerInterceptors(registry, "tool.before", { ...toolInput, toolName: "read" }, output);
    expect(judged).toEqual(["notes.txt", "~/.ssh/id_rsa"]);
    expect(result).toMatchObject({ halted: true, haltedBy: "guard", rule: "ssh" });
    expect(output.blockReason).toMatch(/secret \(re-checked after the arguments were rewritten\)/);
  });

  it("does not re-run a guard when nothing changed the arguments after it", async () => {
    const registry = createInterceptorRegistry();
    let runs = 0;
    registry.add({ id: "injector", name: "tool.before", priority: 200, handler: (_i, out) => void (out.args = { ...out.args, extra: 1 }) });
    registry.add({ id: "guard", name: "tool.before", priority: 100, guard: true, handler: () => void runs++ });
    registry.add({ id: "observer", name: "tool.before", priority: 1, handler: () => undefined });
    await triggerInterceptors(registry, "tool.before", { ...toolInput }, { args: { command: "ls" } });
    expect(runs).toBe(1);
    expect(() => registry.add({ id: "bad", name: "tool.after", guard: true, handler: () => undefined } as never)).toThrow(/guard/);
  });
});
