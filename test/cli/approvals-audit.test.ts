import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, BIN, FIXTURES, runCli, runProcess, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

/** A project whose config adds a guard asking before `echo approved…`, and a script making two such calls. */
function askProject(extraConfig: Record<string, unknown> = {}) {
  return tempProject({
    "loopgate.config.json": JSON.stringify({ interceptors: [path.join(FIXTURES, "ask-echo.mjs")], ...extraConfig }),
    "script.json": JSON.stringify([
      { toolCalls: [{ id: "call-1", name: "exec", input: { command: "echo approved-1" } }] },
      { toolCalls: [{ id: "call-2", name: "exec", input: { command: "echo approved-2" } }] },
      { text: "done" },
    ]),
  });
}

const hasScript = (() => {
  try {
    execFileSync("script", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("approvals", () => {
  it("denies an `ask` with its reason when no one can answer (stdin is not a terminal)", async () => {
    project = askProject();
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(0);
    expect(stderr).toContain('🙋 test:ask-echo · asks before exec — "echo needs a person\'s approval"');
    expect(stderr).toContain("reason: echo needs a person's approval [test.ask-echo]");
    expect(stderr).toContain("✘ denied (no interactive terminal to ask)");
    expect(stderr).not.toContain("▸ exec echo approved");
  });

  it("--approvals stdin reads one answer per question: allow once, then deny by default", async () => {
    project = askProject();
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--approvals", "stdin"], { cwd: project.dir, input: "a\n\n" });
    expect(code).toBe(0);
    expect(stderr).toContain("[a] allow once  [A] allow always (this run)  [d] deny (default)");
    expect(stderr).toContain("✔ approved once");
    expect(stderr).toContain("▸ exec echo approved-1");
    expect(stderr).toContain("✘ denied · exec");
    expect(stderr).not.toContain("▸ exec echo approved-2");
  });

  it("`A` allows for the rest of the run, and LOOPGATE_APPROVALS selects the mode", async () => {
    project = askProject();
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json"], {
      cwd: project.dir,
      input: "A\n",
      env: { LOOPGATE_APPROVALS: "stdin" },
    });
    expect(code).toBe(0);
    expect(stderr).toContain("✔ approved for the rest of this run");
    expect(stderr).toContain("▸ exec echo approved-1");
    expect(stderr).toContain("▸ exec echo approved-2");
    // Asked once only.
    expect(stderr.split("[a] allow once").length).toBe(2);
  });

  it("Ctrl-C while a question waits ends the run at once (exit 130), the question denied", async () => {
    project = askProject();
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--approvals", "stdin"], {
      cwd: project.dir,
      keepStdinOpen: true,
      onStderr: (text, child) => {
        if (text.includes("deny (default) › ")) child.kill("SIGINT");
      },
    });
    expect(code).toBe(130);
    expect(stderr).toContain("deny (default) › \n⏹ interrupted");
    expect(stderr).toMatch(/⏹ aborted · 1 turn\n$/);
    expect(stderr).not.toContain("▸ exec echo approved");
  });

  it("--approvals deny denies even when answers are waiting", async () => {
    project = askProject();
    const { stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--approvals", "deny"], { cwd: project.dir, input: "a\na\n" });
    expect(stderr).toContain("✘ denied (approvals are set to deny)");
    expect(stderr).not.toContain("▸ exec echo approved");
  });

  it.skipIf(!hasScript)("asks on a real terminal (a pseudo-terminal) and runs the call once allowed", async () => {
    project = askProject();
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} run x --model scripted:script.json`;
    const { code, stdout } = await runProcess("script", ["-qfec", command, "/dev/null"], { cwd: project.dir, input: "a\n" });
    expect(code).toBe(0);
    expect(stdout).toContain("? Allow exec echo approved-1");
    expect(stdout).toContain("✔ approved once");
    expect(stdout).toContain("▸ exec echo approved-1");
    // The second question finds no more answers: denied, and the run still ends.
    expect(stdout).toContain("✘ denied · exec");
    expect(stdout).toContain("✔ completed");
  });

  it("denies when CI is set, even on a terminal", async () => {
    project = askProject();
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} run x --model scripted:script.json`;
    const result = hasScript
      ? await runProcess("script", ["-qfec", command, "/dev/null"], { cwd: project.dir, env: { CI: "true" } })
      : await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir, env: { CI: "true" } });
    expect(`${result.stdout}${result.stderr}`).toContain("✘ denied (no interactive terminal to ask)");
  });
});

