import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { AgentEvent } from "../../loop/events.js";
import { formatSummaryTable, summarizeDecisions } from "./decision-summary.js";
import { describeCall, summarizeResult } from "./describe-call.js";
import { createRunRenderer } from "./run-renderer.js";
import { createSpinner } from "./spinner.js";
import { createStyle, stripAnsi, useColor } from "./style.js";

const scope = { runId: "r", threadId: "t", agentId: "main" };
const call = { type: "tool_use" as const, id: "c1", name: "exec", input: { command: "npm test" } };

function capture(isTTY = false) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = "";
  stream.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream, text: () => text };
}

describe("useColor", () => {
  it("follows NO_COLOR, FORCE_COLOR, the terminal and TERM=dumb", () => {
    expect(useColor({ isTTY: true }, {})).toBe(true);
    expect(useColor({ isTTY: false }, {})).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
    expect(useColor({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
    expect(useColor({ isTTY: true }, { FORCE_COLOR: "0" })).toBe(false);
    expect(useColor({ isTTY: true }, { TERM: "dumb" })).toBe(false);
    expect(createStyle(false).red("x")).toBe("x");
    expect(stripAnsi(createStyle(true).red("x"))).toBe("x");
  });
});

describe("describeCall / summarizeResult", () => {
  it("shows the essential argument of each tool on one line", () => {
    expect(describeCall("exec", { command: "npm test\n  && echo ok" })).toBe("npm test ⏎ && echo ok");
    expect(describeCall("read", { path: "src/a.ts", offset: 3 })).toBe("src/a.ts");
    expect(describeCall("memory_search", { query: "x" })).toBe('{"query":"x"}');
    expect(describeCall("exec", { command: "x".repeat(200) }, 10)).toBe("xxxxxxxxx…");
  });

  it("summarizes results: exec's last line and status, read's line count, else the first line", () => {
    expect(summarizeResult("exec", "[debug] token\n2 of 4 failed\n\n[exit code 1]")).toBe("2 of 4 failed · exit code 1");
    expect(summarizeResult("exec", "(no output)\n\n[exit code 0]")).toBe("(no output) · exit code 0");
    expect(summarizeResult("read", "1\ta\n2\tb\n3\tc")).toBe("3 lines");
    expect(summarizeResult("edit", "\nEdited a.ts: replaced 1 occurrence\nmore")).toBe("Edited a.ts: replaced 1 occurrence");
  });
});

describe("createRunRenderer", () => {
  it("streams text to stdout and activity to stderr, never splitting a terminal line", () => {
    const stdout = capture(true);
    const stderr = capture(true);
    const renderer = createRunRenderer({ stdout: stdout.stream, stderr: stderr.stream, style: createStyle(false), spinner: createSpinner(stderr.stream, { enabled: false }) });
    const events: AgentEvent[] = [
      { ...scope, type: "run.start", input: "go" },
      { ...scope, type: "message", message: { role: "user", content: [{ type: "text", text: "go" }], timestamp: new Date() } },
      { ...scope, type: "model.delta", iteration: 1, delta: { type: "text_delta", text: "Running " } },
      { ...scope, type: "model.delta", iteration: 1, delta: { type: "text_delta", text: "tests" } },
      { ...scope, type: "interceptor", event: { ...scope, name: "tool.before", interceptorId: "g", action: "ask", toolName: "exec", toolCallId: "c1", reason: "why" } },
      { ...scope, type: "model.response", iteration: 1, synthetic: false, response: { content: [{ type: "text", text: "Running tests" }, call], stopReason: "tool_use", usage: { inputTokens: 1, outputTokens: 1 } } },
      { ...scope, type: "tool.start", call, toolName: "exec", toolCallId: call.id, args: call.input },
      { ...scope, type: "tool.end", call, toolName: "exec", toolCallId: call.id, status: "ok", result: { output: "1 passed\n\n[exit code 0]" }, durationMs: 1234 },
      { ...scope, type: "message", message: { role: "user", content: [{ type: "text", text: "Stop repeating yourself" }], timestamp: new Date() } },
      { ...scope, type: "loop.decision", interceptor: "tool-execution", decision: "CONTINUE" },
      { ...scope, type: "loop.decision", interceptor: "reviewer", decision: "CONTINUE", reasoning: "tests missing" },
      { ...scope, type: "model.response", iteration: 2, synthetic: false, response: { content: [{ type: "text", text: "Done." }], stopReason: "end_turn", usage: { inputTokens: 1, outputTokens: 1 } } },
    ];
    for (const event of events) renderer.render(event);
    renderer.flush();
    expect(stdout.text()).toBe("Running tests\nDone.\n");
    expect(stderr.text()).toBe(
      [
        '  🙋 g · asks before exec — "why"',
        "  ▸ exec npm test",
        "    ✓ 1.2s 1 passed · exit code 0",
        '  ↳ "Stop repeating yourself"',
        "  ↻ reviewer · continue — tests missing",
        "",
      ].join("\n"),
    );
  });

  it("shows a blocked call once (the guard's line), not as a tool result too", () => {
    const out = capture();
    const renderer = createRunRenderer({ stdout: out.stream, stderr: out.stream, style: createStyle(false), spinner: createSpinner(out.stream, { enabled: false }) });
    renderer.render({ ...scope, type: "interceptor", event: { ...scope, name: "tool.before", interceptorId: "guard", action: "blocked", toolName: "exec", toolCallId: "c1", reason: "no" } });
    renderer.render({ ...scope, type: "tool.blocked", call, toolName: "exec", toolCallId: call.id, reason: "no", interceptorId: "guard" });
    renderer.render({ ...scope, type: "tool.end", call, toolName: "exec", toolCallId: call.id, status: "blocked", result: { output: '{"status":"blocked"}', isError: true }, durationMs: 0 });
    expect(out.text()).toBe('  🛡️ guard · blocked exec — "no"\n');
  });
});

describe("summarizeDecisions / formatSummaryTable", () => {
  it("counts decisions by interceptor and hook, and aligns the table", () => {
    const interceptor = (interceptorId: string, name: "tool.before" | "tool.after", action: "blocked" | "result_mutated"): AgentEvent => ({
      ...scope,
      type: "interceptor",
      event: { ...scope, name, interceptorId, action },
    });
    const rows = summarizeDecisions([
      interceptor("builtin:security-audit", "tool.before", "blocked"),
      { ...scope, type: "loop.decision", interceptor: "checks", decision: "CONTINUE" },
      interceptor("redact", "tool.after", "result_mutated"),
      interceptor("builtin:security-audit", "tool.before", "blocked"),
      { ...scope, type: "loop.decision", interceptor: "checks", decision: "COMPLETE" },
      { ...scope, type: "tool.approval", call, toolName: "exec", toolCallId: call.id, reason: "r", answer: "deny" },
    ]);
    expect(rows).toEqual([
      { interceptorId: "builtin:security-audit", hook: "tool.before", decisions: { blocked: 2 } },
      { interceptorId: "redact", hook: "tool.after", decisions: { result_mutated: 1 } },
      { interceptorId: "approval", hook: "approval", decisions: { deny: 1 } },
      { interceptorId: "checks", hook: "loop", decisions: { continue: 1 } },
    ]);
    expect(formatSummaryTable(rows, createStyle(false)).split("\n")).toEqual([
      "Interceptor             Hook         Decisions",
      `${"─".repeat(22)}  ${"─".repeat(11)}  ${"─".repeat(17)}`,
      "builtin:security-audit  tool.before  blocked ×2",
      "redact                  tool.after   result_mutated ×1",
      "approval                approval     deny ×1",
      "checks                  loop         continue ×1",
    ]);
  });
});
