import { randomUUID } from "node:crypto";
import { DBOS, DBOSClient } from "@dbos-inc/dbos-sdk";
import { ConfigurationError, describeError } from "../errors/index.js";
import { assertThreadId } from "../threads/thread-id.js";
import type { ApprovalMessage } from "./durable-approval.js";
import { APPROVAL_EVENT, approvalTopic, DEFAULT_APPLICATION_NAME, DEFAULT_APPLICATION_VERSION, DEFAULT_QUEUE_NAME, RUN_WORKFLOW_NAME } from "./durable-names.js";
import { DurableRunError } from "./durable-run-error.js";
import type { DurableRunRequest, DurableRunResult, PendingApproval } from "./durable-run.js";
import { redactUrl } from "./durable-worker.js";

/** Where a durable run is. */
export type DurableRunState = "queued" | "running" | "waiting_for_approval" | "finished" | "failed" | "cancelled";

/** A durable run as a client sees it. */
export interface DurableRunInfo {
  runId: string;
  state: DurableRunState;
  /** The question the run waits on (state `waiting_for_approval`). */
  pendingApproval?: PendingApproval;
  /** How the run ended (state `finished`). */
  result?: DurableRunResult;
  /** Why the workflow failed (state `failed`: the engine gave up on it, which a loopgate run does not do on its own errors). */
  error?: string;
  /** The worker running it (its executor id), when one does. */
  executorId?: string;
}

/** Options of `createDurableClient` and `approveToolCall`. */
export interface DurableClientOptions {
  /** The PostgreSQL URL of DBOS's system database, the workers' `databaseUrl`. */
  databaseUrl: string;
  applicationName?: string;
  applicationVersion?: string;
  queueName?: string;
}

/** Enqueues, follows and approves durable runs from any process; needs no worker in this one. */
export interface DurableClient {
  /** Puts a run on the queue; resolves with its id (the given `runId`, else a new UUID). */
  enqueueRun(input: string, options?: { threadId?: string; runId?: string }): Promise<string>;
  /** The run's state, or undefined when no run has this id. */
  getRun(runId: string): Promise<DurableRunInfo | undefined>;
  /** Waits until the run ends and resolves with its result (rejects with `DurableRunError` if it fails, is cancelled or `timeoutMs` passes). */
  waitForRun(runId: string, options?: { timeoutMs?: number; pollMs?: number; onUpdate?: (info: DurableRunInfo) => void }): Promise<DurableRunResult>;
  /** Answers the approval a run waits on; rejects with `DurableRunError` when the run is not waiting on this call. */
  approve(runId: string, callId: string, decision: "allow" | "deny"): Promise<void>;
  close(): Promise<void>;
}

/**
 * A client of the durable runs in a system database: enqueue a run, follow it, approve its tool
 * calls. Any process on any machine that reaches the database can be one.
 *
 * @example
 * const client = await createDurableClient({ databaseUrl });
 * const runId = await client.enqueueRun("fix the failing test", { threadId: "ci-fix" });
 * const result = await client.waitForRun(runId);
 * await client.close();
 */
