import type { HookContext } from "../interceptors/trigger.js";
import { triggerInterceptors } from "../interceptors/trigger.js";
import type { RunScope, ToolBeforeOutput } from "../interceptors/types.js";
import { wrapCall } from "../interceptors/wrap.js";
import { invalidToolArguments } from "../messages/tool-arguments.js";
import type { ToolUseBlock } from "../messages/types.js";
import { deepFreeze } from "../util/deep-freeze.js";
import { createApprovalGate, type ApprovalHandler } from "./approval.js";
import { mapConcurrent } from "./map-concurrent.js";
import { DEFAULT_MAX_RESULT_CHARS, DEFAULT_TOOL_TIMEOUT_MS, runTool, toolTimeout, type ToolCallLimits } from "./run-tool.js";
import { toolCallFields, type ToolCallFields, type ToolCallStatus, type ToolEvent } from "./tool-events.js";
import { normalizeToolName } from "./tool-names.js";
import { createCallSignals, type CallSignal, type CallSignals } from "./call-signal.js";
import type { AgentToolResult, AnyTool, ToolContext, ToolLogger } from "./types.js";
import type { StepRunner } from "../loop/step-runner.js";

export type { ToolCallStatus } from "./tool-events.js";

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

/** Options of `createToolDispatcher`. */
export interface ToolDispatcherOptions {
  tools: readonly AnyTool[];
  /** The registry, where interceptor events go, and the default handler time limit. */
  hooks: HookContext;
  scope: RunScope;
  /** The run's lifetime signal; every call gets a signal of its own that follows it. */
  signal: AbortSignal;
  /** How many calls of one turn run at once (default 4). */
  concurrency?: number;
  /** Answers `ask` decisions; without it they are denied. */
  onApproval?: ApprovalHandler;
  /** Longest one call may run (default 10 minutes; 0: no limit); a tool's own `timeoutMs` wins. */
  toolTimeoutMs?: number;
  /** Most characters a result may send to the model (default 100,000); the whole output stays in `details.fullOutput`. */
  maxResultChars?: number;
  onEvent?: (event: ToolEvent) => void;
  /**
   * Admits a valid call before `tool.before` runs (a budget's tool-call limits): a reason refuses it,
   * and the model gets an error result saying why.
   */
  admit?: (toolName: string) => string | undefined | Promise<string | undefined>;
  /** Runs each tool execution (a durable engine records it); default: the execution itself. */
  stepRunner?: StepRunner;
}

/** Runs every tool call through the same pipeline: tool.before → approval → tool.wrap → execute → tool.after. */
export interface ToolDispatcher {
  dispatch(call: ToolUseBlock): Promise<ToolCallOutcome>;
  /** Runs calls concurrently (bounded); outcomes come back in the order of the calls. */
  dispatchAll(calls: readonly ToolUseBlock[]): Promise<ToolCallOutcome[]>;
}

/** The text a blocked call shows the model. */
export function blockedResultText(toolName: string, reason: string): string {
  return JSON.stringify({ status: "blocked", tool: toolName, reason });
}

interface Dispatch {
  readonly options: ToolDispatcherOptions;
  readonly signals: CallSignals;
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly approvals: ReturnType<typeof createApprovalGate>;
  readonly limits: ToolCallLimits;
  emit(event: ToolEvent): void;
}

/** A call that passed validation, `tool.before` and the approval, ready to run. */
interface PreparedCall extends ToolCallFields {
  tool: AnyTool;
  args: Record<string, unknown>;
  started: number;
}

/** Creates the one dispatcher every tool call of a run passes through. */
export function createToolDispatcher(options: ToolDispatcherOptions): ToolDispatcher {
  const emit = options.onEvent ?? (() => undefined);
  const context: Dispatch = {
    options,
    signals: createCallSignals(options.signal),
    tools: new Map(options.tools.map((tool) => [tool.normalizedName, tool])),
    approvals: createApprovalGate(options.onApproval),
    limits: { timeoutMs: options.toolTimeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS, maxResultChars: options.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS },
    emit: (event) => {
      try {
        emit(event);
      } catch {
        // An observer's failure must not change the call it observes.
      }
    },
  };
  const dispatch = async (call: ToolUseBlock): Promise<ToolCallOutcome> => {
    const prepared = await prepareToolCall(context, call);
    if (!("tool" in prepared)) return prepared;
    const executed = await executePreparedToolCall(context, prepared);
    return finalizeToolCall(context, prepared, executed.status, executed.result, executed.halt);
  };
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  return {
    dispatch,
    dispatchAll: async (calls) => (calls.length === 1 ? [await dispatch(calls[0]!)] : mapConcurrent(calls, concurrency, dispatch)),
  };
}

