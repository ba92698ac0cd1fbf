import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import { historyThreadId, THREAD_COMPACTION_KEY } from "../loop/compact-stage.js";
import type { AgentEvent } from "../loop/events.js";
import { CompactionProcessor } from "../loop/processors/compaction.js";
import { createMemoryThreadStore } from "../loop/thread-store.js";
import type { Message } from "../messages/types.js";
import { scriptedModel, type ScriptedTurn } from "../models/scripted.js";
import type { ModelRequest } from "../models/spec.js";
import { defineTool } from "../tools/define-tool.js";
import { TokenAccounting } from "../usage/token-accounting.js";
import { calibratedEstimator } from "../usage/token-estimator.js";
import { resolveCompactionOptions } from "./compaction-options.js";
import { CLEARED_RESULT_PREFIX, compactTranscript, SUMMARY_PREFIX } from "./compact-transcript.js";

const WINDOW = 30_000;
const limits = { "test-model": { contextWindow: WINDOW, maxOutputTokens: 1_000 } };

/** A tool whose every call returns about 6,000 characters (some 1,700 tokens). */
function logTool() {
  return defineTool({
    name: "read_log",
    description: "Reads one page of the build log.",
    inputSchema: z.object({ page: z.number() }),
    execute: ({ page }) => ({ output: `page ${page}\n` + `line ${page}: compiled module ok; `.repeat(220) }),
  });
}

/** Checks what every provider requires: each tool_use answered in the very next message, no stray tool_result, roles alternating from a user message. */
function expectValidTranscript(messages: readonly Message[]): void {
  expect(messages[0]?.role).toBe("user");
  for (let index = 0; index < messages.length; index++) {
    const message = messages[index]!;
    if (index > 0) expect(message.role, `message ${index} repeats the role of the one before`).not.toBe(messages[index - 1]!.role);
    const results = message.content.filter((block) => block.type === "tool_result");
    const previousCalls = new Set((messages[index - 1]?.content ?? []).flatMap((block) => (block.type === "tool_use" ? [block.id] : [])));
    for (const result of results) expect(previousCalls.has(result.type === "tool_result" ? result.toolUseId : ""), `orphaned tool_result in message ${index}`).toBe(true);
    const calls = message.content.flatMap((block) => (block.type === "tool_use" ? [block.id] : []));
    if (calls.length > 0) {
      const answered = new Set((messages[index + 1]?.content ?? []).flatMap((block) => (block.type === "tool_result" ? [block.toolUseId] : [])));
      for (const id of calls) expect(answered.has(id), `tool_use ${id} in message ${index} is not answered`).toBe(true);
    }
  }
}

async function collect(run: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  return events;
}

