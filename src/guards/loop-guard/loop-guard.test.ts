import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigurationError } from "../../errors/index.js";
import { createInterceptorRegistry } from "../../interceptors/registry.js";
import { createAgent } from "../../loop/agent.js";
import { textOf } from "../../messages/content.js";
import { scriptedModel, type ScriptedTurnSpec } from "../../models/scripted.js";
import { defineTool } from "../../tools/define-tool.js";
import { hashToolBatch } from "./batch-hash.js";
import { loopGuard } from "./loop-guard.js";
import { LoopGuardTriggeredError } from "./loop-guard-error.js";

let executions = 0;
const search = defineTool({
  name: "search",
  description: "search",
  inputSchema: z.object({ query: z.string() }).passthrough(),
  execute: ({ query }) => {
    executions++;
    return query.startsWith("fail") ? { output: "no such thing", isError: true } : { output: `results for ${query}` };
  },
});

const repeat = (count: number, turn: ScriptedTurnSpec) => Array.from({ length: count }, () => turn);
const call = (query: string, extra: Record<string, unknown> = {}) => ({ name: "search", input: { query, ...extra } });

function setup(options: Parameters<typeof loopGuard>[0], turns: ScriptedTurnSpec[]) {
  const registry = createInterceptorRegistry();
  registry.add(loopGuard(options));
  const model = scriptedModel(turns);
  return { model, agent: createAgent({ model, registry, tools: [search] }) };
}

const warnings = (model: ReturnType<typeof scriptedModel>) =>
  model.calls.map((request) => request.messages.at(-1)!.content.some((block) => block.type === "text" && block.text.includes("repeating")));

describe("loopGuard", () => {
  it("hashes batches order-independently and without the ignored keys", () => {
    const a = hashToolBatch([
      { name: "read", input: { path: "a", id: 1, nested: { b: 1, a: 2, nonce: "x" } } },
      { name: "Bash", input: { command: "ls", timestamp: 5 } },
    ]);
    const b = hashToolBatch([
      { name: "exec", input: { timestamp: 9, command: "ls" } },
      { name: "read", input: { nested: { a: 2, b: 1, nonce: "y" }, path: "a", requestId: "r" } },
    ]);
    expect(a).toBe(b);
    expect(hashToolBatch([{ name: "read", input: { path: "b" } }])).not.toBe(hashToolBatch([{ name: "read", input: { path: "a" } }]));
  });

  it("with the seed defaults: warns from the 3rd repeat, ends the run as stopped at the 5th", async () => {
    executions = 0;
    const { model, agent } = setup({ warnThreshold: 3, hardLimit: 5, windowSize: 20, onLoop: "end" }, repeat(6, { toolCalls: [call("x", { requestId: Math.random() })] }));
    const result = await agent.run("find x");
    expect(result.status).toBe("stopped");
    expect(result.reason).toBe("Loop guard: the same call(s) to search, 5 times (hard limit 5)");
    expect(model.calls).toHaveLength(5);
    expect(executions).toBe(4);
    expect(warnings(model)).toEqual([false, false, false, true, true]);
    const last = result.messages.at(-1)!;
    expect(last.role).toBe("assistant");
    expect(last.content.some((block) => block.type === "tool_use")).toBe(false);
    expect(textOf(last)).toContain("kept repeating the same actions");
  });

  it("keeps its window per thread, across runs", async () => {
    const { agent } = setup({ warnThreshold: 2, hardLimit: 4 }, [...repeat(2, { toolCalls: [call("x")] }), { text: "pause" }, ...repeat(3, { toolCalls: [call("x")] })]);
    const first = await agent.run("find x", { threadId: "t" });
    expect(first.status).toBe("completed");
    const second = await agent.run("again", { threadId: "t" });
    expect(second.status).toBe("stopped");
    expect(second.iterations).toBe(2);

    const other = setup({ warnThreshold: 2, hardLimit: 4 }, [...repeat(2, { toolCalls: [call("x")] }), { text: "pause" }, ...repeat(2, { toolCalls: [call("x")] }), { text: "done" }]);
    await other.agent.run("find x", { threadId: "a" });
    expect((await other.agent.run("again", { threadId: "b" })).status).toBe("completed");
  });

  it("onLoop error ends the run with status error and LoopGuardTriggeredError", async () => {
    const { agent } = setup({ warnThreshold: 2, hardLimit: 3, onLoop: "error" }, repeat(5, { toolCalls: [call("x")] }));
    const result = await agent.run("go");
    expect(result.status).toBe("error");
    expect(result.error).toBeInstanceOf(LoopGuardTriggeredError);
    expect(result.error).toMatchObject({ code: "LOOP_GUARD_TRIGGERED", kind: "repeated_batch", repeats: 3, hardLimit: 3 });
    const transcript = result.messages;
    expect(transcript.at(-1)!.content.every((block) => block.type === "tool_result")).toBe(true);
  });

  it("onLoop continue keeps warning and never stops", async () => {
    const { model, agent } = setup({ warnThreshold: 2, hardLimit: 3, onLoop: "continue", warningMessage: "repeating: {repeats}" }, [...repeat(5, { toolCalls: [call("x")] }), { text: "done" }]);
    const result = await agent.run("go");
    expect(result.status).toBe("completed");
    const texts = model.calls.map((request) => request.messages.at(-1)!.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join(""));
    expect(texts.slice(2)).toEqual(["repeating: 2", "repeating: 3", "repeating: 4", "repeating: 5"]);
  });

  it("catches A-B-A-B oscillation and names it", async () => {
    const turns = [...Array.from({ length: 3 }, () => [{ toolCalls: [call("a")] }, { toolCalls: [call("b")] }]).flat(), { text: "x" }];
    const { model, agent } = setup({ warnThreshold: 2, hardLimit: 3 }, turns);
    const result = await agent.run("go");
    expect(result.status).toBe("stopped");
    expect(result.reason).toMatch(/alternating/);
    expect(model.calls.length).toBeLessThan(7);
  });

  it("catches the same failing call retried inside different batches", async () => {
    const turns = [1, 2, 3, 4].map((n) => ({ toolCalls: [call("fail-thing"), call(`other-${n}`)] }));
    const { agent } = setup({ warnThreshold: 2, hardLimit: 3 }, [...turns, { text: "done" }]);
    const result = await agent.run("go");
    expect(result.status).toBe("stopped");
    expect(result.reason).toMatch(/retrying a call to search that has already failed 2 times/);
  });

  it("rejects impossible configurations at creation", () => {
    expect(() => loopGuard({ hardLimit: 5, windowSize: 4 })).toThrow(ConfigurationError);
    expect(() => loopGuard({ warnThreshold: 6, hardLimit: 5 })).toThrow(/must not exceed/);
    expect(() => loopGuard({ onLoop: "explode" as never })).toThrow(/onLoop/);
    expect(() => loopGuard({ hardLimit: 0 })).toThrow(/positive integer/);
  });
});
