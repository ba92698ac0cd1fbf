import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInterceptorRegistry, type InterceptorRegistry } from "../interceptors/registry.js";
import { runAgentHook, type AgentHookOptions } from "./agent-hooks.js";
import { toLoopgateToolCall } from "./agent-tool-calls.js";

let home: string;
let project: string;

beforeAll(() => {
  home = mkdtempSync(path.join(tmpdir(), "loopgate-hook-home-"));
  project = mkdtempSync(path.join(tmpdir(), "loopgate-hook-project-"));
  mkdirSync(path.join(project, "src"));
});

afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  rmSync(project, { recursive: true, force: true });
});

/** A registry that asks about `git push` and denies `rm -rf /`, standing in for the command guard. */
function execPolicy(): InterceptorRegistry {
  const registry = createInterceptorRegistry();
  registry.add({
    id: "test-exec-policy",
    name: "tool.before",
    toolMatcher: /^exec$/,
    handler: (input, output) => {
      const command = String(output.args.command);
      if (command.startsWith("git push")) output.ask = { reason: `git push from ${input.cwd}`, rule: "git.push" };
      if (command === "rm -rf /") {
        output.block = true;
        output.blockRule = "fs.rm-root";
        output.blockReason = "rm -rf / deletes everything";
      }
    },
  });
  return registry;
}

const event = (fields: Record<string, unknown>) => JSON.stringify({ session_id: "s1", transcript_path: "/tmp/t.jsonl", cwd: project, ...fields });
const options = (): AgentHookOptions => ({ home });

describe("runAgentHook claude (PreToolUse)", () => {
  const pre = (tool_name: string, tool_input: Record<string, unknown>) => event({ hook_event_name: "PreToolUse", tool_name, tool_input });

  it("denies reading a secret with hookSpecificOutput", async () => {
    const result = await runAgentHook("claude", pre("Read", { file_path: path.join(home, ".aws", "credentials") }), options());
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: "PreToolUse",
        permissionDecision: "deny",
        permissionDecisionReason: "loopgate: Access denied: ~/.aws/credentials (cloud credentials) [secrets.cloud-credentials]",
      },
    });
  });

  it.each([
    ["Write", { file_path: "~/.zshrc", content: "export A=1" }, "secrets.shell-profile"],
    ["Edit", { file_path: ".env.production", old_string: "a", new_string: "b" }, "secrets.env-file"],
    ["MultiEdit", { file_path: "certs/server.key", edits: [] }, "secrets.private-key-file"],
    ["NotebookEdit", { notebook_path: "~/.ssh/id_rsa", new_source: "" }, "secrets.ssh-private-key"],
    ["Grep", { pattern: "secret", path: "~/.ssh" }, "secrets.credential-store"],
  ])("maps %s to loopgate's file tools", async (tool, input, rule) => {
    const result = await runAgentHook("claude", pre(tool, input), options());
    expect(JSON.parse(result.stdout).hookSpecificOutput.permissionDecisionReason).toContain(`[${rule}]`);
  });

  it("prints nothing when allowed, so Claude Code's own permissions stay in charge", async () => {
    for (const [tool, input] of [
      ["Read", { file_path: path.join(project, "src", "index.ts") }],
      ["Grep", { pattern: "TODO" }],
      ["WebFetch", { url: "https://example.com", prompt: "x" }],
      ["mcp__github__create_issue", { title: "x" }],
    ] as const) {
      expect(await runAgentHook("claude", pre(tool, input), options())).toEqual({ stdout: "", stderr: "", exitCode: 0 });
    }
  });

  it("passes Bash through the exec guards: ask stays ask, deny is deny, with the event's cwd", async () => {
    const registry = execPolicy();
    const ask = await runAgentHook("claude", pre("Bash", { command: "git push origin main", description: "push" }), { registry });
    expect(JSON.parse(ask.stdout).hookSpecificOutput).toEqual({
      hookEventName: "PreToolUse",
      permissionDecision: "ask",
      permissionDecisionReason: `loopgate: git push from ${project} [git.push]`,
    });
    const deny = await runAgentHook("claude", pre("Bash", { command: "rm -rf /" }), { registry });
    expect(JSON.parse(deny.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
  });

  it("fails closed with exit code 2 and the reason on stderr", async () => {
    for (const stdin of ["", "{oops", "[]", event({ hook_event_name: "PreToolUse", tool_input: {} }), event({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: "ls" })]) {
      const result = await runAgentHook("claude", stdin, options());
      expect(result.exitCode).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(/^loopgate: .*blocked \(fail closed\)\n$/);
    }
  });

  it("fails closed on oversized input", async () => {
    const result = await runAgentHook("claude", pre("Read", { file_path: "a", pad: "x".repeat(200) }), { home, maxInputLength: 100 });
    expect(result.exitCode).toBe(2);
  });

  it("denies when a guard crashes inside the hook", async () => {
    const registry = createInterceptorRegistry();
    registry.add({
      id: "crashy",
      name: "tool.before",
      handler: () => {
        throw new TypeError("cannot read properties of undefined");
      },
    });
    const result = await runAgentHook("claude", pre("Read", { file_path: "a.txt" }), { registry });
    const output = JSON.parse(result.stdout).hookSpecificOutput;
    expect(output.permissionDecision).toBe("deny");
    expect(output.permissionDecisionReason).toContain("cannot read properties of undefined");
  });

  it("leaves events it does not handle alone and says why on stderr", async () => {
    const result = await runAgentHook("claude", event({ hook_event_name: "SessionStart", source: "startup" }), options());
    expect(result).toEqual({ stdout: "", stderr: "loopgate: this hook handles PreToolUse, PostToolUse, PostToolUseFailure, UserPromptSubmit, Stop; ignored SessionStart\n", exitCode: 0 });
  });
});