describe("compaction in a run", () => {
  it("a 200-turn run with large tool outputs compacts, completes, never sends a request above the window, and keeps a valid transcript", async () => {
    const accounting = new TokenAccounting(calibratedEstimator, { contextWindow: WINDOW, maxOutputTokens: 1_000 });
    let largest = 0;
    const requests: ModelRequest[] = [];
    const turns: ScriptedTurn[] = Array.from({ length: 200 }, (_, index) => (request: ModelRequest) => {
      largest = Math.max(largest, accounting.estimateRequest(request));
      requests.push(request);
      return index < 199 ? { toolCalls: [{ name: "read_log", input: { page: index + 1 } }] } : { text: "All 199 pages read; the build is clean." };
    });
    const model = scriptedModel(turns, { modelId: "test-model" });
    const summaries: ModelRequest[] = [];
    const summarizer = scriptedModel(
      Array.from({ length: 200 }, () => (request: ModelRequest) => {
        summaries.push(request);
        return { text: `Decisions: keep reading. Files touched: none. Open tasks: read the remaining pages. Errors: none. (summary ${summaries.length})` };
      }),
      { modelId: "cheap-model" },
    );
    const threads = createMemoryThreadStore();
    const agent = createAgent({
      model,
      tools: [logTool()],
      registry: createInterceptorRegistry(),
      maxIterations: 250,
      threads,
      modelLimits: limits,
      compaction: { trigger: 0.7, keep: 6, model: summarizer },
    });
    const run = agent.run("Read every page of the build log and tell me whether the build is clean.", { threadId: "long-run" });
    const events = await collect(run);
    const result = await run;

    expect(result.status).toBe("completed");
    expect(result.iterations).toBe(200);
    expect(result.text).toBe("All 199 pages read; the build is clean.");
    expect(largest).toBeLessThanOrEqual(WINDOW);
    // Without compaction the last request would hold 199 results of ~1,700 tokens each.
    expect(accounting.estimateMessages(requests.at(-1)!.messages)).toBeLessThan(WINDOW);
    const compactions = events.filter((event): event is Extract<AgentEvent, { type: "compaction" }> => event.type === "compaction");
    expect(compactions.length).toBeGreaterThan(3);
    expect(compactions.every((event) => event.status !== "failed" && event.tokensAfter < event.tokensBefore)).toBe(true);
    expect(compactions.some((event) => event.status === "summarized")).toBe(true);
    expect(compactions.some((event) => event.clearedToolResults > 0)).toBe(true);
    // The summary prompt asks for decisions, files touched, open tasks and errors.
    expect(summaries[0]!.system).toMatch(/Decisions[\s\S]*Files touched[\s\S]*Open tasks[\s\S]*Errors/);

    // Every request sent was a valid transcript, and so is the saved thread.
    for (const request of requests) expectValidTranscript(request.messages);
    expectValidTranscript(result.messages);
    const first = result.messages[0]!;
    expect(first.content[0]).toEqual({ type: "text", text: "Read every page of the build log and tell me whether the build is clean." });
    expect(first.content.some((block) => block.type === "text" && block.text.startsWith(SUMMARY_PREFIX))).toBe(true);

    // The saved thread is the compacted form; the full history is kept beside it, and the state points to it.
    const saved = (await threads.load("long-run"))!;
    expect(saved.messages.length).toBe(result.messages.length);
    expect(saved.state[THREAD_COMPACTION_KEY]).toMatchObject({ historyThreadId: historyThreadId("long-run"), compactions: compactions.length - compactions.filter((event) => event.status === "failed").length });
    const history = (await threads.load(historyThreadId("long-run")))!;
    const archivedResults = history.messages.flatMap((message) => message.content.filter((block) => block.type === "tool_result" && !block.content.startsWith(CLEARED_RESULT_PREFIX)));
    // Every page the transcript no longer holds in full is in the history.
    const livePages = new Set(result.messages.flatMap((message) => message.content.flatMap((block) => (block.type === "tool_result" && block.content.startsWith("page ") ? [block.content.split("\n")[0]] : []))));
    const archivedPages = new Set(archivedResults.map((block) => (block.type === "tool_result" ? block.content.split("\n")[0] : "")));
    for (let page = 1; page <= 199; page++) expect(livePages.has(`page ${page}`) || archivedPages.has(`page ${page}`), `page ${page} is lost`).toBe(true);
  });

  it("a compaction that fails leaves the transcript as it was and says so", async () => {
    const model = scriptedModel(
      [
        { toolCalls: [{ name: "read_log", input: { page: 1 } }] },
        { toolCalls: [{ name: "read_log", input: { page: 2 } }] },
        { toolCalls: [{ name: "read_log", input: { page: 3 } }] },
        { text: "done" },
      ],
      { modelId: "small-model" },
    );
    const summarizer = scriptedModel([() => Promise.reject(new Error("summarizer overloaded"))]);
    const run = createAgent({
      model,
      tools: [logTool()],
      registry: createInterceptorRegistry(),
      modelLimits: { "small-model": { contextWindow: 4_000 } },
      compaction: { trigger: 0.5, keep: 2, model: summarizer, clearToolResults: false },
    }).run("read");
    const events = await collect(run);
    const result = await run;
    const failed = events.find((event) => event.type === "compaction");
    expect(failed).toMatchObject({ status: "failed", clearedToolResults: 0, summarizedMessages: 0 });
    expect(failed?.type === "compaction" && failed.error?.message).toMatch(/The summarizing model call failed: summarizer overloaded/);
    expect(failed?.type === "compaction" && failed.error?.name).toBe("CompactionError");
    // Nothing was summarized or cleared: all three pages are still there in full.
    const pages = result.messages.flatMap((message) => message.content.filter((block) => block.type === "tool_result" && block.content.startsWith("page ")));
    expect(pages).toHaveLength(3);
    expect(result.status).toBe("completed");
  });

  it("compaction: false and no option leave long transcripts alone", async () => {
    const turns: ScriptedTurn[] = [...Array.from({ length: 5 }, (_, index) => ({ toolCalls: [{ name: "read_log", input: { page: index } }] })), { text: "done" }];
    const run = createAgent({ model: scriptedModel(turns, { modelId: "small-model" }), tools: [logTool()], registry: createInterceptorRegistry(), modelLimits: { "small-model": { contextWindow: 2_000 } }, compaction: false }).run("read");
    const events = await collect(run);
    expect(events.some((event) => event.type === "compaction")).toBe(false);
  });

  it("CompactionProcessor compacts as a post-tool-call processor with the tokenLimit the loop passes", async () => {
    const seen: Array<number | undefined> = [];
    const turns: ScriptedTurn[] = [...Array.from({ length: 12 }, (_, index) => ({ toolCalls: [{ name: "read_log", input: { page: index + 1 } }] })), { text: "done" }];
    const processor = new CompactionProcessor({ model: scriptedModel(Array.from({ length: 20 }, () => ({ text: "Decisions: none. Open tasks: more pages." }))), trigger: 0.6, keep: 4 });
    const spy = {
      async modify(input: Parameters<CompactionProcessor["modify"]>[0]) {
        seen.push(input.tokenLimit);
        return { nextPrompt: input.nextPrompt, shouldExit: false };
      },
    };
    const result = await createAgent({
      model: scriptedModel(turns, { modelId: "test-model" }),
      tools: [logTool()],
      registry: createInterceptorRegistry(),
      modelLimits: { "test-model": { contextWindow: 12_000, maxOutputTokens: 500 } },
      processors: { postToolCallProcessors: [spy, processor] },
    }).run("read");
    expect(seen[0]).toBe(12_000);
    expect(result.status).toBe("completed");
    expectValidTranscript(result.messages);
    const full = result.messages.flatMap((message) => message.content.filter((block) => block.type === "tool_result" && block.content.startsWith("page ")));
    expect(full.length).toBeLessThan(12);
  });
});

