import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { waitUntilDead } from "../__fixtures__/wait-until-dead.js";
import { execTool } from "./index.js";
import type { ExecToolOptions } from "./index.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

// The runner itself (process groups, timeouts, output): without the sandbox, whose own tests are in src/tools/sandbox.
const exec = (command: string, options: ExecToolOptions = {}, extra: { timeout_ms?: number; cwd?: string } = {}) =>
  execTool(temp.workspace, { sandbox: "off", ...options }).execute({ command, ...extra }, testToolContext());

describe("exec", () => {
  it("runs a command in the workspace and reports its exit code", async () => {
    temp.file("sub/file.txt", "hi");
    const result = await exec("pwd; cat file.txt; echo oops >&2", {}, { cwd: "sub" });
    expect(result.isError).toBeUndefined();
    expect(result.output).toBe(`${path.join(temp.root, "sub")}\nhioops\n\n[exit code 0]`);
    expect(result.details).toMatchObject({ exitCode: 0, signal: null, timedOut: false, cwd: "sub" });
  });

  it("marks a non-zero exit as an error and still shows the output", async () => {
    const result = await exec("echo failing; exit 3");
    expect(result).toMatchObject({ isError: true, output: "failing\n\n[exit code 3]", details: { exitCode: 3 } });
    expect((await exec("true")).output).toBe("(no output)\n\n[exit code 0]");
  });

  it("reports a signal", async () => {
    const result = await exec("kill -SEGV $$");
    expect(result.isError).toBe(true);
    expect(result.output).toContain("[killed by signal SIGSEGV]");
    expect(result.details?.signal).toBe("SIGSEGV");
  });

  it("kills a command that never exits, with its children, at the timeout", async () => {
    const pidFile = path.join(temp.root, "pids");
    const result = await exec(`sleep 300 & echo $! > ${pidFile}; echo $$ >> ${pidFile}; echo started; sleep 300`, {}, { timeout_ms: 300 });
    expect(result.isError).toBe(true);
    expect(result.output).toBe("started\n\n[timed out after 300 ms; the command and its child processes were killed]");
    expect(result.details?.timedOut).toBe(true);
    const pids = readFileSync(pidFile, "utf8").trim().split("\n").map(Number);
    expect(pids).toHaveLength(2);
    expect(await waitUntilDead(pids)).toBe(true);
  });

  it("kills processes that ignore SIGTERM after the grace period", async () => {
    const pidFile = path.join(temp.root, "pid");
    const result = await exec(`trap '' TERM; echo $$ > ${pidFile}; while :; do sleep 0.05; done`, { killGraceMs: 200 }, { timeout_ms: 200 });
    expect(result.details?.timedOut).toBe(true);
    expect(await waitUntilDead([Number(readFileSync(pidFile, "utf8"))])).toBe(true);
  });

  it("kills the command when the run is aborted", async () => {
    const context = testToolContext();
    const pending = execTool(temp.workspace, { sandbox: "off" }).execute({ command: "echo waiting; sleep 300" }, context);
    setTimeout(() => context.controller.abort(), 200);
    const result = await pending;
    expect(result.isError).toBe(true);
    expect(result.output).toContain("[aborted: the run was stopped");
    const already = testToolContext();
    already.controller.abort();
    expect((await execTool(temp.workspace, { sandbox: "off" }).execute({ command: "echo never" }, already)).output).toContain("aborted");
  });

  it("keeps the head and tail of an output flood", async () => {
    const result = await exec("echo FIRST; seq 1 300000; echo LAST", { maxOutputChars: 2000 });
    expect(result.isError).toBeUndefined();
    expect(result.output.startsWith("FIRST\n1\n2\n")).toBe(true);
    expect(result.output).toMatch(/\[… [\d,]+ characters cut from the middle …\]/);
    expect(result.output).toMatch(/300000\nLAST\n\n\[exit code 0\]$/);
    expect(result.output.length).toBeLessThan(2200);
    expect(result.details?.truncated).toBe(true);
    expect(result.details?.outputChars).toBeGreaterThan(1_000_000);
  });

  it("stops background processes a finished command left behind", async () => {
    const pidFile = path.join(temp.root, "bg");
    const result = await exec(`sleep 300 & echo $! > ${pidFile}; echo done`);
    expect(result.isError).toBeUndefined();
    expect(result.output).toContain("done\n\n[exit code 0]\n[background processes it left running were stopped");
    expect(await waitUntilDead([Number(readFileSync(pidFile, "utf8"))])).toBe(true);
  });

  it("does not wait for input", async () => {
    const result = await exec("read line; echo got:$line", {}, { timeout_ms: 5000 });
    expect(result.output).toContain("got:");
    expect(result.details?.timedOut).toBe(false);
  });

  it("refuses bad folders, timeouts over the limit and a missing shell", async () => {
    temp.file("file.txt", "");
    expect((await exec("ls", {}, { cwd: "../" })).output).toContain("outside the workspace");
    expect((await exec("ls", {}, { cwd: "file.txt" })).output).toBe("cwd file.txt is not an existing folder");
    expect((await exec("ls", { maxTimeoutMs: 1000 }, { timeout_ms: 5000 })).output).toContain("over the limit of 1000 ms");
    const missing = await exec("ls", { shell: "/nonexistent/shell" });
    expect(missing.isError).toBe(true);
    expect(missing.output).toMatch(/^The command could not be started: .*ENOENT/);
  });
});

describe("exec environment", () => {
  const withVariables = async <T>(variables: Record<string, string>, body: () => T | Promise<T>): Promise<T> => {
    const previous = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
    Object.assign(process.env, variables);
    try {
      return await body();
    } finally {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  };

  it("passes an allow-list of loopgate's environment: never the providers' keys, nor other variables", async () => {
    const result = await withVariables({ ANTHROPIC_API_KEY: "sk-ant-test-credential", LOOPGATE_TEST_TOKEN: "tok-123", LC_TEST_LOCALE: "x" }, () =>
      exec('echo "key=[$ANTHROPIC_API_KEY] token=[$LOOPGATE_TEST_TOKEN] locale=[$LC_TEST_LOCALE] home=[$HOME] pager=[$PAGER]"'),
    );
    expect(result.output).toContain(`key=[] token=[] locale=[x] home=[${process.env.HOME}] pager=[cat]`);
    expect(result.output).not.toContain("sk-ant-test-credential");
  });

  it("passes configured names too, and removes the providers' keys from an environment given whole", async () => {
    const named = await withVariables({ LOOPGATE_TEST_TOKEN: "tok-123" }, () => exec('echo "token=[$LOOPGATE_TEST_TOKEN]"', { sandbox: { mode: "off", envNames: ["LOOPGATE_TEST_TOKEN"] } }));
    expect(named.output).toContain("token=[tok-123]");
    const given = await exec('echo "key=[$OPENAI_API_KEY] mine=[$MINE]"', { env: { PATH: process.env.PATH ?? "", MINE: "yes", OPENAI_API_KEY: "sk-test" } });
    expect(given.output).toContain("key=[] mine=[yes]");
    expect(() => execTool(temp.workspace, { sandbox: { envNames: ["ANTHROPIC_API_KEY"] } })).toThrow(/model provider's key/);
  });
});
