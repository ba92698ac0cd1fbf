import { describeError } from "../errors/index.js";
import { triggerInterceptors } from "../interceptors/trigger.js";
import type { InterceptorEvent } from "../interceptors/events.js";
import type { InterceptorRegistry } from "../interceptors/registry.js";
import type { RunScope, ToolAfterOutput, ToolBeforeOutput } from "../interceptors/types.js";
import type { ToolUseBlock } from "../messages/types.js";
import { invalidToolArguments } from "../messages/tool-arguments.js";
import { normalizeToolName } from "./tool-names.js";
import type { AgentToolResult, AnyTool, ToolLogger } from "./types.js";
import { createApprovalGate, type ApprovalHandler } from "./approval.js";
import { mapConcurrent } from "./map-concurrent.js";

/** How one tool call ended. */
export type ToolCallStatus = "ok" | "error" | "blocked" | "denied" | "invalid" | "unknown_tool" | "aborted";

/** One dispatched call and its final result (after `tool.after`). */
export interface ToolCallOutcome {
  call: ToolUseBlock;
  /** The normalized tool name. */
  toolName: string;
  status: ToolCallStatus;
  /** The arguments the tool ran with (after `tool.before` rewrites), or was called with. */
  args: Record<string, unknown>;
  result: AgentToolResult;
  /** Who blocked the call, and the rule, when blocked. */
  blockedBy?: string;
  rule?: string;
}

/** What the dispatcher reports while it works. */
export type DispatchEvent =
  | { type: "interceptor"; event: InterceptorEvent }
  | { type: "tool.start"; call: ToolUseBlock; toolName: string; args: Record<string, unknown> }
  | { type: "tool.blocked"; call: ToolUseBlock; toolName: string; reason: string; rule?: string; interceptorId?: string }
  | { type: "tool.approval"; call: ToolUseBlock; toolName: string; reason: string; rule?: string; answer: "allow" | "allow_always" | "deny" }
  | { type: "tool.end"; call: ToolUseBlock; toolName: string; result: AgentToolResult; durationMs: number }
  | { type: "tool.log"; toolCallId: string; level: "debug" | "info" | "warn" | "error"; message: string; data?: unknown };

/** Options of `createToolDispatcher`. */
export interface ToolDispatcherOptions {
  tools: readonly AnyTool[];
  registry: InterceptorRegistry;
  scope: RunScope;
  /** The run's lifetime signal, handed to every tool. */
  signal: AbortSignal;
  /** How many calls of one turn run at once (default 4). */
  concurrency?: number;
  /** Answers `ask` decisions; without it they are denied. */
  onApproval?: ApprovalHandler;
  onEvent?: (event: DispatchEvent) => void;
}

/** Runs every tool call through the same pipeline: tool.before → approval → validation → execute → tool.after. */
export interface ToolDispatcher {
  dispatch(call: ToolUseBlock): Promise<ToolCallOutcome>;
  /** Runs calls concurrently (bounded); outcomes come back in the order of the calls. */
  dispatchAll(calls: readonly ToolUseBlock[]): Promise<ToolCallOutcome[]>;
}

/** The text a blocked call shows the model. */
export function blockedResultText(toolName: string, reason: string): string {
  return JSON.stringify({ status: "blocked", tool: toolName, reason });
}

/**
 * Creates the one dispatcher every tool call of a run passes through.
 */
