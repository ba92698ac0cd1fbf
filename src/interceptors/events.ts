import type { InterceptorError } from "../errors/index.js";
import type { InterceptorErrorPolicy, InterceptorName } from "./types.js";

/** What an interceptor did, as detected after its handler returned. */
export type InterceptorAction =
  | "message_mutated"
  | "params_changed"
  | "request_rewritten"
  | "synthetic_response"
  | "response_rewritten"
  | "injected"
  | "stopped"
  | "args_mutated"
  | "ask"
  | "blocked"
  | "result_mutated"
  | "short_circuited"
  | "retried"
  | "error";

/**
 * One observable interceptor decision. Emitted through `registry.setOnEvent` and as a run event.
 *
 * @example
 * registry.setOnEvent((event) => console.log(formatInterceptorEvent(event)));
 */
export interface InterceptorEvent {
  /** The hook point. */
  name: InterceptorName;
  interceptorId: string;
  action: InterceptorAction;
  agentId: string;
  threadId: string;
  runId: string;
  toolName?: string;
  toolCallId?: string;
  /** For `blocked`, `ask` and `stopped`: why. For `error`: the error message. */
  reason?: string;
  /** The guard rule behind a `blocked` or `ask`. */
  rule?: string;
  /** For `message_mutated`: whether the text changed, and the metadata keys set. */
  messageMutated?: boolean;
  metadataKeys?: string[];
  /** For `params_changed`: each parameter that changed. */
  changes?: Record<string, { from: unknown; to: unknown }>;
  /** For `args_mutated`: the arguments after the change. */
  args?: Record<string, unknown>;
  /** For `retried`: how many times the layer called `next`. */
  attempts?: number;
  /** For `error`: the failure, whether it timed out, and what the policy did. */
  error?: InterceptorError;
  policy?: InterceptorErrorPolicy;
}

/** Receives interceptor events. */
export type InterceptorEventListener = (event: InterceptorEvent) => void;
