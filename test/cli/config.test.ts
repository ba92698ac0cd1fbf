import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, FIXTURES, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

const fixture = (name: string) => path.join(FIXTURES, name);
const SCRIPT = JSON.stringify([{ toolCalls: [{ name: "exec", input: { command: "echo hi" } }] }, { text: "done" }]);

describe("config files", () => {
  it.each([
    ["loopgate.config.json", '{ "guards": { "loopGuard": { "hardLimit": -1 } } }', "guards.loopGuard.hardLimit: Too small"],
    ["loopgate.config.json", '{ "tools": { "profile": "everything" } }', 'tools.profile: Invalid option: expected one of "minimal"|"coding"|"full"'],
    ["loopgate.config.json", '{ "gaurds": {} }', '(root): Unrecognized key: "gaurds"'],
    ["loopgate.config.json", '{ "model": ', "not valid JSON"],
    ["loopgate.config.yaml", "guards:\n  securityAudit:\n    extraRules:\n      - { id: x, label: y, match: [{ nam: z }] }\n", 'guards.securityAudit.extraRules[0].match[0]: Unrecognized key: "nam"'],
    ["loopgate.config.yml", "model: [unclosed\n", "YAML:"],
    ["loopgate.config.yaml", "guards:\n  loopGuard: maybe\n", "guards.loopGuard: expected boolean or object"],
  ])("rejects an invalid %s with the file, the key path and the problem (exit 2)", async (name, text, problem) => {
    project = tempProject({ [name]: text, "script.json": SCRIPT });
    const { code, stdout, stderr } = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(`Invalid config ${project.file(name)}`);
    expect(stderr).toContain(problem);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("is found upward from the working directory, and `loopgate config` shows it", async () => {
    project = tempProject({ "loopgate.config.yaml": "model: scripted:script.json\ntools:\n  profile: minimal\nguards:\n  loopGuard: false\n" });
    const sub = project.file("src/deep");
    mkdirSync(sub, { recursive: true });
    const { code, stdout } = await runCli(["config"], { cwd: sub });
    expect(code).toBe(0);
    expect(stdout).toContain(`config   ${project.file("loopgate.config.yaml")}`);
    expect(stdout).toContain("tools    profile minimal");
    expect(stdout).toContain("loop guard off");
    const json = await runCli(["config", "--json"], { cwd: sub });
    expect(JSON.parse(json.stdout)).toEqual({
      file: project.file("loopgate.config.yaml"),
      config: { model: "scripted:script.json", tools: { profile: "minimal" }, guards: { loopGuard: false } },
    });
  });

  it("refuses two config files side by side", async () => {
    project = tempProject({ "loopgate.config.json": "{}", "loopgate.config.yaml": "{}" });
    const { code, stderr } = await runCli(["config"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stderr).toContain("Found 2 config files");
  });

  it("reports a missing --config file", async () => {
    project = tempProject();
    const { code, stderr } = await runCli(["config", "--config", "nope.yaml"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stderr).toContain(`Invalid config ${project.file("nope.yaml")}`);
    expect(stderr).toContain("the file does not exist");
  });

  it("drives the run: tool profile and deny list, guards switched off, custom interceptor modules with options", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({
        tools: { profile: "coding", deny: ["write"] },
        guards: { securityAudit: false },
        interceptors: [{ module: fixture("stamp-args.mjs"), options: { timeoutMs: 4321 } }],
      }),
      ".env": "A=1\n",
      "script.json": JSON.stringify([
        { toolCalls: [{ name: "read", input: { path: ".env" } }, { name: "write", input: { path: "x.txt", content: "x" } }] },
        { toolCalls: [{ name: "exec", input: { command: "echo hi" } }] },
        { text: "done" },
      ]),
    });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--verbose"], { cwd: project.dir });
    expect(code).toBe(0);
    // The audit is off, so .env is read; write is not a tool of this agent.
    expect(stderr).toContain("▸ read .env");
    expect(stderr).toContain('Unknown tool "write"');
    expect(stderr).toContain("test:stamp-timeout · rewrote the exec arguments");
  });

  it.each([
    [fixture("not-an-interceptor.mjs"), "is not an interceptor"],
    ["./missing.mjs", "could not be loaded"],
    ["some-package", "must be a local path"],
  ])("fails with the module named when interceptor %s cannot be used", async (module, problem) => {
    project = tempProject({ "loopgate.config.json": JSON.stringify({ interceptors: [module] }), "script.json": SCRIPT });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stderr).toContain(problem);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("--no-config ignores a broken config", async () => {
    project = tempProject({ "loopgate.config.json": "{ broken", "script.json": SCRIPT });
    const { code } = await runCli(["run", "x", "--model", "scripted:script.json", "--no-config"], { cwd: project.dir });
    expect(code).toBe(0);
  });
});
