import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, FIXTURES, runCli, tempProject, userConfigHome } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject> | undefined;
let user: ReturnType<typeof userConfigHome> | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
  user?.remove();
  user = undefined;
});

/** The environment of a user whose own config trusts `dir` (so its project config applies in full). */
function trusting(dir: string): Record<string, string> {
  user?.remove();
  user = userConfigHome({ trustedProjects: [dir] });
  return user.env;
}

describe("loopgate check", () => {
  it("prints a plain decision for one command and exits 0 for allow", async () => {
    const { code, stdout } = await runCli(["check", "--", "ls", "-la"]);
    expect(code).toBe(0);
    expect(stdout).toBe("✔ allow  ls -la\n");
  });

  it("--json prints the machine line; deny exits 2 with the rule and reason", async () => {
    const { code, stdout } = await runCli(["check", "--json", "--", "rm", "-rf", "/"]);
    const decision = JSON.parse(stdout) as { decision: string; rule?: string; reason?: string };
    expect(decision).toMatchObject({ decision: "deny", rule: expect.any(String), reason: expect.any(String) });
    expect(code).toBe(2);
    const human = await runCli(["check", "--", "rm -rf /"]);
    expect(human.code).toBe(2);
    expect(human.stdout).toContain(`✘ deny [${decision.rule}]  rm -rf /\n  ${decision.reason}`);
  });

  it("exits 3 for ask", async () => {
    const { code, stdout } = await runCli(["check", "--", "git", "push", "--force", "origin", "main"]);
    expect(code).toBe(3);
    expect(stdout).toMatch(/^\? ask \[git\.force-push\] {2}git push --force origin main\n {2}/);
  });

  it("exits 3 for ask from a custom guard in the config", async () => {
    project = tempProject({ "loopgate.config.json": JSON.stringify({ interceptors: [path.join(FIXTURES, "ask-echo.mjs")] }) });
    const { code, stdout } = await runCli(["check", "--json", "--", "echo", "approved", "now"], { cwd: project.dir, env: trusting(project.dir) });
    expect(code).toBe(3);
    expect(JSON.parse(stdout)).toEqual({ decision: "ask", rule: "test.ask-echo", reason: "echo needs a person's approval" });
  });

  it("exits 1 for usage errors: no command, or a command together with --jsonl", async () => {
    expect((await runCli(["check"])).code).toBe(1);
    expect((await runCli(["check", "--jsonl", "--", "ls"])).code).toBe(1);
  });

  it("--jsonl answers every line in order; malformed lines get a deny with the reason", async () => {
    project = tempProject();
    const input = [
      JSON.stringify({ tool: "read", args: { path: "README.md" } }),
      "{not json",
      "",
      JSON.stringify({ tool: "read", args: { path: ".env" }, cwd: project.dir }),
      JSON.stringify({ tool: "write" }),
    ].join("\n");
    const { code, stdout } = await runCli(["check", "--jsonl"], { input, cwd: project.dir });
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n").map((line) => JSON.parse(line) as { decision: string; rule?: string; reason?: string });
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({ decision: "allow" });
    expect(lines[1]).toMatchObject({ decision: "deny", reason: expect.stringContaining("Line 2: invalid JSON") });
    expect(lines[2]).toMatchObject({ decision: "deny", rule: "secrets.env-file" });
    expect(lines[3]).toMatchObject({ decision: "deny", reason: expect.stringContaining("Line 5") });
  });

  it("uses the config's guard options: a trusted path is allowed", async () => {
    project = tempProject({
      "loopgate.config.yaml": "guards:\n  securityAudit:\n    allowPaths: [deploy/.env]\n",
    });
    const input = `${JSON.stringify({ tool: "read", args: { path: "deploy/.env" } })}\n${JSON.stringify({ tool: "read", args: { path: ".env" } })}\n`;
    const { stdout } = await runCli(["check", "--jsonl"], { input, cwd: project.dir, env: trusting(project.dir) });
    expect(stdout.trim().split("\n").map((line) => (JSON.parse(line) as { decision: string }).decision)).toEqual(["allow", "deny"]);
    const defaults = await runCli(["check", "--jsonl", "--no-config"], { input, cwd: project.dir });
    expect(defaults.stdout.trim().split("\n").map((line) => (JSON.parse(line) as { decision: string }).decision)).toEqual(["deny", "deny"]);
  });

  it("maps the config's command safety options: overrides, allow entries and extra rules", async () => {
    project = tempProject({
      "loopgate.config.yaml": [
        "guards:",
        "  commandSafety:",
        "    overrides: { git.force-push: deny }",
        "    allow: [\"curl https://get.example.com\"]",
        "    rules:",
        "      - { id: corp.kubectl-delete, decision: ask, pattern: \"^kubectl delete\\\\b\", reason: deleting cluster objects needs a person }",
        "",
      ].join("\n"),
    });
    const env = trusting(project.dir);
    const decide = async (command: string) => JSON.parse((await runCli(["check", "--json", "--", command], { cwd: project!.dir, env })).stdout) as { decision: string; rule?: string };
    expect(await decide("git push --force origin main")).toMatchObject({ decision: "deny", rule: "git.force-push" });
    expect(await decide("kubectl delete pod web-1")).toEqual({ decision: "ask", rule: "corp.kubectl-delete", reason: "deleting cluster objects needs a person" });
    expect((await runCli(["check", "--json", "--no-config", "--", "kubectl delete pod web-1"], { cwd: project.dir })).stdout).toBe('{"decision":"allow"}\n');
  });

  it("rejects a command safety override naming no rule", async () => {
    project = tempProject({ "loopgate.config.json": JSON.stringify({ guards: { commandSafety: { overrides: { "no.such-rule": "deny" } } } }) });
    const { code, stderr } = await runCli(["check", "--", "ls"], { cwd: project.dir });
    expect(code).toBe(1);
    expect(stderr).toContain('command safety override "no.such-rule" names no known rule');
  });

  it("exits 1 with the problem for a broken config", async () => {
    project = tempProject({ "loopgate.config.json": '{ "guards": 3 }' });
    const { code, stderr } = await runCli(["check", "--", "ls"], { cwd: project.dir });
    expect(code).toBe(1);
    expect(stderr).toContain("guards: Invalid input: expected object");
  });
});

