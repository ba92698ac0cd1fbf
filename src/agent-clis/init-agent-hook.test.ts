import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { initAgentHook } from "./init-agent-hook.js";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function places() {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-init-")));
  const cwd = path.join(root, "project");
  const home = path.join(root, "home");
  mkdirSync(cwd);
  mkdirSync(home);
  return { cwd, home };
}

interface Settings {
  model?: string;
  permissions?: unknown;
  hooks: Record<string, unknown[]>;
}
const json = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Settings;

describe("initAgentHook", () => {
  it("creates Claude Code's project settings with the current tool names, then changes nothing on a second run", () => {
    const { cwd, home } = places();
    const first = initAgentHook({ agent: "claude", scope: "project", cwd, home });
    expect(first).toMatchObject({ file: path.join(cwd, ".claude", "settings.json"), changed: true, created: true });
    expect(first.backup).toBeUndefined();
    const hook = { type: "command", command: "loopgate hook claude", timeout: 30 };
    expect(json(first.file)).toEqual({
      hooks: {
        PreToolUse: [{ matcher: "Bash|Read|Write|Edit|NotebookEdit|mcp__.*", hooks: [hook] }],
        PostToolUse: [{ matcher: "*", hooks: [hook] }],
        PostToolUseFailure: [{ matcher: "*", hooks: [hook] }],
        UserPromptSubmit: [{ hooks: [hook] }],
      },
    });
    const before = readFileSync(first.file, "utf8");
    const second = initAgentHook({ agent: "claude", scope: "project", cwd, home });
    expect(second).toMatchObject({ changed: false, created: false });
    expect(readFileSync(first.file, "utf8")).toBe(before);
    expect(readdirSync(path.dirname(first.file))).toEqual(["settings.json"]);
  });

  it("merges into existing settings, keeps other hooks, backs the old file up, and is idempotent", () => {
    const { cwd, home } = places();
    const file = path.join(home, ".claude", "settings.json");
    mkdirSync(path.dirname(file));
    const original = JSON.stringify({
      model: "opus",
      permissions: { allow: ["Bash(npm test)"] },
      hooks: {
        PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "./audit.sh" }] }],
        Stop: [{ hooks: [{ type: "command", command: "./notify.sh" }] }],
      },
    });
    writeFileSync(file, original);
    const result = initAgentHook({ agent: "claude", scope: "user", cwd, home });
    expect(result).toMatchObject({ file, changed: true, created: false });
    expect(readFileSync(result.backup!, "utf8")).toBe(original);
    const settings = json(file);
    expect(settings.model).toBe("opus");
    expect(settings.permissions).toEqual({ allow: ["Bash(npm test)"] });
    expect(settings.hooks.Stop).toEqual([{ hooks: [{ type: "command", command: "./notify.sh" }] }]);
    expect(settings.hooks.PreToolUse).toEqual([
      { matcher: "Bash", hooks: [{ type: "command", command: "./audit.sh" }] },
      { matcher: "Bash|Read|Write|Edit|NotebookEdit|mcp__.*", hooks: [{ type: "command", command: "loopgate hook claude", timeout: 30 }] },
    ]);
    expect(initAgentHook({ agent: "claude", scope: "user", cwd, home }).changed).toBe(false);
    expect(readdirSync(path.dirname(file)).filter((name) => name.includes("backup"))).toHaveLength(1);
  });

  it("brings an older loopgate hook up to date in place (a `*` matcher, a path to the bin)", () => {
    const { cwd, home } = places();
    const file = path.join(cwd, ".claude", "settings.json");
    mkdirSync(path.dirname(file));
    writeFileSync(
      file,
      JSON.stringify({
        hooks: {
          PreToolUse: [
            { matcher: "*", hooks: [{ type: "command", command: "/opt/loopgate/dist/cli/bin.js hook claude" }] },
            { matcher: "Write", hooks: [{ type: "command", command: "./fmt.sh" }] },
            { matcher: "Bash", hooks: [{ type: "command", command: 'node "/opt/loopgate/dist/cli/loopgate.cjs" hook claude' }] },
          ],
        },
      }),
    );
    initAgentHook({ agent: "claude", scope: "project", cwd, home });
    expect(json(file).hooks.PreToolUse).toEqual([
      { matcher: "Bash|Read|Write|Edit|NotebookEdit|mcp__.*", hooks: [{ type: "command", command: "loopgate hook claude", timeout: 30 }] },
      { matcher: "Write", hooks: [{ type: "command", command: "./fmt.sh" }] },
    ]);
  });

  it("refuses malformed settings with the file and the problem, leaving the file byte for byte", () => {
    const { cwd, home } = places();
    const file = path.join(cwd, ".gemini", "settings.json");
    mkdirSync(path.dirname(file));
    for (const text of ['{ "hooks": { "BeforeTool": [ }', '{ "hooks": [] }', '{ "hooks": { "BeforeTool": {} } }', "[1, 2]", '{ "a": 1 } // note']) {
      writeFileSync(file, text);
      let error: unknown;
      try {
        initAgentHook({ agent: "gemini", scope: "project", cwd, home });
      } catch (caught) {
        error = caught;
      }
      expect(ConfigurationError.isInstance(error), text).toBe(true);
      expect((error as Error).message).toContain(file);
      expect((error as Error).message).toContain("left untouched");
      expect(readFileSync(file, "utf8")).toBe(text);
      expect(readdirSync(path.dirname(file))).toEqual(["settings.json"]);
    }
  });

  it("writes Codex's hooks.json (honouring CODEX_HOME) and Gemini CLI's settings with its millisecond timeout", () => {
    const { cwd, home } = places();
    const codexHome = path.join(home, "codex-home");
    const codex = initAgentHook({ agent: "codex", scope: "user", cwd, home, env: { CODEX_HOME: codexHome } });
    expect(codex.file).toBe(path.join(codexHome, "hooks.json"));
    const hook = { type: "command", command: "loopgate hook codex", timeout: 30 };
    expect(json(codex.file)).toEqual({
      hooks: { PreToolUse: [{ matcher: "Bash|apply_patch|mcp__.*", hooks: [hook] }], PostToolUse: [{ matcher: "*", hooks: [hook] }], UserPromptSubmit: [{ hooks: [hook] }] },
    });
    expect(initAgentHook({ agent: "codex", scope: "project", cwd, home }).file).toBe(path.join(cwd, ".codex", "hooks.json"));
    const gemini = initAgentHook({ agent: "gemini", scope: "user", cwd, home });
    expect(gemini.file).toBe(path.join(home, ".gemini", "settings.json"));
    expect(json(gemini.file).hooks.BeforeTool).toEqual([
      {
        matcher: "run_shell_command|read_file|write_file|replace|read_many_files|grep_search",
        hooks: [{ type: "command", command: "loopgate hook gemini", name: "loopgate", timeout: 30000 }],
      },
    ]);
  });

  it("installs a stop check when asked, quoted for the shell, keeps it on a later run without one, and replaces it with a new one", () => {
    const { cwd, home } = places();
    const first = initAgentHook({ agent: "claude", scope: "project", cwd, home, stopCheck: "npm test -- --grep 'it works'" });
    expect(json(first.file).hooks.Stop).toEqual([{ hooks: [{ type: "command", command: String.raw`loopgate hook claude --stop-check 'npm test -- --grep '\''it works'\'''`, timeout: 600 }] }]);
    expect(initAgentHook({ agent: "claude", scope: "project", cwd, home }).changed).toBe(false);
    initAgentHook({ agent: "claude", scope: "project", cwd, home, stopCheck: "make check" });
    expect(json(first.file).hooks.Stop).toEqual([{ hooks: [{ type: "command", command: "loopgate hook claude --stop-check 'make check'", timeout: 600 }] }]);
    const gemini = initAgentHook({ agent: "gemini", scope: "project", cwd, home, stopCheck: "npm test" });
    expect(json(gemini.file).hooks.AfterAgent).toEqual([{ hooks: [{ type: "command", command: "loopgate hook gemini --stop-check 'npm test'", name: "loopgate", timeout: 600000 }] }]);
    expect(Object.keys(json(gemini.file).hooks)).toEqual(["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent"]);
  });

  it("--dry-run writes nothing; an empty file counts as empty settings; a symlinked file is written through", () => {
    const { cwd, home } = places();
    const dry = initAgentHook({ agent: "claude", scope: "project", cwd, home, dryRun: true });
    expect(dry).toMatchObject({ changed: true, created: true });
    expect(JSON.parse(dry.content).hooks.PreToolUse).toHaveLength(1);
    expect(readdirSync(cwd)).toEqual([]);
    const real = path.join(home, "dotfiles-settings.json");
    writeFileSync(real, "");
    mkdirSync(path.join(cwd, ".claude"));
    symlinkSync(real, path.join(cwd, ".claude", "settings.json"));
    initAgentHook({ agent: "claude", scope: "project", cwd, home });
    expect(json(real).hooks.PreToolUse).toHaveLength(1);
  });
});
