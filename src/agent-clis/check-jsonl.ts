import { once } from "node:events";
import { StringDecoder } from "node:string_decoder";
import type { Writable } from "node:stream";
import { describeError } from "../errors/index.js";
import type { GuardDecision } from "../guards/types.js";
import { formatDecisionLine } from "./check-command.js";
import { evaluateToolCall, type EvaluateToolCallOptions, type ToolCallToEvaluate } from "./evaluate-tool-call.js";

/** Options of `runCheckJsonl`. */
export interface CheckJsonlOptions extends EvaluateToolCallOptions {
  /** Longest input line, in characters (default 1 MiB); a longer one is answered with `deny` and skipped. */
  maxLineLength?: number;
}

/** What a `runCheckJsonl` pass did. */
export interface CheckJsonlSummary {
  /** Input lines answered (blank lines are skipped and not counted). */
  lines: number;
  allow: number;
  ask: number;
  deny: number;
}

const DEFAULT_MAX_LINE_LENGTH = 1024 * 1024;

/**
 * Reads one tool call per line (`{"tool": "exec", "args": {"command": "ls"}, "cwd"?: "…"}`) and
 * writes one decision per line (`{"decision": "allow"|"ask"|"deny", "rule"?, "reason"?}`), in input
 * order. Blank lines are skipped (no output line); a malformed line, a wrong shape or an over-long
 * line gets a `deny` naming the problem and the line number. Respects backpressure on `output`.
 * Rejects only if `output` fails (e.g. the reader went away).
 *
 * @example
 * await runCheckJsonl(process.stdin, process.stdout);
 */
export async function runCheckJsonl(
  input: AsyncIterable<string | Uint8Array>,
  output: Writable,
  options: CheckJsonlOptions = {},
): Promise<CheckJsonlSummary> {
  const maxLineLength = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  const summary: CheckJsonlSummary = { lines: 0, allow: 0, ask: 0, deny: 0 };
  const decoder = new StringDecoder("utf8");
  let writeError: unknown;
  const onError = (error: unknown) => {
    writeError ??= error;
  };
  output.on("error", onError);
  let pending = "";
  let overflowing = false;
  let lineNumber = 0;

  const answer = async (line: string | undefined) => {
    lineNumber += 1;
    if (line !== undefined && line.trim() === "") return;
    const decision =
      line === undefined
        ? { decision: "deny" as const, reason: `Line ${lineNumber} is longer than ${maxLineLength} characters; it was skipped` }
        : await decideLine(line, lineNumber, options);
    summary.lines += 1;
    summary[decision.decision] += 1;
    await writeLine(output, `${formatDecisionLine(decision)}\n`, () => writeError);
  };

  try {
    for await (const chunk of input) {
      let text = typeof chunk === "string" ? chunk : decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      for (let newline = text.indexOf("\n"); newline !== -1; newline = text.indexOf("\n")) {
        const piece = text.slice(0, newline);
        text = text.slice(newline + 1);
        if (overflowing) {
          overflowing = false;
          await answer(undefined);
        } else if (pending.length + piece.length > maxLineLength) {
          pending = "";
          await answer(undefined);
        } else {
          await answer(stripCarriageReturn(pending + piece));
          pending = "";
        }
      }
      if (overflowing) continue;
      if (pending.length + text.length > maxLineLength) {
        overflowing = true;
        pending = "";
      } else {
        pending += text;
      }
    }
    pending += decoder.end();
    if (overflowing) await answer(undefined);
    else if (pending !== "") await answer(stripCarriageReturn(pending));
    if (writeError) throw writeError;
    return summary;
  } finally {
    output.off("error", onError);
  }
}

/**
 * Reads one JSONL input line into a tool call, or says what is wrong with it.
 *
 * @example
 * parseCheckLine('{"tool":"read","args":{"path":".env"}}') // { call: { tool: "read", args: { path: ".env" } } }
 * parseCheckLine("{oops") // { problem: "invalid JSON: …" }
 */
export function parseCheckLine(line: string): { call: ToolCallToEvaluate } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { problem: `invalid JSON: ${describeError(error)}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { problem: 'expected an object like {"tool": "exec", "args": {"command": "ls"}}' };
  }
  const { tool, args, cwd } = value as Record<string, unknown>;
  if (typeof tool !== "string" || tool.trim() === "") return { problem: '"tool" must be a non-empty string (e.g. "exec", "read")' };
  if (typeof args !== "object" || args === null || Array.isArray(args)) return { problem: '"args" must be an object with the tool\'s arguments' };
  if (cwd !== undefined && (typeof cwd !== "string" || cwd.trim() === "")) return { problem: '"cwd", when given, must be a non-empty string' };
  return { call: { tool, args: args as Record<string, unknown>, ...(cwd !== undefined ? { cwd } : {}) } };
}

async function decideLine(line: string, lineNumber: number, options: EvaluateToolCallOptions): Promise<GuardDecision> {
  const parsed = parseCheckLine(line);
  if ("problem" in parsed) return { decision: "deny", reason: `Line ${lineNumber}: ${parsed.problem}` };
  return evaluateToolCall(parsed.call, options);
}

async function writeLine(output: Writable, text: string, failure: () => unknown): Promise<void> {
  const error = failure();
  if (error) throw error;
  if (!output.write(text)) await once(output, "drain");
}

function stripCarriageReturn(line: string): string {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
