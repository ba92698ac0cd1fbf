import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { DBOS } from "@dbos-inc/dbos-sdk";
import { ConfigurationError, describeError } from "../errors/index.js";
import { createAgent, type AgentOptions } from "../loop/agent.js";
import { createPostgresThreadStore } from "../threads/postgres/postgres-thread-store.js";
import { durableApprovalHandler } from "./durable-approval.js";
import { DEFAULT_APPLICATION_NAME, DEFAULT_APPLICATION_VERSION, DEFAULT_QUEUE_NAME, RUN_WORKFLOW_NAME } from "./durable-names.js";
import { toDurableResult, type DurableRunRequest, type DurableRunResult } from "./durable-run.js";
import { dbosStepRunner } from "./durable-step-runner.js";
import { durableThreadStore } from "./durable-thread-store.js";
import { createWorkerHeartbeats } from "./worker-heartbeats.js";

/** Options of `launchDurableWorker`. */
export interface DurableWorkerOptions {
  /** The PostgreSQL URL of DBOS's system database (created when missing); every worker and client of a deployment uses the same. */
  databaseUrl: string;
  /**
   * The agent every run of this worker uses. The worker sets `stepRunner` (model calls and tool
   * executions become recorded steps), `onApproval` (approvals wait in the database) and
   * `toolConcurrency` 1 (steps happen in one order, so a replay finds them); `threads` default to a
   * PostgreSQL thread store in the same database.
   */
  agent: AgentOptions;
  /** Most runs this worker executes at once (default 4); every worker of the queue shares the value the last one started with. */
  concurrency?: number;
  /** How long a run waits for an approval before the call is denied (default: no deadline). */
  approvalTimeoutMs?: number;
  /** This worker's executor id (default: host, pid and a random suffix). A worker restarted with the same id resumes its runs at once. */
  executorId?: string;
  /** How often the worker records that it is alive (default 2,000 ms). */
  heartbeatMs?: number;
  /** A worker silent this long is taken for dead, and its runs are resumed by another (default 15,000 ms). */
  staleWorkerMs?: number;
  /** How often the queue is polled for runs (default 500 ms). */
  pollingIntervalMs?: number;
  applicationName?: string;
  applicationVersion?: string;
  queueName?: string;
  /** DBOS's own log level (default `error`). */
  logLevel?: string;
  /** Problems of the worker itself (heartbeats, recovery); runs report theirs in their results. */
  onWorkerError?: (error: unknown) => void;
}

/** A running worker. */
export interface DurableWorker {
  readonly executorId: string;
  /** Resumes now, instead of at the next heartbeat, the runs of workers that stopped beating; resolves with their ids. */
  recoverStaleWorkers(): Promise<string[]>;
  /** Stops taking runs and shuts DBOS down; unfinished runs stay in the database, and another worker resumes them. */
  shutdown(): Promise<void>;
}

let launched = false;

/**
 * Starts a worker in this process: it registers the run workflow, takes runs from the queue (at
 * most `concurrency` at once), resumes the runs this executor left unfinished, and watches the
 * other workers' heartbeats to resume the runs of any that died. One worker per process (DBOS is
 * one engine per process).
 *
 * @example
 * const worker = await launchDurableWorker({
 *   databaseUrl: "postgres://loopgate@db.internal/loopgate",
 *   agent: { model: anthropic("claude-sonnet-4-6"), tools: builtinTools() },
 * });
 * process.on("SIGTERM", () => void worker.shutdown());
 */
