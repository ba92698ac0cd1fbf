import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAgentHook, type AgentHookOptions } from "../agent-hooks.js";
import { responseFailed } from "./session-hooks.js";
import { createSessionStore } from "./session-store.js";

let dir: string;
let options: AgentHookOptions;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "loopgate-session-hooks-"));
  options = { store: createSessionStore({ dir: path.join(dir, "sessions") }), cwd: dir };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const event = (fields: Record<string, unknown>) => JSON.stringify({ session_id: "s1", transcript_path: "/tmp/t.jsonl", cwd: dir, ...fields });
const post = (tool_name: string, tool_input: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  event({ hook_event_name: "PostToolUse", tool_name, tool_input, tool_response: { stdout: "", stderr: "", interrupted: false }, ...extra });

describe("the loop guard across a session (PostToolUse)", () => {
  it("warns from the 3rd repeat and stops the session at the 5th (Claude Code)", async () => {
    const outputs = [];
    for (let i = 0; i < 5; i++) outputs.push(await runAgentHook("claude", post("Bash", { command: "make", description: `try ${i}` }), options));
    expect(outputs.slice(0, 2).map((output) => output.stdout)).toEqual(["", ""]);
    for (const warning of outputs.slice(2, 4)) {
      const parsed = JSON.parse(warning.stdout);
      expect(parsed.hookSpecificOutput.hookEventName).toBe("PostToolUse");
      expect(parsed.hookSpecificOutput.additionalContext).toMatch(/^loopgate: You are repeating yourself without making progress: the same call to Bash, [34] times/);
    }
    const stop = JSON.parse(outputs[4]!.stdout);
    expect(stop.continue).toBe(false);
    expect(stop.stopReason).toBe(
      "loopgate: Loop guard: the same call to Bash, 5 times (hard limit 5). I stopped here because I kept repeating the same actions without making progress.",
    );
    expect(outputs.every((output) => output.exitCode === 0)).toBe(true);
  });

  it("counts a failing call retried (PostToolUseFailure), keeps sessions apart, and speaks Gemini's AfterTool", async () => {
    const fail = (session: string) =>
      event({ session_id: session, hook_event_name: "PostToolUseFailure", tool_name: "Bash", tool_input: { command: "npm test" }, error: "Exit code 1" });
    await runAgentHook("claude", fail("a"), { ...options, loopGuard: { warnThreshold: 2, hardLimit: 3 } });
    expect((await runAgentHook("claude", fail("b"), { ...options, loopGuard: { warnThreshold: 2, hardLimit: 3 } })).stdout).toBe("");
    const second = JSON.parse((await runAgentHook("claude", fail("a"), { ...options, loopGuard: { warnThreshold: 2, hardLimit: 3 } })).stdout);
    expect(second.hookSpecificOutput).toMatchObject({ hookEventName: "PostToolUseFailure" });
    expect(second.hookSpecificOutput.additionalContext).toMatch(/retrying a call to Bash that had already failed 1 time/);

    const gemini = (n: number) =>
      event({ session_id: "g", hook_event_name: "AfterTool", tool_name: "run_shell_command", tool_input: { command: "false" }, tool_response: { llmContent: `run ${n}`, error: { message: "exit 1" } } });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await runAgentHook("gemini", gemini(i), options));
    expect(results[0]!.stdout).toBe("{}\n");
    expect(JSON.parse(results[2]!.stdout).hookSpecificOutput.hookEventName).toBe("AfterTool");
    expect(JSON.parse(results[4]!.stdout)).toMatchObject({ continue: false });
  });

  it("after a failed call at the hard limit, stops the session at its next tool call (Claude Code ignores the stop there)", async () => {
    const fail = () => event({ hook_event_name: "PostToolUseFailure", tool_name: "Bash", tool_input: { command: "make" }, error: "Exit code 2" });
    for (let i = 0; i < 5; i++) await runAgentHook("claude", fail(), options);
    const next = JSON.parse((await runAgentHook("claude", event({ hook_event_name: "PreToolUse", tool_name: "Read", tool_input: { file_path: "a.txt" } }), options)).stdout);
    expect(next).toMatchObject({ continue: false, hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny" } });
    expect(next.stopReason).toMatch(/^loopgate: Loop guard: retrying a call to Bash that had already failed 4 times \(hard limit 5\)/);
    // Only once: the person's next turn starts clean.
    expect((await runAgentHook("claude", event({ hook_event_name: "PreToolUse", tool_name: "Read", tool_input: { file_path: "a.txt" } }), options)).stdout).toBe("");
  });

  it("is safe against concurrent hook processes: no update is lost", async () => {
    const store = createSessionStore({ dir: path.join(dir, "sessions") });
    await Promise.all(Array.from({ length: 20 }, () => store.update("k", (state) => void state.stopAttempts++)));
    expect(await store.update("k", (state) => state.stopAttempts)).toBe(20);
    expect(readdirSync(path.join(dir, "sessions")).filter((name) => name.endsWith(".tmp") || name.endsWith(".lock"))).toEqual([]);
  });

  it("starts over from a damaged state file, and expires old sessions", async () => {
    let now = Date.now();
    const store = createSessionStore({ dir: path.join(dir, "sessions"), maxAgeMs: 1000, maxSessions: 3, now: () => now });
    await store.update("a", (state) => void (state.stopAttempts = 2));
    const [file] = readdirSync(path.join(dir, "sessions")).filter((name) => name.endsWith(".json"));
    writeFileSync(path.join(dir, "sessions", file!), "{not json");
    expect(await store.update("a", (state) => state.stopAttempts)).toBe(0);
    for (const key of ["b", "c", "d", "e"]) await store.update(key, () => undefined);
    expect(readdirSync(path.join(dir, "sessions")).filter((name) => name.endsWith(".json")).length).toBeLessThanOrEqual(3);
    now += 60_000;
    expect(await store.sweep()).toBe(3);
  });

  it("reads failures from the shapes the CLIs use", () => {
    expect(responseFailed({ stdout: "", stderr: "", interrupted: false })).toBe(false);
    expect(responseFailed({ llmContent: "x", error: { message: "boom" } })).toBe(true);
    expect(responseFailed({ exit_code: 2 })).toBe(true);
    expect(responseFailed({ llmContent: "Output: nope\nExit Code: 1\nProcess Group PGID: 7" })).toBe(true);
    expect(responseFailed({ llmContent: "Output: fine\nProcess Group PGID: 7" })).toBe(false);
    expect(responseFailed("Exit code: 1\nWall time: 0.1 seconds")).toBe(true);
    expect(responseFailed("Exit code: 0\nOutput: ok")).toBe(false);
  });
});

describe("secrets in MCP tool output (PostToolUse)", () => {
  it("replaces them with placeholders through updatedMCPToolOutput, keeping the shape", async () => {
    const token = ["ghp", "aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4"].join("_");
    const result = await runAgentHook(
      "claude",
      post("mcp__fs__read_text_file", { path: "config.txt" }, { tool_response: [{ type: "text", text: `token=${token}\nname=app` }] }),
      options,
    );
    const output = JSON.parse(result.stdout);
    expect(result.stdout).not.toContain(token);
    expect(output.hookSpecificOutput.hookEventName).toBe("PostToolUse");
    expect(output.hookSpecificOutput.updatedMCPToolOutput).toEqual([{ type: "text", text: "token=[[secret:github-token:1]]\nname=app" }]);
    expect(output.systemMessage).toContain("replaced github-token in the output of mcp__fs__read_text_file");
  });

  it("leaves clean output and other tools alone, and can be switched off", async () => {
    expect((await runAgentHook("claude", post("mcp__fs__read_text_file", {}, { tool_response: [{ type: "text", text: "hello" }] }), options)).stdout).toBe("");
    const token = `ghp_${"Qr7".repeat(12)}`;
    expect((await runAgentHook("claude", post("Bash", { command: "cat x" }, { tool_response: { stdout: token } }), options)).stdout).toBe("");
    expect((await runAgentHook("codex", post("mcp__fs__read", {}, { tool_response: token }), { ...options, redactMcpOutput: false })).stdout).toBe("");
  });
});

describe("credentials in a prompt (UserPromptSubmit, BeforeAgent)", () => {
  const prompt = (text: string, name = "UserPromptSubmit") => event({ hook_event_name: name, prompt: text });

  it("blocks a prompt with a credential and names its kind, never its value", async () => {
    const key = `ghp_${"a1B2".repeat(9)}`;
    const result = await runAgentHook("claude", prompt(`push with ${key} please`), options);
    const output = JSON.parse(result.stdout);
    expect(output.decision).toBe("block");
    expect(output.reason).toMatch(/^loopgate: the prompt contains a credential \(GitHub token\)/);
    expect(result.stdout).not.toContain(key);
    const codex = JSON.parse((await runAgentHook("codex", prompt("AKIAIOSFODNN7EXAMPLE and -----BEGIN OPENSSH PRIVATE KEY-----"), options)).stdout);
    expect(codex.decision).toBe("block");
    expect(codex.reason).toContain("(AWS access key ID, private key)");
    const gemini = JSON.parse((await runAgentHook("gemini", prompt("sk-ant-api03-" + "x".repeat(40), "BeforeAgent"), options)).stdout);
    expect(gemini).toMatchObject({ decision: "deny" });
    expect(gemini.reason).toContain("Anthropic API key");
  });

  it("lets ordinary prompts through, including ones that talk about keys", async () => {
    expect(await runAgentHook("claude", prompt("rotate the AWS key AKIA… in the docs; the skeleton is sk-test"), options)).toEqual({ stdout: "", stderr: "", exitCode: 0 });
    expect((await runAgentHook("gemini", prompt("hello", "BeforeAgent"), options)).stdout).toBe("{}\n");
  });
});

describe("the stop check (Stop, AfterAgent)", () => {
  const stop = (name = "Stop") => event({ hook_event_name: name, stop_hook_active: false });

  it("blocks the stop with the check's output while it fails, then lets it stop once it passes", async () => {
    const flag = path.join(dir, "fixed");
    const command = `test -f ${flag} || { echo "2 tests failed"; exit 1; }`;
    const blocked = await runAgentHook("claude", stop(), { ...options, stopCheck: { command } });
    expect(JSON.parse(blocked.stdout)).toEqual({
      decision: "block",
      reason: `loopgate: the check \`${command}\` exited with code 1 (attempt 1 of 3). Fix these problems before finishing:\n\n2 tests failed`,
    });
    writeFileSync(flag, "");
    expect(await runAgentHook("claude", stop(), { ...options, stopCheck: { command } })).toEqual({ stdout: "", stderr: "", exitCode: 0 });
  });

  it("gives up after maxAttempts failures in a row, then starts counting again", async () => {
    const check = { stopCheck: { command: "echo broken; exit 3", maxAttempts: 2 } };
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(JSON.parse((await runAgentHook("gemini", stop("AfterAgent"), { ...options, ...check })).stdout));
    expect(decisions.map((output) => output.decision)).toEqual(["deny", "deny", undefined, "deny"]);
    expect(decisions[1].reason).toContain("(attempt 2 of 2)");
    expect(decisions[2].systemMessage).toBe("loopgate: `echo broken; exit 3` still fails after 2 attempt(s); letting the agent stop");
  });

  it("lets the agent stop when no check is configured", async () => {
    expect(await runAgentHook("codex", stop(), options)).toEqual({ stdout: "", stderr: "", exitCode: 0 });
  });
});
