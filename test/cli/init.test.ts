import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, BIN, runCli, runProcess, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

function setup() {
  project = tempProject();
  const home = path.join(project.dir, "home");
  const cwd = path.join(project.dir, "work");
  mkdirSync(home);
  mkdirSync(cwd);
  return { home, cwd, env: { HOME: home, CODEX_HOME: undefined, CLAUDE_CONFIG_DIR: undefined } };
}

describe("loopgate init", () => {
  it("claude: writes the project settings, then reports nothing to change", async () => {
    const { cwd, env } = setup();
    const first = await runCli(["init", "claude"], { cwd, env });
    expect(first.code).toBe(0);
    const file = path.join(cwd, ".claude", "settings.json");
    expect(first.stdout).toContain(`Created ${file}`);
    expect(first.stdout).toContain("/hooks");
    const settings = JSON.parse(readFileSync(file, "utf8")) as { hooks: { PreToolUse: Array<{ matcher: string; hooks: Array<{ command: string }> }> } };
    expect(settings.hooks.PreToolUse[0]!.hooks[0]!.command).toBe("loopgate hook claude");
    expect(settings.hooks.PreToolUse[0]!.matcher).toBe("Bash|Read|Write|Edit|NotebookEdit|mcp__.*");
    const again = await runCli(["init", "claude", "--project"], { cwd, env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("already has loopgate's hook; nothing to change");
  });

  it("--stop-check installs the stop hook, and the installed hook keeps a real session's stop while the check fails", async () => {
    const { cwd, env } = setup();
    const result = await runCli(["init", "claude", "--stop-check", "test -e done"], { cwd, env });
    expect(result.code).toBe(0);
    const settings = JSON.parse(readFileSync(path.join(cwd, ".claude", "settings.json"), "utf8")) as { hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>> };
    expect(Object.keys(settings.hooks)).toEqual(["PreToolUse", "PostToolUse", "PostToolUseFailure", "UserPromptSubmit", "Stop"]);
    const command = settings.hooks.Stop![0]!.hooks[0]!.command;
    expect(command).toBe("loopgate hook claude --stop-check 'test -e done'");
    // Run the command as Claude Code would (through a shell), with loopgate's built bin in place of `loopgate`.
    const stop = JSON.stringify({ hook_event_name: "Stop", session_id: "init-stop", cwd, stop_hook_active: false });
    const args = ["-c", `${command.replace(/^loopgate /, `"${process.execPath}" "${BIN}" `)}`];
    const blocked = await runProcess("sh", args, { cwd, env: { ...env, XDG_CACHE_HOME: path.join(cwd, ".cache") }, input: stop });
    expect(blocked.stdout).toContain('"decision":"block"');
    const empty = await runCli(["init", "claude", "--stop-check", " "], { cwd, env });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("--stop-check needs a command");
  });

  it("--dry-run prints the file as it would be and writes nothing", async () => {
    const { cwd, home, env } = setup();
    const { code, stdout } = await runCli(["init", "gemini", "--user", "--dry-run"], { cwd, env });
    expect(code).toBe(0);
    expect(stdout).toContain(`Would create ${path.join(home, ".gemini", "settings.json")}:`);
    expect(stdout).toContain('"command": "loopgate hook gemini"');
    expect(readdirSync(home)).toEqual([]);
  });

  it("codex and gemini say what is still to do: hook trust, project trust, workspace trust", async () => {
    const { cwd, env } = setup();
    const codex = await runCli(["init", "codex"], { cwd, env });
    expect(codex.code).toBe(0);
    expect(codex.stdout).toContain(path.join(cwd, ".codex", "hooks.json"));
    expect(codex.stdout).toContain("--dangerously-bypass-hook-trust");
    expect(codex.stdout).toContain('trust_level = "trusted"');
    const gemini = await runCli(["init", "gemini"], { cwd, env });
    expect(gemini.stdout).toContain("--skip-trust");
    expect(gemini.stdout).toContain("GEMINI_CLI_TRUST_WORKSPACE=true");
  });

  it("malformed settings: exit 2 with the file and the problem, the file untouched", async () => {
    const { cwd, home, env } = setup();
    const file = path.join(home, ".claude", "settings.json");
    mkdirSync(path.dirname(file));
    const text = '{\n  "model": "opus",\n  "hooks": {\n';
    writeFileSync(file, text);
    const { code, stderr } = await runCli(["init", "claude", "--user"], { cwd, env });
    expect(code).toBe(2);
    expect(stderr).toContain(file);
    expect(stderr).toContain("not valid JSON");
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(readdirSync(path.dirname(file))).toEqual(["settings.json"]);
  });

  it("usage errors exit 2: both scopes, an unknown agent", async () => {
    const { cwd, env } = setup();
    expect((await runCli(["init", "claude", "--project", "--user"], { cwd, env })).code).toBe(2);
    expect((await runCli(["init", "cursor"], { cwd, env })).code).toBe(2);
    expect(readdirSync(cwd)).toEqual([]);
  });
});
