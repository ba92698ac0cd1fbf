import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ThreadConflictError } from "../thread-conflict-error.js";
import { ThreadStoreError } from "../thread-store-error.js";
import type { Message } from "../../messages/types.js";
import { postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from "../../durable/__fixtures__/postgres-cluster.js";
import { createPostgresThreadStore, type PostgresThreadStore } from "./postgres-thread-store.js";

const unavailable = postgresUnavailableReason();
if (unavailable) console.warn(`SKIPPED postgres thread store tests: ${unavailable}`);

const user = (text: string): Message => ({ role: "user", content: [{ type: "text", text }], timestamp: new Date("2026-01-01T00:00:00Z") });

describe.skipIf(unavailable)("createPostgresThreadStore", () => {
  let cluster: PostgresCluster;
  const stores: PostgresThreadStore[] = [];
  const open = (table?: string) => {
    const store = createPostgresThreadStore({ connectionString: cluster.url, ...(table ? { table } : {}) });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterAll(async () => {
    for (const store of stores) await store.close();
    cluster?.stop();
  });

  it("round-trips a snapshot with its revision, dates and state", async () => {
    const store = open();
    expect(await store.load("t-roundtrip")).toBeUndefined();
    const saved = await store.save("t-roundtrip", { messages: [user("hello")], state: { count: 2 } }, { expectedRevision: null });
    expect(saved.revision).toBe(1);
    const loaded = await open().load("t-roundtrip");
    expect(loaded?.revision).toBe(1);
    expect(loaded?.state).toEqual({ count: 2 });
    expect(loaded?.messages[0]?.timestamp).toEqual(new Date("2026-01-01T00:00:00Z"));
  });

  it("two writers on one thread: the stale one gets ThreadConflictError and nothing is lost", async () => {
    const first = open();
    const second = open();
    await first.save("t-shared", { messages: [user("base")], state: {} }, { expectedRevision: null });
    const a = await first.load("t-shared");
    const b = await second.load("t-shared");
    await first.save("t-shared", { messages: [...a!.messages, user("from a")], state: {} }, { expectedRevision: a!.revision! });
    const stale = second.save("t-shared", { messages: [...b!.messages, user("from b")], state: {} }, { expectedRevision: b!.revision! });
    await expect(stale).rejects.toSatisfy((error: unknown) => ThreadConflictError.isInstance(error) && error.expectedRevision === 1 && error.actualRevision === 2);
    const stored = await first.load("t-shared");
    expect(stored?.messages.map((message) => (message.content[0] as { text: string }).text)).toEqual(["base", "from a"]);
  });

  it("concurrent saves at the same revision: exactly one wins", async () => {
    const writers = Array.from({ length: 8 }, () => open());
    await writers[0]!.save("t-race", { messages: [], state: {} }, { expectedRevision: null });
    const outcomes = await Promise.allSettled(writers.map((store, index) => store.save("t-race", { messages: [user(`w${index}`)], state: {} }, { expectedRevision: 1 })));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === "rejected") expect(ThreadConflictError.isInstance(outcome.reason)).toBe(true);
  });

  it("a new thread created twice: the second creator conflicts", async () => {
    const store = open();
    await store.save("t-new", { messages: [], state: {} }, { expectedRevision: null });
    await expect(store.save("t-new", { messages: [], state: {} }, { expectedRevision: null })).rejects.toSatisfy(ThreadConflictError.isInstance);
  });

  it("a save without a revision check takes the next revision", async () => {
    const store = open("custom_threads");
    expect((await store.save("t-free", { messages: [], state: {} })).revision).toBe(1);
    expect((await store.save("t-free", { messages: [], state: {} })).revision).toBe(2);
  });

  it("bad ids, bad tables and an unreachable server are clear errors", async () => {
    const store = open();
    await expect(store.load("../etc")).rejects.toThrow(/thread id/i);
    expect(() => createPostgresThreadStore({ connectionString: cluster.url, table: "x; DROP TABLE y" })).toThrow(/plain SQL name/);
    expect(() => createPostgresThreadStore({} as never)).toThrow(/connectionString/);
    const nowhere = createPostgresThreadStore(`postgres://postgres@127.0.0.1:1/postgres`);
    await expect(nowhere.load("t")).rejects.toSatisfy((error: unknown) => ThreadStoreError.isInstance(error) && /Cannot load thread "t"/.test((error as Error).message));
    await nowhere.close();
  });
});
