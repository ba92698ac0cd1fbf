import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import type { AgentEvent } from "../loop/events.js";
import { createMemoryThreadStore } from "../loop/thread-store.js";
import { scriptedModel, type ScriptedTurn } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { BudgetExceededError } from "./budget-exceeded-error.js";
import { THREAD_BUDGET_KEY } from "./budget-tracker.js";

// Claude Sonnet 4.5 costs $3 per million input tokens and $15 per million output tokens (genai-prices).
const PRICED = { provider: "anthropic", modelId: "claude-sonnet-4-5" };
const CALL_USAGE = { inputTokens: 100_000, outputTokens: 1_000 }; // $0.315 a call

function echoTool() {
  const calls: string[] = [];
  const tool = defineTool({
    name: "echo",
    description: "Echoes its text.",
    inputSchema: z.object({ text: z.string() }),
    execute: ({ text }) => {
      calls.push(text);
      return { output: `echo: ${text}` };
    },
  });
  return { calls, tool };
}

function toolTurns(count: number, name = "echo"): ScriptedTurn[] {
  return Array.from({ length: count }, (_, index) => ({ toolCalls: [{ name, input: { text: `call ${index + 1}` } }], usage: CALL_USAGE }));
}

async function collect(run: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  return events;
}

describe("budgets", () => {
  it("a cost budget ends the run before the model call that would go past it, with status and reason", async () => {
    const { tool } = echoTool();
    const model = scriptedModel([...toolTurns(10), { text: "done" }], PRICED);
    const agent = createAgent({ model, tools: [tool], registry: createInterceptorRegistry(), maxIterations: 50, budget: { maxCostUsd: 1 } });
    const run = agent.run("work");
    const events = await collect(run);
    const result = await run;
    // $0.315 a call: after three calls $0.945 is left under $1; the fourth reaches $1.26, so no fifth call is made.
    expect(model.calls).toHaveLength(4);
    expect(result.status).toBe("stopped");
    expect(result.reason).toMatch(/maxCostUsd 1 reached/);
    expect(result.costUsd).toBeCloseTo(4 * 0.315, 6);
    expect(result.iterations).toBe(4);
    const usageEvents = events.filter((event) => event.type === "usage");
    expect(usageEvents.map((event) => event.type === "usage" && event.totalCostUsd)).toEqual([0.315, 0.63, 0.945, 1.26].map((value) => expect.closeTo(value, 6)));
    expect(events.find((event) => event.type === "budget.exceeded")).toMatchObject({ limit: "maxCostUsd", scope: "run", action: "end", max: 1 });
    // Every tool call is answered: the transcript is valid.
    const last = result.messages.at(-1)!;
    expect(last.role).toBe("user");
  });

  it("onExceed: error ends the run with BudgetExceededError", async () => {
    const { tool } = echoTool();
    const model = scriptedModel(toolTurns(5), PRICED);
    const result = await createAgent({ model, tools: [tool], registry: createInterceptorRegistry(), budget: { maxModelCalls: 2, onExceed: "error" } }).run("work");
    expect(model.calls).toHaveLength(2);
    expect(result.status).toBe("error");
    expect(BudgetExceededError.isInstance(result.error)).toBe(true);
    expect(result.error).toMatchObject({ code: "BUDGET_EXCEEDED", limit: "maxModelCalls", scope: "run", used: 2, max: 2 });
  });

  it("a per-tool call limit turns further calls into error results, and the run goes on with onExceed: error", async () => {
    const { tool, calls } = echoTool();
    const model = scriptedModel([...toolTurns(4), { text: "finished anyway" }]);
    const result = await createAgent({
      model,
      tools: [tool],
      registry: createInterceptorRegistry(),
      budget: { maxToolCallsPerTool: { echo: 2 }, onExceed: "error" },
    }).run("work");
    expect(calls).toEqual(["call 1", "call 2"]);
    expect(result.status).toBe("completed");
    expect(result.text).toBe("finished anyway");
    const results = result.messages.flatMap((message) => message.content.filter((block) => block.type === "tool_result"));
    expect(results).toHaveLength(4);
    expect(results.slice(2).every((block) => block.type === "tool_result" && block.isError === true && /Tool call limit reached: echo may be called at most 2/.test(block.content))).toBe(true);
    // The model saw the refusals.
    expect(JSON.stringify(model.calls[3]!.messages.at(-1))).toMatch(/Tool call limit reached/);
  });

  it("a per-tool call limit with onExceed: end refuses the call and stops the run before the next model call", async () => {
    const { tool, calls } = echoTool();
    const model = scriptedModel([...toolTurns(4), { text: "never" }]);
    const agent = createAgent({ model, tools: [tool], registry: createInterceptorRegistry(), budget: { maxToolCallsPerTool: { echo: 2 }, onExceed: "end" } });
    const run = agent.run("work");
    const events = await collect(run);
    const result = await run;
    expect(calls).toEqual(["call 1", "call 2"]);
    expect(model.calls).toHaveLength(3);
    expect(result.status).toBe("stopped");
    expect(result.reason).toMatch(/echo may be called at most 2 time/);
    expect(events.filter((event) => event.type === "tool.blocked").map((event) => event.type === "tool.blocked" && event.reason)).toEqual([expect.stringMatching(/Tool call limit reached/)]);
  });

  it("maxToolCalls counts every tool", async () => {
    const { tool, calls } = echoTool();
    const model = scriptedModel([{ toolCalls: [1, 2, 3].map((n) => ({ name: "echo", input: { text: `c${n}` } })) }, { text: "ok" }]);
    const result = await createAgent({ model, tools: [tool], registry: createInterceptorRegistry(), toolConcurrency: 1, budget: { maxToolCalls: 2, onExceed: "error" } }).run("go");
    expect(calls).toEqual(["c1", "c2"]);
    expect(result.status).toBe("completed");
  });

  it("onExceed: ask goes through the approval handler: allowed, the run goes on past the limit", async () => {
    const { tool } = echoTool();
    const prompts: string[] = [];
    const model = scriptedModel([...toolTurns(3), { text: "done" }]);
    const result = await createAgent({
      model,
      tools: [tool],
      registry: createInterceptorRegistry(),
      budget: { maxModelCalls: 2, onExceed: "ask" },
      onApproval: (prompt) => {
        prompts.push(`${prompt.toolName} ${prompt.rule} ${prompt.reason}`);
        return "allow";
      },
    }).run("work");
    expect(result.status).toBe("completed");
    expect(model.calls).toHaveLength(4);
    expect(prompts).toEqual([expect.stringMatching(/^budget budget:maxModelCalls .*maxModelCalls 2 reached/)]);
  });

  it("onExceed: ask without an approval handler stops the run", async () => {
    const { tool } = echoTool();
    const model = scriptedModel(toolTurns(3));
    const result = await createAgent({ model, tools: [tool], registry: createInterceptorRegistry(), budget: { maxModelCalls: 1, onExceed: "ask" } }).run("work");
    expect(result.status).toBe("stopped");
    expect(result.reason).toMatch(/not approved/);
  });

  it("token budgets count the reported usage, cache reads and writes included", async () => {
    const model = scriptedModel([
      { toolCalls: [{ name: "echo", input: { text: "a" } }], usage: { inputTokens: 10, cacheReadTokens: 500, cacheWriteTokens: 100, outputTokens: 5 } },
      { text: "never" },
    ]);
    const result = await createAgent({ model, tools: [echoTool().tool], registry: createInterceptorRegistry(), budget: { maxInputTokens: 600 } }).run("x");
    expect(result.status).toBe("stopped");
    expect(result.reason).toMatch(/maxInputTokens 600 reached \(used input tokens: 610\)/);
  });

  it("thread budgets hold across two runs of the thread", async () => {
    const { tool } = echoTool();
    const threads = createMemoryThreadStore();
    const model = scriptedModel([...toolTurns(2), { text: "first done", usage: CALL_USAGE }, ...toolTurns(5)], PRICED);
    const agent = createAgent({ model, tools: [tool], registry: createInterceptorRegistry(), threads, threadBudget: { maxModelCalls: 5 } });
    const first = await agent.run("one", { threadId: "budgeted" });
    expect(first.status).toBe("completed");
    expect(model.calls).toHaveLength(3);
    const saved = (await threads.load("budgeted"))!.state[THREAD_BUDGET_KEY];
    expect(saved).toMatchObject({ modelCalls: 3, toolCalls: 2, toolCallsByTool: { echo: 2 } });
    const second = await agent.run("two", { threadId: "budgeted" });
    // Only two more model calls fit in the thread's five.
    expect(model.calls).toHaveLength(5);
    expect(second.status).toBe("stopped");
    expect(second.reason).toMatch(/thread's budget is spent: maxModelCalls 5/);
    const third = await agent.run("three", { threadId: "budgeted" });
    expect(third.status).toBe("stopped");
    expect(model.calls).toHaveLength(5);
    // A new thread starts with a fresh budget.
    expect((await createAgent({ model: scriptedModel([{ text: "fresh" }]), registry: createInterceptorRegistry(), threads, threadBudget: { maxModelCalls: 5 } }).run("x", { threadId: "other" })).status).toBe("completed");
  });

  it("a deadline stops the run at the next step once it has passed", async () => {
    const slow = defineTool({
      name: "wait",
      description: "Waits.",
      inputSchema: z.object({}),
      execute: async () => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return { output: "waited" };
      },
    });
    const model = scriptedModel([{ toolCalls: [{ name: "wait", input: {} }] }, { text: "never" }]);
    const result = await createAgent({ model, tools: [slow], registry: createInterceptorRegistry(), budget: { deadlineMs: 30 } }).run("x");
    expect(result.status).toBe("stopped");
    expect(result.reason).toMatch(/deadlineMs 30 reached/);
    expect(model.calls).toHaveLength(1);
  });

  it("rejects a budget that cannot work where it is given", () => {
    const model = scriptedModel([]);
    expect(() => createAgent({ model, budget: { maxCostUsd: -1 } })).toThrow(/budget`\.maxCostUsd must be a non-negative number/);
    expect(() => createAgent({ model, threadBudget: { onExceed: "explode" as never } })).toThrow(/onExceed must be "end", "error" or "ask"/);
    expect(() => createAgent({ model, budget: { maxToolCallsPerTool: { exec: 1.5 } } })).toThrow(/maxToolCallsPerTool\.exec must be a non-negative integer/);
  });
});
