import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMAND_SAFETY_GUARD_ID } from "../guards/command-safety/index.js";
import { SECURITY_AUDIT_ID } from "../guards/security-audit/index.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import type { ToolBeforeInput } from "../interceptors/types.js";
import { createBuiltinGuardRegistry, evaluateToolCall, type ToolCallToEvaluate } from "./evaluate-tool-call.js";

let root: string;
let home: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "loopgate-evaluate-"));
  home = path.join(root, "home");
  mkdirSync(path.join(root, "project", "sub"), { recursive: true });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("createBuiltinGuardRegistry", () => {
  it("holds the command safety guard and the security audit, highest priority first", () => {
    const registry = createBuiltinGuardRegistry({ home });
    expect(registry.get("tool.before", { toolName: "exec" }).map((entry) => entry.id)).toEqual([COMMAND_SAFETY_GUARD_ID]);
    expect(registry.get("tool.before", { toolName: "read" }).map((entry) => entry.id)).toEqual([SECURITY_AUDIT_ID]);
  });
});

describe("evaluateToolCall with the built-in guards", () => {
  it("denies reading a secret with the audit's rule and reason", async () => {
    const decision = await evaluateToolCall({ tool: "Read", args: { path: "~/.ssh/id_rsa" } }, { home, cwd: root });
    expect(decision).toEqual({ decision: "deny", rule: "secrets.ssh-private-key", reason: "Access denied: ~/.ssh/id_rsa (SSH private key)" });
  });

  it("resolves the call's cwd against the base cwd", async () => {
    const decision = await evaluateToolCall({ tool: "write", args: { path: "../.env" }, cwd: "project/sub" }, { home, cwd: root });
    expect(decision).toMatchObject({ decision: "deny", rule: "secrets.env-file" });
    expect(decision.reason).toContain(path.join(root, "project", ".env"));
  });

  it("judges other agent CLIs' file tools by what they do, under their own names and argument names", async () => {
    const calls: ToolCallToEvaluate[] = [
      { tool: "MultiEdit", args: { file_path: "/etc/sudoers.d/ada", edits: [{ old_string: "a", new_string: "b" }] } },
      { tool: "NotebookEdit", args: { notebook_path: "/etc/pam.d/sshd", new_source: "x" } },
      { tool: "write_file", args: { file_path: "/etc/ld.so.preload", content: "/tmp/x.so" } },
      { tool: "replace", args: { absolute_path: "/etc/pam.d/sudo", old_string: "a", new_string: "b" } },
    ];
    for (const call of calls) expect((await evaluateToolCall(call, { home, cwd: root })).decision, call.tool).toBe("deny");
    expect(await evaluateToolCall({ tool: "read_file", args: { absolute_path: "~/.ssh/id_ed25519" } }, { home, cwd: root })).toMatchObject({ decision: "deny", rule: "secrets.ssh-private-key" });
    expect(await evaluateToolCall({ tool: "write_file", args: { file_path: "notes.md", content: "x" } }, { home, cwd: root })).toEqual({ decision: "allow" });
  });

  it("allows what no guard objects to, including tools no guard watches", async () => {
    expect(await evaluateToolCall({ tool: "read", args: { path: "README.md" } }, { home, cwd: root })).toEqual({ decision: "allow" });
    expect(await evaluateToolCall({ tool: "web_fetch", args: { url: "https://example.com" } }, { home })).toEqual({ decision: "allow" });
  });

  it("does not let the guards mutate the caller's arguments", async () => {
    const args = { path: "a.txt", nested: { x: 1 } };
    await evaluateToolCall({ tool: "read", args }, { home, cwd: root });
    expect(args).toEqual({ path: "a.txt", nested: { x: 1 } });
  });
});

describe("evaluateToolCall with a custom registry", () => {
  it("maps block to deny, ask to ask and runs tool.before like the runtime (normalized name, cwd, priority order)", async () => {
    const seen: Array<Pick<ToolBeforeInput, "toolName" | "cwd">> = [];
    const registry = createInterceptorRegistry();
    registry.add([
      {
        id: "first",
        name: "tool.before",
        priority: 10,
        toolMatcher: /^exec$/,
        handler: (input, output) => {
          seen.push({ toolName: input.toolName, cwd: input.cwd });
          if (String(output.args.command).startsWith("git push")) output.ask = { reason: "pushes to a remote", rule: "git.push" };
        },
      },
      {
        id: "second",
        name: "tool.before",
        priority: 5,
        toolMatcher: /^exec$/,
        handler: (_input, output) => {
          if (String(output.args.command).includes("--force")) {
            output.block = true;
            output.blockRule = "git.force-push";
            output.blockReason = "force push rewrites history";
          }
        },
      },
    ]);
    const options = { registry, cwd: root };
    expect(await evaluateToolCall({ tool: " Bash ", args: { command: "git push origin" } }, options)).toEqual({
      decision: "ask",
      rule: "git.push",
      reason: "pushes to a remote",
    });
    expect(await evaluateToolCall({ tool: "exec", args: { command: "git push --force" } }, options)).toEqual({
      decision: "deny",
      rule: "git.force-push",
      reason: "force push rewrites history",
    });
    expect(await evaluateToolCall({ tool: "exec", args: { command: "ls" } }, options)).toEqual({ decision: "allow" });
    expect(seen[0]).toEqual({ toolName: "exec", cwd: root });
  });

  it("denies when a guard throws (fail closed)", async () => {
    const registry = createInterceptorRegistry();
    registry.add({
      id: "broken",
      name: "tool.before",
      handler: () => {
        throw new Error("rules file is corrupt");
      },
    });
    const decision = await evaluateToolCall({ tool: "read", args: { path: "a" } }, { registry });
    expect(decision.decision).toBe("deny");
    expect(decision.reason).toContain("rules file is corrupt");
  });

  it("denies when the guards hang longer than timeoutMs", async () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "stuck", name: "tool.before", handler: () => new Promise<void>(() => undefined) });
    const decision = await evaluateToolCall({ tool: "read", args: {} }, { registry, timeoutMs: 50 });
    expect(decision).toEqual({ decision: "deny", reason: "The guards took longer than 50 ms, so the call was denied (fail closed)" });
  });
});

describe("evaluateToolCall with bad input", () => {
  it.each<[string, unknown]>([
    ["no tool", { args: {} }],
    ["an empty tool", { tool: " ", args: {} }],
    ["args that are not an object", { tool: "exec", args: "rm -rf /" }],
    ["args that are an array", { tool: "exec", args: ["rm"] }],
    ["a cwd that is not a string", { tool: "exec", args: {}, cwd: 3 }],
    ["not an object at all", null],
  ])("denies %s with a clear reason", async (_label, call) => {
    const decision = await evaluateToolCall(call as ToolCallToEvaluate, { home });
    expect(decision.decision).toBe("deny");
    expect(decision.reason).toMatch(/tool|args|cwd|object/);
  });

  it("denies arguments that cannot be copied instead of throwing", async () => {
    const decision = await evaluateToolCall({ tool: "read", args: { path: "a", callback: () => 1 } }, { home });
    expect(decision.decision).toBe("deny");
    expect(decision.reason).toMatch(/fail closed/);
  });
});
