import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

// A scripted model is named after its file, so this script is priced as Claude Sonnet 4.5: $0.315 a call.
const PRICED_SCRIPT = "claude-sonnet-4-5.json";
const pricedTurn = (n: number) => ({ toolCalls: [{ name: "exec", input: { command: `echo step ${n}` } }], usage: { inputTokens: 100_000, outputTokens: 1_000 } });

describe("loopgate run: budgets, limits and compaction", () => {
  it("--budget-usd stops the run once it has spent that much, and the status line shows the cost (exit 4)", async () => {
    project = tempProject({ [PRICED_SCRIPT]: JSON.stringify([1, 2, 3, 4, 5].map(pricedTurn).concat([{ text: "never" } as never])) });
    const { code, stderr } = await runCli(["run", "work", "--model", `scripted:${PRICED_SCRIPT}`, "--budget-usd", "0.5", "--max-turns", "40"], { cwd: project.dir });
    expect(code).toBe(4);
    expect(stderr).toMatch(/⏹ stopped: The run's budget is spent: maxCostUsd 0\.5000 reached \(spent \$ 0\.6300\) · 2 turns · 200,000 tokens in, 2,000 out · \$0\.6300/);
  });

  it("--max-turns bounds the model calls like --max-iterations (exit 5)", async () => {
    project = tempProject({ [PRICED_SCRIPT]: JSON.stringify([1, 2, 3, 4].map(pricedTurn)) });
    const { code, stderr } = await runCli(["run", "work", "--model", `scripted:${PRICED_SCRIPT}`, "--max-turns", "2"], { cwd: project.dir });
    expect(code).toBe(5);
    expect(stderr).toMatch(/stopped at the iteration limit.* · 2 turns/);
  });

  it("rejects a bad --budget-usd or --max-turns without a stack trace (exit 2)", async () => {
    project = tempProject({ "s.json": "[]" });
    for (const [flag, value] of [["--budget-usd", "free"], ["--budget-usd", "-1"], ["--max-turns", "0"]] as const) {
      const { code, stderr } = await runCli(["run", "x", "--model", "scripted:s.json", flag, value], { cwd: project.dir });
      expect(code).toBe(2);
      expect(stderr).toContain(`${flag} ${value}`);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("the config's per-tool limit turns further calls into error results; its thread budget holds across runs", async () => {
    const turns = [1, 2, 3].map((n) => ({ toolCalls: [{ name: "exec", input: { command: `echo call ${n}` } }] }));
    project = tempProject({
      "loopgate.config.json": JSON.stringify({ budget: { maxToolCallsPerTool: { exec: 2 }, onExceed: "error" }, threadBudget: { maxModelCalls: 5 } }),
      "script.json": JSON.stringify([...turns, { text: "first run done" }, ...turns]),
    });
    const first = await runCli(["run", "go", "--model", "scripted:script.json", "--thread", "t1", "--json"], { cwd: project.dir });
    expect(first.code).toBe(0);
    const events = first.stdout.trim().split("\n").map((line) => JSON.parse(line) as { type: string; reason?: string; limit?: string });
    expect(events.filter((event) => event.type === "tool.blocked").map((event) => event.reason)).toEqual([expect.stringMatching(/Tool call limit reached: exec may be called at most 2/)]);
    expect(events.find((event) => event.type === "budget.exceeded")).toMatchObject({ limit: "maxToolCallsPerTool" });
    // Four model calls were made; the thread allows five over all its runs.
    const second = await runCli(["run", "again", "--model", "scripted:script.json", "--thread", "t1"], { cwd: project.dir });
    expect(second.code).toBe(4);
    expect(second.stderr).toMatch(/thread's budget is spent: maxModelCalls 5 reached/);
  });

  it("compacts by default when the transcript nears the configured window, and --no-compaction turns it off", async () => {
    const reads = [1, 2, 3, 4, 5].map((n) => ({ toolCalls: [{ name: "read", input: { path: `big${n}.txt` } }] }));
    const page = "a line of a large file that the agent reads page by page\n".repeat(150);
    project = tempProject({
      ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`big${n}.txt`, page])),
      // About 2,500 tokens of system prompt and tools, and 2,600 a read: the fourth request reaches 60% of 16,000.
      "loopgate.config.json": JSON.stringify({ models: { "script.json": { contextWindow: 16_000 } }, compaction: { trigger: 0.6, keep: 2 } }),
      "script.json": JSON.stringify([...reads, { text: "read it all" }]),
    });
    const on = await runCli(["run", "read", "--model", "scripted:script.json", "--json"], { cwd: project.dir });
    expect(on.code).toBe(0);
    const compactions = on.stdout.trim().split("\n").map((line) => JSON.parse(line) as { type: string; status?: string; clearedToolResults?: number }).filter((event) => event.type === "compaction");
    expect(compactions.length).toBeGreaterThan(0);
    expect(compactions[0]).toMatchObject({ status: "cleared" });
    const off = await runCli(["run", "read", "--model", "scripted:script.json", "--json", "--no-compaction"], { cwd: project.dir });
    expect(off.code).toBe(0);
    expect(off.stdout).not.toContain('"type":"compaction"');
  });

  it("rejects invalid budget and compaction settings in the config (exit 2)", async () => {
    for (const [config, problem] of [
      [{ budget: { maxCostUsd: -2 } }, "budget.maxCostUsd: Too small"],
      [{ budget: { onExceed: "panic" } }, "budget.onExceed"],
      [{ compaction: { trigger: 0 } }, "compaction"],
      [{ retries: { tools: { tools: ["no_such_tool"] } } }, "retries.tools"],
    ] as const) {
      project = tempProject({ "loopgate.config.json": JSON.stringify(config), "s.json": JSON.stringify([{ text: "x" }]) });
      const { code, stderr } = await runCli(["run", "x", "--model", "scripted:s.json"], { cwd: project.dir });
      expect(code, JSON.stringify(config)).toBe(2);
      expect(stderr).toContain(problem);
      expect(stderr).not.toMatch(/\n\s+at /);
      project.remove();
    }
  });
});
