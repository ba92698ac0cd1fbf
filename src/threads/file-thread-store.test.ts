import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError, LoopgateError } from "../errors/index.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import type { Message } from "../messages/types.js";
import { scriptedModel } from "../models/scripted.js";
import { createFileThreadStore } from "./file-thread-store.js";
import { ThreadConflictError } from "./thread-conflict-error.js";
import { ThreadStoreError } from "./thread-store-error.js";

const SAVER = fileURLToPath(new URL("./__fixtures__/save-thread.ts", import.meta.url));

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

describe("revisions", () => {
  const note = (text: string): Message => ({ role: "user", content: [{ type: "text", text }], timestamp: new Date("2025-01-01T00:00:00.000Z") });

  it("counts saves in the file and refuses a save against a revision that is no longer stored", () => {
    const store = createFileThreadStore(dir);
    expect(store.save("t1", { messages: [note("a")], state: {} }, { expectedRevision: null })).toEqual({ revision: 1 });
    expect(store.save("t1", { messages: [note("a"), note("b")], state: {} }, { expectedRevision: 1 })).toEqual({ revision: 2 });
    expect(store.load("t1")?.revision).toBe(2);
    expect(JSON.parse(readFileSync(path.join(dir, "t1.json"), "utf8")).revision).toBe(2);

    const stale = () => store.save("t1", { messages: [note("a"), note("other")], state: {} }, { expectedRevision: 1 });
    expect(stale).toThrow(ThreadConflictError);
    expect(stale).toThrow('Thread "t1" changed since this run loaded it (expected revision 1, but it is at revision 2); nothing was overwritten');
    expect(() => store.save("t1", { messages: [], state: {} }, { expectedRevision: null })).toThrow(ThreadConflictError);
    expect(() => store.save("t2", { messages: [], state: {} }, { expectedRevision: 4 })).toThrow(/it no longer exists/);
    expect(store.load("t1")?.messages.map((message) => (message.content[0] as { text: string }).text)).toEqual(["a", "b"]);
    // Without an expected revision, a save still moves the revision on.
    expect(store.save("t1", { messages: [], state: {} })).toEqual({ revision: 3 });
    expect(readdirSync(dir).sort()).toEqual(["t1.json"]);
  });

  it("reads a thread file written before revisions as revision 0", () => {
    writeFileSync(path.join(dir, "old.json"), JSON.stringify({ version: 1, threadId: "old", messages: [], state: {} }));
    const store = createFileThreadStore(dir);
    expect(store.load("old")?.revision).toBe(0);
    expect(store.save("old", { messages: [note("new")], state: {} }, { expectedRevision: 0 })).toEqual({ revision: 1 });
  });

  it("takes over the lock of a process that died, and an empty lock left by a crash", async () => {
    const store = createFileThreadStore(dir);
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    writeFileSync(path.join(dir, "t1.json.lock"), JSON.stringify({ pid: Number(dead), host: hostname(), token: "gone" }));
    expect(store.save("t1", { messages: [], state: {} })).toEqual({ revision: 1 });
    writeFileSync(path.join(dir, "t1.json.lock"), "");
    const past = new Date(Date.now() - 5000);
    utimesSync(path.join(dir, "t1.json.lock"), past, past);
    expect(store.save("t1", { messages: [], state: {} })).toEqual({ revision: 2 });
    expect(readdirSync(dir)).toEqual(["t1.json"]);
  });

  it("waits for a lock held by a live process, then gives up with a clear error, the file untouched", () => {
    const store = createFileThreadStore(dir, { lockTimeoutMs: 200 });
    store.save("t1", { messages: [note("kept")], state: {} });
    writeFileSync(path.join(dir, "t1.json.lock"), JSON.stringify({ pid: process.ppid, host: hostname(), token: "alive" }));
    const started = Date.now();
    expect(() => store.save("t1", { messages: [], state: {} })).toThrow(`Thread "t1" was not saved: process ${process.ppid} on ${hostname()} kept it locked for 200 ms`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(store.load("t1")?.messages).toHaveLength(1);
    expect(readFileSync(path.join(dir, "t1.json.lock"), "utf8")).toContain("alive");
  });
});

describe("two processes on one thread", () => {
  const start = (args: string[]) => spawn(process.execPath, ["--import", "tsx", SAVER, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const output = (child: ChildProcess) =>
    new Promise<string>((resolve, reject) => {
      let text = "";
      child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      child.once("error", reject);
      child.once("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`saver exited with ${code}: ${text}`))));
    });

  it("saving against the same revision: one saves, the other gets ThreadConflictError, no message is lost silently", async () => {
    createFileThreadStore(dir).save("shared", { messages: [], state: {} });
    const go = path.join(dir, "go");
    const children = ["alpha", "beta"].map((name) => start(["race", dir, "shared", name, go]));
    const outputs = children.map(output);
    // Both have loaded revision 1 before either saves.
    await Promise.all(children.map((child) => new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()))));
    writeFileSync(go, "");
    const results = (await Promise.all(outputs)).map((text) => text.trim().split("\n").at(-1));
    expect(results.sort()).toEqual(["conflict", "saved 2"]);
    const texts = createFileThreadStore(dir).load("shared")?.messages.map((message) => (message.content[0] as { text: string }).text);
    expect(texts).toHaveLength(1);
  });

  it("writers that reload and retry on conflict keep every message", async () => {
    const names = ["p1", "p2", "p3"];
    const conflicts = await Promise.all(names.map((name) => output(start(["append", dir, "busy", name, "25"]))));
    const texts = createFileThreadStore(dir).load("busy")?.messages.map((message) => (message.content[0] as { text: string }).text) ?? [];
    expect(texts).toHaveLength(75);
    for (const name of names) expect(texts.filter((text) => text.startsWith(`${name}-`))).toEqual(Array.from({ length: 25 }, (_, index) => `${name}-${index}`));
    // Every save that landed is one revision; the conflicts were retried, not written.
    expect(createFileThreadStore(dir).load("busy")?.revision).toBe(75);
    expect(conflicts.every((count) => Number.isInteger(Number(count)))).toBe(true);
  });
});
