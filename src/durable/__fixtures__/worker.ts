// A durable worker process for the tests: `node --import tsx worker.ts`, configured by the environment.
import { launchDurableWorker } from "../durable-worker.js";
import { planAgentOptions } from "./plan-agent.js";

const env = process.env;
const worker = await launchDurableWorker({
  databaseUrl: env.LOOPGATE_TEST_DB!,
  agent: planAgentOptions(env.LOOPGATE_TEST_COUNT_DIR!, { slowMs: Number(env.LOOPGATE_TEST_SLOW_MS ?? 3_000) }),
  concurrency: Number(env.LOOPGATE_TEST_CONCURRENCY ?? 2),
  heartbeatMs: 300,
  staleWorkerMs: 1_500,
  pollingIntervalMs: 100,
  ...(env.LOOPGATE_TEST_APPROVAL_TIMEOUT_MS ? { approvalTimeoutMs: Number(env.LOOPGATE_TEST_APPROVAL_TIMEOUT_MS) } : {}),
  onWorkerError: (error) => console.error("worker error:", error),
});
process.stdout.write(`ready ${worker.executorId}\n`);
process.on("SIGTERM", () => {
  void worker.shutdown().then(() => process.exit(0));
});
