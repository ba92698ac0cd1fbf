import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

const script = JSON.stringify([
  { toolCalls: [{ id: "call-1", name: "exec", input: { command: "echo hello" } }] },
  { toolCalls: [{ id: "call-2", name: "exec", input: { command: "touch made.txt" } }] },
  { text: "Made it." },
]);

describe("loopgate run --record and loopgate replay", () => {
  it("replays a recorded run to the same transcript without running anything, then reports a guard rule that now denies a call (exit 1)", async () => {
    project = tempProject({ "script.json": script });
    const recorded = await runCli(["run", "make a file", "--model", "scripted:script.json", "--record", "session.jsonl", "--no-config"], { cwd: project.dir });
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(existsSync(project.file("made.txt"))).toBe(true);
    rmSync(project.file("made.txt"));
    const lines = readFileSync(project.file("session.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line) as { type: string });
    expect(lines[0]).toMatchObject({ type: "recording", version: 1, input: "make a file", cwd: project.dir, model: { provider: "scripted", modelId: "script.json" } });
    expect(lines.filter((line) => line.type === "model.response")).toHaveLength(3);
    expect(lines.filter((line) => line.type === "tool.result")).toHaveLength(2);
    expect(lines.at(-1)).toMatchObject({ type: "transcript", status: "completed" });

    const same = await runCli(["replay", "session.jsonl", "--no-config"], { cwd: project.dir });
    expect(same.code, same.stdout + same.stderr).toBe(0);
    expect(same.stdout).toContain("✔ the replay matches the recording: 2 tool call(s), the same decisions, status completed, the same transcript");
    expect(existsSync(project.file("made.txt"))).toBe(false);

    // The same session is an offline test of the model's side, too.
    const again = await runCli(["run", "make a file", "--model", "scripted:session.jsonl", "--no-config", "--json"], { cwd: project.dir });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('"text":"Made it."');

    writeFileSync(project.file("loopgate.config.json"), JSON.stringify({ guards: { commandSafety: { rules: [{ id: "no-touch", decision: "deny", commands: ["touch"], reason: "no new files" }] } } }));
    const differs = await runCli(["replay", "session.jsonl"], { cwd: project.dir });
    expect(differs.code).toBe(1);
    expect(differs.stdout).toContain("✘ the replay differs from the recording");
    expect(differs.stdout).toMatch(/• exec \{"command":"touch made.txt"\} \(call call-2\): was allowed, now blocked by builtin:command-safety-guard \[no-touch\]/);
    const json = JSON.parse((await runCli(["replay", "session.jsonl", "--json"], { cwd: project.dir })).stdout) as { same: boolean; differences: Array<{ kind: string; toolCallId?: string }> };
    expect(json.same).toBe(false);
    expect(json.differences[0]).toMatchObject({ kind: "tool.call", toolCallId: "call-2" });
  });

  it("rejects a file that is not a recording (exit 2)", async () => {
    project = tempProject({ "script.json": script });
    const { code, stderr } = await runCli(["replay", "script.json"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stderr).toContain("is not a loopgate recording");
    expect((await runCli(["replay", "nope.jsonl"], { cwd: project.dir })).stderr).toContain("Cannot read the recording");
  });
});
