import { isThenable } from "../interceptors/invoke-handler.js";
import { runMutateHook, type HookContext, type TriggerResult } from "../interceptors/trigger.js";
import type { ApprovalRequest, RunScope, ToolBeforeOutput, ToolWrapInput } from "../interceptors/types.js";
import { wrapCall, type WrapOutcome } from "../interceptors/wrap.js";
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
    const preparing = prepareToolCall(context, call);
    // Each stage answers at once when nothing of it is pending (a synchronous validator, tool or handler): only a promise is awaited.
    const prepared = preparing instanceof Promise ? await preparing : preparing;
    if (!("tool" in prepared)) return prepared;
    const executed = await executePreparedToolCall(context, prepared);
    return finalizeToolCall(context, prepared, executed.status, executed.result, executed.halt);
  };
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  return {
    dispatch,
    dispatchAll: (calls) => (calls.length === 1 ? dispatch(calls[0]!).then(inList) : mapConcurrent(calls, concurrency, dispatch)),
  };
}

function inList<T>(item: T): T[] {
  return [item];
}

/** Finds the tool, validates the arguments, runs `tool.before` and asks for approval: the prepared call, or how it ended. */
async function prepareToolCall(context: Dispatch, call: ToolUseBlock): Promise<PreparedCall | ToolCallOutcome> {
  const started = performance.now();
  const fields = toolCallFields(call, normalizeToolName(call.name));
  const { signal } = context.options;
  const rawArgs = isRecord(call.input) ? call.input : {};
  const tool = context.tools.get(fields.toolName);
  if (!tool) {
    const available = [...context.tools.values()].map((entry) => entry.name).join(", ") || "none";
    return ended(context, fields, rawArgs, "unknown_tool", { output: `Unknown tool "${call.name}". Available tools: ${available}`, isError: true }, started);
  }
  if (signal.aborted) return notRun(fields, rawArgs, "the run was aborted");
  const unusable = !isRecord(call.input) ? "the input must be a JSON object" : describeUnparseable(call.input);
  const validating = unusable === undefined ? tool.validate(call.input) : { ok: false as const, message: unusable };
  const first = isThenable(validating) ? await validating : validating;
  if (!first.ok) return finalizeToolCall(context, preparedCall(fields, tool, rawArgs, started), "invalid", invalidInput(tool, first.message));
  const admitting = context.options.admit?.(fields.toolName);
  const refused = isThenable(admitting) ? await admitting : admitting;
  if (refused !== undefined) return blocked(context, fields, first.value as Record<string, unknown>, "blocked", refused, started, "budget");

  const judging = judgeToolCall(context, fields, tool, deepFreeze(first.value as Record<string, unknown>));
  const before = judging instanceof Promise ? await judging : judging;
  const args = before.output.args;
  if (before.halt) return blocked(context, fields, args, "blocked", before.halt.reason, started, before.halt.by, before.halt.rule);
  const ask = before.output.ask;
  if (ask) {
    const denied = await askApproval(context, fields, args, ask);
    if (denied) return blocked(context, fields, args, "denied", denied, started, undefined, ask.rule);
  }
  // Arguments an interceptor rewrote are validated again; unchanged ones already were.
  const revalidating = args === first.value ? first : tool.validate(args);
  const second = isThenable(revalidating) ? await revalidating : revalidating;
  if (!second.ok) {
    return finalizeToolCall(context, preparedCall(fields, tool, args, started), "invalid", invalidInput(tool, `after interceptors rewrote it: ${second.message}`));
  }
  if (signal.aborted) return notRun(fields, args, "the run was aborted");
  return preparedCall(fields, tool, deepFreeze(second.value as Record<string, unknown>), started);
}

/** `tool.before` on a valid call: its final arguments, and whether it is blocked or needs approval. */
function judgeToolCall(context: Dispatch, fields: ToolCallFields, tool: AnyTool, args: Record<string, unknown>): TriggerResult<"tool.before"> | Promise<TriggerResult<"tool.before">> {
  const { scope, hooks } = context.options;
  const output: ToolBeforeOutput = { args };
  if (isEmpty(hooks, "tool.before")) return { output };
  return runMutateHook(hooks, "tool.before", {
    agentId: scope.agentId,
    threadId: scope.threadId,
    runId: scope.runId,
    cwd: scope.cwd,
    state: scope.state,
    secrets: scope.secrets,
    toolName: fields.toolName,
    toolCallId: fields.toolCallId,
    capabilities: tool.capabilities,
  }, output);
}