/** Finds the tool, validates the arguments, runs `tool.before` and asks for approval: the prepared call, or how it ended. */
async function prepareToolCall(context: Dispatch, call: ToolUseBlock): Promise<PreparedCall | ToolCallOutcome> {
  const started = performance.now();
  const fields = toolCallFields(call, normalizeToolName(call.name));
  const { scope, hooks, signal } = context.options;
  const rawArgs = isRecord(call.input) ? call.input : {};
  const tool = context.tools.get(fields.toolName);
  if (!tool) {
    const available = [...context.tools.values()].map((entry) => entry.name).join(", ") || "none";
    return ended(context, fields, rawArgs, "unknown_tool", { output: `Unknown tool "${call.name}". Available tools: ${available}`, isError: true }, started);
  }
  if (signal.aborted) return notRun(fields, rawArgs, "the run was aborted");
  const unusable = !isRecord(call.input) ? "the input must be a JSON object" : describeUnparseable(call.input);
  const first = unusable === undefined ? await tool.validate(call.input) : { ok: false as const, message: unusable };
  if (!first.ok) return finalizeToolCall(context, { ...fields, tool, args: rawArgs, started }, "invalid", invalidInput(tool, first.message));
  const refused = context.options.admit ? await context.options.admit(fields.toolName) : undefined;
  if (refused !== undefined) return blocked(context, fields, first.value as Record<string, unknown>, "blocked", refused, started, "budget");

  const output: ToolBeforeOutput = { args: deepFreeze(first.value as Record<string, unknown>) };
  const before = isEmpty(hooks, "tool.before")
    ? { output }
    : await triggerInterceptors(hooks, "tool.before", { ...scope, toolName: fields.toolName, toolCallId: call.id, capabilities: tool.capabilities }, output);
  const args = before.output.args;
  if (before.halt) return blocked(context, fields, args, "blocked", before.halt.reason, started, before.halt.by, before.halt.rule);
  const ask = before.output.ask;
  if (ask) {
    const answer = await context.approvals.ask({ ...withoutState(scope), toolName: fields.toolName, toolCallId: call.id, args, reason: ask.reason, ...(ask.rule ? { rule: ask.rule } : {}) });
    context.emit({ type: "tool.approval", ...fields, reason: ask.reason, ...(ask.rule ? { rule: ask.rule } : {}), answer });
    if (answer === "deny") {
      const reason = context.options.onApproval ? `denied by the user: ${ask.reason}` : `needs approval, and none can be given here: ${ask.reason}`;
      return blocked(context, fields, args, "denied", reason, started, undefined, ask.rule);
    }
  }
  // Arguments an interceptor rewrote are validated again; unchanged ones already were.
  const second = args === first.value ? first : await tool.validate(args);
  if (!second.ok) {
    return finalizeToolCall(context, { ...fields, tool, args, started }, "invalid", invalidInput(tool, `after interceptors rewrote it: ${second.message}`));
  }
  if (signal.aborted) return notRun(fields, args, "the run was aborted");
  return { ...fields, tool, args: deepFreeze(second.value as Record<string, unknown>), started };
}

/** Runs the prepared call through the `tool.wrap` layers to the tool itself. */
async function executePreparedToolCall(
  context: Dispatch,
  prepared: PreparedCall,
): Promise<{ status: ToolCallStatus; result: AgentToolResult; halt?: { by: string; reason: string } }> {
  const { scope, hooks, signal } = context.options;
  const call = context.signals.open(toolTimeout(prepared.tool, context.limits));
  context.emit({ type: "tool.start", ...fieldsOf(prepared), args: prepared.args });
  try {
    const toolContext = new CallContext(prepared, scope, call, context.emit);
    const stepRunner = context.options.stepRunner;
    const execute = stepRunner
      ? () => stepRunner({ kind: "tool", name: prepared.toolName }, () => runTool(prepared.tool, prepared.args, toolContext, call, context.limits))
      : () => runTool(prepared.tool, prepared.args, toolContext, call, context.limits);
    const outcome = isEmpty(hooks, "tool.wrap")
      ? { result: await execute() }
      : await wrapCall(
          hooks,
          "tool.wrap",
          {
            ...scope,
            toolName: prepared.toolName,
            toolCallId: prepared.toolCallId,
            capabilities: prepared.tool.capabilities,
            args: prepared.args,
            get signal() {
              return toolContext.signal;
            },
          },
          execute,
        );
    if (outcome.failure) {
      call.stop(outcome.failure);
      return { status: "blocked", result: { output: blockedResultText(prepared.toolName, outcome.failure.message), isError: true }, halt: { by: outcome.failure.interceptorId, reason: outcome.failure.message } };
    }
    if (outcome.halt) call.stop(new Error(outcome.halt.reason));
    const status: ToolCallStatus = outcome.halt ? "blocked" : signal.aborted ? "aborted" : outcome.result.isError ? "error" : "ok";
    return { status, result: outcome.result, ...(outcome.halt ? { halt: outcome.halt } : {}) };
  } finally {
    call.close();
  }
}

