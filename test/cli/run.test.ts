import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

const script = (turns: unknown[]) => JSON.stringify(turns);

describe("loopgate run", () => {
  it("runs a scripted session: text on stdout, tool activity and decisions on stderr, exit 0", async () => {
    project = tempProject({
      "notes.txt": "buy milk\n",
      ".env": "SECRET=1\n",
      "script.json": script([
        { text: "Reading your notes.", toolCalls: [{ name: "read", input: { path: "notes.txt" } }] },
        { toolCalls: [{ name: "read", input: { path: ".env" } }] },
        { text: "You need to buy milk." },
      ]),
    });
    const { code, stdout, stderr } = await runCli(["run", "what", "is", "in", "my", "notes?", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(0);
    expect(stdout).toBe("Reading your notes.\nYou need to buy milk.\n");
    expect(stderr).toContain("▸ read notes.txt");
    expect(stderr).toMatch(/builtin:security-audit · blocked read — "Access denied: .*\.env \(environment file\)"/);
    expect(stderr).toMatch(/✔ completed · 3 turns\n$/);
  });

  it("takes the model from LOOPGATE_MODEL, and the workspace from --cwd", async () => {
    project = tempProject({ "script.json": script([{ toolCalls: [{ name: "exec", input: { command: "pwd" } }] }, { text: "ok" }]) });
    const { code, stderr } = await runCli(["run", "where am I", "--cwd", project.dir], {
      cwd: "/",
      env: { LOOPGATE_MODEL: `scripted:${project.file("script.json")}` },
    });
    expect(code).toBe(0);
    expect(stderr).toContain(`${project.dir} · exit code 0`);
  });

  it("--json streams every event as a JSON line, ending with the result", async () => {
    project = tempProject({ "script.json": script([{ text: "hi there" }]) });
    const { code, stdout, stderr } = await runCli(["run", "hello", "--model", "scripted:script.json", "--json"], { cwd: project.dir });
    expect(code).toBe(0);
    expect(stderr).toBe("");
    const events = stdout.trim().split("\n").map((line) => JSON.parse(line) as { type: string; result?: { status: string; text: string } });
    expect(events[0]?.type).toBe("run.start");
    expect(events.filter((event) => event.type === "model.delta").length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ type: "run.end", result: { status: "completed", text: "hi there" } });
  });

  it("exits 2 naming the accepted forms when no model is given", async () => {
    project = tempProject();
    const { code, stderr, stdout } = await runCli(["run", "do something"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("no model given");
    expect(stderr).toContain("anthropic:<model>, openai:<model>, ollama:<model> or scripted:<file>");
    expect(stderr).toContain("LOOPGATE_MODEL");
  });

  it.each([
    ["anthropic:claude-sonnet-4-6", "ANTHROPIC_API_KEY"],
    ["openai:gpt-5-mini", "OPENAI_API_KEY"],
  ])("exits 3 naming the variable to set when %s has no API key", async (model, variable) => {
    project = tempProject();
    const { code, stderr } = await runCli(["run", "hi", "--model", model], { cwd: project.dir });
    expect(code).toBe(3);
    expect(stderr).toContain(`Set ${variable} in your environment`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("exits 2 for an unknown provider, a missing script or a bad --cwd, without a stack trace", async () => {
    project = tempProject();
    for (const args of [
      ["run", "x", "--model", "llama:7b"],
      ["run", "x", "--model", "scripted:missing.json"],
      ["run", "x", "--model", "scripted:missing.json", "--cwd", "no-such-dir"],
      ["run", "x", "--model", "scripted:s.json", "--max-iterations", "0"],
      ["run", "x", "--model", "scripted:s.json", "--approvals", "sometimes"],
    ]) {
      const { code, stderr } = await runCli(args, { cwd: project.dir });
      expect(code, args.join(" ")).toBe(2);
      expect(stderr, args.join(" ")).toMatch(/^(loopgate: |error: )/);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("ends with exit 1 and the reason when the run fails (the script runs out)", async () => {
    project = tempProject({ "script.json": script([{ toolCalls: [{ name: "exec", input: { command: "true" } }] }]) });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(1);
    expect(stderr).toMatch(/✘ error: The scripted model has no turn left/);
  });

  it("exits 5 at the iteration limit", async () => {
    project = tempProject({
      "script.json": script([
        { toolCalls: [{ name: "exec", input: { command: "echo one" } }] },
        { toolCalls: [{ name: "exec", input: { command: "echo two" } }] },
      ]),
    });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--max-iterations", "1"], { cwd: project.dir });
    expect(code).toBe(5);
    expect(stderr).toContain("⏹ stopped at the iteration limit: Reached the limit of 1 iterations");
  });

  it("exits 4 when an interceptor stops the run (the loop guard's hard limit)", async () => {
    const same = { toolCalls: [{ name: "exec", input: { command: "echo again" } }] };
    project = tempProject({
      "script.json": script([same, same, same]),
      "loopgate.config.json": JSON.stringify({ guards: { loopGuard: { warnThreshold: 2, hardLimit: 3 } } }),
    });
    const { code, stdout, stderr } = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(4);
    expect(stderr).toContain("builtin:loop-guard:detect · stopped the run");
    expect(stdout).toContain("I stopped here because I kept repeating the same actions");
  });

  it("aborts cleanly on Ctrl-C (SIGINT): the running command is stopped, exit 130", async () => {
    project = tempProject({ "script.json": script([{ toolCalls: [{ name: "exec", input: { command: "sleep 30" } }] }, { text: "never" }]) });
    const started = Date.now();
    const { code, stderr } = await runCli(["run", "wait", "--model", "scripted:script.json"], {
      cwd: project.dir,
      onStderr: (text, child) => {
        if (text.includes("▸ exec sleep 30")) child.kill("SIGINT");
      },
    });
    expect(code).toBe(130);
    expect(stderr).toContain("⏹ aborted");
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("reads the scripted model relative to the config file when the config names it", async () => {
    project = tempProject({
      "script.json": script([{ text: "from the config" }]),
      "loopgate.config.json": JSON.stringify({ model: "scripted:script.json" }),
    });
    const sub = `${project.dir}/sub`;
    await import("node:fs").then((fs) => fs.mkdirSync(sub));
    const { code, stdout } = await runCli(["run", "x"], { cwd: sub });
    expect(code).toBe(0);
    expect(stdout).toBe("from the config\n");
    expect(readFileSync(project.file("script.json"), "utf8")).toContain("from the config");
  });
});
