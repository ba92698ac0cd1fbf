/** The names durable runs are known by in DBOS's system database; every process of a deployment must agree on them. */

/** DBOS's application name for loopgate's runs (it scopes workflows and queues in the system database). */
export const DEFAULT_APPLICATION_NAME = "loopgate";

/**
 * The version every worker registers: runs are only dequeued and recovered by workers of the same
 * version, so a deployment whose agent changes in a way that changes its steps gives a new one.
 */
export const DEFAULT_APPLICATION_VERSION = "loopgate-durable-1";

/** The queue runs wait on until a worker takes them. */
export const DEFAULT_QUEUE_NAME = "loopgate_runs";

/** The workflow a durable run is. */
export const RUN_WORKFLOW_NAME = "loopgate.run";

/** The event a run sets while it waits for an approval (the question), and clears after. */
export const APPROVAL_EVENT = "loopgate.approval";

/** The message topic an approval of one tool call is sent on. */
export function approvalTopic(callId: string): string {
  return `loopgate.approval:${callId}`;
}
