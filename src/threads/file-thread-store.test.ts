import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError, LoopgateError } from "../errors/index.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import type { Message } from "../messages/types.js";
import { scriptedModel } from "../models/scripted.js";
import { createFileThreadStore } from "./file-thread-store.js";
import { ThreadStoreError } from "./thread-store-error.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "loopgate-threads-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const transcript: Message[] = [
  { role: "user", content: [{ type: "text", text: "list files" }], timestamp: new Date("2025-01-02T03:04:05.000Z") },
  {
    role: "assistant",
    content: [
      { type: "thinking", thinking: "ls", signature: "sig" },
      { type: "tool_use", id: "c1", name: "exec", input: { command: "ls" } },
    ],
    timestamp: new Date("2025-01-02T03:04:06.000Z"),
  },
  { role: "user", content: [{ type: "tool_result", toolUseId: "c1", content: "a.txt", isError: false }], timestamp: new Date("2025-01-02T03:04:07.000Z") },
];

describe("createFileThreadStore", () => {
  it("round-trips a transcript and state, reviving Date timestamps", () => {
    const store = createFileThreadStore(path.join(dir, "nested", "threads"));
    expect(store.load("t1")).toBeUndefined();
    store.save("t1", { messages: transcript, state: { "builtin:loop-guard": { window: ["abc"], failures: {} } } });
    const loaded = createFileThreadStore(path.join(dir, "nested", "threads")).load("t1");
    expect(loaded?.messages).toEqual(transcript);
    expect(loaded?.messages[0]?.timestamp).toBeInstanceOf(Date);
    expect(loaded?.state).toEqual({ "builtin:loop-guard": { window: ["abc"], failures: {} } });
  });

  it("writes atomically: no temporary file is left and the file is replaced whole", () => {
    const store = createFileThreadStore(dir);
    store.save("t1", { messages: transcript, state: {} });
    store.save("t1", { messages: transcript.slice(0, 1), state: { k: 1 } });
    expect(readdirSync(dir)).toEqual(["t1.json"]);
    const file = JSON.parse(readFileSync(path.join(dir, "t1.json"), "utf8"));
    expect(file.messages).toHaveLength(1);
    expect(file.state).toEqual({ k: 1 });
  });

  it.each(["../escape", "a/b", "a\\b", "", ".hidden", "has space", "x".repeat(129)])("rejects the thread id %j", (id) => {
    const store = createFileThreadStore(dir);
    expect(() => store.load(id)).toThrow(ConfigurationError);
    expect(() => store.save(id, { messages: [], state: {} })).toThrow(/Invalid thread id/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    ["{ not json", /not valid JSON/],
    [JSON.stringify({ version: 1, threadId: "t1", messages: [{ role: "robot", content: [], timestamp: "2025-01-01" }], state: {} }), /at messages\.0\.role/],
    [JSON.stringify({ version: 1, threadId: "t1", messages: [{ role: "user", content: [], timestamp: "yesterday" }], state: {} }), /not a valid timestamp/],
    [JSON.stringify({ version: 7, threadId: "t1", messages: [], state: {} }), /at version/],
  ])("names the file and the problem when it is corrupt (%#), and never overwrites it", (text, problem) => {
    const file = path.join(dir, "t1.json");
    writeFileSync(file, text);
    const store = createFileThreadStore(dir);
    let error: unknown;
    try {
      store.load("t1");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ThreadStoreError);
    expect(LoopgateError.isInstance(error)).toBe(true);
    expect((error as ThreadStoreError).file).toBe(file);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toMatch(problem);
    expect(() => store.save("t1", { messages: [], state: {} })).toThrow(/kept as it is/);
    expect(readFileSync(file, "utf8")).toBe(text);
  });

  it("lets an agent continue a thread across processes: transcript and loop state come back", async () => {
    const first = createAgent({ model: scriptedModel([{ text: "Noted: the answer is 42." }]), registry: createInterceptorRegistry(), threads: createFileThreadStore(dir) });
    const one = await first.run("remember 42", { threadId: "memo" });
    expect(one.status).toBe("completed");

    const model = scriptedModel([{ text: "You said 42." }]);
    const second = createAgent({ model, registry: createInterceptorRegistry(), threads: createFileThreadStore(dir) });
    const two = await second.run("what did I say?", { threadId: "memo" });
    expect(two.status).toBe("completed");
    const seen = model.calls[0]!.messages.map((message) => message.content.map((block) => (block.type === "text" ? block.text : block.type)).join(""));
    expect(seen).toEqual(["remember 42", "Noted: the answer is 42.", "what did I say?"]);
    expect(createFileThreadStore(dir).load("memo")?.messages).toHaveLength(4);
  });
});
