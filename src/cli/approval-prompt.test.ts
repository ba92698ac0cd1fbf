import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createApprovalPrompt, parseApprovalAnswer } from "./approval-prompt.js";
import { createLineReader } from "./line-reader.js";
import { createStyle } from "./render/style.js";
import type { ApprovalPrompt } from "../tools/approval.js";

const prompt: ApprovalPrompt = {
  agentId: "main",
  threadId: "t",
  runId: "r",
  cwd: "/w",
  toolName: "exec",
  toolCallId: "c1",
  args: { command: "git push --force" },
  reason: "rewrites remote history",
  rule: "git.force-push",
};

function streams(isTTY: boolean) {
  const stdin = Object.assign(new PassThrough(), { isTTY });
  const stderr = new PassThrough();
  let written = "";
  stderr.on("data", (chunk: Buffer) => {
    written += chunk.toString();
  });
  return { stdin, stderr, written: () => written };
}

describe("parseApprovalAnswer", () => {
  it.each([
    ["a", "allow"],
    ["y", "allow"],
    ["Yes", "allow"],
    [" allow ", "allow"],
    ["A", "allow_always"],
    ["always", "allow_always"],
    ["d", "deny"],
    ["", "deny"],
    ["maybe", "deny"],
    [undefined, "deny"],
  ] as const)("%j → %s", (line, decision) => {
    expect(parseApprovalAnswer(line)).toBe(decision);
  });
});

describe("createApprovalPrompt", () => {
  it("asks on a terminal, showing the call, the reason and the rule, and reads the answer", async () => {
    const io = streams(true);
    const approvals = createApprovalPrompt({ mode: "prompt", stdin: io.stdin, stderr: io.stderr, env: {}, style: createStyle(false) });
    expect(approvals.interactive).toBe(true);
    const answer = approvals.handler(prompt);
    io.stdin.write("A\n");
    expect(await answer).toBe("allow_always");
    expect(io.written()).toContain("? Allow exec git push --force\n  reason: rewrites remote history [git.force-push]\n");
    expect(io.written()).toContain("[d] deny (default) › ");
    approvals.close();
  });

  it.each([
    ["prompt", false, {}, "no interactive terminal to ask"],
    ["prompt", true, { CI: "true" }, "no interactive terminal to ask"],
    ["deny", true, {}, "approvals are set to deny"],
  ] as const)("denies at once in mode %s (terminal: %s, env %j), saying why", async (mode, isTTY, env, why) => {
    const io = streams(isTTY);
    const approvals = createApprovalPrompt({ mode, stdin: io.stdin, stderr: io.stderr, env, style: createStyle(false) });
    expect(approvals.interactive).toBe(false);
    expect(await approvals.handler(prompt)).toBe("deny");
    expect(io.written()).toContain(`✘ denied (${why})`);
    expect(io.written()).toContain("reason: rewrites remote history");
  });

  it("in stdin mode reads answers from a pipe, one per question, and denies at the end of input", async () => {
    const io = streams(false);
    const approvals = createApprovalPrompt({ mode: "stdin", stdin: io.stdin, stderr: io.stderr, env: { CI: "1" }, style: createStyle(false) });
    io.stdin.end("a\nd\n");
    expect(await approvals.handler(prompt)).toBe("allow");
    expect(await approvals.handler(prompt)).toBe("deny");
    expect(await approvals.handler(prompt)).toBe("deny");
  });
});

describe("createLineReader", () => {
  it("keeps lines typed ahead for later questions, handles CRLF and a last line without newline", async () => {
    const stream = new PassThrough();
    const lines = createLineReader(stream);
    stream.write("one\r\ntwo\nthr");
    expect(await lines.next()).toBe("one");
    stream.end("ee");
    expect(await lines.next()).toBe("two");
    expect(await lines.next()).toBe("three");
    expect(await lines.next()).toBeUndefined();
  });

  it("pauses the stream when nobody waits, and close() answers pending reads", async () => {
    const stream = new PassThrough();
    const lines = createLineReader(stream);
    const first = lines.next();
    stream.write("x\n");
    expect(await first).toBe("x");
    expect(stream.isPaused()).toBe(true);
    const pending = lines.next();
    lines.close();
    expect(await pending).toBeUndefined();
  });
});
