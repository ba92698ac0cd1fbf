import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

const echo = { toolCalls: [{ name: "exec", input: { command: "echo same" } }] };

describe("threads", () => {
  it("--thread keeps the transcript and the interceptors' state, so the next run continues it", async () => {
    project = tempProject({
      "first.json": JSON.stringify([echo, echo, { text: "First run done." }]),
      "second.json": JSON.stringify([echo, { text: "Second run done." }]),
    });
    const first = await runCli(["run", "first task", "--model", "scripted:first.json", "--thread", "feature-1"], { cwd: project.dir });
    expect(first.code).toBe(0);
    expect(first.stderr).toContain("· thread feature-1");
    expect(first.stderr).not.toContain("injected");

    const second = await runCli(["run", "second task", "--model", "scripted:second.json", "--thread", "feature-1", "--json"], { cwd: project.dir });
    expect(second.code).toBe(0);
    const events = second.stdout.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    // The model's first request of the second run carries the first run's 6 messages plus the new task.
    expect(events.find((event) => event.type === "model.request")).toMatchObject({ iteration: 1, messages: 7 });
    // The loop guard's window survived: a third identical batch across the two runs draws its warning.
    expect(events).toContainEqual(expect.objectContaining({ type: "interceptor", event: expect.objectContaining({ interceptorId: "builtin:loop-guard:detect", action: "injected" }) }));

    const file = JSON.parse(readFileSync(project.file(".loopgate/threads/feature-1.json"), "utf8")) as {
      messages: Array<{ role: string; content: Array<{ type: string; text?: string }>; timestamp: string }>;
      state: Record<string, { window: string[] }>;
    };
    const texts = file.messages.flatMap((message) => message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])));
    expect(texts[0]).toBe("first task");
    expect(texts).toContain("First run done.");
    expect(texts).toContain("second task");
    expect(texts.at(-1)).toBe("Second run done.");
    expect(file.state["builtin:loop-guard"]?.window).toHaveLength(3);

    // Without the thread, the same script starts afresh: no warning.
    const fresh = await runCli(["run", "second task", "--model", "scripted:second.json"], { cwd: project.dir });
    expect(fresh.stderr).not.toContain("injected");
  });

  it("keeps threads where the config says", async () => {
    project = tempProject({ "loopgate.config.json": JSON.stringify({ threads: { dir: "state/threads" } }), "s.json": JSON.stringify([{ text: "ok" }]) });
    const { code } = await runCli(["run", "x", "--model", "scripted:s.json", "--thread", "t1"], { cwd: project.dir });
    expect(code).toBe(0);
    expect(JSON.parse(readFileSync(project.file("state/threads/t1.json"), "utf8")).threadId).toBe("t1");
  });

  it("ends with a clear error (exit 1) and leaves a corrupt thread file untouched", async () => {
    project = tempProject({ "s.json": JSON.stringify([{ text: "ok" }]) });
    mkdirSync(project.file(".loopgate/threads"), { recursive: true });
    writeFileSync(project.file(".loopgate/threads/broken.json"), "{ half a file");
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:s.json", "--thread", "broken"], { cwd: project.dir });
    expect(code).toBe(1);
    expect(stderr).toContain(`Thread "broken" cannot be continued: ${project.file(".loopgate/threads/broken.json")} is not valid JSON`);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(project.file(".loopgate/threads/broken.json"), "utf8")).toBe("{ half a file");
  });

  it.each(["../escape", "a/b", ".hidden"])("refuses the thread id %j (exit 2)", async (id) => {
    project = tempProject({ "s.json": JSON.stringify([{ text: "ok" }]) });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:s.json", "--thread", id], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stderr).toContain(`--thread ${JSON.stringify(id)}`);
  });
});