export async function launchDurableWorker(options: DurableWorkerOptions): Promise<DurableWorker> {
  validate(options);
  if (launched || DBOS.isInitialized()) throw new ConfigurationError({ message: "launchDurableWorker: a worker is already running in this process (DBOS runs one engine per process)" });
  launched = true;
  const executorId = options.executorId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  const onWorkerError = options.onWorkerError ?? (() => undefined);
  const ownThreads = options.agent.threads ? undefined : createPostgresThreadStore({ connectionString: options.databaseUrl });
  const agent = createAgent({
    ...options.agent,
    threads: durableThreadStore(options.agent.threads ?? ownThreads!),
    stepRunner: dbosStepRunner,
    onApproval: durableApprovalHandler(options.approvalTimeoutMs ? { timeoutMs: options.approvalTimeoutMs } : {}),
    toolConcurrency: 1,
  });
  const heartbeats = createWorkerHeartbeats({
    databaseUrl: options.databaseUrl,
    executorId,
    intervalMs: options.heartbeatMs ?? 2_000,
    staleAfterMs: options.staleWorkerMs ?? 15_000,
    onError: onWorkerError,
  });

  const runWorkflow = async (request: DurableRunRequest): Promise<DurableRunResult> => {
    const runId = DBOS.workflowID!;
    const result = await agent.run(request.input, { threadId: request.threadId ?? runId, runId });
    return toDurableResult(result);
  };
  DBOS.registerWorkflow(runWorkflow, { name: RUN_WORKFLOW_NAME });
  DBOS.setConfig({
    name: options.applicationName ?? DEFAULT_APPLICATION_NAME,
    systemDatabaseUrl: options.databaseUrl,
    executorID: executorId,
    applicationVersion: options.applicationVersion ?? DEFAULT_APPLICATION_VERSION,
    logLevel: options.logLevel ?? "error",
  });
  try {
    await heartbeats.start();
    await DBOS.launch();
    await DBOS.registerQueue(options.queueName ?? DEFAULT_QUEUE_NAME, {
      workerConcurrency: options.concurrency ?? 4,
      minPollingIntervalMs: options.pollingIntervalMs ?? 500,
      onConflict: "always_update",
    });
  } catch (error) {
    launched = false;
    await DBOS.shutdown().catch(() => undefined);
    await heartbeats.stop().catch(() => undefined);
    await ownThreads?.close();
    throw new ConfigurationError({ message: `The durable worker could not start on ${redactUrl(options.databaseUrl)}: ${describeError(error)}`, cause: error });
  }

  const recoverStaleWorkers = async (): Promise<string[]> => {
    const { DBOSExecutor } = await import("@dbos-inc/dbos-sdk/internal/dbos-executor");
    const recovered: string[] = [];
    for (const stale of await heartbeats.staleWorkers()) {
      // DBOS's recovery for another executor: its pending runs go back to their queue, where any worker takes them.
      const handles = await DBOSExecutor.globalInstance!.recoverPendingWorkflows([stale]);
      recovered.push(...handles.map((handle) => handle.workflowID));
      await heartbeats.forget(stale);
    }
    return recovered;
  };
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    recoverStaleWorkers()
      .catch(onWorkerError)
      .finally(() => (sweeping = false));
  }, options.heartbeatMs ?? 2_000);
  sweep.unref();
  void recoverStaleWorkers().catch(onWorkerError);

  let stopped: Promise<void> | undefined;
  return {
    executorId,
    recoverStaleWorkers,
    shutdown() {
      return (stopped ??= (async () => {
        clearInterval(sweep);
        try {
          await DBOS.shutdown();
        } finally {
          launched = false;
          await heartbeats.stop().catch(onWorkerError);
          await ownThreads?.close();
        }
      })());
    },
  };
}

function validate(options: DurableWorkerOptions): void {
  if (!options || typeof options.databaseUrl !== "string" || !/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    throw new ConfigurationError({ message: "launchDurableWorker: `databaseUrl` must be a PostgreSQL URL (postgres://user@host:port/database)" });
  }
  if (!options.agent || typeof options.agent.model?.generate !== "function") throw new ConfigurationError({ message: "launchDurableWorker: `agent` must hold the agent's options, with a `model`" });
  for (const key of ["concurrency", "heartbeatMs", "staleWorkerMs", "pollingIntervalMs", "approvalTimeoutMs"] as const) {
    const value = options[key];
    if (value !== undefined && !(Number.isFinite(value) && value > 0)) throw new ConfigurationError({ message: `launchDurableWorker: \`${key}\` must be a positive number, got ${String(value)}` });
  }
  if (options.concurrency !== undefined && !Number.isInteger(options.concurrency)) throw new ConfigurationError({ message: `launchDurableWorker: \`concurrency\` must be a positive integer, got ${options.concurrency}` });
}

/** A database URL without its password, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