/** Asks a person about a call a guard wants approved; why it may not run, or `undefined` when it may. */
async function askApproval(context: Dispatch, fields: ToolCallFields, args: Record<string, unknown>, ask: ApprovalRequest): Promise<string | undefined> {
  const { scope } = context.options;
  const answer = await context.approvals.ask({ ...withoutState(scope), toolName: fields.toolName, toolCallId: fields.toolCallId, args, reason: ask.reason, ...(ask.rule ? { rule: ask.rule } : {}) });
  context.emit({ type: "tool.approval", ...fields, reason: ask.reason, ...(ask.rule ? { rule: ask.rule } : {}), answer });
  if (answer !== "deny") return undefined;
  return context.options.onApproval ? `denied by the user: ${ask.reason}` : `needs approval, and none can be given here: ${ask.reason}`;
}

function preparedCall(fields: ToolCallFields, tool: AnyTool, args: Record<string, unknown>, started: number): PreparedCall {
  return { call: fields.call, toolName: fields.toolName, toolCallId: fields.toolCallId, tool, args, started };
}

/** What one execution came to: its status and result, and who stopped it when a wrap layer failed closed. */
interface Executed {
  status: ToolCallStatus;
  result: AgentToolResult;
  halt?: { by: string; reason: string };
}

/** Runs the prepared call through the `tool.wrap` layers to the tool itself. */
function executePreparedToolCall(context: Dispatch, prepared: PreparedCall): Promise<Executed> {
  const { hooks } = context.options;
  const call = context.signals.open(toolTimeout(prepared.tool, context.limits));
  context.emit({ type: "tool.start", call: prepared.call, toolName: prepared.toolName, toolCallId: prepared.toolCallId, args: prepared.args });
  const toolContext = new CallContext(prepared, context.options.scope, call, context.emit);
  let outcome: WrapOutcome<"tool.wrap"> | Promise<WrapOutcome<"tool.wrap">>;
  try {
    outcome = isEmpty(hooks, "tool.wrap") ? executeTool(context, prepared, toolContext, call).then(asOutcome) : wrapToolCall(context, prepared, toolContext, call);
  } catch (error) {
    call.close();
    throw error;
  }
  return outcome.then(
    (settled) => {
      call.close();
      return executedAs(context, prepared, settled, call);
    },
    (error: unknown) => {
      call.close();
      throw error;
    },
  );
}

/** The tool's execution itself, through the step runner when there is one (a durable engine records it). */
function executeTool(context: Dispatch, prepared: PreparedCall, toolContext: CallContext, call: CallSignal): Promise<AgentToolResult> {
  const stepRunner = context.options.stepRunner;
  if (!stepRunner) return runTool(prepared.tool, prepared.args, toolContext, call, context.limits);
  return stepRunner({ kind: "tool", name: prepared.toolName }, () => runTool(prepared.tool, prepared.args, toolContext, call, context.limits));
}

function asOutcome(result: AgentToolResult): WrapOutcome<"tool.wrap"> {
  return { result };
}

/** The execution through the `tool.wrap` layers. */
function wrapToolCall(context: Dispatch, prepared: PreparedCall, toolContext: CallContext, call: CallSignal): Promise<WrapOutcome<"tool.wrap">> {
  const input = new ToolWrapCall(context.options.scope, prepared, toolContext);
  return wrapCall(context.options.hooks, "tool.wrap", input, () => executeTool(context, prepared, toolContext, call));
}

/**
 * `tool.wrap`'s input. A class, so its `signal` — made only when a layer reads it, as the tool's
 * own — is a getter on the prototype: an object literal with a getter is slow to make and to freeze.
 */
