import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useAgentCli, type AgentCliLaunch, type AgentCliScenario } from "./support/agent-cli-suite.js";
import { startAnthropicServer } from "./support/anthropic-server.js";
import { scriptOf } from "./support/script.js";
import { REPO, runAgent, type Workspace } from "./support/workspace.js";

const SECRET = "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYSECRETVALUE";

const runClaude = useAgentCli({
  agent: "claude",
  title: "Claude Code",
  startServer: startAnthropicServer,
  lastMessage: (body) => (body as { messages: { content: unknown }[] }).messages.at(-1)?.content,
  launch: launchClaude,
});

/** Claude Code in a throwaway HOME whose user settings run `loopgate hook claude` on every event. */
function launchClaude(options: AgentCliScenario & { args?: (ws: Workspace) => string[] }, { bin, workspace, server }: AgentCliLaunch) {
  const { prompt, stopCheck } = options;
  const hook = (extra?: string) => [{ type: "command", command: workspace.hookCommand("claude", extra), timeout: 60 }];
  const settings = {
    hooks: {
      PreToolUse: [{ matcher: "*", hooks: hook() }],
      PostToolUse: [{ matcher: "*", hooks: hook() }],
      PostToolUseFailure: [{ matcher: "*", hooks: hook() }],
      UserPromptSubmit: [{ hooks: hook() }],
      ...(stopCheck !== undefined ? { Stop: [{ hooks: hook(`--stop-check ${JSON.stringify(stopCheck)}`) }] } : {}),
    },
  };
  mkdirSync(path.join(workspace.home, ".claude"), { recursive: true });
  writeFileSync(path.join(workspace.home, ".claude", "settings.json"), JSON.stringify(settings, null, 2));
  return runAgent(bin, ["-p", prompt, "--output-format", "stream-json", "--verbose", "--allowedTools", "Bash,Read,Write,Edit", ...(options.args?.(workspace) ?? [])], {
    cwd: workspace.project,
    env: {
      HOME: workspace.home,
      XDG_CACHE_HOME: workspace.cache,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: "sk-ant-test-not-a-real-key",
      DISABLE_AUTOUPDATER: "1",
      DISABLE_TELEMETRY: "1",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    },
  });
}

describe("Claude Code 2.1.330 with loopgate hooks", () => {
  it("blocks a dangerous command and a secret read with loopgate's reason; a benign command and read run", async () => {
    const result = await runClaude({
      prepare: (ws) => {
        mkdirSync(path.join(ws.home, ".aws"));
        writeFileSync(path.join(ws.home, ".aws", "credentials"), `[default]\n${SECRET}\n`);
        writeFileSync(path.join(ws.home, "keep.txt"), "keep me");
        writeFileSync(path.join(ws.project, "notes.txt"), "benign notes: the build uses make");
      },
      script: (ws) =>
        scriptOf(
          { tool: "Bash", input: { command: "rm -rf ~", description: "clean up" } },
          { tool: "Read", input: { file_path: path.join(ws.home, ".aws", "credentials") } },
          { tool: "Bash", input: { command: "echo benign > out.txt", description: "write a file" } },
          { tool: "Read", input: { file_path: path.join(ws.project, "notes.txt") } },
        ),
      prompt: "tidy up",
    });
    expect(result.code, result.stderr).toBe(0);
    const ws = result.workspace;
    expect(readFileSync(path.join(ws.home, "keep.txt"), "utf8")).toBe("keep me");
    expect(result.lastMessages[1]).toMatch(/loopgate: .*deletes ~ \(a home directory\) \[fs\.recursive-delete-home\]/);
    expect(result.lastMessages[2]).toMatch(/loopgate: Access denied: ~\/\.aws\/credentials \(cloud credentials\) \[secrets\.cloud-credentials\]/);
    expect(result.allRequests).not.toContain("wJalrXUtnFEMI");
    expect(readFileSync(path.join(ws.project, "out.txt"), "utf8")).toBe("benign\n");
    expect(result.lastMessages[4]).toContain("benign notes: the build uses make");
  });

  it("stops a repeated failing call through PostToolUse (the loop guard across the session)", async () => {
    const retry = { tool: "Bash", input: { command: "echo try >> attempts.log; cat missing.txt", description: "read it" } };
    const result = await runClaude({ script: () => scriptOf(...Array.from({ length: 10 }, () => retry)), prompt: "read missing.txt" });
    const attempts = readFileSync(path.join(result.workspace.project, "attempts.log"), "utf8").trim().split("\n");
    // Warned from the 3rd failure; the 5th reaches the hard limit, and the next call ends the session.
    expect(attempts).toHaveLength(5);
    expect(result.lastMessages[3]).toContain("loopgate: You are repeating yourself without making progress");
    expect(result.mainRequests.length).toBeLessThanOrEqual(6);
    expect(result.stdout).toContain("Loop guard: retrying a call to Bash that had already failed 4 times (hard limit 5)");
  });

  it("keeps Claude Code working while the stop check fails, until it passes", async () => {
    const result = await runClaude({
      script: () => scriptOf({ text: "finished" }, { tool: "Bash", input: { command: "touch fixed", description: "fix" } }, { text: "finished now" }),
      prompt: "fix the build",
      stopCheck: "test -f fixed || { echo 'check failed: fixed is missing'; exit 1; }",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.mainRequests).toHaveLength(3);
    expect(result.lastMessages[1]).toContain("exited with code 1 (attempt 1 of 3)");
    expect(result.lastMessages[1]).toContain("check failed: fixed is missing");
    expect(existsSync(path.join(result.workspace.project, "fixed"))).toBe(true);
  });

  it("replaces a secret in an MCP tool's output with a placeholder before the model sees it (PostToolUse)", async () => {
    const token = ["ghp", "aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4"].join("_");
    const server = path.join(REPO, "node_modules", "@modelcontextprotocol", "server-filesystem", "dist", "index.js");
    const result = await runClaude({
      prepare: (ws) => writeFileSync(path.join(ws.project, "deploy.txt"), `registry token: ${token}\nregion: eu`),
      args: (ws) => [
        "--mcp-config",
        JSON.stringify({ mcpServers: { fs: { command: process.execPath, args: [server, ws.project] } } }),
        "--allowedTools",
        "mcp__fs__read_text_file",
      ],
      script: (ws) => scriptOf({ tool: "mcp__fs__read_text_file", input: { path: path.join(ws.project, "deploy.txt") } }),
      prompt: "read deploy.txt",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.lastMessages[1]).toContain("registry token: [[secret:github-token:1]]");
    expect(result.lastMessages[1]).toContain("region: eu");
    expect(result.allRequests).not.toContain(token);
  });

  it("blocks a prompt that contains a credential before it reaches the model", async () => {
    const token = `ghp_${"Zx9".repeat(12)}`;
    const result = await runClaude({ script: () => scriptOf({ text: "should never be asked" }), prompt: `use ${token} to push` });
    expect(result.mainRequests).toHaveLength(0);
    expect(result.allRequests).not.toContain(token);
    expect(`${result.stdout}${result.stderr}`).toContain("the prompt contains a credential (GitHub token)");
  });
});
