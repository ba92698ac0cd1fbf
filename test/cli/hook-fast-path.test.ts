import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, BIN, FIXTURES, runCli, runProcess, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

/** Runs the built binary with every module it loads recorded; resolves with its result and those modules. */
async function runRecorded(args: string[], input: string, cwd: string, env: Record<string, string> = {}) {
  const record = path.join(cwd, "loads.txt");
  rmSync(record, { force: true });
  const result = await runProcess(process.execPath, ["--import", path.join(FIXTURES, "record-loads.mjs"), BIN, ...args], {
    input,
    cwd,
    env: { HOME: path.join(cwd, "no-home"), XDG_CONFIG_HOME: undefined, ...env, LOOPGATE_RECORD_LOADS: record },
  });
  const loads = existsSync(record) ? readFileSync(record, "utf8").split("\n").filter(Boolean) : [];
  return { ...result, loads };
}

const HEAVY = /^(commander|zod|yaml|openai|@anthropic-ai\/sdk|@modelcontextprotocol\/sdk|turndown|@cfworker\/json-schema)(\/|$)/;
const SHELL_PARSER = /^mvdan-sh(\/|$)/;
const event = (dir: string, tool: string, input: Record<string, unknown>) =>
  JSON.stringify({ hook_event_name: "PreToolUse", tool_name: tool, tool_input: input, cwd: dir });

describe("the hook's fast path", () => {
  it("judges a non-shell call from the bundle, without the CLI framework, the config validator, SDKs or the shell parser", async () => {
    project = tempProject({ "notes.md": "hi\n", ".env": "KEY=1\n" });
    const allowed = await runRecorded(["hook", "claude"], event(project.dir, "Read", { file_path: "notes.md" }), project.dir);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toBe("");
    expect(allowed.loads.filter((specifier) => /^\.\/(lean-cli|commands\/run-hook|run-check)\.js$|agent-hooks/.test(specifier))).toEqual([]);
    expect(readdirSync(path.join(path.dirname(BIN), ".v8-cache")).some((name) => name.startsWith("hook-entry.cjs-"))).toBe(true);
    expect(allowed.loads.filter((specifier) => HEAVY.test(specifier) || SHELL_PARSER.test(specifier))).toEqual([]);
    const denied = await runRecorded(["hook", "claude"], event(project.dir, "Read", { file_path: ".env" }), project.dir);
    expect(JSON.parse(denied.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny" } });
  });

  it("loads the shell parser for a shell command, and still no framework or validator", async () => {
    project = tempProject();
    const { code, stdout, loads } = await runRecorded(["hook", "claude"], event(project.dir, "Bash", { command: "rm -rf /" }), project.dir);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny" } });
    expect(loads.some((specifier) => SHELL_PARSER.test(specifier))).toBe(true);
    expect(loads.filter((specifier) => HEAVY.test(specifier))).toEqual([]);
  });

  it("loads the config validator only when a config file is in reach (the user's or the project's), and applies it", async () => {
    project = tempProject({ ".env": "KEY=1\n" });
    const home = path.join(project.dir, "home");
    mkdirSync(path.join(home, ".config", "loopgate"), { recursive: true });
    writeFileSync(path.join(home, ".config", "loopgate", "config.json"), JSON.stringify({ guards: { securityAudit: false } }));
    const { code, stdout, loads } = await runRecorded(["hook", "claude"], event(project.dir, "Read", { file_path: ".env" }), project.dir, { HOME: home });
    expect(code).toBe(0);
    expect(stdout).toBe("");
    expect(loads).toContain("zod");
    const ignored = await runRecorded(["hook", "claude", "--no-config"], event(project.dir, "Read", { file_path: ".env" }), project.dir, { HOME: home });
    expect(JSON.parse(ignored.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny" } });
    expect(ignored.loads).not.toContain("zod");
    writeFileSync(path.join(project.dir, "loopgate.config.json"), JSON.stringify({ guards: { commandSafety: { strict: true } } }));
    const projectOnly = await runRecorded(["hook", "claude", "-v"], event(project.dir, "Read", { file_path: ".env" }), project.dir);
    expect(JSON.parse(projectOnly.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny" } });
    expect(projectOnly.loads).toContain("zod");
    expect(projectOnly.stderr).toContain(path.join(project.dir, "loopgate.config.json"));
  });

  it("check and --version take the fast path too; help still comes from the full CLI", async () => {
    project = tempProject();
    const check = await runRecorded(["check", "--json", "--", "ls", "-la"], "", project.dir);
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout)).toEqual({ decision: "allow" });
    expect(check.loads.filter((specifier) => HEAVY.test(specifier))).toEqual([]);
    const version = await runRecorded(["--version"], "", project.dir);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(version.loads.filter((specifier) => HEAVY.test(specifier) || /hook-entry|\/lean-cli\.js$/.test(specifier))).toEqual([]);
    const help = await runCli(["hook", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("loopgate init");
    expect(help.stdout).not.toContain('"matcher": "*"');
  });

  it("still fails closed with a damaged bundle: the modules it was built from answer instead", async () => {
    project = tempProject();
    const root = path.dirname(path.dirname(path.dirname(BIN)));
    cpSync(path.join(root, "dist"), path.join(project.dir, "dist"), { recursive: true, filter: (source) => !source.includes(".v8-cache") });
    copyFileSync(path.join(root, "package.json"), path.join(project.dir, "package.json"));
    symlinkSync(path.join(root, "node_modules"), path.join(project.dir, "node_modules"));
    writeFileSync(path.join(project.dir, "dist", "cli", "hook-entry.cjs"), "this is not JavaScript {");
    const bin = path.join(project.dir, "dist", "cli", "bin.js");
    const { code, stdout } = await runProcess(process.execPath, [bin, "hook", "claude"], { input: event(project.dir, "Bash", { command: "rm -rf /" }), cwd: project.dir });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny" } });
  });

  it("leaves the command executable after a build", () => {
    expect(statSync(BIN).mode & 0o111).toBe(0o111);
    expect(readFileSync(BIN, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
  });
});
