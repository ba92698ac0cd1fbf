import { describe, expect, it } from "vitest";
import { parseAuditLog } from "./read-audit-log.js";
import { summarizeAudit } from "./summarize-audit.js";

const base = { v: 1, time: "2026-01-01T00:00:00.000Z", threadId: "t", agentId: "main" };
const log = [
  { ...base, runId: "run-a", type: "run.start" },
  { ...base, runId: "run-a", type: "model.call", iteration: 1, status: "ok", usage: { inputTokens: 10, outputTokens: 2 }, durationMs: 5 },
  { ...base, runId: "run-a", type: "decision", hook: "tool.before", interceptorId: "guard", decision: "blocked", tool: "exec", toolCallId: "c1", rule: "fs.rm" },
  { ...base, runId: "run-a", type: "tool.call", tool: "exec", toolCallId: "c1", args: { command: "rm -rf /" }, status: "blocked", decisions: [{ hook: "tool.before", interceptorId: "guard", decision: "blocked" }], durationMs: 1, outputChars: 50, isError: true },
  { ...base, runId: "run-a", type: "tool.call", tool: "read", toolCallId: "c2", args: { path: "a" }, status: "ok", decisions: [], durationMs: 1, outputChars: 3, isError: false },
  { ...base, runId: "run-a", type: "run.end", status: "completed", usage: { inputTokens: 10, outputTokens: 2 }, iterations: 1, toolCalls: { blocked: 1, ok: 1 }, durationMs: 9 },
  { ...base, runId: "run-b", type: "run.start" },
  { ...base, runId: "run-b", type: "tool.start", tool: "exec", toolCallId: "c3", args: { command: "sleep 100" } },
]
  .map((line) => JSON.stringify(line))
  .join("\n");

describe("readAuditLog and summarizeAudit", () => {
  it("summarises runs, shows a call cut off by a kill as unfinished, and filters by run, tool and decision", () => {
    const { records, problems } = parseAuditLog(`${log}\n`);
    expect(problems).toEqual([]);
    const all = summarizeAudit(records);
    expect(all.runs.map((run) => [run.runId, run.status, run.modelCalls, run.toolCalls, run.blocked])).toEqual([
      ["run-a", "completed", 1, 2, 1],
      ["run-b", "unfinished", 0, 0, 0],
    ]);
    expect(all.toolCalls.map((call) => [call.toolCallId, call.status])).toEqual([
      ["c1", "blocked"],
      ["c2", "ok"],
      ["c3", "unfinished"],
    ]);
    expect(summarizeAudit(records, { run: "run-b" }).toolCalls.map((call) => call.toolCallId)).toEqual(["c3"]);
    expect(summarizeAudit(records, { tool: "read" }).toolCalls.map((call) => call.toolCallId)).toEqual(["c2"]);
    const blocked = summarizeAudit(records, { decision: "blocked" });
    expect(blocked.toolCalls.map((call) => call.toolCallId)).toEqual(["c1"]);
    expect(blocked.decisions).toHaveLength(1);
    expect(summarizeAudit(records, { tool: "exec", decision: "ok" }).toolCalls).toEqual([]);
  });

  it("skips lines it cannot read and says which, and reads the first format's decision lines", () => {
    const legacy = JSON.stringify({ time: base.time, runId: "old", threadId: "t", agentId: "main", hook: "tool.before", interceptorId: "g", decision: "blocked" });
    const text = [legacy, "{ half a line", JSON.stringify({ ...base, v: 99, runId: "r", type: "run.start" }), JSON.stringify({ ...base, runId: "r", type: "nope" }), "[]"].join("\n");
    const { records, problems } = parseAuditLog(text);
    expect(records).toEqual([expect.objectContaining({ type: "decision", runId: "old", decision: "blocked" })]);
    expect(problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5]);
    expect(problems[0]!.message).toMatch(/^not JSON/);
    expect(problems[1]!.message).toMatch(/schema version 99/);
  });
});
