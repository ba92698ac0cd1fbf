import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { waitUntilDead } from "../__fixtures__/wait-until-dead.js";
import { processTool } from "./index.js";
import type { ProcessDetails, ProcessInput } from "./index.js";

let temp: TempWorkspace;
let context: ReturnType<typeof testToolContext>;
beforeEach(() => {
  temp = createTempWorkspace();
  context = testToolContext();
});
afterEach(() => {
  context.controller.abort();
  temp.cleanup();
});

describe("process", () => {
  it("starts a process, talks to it and reads its output", async () => {
    const tool = processTool(temp.workspace, { sandbox: "off" });
    const call = (input: ProcessInput) => tool.execute(input, context);
    const started = await call({ action: "start", command: "echo ready; read line; echo got:$line; exit 4", wait_ms: 5000 });
    expect(started.output).toMatch(/^Started p1 \(pid \d+\): echo ready; read line; echo got:\$line; exit 4\nready\n\[p1 running · pid \d+\]$/);
    expect(await call({ action: "read", id: "p1" })).toMatchObject({ output: expect.stringMatching(/^\(no new output\)\n\[p1 running/) });
    expect((await call({ action: "write", id: "p1", input: "hello\n" })).output).toBe("Sent 6 bytes to p1.");
    let read = await call({ action: "read", id: "p1", wait_ms: 5000 });
    if (!read.output.includes("exited")) read = await call({ action: "read", id: "p1", wait_ms: 5000 });
    expect(read.output).toMatch(/got:hello/);
    const final = await call({ action: "read", id: "p1", wait_ms: 2000 });
    expect(final.output).toMatch(/\[p1 exited with code 4\]$/);
    expect(final.details).toMatchObject({ id: "p1", running: false, exitCode: 4 });
    const written = await call({ action: "write", id: "p1", input: "more\n" });
    expect(written.isError).toBe(true);
    expect(written.output).toContain("p1 is no longer running");
  });

  it("lists processes of the current run only", async () => {
    const tool = processTool(temp.workspace, { sandbox: "off" });
    await tool.execute({ action: "start", command: "sleep 300", wait_ms: 0 }, context);
    await tool.execute({ action: "start", command: "exit 0", wait_ms: 5000 }, context);
    const list = await tool.execute({ action: "list" }, context);
    expect(list.output).toMatch(/^p1 {2}running {2}\d+s {2}sleep 300\np2 {2}exited with code 0 {2}\d+s {2}exit 0$/);
    const other = testToolContext({ runId: "run_2" });
    expect((await tool.execute({ action: "list" }, other)).output).toBe("No background processes.");
    expect((await tool.execute({ action: "read", id: "p1" }, other)).output).toBe('No process "p1" in this run');
    other.controller.abort();
  });

  it("kills a process with its children", async () => {
    const tool = processTool(temp.workspace, { sandbox: "off" });
    const pidFile = path.join(temp.root, "child.pid");
    const started = await tool.execute({ action: "start", command: `sleep 300 & echo $! > ${pidFile}; echo up; wait`, wait_ms: 5000 }, context);
    const leader = (started.details as ProcessDetails).pid ?? 0;
    const child = Number(readFileSync(pidFile, "utf8"));
    const killed = await tool.execute({ action: "kill", id: "p1" }, context);
    expect(killed.output).toMatch(/\[p1 killed by SIGTERM\]$/);
    expect(await waitUntilDead([leader, child])).toBe(true);
    expect((await tool.execute({ action: "kill", id: "p1" }, context)).output).toMatch(/^p1 had already stopped\./);
  });

  it("kills every process of a run when the run ends", async () => {
    const tool = processTool(temp.workspace, { sandbox: "off", killGraceMs: 200 });
    const pids: number[] = [];
    for (const command of ["sleep 300", "trap '' TERM; while :; do sleep 0.05; done"]) {
      const started = await tool.execute({ action: "start", command, wait_ms: 0 }, context);
      pids.push((started.details as ProcessDetails).pid ?? 0);
    }
    await tool.execute({ action: "start", command: "exit 0", wait_ms: 5000 }, context);
    context.controller.abort();
    expect(await waitUntilDead(pids)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await tool.execute({ action: "list" }, context)).output).toBe("No background processes.");
    expect((await tool.execute({ action: "start", command: "sleep 1" }, context)).output).toContain("no process was started");
  });

  it("kills its processes when Node exits", async () => {
    const script = fileURLToPath(new URL("../__fixtures__/start-process-and-exit.ts", import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, temp.root], { timeout: 15_000 });
    const pid = Number(stdout.trim());
    expect(pid).toBeGreaterThan(0);
    expect(await waitUntilDead([pid])).toBe(true);
  });

  it("caps what one read returns and what is kept", async () => {
    const tool = processTool(temp.workspace, { sandbox: "off", maxOutputChars: 1000, bufferChars: 5000 });
    await tool.execute({ action: "start", command: "seq 1 100000; echo END", wait_ms: 0 }, context);
    let read = await tool.execute({ action: "read", id: "p1", wait_ms: 5000 }, context);
    for (let attempt = 0; attempt < 20 && !read.output.includes("exited"); attempt += 1) {
      read = await tool.execute({ action: "read", id: "p1", wait_ms: 500 }, context);
    }
    expect(read.output).toMatch(/earlier characters were no longer kept|characters cut from the middle/);
    expect(read.output.length).toBeLessThan(1300);
  });

  it("starts bash as a plain command, not as a remote login that runs the user's .bashrc", async () => {
    const home = temp.file("home/.bashrc", "echo SOURCED-BASHRC\n").replace(/\/\.bashrc$/, "");
    const tool = processTool(temp.workspace, { sandbox: "off", shell: "/bin/bash", env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home } });
    let output = (await tool.execute({ action: "start", command: "echo started", wait_ms: 5000 }, context)).output;
    if (!output.includes("exited")) output += (await tool.execute({ action: "read", id: "p1", wait_ms: 5000 }, context)).output;
    expect(output).toContain("started");
    expect(output).not.toContain("SOURCED-BASHRC");
  });

  it("refuses bad requests clearly", async () => {
    const tool = processTool(temp.workspace, { sandbox: "off", maxProcesses: 1 });
    const call = (input: ProcessInput) => tool.execute(input, context);
    expect((await call({ action: "start" })).output).toBe("start needs a command");
    expect((await call({ action: "start", command: "ls", cwd: "../.." })).output).toContain("outside the workspace");
    expect((await call({ action: "read" })).output).toContain('read needs the id of a process (see action "list")');
    expect((await call({ action: "kill", id: "p9" })).output).toBe('No process "p9" in this run');
    await call({ action: "start", command: "sleep 300", wait_ms: 0 });
    expect((await call({ action: "start", command: "sleep 300", wait_ms: 0 })).output).toContain("limit");
    expect((await call({ action: "write", id: "p1" })).output).toBe("write needs input (or eof: true)");
    expect((await tool.validate({ action: "dance" })).ok).toBe(false);
  });
});