class ToolWrapCall implements ToolWrapInput {
  readonly agentId: string;
  readonly threadId: string;
  readonly runId: string;
  readonly cwd: string;
  readonly state: RunScope["state"];
  readonly secrets: RunScope["secrets"];
  readonly toolName: string;
  readonly toolCallId: string;
  readonly capabilities: AnyTool["capabilities"];
  readonly args: Record<string, unknown>;
  readonly #context: CallContext;

  constructor(scope: RunScope, prepared: PreparedCall, context: CallContext) {
    this.agentId = scope.agentId;
    this.threadId = scope.threadId;
    this.runId = scope.runId;
    this.cwd = scope.cwd;
    this.state = scope.state;
    this.secrets = scope.secrets;
    this.toolName = prepared.toolName;
    this.toolCallId = prepared.toolCallId;
    this.capabilities = prepared.tool.capabilities;
    this.args = prepared.args;
    this.#context = context;
  }

  get signal(): AbortSignal {
    return this.#context.signal;
  }
}

/** What a wrapped execution came to; a layer that failed closed stops the call. */
function executedAs(context: Dispatch, prepared: PreparedCall, outcome: WrapOutcome<"tool.wrap">, call: CallSignal): Executed {
  if (outcome.failure) {
    call.stop(outcome.failure);
    return { status: "blocked", result: { output: blockedResultText(prepared.toolName, outcome.failure.message), isError: true }, halt: { by: outcome.failure.interceptorId, reason: outcome.failure.message } };
  }
  if (outcome.halt) {
    call.stop(new Error(outcome.halt.reason));
    return { status: "blocked", result: outcome.result, halt: outcome.halt };
  }
  return { status: context.options.signal.aborted ? "aborted" : outcome.result.isError ? "error" : "ok", result: outcome.result };
}

/** Runs `tool.after` on the result and reports the end of the call; synchronous when its handlers are. */
function finalizeToolCall(
  context: Dispatch,
  prepared: PreparedCall,
  status: ToolCallStatus,
  result: AgentToolResult,
  halt?: { by: string; reason: string },
): ToolCallOutcome | Promise<ToolCallOutcome> {
  const { scope, hooks } = context.options;
  if (isEmpty(hooks, "tool.after")) return ended(context, prepared, prepared.args, status, result, prepared.started, halt?.by);
  const after = runMutateHook(
    hooks,
    "tool.after",
    {
      agentId: scope.agentId,
      threadId: scope.threadId,
      runId: scope.runId,
      cwd: scope.cwd,
      state: scope.state,
      secrets: scope.secrets,
      toolName: prepared.toolName,
      toolCallId: prepared.toolCallId,
      capabilities: prepared.tool.capabilities,
      isError: result.isError === true,
      args: prepared.args,
    },
    { result },
  );
  if (after instanceof Promise) return after.then((settled) => endedAfter(context, prepared, status, settled, halt));
  return endedAfter(context, prepared, status, after, halt);
}

function endedAfter(context: Dispatch, prepared: PreparedCall, status: ToolCallStatus, after: TriggerResult<"tool.after">, halt: { by: string } | undefined): ToolCallOutcome {
  return ended(context, prepared, prepared.args, after.halt ? "blocked" : status, after.output.result, prepared.started, after.halt?.by ?? halt?.by);
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
  context.emit({ type: "tool.end", call: fields.call, toolName: fields.toolName, toolCallId: fields.toolCallId, status, result, durationMs: performance.now() - started });
  const outcome: ToolCallOutcome = { call: fields.call, toolName: fields.toolName, status, args, result };
  if (blockedBy) outcome.blockedBy = blockedBy;
  return outcome;
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
  readonly #prepared: PreparedCall;
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
    this.#prepared = prepared;
    this.#emit = emit;
  }

  get signal(): AbortSignal {
    return this.#call.signal;
  }

  get logger(): ToolLogger {
    return (this.#logger ??= createLogger(fieldsOf(this.#prepared), this.#emit));
  }
}

function createLogger(fields: ToolCallFields, emit: (event: ToolEvent) => void): ToolLogger {
  const log = (level: "debug" | "info" | "warn" | "error") => (message: string, data?: unknown) =>
    emit({ type: "tool.log", ...fields, level, message, ...(data !== undefined ? { data } : {}) });
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
