import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from "./__fixtures__/postgres-cluster.js";
import { countOf, runCliProcess, startWorkerProcess, waitFor, type WorkerProcess } from "./__fixtures__/processes.js";
import { createDurableClient, type DurableClient } from "./durable-client.js";
import { DurableRunError } from "./durable-run-error.js";

const unavailable = postgresUnavailableReason();
if (unavailable) console.warn(`SKIPPED durable run tests: ${unavailable}`);

// Every test here starts real worker processes (node + tsx) against a real PostgreSQL started for the suite.
describe.skipIf(unavailable)("durable runs on PostgreSQL", () => {
  let cluster: PostgresCluster;
  let countDir: string;
  let database = 0;
  const workers: WorkerProcess[] = [];
  const clients: DurableClient[] = [];
  const read = (file: string) => readFileSync(file, "utf8");
  const count = (name: string, suffix = "count") => countOf(path.join(countDir, `${name}.${suffix}`), read);

  /** A fresh database per test, so queues and workers of one test never meet another's. */
  const freshDatabase = () => {
    const name = `durable_${++database}`;
    cluster.createDatabase(name);
    return cluster.urlOf(name);
  };
  const worker = async (db: string, env: Record<string, string> = {}) => {
    const started = await startWorkerProcess({ LOOPGATE_TEST_DB: db, LOOPGATE_TEST_COUNT_DIR: countDir, ...env });
    workers.push(started);
    return started;
  };
  const client = async (db: string) => {
    const opened = await createDurableClient({ databaseUrl: db });
    clients.push(opened);
    return opened;
  };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterEach(async () => {
    for (const started of workers.splice(0)) {
      started.child.kill("SIGKILL");
      await started.exited;
    }
    for (const opened of clients.splice(0)) await opened.close().catch(() => undefined);
    if (countDir) rmSync(countDir, { recursive: true, force: true });
  });
  afterAll(() => cluster?.stop());
  const setup = () => {
    countDir = mkdtempSync(path.join(tmpdir(), "loopgate-durable-count-"));
  };

  it("a worker killed with SIGKILL in the middle of a tool call: a new worker process resumes the run, and each finished tool ran exactly once", async () => {
    setup();
    const db = freshDatabase();
    const runs = await client(db);
    const first = await worker(db, { LOOPGATE_TEST_SLOW_MS: "4000" });
    const runId = await runs.enqueueRun("mark(a) slow(s) mark(b)");
    await waitFor("the slow tool to start", () => count("s", "started") === 1);
    expect(count("a")).toBe(1);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    expect(count("s")).toBe(0);

    const second = await worker(db, { LOOPGATE_TEST_SLOW_MS: "200" });
    const result = await runs.waitForRun(runId, { timeoutMs: 60_000 });
    expect(result.status).toBe("completed");
    expect(result.text).toBe("done: mark(a) slow(s) mark(b)");
    // The finished tool (a) was not run again; the interrupted one ran again to its end, once; b ran once.
    expect(count("a")).toBe(1);
    expect(count("s", "started")).toBe(2);
    expect(count("s")).toBe(1);
    expect(count("b")).toBe(1);
    expect(read(path.join(countDir, "b.count")).trim()).toBe(String(second.child.pid));
    // The transcript was saved in PostgreSQL by the run, with every call answered once.
    expect(result.iterations).toBe(4);
  });

  it("a run waiting for approval survives a restart of every process (workers, client, PostgreSQL) and completes after `loopgate approve`", async () => {
    setup();
    const db = freshDatabase();
    let runs = await client(db);
    const first = await worker(db);
    const runId = await runs.enqueueRun("mark(c) guarded(g) mark(d)");
    await waitFor("the run to wait for approval", async () => (await runs.getRun(runId))?.state === "waiting_for_approval");
    const waiting = await runs.getRun(runId);
    expect(waiting?.pendingApproval).toMatchObject({ callId: "call-1-g", toolName: "guarded", reason: "guarded calls need a person", rule: "test.guarded" });

    // Every process goes away: the worker, the client, and the database server itself.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    await runs.close();
    clients.length = 0;
    cluster.restart();
    expect(count("g")).toBe(0);

    runs = await client(db);
    await worker(db);
    // The new worker takes over the stopped worker's run and waits again, without running anything twice.
    await waitFor("the resumed run to wait for approval", async () => {
      const info = await runs.getRun(runId);
      return info?.state === "waiting_for_approval" && info.executorId !== first.executorId;
    });
    expect(count("c")).toBe(1);

    const wrongCall = await runCliProcess(["approve", runId, "call-9-x", "allow", "--db", db]);
    expect(wrongCall.code).toBe(1);
    expect(wrongCall.stderr).toContain(`is not waiting for approval of call "call-9-x" (it waits on call "call-1-g")`);
    const approved = await runCliProcess(["approve", runId, "call-1-g", "allow", "--db", db]);
    expect(approved.stderr).toContain("allowed call call-1-g");
    expect(approved.code).toBe(0);

    const result = await runs.waitForRun(runId, { timeoutMs: 60_000 });
    expect(result.status).toBe("completed");
    expect([count("c"), count("g"), count("d")]).toEqual([1, 1, 1]);
    await expect(runs.approve(runId, "call-1-g", "allow")).rejects.toSatisfy(DurableRunError.isInstance);
  });

  it("an approval with a deadline: nobody answers, the call is denied and the run goes on", async () => {
    setup();
    const db = freshDatabase();
    const runs = await client(db);
    await worker(db, { LOOPGATE_TEST_APPROVAL_TIMEOUT_MS: "1500" });
    const runId = await runs.enqueueRun("guarded(late) mark(after)");
    const result = await runs.waitForRun(runId, { timeoutMs: 60_000 });
    expect(result.status).toBe("completed");
    expect(count("late")).toBe(0);
    expect(count("after")).toBe(1);
  });

  it("two workers process ten queued runs without running any twice", async () => {
    setup();
    const db = freshDatabase();
    const runs = await client(db);
    // Each worker holds at most two runs at once, and a run takes a second: both must take some.
    const env = { LOOPGATE_TEST_SLOW_MS: "1000", LOOPGATE_TEST_CONCURRENCY: "2" };
    const pair = await Promise.all([worker(db, env), worker(db, env)]);
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) ids.push(await runs.enqueueRun(`mark(r${index}) slow(w${index})`));
    const results = await Promise.all(ids.map((id) => runs.waitForRun(id, { timeoutMs: 90_000 })));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill("completed"));
    const pids = new Set<string>();
    for (let index = 0; index < 10; index++) {
      expect(count(`r${index}`), `r${index}`).toBe(1);
      expect(count(`w${index}`, "started"), `w${index} started`).toBe(1);
      expect(count(`w${index}`), `w${index}`).toBe(1);
      pids.add(read(path.join(countDir, `r${index}.count`)).trim());
    }
    // Both workers took runs from the queue.
    expect(pids).toEqual(new Set(pair.map((started) => String(started.child.pid))));
  });
});
