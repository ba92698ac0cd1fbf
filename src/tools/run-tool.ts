import { describeError } from "../errors/index.js";
import { isThenable } from "../interceptors/invoke-handler.js";
import { truncateOutput } from "./truncate.js";
import { CallTimedOut, type CallSignal } from "./call-signal.js";
import type { AgentToolResult, AnyTool, ToolContext } from "./types.js";

/** The default time limit of one tool call: 10 minutes. */
export const DEFAULT_TOOL_TIMEOUT_MS = 600_000;

/** The default cap on what one result may send to the model: 100,000 characters. */
export const DEFAULT_MAX_RESULT_CHARS = 100_000;

/** Limits on one tool call. */
export interface ToolCallLimits {
  /** Longest a call may run (0: no limit); the tool's own `timeoutMs` wins. */
  timeoutMs: number;
  /** Most characters of output the model is sent; the rest is cut from the middle and the whole output kept in `details.fullOutput`. */
  maxResultChars: number;
}

/**
 * Runs a tool's `execute` and always answers with a result: a throw, a time-out or an abort becomes
 * an error result (a time-out or abort fires the call's signal, and the call is not waited for
 * further, so a tool that ignores its signal cannot hold the run). Output beyond the cap is cut
 * from the middle, keeping head and tail.
 */
export function runTool(tool: AnyTool, args: unknown, context: ToolContext, call: CallSignal, limits: ToolCallLimits): Promise<AgentToolResult> {
  let executed: AgentToolResult | Promise<AgentToolResult>;
  try {
    const returned: unknown = tool.execute(args, context);
    executed = isThenable(returned) ? settleExecution(tool, returned) : normalizeResult(returned);
  } catch (error) {
    executed = failedResult(tool, error);
  }
  if (executed instanceof Promise) return raceStop(tool, executed, call, limits.maxResultChars);
  // A tool that answered at once cannot be stopped while it ran: its result stands, unless the call was stopped before.
  let result = executed;
  if (call.stopped) call.onStop((reason) => (result = stoppedResult(tool, reason)));
  return Promise.resolve(capResult(result, limits.maxResultChars));
}

/** What a tool's promise settles to, as a result. */
async function settleExecution(tool: AnyTool, pending: PromiseLike<unknown>): Promise<AgentToolResult> {
  try {
    return normalizeResult(await pending);
  } catch (error) {
    return failedResult(tool, error);
  }
}

/** A tool's result, or the answer of a call stopped before the tool finished. */
async function raceStop(tool: AnyTool, executed: Promise<AgentToolResult>, call: CallSignal, maxResultChars: number): Promise<AgentToolResult> {
  const stopped = new Promise<AgentToolResult>((resolve) => {
    call.onStop((reason) => resolve(stoppedResult(tool, reason)));
  });
  return capResult(await Promise.race([executed, stopped]), maxResultChars);
}

function stoppedResult(tool: AnyTool, reason: unknown): AgentToolResult {
  return reason instanceof CallTimedOut
    ? { output: `Tool "${tool.name}" timed out after ${reason.timeoutMs} ms and was stopped`, isError: true }
    : { output: `Tool "${tool.name}" was stopped: ${reason instanceof Error && reason.name !== "AbortError" ? reason.message : "the run was aborted"}`, isError: true };
}

function failedResult(tool: AnyTool, error: unknown): AgentToolResult {
  return { output: `Tool "${tool.name}" failed: ${describeError(error)}`, isError: true };
}

/** The time limit of one call of `tool`: its own, else the dispatcher's. */
export function toolTimeout(tool: AnyTool, limits: ToolCallLimits): number {
  return tool.timeoutMs ?? limits.timeoutMs;
}

/** A tool's return value as a result: a string becomes its output; anything else unusable is an error result. */
export function normalizeResult(result: unknown): AgentToolResult {
  if (typeof result === "object" && result !== null && typeof (result as AgentToolResult).output === "string") return result as AgentToolResult;
  if (typeof result === "string") return { output: result };
  return { output: `Tool returned an invalid result (expected { output: string }): ${describeError(result)}`, isError: true };
}

/** The result with its output cut to `maxChars` (head and tail kept), the whole output moved to `details.fullOutput`. */
export function capResult(result: AgentToolResult, maxChars: number): AgentToolResult {
  if (!(maxChars > 0) || result.output.length <= maxChars) return result;
  const cut = truncateOutput(result.output, { maxChars, mode: "head_tail" });
  const details = isPlainObject(result.details) ? result.details : result.details === undefined ? {} : { toolDetails: result.details };
  return { ...result, output: cut.text, details: { ...details, fullOutput: result.output } };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
