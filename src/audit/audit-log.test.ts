import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigurationError } from "../errors/index.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import { scriptedModel } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { createAuditLog } from "./audit-log.js";
import type { AuditRecord } from "./audit-record.js";

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
        { toolCalls: [{ id: "c1", name: "exec", input: { command: "rm -rf build" } }] },
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
    const tool = lines.filter((line) => line.hook !== "loop");
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
      expect(line.runId).toBe(result.runId);
      expect(new Date(line.time).toISOString()).toBe(line.time);
    }
    expect(lines.filter((line) => line.hook === "loop").map((line) => [line.interceptorId, line.decision])).toEqual([
      ["tool-execution", "continue"],
      ["tool-execution", "continue"],
      ["tool-execution", "complete"],
    ]);
    // The ask and the approval were on disk before the tool ran.
    expect(seenByTool).toEqual([5]);
    expect(audit.written).toBe(lines.length);
  });

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
