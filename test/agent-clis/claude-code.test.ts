import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAnthropicServer } from "./support/anthropic-server.js";
import type { ScriptedServer } from "./support/http-server.js";
import { installAgentCli } from "./support/install-agent-cli.js";
import { scriptOf, textIn, type Script } from "./support/script.js";
import { createWorkspace, REPO, runAgent, type Workspace } from "./support/workspace.js";

const SECRET = "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYSECRETVALUE";

let claude: string | undefined;
let skipReason: string | undefined;
let workspace: Workspace | undefined;
let server: ScriptedServer | undefined;

beforeAll(async () => {
  const installed = await installAgentCli("claude");
  if (installed.skip !== undefined) {
    skipReason = installed.skip;
    console.warn(`Skipping the Claude Code suite: ${skipReason}`);
  } else claude = installed.bin;
}, 600_000);

afterEach(async () => {
  await server?.close();
  workspace?.remove();
  server = undefined;
  workspace = undefined;
});

/** Claude Code in a throwaway HOME whose user settings run `loopgate hook claude` on every event. */
async function runClaude(options: { script: (ws: Workspace) => Script; prompt: string; stopCheck?: string; prepare?: (ws: Workspace) => void; args?: (ws: Workspace) => string[] }) {
  const { prompt, stopCheck } = options;
  workspace = createWorkspace("claude");
  options.prepare?.(workspace);
  server = await startAnthropicServer(options.script(workspace));
  const hook = (extra?: string) => [{ type: "command", command: workspace!.hookCommand("claude", extra), timeout: 60 }];
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
  const result = await runAgent(claude!, ["-p", prompt, "--output-format", "stream-json", "--verbose", "--allowedTools", "Bash,Read,Write,Edit", ...(options.args?.(workspace) ?? [])], {
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
  const mainRequests = server.requests.filter((request) => Array.isArray((request.body as { tools?: unknown[] })?.tools));
  const lastMessages = mainRequests.map((request) => textIn((request.body as { messages: { content: unknown }[] }).messages.at(-1)?.content));
  return { ...result, mainRequests, lastMessages, allRequests: JSON.stringify(server.requests.map((request) => request.body)) };
}

describe("Claude Code 2.1.330 with loopgate hooks", () => {
  it("blocks a dangerous command and a secret read with loopgate's reason; a benign command and read run", async (context) => {
    if (skipReason !== undefined) return context.skip(skipReason);
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
    const ws = workspace!;
    expect(readFileSync(path.join(ws.home, "keep.txt"), "utf8")).toBe("keep me");
    expect(result.lastMessages[1]).toMatch(/loopgate: .*deletes ~ \(a home directory\) \[fs\.recursive-delete-home\]/);
    expect(result.lastMessages[2]).toMatch(/loopgate: Access denied: ~\/\.aws\/credentials \(cloud credentials\) \[secrets\.cloud-credentials\]/);
    expect(result.allRequests).not.toContain("wJalrXUtnFEMI");
    expect(readFileSync(path.join(ws.project, "out.txt"), "utf8")).toBe("benign\n");
    expect(result.lastMessages[4]).toContain("benign notes: the build uses make");
  });

  it("stops a repeated failing call through PostToolUse (the loop guard across the session)", async (context) => {
    if (skipReason !== undefined) return context.skip(skipReason);
    const retry = { tool: "Bash", input: { command: "echo try >> attempts.log; cat missing.txt", description: "read it" } };
    const result = await runClaude({ script: () => scriptOf(...Array.from({ length: 10 }, () => retry)), prompt: "read missing.txt" });
    const attempts = readFileSync(path.join(workspace!.project, "attempts.log"), "utf8").trim().split("\n");
    // Warned from the 3rd failure; the 5th reaches the hard limit, and the next call ends the session.
    expect(attempts).toHaveLength(5);
    expect(result.lastMessages[3]).toContain("loopgate: You are repeating yourself without making progress");
    expect(result.mainRequests.length).toBeLessThanOrEqual(6);
    expect(result.stdout).toContain("Loop guard: retrying a call to Bash that had already failed 4 times (hard limit 5)");
  });

  it("keeps Claude Code working while the stop check fails, until it passes", async (context) => {
    if (skipReason !== undefined) return context.skip(skipReason);
    const result = await runClaude({
      script: () => scriptOf({ text: "finished" }, { tool: "Bash", input: { command: "touch fixed", description: "fix" } }, { text: "finished now" }),
      prompt: "fix the build",
      stopCheck: "test -f fixed || { echo 'check failed: fixed is missing'; exit 1; }",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.mainRequests).toHaveLength(3);
    expect(result.lastMessages[1]).toContain("exited with code 1 (attempt 1 of 3)");
    expect(result.lastMessages[1]).toContain("check failed: fixed is missing");
    expect(existsSync(path.join(workspace!.project, "fixed"))).toBe(true);
  });

  it("replaces a secret in an MCP tool's output with a placeholder before the model sees it (PostToolUse)", async (context) => {
    if (skipReason !== undefined) return context.skip(skipReason);
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

  it("blocks a prompt that contains a credential before it reaches the model", async (context) => {
    if (skipReason !== undefined) return context.skip(skipReason);
    const token = `ghp_${"Zx9".repeat(12)}`;
    const result = await runClaude({ script: () => scriptOf({ text: "should never be asked" }), prompt: `use ${token} to push` });
    expect(result.mainRequests).toHaveLength(0);
    expect(result.allRequests).not.toContain(token);
    expect(`${result.stdout}${result.stderr}`).toContain("the prompt contains a credential (GitHub token)");
  });
});
