// The processor families of the Codebolt document: signatures, array order, and which can stop the loop.
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  AtFileProcessorModifier,
  createAgent,
  createInterceptorRegistry,
  defineTool,
  DirectoryContextModifier,
  LoopDetectionModifier,
  scriptedModel,
} from "../../src/index.js";
import type {
  FlatUserMessage,
  LLMCompletion,
  MessageModifier,
  PostInferenceProcessor,
  PostToolCallProcessor,
  PreInferenceProcessor,
  PreToolCallProcessor,
  ProcessedMessage,
  ToolResult,
} from "../../src/index.js";

const workspace = mkdtempSync(path.join(tmpdir(), "loopgate-processors-"));
mkdirSync(path.join(workspace, "src"));
writeFileSync(path.join(workspace, "src", "app.ts"), "export const answer = 42;\n");
writeFileSync(path.join(workspace, ".env"), "TOKEN=secret-value\n");
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const echo = defineTool({ name: "echo", description: "echo", inputSchema: z.object({ text: z.string() }), execute: ({ text }) => ({ output: text }) });

function record(trace: string[], label: string) {
  const modifier: MessageModifier & PreInferenceProcessor = {
    async modify(_original: FlatUserMessage, created: ProcessedMessage) {
      trace.push(label);
      return created;
    },
  };
  return modifier;
}

describe("Codebolt processor families (seed 003)", () => {
  it("runs the document's ordering example: directory context, @file mentions, loop detection", async () => {
    const model = scriptedModel([
      { toolCalls: [{ name: "echo", input: { text: "same" } }] },
      { toolCalls: [{ name: "echo", input: { text: "same" } }] },
      { toolCalls: [{ name: "echo", input: { text: "same" } }] },
      { text: "ok, changing course" },
    ]);
    const agent = createAgent({
      model,
      tools: [echo],
      registry: createInterceptorRegistry(),
      cwd: workspace,
      systemPrompt: "You are helpful.",
      processors: {
        messageModifiers: [
          new DirectoryContextModifier(),
          new AtFileProcessorModifier({ home: path.join(workspace, "home") }),
        ],
        postInferenceProcessors: [
          new LoopDetectionModifier(),
        ],
      },
    });
    const result = await agent.run("Explain @src/app.ts and @.env please");
    expect(result.status).toBe("completed");
    const first = model.calls[0]!;
    expect(first.system).toContain("You are helpful.");
    expect(first.system).toContain(`Working directory: ${workspace}`);
    expect(first.system).toMatch(/src\//);
    const userText = first.messages[0]!.content.map((block) => (block.type === "text" ? block.text : "")).join("\n");
    expect(userText).toContain('<file path="src/app.ts">\nexport const answer = 42;');
    expect(userText).toMatch(/<file path="\.env" error="Access denied: .*not read" \/>/);
    expect(userText).not.toContain("secret-value");
    // The third identical tool batch triggers the loop note, placed after that turn's tool results.
    const fourth = model.calls[3]!.messages.at(-1)!;
    expect(fourth.content[0]).toMatchObject({ type: "tool_result" });
    expect(fourth.content.at(-1)).toMatchObject({ type: "text", text: expect.stringContaining("repeated the same action") });
    expect(model.calls[2]!.messages.flatMap((message) => message.content).some((block) => block.type === "text" && block.text.includes("repeated the same action"))).toBe(false);
  });

  it("runs each family at its point in the loop, in array order, with the document's signatures", async () => {
    const trace: string[] = [];
    const post: PostInferenceProcessor = {
      async modify(sent: ProcessedMessage, response: LLMCompletion, next: ProcessedMessage) {
        trace.push(`post-inference:${response.stopReason}:${next.message.messages.at(-1)!.role}:${sent.message.messages.length}`);
        return next;
      },
    };
    const preTool: PreToolCallProcessor = {
      async modify(input) {
        trace.push(`pre-tool:${input.rawLLMResponseMessage.content.length}`);
        return { nextPrompt: input.nextPrompt };
      },
    };
    const postTool: PostToolCallProcessor = {
      async modify(input) {
        const results: ToolResult[] = input.toolResults ?? [];
        trace.push(`post-tool:${results.map((result) => result.result.output).join(",")}`);
        return { nextPrompt: input.nextPrompt, shouldExit: false };
      },
    };
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "r1" } }] }, { text: "done" }]);
    await createAgent({
      model,
      tools: [echo],
      registry: createInterceptorRegistry(),
      processors: {
        messageModifiers: [record(trace, "modifier-1"), record(trace, "modifier-2")],
        preInferenceProcessors: [record(trace, "pre-inference")],
        postInferenceProcessors: [post],
        preToolCallProcessors: [preTool],
        postToolCallProcessors: [postTool],
      },
    }).run("go");
    expect(trace).toEqual([
      "modifier-1",
      "modifier-2",
      "pre-inference",
      "post-inference:tool_use:assistant:1",
      "pre-tool:1",
      "post-tool:r1",
      "pre-inference",
      "post-inference:end_turn:assistant:3",
      "pre-tool:1",
    ]);
  });

  it("a pre-tool-call processor's shouldExit stops the run before tools run, transcript still valid", async () => {
    let ran = false;
    const guardedEcho = defineTool({ name: "echo", description: "e", inputSchema: z.object({ text: z.string() }), execute: () => ((ran = true), { output: "x" }) });
    const stopper: PreToolCallProcessor = { async modify(input) { return { nextPrompt: input.nextPrompt, shouldExit: true }; } };
    const result = await createAgent({
      model: scriptedModel([{ toolCalls: [{ id: "c1", name: "echo", input: { text: "a" } }] }]),
      tools: [guardedEcho],
      registry: createInterceptorRegistry(),
      processors: { preToolCallProcessors: [stopper] },
    }).run("go");
    expect(result.status).toBe("stopped");
    expect(ran).toBe(false);
    expect(result.messages.at(-1)!.content[0]).toMatchObject({ type: "tool_result", toolUseId: "c1", isError: true });
  });

  it("a post-tool-call processor's shouldExit stops the run after tools ran", async () => {
    const stopper: PostToolCallProcessor = { async modify(input) { return { nextPrompt: input.nextPrompt, shouldExit: true }; } };
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }] }, { text: "never" }]);
    const result = await createAgent({ model, tools: [echo], registry: createInterceptorRegistry(), processors: { postToolCallProcessors: [stopper] } }).run("go");
    expect(result.status).toBe("stopped");
    expect(model.calls).toHaveLength(1);
  });

  it("a pre-inference processor can compress the prompt that is sent", async () => {
    const compress: PreInferenceProcessor = {
      async modify(_original, created) {
        return { ...created, message: { ...created.message, messages: created.message.messages.slice(-1) } };
      },
    };
    const model = scriptedModel([{ text: "one" }, { text: "two" }]);
    const agent = createAgent({ model, registry: createInterceptorRegistry(), processors: { preInferenceProcessors: [compress] } });
    await agent.run("first", { threadId: "t" });
    await agent.run("second", { threadId: "t" });
    expect(model.calls[1]!.messages).toHaveLength(1);
  });

  it("a processor that throws ends the run with status error", async () => {
    const broken: PostInferenceProcessor = { async modify() { throw new Error("nope"); } };
    const result = await createAgent({ model: scriptedModel([{ text: "x" }]), registry: createInterceptorRegistry(), processors: { postInferenceProcessors: [broken] } }).run("go");
    expect(result.status).toBe("error");
    expect(result.error).toMatchObject({ code: "PROCESSOR_FAILED" });
  });
});