export async function createDurableClient(options: DurableClientOptions): Promise<DurableClient> {
  if (!options || typeof options.databaseUrl !== "string" || !/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    throw new ConfigurationError({ message: "createDurableClient: `databaseUrl` must be a PostgreSQL URL (postgres://user@host:port/database)" });
  }
  const where = redactUrl(options.databaseUrl);
  try {
    // Creates DBOS's tables when no worker has yet, so a run can be queued before the first worker starts.
    await DBOS.migrate(options.databaseUrl);
  } catch (error) {
    throw new DurableRunError({ message: `Cannot reach the durable runs' database ${where}: ${describeError(error)}`, cause: error });
  }
  const client = await DBOSClient.create({ systemDatabaseUrl: options.databaseUrl, applicationName: options.applicationName ?? DEFAULT_APPLICATION_NAME });
  const queueName = options.queueName ?? DEFAULT_QUEUE_NAME;
  const appVersion = options.applicationVersion ?? DEFAULT_APPLICATION_VERSION;

  const pendingApproval = async (runId: string) => (await client.getEvent<PendingApproval | null>(runId, APPROVAL_EVENT, { timeoutSeconds: 0 })) ?? undefined;
  const getRun = async (runId: string): Promise<DurableRunInfo | undefined> => {
    const status = await client.getWorkflow(runId);
    if (!status) return undefined;
    const base = { runId, ...(status.executorId ? { executorId: status.executorId } : {}) };
    switch (status.status) {
      case "ENQUEUED":
        return { ...base, state: "queued" };
      case "PENDING": {
        const pending = await pendingApproval(runId);
        return pending ? { ...base, state: "waiting_for_approval", pendingApproval: pending } : { ...base, state: "running" };
      }
      case "SUCCESS":
        return { ...base, state: "finished", result: status.output as DurableRunResult };
      case "CANCELLED":
        return { ...base, state: "cancelled" };
      default:
        return { ...base, state: "failed", error: `${status.status}: ${describeError(status.error)}` };
    }
  };

  return {
    async enqueueRun(input, runOptions = {}) {
      if (typeof input !== "string" || input.trim() === "") throw new ConfigurationError({ message: "enqueueRun: the task is empty" });
      if (runOptions.threadId !== undefined) assertThreadId(runOptions.threadId);
      if (runOptions.runId !== undefined) assertThreadId(runOptions.runId);
      const runId = runOptions.runId ?? randomUUID();
      const request: DurableRunRequest = { input, ...(runOptions.threadId !== undefined ? { threadId: runOptions.threadId } : {}) };
      await client.enqueue({ queueName, workflowName: RUN_WORKFLOW_NAME, workflowID: runId, appVersion }, request);
      return runId;
    },
    getRun,
    async waitForRun(runId, waitOptions = {}) {
      const started = Date.now();
      let last = "";
      for (;;) {
        const info = await getRun(runId);
        if (!info) throw new DurableRunError({ runId, message: `No durable run "${runId}" in ${where}` });
        const key = `${info.state}:${info.pendingApproval?.callId ?? ""}`;
        if (key !== last) waitOptions.onUpdate?.(info);
        last = key;
        if (info.state === "finished") return info.result!;
        if (info.state === "failed" || info.state === "cancelled") throw new DurableRunError({ runId, message: `Durable run "${runId}" ${info.state === "cancelled" ? "was cancelled" : `failed: ${info.error}`}` });
        if (waitOptions.timeoutMs !== undefined && Date.now() - started > waitOptions.timeoutMs) {
          throw new DurableRunError({ runId, message: `Durable run "${runId}" did not finish within ${waitOptions.timeoutMs} ms (it is ${info.state})` });
        }
        await new Promise((resolve) => setTimeout(resolve, waitOptions.pollMs ?? 250));
      }
    },
    async approve(runId, callId, decision) {
      if (decision !== "allow" && decision !== "deny") throw new ConfigurationError({ message: `approve: the decision must be "allow" or "deny", got ${JSON.stringify(decision)}` });
      const status = await client.getWorkflow(runId);
      if (!status) throw new DurableRunError({ runId, message: `No durable run "${runId}" in ${where}` });
      const pending = status.status === "PENDING" || status.status === "ENQUEUED" ? await pendingApproval(runId) : undefined;
      if (pending?.callId !== callId) {
        const waiting = pending ? ` (it waits on call "${pending.callId}")` : status.status === "SUCCESS" ? " (it has finished)" : "";
        throw new DurableRunError({ runId, message: `Durable run "${runId}" is not waiting for approval of call "${callId}"${waiting}` });
      }
      const message: ApprovalMessage = { decision };
      // One answer per call: sending it twice (two people, a retry) delivers it once.
      await client.send(runId, message, approvalTopic(callId), `${runId}:${callId}`);
    },
    close: () => client.destroy(),
  };
}

/**
 * Answers the approval a durable run waits on, from any process: the run resumes with the tool
 * call allowed or denied. What `loopgate approve <run-id> <call-id> allow|deny` does.
 *
 * @example
 * await approveToolCall({ databaseUrl, runId: "3f2c…", callId: "toolu_01…", decision: "allow" });
 */
export async function approveToolCall(options: DurableClientOptions & { runId: string; callId: string; decision: "allow" | "deny" }): Promise<void> {
  const client = await createDurableClient(options);
  try {
    await client.approve(options.runId, options.callId, options.decision);
  } finally {
    await client.close();
  }
}
