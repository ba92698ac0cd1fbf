import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { probeSandbox } from "../../src/tools/sandbox/probe-sandbox.js";
import { needsSandbox, sandboxUnavailable } from "../../src/tools/builtin/__fixtures__/sandbox-availability.js";
import { assertBuilt, BIN, runProcess, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

/**
 * Runs `loopgate …` on a system where bubblewrap is missing: the CLI itself runs in a bubblewrap
 * mount namespace in which the real `bwrap` is covered by an empty, non-executable file.
 */
async function runWithoutBubblewrap(args: string[], cwd: string) {
  const availability = await probeSandbox();
  if (!availability.available) throw new Error(availability.reason);
  const hideAt = new Set([availability.bwrap, "/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"].filter((file) => existsSync(file)));
  const hide = [...hideAt].flatMap((file) => ["--ro-bind", "/dev/null", file]);
  const outer = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--bind", tmpdir(), tmpdir(), ...hide, "--die-with-parent", "--chdir", cwd, "--"];
  return runProcess(availability.bwrap, [...outer, process.execPath, BIN, ...args], { cwd, timeoutMs: 30_000 });
}

const script = (command: string) => JSON.stringify([{ toolCalls: [{ name: "exec", input: { command } }] }, { text: "done" }]);

describe.skipIf(sandboxUnavailable !== undefined)(`loopgate run where the sandbox cannot run${needsSandbox}`, () => {
  it('"auto" (the default) says so once, before the run, and runs commands without it', async () => {
    project = tempProject({ "script.json": JSON.stringify([{ toolCalls: [{ name: "exec", input: { command: "echo one > one.txt" } }] }, { toolCalls: [{ name: "exec", input: { command: "echo two > two.txt" } }] }, { text: "done" }]) });
    const { code, stderr } = await runWithoutBubblewrap(["run", "go", "--model", "scripted:script.json"], project.dir);
    expect(code, stderr).toBe(0);
    expect(stderr.match(/Commands run without the OS sandbox: bubblewrap \(bwrap\) is not installed/g)).toHaveLength(1);
    expect(stderr.indexOf("Commands run without the OS sandbox")).toBeLessThan(stderr.indexOf("▸ exec"));
    expect(existsSync(project.file("one.txt")) && existsSync(project.file("two.txt"))).toBe(true);
  });

  it('"required" fails closed: the user is told before the run, and no command runs', async () => {
    project = tempProject({ "script.json": script("echo ran > ran.txt"), "loopgate.config.json": JSON.stringify({ tools: { sandbox: "required" } }) });
    const { stderr } = await runWithoutBubblewrap(["run", "go", "--model", "scripted:script.json"], project.dir);
    expect(stderr).toContain('⚠ Commands will not run: the sandbox is required (sandbox: "required"), but bubblewrap (bwrap) is not installed');
    expect(stderr).toContain("The command was not run");
    expect(existsSync(project.file("ran.txt"))).toBe(false);
  });
});
