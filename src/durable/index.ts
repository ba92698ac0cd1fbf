export { createPostgresThreadStore, type PostgresThreadStore, type PostgresThreadStoreOptions } from "../threads/postgres/index.js";
export { launchDurableWorker, type DurableWorker, type DurableWorkerOptions } from "./durable-worker.js";
export { createDurableClient, approveToolCall, type DurableClient, type DurableClientOptions, type DurableRunInfo, type DurableRunState } from "./durable-client.js";
export type { DurableRunRequest, DurableRunResult, PendingApproval } from "./durable-run.js";
export { DurableRunError } from "./durable-run-error.js";
export { dbosStepRunner } from "./durable-step-runner.js";
export { durableThreadStore } from "./durable-thread-store.js";
export { durableApprovalHandler, type ApprovalMessage } from "./durable-approval.js";
export { DEFAULT_APPLICATION_NAME, DEFAULT_APPLICATION_VERSION, DEFAULT_QUEUE_NAME, RUN_WORKFLOW_NAME } from "./durable-names.js";
