import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { resetGlobalInterceptors, getGlobalInterceptorRegistry } from "../global-registry.js";
import type { Message } from "../messages/types.js";
import { scriptedModel } from "../models/scripted.js";
import type { LanguageModel } from "../models/spec.js";
import { defineTool } from "../tools/define-tool.js";
import { createAgent } from "./agent.js";
import type { AgentEvent } from "./events.js";
import { LoopDecision, LoopInterceptor, type InterceptorContext } from "./loop-interceptor.js";

afterEach(() => resetGlobalInterceptors());

const echo = defineTool({
  name: "echo",
  description: "Echoes its text.",
  inputSchema: z.object({ text: z.string() }),
  execute: ({ text }) => ({ output: `echo: ${text}` }),
});

/** Every tool_use in the transcript is answered by the very next message. */
function expectValidTranscript(messages: Message[]) {
  messages.forEach((message, index) => {
    const calls = message.content.filter((block) => block.type === "tool_use");
    if (message.role !== "assistant" || calls.length === 0) return;
    const next = messages[index + 1];
    expect(next?.role).toBe("user");
    const answered = new Set(next!.content.flatMap((block) => (block.type === "tool_result" ? [block.toolUseId] : [])));
    for (const call of calls) expect(answered.has(call.type === "tool_use" ? call.id : "")).toBe(true);
  });
}

