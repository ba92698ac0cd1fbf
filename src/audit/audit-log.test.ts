import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigurationError } from "../errors/index.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import { scriptedModel } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { createAuditLog } from "./audit-log.js";
import { AUDIT_SCHEMA_VERSION, type AuditDecision, type AuditModelCall, type AuditRecord, type AuditToolCall } from "./audit-record.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "loopgate-audit-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const readLines = (file: string): AuditRecord[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditRecord);

describe("createAuditLog", () => {
  it("appends one line per decision, with the arguments after rewrites, on disk before the tool runs", async () => {
    const file = path.join(dir, "logs", "audit.jsonl");
    writeFileSync(path.join(dir, "marker"), "");
    const audit = createAuditLog(file);
    const seenByTool: number[] = [];
    const shell = defineTool({
      name: "exec",
      description: "Runs a command.",
      inputSchema: z.object({ command: z.string(), timeout: z.number().optional() }),
      execute: ({ command }) => {
        seenByTool.push(readLines(file).length);
        return { output: `ran ${command} with token sk-123` };
      },
    });
    const registry = createInterceptorRegistry();
    registry.add([
      {
        id: "test:no-rm",
        name: "tool.before",
        priority: 10,
        toolMatcher: /^exec$/,
        handler: (input, output) => {
          if (String(output.args.command).startsWith("rm")) Object.assign(output, { block: true, blockReason: "no rm", blockRule: "fs.rm" });
        },
      },
      {
        id: "test:timeout",
        name: "tool.before",
        toolMatcher: /^exec$/,
        handler: (_input, output) => {
          output.args = { ...output.args, timeout: 30 };
        },
      },
      {
        id: "test:ask-curl",
        name: "tool.before",
        priority: -1,
        toolMatcher: /^exec$/,
        handler: (_input, output) => {
          if (String(output.args.command).startsWith("curl")) output.ask = { reason: "network access", rule: "net.curl" };
        },
      },
      {
        id: "test:redact",
        name: "tool.after",
        handler: (_input, output) => {
          output.result = { ...output.result, output: output.result.output.replace(/sk-\w+/, "[redacted]") };
        },
      },
    ]);
    const agent = createAgent({
      model: scriptedModel([
        { toolCalls: [{ id: "c1", name: "exec", input: { command: "rm -rf build" } }], usage: { inputTokens: 12, outputTokens: 3 } },
        { toolCalls: [{ id: "c2", name: "exec", input: { command: "curl example.com" } }] },
        { text: "done" },
      ]),
      tools: [shell],
      registry,
      onApproval: () => "allow",
      onEvent: (event) => audit.record(event),
    });
    const result = await agent.run("clean up", { threadId: "audit-thread" });
    audit.close();
    expect(result.status).toBe("completed");

    const lines = readLines(file);
    const decisions = lines.filter((line): line is AuditDecision => line.type === "decision");
    const tool = decisions.filter((line) => line.hook !== "loop");
    expect(tool.map((line) => [line.interceptorId, line.decision, line.toolCallId])).toEqual([
      ["test:no-rm", "blocked", "c1"],
      ["test:timeout", "args_mutated", "c2"],
      ["test:ask-curl", "ask", "c2"],
      ["approval", "approved", "c2"],
      ["test:redact", "result_mutated", "c2"],
    ]);
    expect(tool[0]).toMatchObject({ hook: "tool.before", tool: "exec", reason: "no rm", rule: "fs.rm", args: { command: "rm -rf build" }, threadId: "audit-thread" });
    expect(tool[2]).toMatchObject({ reason: "network access", rule: "net.curl", args: { command: "curl example.com", timeout: 30 } });
    expect(tool[4]).toMatchObject({ hook: "tool.after", args: { command: "curl example.com", timeout: 30 } });
    for (const line of lines) {
      expect(line).toMatchObject({ v: AUDIT_SCHEMA_VERSION, runId: result.runId, agentId: "main" });
      expect(new Date(line.time).toISOString()).toBe(line.time);
    }
    expect(decisions.filter((line) => line.hook === "loop").map((line) => [line.interceptorId, line.decision])).toEqual([
      ["tool-execution", "continue"],
      ["tool-execution", "continue"],
      ["tool-execution", "complete"],
    ]);
    // Every tool call, with its final arguments, its decision path and how it ended.
    const calls = lines.filter((line): line is AuditToolCall => line.type === "tool.call");
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      tool: "exec",
      toolCallId: "c1",
      status: "blocked",
      blockedBy: "test:no-rm",
      rule: "fs.rm",
      reason: "no rm",
      args: { command: "rm -rf build" },
      decisions: [{ hook: "tool.before", interceptorId: "test:no-rm", decision: "blocked", rule: "fs.rm", reason: "no rm" }],
      isError: true,
    });
    expect(calls[1]).toMatchObject({
      tool: "exec",
      toolCallId: "c2",
      status: "ok",
      approval: "approved",
      args: { command: "curl example.com", timeout: 30 },
      outputChars: "ran curl example.com with token [redacted]".length,
      isError: false,
    });
    expect(calls[1]!.decisions.map((step) => `${step.hook} ${step.interceptorId} ${step.decision}`)).toEqual([
      "tool.before test:timeout args_mutated",
      "tool.before test:ask-curl ask",
      "tool.before approval approved",
      "tool.after test:redact result_mutated",
    ]);
    expect(calls[1]!.durationMs).toBeGreaterThanOrEqual(0);
    // No bodies unless asked for.
    expect(calls[1]).not.toHaveProperty("output");
    const models = lines.filter((line): line is AuditModelCall => line.type === "model.call");
    expect(models.map((line) => [line.iteration, line.provider, line.model, line.status, line.stopReason, line.toolCalls])).toEqual([
      [1, "scripted", "scripted", "ok", "tool_use", 1],
      [2, "scripted", "scripted", "ok", "tool_use", 1],
      [3, "scripted", "scripted", "ok", "end_turn", 0],
    ]);
    expect(models[0]).toMatchObject({ usage: { inputTokens: 12, outputTokens: 3 } });
    expect(models[0]).not.toHaveProperty("response");
    expect(lines[0]).toEqual({ v: 1, type: "run.start", time: lines[0]!.time, runId: result.runId, threadId: "audit-thread", agentId: "main" });
    expect(lines.at(-1)).toMatchObject({ type: "run.end", status: "completed", iterations: 3, usage: { inputTokens: 12, outputTokens: 3 }, toolCalls: { blocked: 1, ok: 1 } });
    // The ask, the approval and the start were on disk before the tool ran.
    expect(seenByTool).toEqual([lines.findIndex((line) => line.type === "tool.start") + 1]);
    expect(audit.written).toBe(lines.length);
  });

  it("records message bodies only with `content: true`", async () => {
    const file = path.join(dir, "content.jsonl");
    const audit = createAuditLog(file, { content: true, fsync: false });
    const echo = defineTool({ name: "echo", description: "Echoes.", inputSchema: z.object({ text: z.string() }), execute: ({ text }) => ({ output: text }) });
    const agent = createAgent({
      model: scriptedModel([{ text: "calling", toolCalls: [{ id: "e1", name: "echo", input: { text: "hello" } }] }, { text: "done" }]),
      tools: [echo],
      registry: createInterceptorRegistry(),
      onEvent: (event) => audit.record(event),
    });
    await agent.run("say hello");
    audit.close();
    const lines = readLines(file);
    expect(lines[0]).toMatchObject({ type: "run.start", input: "say hello" });
    const model = lines.find((line): line is AuditModelCall => line.type === "model.call")!;
    expect(model.response).toEqual([{ type: "text", text: "calling" }, { type: "tool_use", id: "e1", name: "echo", input: { text: "hello" } }]);
    expect(model.request).toMatchObject({ messages: [{ role: "user", content: [{ type: "text", text: "say hello" }] }] });
    expect(lines.find((line) => line.type === "tool.call")).toMatchObject({ output: "hello", outputChars: 5 });
  });

  it("records a failed model call and the run's error", async () => {
    const file = path.join(dir, "failed.jsonl");
    const audit = createAuditLog(file, { fsync: false });
    const broken = { provider: "broken", modelId: "b-1", generate: () => Promise.reject(new Error("connection reset")) };
    const agent = createAgent({ model: broken, registry: createInterceptorRegistry(), onEvent: (event) => audit.record(event) });
    const result = await agent.run("x");
    audit.close();
    expect(result.status).toBe("error");
    const lines = readLines(file);
    expect(lines.map((line) => line.type)).toEqual(["run.start", "model.call", "run.end"]);
    expect(lines[1]).toMatchObject({ provider: "broken", model: "b-1", status: "error", error: expect.stringContaining("connection reset") });
    expect(lines[2]).toMatchObject({ status: "error", error: { name: "ModelError", message: expect.stringContaining("connection reset") } });
  });

  it("writes the run's cost when the price table knows the model, and none when it does not", async () => {
    const file = path.join(dir, "cost.jsonl");
    const audit = createAuditLog(file, { fsync: false });
    for (const modelId of ["claude-sonnet-4-5", "no-such-model"]) {
      const model = scriptedModel([{ text: "hi", usage: { inputTokens: 1_000, outputTokens: 200 } }], { provider: "anthropic", modelId });
      await createAgent({ model, registry: createInterceptorRegistry(), onEvent: (event) => audit.record(event) }).run("x");
    }
    audit.close();
    const ends = readLines(file).filter((line) => line.type === "run.end");
    expect(ends[0]).toMatchObject({ costUsd: expect.any(Number) });
    expect((ends[0] as { costUsd: number }).costUsd).toBeGreaterThan(0);
    expect(ends[1]).not.toHaveProperty("costUsd");
  });

  it("leaves every line up to the kill when the process is SIGKILLed mid-tool", async () => {
    const file = path.join(dir, "killed.jsonl");
    const marker = path.join(dir, "marker");
    const fixture = fileURLToPath(new URL("./__fixtures__/killed-run.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", fixture, file, marker], { stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    for (let waited = 0; !existsSync(marker); waited += 20) {
      if (waited > 30_000) throw new Error("the fixture never reached its hanging tool call");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    const text = readFileSync(file, "utf8");
    expect(text.endsWith("\n")).toBe(true);
    const lines = readLines(file);
    expect(lines.map((line) => line.type)).toEqual(["run.start", "model.call", "decision", "tool.start", "tool.call", "decision", "model.call", "decision", "tool.start"]);
    expect(lines[4]).toMatchObject({ type: "tool.call", toolCallId: "first", status: "ok", args: { name: "one!" } });
    expect(lines[7]).toMatchObject({ type: "decision", toolCallId: "second", decision: "args_mutated", args: { name: "two!", hang: true } });
    // What was running when the process died.
    expect(lines[8]).toMatchObject({ type: "tool.start", tool: "step", toolCallId: "second", args: { name: "two!", hang: true } });
  }, 40_000);

  it("appends to an existing log instead of replacing it", () => {
    const file = path.join(dir, "audit.jsonl");
    writeFileSync(file, '{"earlier":true}\n');
    const audit = createAuditLog(file);
    audit.record({ type: "loop.decision", interceptor: "x", decision: "COMPLETE", runId: "r", threadId: "t", agentId: "a" });
    audit.close();
    expect(readFileSync(file, "utf8").split("\n")[0]).toBe('{"earlier":true}');
    expect(readLines(file)).toHaveLength(2);
  });

  it("fails with a clear error when the file cannot be opened", () => {
    writeFileSync(path.join(dir, "file"), "");
    expect(() => createAuditLog(path.join(dir, "file", "audit.jsonl"))).toThrow(ConfigurationError);
    expect(() => createAuditLog(path.join(dir, "file", "audit.jsonl"))).toThrow(/Cannot open the audit log/);
  });

  it.skipIf(!existsSync("/dev/full"))("keeps the first write failure, reports it once, and never throws into the run", () => {
    const failures: Error[] = [];
    const audit = createAuditLog("/dev/full", { onFailure: (error) => failures.push(error) });
    const event = { type: "loop.decision", interceptor: "x", decision: "CONTINUE", runId: "r", threadId: "t", agentId: "a" } as const;
    expect(() => audit.record(event)).not.toThrow();
    expect(() => audit.record(event)).not.toThrow();
    audit.close();
    expect(failures).toHaveLength(1);
    expect(audit.failure?.message).toMatch(/Cannot write to the audit log \/dev\/full: .*ENOSPC/);
    expect(audit.written).toBe(0);
  });
});