describe("compactTranscript", () => {
  const accounting = new TokenAccounting(calibratedEstimator, { contextWindow: 10_000, maxOutputTokens: 1_000 });
  const estimate = (list: readonly Message[]) => accounting.estimateMessages(list);
  const at = new Date(0);
  const transcript = (): Message[] => {
    const messages: Message[] = [{ role: "user", content: [{ type: "text", text: "Fix the failing tests." }], timestamp: at }];
    for (let turn = 0; turn < 8; turn++) {
      messages.push({ role: "assistant", content: [{ type: "tool_use", id: `a${turn}`, name: "exec", input: { command: `npm test -- ${turn}` } }, { type: "tool_use", id: `b${turn}`, name: "read", input: { path: `src/f${turn}.ts` } }], timestamp: at });
      messages.push({ role: "user", content: [{ type: "tool_result", toolUseId: `a${turn}`, content: "x".repeat(3_000) }, { type: "tool_result", toolUseId: `b${turn}`, content: "y".repeat(1_000), isError: true }], timestamp: at });
    }
    messages.push({ role: "assistant", content: [{ type: "text", text: "Tests pass now." }], timestamp: at });
    messages.push({ role: "user", content: [{ type: "text", text: "Thanks. Now update the docs." }], timestamp: at });
    return messages;
  };

  it("first clears old tool results to a one-line stub naming the tool and the size, oldest first", async () => {
    const model = scriptedModel([]);
    const result = await compactTranscript({ messages: transcript(), overheadTokens: 0, estimate, threshold: 8_000, options: resolveCompactionOptions({ keep: 4 }), model });
    expect(result.status).toBe("cleared");
    expect(model.calls).toHaveLength(0);
    const firstResults = result.messages[2]!.content;
    expect(firstResults[0]).toEqual({ type: "tool_result", toolUseId: "a0", content: `${CLEARED_RESULT_PREFIX} result of exec, 3000 characters]` });
    expect(firstResults[1]).toMatchObject({ toolUseId: "b0", isError: true, content: `${CLEARED_RESULT_PREFIX} result of read, 1000 characters]` });
    expect(result.archived.map((message) => message.content[0]?.type === "tool_result" && message.content[0].toolUseId)).toEqual(["a0", "a1", "a2", "a3", "a4", "a5"].slice(0, result.archived.length));
    expect(result.tokensAfter).toBeLessThanOrEqual(8_000 * 0.6);
    expectValidTranscript(result.messages);
    // The last turns are verbatim.
    expect(result.messages.slice(-4)).toEqual(transcript().slice(-4));
  });

  it("then summarizes the oldest turns, keeping the first user message and the recent turns verbatim", async () => {
    const model = scriptedModel([{ text: "Decisions: ran the tests. Files touched: src/f0.ts … Open tasks: docs. Errors: reads failed." }]);
    const original = transcript();
    const result = await compactTranscript({ messages: original, overheadTokens: 0, estimate, threshold: 2_000, options: resolveCompactionOptions({ keep: 4 }), model });
    expect(result.status).toBe("summarized");
    expectValidTranscript(result.messages);
    expect(result.messages[0]!.content[0]).toEqual(original[0]!.content[0]);
    expect(result.messages[0]!.content[1]).toMatchObject({ type: "text", text: expect.stringContaining("Open tasks: docs") });
    expect(result.messages.slice(-2)).toEqual(original.slice(-2));
    expect(result.tokensAfter).toBeLessThan(result.tokensBefore);
    // The summarizer read the original results, not the stubs, and the archive holds what left the transcript.
    expect(JSON.stringify(model.calls[0]!.messages)).toContain("npm test -- 0");
    expect(result.archived.length).toBeGreaterThan(0);
    expect(result.archived.every((message) => original.includes(message))).toBe(true);
  });

  it("a second compaction folds the earlier summary into the new one", async () => {
    const model = scriptedModel([{ text: "first summary" }, { text: "second summary" }]);
    const options = resolveCompactionOptions({ keep: 2, clearToolResults: false });
    const once = await compactTranscript({ messages: transcript(), overheadTokens: 0, estimate, threshold: 2_000, options, model });
    const grown = [...once.messages, ...transcript().slice(1, 5), { role: "assistant" as const, content: [{ type: "text" as const, text: "ok" }], timestamp: at }, { role: "user" as const, content: [{ type: "text" as const, text: "go on" }], timestamp: at }];
    const twice = await compactTranscript({ messages: grown, overheadTokens: 0, estimate, threshold: 1_000, options, model });
    expect(twice.status).toBe("summarized");
    expect(JSON.stringify(model.calls[1]!.messages)).toContain("first summary");
    const summaries = twice.messages[0]!.content.filter((block) => block.type === "text" && block.text.startsWith(SUMMARY_PREFIX));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ text: expect.stringContaining("second summary") });
  });

  it("below the threshold nothing happens; an empty summary is a failure that changes nothing", async () => {
    const original = transcript();
    expect((await compactTranscript({ messages: original, overheadTokens: 0, estimate, threshold: 1_000_000, options: resolveCompactionOptions(), model: scriptedModel([]) })).status).toBe("skipped");
    const empty = await compactTranscript({ messages: original, overheadTokens: 0, estimate, threshold: 100, options: resolveCompactionOptions({ clearToolResults: false }), model: scriptedModel([{ text: "" }]) });
    expect(empty.status).toBe("failed");
    expect(empty.messages).toEqual(original);
    expect(empty.error?.message).toMatch(/no text/);
  });

  it("rejects options that cannot work", () => {
    expect(() => resolveCompactionOptions({ trigger: 0 })).toThrow(/trigger must be/);
    expect(() => resolveCompactionOptions({ keep: -1 })).toThrow(/keep must be/);
    expect(() => createAgent({ model: scriptedModel([]), compaction: { trigger: Number.NaN } })).toThrow(/createAgent: `compaction`.trigger/);
  });
});