describe("createAgent / run", () => {
  it("runs tool calls through the dispatcher and completes with the final text", async () => {
    const model = scriptedModel([{ toolCalls: [{ id: "c1", name: "echo", input: { text: "hi" } }] }, { text: "All done." }]);
    const agent = createAgent({ model, tools: [echo], registry: createInterceptorRegistry() });
    const result = await agent.run("say hi");
    expect(result.status).toBe("completed");
    expect(result.text).toBe("All done.");
    expect(result.iterations).toBe(2);
    const toolResult = model.calls[1]!.messages.at(-1)!.content[0];
    expect(toolResult).toEqual({ type: "tool_result", toolUseId: "c1", content: "echo: hi" });
    expect(model.calls[0]!.tools.map((tool) => tool.name)).toEqual(["echo"]);
    expect(model.calls[0]!.tools[0]!.inputSchema).toMatchObject({ type: "object", required: ["text"] });
    expectValidTranscript(result.messages);
  });

  it("uses the global registry, initialized with the built-in guards, by default", async () => {
    expect(getGlobalInterceptorRegistry()).toBeNull();
    const agent = createAgent({ model: scriptedModel([{ text: "ok" }]) });
    expect(agent.registry.list().map((entry) => entry.id)).toEqual(["builtin:command-safety-guard", "builtin:security-audit"]);
    expect(getGlobalInterceptorRegistry()).toBe(agent.registry);
  });

  it("is an async iterable of typed events and a promise of the result", async () => {
    const agent = createAgent({
      model: scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "x" } }], usage: { inputTokens: 5, outputTokens: 2 } }, { text: "fine", usage: { inputTokens: 7, outputTokens: 1 } }]),
      tools: [echo],
      registry: createInterceptorRegistry(),
    });
    const run = agent.run("go");
    const types: string[] = [];
    for await (const event of run) types.push(event.type);
    const result = await run;
    expect(types[0]).toBe("run.start");
    expect(types.at(-1)).toBe("run.end");
    for (const expected of ["turn.start", "model.request", "model.delta", "model.response", "usage", "tool.start", "tool.end", "loop.decision", "turn.end"]) {
      expect(types).toContain(expected);
    }
    expect(result.usage).toEqual({ inputTokens: 12, outputTokens: 3 });
  });

  it("sends a blocked call to the model as the blocked JSON, with the normalized tool name", async () => {
    const registry = createInterceptorRegistry();
    const bash = defineTool({ name: "Bash", description: "shell", inputSchema: z.object({ command: z.string() }), execute: () => ({ output: "ran" }) });
    registry.add({
      id: "safety:no-rm-rf",
      name: "tool.before",
      priority: 100,
      toolMatcher: /^exec$/,
      handler: (_input, output) => {
        if (String(output.args.command).includes("rm -rf")) {
          output.block = true;
          output.blockReason = "rm -rf is not allowed";
        }
      },
    });
    const model = scriptedModel([{ toolCalls: [{ id: "c1", name: "bash", input: { command: "rm -rf /" } }] }, { text: "ok" }]);
    const result = await createAgent({ model, tools: [bash], registry }).run("clean");
    const block = model.calls[1]!.messages.at(-1)!.content[0];
    expect(block).toMatchObject({ type: "tool_result", toolUseId: "c1", isError: true });
    expect(JSON.parse((block as { content: string }).content)).toEqual({ status: "blocked", tool: "exec", reason: "rm -rf is not allowed" });
    expect(result.status).toBe("completed");
  });

  it("validates arguments again after tool.before rewrote them", async () => {
    const registry = createInterceptorRegistry({ toolNames: ["echo"] });
    registry.add({ id: "breaker", name: "tool.before", toolMatcher: /^echo$/, handler: (_i, out) => void (out.args = { text: 42 }) });
    let executed = false;
    const strict = defineTool({ name: "echo", description: "e", inputSchema: z.object({ text: z.string() }), execute: () => ((executed = true), { output: "x" }) });
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "fine" } }] }, { text: "done" }]);
    await createAgent({ model, tools: [strict], registry }).run("go");
    expect(executed).toBe(false);
    expect((model.calls[1]!.messages.at(-1)!.content[0] as { content: string }).content).toMatch(/Invalid input for tool "echo": after interceptors rewrote it: text/);
  });

  it("sends invalid input and unknown tools back to the model as error results", async () => {
    const model = scriptedModel([
      { toolCalls: [{ id: "a", name: "echo", input: { wrong: true } }, { id: "b", name: "teleport", input: {} }] },
      { text: "sorry" },
    ]);
    const result = await createAgent({ model, tools: [echo], registry: createInterceptorRegistry() }).run("go");
    const [invalid, unknown] = model.calls[1]!.messages.at(-1)!.content as Array<{ content: string; isError: boolean }>;
    expect(invalid!.content).toMatch(/Invalid input for tool "echo"/);
    expect(unknown!.content).toMatch(/Unknown tool "teleport"\. Available tools: echo/);
    expect(result.status).toBe("completed");
  });

  it("runs parallel tool calls concurrently within the bound and keeps result order", async () => {
    let running = 0;
    let peak = 0;
    const slow = defineTool({
      name: "slow",
      description: "sleeps",
      inputSchema: z.object({ ms: z.number(), label: z.string() }),
      execute: async ({ ms, label }) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, ms));
        running--;
        return { output: label };
      },
    });
    const calls = [40, 5, 30, 1, 20, 10].map((ms, index) => ({ id: `c${index}`, name: "slow", input: { ms, label: `L${index}` } }));
    const model = scriptedModel([{ toolCalls: calls }, { text: "done" }]);
    await createAgent({ model, tools: [slow], registry: createInterceptorRegistry(), toolConcurrency: 3 }).run("go");
    const results = model.calls[1]!.messages.at(-1)!.content.map((block) => (block as { content: string }).content);
    expect(results).toEqual(["L0", "L1", "L2", "L3", "L4", "L5"]);
    expect(peak).toBe(3);
  });

  it("stops at maxIterations with every tool call answered", async () => {
    const loop = Array.from({ length: 10 }, () => ({ toolCalls: [{ name: "echo", input: { text: "again" } }] }));
    const result = await createAgent({ model: scriptedModel(loop), tools: [echo], registry: createInterceptorRegistry(), maxIterations: 3 }).run("loop");
    expect(result.status).toBe("max_iterations");
    expect(result.iterations).toBe(3);
    expect(result.reason).toMatch(/3 iterations/);
    expectValidTranscript(result.messages);
  });

  it("resolves with status error (never rejects) when the model fails or the script runs out", async () => {
    const failing: LanguageModel = { provider: "x", modelId: "y", generate: async () => { throw new Error("backend down"); } };
    const failed = await createAgent({ model: failing, registry: createInterceptorRegistry() }).run("hi");
    expect(failed.status).toBe("error");
    expect(failed.error?.message).toMatch(/backend down/);
    const exhausted = await createAgent({ model: scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }] }]), tools: [echo], registry: createInterceptorRegistry() }).run("hi");
    expect(exhausted.status).toBe("error");
    expect(exhausted.error).toMatchObject({ code: "SCRIPT_EXHAUSTED" });
    expectValidTranscript(exhausted.messages);
  });

  it("aborts during a hanging model call promptly", async () => {
    const hanging: LanguageModel = { provider: "x", modelId: "y", generate: () => new Promise(() => {}) };
    const controller = new AbortController();
    const run = createAgent({ model: hanging, registry: createInterceptorRegistry() }).run("hi", { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const result = await run;
    expect(result.status).toBe("aborted");
  });

  it("aborts during tool execution, answering every tool_use and killing nothing else", async () => {
    const controller = new AbortController();
    let toolSignal: AbortSignal | undefined;
    const stuck = defineTool({
      name: "stuck",
      description: "never returns on its own",
      inputSchema: z.object({}),
      execute: (_input, ctx) => {
        toolSignal = ctx.signal;
        controller.abort();
        return new Promise<never>(() => {});
      },
    });
    const model = scriptedModel([{ toolCalls: [{ name: "stuck", input: {} }, { name: "echo", input: { text: "x" } }] }, { text: "never" }]);
    const result = await createAgent({ model, tools: [stuck, echo], registry: createInterceptorRegistry(), toolConcurrency: 1 }).run("go", { signal: controller.signal });
    expect(result.status).toBe("aborted");
    expect(toolSignal?.aborted).toBe(true);
    expectValidTranscript(result.messages);
    expect(model.calls).toHaveLength(1);
  });

  it("aborts before the run starts and between turns", async () => {
    const controller = new AbortController();
    controller.abort();
    const model = scriptedModel([{ text: "unused" }]);
    const early = await createAgent({ model, registry: createInterceptorRegistry() }).run("hi", { signal: controller.signal });
    expect(early.status).toBe("aborted");
    expect(model.calls).toHaveLength(0);

    const between = new AbortController();
    const registry = createInterceptorRegistry({ toolNames: ["echo"] });
    registry.add({ id: "abort-after-tool", name: "tool.after", handler: () => between.abort() });
    const model2 = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }] }, { text: "never" }]);
    const result = await createAgent({ model: model2, tools: [echo], registry }).run("hi", { signal: between.signal });
    expect(result.status).toBe("aborted");
    expect(model2.calls).toHaveLength(1);
    expectValidTranscript(result.messages);
  });

  it("answers tool calls left unexecuted when a loop interceptor continues first", async () => {
    class Reject extends LoopInterceptor {
      readonly name = "reject-once";
      #done = false;
      intercept(context: InterceptorContext) {
        if (this.#done) return { decision: LoopDecision.COMPLETE };
        this.#done = true;
        context.messages.push({ role: "user", content: [{ type: "text", text: "Do not call tools yet." }], timestamp: new Date() });
        return { decision: LoopDecision.CONTINUE, reasoning: "rejected" };
      }
    }
    const model = scriptedModel([{ toolCalls: [{ id: "c1", name: "echo", input: { text: "a" } }] }, { text: "ok" }]);
    const result = await createAgent({ model, tools: [echo], registry: createInterceptorRegistry(), loopInterceptors: [new Reject()] }).run("go");
    expect(result.status).toBe("completed");
    expectValidTranscript(result.messages);
    const sent = model.calls[1]!.messages.at(-1)!.content;
    expect(sent[0]).toMatchObject({ type: "tool_result", toolUseId: "c1", isError: true });
    expect(sent[1]).toEqual({ type: "text", text: "Do not call tools yet." });
  });

  it("lets model.before answer without the model and rewrite the request", async () => {
    const registry = createInterceptorRegistry();
    registry.add({
      id: "cache",
      name: "model.before",
      handler: (input, output) => {
        output.request = { ...output.request, params: { ...output.request.params, temperature: 0 } };
        if (input.iteration === 2) output.response = { content: [{ type: "text", text: "cached" }], stopReason: "end_turn", usage: { inputTokens: 0, outputTokens: 0 } };
      },
    });
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }] }]);
    const result = await createAgent({ model, tools: [echo], registry }).run("go");
    expect(result.text).toBe("cached");
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]!.params.temperature).toBe(0);
  });

  it("lets model.after rewrite the response, inject a message for the next turn, or stop the run", async () => {
    const registry = createInterceptorRegistry();
    registry.add({
      id: "reviewer",
      name: "model.after",
      handler: (input, output) => {
        if (input.iteration === 1) output.inject.push({ role: "user", content: [{ type: "text", text: "Reminder: be brief." }], timestamp: new Date() });
        if (input.iteration === 2) {
          output.response = { ...output.response, content: [{ type: "text", text: "rewritten" }] };
          output.stop = true;
          output.reason = "enough";
        }
      },
    });
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }] }, { toolCalls: [{ name: "echo", input: { text: "b" } }] }]);
    const result = await createAgent({ model, tools: [echo], registry }).run("go");
    expect(result.status).toBe("stopped");
    expect(result.reason).toBe("enough");
    expect(result.text).toBe("rewritten");
    expect(model.calls[1]!.messages.at(-1)).toMatchObject({ role: "user", content: [{ type: "text", text: "Reminder: be brief." }] });
    expectValidTranscript(result.messages);
  });

  it("keeps a thread's transcript and interceptor state across runs, and queues runs on one thread", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "counter", name: "message.before", handler: (input) => void (input.state.counter = ((input.state.counter as number) ?? 0) + 1) });
    const model = scriptedModel([{ text: "first" }, { text: "second" }]);
    const agent = createAgent({ model, registry });
    const [one, two] = await Promise.all([agent.run("a", { threadId: "t1" }), agent.run("b", { threadId: "t1" })]);
    expect(one.text).toBe("first");
    expect(two.text).toBe("second");
    expect(two.messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(model.calls[1]!.messages).toHaveLength(3);
    let state: unknown;
    registry.add({ id: "reader", name: "params.before", handler: (input) => void (state = input.state.counter) });
    await agent.run("c", { threadId: "t1" }).catch(() => undefined);
    expect(state).toBe(3);
  });

  it("turns a throwing loop interceptor into a run with status error", async () => {
    class Broken extends LoopInterceptor {
      readonly name = "broken";
      intercept(): never {
        throw new Error("kaput");
      }
    }
    const result = await createAgent({ model: scriptedModel([{ text: "x" }]), registry: createInterceptorRegistry(), loopInterceptors: [new Broken()] }).run("go");
    expect(result.status).toBe("error");
    expect(result.error).toMatchObject({ code: "LOOP_INTERCEPTOR_FAILED" });
  });

  it("asks for approval on `ask` and denies without an approval handler", async () => {
    const registry = createInterceptorRegistry({ toolNames: ["echo"] });
    registry.add({ id: "asker", name: "tool.before", handler: (_i, out) => void (out.ask = { reason: "looks risky", rule: "r1" }) });
    const denied = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }] }, { text: "ok" }]);
    await createAgent({ model: denied, tools: [echo], registry }).run("go");
    expect((denied.calls[1]!.messages.at(-1)!.content[0] as { content: string }).content).toMatch(/"status":"blocked".*needs approval.*looks risky/);

    const prompts: string[] = [];
    const allowed = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }, { name: "echo", input: { text: "b" } }] }, { text: "ok" }]);
    const events: AgentEvent[] = [];
    await createAgent({
      model: allowed,
      tools: [echo],
      registry,
      onApproval: (prompt) => {
        prompts.push(prompt.reason);
        return "allow_always";
      },
      onEvent: (event) => events.push(event),
    }).run("go");
    expect(prompts).toEqual(["looks risky"]);
    expect(allowed.calls[1]!.messages.at(-1)!.content.map((block) => (block as { content: string }).content)).toEqual(["echo: a", "echo: b"]);
    expect(events.filter((event) => event.type === "tool.approval")).toHaveLength(2);
  });

  it("aborts promptly while a hook without a timeout hangs", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "hangs", name: "model.before", handler: () => new Promise<void>(() => {}) });
    const controller = new AbortController();
    const run = createAgent({ model: scriptedModel([{ text: "x" }]), registry }).run("go", { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await run).status).toBe("aborted");
  });

  it("tells the model when its tool arguments were not valid JSON", async () => {
    let ran = false;
    const lenient = defineTool({ name: "lenient", description: "l", inputSchema: z.object({ text: z.string().optional() }), execute: () => ((ran = true), { output: "x" }) });
    const model = scriptedModel([{ toolCalls: [{ name: "lenient", input: { _invalidJson: '{"text": "cut', _error: "Unterminated string" } }] }, { text: "retrying" }]);
    await createAgent({ model, tools: [lenient], registry: createInterceptorRegistry() }).run("go");
    expect(ran).toBe(false);
    expect((model.calls[1]!.messages.at(-1)!.content[0] as { content: string }).content).toMatch(/not valid JSON \(Unterminated string\): \{"text": "cut/);
  });

  it("ends with status error, saving nothing, when the thread store cannot load the thread", async () => {
    let saved = false;
    const threads = { load: () => Promise.reject(new Error("disk on fire")), save: () => void (saved = true) };
    const result = await createAgent({ model: scriptedModel([{ text: "x" }]), registry: createInterceptorRegistry(), threads }).run("go", { threadId: "t" });
    expect(result.status).toBe("error");
    expect(result.error?.message).toMatch(/disk on fire/);
    expect(saved).toBe(false);
  });
});

