import path from "node:path";
import { describeError } from "../errors/index.js";
import type { GuardDecision } from "../guards/types.js";
import { toLoopgateToolCall, type AgentName } from "./agent-tool-calls.js";
import { evaluateToolCall, type EvaluateToolCallOptions } from "./evaluate-tool-call.js";
import { haltedSessionResult, runSessionHook, SESSION_EVENTS, type SessionHookOptions } from "./session/session-hooks.js";
import { ownEntry } from "../util/own-entry.js";

/** What the hook process prints and how it exits; the CLI copies these verbatim. */
export interface AgentHookResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Options of `runAgentHook`. */
export interface AgentHookOptions extends EvaluateToolCallOptions, Omit<SessionHookOptions, "cwd"> {
  /** Largest stdin accepted, in characters (default 4 MiB); more is refused (fail closed). */
  maxInputLength?: number;
}

/** The hook exit code the three agent CLIs read as "block this call, the reason is on stderr". */
export const HOOK_BLOCK_EXIT_CODE = 2;

const AGENT_EVENTS: Readonly<Record<AgentName, string>> = { claude: "PreToolUse", codex: "PreToolUse", gemini: "BeforeTool" };
const AGENT_LABELS: Readonly<Record<AgentName, string>> = { claude: "Claude Code", codex: "Codex CLI", gemini: "Gemini CLI" };
const DEFAULT_MAX_INPUT_LENGTH = 4 * 1024 * 1024;

/**
 * Runs loopgate's guards as another agent CLI's pre-tool hook.
 *
 * - `claude` (Claude Code `PreToolUse`) and `codex` (Codex CLI `PreToolUse`, the same JSON): a deny
 *   prints `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny",
 *   "permissionDecisionReason":…}}`; an ask prints the same with `"ask"` for Claude Code, and a deny for
 *   Codex (whose hooks treat `ask` as no decision, which would let the call through).
 * - `gemini` (Gemini CLI `BeforeTool`): a deny prints `{"decision":"deny","reason":…}`; an ask is a
 *   deny too, for the same reason; an allow prints `{}`.
 * - An allow prints nothing (Claude, Codex), leaving the agent's own permission flow in charge.
 * - The session events (Claude Code `PostToolUse`/`PostToolUseFailure`, `UserPromptSubmit`, `Stop`;
 *   Codex `PostToolUse`, `UserPromptSubmit`, `Stop`; Gemini `AfterTool`, `BeforeAgent`, `AfterAgent`)
 *   go to `runSessionHook`: the loop guard across the session, credentials in prompts, the stop check.
 * - Stdin that is not a tool-call event, or any internal failure, exits with code 2 and the reason on
 *   stderr: all three CLIs block the call on that (fail closed).
 *
 * @example
 * const { stdout, stderr, exitCode } = await runAgentHook("claude", await readStdin());
 * process.stdout.write(stdout); process.stderr.write(stderr); process.exitCode = exitCode;
 */
export async function runAgentHook(agent: AgentName, stdinText: string, options: AgentHookOptions = {}): Promise<AgentHookResult> {
  try {
    if (!Object.hasOwn(AGENT_EVENTS, agent)) return failClosed(`unknown agent "${String(agent)}"; use claude, codex or gemini`);
    const maxInputLength = options.maxInputLength ?? DEFAULT_MAX_INPUT_LENGTH;
    if (typeof stdinText !== "string" || stdinText.trim() === "") return failClosed(`no hook event on stdin (expected ${AGENT_LABELS[agent]} JSON)`);
    if (stdinText.length > maxInputLength) return failClosed(`the hook event is larger than ${maxInputLength} characters`);
    let event: unknown;
    try {
      event = JSON.parse(stdinText);
    } catch (error) {
      return failClosed(`stdin is not valid JSON (${describeError(error)})`);
    }
    if (typeof event !== "object" || event === null || Array.isArray(event)) return failClosed("the hook event must be a JSON object");
    const { hook_event_name: eventName, tool_name: toolName, tool_input: toolInput, cwd } = event as Record<string, unknown>;
    const expected = AGENT_EVENTS[agent];
    const sessionEvent = typeof eventName === "string" ? ownEntry(SESSION_EVENTS[agent], eventName) : undefined;
    if (sessionEvent !== undefined) return await runSessionHook(agent, sessionEvent, event as Record<string, unknown>, options);
    if (eventName !== undefined && eventName !== expected) {
      // Registered on another event by mistake: say so, but do not interfere with events we cannot judge.
      return { stdout: agent === "gemini" ? "{}\n" : "", stderr: `loopgate: this hook handles ${[expected, ...Object.keys(SESSION_EVENTS[agent])].join(", ")}; ignored ${String(eventName)}\n`, exitCode: 0 };
    }
    if (typeof toolName !== "string" || toolName === "") return failClosed('the hook event has no "tool_name"');
    if (typeof toolInput !== "object" || toolInput === null || Array.isArray(toolInput)) return failClosed('the hook event\'s "tool_input" must be an object');
    const halted = await haltedSessionResult(agent, event as Record<string, unknown>, options).catch(() => undefined);
    if (halted !== undefined) return halted;
    const call = toLoopgateToolCall(agent, toolName, toolInput as Record<string, unknown>);
    const baseCwd = typeof cwd === "string" && cwd !== "" ? path.resolve(options.cwd ?? process.cwd(), cwd) : options.cwd;
    const decision = await evaluateToolCall(call, { ...options, ...(baseCwd !== undefined ? { cwd: baseCwd } : {}) });
    return render(agent, decision);
  } catch (error) {
    return failClosed(`the guards failed: ${describeError(error)}`);
  }
}

function render(agent: AgentName, decision: GuardDecision): AgentHookResult {
  if (decision.decision === "allow") return { stdout: agent === "gemini" ? "{}\n" : "", stderr: "", exitCode: 0 };
  const reason = describeDecision(decision);
  if (agent === "gemini") return { stdout: `${JSON.stringify({ decision: "deny", reason: askAsDeny(decision, reason) })}\n`, stderr: "", exitCode: 0 };
  const permissionDecision = agent === "claude" ? decision.decision : "deny";
  const permissionDecisionReason = agent === "claude" ? reason : askAsDeny(decision, reason);
  const output = { hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision, permissionDecisionReason } };
  return { stdout: `${JSON.stringify(output)}\n`, stderr: "", exitCode: 0 };
}

function describeDecision(decision: GuardDecision): string {
  const reason = decision.reason ?? (decision.decision === "ask" ? "This call needs approval" : "This call is not allowed");
  return decision.rule === undefined ? `loopgate: ${reason}` : `loopgate: ${reason} [${decision.rule}]`;
}

function askAsDeny(decision: GuardDecision, reason: string): string {
  if (decision.decision !== "ask") return reason;
  return `${reason} (needs a person's approval, which this agent's hooks cannot ask for, so it was denied; run it yourself if it is intended)`;
}

function failClosed(problem: string): AgentHookResult {
  return { stdout: "", stderr: `loopgate: ${problem}; the tool call is blocked (fail closed)\n`, exitCode: HOOK_BLOCK_EXIT_CODE };
}