describe("runAgentHook codex (PreToolUse)", () => {
  const pre = (tool_name: string, tool_input: Record<string, unknown>) =>
    event({ hook_event_name: "PreToolUse", tool_name, tool_input, turn_id: "t1", model: "gpt-5", tool_use_id: "call-1" });

  it("denies with Claude's JSON format", async () => {
    const registry = execPolicy();
    const result = await runAgentHook("codex", pre("Bash", { command: "rm -rf /" }), { registry });
    expect(JSON.parse(result.stdout)).toEqual({
      hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: "loopgate: rm -rf / deletes everything [fs.rm-root]" },
    });
  });

  it("turns ask into deny, since Codex would let an ask through", async () => {
    const result = await runAgentHook("codex", pre("Bash", { command: "git push" }), { registry: execPolicy() });
    const output = JSON.parse(result.stdout).hookSpecificOutput;
    expect(output.permissionDecision).toBe("deny");
    expect(output.permissionDecisionReason).toMatch(/needs a person's approval/);
  });

  it("checks every file of an apply_patch (patch body in tool_input.command)", async () => {
    const patch = ["*** Begin Patch", "*** Add File: src/new.ts", "+export {};", "*** Update File: .env", "@@", "-A=1", "+A=2", "*** End Patch"].join("\n");
    const result = await runAgentHook("codex", pre("apply_patch", { command: patch }), options());
    expect(JSON.parse(result.stdout).hookSpecificOutput.permissionDecisionReason).toContain("[secrets.env-file]");
    const harmless = patch.replace("*** Update File: .env", "*** Update File: src/app.ts");
    expect(await runAgentHook("codex", pre("apply_patch", { command: harmless }), options())).toEqual({ stdout: "", stderr: "", exitCode: 0 });
  });

  it("fails closed on unparseable stdin", async () => {
    expect((await runAgentHook("codex", "not json", options())).exitCode).toBe(2);
  });
});

describe("runAgentHook gemini (BeforeTool)", () => {
  const before = (tool_name: string, tool_input: Record<string, unknown>) =>
    event({ hook_event_name: "BeforeTool", tool_name, tool_input, timestamp: "2026-01-01T00:00:00Z" });

  it.each([
    ["read_file", { file_path: "~/.netrc" }, "secrets.netrc"],
    ["write_file", { file_path: "~/.bash_profile", content: "x" }, "secrets.shell-profile"],
    ["replace", { file_path: "deploy/service-account.json", old_string: "a", new_string: "b" }, "secrets.cloud-credentials"],
    ["read_many_files", { include: ["src/**/*.ts", "**/.env.local"] }, "secrets.env-file"],
    ["search_file_content", { pattern: "token", dir_path: "~/.aws" }, "secrets.credential-store"],
  ])("denies %s of a secret with decision/reason", async (tool, input, rule) => {
    const result = await runAgentHook("gemini", before(tool, input), options());
    expect(result.exitCode).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.decision).toBe("deny");
    expect(output.reason).toContain(`[${rule}]`);
  });

  it("prints {} when allowed", async () => {
    expect(await runAgentHook("gemini", before("read_file", { file_path: "README.md" }), options())).toEqual({ stdout: "{}\n", stderr: "", exitCode: 0 });
  });

  it("runs shell commands through the exec guards in their dir_path, and turns ask into deny", async () => {
    const result = await runAgentHook("gemini", before("run_shell_command", { command: "git push", dir_path: "src" }), { registry: execPolicy() });
    const output = JSON.parse(result.stdout);
    expect(output.decision).toBe("deny");
    expect(output.reason).toContain(`git push from ${path.join(project, "src")}`);
  });

  it("fails closed with exit code 2 on unparseable stdin", async () => {
    const result = await runAgentHook("gemini", "{", options());
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe("");
  });
});

describe("toLoopgateToolCall", () => {
  it("keeps unknown tools under their own names", () => {
    expect(toLoopgateToolCall("claude", "TodoWrite", { todos: [] })).toEqual({ tool: "TodoWrite", args: { todos: [] } });
  });

  it("does not mistake prototype keys for tools", () => {
    expect(toLoopgateToolCall("gemini", "constructor", {})).toEqual({ tool: "constructor", args: {} });
  });
});
