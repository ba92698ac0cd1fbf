import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useAgentCli, type AgentCliLaunch, type AgentCliScenario } from "./support/agent-cli-suite.js";
import { startResponsesServer } from "./support/responses-server.js";
import { scriptOf } from "./support/script.js";
import { runAgent } from "./support/workspace.js";

const runCodex = useAgentCli({
  agent: "codex",
  title: "Codex CLI",
  startServer: startResponsesServer,
  lastMessage: (body) => (body as { input: unknown[] }).input.at(-1),
  launch: launchCodex,
});

const exec = (cmd: string) => ({ tool: "exec_command", input: { cmd } });

/**
 * `codex exec` in a throwaway HOME with a custom Responses API provider and `loopgate hook codex` in
 * `~/.codex/hooks.json`. Hooks are trusted for the run with `--dangerously-bypass-hook-trust` (without
 * it Codex runs none). Codex's own sandbox is bypassed: it cannot start its helper under /tmp here,
 * and the hooks, not the sandbox, are under test.
 */
function launchCodex(options: AgentCliScenario, { bin, workspace, server }: AgentCliLaunch) {
  const hook = [{ type: "command", command: workspace.hookCommand("codex"), timeout: 60 }];
  const codexHome = path.join(workspace.home, ".codex");
  mkdirSync(codexHome, { recursive: true });
  writeFileSync(
    path.join(codexHome, "hooks.json"),
    JSON.stringify(
      {
        hooks: {
          PreToolUse: [{ matcher: "*", hooks: hook }],
          PostToolUse: [{ matcher: "*", hooks: hook }],
          UserPromptSubmit: [{ hooks: hook }],
          ...(options.stopCheck !== undefined
            ? { Stop: [{ hooks: [{ type: "command", command: workspace.hookCommand("codex", `--stop-check ${JSON.stringify(options.stopCheck)}`), timeout: 60 }] }] }
            : {}),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(codexHome, "config.toml"),
    [
      'model = "gpt-5.5"',
      'model_provider = "scripted"',
      "[model_providers.scripted]",
      'name = "scripted"',
      `base_url = "${server.url}/v1"`,
      'wire_api = "responses"',
      'env_key = "SCRIPTED_API_KEY"',
      "[features]",
      "hooks = true",
      "",
    ].join("\n"),
  );
  return runAgent(
    bin,
    ["exec", "--skip-git-repo-check", "--dangerously-bypass-hook-trust", "--dangerously-bypass-approvals-and-sandbox", "--json", options.prompt],
    { cwd: workspace.project, env: { HOME: workspace.home, CODEX_HOME: codexHome, XDG_CACHE_HOME: workspace.cache, SCRIPTED_API_KEY: "not-a-real-key" } },
  );
}

describe("Codex CLI 0.169.0 with loopgate hooks", () => {
  it("blocks a dangerous command and a secret read with loopgate's reason; a benign command and read run", async () => {
    const result = await runCodex({
      prepare: (ws) => {
        mkdirSync(path.join(ws.home, ".aws"));
        writeFileSync(path.join(ws.home, ".aws", "credentials"), "[default]\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYSECRETVALUE\n");
        writeFileSync(path.join(ws.home, "keep.txt"), "keep me");
        writeFileSync(path.join(ws.project, "notes.txt"), "benign notes: the build uses make");
      },
      script: () => scriptOf(exec("rm -rf ~"), exec("cat ~/.aws/credentials"), exec("echo benign > out.txt"), exec("cat notes.txt")),
      prompt: "tidy up",
    });
    expect(result.code, result.stderr).toBe(0);
    const ws = result.workspace;
    expect(readFileSync(path.join(ws.home, "keep.txt"), "utf8")).toBe("keep me");
    expect(result.lastMessages[1]).toContain("Command blocked by PreToolUse hook: loopgate: `rm -rf ~` deletes ~ (a home directory) [fs.recursive-delete-home]");
    expect(result.lastMessages[2]).toMatch(/Command blocked by PreToolUse hook: loopgate: .*~\/\.aws\/credentials \(cloud credentials\)/);
    expect(result.allRequests).not.toContain("wJalrXUtnFEMI");
    expect(readFileSync(path.join(ws.project, "out.txt"), "utf8")).toBe("benign\n");
    expect(result.lastMessages[4]).toContain("benign notes: the build uses make");
  });

  it("stops a repeated call through PostToolUse (the loop guard across the session)", async () => {
    const retry = exec("echo try >> attempts.log; cat missing.txt");
    const result = await runCodex({ script: () => scriptOf(...Array.from({ length: 8 }, () => retry)), prompt: "read missing.txt" });
    const attempts = readFileSync(path.join(result.workspace.project, "attempts.log"), "utf8").trim().split("\n");
    // Warned from the 3rd repeat; the 5th reaches the hard limit, and every later call of the turn is denied.
    expect(attempts).toHaveLength(5);
    expect(result.lastMessages[5]).toContain("Loop guard: the same call to Bash, 5 times (hard limit 5)");
    expect(result.lastMessages[6]).toContain("loopgate: Loop guard: the same call to Bash, 5 times (hard limit 5)");
  });

  it("keeps Codex working while the stop check fails, until it passes (Stop)", async () => {
    const result = await runCodex({
      script: () => scriptOf({ text: "finished" }, exec("touch fixed"), { text: "finished now" }),
      prompt: "fix the build",
      stopCheck: "test -f fixed || { echo 'check failed: fixed is missing'; exit 1; }",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.mainRequests).toHaveLength(3);
    expect(result.lastMessages[1]).toContain("exited with code 1 (attempt 1 of 3)");
    expect(result.lastMessages[1]).toContain("check failed: fixed is missing");
  });

  it("blocks a prompt that contains a credential before it reaches the model", async () => {
    const token = `sk-proj-${"Ab3".repeat(16)}`;
    const result = await runCodex({ script: () => scriptOf({ text: "should never be asked" }), prompt: `deploy with ${token}` });
    expect(result.mainRequests).toHaveLength(0);
    expect(result.allRequests).not.toContain(token);
    // `codex exec` ends the turn without printing the hook's reason (the TUI shows it).
    expect(result.stdout).toContain('"type":"turn.completed"');
  });
});