describe("audit log", () => {
  it("--audit appends one JSON line per decision, with the arguments after rewrites", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({
        interceptors: [{ module: path.join(FIXTURES, "stamp-args.mjs"), options: { timeoutMs: 999 } }, path.join(FIXTURES, "ask-echo.mjs")],
      }),
      ".env": "A=1\n",
      "script.json": JSON.stringify([
        { toolCalls: [{ id: "call-env", name: "read", input: { path: ".env" } }] },
        { toolCalls: [{ id: "call-1", name: "exec", input: { command: "echo approved-1" } }] },
        { text: "done" },
      ]),
    });
    const { code } = await runCli(["run", "x", "--model", "scripted:script.json", "--audit", "logs/audit.jsonl", "--approvals", "stdin", "--thread", "audited"], {
      cwd: project.dir,
      input: "a\n",
    });
    expect(code).toBe(0);
    const lines = readFileSync(project.file("logs/audit.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    const decisions = lines.filter((line) => line.type === "decision" && line.hook !== "loop");
    expect(decisions.map((line) => [line.interceptorId, line.decision, line.toolCallId])).toEqual([
      ["builtin:security-audit", "blocked", "call-env"],
      ["test:stamp-timeout", "args_mutated", "call-1"],
      ["test:ask-echo", "ask", "call-1"],
      ["approval", "approved", "call-1"],
    ]);
    expect(decisions[0]).toMatchObject({ hook: "tool.before", tool: "read", rule: "secrets.env-file", args: { path: ".env" }, threadId: "audited" });
    expect(decisions[2]).toMatchObject({ reason: "echo needs a person's approval", rule: "test.ask-echo", args: { command: "echo approved-1", timeout_ms: 999 } });
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(expect.arrayContaining(["v", "type", "time", "runId", "threadId", "agentId"]));
      if (line.type === "decision") expect(Object.keys(line)).toEqual(expect.arrayContaining(["hook", "interceptorId", "decision"]));
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
    }
    // What ran, not only what was decided: every tool call with its final arguments and its decision path.
    expect(lines.map((line) => line.type)).toEqual(["run.start", "model.call", "decision", "tool.call", "decision", "model.call", "decision", "decision", "decision", "tool.start", "tool.call", "decision", "model.call", "decision", "run.end"]);
    const calls = lines.filter((line) => line.type === "tool.call");
    expect(calls[0]).toMatchObject({ tool: "read", toolCallId: "call-env", status: "blocked", blockedBy: "builtin:security-audit", rule: "secrets.env-file", args: { path: ".env" } });
    expect(calls[1]).toMatchObject({
      tool: "exec",
      toolCallId: "call-1",
      status: "ok",
      exitCode: 0,
      approval: "approved",
      args: { command: "echo approved-1", timeout_ms: 999 },
      decisions: [
        { hook: "tool.before", interceptorId: "test:stamp-timeout", decision: "args_mutated" },
        { hook: "tool.before", interceptorId: "test:ask-echo", decision: "ask", rule: "test.ask-echo" },
        { hook: "tool.before", interceptorId: "approval", decision: "approved" },
      ],
    });
    expect(calls[1]).not.toHaveProperty("output");
    expect(lines.at(-1)).toMatchObject({ type: "run.end", status: "completed", iterations: 3, toolCalls: { blocked: 1, ok: 1 } });
    expect(new Set(lines.map((line) => line.runId)).size).toBe(1);
    // A second run appends.
    await runCli(["run", "y", "--model", "scripted:script.json", "--audit", "logs/audit.jsonl"], { cwd: project.dir });
    const after = readFileSync(project.file("logs/audit.jsonl"), "utf8").trim().split("\n");
    expect(after.length).toBeGreaterThan(lines.length);
    expect(after.slice(0, lines.length).map((line) => JSON.parse(line))).toEqual(lines);
  });

  it("`loopgate audit` summarises a log and filters it by run, tool and decision, as a table or JSON", async () => {
    project = tempProject({
      ".env": "A=1\n",
      "script.json": JSON.stringify([
        { toolCalls: [{ id: "call-env", name: "read", input: { path: ".env" } }] },
        { toolCalls: [{ id: "call-1", name: "exec", input: { command: "echo hi" } }] },
        { text: "done" },
      ]),
    });
    expect((await runCli(["run", "x", "--model", "scripted:script.json", "--audit", "audit.jsonl"], { cwd: project.dir })).code).toBe(0);
    const table = await runCli(["audit", "audit.jsonl"], { cwd: project.dir });
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^Runs \(1\)\nRUN +STARTED +STATUS/);
    expect(table.stdout).toMatch(/completed +3 +2 +1 /);
    expect(table.stdout).toMatch(/read +blocked .*builtin:security-audit:blocked +\{"path":".env"\}/);
    expect(table.stdout).toMatch(/exec +ok +0 .*allowed +\{"command":"echo hi"/);

    const blocked = await runCli(["audit", "audit.jsonl", "--decision", "blocked", "--json"], { cwd: project.dir });
    const summary = JSON.parse(blocked.stdout) as { runs: Array<{ status: string }>; toolCalls: Array<{ tool: string; rule: string }>; decisions: Array<{ interceptorId: string }> };
    expect(summary.runs).toHaveLength(1);
    expect(summary.toolCalls).toEqual([expect.objectContaining({ tool: "read", status: "blocked", rule: "secrets.env-file" })]);
    expect(summary.decisions.map((line) => line.interceptorId)).toEqual(["builtin:security-audit"]);
    const exec = JSON.parse((await runCli(["audit", "audit.jsonl", "--tool", "exec", "--json"], { cwd: project.dir })).stdout) as { toolCalls: Array<{ tool: string }> };
    expect(exec.toolCalls.map((call) => call.tool)).toEqual(["exec"]);
    const none = JSON.parse((await runCli(["audit", "audit.jsonl", "--run", "no-such-run", "--json"], { cwd: project.dir })).stdout) as { runs: unknown[] };
    expect(none.runs).toEqual([]);

    const missing = await runCli(["audit", "nope.jsonl"], { cwd: project.dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Cannot read the audit log");
    const notALog = await runCli(["audit", "script.json"], { cwd: project.dir });
    expect(notALog.code).toBe(2);
    expect(notALog.stderr).toContain("holds no audit lines");
  });

  it("takes the log file from the config (relative to it) and fails with exit 2 when it cannot be opened", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({ audit: "audit.jsonl" }),
      ".env": "A=1\n",
      "script.json": JSON.stringify([{ toolCalls: [{ name: "read", input: { path: ".env" } }] }, { text: "ok" }]),
    });
    const { code } = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(0);
    expect(readFileSync(project.file("audit.jsonl"), "utf8")).toContain('"decision":"blocked"');
    const bad = await runCli(["run", "x", "--model", "scripted:script.json", "--audit", "script.json/audit.jsonl"], { cwd: project.dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Cannot open the audit log");
  });

  it.skipIf(!existsSync("/dev/full"))("stops the run (exit 1) when a decision cannot be written", async () => {
    project = tempProject({ "script.json": JSON.stringify([{ toolCalls: [{ name: "exec", input: { command: "echo one" } }] }, { toolCalls: [{ name: "exec", input: { command: "echo two" } }] }, { text: "ok" }]) });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--audit", "/dev/full"], { cwd: project.dir });
    expect(code).toBe(1);
    expect(stderr).toContain("✘ Cannot write to the audit log /dev/full");
    expect(stderr).not.toContain("▸ exec echo two");
  });
});
