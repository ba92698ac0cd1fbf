import { describeError } from "../errors/index.js";
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
export async function runTool(tool: AnyTool, args: unknown, context: ToolContext, call: CallSignal, limits: ToolCallLimits): Promise<AgentToolResult> {
  const stopped = new Promise<AgentToolResult>((resolve) => {
    call.onStop((reason) =>
      resolve(
        reason instanceof CallTimedOut
          ? { output: `Tool "${tool.name}" timed out after ${reason.timeoutMs} ms and was stopped`, isError: true }
          : { output: `Tool "${tool.name}" was stopped: ${reason instanceof Error && reason.name !== "AbortError" ? reason.message : "the run was aborted"}`, isError: true },
      ),
    );
  });
  const executed = (async (): Promise<AgentToolResult> => {
    try {
      return normalizeResult(await tool.execute(args, context));
    } catch (error) {
      return { output: `Tool "${tool.name}" failed: ${describeError(error)}`, isError: true };
    }
  })();
  return capResult(await Promise.race([executed, stopped]), limits.maxResultChars);
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
