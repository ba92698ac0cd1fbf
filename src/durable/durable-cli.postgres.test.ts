import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from "./__fixtures__/postgres-cluster.js";
import { runCliProcess } from "./__fixtures__/processes.js";

const unavailable = postgresUnavailableReason();
if (unavailable) console.warn(`SKIPPED durable CLI tests: ${unavailable}`);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

describe.skipIf(unavailable)("loopgate worker, run --durable, approve", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it("`loopgate run --durable` queues a run that a `loopgate worker` process runs, and prints its answer", async () => {
    cluster.createDatabase("cli");
    const db = cluster.urlOf("cli");
    const worker = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/cli/bin.ts"), "worker", "--db", db, "--no-config", "--model", `scripted:${path.join(here, "__fixtures__/hello-script.json")}`, "--concurrency", "1"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let workerLog = "";
    worker.stderr.on("data", (chunk: Buffer) => (workerLog += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
    try {
      const run = await runCliProcess(["run", "--no-config", "--durable", db, "say hello"]);
      expect(run.stderr).toMatch(/queued run [0-9a-f-]{36}/);
      expect(run.stdout).toBe("hello from a durable worker\n");
      expect(run.stderr).toContain("✔ completed");
      expect(run.code).toBe(0);
      expect(workerLog).toMatch(/taking runs from loopgate_runs \(at most 1 at once\)/);
      expect(workerLog).toMatch(/■ run [0-9a-f-]{36}: ✔ completed/);

      const json = await runCliProcess(["run", "--no-config", "--durable", db, "--json", "say hello again"]);
      const lines = json.stdout.trim().split("\n").map((line) => JSON.parse(line) as { type: string });
      expect(lines[0]?.type).toBe("run.queued");
      expect(lines.at(-1)?.type).toBe("run.end");
    } finally {
      worker.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
    expect(workerLog).toContain("SIGTERM: stopping");
  });

  it("bad input is a clear error with a usage exit code, and nothing is queued", async () => {
    const noDb = await runCliProcess(["approve", "run-1", "call-1", "allow", "--no-config"], { LOOPGATE_DURABLE_DB: "" });
    expect(noDb.code).toBe(2);
    expect(noDb.stderr).toContain("approve: no database given");
    const badDecision = await runCliProcess(["approve", "run-1", "call-1", "maybe", "--db", cluster.url]);
    expect(badDecision.code).toBe(2);
    expect(badDecision.stderr).toMatch(/allow, deny/);
    const badUrl = await runCliProcess(["worker", "--db", "mysql://x", "--no-config", "--model", "scripted:x.json"]);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain("is not a PostgreSQL URL");
    const unknownRun = await runCliProcess(["approve", "no-such-run", "call-1", "deny", "--db", cluster.url]);
    expect(unknownRun.code).toBe(1);
    expect(unknownRun.stderr).toContain('No durable run "no-such-run"');
    const unreachable = await runCliProcess(["run", "--no-config", "--durable", "postgres://postgres@127.0.0.1:1/none", "task"]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain("Cannot reach the durable runs' database");
  });
});
