import type { RunResult, RunStatus } from "../loop/run-result.js";
import type { Usage } from "../models/spec.js";

/** What a durable run is asked to do: the workflow's input, stored in the system database. */
export interface DurableRunRequest {
  input: string;
  /** The thread the run continues (default: the run's id, a new thread). */
  threadId?: string;
}

/** How a durable run ended: the workflow's output, stored in the system database. */
export interface DurableRunResult {
  runId: string;
  threadId: string;
  status: RunStatus;
  /** The text of the last assistant message. */
  text: string;
  reason?: string;
  /** The error that ended the run, as data (it crossed processes). */
  error?: { name: string; message: string; code?: string };
  iterations: number;
  usage: Usage;
  /** What the run's model calls cost, in US dollars (as `RunResult.costUsd`). */
  costUsd: number;
}

/** A pending approval as a durable run publishes it, for `loopgate approve` and followers. */
export interface PendingApproval {
  callId: string;
  toolName: string;
  args: Record<string, unknown>;
  reason: string;
  rule?: string;
  /** When the call is denied if nobody answers (epoch ms), when the wait has a deadline. */
  deadline?: number;
}

/** The run's result as data that crosses processes (the transcript stays in the thread store). */
export function toDurableResult(result: RunResult): DurableRunResult {
  const error = result.error as (Error & { code?: unknown }) | undefined;
  return {
    runId: result.runId,
    threadId: result.threadId,
    status: result.status,
    text: result.text,
    ...(result.reason !== undefined ? { reason: result.reason } : {}),
    ...(error ? { error: { name: error.name, message: error.message, ...(typeof error.code === "string" ? { code: error.code } : {}) } } : {}),
    iterations: result.iterations,
    usage: { ...result.usage },
    costUsd: result.costUsd,
  };
}