/** Runs `tool.after` on the result and reports the end of the call. */
async function finalizeToolCall(
  context: Dispatch,
  prepared: PreparedCall,
  status: ToolCallStatus,
  result: AgentToolResult,
  halt?: { by: string; reason: string },
): Promise<ToolCallOutcome> {
  const { scope, hooks } = context.options;
  const after = isEmpty(hooks, "tool.after")
    ? { output: { result } }
    : await triggerInterceptors(
        hooks,
        "tool.after",
        { ...scope, toolName: prepared.toolName, toolCallId: prepared.toolCallId, capabilities: prepared.tool.capabilities, isError: result.isError === true, args: prepared.args },
        { result },
      );
  const finalStatus = after.halt ? "blocked" : status;
  const blockedBy = after.halt?.by ?? halt?.by;
  return ended(context, fieldsOf(prepared), prepared.args, finalStatus, after.output.result, prepared.started, blockedBy);
}

function blocked(
  context: Dispatch,
  fields: ToolCallFields,
  args: Record<string, unknown>,
  status: "blocked" | "denied",
  reason: string,
  started: number,
  by?: string,
  rule?: string,
): ToolCallOutcome {
  context.emit({ type: "tool.blocked", ...fields, reason, ...(rule ? { rule } : {}), ...(by ? { interceptorId: by } : {}) });
  // A block is final: tool.after does not run, so no interceptor can rewrite what the model is told.
  const outcome = ended(context, fields, args, status, { output: blockedResultText(fields.toolName, reason), isError: true }, started, by);
  return rule ? { ...outcome, rule } : outcome;
}

function ended(
  context: Dispatch,
  fields: ToolCallFields,
  args: Record<string, unknown>,
  status: ToolCallStatus,
  result: AgentToolResult,
  started: number,
  blockedBy?: string,
): ToolCallOutcome {
  context.emit({ type: "tool.end", ...fields, status, result, durationMs: performance.now() - started });
  return { call: fields.call, toolName: fields.toolName, status, args, result, ...(blockedBy ? { blockedBy } : {}) };
}

function notRun(fields: ToolCallFields, args: Record<string, unknown>, reason: string): ToolCallOutcome {
  return {
    call: fields.call,
    toolName: fields.toolName,
    status: "aborted",
    args,
    result: { output: JSON.stringify({ status: "not_run", tool: fields.toolName, reason }), isError: true },
  };
}

function fieldsOf(prepared: PreparedCall): ToolCallFields {
  return { call: prepared.call, toolName: prepared.toolName, toolCallId: prepared.toolCallId };
}

/** Whether a hook has no interceptor at all, so the call need not build its input. */
function isEmpty(hooks: HookContext, name: "tool.before" | "tool.wrap" | "tool.after"): boolean {
  return hooks.registry.get(name).length === 0;
}

function describeUnparseable(input: Record<string, unknown>): string | undefined {
  const unparseable = invalidToolArguments(input);
  return unparseable ? `the arguments are not valid JSON (${unparseable.error}): ${unparseable.raw.slice(0, 2_000)}` : undefined;
}

function invalidInput(tool: AnyTool, message: string): AgentToolResult {
  return { output: `Invalid input for tool "${tool.name}": ${message}`, isError: true };
}

function withoutState(scope: RunScope): Omit<RunScope, "state" | "secrets"> {
  return { agentId: scope.agentId, threadId: scope.threadId, runId: scope.runId, cwd: scope.cwd };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What a tool's `execute` is told about its call; the signal and the logger are made when first used. */
class CallContext implements ToolContext {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly agentId: string;
  readonly threadId: string;
  readonly runId: string;
  readonly cwd: string;
  readonly #call: CallSignal;
  readonly #fields: ToolCallFields;
  readonly #emit: (event: ToolEvent) => void;
  #logger: ToolLogger | undefined;

  constructor(prepared: PreparedCall, scope: RunScope, call: CallSignal, emit: (event: ToolEvent) => void) {
    this.toolCallId = prepared.toolCallId;
    this.toolName = prepared.toolName;
    this.agentId = scope.agentId;
    this.threadId = scope.threadId;
    this.runId = scope.runId;
    this.cwd = scope.cwd;
    this.#call = call;
    this.#fields = fieldsOf(prepared);
    this.#emit = emit;
  }

  get signal(): AbortSignal {
    return this.#call.signal;
  }

  get logger(): ToolLogger {
    return (this.#logger ??= createLogger(this.#fields, this.#emit));
  }
}

function createLogger(fields: ToolCallFields, emit: (event: ToolEvent) => void): ToolLogger {
  const log = (level: "debug" | "info" | "warn" | "error") => (message: string, data?: unknown) =>
    emit({ type: "tool.log", ...fields, level, message, ...(data !== undefined ? { data } : {}) });
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
