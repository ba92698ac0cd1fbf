import type { Message } from "../messages/types.js";
import type { Usage } from "../models/spec.js";

/** How a run ended. */
export type RunStatus = "completed" | "stopped" | "max_iterations" | "aborted" | "error";

/**
 * The outcome of a run. A run never rejects for errors raised inside the loop: it resolves with
 * status `error` and the error.
 */
export interface RunResult {
  status: RunStatus;
  /** The whole thread transcript, every `tool_use` answered. */
  messages: Message[];
  /** The text of the last assistant message. */
  text: string;
  usage: Usage;
  /** What the run's model calls cost, in US dollars (calls of models the price table does not know count 0). */
  costUsd: number;
  /** Why the run stopped (for `stopped`, `max_iterations`, `aborted`, `error`). */
  reason?: string;
  error?: Error;
  runId: string;
  threadId: string;
  iterations: number;
}