export function createToolDispatcher(options: ToolDispatcherOptions): ToolDispatcher {
  const byName = new Map<string, AnyTool>();
  for (const tool of options.tools) byName.set(tool.normalizedName, tool);
  const emit = options.onEvent ?? (() => undefined);
  const onInterceptorEvent = (event: InterceptorEvent) => emit({ type: "interceptor", event });
  const approvals = createApprovalGate(options.onApproval);
  const { scope, registry, signal } = options;

  const finish = async (
    call: ToolUseBlock,
    toolName: string,
    args: Record<string, unknown>,
    status: ToolCallStatus,
    result: AgentToolResult,
    started: number,
  ): Promise<ToolCallOutcome> => {
    const after: ToolAfterOutput = { result };
    const isError = result.isError === true;
    const trigger = await triggerInterceptors(
      registry,
      "tool.after",
      { ...scope, toolName, toolCallId: call.id, isError, args },
      after,
      { matchContext: { toolName, agentId: scope.agentId }, onEvent: onInterceptorEvent },
    );
    const finalResult = normalizeResult(after.result);
    emit({ type: "tool.end", call, toolName, result: finalResult, durationMs: performance.now() - started });
    return { call, toolName, status: trigger.halted ? "blocked" : status, args, result: finalResult };
  };

  const blocked = (
    call: ToolUseBlock,
    toolName: string,
    args: Record<string, unknown>,
    status: "blocked" | "denied",
    reason: string,
    started: number,
    by?: string,
    rule?: string,
  ): ToolCallOutcome => {
    emit({ type: "tool.blocked", call, toolName, reason, ...(rule ? { rule } : {}), ...(by ? { interceptorId: by } : {}) });
    // A block is final: tool.after does not run, so no interceptor can rewrite what the model is told.
    const result = { output: blockedResultText(toolName, reason), isError: true };
    emit({ type: "tool.end", call, toolName, result, durationMs: performance.now() - started });
    return { call, toolName, status, args, result, ...(by ? { blockedBy: by } : {}), ...(rule ? { rule } : {}) };
  };

  const dispatch = async (call: ToolUseBlock): Promise<ToolCallOutcome> => {
    const started = performance.now();
    const toolName = normalizeToolName(call.name);
    const rawArgs = isRecord(call.input) ? call.input : {};
    const tool = byName.get(toolName);
    if (!tool) {
      const available = [...byName.values()].map((entry) => entry.name).join(", ") || "none";
      const result = { output: `Unknown tool "${call.name}". Available tools: ${available}`, isError: true };
      emit({ type: "tool.end", call, toolName, result, durationMs: 0 });
      return { call, toolName, status: "unknown_tool", args: rawArgs, result };
    }
    if (signal.aborted) return notRun(call, toolName, rawArgs, "the run was aborted");
    if (!isRecord(call.input)) {
      return finish(call, toolName, rawArgs, "invalid", invalidInput(tool, "the input must be a JSON object"), started);
    }
    const unparseable = invalidToolArguments(call.input);
    if (unparseable) {
      const message = `the arguments are not valid JSON (${unparseable.error}): ${unparseable.raw.slice(0, 2_000)}`;
      return finish(call, toolName, rawArgs, "invalid", invalidInput(tool, message), started);
    }

    const first = await tool.validate(call.input);
    if (!first.ok) return finish(call, toolName, rawArgs, "invalid", invalidInput(tool, first.message), started);

    const before: ToolBeforeOutput = { args: first.value as Record<string, unknown> };
    const gate = await triggerInterceptors(
      registry,
      "tool.before",
      { ...scope, toolName, toolCallId: call.id },
      before,
      { matchContext: { toolName, agentId: scope.agentId }, onEvent: onInterceptorEvent },
    );
    const args = isRecord(before.args) ? before.args : {};
    if (gate.halted) {
      return blocked(call, toolName, args, "blocked", gate.reason ?? "blocked by an interceptor", started, gate.haltedBy, gate.rule);
    }
    if (before.ask) {
      const request = { ...before.ask };
      const answer = await approvals.ask({ ...scope, toolName, toolCallId: call.id, args, reason: request.reason, ...(request.rule ? { rule: request.rule } : {}) });
      emit({ type: "tool.approval", call, toolName, reason: request.reason, ...(request.rule ? { rule: request.rule } : {}), answer });
      if (answer === "deny") {
        const reason = options.onApproval ? `denied by the user: ${request.reason}` : `needs approval, and none can be given here: ${request.reason}`;
        return blocked(call, toolName, args, "denied", reason, started, undefined, request.rule);
      }
    }

    const second = await tool.validate(args);
    if (!second.ok) {
      return finish(call, toolName, args, "invalid", invalidInput(tool, `after interceptors rewrote it: ${second.message}`), started);
    }
    if (signal.aborted) return notRun(call, toolName, args, "the run was aborted");

    emit({ type: "tool.start", call, toolName, args: second.value as Record<string, unknown> });
    let result: AgentToolResult;
    let status: ToolCallStatus = "ok";
    try {
      result = normalizeResult(
        await tool.execute(second.value, {
          signal,
          toolCallId: call.id,
          toolName,
          agentId: scope.agentId,
          threadId: scope.threadId,
          runId: scope.runId,
          cwd: scope.cwd,
          logger: createLogger(call.id, emit),
        }),
      );
      if (result.isError) status = "error";
    } catch (error) {
      status = signal.aborted ? "aborted" : "error";
      result = { output: `Tool "${tool.name}" failed: ${describeError(error)}`, isError: true };
    }
    return finish(call, toolName, second.value as Record<string, unknown>, status, result, started);
  };

  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  return {
    dispatch,
    dispatchAll: (calls) => mapConcurrent(calls, concurrency, dispatch),
  };
}

function notRun(call: ToolUseBlock, toolName: string, args: Record<string, unknown>, reason: string): ToolCallOutcome {
  return {
    call,
    toolName,
    status: "aborted",
    args,
    result: { output: JSON.stringify({ status: "not_run", tool: toolName, reason }), isError: true },
  };
}

function invalidInput(tool: AnyTool, message: string): AgentToolResult {
  return { output: `Invalid input for tool "${tool.name}": ${message}`, isError: true };
}

function normalizeResult(result: unknown): AgentToolResult {
  if (isRecord(result) && typeof result.output === "string") return result as unknown as AgentToolResult;
  if (typeof result === "string") return { output: result };
  return { output: `Tool returned an invalid result (expected { output: string }): ${describeError(result)}`, isError: true };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function createLogger(toolCallId: string, emit: (event: DispatchEvent) => void): ToolLogger {
  const log = (level: "debug" | "info" | "warn" | "error") => (message: string, data?: unknown) =>
    emit({ type: "tool.log", toolCallId, level, message, ...(data !== undefined ? { data } : {}) });
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