describe("run secrets", () => {
  it("keeps a secret an interceptor registered out of every event, while the tool receives it", async () => {
    const received: string[] = [];
    const capture = defineTool({
      name: "echo",
      description: "Echoes its text.",
      inputSchema: z.object({ text: z.string() }),
      execute: ({ text }) => {
        received.push(text);
        return { output: `sent ${text}` };
      },
    });
    const registry = createInterceptorRegistry({ toolNames: ["echo"] });
    registry.add({
      id: "restore",
      name: "tool.before",
      handler: (input, output) => {
        input.secrets.add("tok_live_9f8e7d6c5b4a", "[[secret:token:1]]");
        output.args = { text: String(output.args.text).replace("[[secret:token:1]]", "tok_live_9f8e7d6c5b4a") };
      },
    });
    const agent = createAgent({
      registry,
      tools: [capture],
      model: scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "Bearer [[secret:token:1]]" } }] }, { text: "done" }]),
    });
    const run = agent.run("go");
    const events: AgentEvent[] = [];
    for await (const event of run) events.push(event);
    const result = await run;
    expect(received).toEqual(["Bearer tok_live_9f8e7d6c5b4a"]);
    expect(JSON.stringify(events)).not.toContain("tok_live_9f8e7d6c5b4a");
    expect(JSON.stringify(events)).toContain("sent Bearer [[secret:token:1]]");
    expect(result.status).toBe("completed");
  });
});

describe("the event buffer", () => {
  it("drops a finished turn's deltas, while an iterator that started early still receives them", async () => {
    const model = scriptedModel([{ text: "one two three four five" }, { text: "six seven" }]);
    let turns = 0;
    const agent = createAgent({
      model,
      registry: createInterceptorRegistry(),
      loopInterceptors: [
        new (class extends LoopInterceptor {
          readonly name = "twice";
          intercept() {
            return { decision: ++turns < 2 ? LoopDecision.CONTINUE : LoopDecision.COMPLETE };
          }
        })(),
      ],
    });
    const run = agent.run("count");
    const early: AgentEvent[] = [];
    for await (const event of run) early.push(event);
    const late: AgentEvent[] = [];
    for await (const event of run) late.push(event);
    const deltas = (events: AgentEvent[]) => events.filter((event) => event.type === "model.delta").length;
    expect(deltas(early)).toBe(7);
    expect(deltas(late)).toBe(0);
    expect(late.map((event) => event.type)).toEqual(early.filter((event) => event.type !== "model.delta").map((event) => event.type));
    expect(run.events.filter((event) => event.type === "model.response")).toHaveLength(2);
  });
});
