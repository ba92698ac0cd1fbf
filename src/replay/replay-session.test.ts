import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigurationError } from "../errors/index.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import type { InterceptorRegistration } from "../interceptors/types.js";
import { createAgent } from "../loop/agent.js";
import { loadScriptedModel } from "../models/resolve-model.js";
import { scriptedModel } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { readRecording } from "./read-recording.js";
import { replaySession } from "./replay-session.js";
import { createSessionRecorder, withoutTimestamps } from "./session-recorder.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "loopgate-replay-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A tool with a real effect: it appends to a file, so a replay that ran it would show. */
function shellTool(log: string) {
  return defineTool({
    name: "exec",
    description: "Runs a command.",
    inputSchema: z.object({ command: z.string() }),
    execute: ({ command }) => {
      writeFileSync(log, `${command}\n`, { flag: "a" });
      return { output: `ran ${command}`, details: { exitCode: 0 } };
    },
  });
}

const noCurl: InterceptorRegistration<"tool.before"> = {
  id: "test:no-curl",
  name: "tool.before",
  handler: (_input, output) => {
    if (String(output.args.command).startsWith("curl")) Object.assign(output, { block: true, blockReason: "no network", blockRule: "net.curl" });
  },
};
const shout: InterceptorRegistration<"tool.after"> = {
  id: "test:shout",
  name: "tool.after",
  handler: (_input, output) => {
    output.result = { ...output.result, output: output.result.output.toUpperCase() };
  },
};

async function recordSession(file: string, log: string) {
  const registry = createInterceptorRegistry();
  registry.add([shout]);
  const recorder = createSessionRecorder(file, { cwd: dir, model: { provider: "scripted", modelId: "s" } });
  registry.add([...recorder.registrations]);
  const agent = createAgent({
    model: scriptedModel([
      { text: "Looking.", toolCalls: [{ id: "c1", name: "exec", input: { command: "ls" } }], usage: { inputTokens: 10, outputTokens: 2 } },
      { toolCalls: [{ id: "c2", name: "exec", input: { command: "curl example.com" } }] },
      { text: "All done." },
    ]),
    tools: [shellTool(log)],
    registry,
    cwd: dir,
    onEvent: (event) => recorder.record(event),
  });
  const result = await agent.run("look around");
  recorder.close();
  return result;
}

describe("record and replay", () => {
  it("a recorded run replays to the same transcript and decisions, without executing a tool", async () => {
    const file = path.join(dir, "session.jsonl");
    const log = path.join(dir, "ran.log");
    const recorded = await recordSession(file, log);
    expect(recorded.status).toBe("completed");
    expect(readFileSync(log, "utf8")).toBe("ls\ncurl example.com\n");

    const recording = readRecording(file);
    expect(recording.header).toMatchObject({ type: "recording", version: 1, input: "look around", cwd: dir, model: { provider: "scripted", modelId: "s" } });
    expect(recording.modelTurns).toHaveLength(3);
    // The tool's own result, before tool.after shouted it.
    expect(recording.toolResults.get("c1")?.result).toEqual({ output: "ran ls", details: { exitCode: 0 } });

    const registry = createInterceptorRegistry();
    registry.add([shout]);
    const report = await replaySession(recording, { tools: [shellTool(log)], registry });
    expect(report.differences).toEqual([]);
    expect(report.same).toBe(true);
    expect(withoutTimestamps(report.result.messages)).toEqual(recording.transcript!.messages);
    expect(report.result.messages.at(-1)).toMatchObject({ role: "assistant", content: [{ type: "text", text: "All done." }] });
    // Nothing ran again, and the registry is as it was.
    expect(readFileSync(log, "utf8")).toBe("ls\ncurl example.com\n");
    expect(registry.list().map((entry) => entry.id)).toEqual(["test:shout"]);
  });

  it("reports a call that was allowed and is now blocked by a new guard rule", async () => {
    const file = path.join(dir, "session.jsonl");
    const log = path.join(dir, "ran.log");
    await recordSession(file, log);
    const registry = createInterceptorRegistry();
    registry.add([shout, noCurl]);
    const report = await replaySession(readRecording(file), { tools: [shellTool(log)], registry });
    expect(report.same).toBe(false);
    expect(report.differences[0]).toMatchObject({
      kind: "tool.call",
      toolCallId: "c2",
      tool: "exec",
      recorded: { status: "ok" },
      replayed: { status: "blocked", blockedBy: "test:no-curl", rule: "net.curl" },
    });
    expect(report.differences[0]!.summary).toBe('exec {"command":"curl example.com"} (call c2): was allowed, now blocked by test:no-curl [net.curl]: no network');
    expect(report.differences.map((difference) => difference.kind)).toEqual(["tool.call", "transcript"]);
  });

  it("reports a call that was blocked and is allowed now, and says it has no result to replay", async () => {
    const file = path.join(dir, "session.jsonl");
    const registry = createInterceptorRegistry();
    registry.add([noCurl]);
    const recorder = createSessionRecorder(file);
    registry.add([...recorder.registrations]);
    const log = path.join(dir, "ran.log");
    await createAgent({
      model: scriptedModel([{ toolCalls: [{ id: "c1", name: "exec", input: { command: "curl x" } }] }, { text: "ok" }]),
      tools: [shellTool(log)],
      registry,
      onEvent: (event) => recorder.record(event),
    }).run("x");
    recorder.close();
    const report = await replaySession(readRecording(file), { tools: [shellTool(log)], registry: createInterceptorRegistry() });
    expect(report.differences[0]).toMatchObject({ kind: "tool.call", recorded: { status: "blocked" }, replayed: { status: "error" } });
    expect(report.differences[0]!.summary).toContain("was blocked by test:no-curl [net.curl]: no network, now error");
    const toolResult = report.result.messages.flatMap((message) => message.content).find((block) => block.type === "tool_result");
    expect(toolResult).toMatchObject({ content: expect.stringContaining("did not run in the recorded session") });
  });

  it("scripted:<recording> replays the model's side exactly, and bad recordings are clear errors", async () => {
    const file = path.join(dir, "session.jsonl");
    await recordSession(file, path.join(dir, "ran.log"));
    const model = await loadScriptedModel("session.jsonl", dir);
    expect(model.provider).toBe("scripted");
    const first = await model.generate({ messages: [], tools: [], params: {} });
    expect(first).toMatchObject({ content: [{ type: "text", text: "Looking." }, { type: "tool_use", id: "c1", name: "exec", input: { command: "ls" } }], usage: { inputTokens: 10, outputTokens: 2 } });

    writeFileSync(path.join(dir, "cut.jsonl"), `${readFileSync(file, "utf8")}{"type":"tool.res`);
    expect(readRecording(path.join(dir, "cut.jsonl")).modelTurns).toHaveLength(3);
    writeFileSync(path.join(dir, "bad.jsonl"), `${readFileSync(file, "utf8").split("\n")[0]}\nnot json\n{}\n`);
    expect(() => readRecording(path.join(dir, "bad.jsonl"))).toThrow(/bad\.jsonl:2: not JSON/);
    writeFileSync(path.join(dir, "other.jsonl"), '{"v":1}\n');
    expect(() => readRecording(path.join(dir, "other.jsonl"))).toThrow(ConfigurationError);
    expect(() => readRecording(path.join(dir, "missing.jsonl"))).toThrow(/Cannot read the recording/);
  });
});
