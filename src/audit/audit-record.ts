import type { Usage } from "../models/spec.js";
import type { RunStatus } from "../loop/run-result.js";
import type { ToolCallStatus } from "../tools/tool-events.js";

/** The version of the audit log's line format, written on every line as `v`. See docs/audit.md. */
export const AUDIT_SCHEMA_VERSION = 1;

/** The fields every line of the audit log carries. */
export interface AuditLineBase {
  /** The schema version (`AUDIT_SCHEMA_VERSION`). */
  v: number;
  /** When the line was written (ISO 8601). */
  time: string;
  runId: string;
  threadId: string;
  agentId: string;
}

/** A run began. */
export interface AuditRunStart extends AuditLineBase {
  type: "run.start";
  /** The user's input; only with `content: true`. */
  input?: string;
}

/** A run ended, however it ended. */
export interface AuditRunEnd extends AuditLineBase {
  type: "run.end";
  status: RunStatus;
  reason?: string;
  /** The error's name and message, for status `error`. */
  error?: { name: string; message: string; code?: string };
  usage: Usage;
  /** Model calls made. */
  iterations: number;
  /** Tool calls made, by status. */
  toolCalls: Partial<Record<ToolCallStatus, number>>;
  durationMs: number;
  /** The run's cost in US dollars, when the price table knows its model. */
  costUsd?: number;
}

/** One model call (or a response an interceptor gave in its place: `synthetic`). */
export interface AuditModelCall extends AuditLineBase {
  type: "model.call";
  iteration: number;
  provider?: string;
  /** The model asked. */
  model?: string;
  /** The model that answered, as the provider names it. */
  responseModel?: string;
  status: "ok" | "error";
  stopReason?: string;
  usage?: Usage;
  durationMs: number;
  synthetic?: boolean;
  /** Tool calls the response asked for. */
  toolCalls?: number;
  /** For status `error`: why. */
  error?: string;
  /** The request's messages and the response's content; only with `content: true`. */
  request?: unknown;
  response?: unknown;
}

/** One step of a tool call's decision path. */
export interface AuditDecisionStep {
  hook: string;
  interceptorId: string;
  decision: string;
  rule?: string;
  reason?: string;
}

/**
 * A tool call passed every check and starts executing, with its final arguments: a run killed
 * during the call leaves this line, so what was running is known.
 */
export interface AuditToolStart extends AuditLineBase {
  type: "tool.start";
  tool: string;
  toolCallId: string;
  args: Record<string, unknown>;
}

/** One tool call, written when it ended. */
export interface AuditToolCall extends AuditLineBase {
  type: "tool.call";
  tool: string;
  toolCallId: string;
  /** The arguments the call ended with: after every rewrite (secrets as their placeholders). */
  args: Record<string, unknown>;
  status: ToolCallStatus;
  /** Every decision on this call, in order: which interceptor allowed, rewrote, asked, blocked. */
  decisions: AuditDecisionStep[];
  /** A person's answer to an `ask`. */
  approval?: "approved" | "approved_always" | "denied";
  /** The interceptor that blocked the call, for status `blocked`. */
  blockedBy?: string;
  rule?: string;
  reason?: string;
  /** The command's exit code, for tools that run commands. */
  exitCode?: number | null;
  durationMs: number;
  /** Characters of the result the model received. */
  outputChars: number;
  isError: boolean;
  /** The result's text; only with `content: true`. */
  output?: string;
}

/**
 * One decision by an interceptor, a loop interceptor or a person (`interceptorId: "approval"`),
 * written as it is taken. An interceptor's failure is a decision `error` with its `policy`.
 *
 * @example
 * { "v": 1, "type": "decision", "time": "2025-05-01T10:00:00.000Z", "runId": "…", "threadId": "…",
 *   "agentId": "main", "hook": "tool.before", "interceptorId": "builtin:command-safety-guard",
 *   "tool": "exec", "toolCallId": "call_1", "decision": "blocked", "reason": "…", "rule": "…",
 *   "args": { "command": "rm -rf /" } }
 */
export interface AuditDecision extends AuditLineBase {
  type: "decision";
  /** The hook point (`tool.before`, `model.after`, …), or `loop` for loop interceptors. */
  hook: string;
  /** The interceptor that decided; `approval` for a person's answer to an `ask`. */
  interceptorId: string;
  tool?: string;
  toolCallId?: string;
  /**
   * What was decided: an interceptor action (`blocked`, `ask`, `args_mutated`, `result_mutated`,
   * `injected`, `stopped`, `error`, …), a person's answer (`approved`, `approved_always`, `denied`),
   * or a loop interceptor's `continue` / `complete`.
   */
  decision: string;
  reason?: string;
  rule?: string;
  /** The tool call's arguments as they stood after this decision (after any rewrites). */
  args?: Record<string, unknown>;
  /** For `error`: what the error policy did (`block` or `continue`), and whether it timed out. */
  policy?: string;
  timedOut?: boolean;
}

/** One line of the audit log (schema version 1, docs/audit.md). */
export type AuditRecord = AuditRunStart | AuditRunEnd | AuditModelCall | AuditToolStart | AuditToolCall | AuditDecision;

/** A line's `type`. */
export type AuditRecordType = AuditRecord["type"];
