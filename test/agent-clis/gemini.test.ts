import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useAgentCli, type AgentCliLaunch, type AgentCliScenario } from "./support/agent-cli-suite.js";
import { startGeminiServer } from "./support/gemini-server.js";
import { scriptOf } from "./support/script.js";
import { runAgent } from "./support/workspace.js";

const runGemini = useAgentCli({
  agent: "gemini",
  title: "Gemini CLI",
  startServer: startGeminiServer,
  lastMessage: (body) => (body as { contents: { parts: unknown }[] }).contents.at(-1)?.parts,
  launch: launchGemini,
});

const shell = (command: string) => ({ tool: "run_shell_command", input: { command } });

/**
 * `gemini -p` (headless, `--skip-trust`, `--yolo`) in a throwaway HOME, with the Gemini API at
 * `GOOGLE_GEMINI_BASE_URL` and `loopgate hook gemini` in the user's `~/.gemini/settings.json` (user
 * hooks run under `--skip-trust`; project hooks would need `GEMINI_CLI_TRUST_WORKSPACE=true`).
 */
function launchGemini(options: AgentCliScenario, { bin, workspace, server }: AgentCliLaunch) {
  const hook = [{ type: "command", name: "loopgate", command: workspace.hookCommand("gemini"), timeout: 60_000 }];
  mkdirSync(path.join(workspace.home, ".gemini"), { recursive: true });
  writeFileSync(
    path.join(workspace.home, ".gemini", "settings.json"),
    JSON.stringify(
      {
        security: { auth: { selectedType: "gemini-api-key" } },
        hooks: {
          BeforeTool: [{ matcher: "*", hooks: hook }],
          AfterTool: [{ matcher: "*", hooks: hook }],
          BeforeAgent: [{ hooks: hook }],
          ...(options.stopCheck !== undefined
            ? { AfterAgent: [{ hooks: [{ type: "command", name: "loopgate-stop", command: workspace.hookCommand("gemini", `--stop-check ${JSON.stringify(options.stopCheck)}`), timeout: 60_000 }] }] }
            : {}),
        },
      },
      null,
      2,
    ),
  );
  return runAgent(bin, ["-p", options.prompt, "--skip-trust", "--yolo", "--output-format", "stream-json"], {
    cwd: workspace.project,
    env: { HOME: workspace.home, XDG_CACHE_HOME: workspace.cache, GOOGLE_GEMINI_BASE_URL: server.url, GEMINI_API_KEY: "not-a-real-key" },
  });
}

describe("Gemini CLI 0.61.0 with loopgate hooks", () => {
  it("blocks a dangerous command and a secret read with loopgate's reason; a benign command and read run", async () => {
    const result = await runGemini({
      prepare: (ws) => {
        writeFileSync(path.join(ws.project, ".env"), "STRIPE_KEY=wJalrXUtnFEMI-SECRETVALUE\n");
        writeFileSync(path.join(ws.home, "keep.txt"), "keep me");
        writeFileSync(path.join(ws.project, "notes.txt"), "benign notes: the build uses make");
      },
      script: (ws) =>
        scriptOf(
          shell("rm -rf ~"),
          shell("cat .env"),
          shell("echo benign > out.txt"),
          { tool: "read_file", input: { file_path: path.join(ws.project, "notes.txt") } },
        ),
      prompt: "tidy up",
    });
    expect(result.code, result.stderr).toBe(0);
    const ws = result.workspace;
    expect(readFileSync(path.join(ws.home, "keep.txt"), "utf8")).toBe("keep me");
    expect(result.lastMessages[1]).toContain("loopgate: `rm -rf ~` deletes ~ (a home directory) [fs.recursive-delete-home]");
    expect(result.lastMessages[2]).toMatch(/loopgate: `cat \.env` reads .*\.env \(environment file\)/);
    expect(result.allRequests).not.toContain("wJalrXUtnFEMI");
    expect(readFileSync(path.join(ws.project, "out.txt"), "utf8")).toBe("benign\n");
    expect(result.lastMessages[4]).toContain("benign notes: the build uses make");
  });

  it("stops a repeated call through AfterTool (the loop guard across the session)", async () => {
    // The description differs each time, as a model rewords it: the Gemini CLI's own loop detection
    // (identical arguments) does not see a loop, loopgate's (which ignores descriptions) does.
    const retry = (n: number) => ({ tool: "run_shell_command", input: { command: "echo try >> attempts.log; cat missing.txt", description: `attempt ${n}` } });
    const result = await runGemini({ script: () => scriptOf(...Array.from({ length: 8 }, (_, n) => retry(n))), prompt: "read missing.txt" });
    const attempts = readFileSync(path.join(result.workspace.project, "attempts.log"), "utf8").trim().split("\n");
    expect(attempts).toHaveLength(5);
    expect(result.lastMessages[3]).toContain("loopgate: You are repeating yourself without making progress");
    expect(result.mainRequests).toHaveLength(5);
    expect(`${result.stdout}${result.stderr}`).toContain("Loop guard: retrying a call to run_shell_command that had already failed 4 times (hard limit 5)");
  });

  it("keeps the Gemini CLI working while the stop check fails, until it passes (AfterAgent)", async () => {
    const result = await runGemini({
      script: () => scriptOf({ text: "finished" }, shell("touch fixed"), { text: "finished now" }),
      prompt: "fix the build",
      stopCheck: "test -f fixed || { echo 'check failed: fixed is missing'; exit 1; }",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.mainRequests).toHaveLength(3);
    expect(result.lastMessages[1]).toContain("exited with code 1 (attempt 1 of 3)");
    expect(result.lastMessages[1]).toContain("check failed: fixed is missing");
  });

  it("blocks a prompt that contains a credential before it reaches the model (BeforeAgent)", async () => {
    const token = `AIza${"Sy0_".repeat(8)}abc`;
    const result = await runGemini({ script: () => scriptOf({ text: "should never be asked" }), prompt: `geocode with ${token}` });
    expect(result.mainRequests).toHaveLength(0);
    expect(result.allRequests).not.toContain(token);
    expect(`${result.stdout}${result.stderr}`).toContain("the prompt contains a credential (Google API key)");
  });
});