describe("loopgate hook", () => {
  const readEnv = (cwd: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Read", tool_input: { file_path: ".env" }, cwd });

  it("claude: denies a secret read in the Claude Code protocol, prints nothing for an allow", async () => {
    project = tempProject();
    const denied = await runCli(["hook", "claude"], { input: readEnv(project.dir), cwd: project.dir });
    expect(denied.code).toBe(0);
    expect(JSON.parse(denied.stdout)).toEqual({
      hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: expect.stringContaining("[secrets.env-file]") },
    });
    const allowed = await runCli(["hook", "claude"], {
      input: JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Read", tool_input: { file_path: "README.md" }, cwd: project.dir }),
      cwd: project.dir,
    });
    expect(allowed).toMatchObject({ code: 0, stdout: "" });
  });

  it("runs a config's interceptor on an agent CLI's MCP tool, named before any server started", async () => {
    project = tempProject({ "guards.json": JSON.stringify({ interceptors: [path.join(FIXTURES, "block-mcp-issues.mjs")] }) });
    const call = (tool: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: tool, tool_input: { title: "hi" }, cwd: project!.dir });
    const config = path.join(project.dir, "guards.json");
    const blocked = await runCli(["hook", "claude", "--config", config], { input: call("mcp__github__create_issue"), cwd: project.dir });
    expect(JSON.parse(blocked.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny", permissionDecisionReason: expect.stringContaining("no issues from agents") } });
    const other = await runCli(["hook", "claude", "--config", config], { input: call("mcp__github__list_issues"), cwd: project.dir });
    expect(other).toMatchObject({ code: 0, stdout: "" });
  });

  it("codex and gemini answer in their own protocols", async () => {
    project = tempProject();
    const codex = await runCli(["hook", "codex"], { input: readEnv(project.dir), cwd: project.dir });
    expect(JSON.parse(codex.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    const gemini = await runCli(["hook", "gemini"], {
      input: JSON.stringify({ hook_event_name: "BeforeTool", tool_name: "read_file", tool_input: { absolute_path: path.join(project.dir, ".env") }, cwd: project.dir }),
      cwd: project.dir,
    });
    expect(gemini.code).toBe(0);
    expect(JSON.parse(gemini.stdout)).toMatchObject({ decision: "deny" });
  });

  it("fails closed (exit 2, reason on stderr) on bad input, an unknown agent, a broken config and a crashing guard", async () => {
    project = tempProject();
    const bad = await runCli(["hook", "claude"], { input: "not json", cwd: project.dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("fail closed");

    const unknown = await runCli(["hook", "cursor"], { input: readEnv(project.dir), cwd: project.dir });
    expect(unknown.code).toBe(2);

    project.remove();
    project = tempProject({ "loopgate.config.json": "{ nope" });
    const broken = await runCli(["hook", "claude"], { input: readEnv(project.dir), cwd: project.dir });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain("not valid JSON");
    expect(broken.stderr).toContain("fail closed");

    project.remove();
    project = tempProject({ "loopgate.config.json": JSON.stringify({ interceptors: [path.join(FIXTURES, "crashing-guard.mjs")] }) });
    const crashing = await runCli(["hook", "claude"], {
      input: JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Read", tool_input: { file_path: "README.md" }, cwd: project.dir }),
      cwd: project.dir,
      env: trusting(project.dir),
    });
    expect(crashing.code).toBe(0);
    const answer = JSON.parse(crashing.stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } };
    expect(answer.hookSpecificOutput.permissionDecision).toBe("deny");
    expect(answer.hookSpecificOutput.permissionDecisionReason).toContain("guard exploded");
  });
});
