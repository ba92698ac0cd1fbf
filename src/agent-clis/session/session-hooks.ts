import path from "node:path";
import { describeError } from "../../errors/describe-error.js";
import type { AgentName } from "../agent-tool-calls.js";
import { findCredentials } from "./find-credentials.js";
import { redactToolOutput } from "./redact-tool-output.js";
import { recordSessionToolCall, type SessionLoopGuardOptions } from "./session-loop-guard.js";
import type { SessionStore } from "./session-store.js";
import type { StopCheckOptions } from "./stop-check.js";

/** The session events loopgate handles, by what they mean. */
export type SessionEventKind = "tool-finished" | "prompt" | "stop";

/** Each agent CLI's name for each session event. */
export const SESSION_EVENTS: Readonly<Record<AgentName, Readonly<Record<string, SessionEventKind>>>> = {
  claude: { PostToolUse: "tool-finished", PostToolUseFailure: "tool-finished", UserPromptSubmit: "prompt", Stop: "stop" },
  codex: { PostToolUse: "tool-finished", UserPromptSubmit: "prompt", Stop: "stop" },
  gemini: { AfterTool: "tool-finished", BeforeAgent: "prompt", AfterAgent: "stop" },
};

/** Options of `runSessionHook`. */
export interface SessionHookOptions {
  /** Where the per-session state lives; without one, the loop guard and stop-check bounds are off. */
  store?: SessionStore;
  /** The loop guard's options across the session; `false` switches it off. */
  loopGuard?: SessionLoopGuardOptions | false;
  /** The check that must pass before the agent may stop; none lets it stop. */
  stopCheck?: StopCheckOptions;
  /** Where relative paths resolve (default: the process's directory). */
  cwd?: string;
  /**
   * Replace secrets in MCP tools' output with placeholders where the agent lets a hook replace it
   * (Claude Code and the Codex CLI, `updatedMCPToolOutput`); default true.
   */
  redactMcpOutput?: boolean;
}

/** What the hook prints and how it exits. */
export interface SessionHookResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/**
 * Handles an agent CLI's session event (after a tool, on a prompt, on stop) with loopgate's session
 * guards. `event` is the parsed hook input; `kind` what its `hook_event_name` means (`SESSION_EVENTS`).
 *
 * - After a tool: the loop guard's ladder across the session; a warning goes to the model as
 *   additional context, the hard limit stops the session (`continue: false`).
 * - A prompt that contains a credential is blocked, with the kind of credential as the reason.
 * - On stop, with a stop check: while the check fails the stop is blocked with its output, at most
 *   `maxAttempts` times in a row; then the agent may stop, with a note to the user.
 */
export async function runSessionHook(agent: AgentName, kind: SessionEventKind, event: Record<string, unknown>, options: SessionHookOptions = {}): Promise<SessionHookResult> {
  const eventName = String(event.hook_event_name ?? "");
  if (kind === "prompt") return onPrompt(agent, event, options);
  if (kind === "tool-finished") return onToolFinished(agent, eventName, event, options);
  return onStop(agent, event, options);
}

/**
 * Before a tool call: when the loop guard has decided to stop the session but could not (the agent
 * ignored the stop after a failed call), denies the call and stops the agent now. Undefined otherwise.
 */
export async function haltedSessionResult(agent: AgentName, event: Record<string, unknown>, options: SessionHookOptions): Promise<SessionHookResult | undefined> {
  const store = options.store;
  if (store === undefined || options.loopGuard === false) return undefined;
  const key = sessionKey(agent, event, options.cwd);
  if ((await store.peek(key)).halt === undefined) return undefined;
  const turn = turnOf(event);
  const reason = await store.update(key, (state) => {
    const halt = state.halt;
    if (halt === undefined) return undefined;
    if (halt.turn === undefined || (turn !== undefined && halt.turn !== turn)) delete state.halt;
    return halt.turn !== undefined && turn !== undefined && halt.turn !== turn ? undefined : halt.reason;
  });
  if (reason === undefined) return undefined;
  if (agent === "gemini") return json({ decision: "deny", reason, continue: false, stopReason: reason });
  const deny = { hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: reason } };
  // The Codex CLI lets the call through when a PreToolUse answer also says `continue: false`.
  return json(agent === "codex" ? deny : { continue: false, stopReason: reason, systemMessage: reason, ...deny });
}

/** The agent's id of the current turn, when it sends one (Codex `turn_id`, Claude Code `prompt_id`). */
function turnOf(event: Record<string, unknown>): string | undefined {
  for (const field of ["turn_id", "prompt_id"]) if (typeof event[field] === "string" && event[field] !== "") return event[field] as string;
  return undefined;
}

async function onPrompt(agent: AgentName, event: Record<string, unknown>, options: SessionHookOptions): Promise<SessionHookResult> {
  // A new prompt from the person: a pending stop is over.
  if (options.store !== undefined) {
    const key = sessionKey(agent, event, options.cwd);
    if ((await options.store.peek(key).catch(() => undefined))?.halt !== undefined) {
      await options.store.update(key, (state) => void delete state.halt).catch(() => undefined);
    }
  }
  const prompt = typeof event.prompt === "string" ? event.prompt : promptText(event.prompt);
  const findings = findCredentials(prompt);
  if (findings.length === 0) return quiet(agent);
  const kinds = [...new Set(findings.map((finding) => finding.label))].join(", ");
  const reason =
    `loopgate: the prompt contains a credential (${kinds}) and was not sent to the model. ` +
    "Remove it (put it in an environment variable or a file the agent reads when it needs it) and send the prompt again.";
  return json({ decision: agent === "gemini" ? "deny" : "block", reason });
}

async function onToolFinished(agent: AgentName, eventName: string, event: Record<string, unknown>, options: SessionHookOptions): Promise<SessionHookResult> {
  const toolName = event.tool_name;
  if (typeof toolName !== "string" || toolName === "") return { ...quiet(agent), stderr: 'loopgate: the hook event has no "tool_name"; the loop guard skipped it\n' };
  const specific: Record<string, unknown> = {};
  const notes: string[] = [];
  if (options.redactMcpOutput !== false && agent !== "gemini" && toolName.startsWith("mcp__") && event.tool_response !== undefined) {
    try {
      const { output, kinds } = await redactToolOutput(event.tool_response);
      if (kinds.length > 0) {
        specific.updatedMCPToolOutput = output;
        notes.push(`loopgate: replaced ${kinds.join(", ")} in the output of ${toolName} with placeholders`);
      }
    } catch (error) {
      // Fail closed: an output that could not be scanned does not reach the model.
      specific.updatedMCPToolOutput = [{ type: "text", text: `loopgate: the output of ${toolName} was withheld: it could not be scanned for secrets (${describeError(error)})` }];
    }
  }
  const respond = (extra: Record<string, unknown> = {}, additionalContext?: string): SessionHookResult => {
    const hookSpecificOutput = { ...specific, ...(additionalContext !== undefined ? { additionalContext } : {}) };
    const systemMessage = [extra.systemMessage, ...notes].filter((note) => typeof note === "string").join("\n");
    const output = { ...extra, ...(systemMessage !== "" ? { systemMessage } : {}), ...(Object.keys(hookSpecificOutput).length > 0 ? { hookSpecificOutput: { hookEventName: eventName, ...hookSpecificOutput } } : {}) };
    return Object.keys(output).length === 0 ? quiet(agent) : json(output);
  };
  if (options.loopGuard === false || options.store === undefined) return respond();
  const key = sessionKey(agent, event, options.cwd);
  const failed = eventName === "PostToolUseFailure" || responseFailed(event.tool_response);
  const loopOptions = options.loopGuard ?? {};
  let verdict;
  try {
    verdict = await options.store.update(key, (state) => {
      const result = recordSessionToolCall(state.loop, { name: toolName, input: asRecord(event.tool_input), failed }, loopOptions);
      // Claude Code does not stop on `continue: false` after a failed call, nor the Codex CLI after any:
      // the next call of the turn is denied with `continue: false` instead.
      if (result.action === "stop" && (eventName === "PostToolUseFailure" || agent === "codex")) {
        const turn = turnOf(event);
        state.halt = { reason: `loopgate: ${result.reason}. ${result.message}`, ...(turn !== undefined ? { turn } : {}) };
      }
      return result;
    });
  } catch (error) {
    // The call has already run; nothing to block. Say so, and let the session go on.
    return { ...respond(), stderr: `loopgate: the loop guard could not record this call: ${describeError(error)}\n`, exitCode: 1 };
  }
  if (verdict.action === "none") return respond();
  if (verdict.action === "warn") return respond({}, `loopgate: ${verdict.message}`);
  const stopReason = `loopgate: ${verdict.reason}. ${verdict.message}`;
  return respond({ continue: false, stopReason, systemMessage: stopReason });
}

async function onStop(agent: AgentName, event: Record<string, unknown>, options: SessionHookOptions): Promise<SessionHookResult> {
  const check = options.stopCheck;
  if (check === undefined || check.command.trim() === "") return quiet(agent);
  const maxAttempts = check.maxAttempts ?? 3;
  const cwd = typeof event.cwd === "string" && event.cwd !== "" ? path.resolve(options.cwd ?? process.cwd(), event.cwd) : (options.cwd ?? process.cwd());
  const key = sessionKey(agent, event, options.cwd);
  const store = options.store;
  try {
    // The check runs outside the session's lock, which other hooks of the session may need meanwhile.
    const used = store === undefined ? 0 : await store.update(key, (state) => {
      const previous = state.stopAttempts;
      if (previous >= maxAttempts) state.stopAttempts = 0;
      return previous;
    });
    if (used >= maxAttempts) return json({ systemMessage: `loopgate: \`${check.command}\` still fails after ${maxAttempts} attempt(s); letting the agent stop` });
    // Loaded only here: the process machinery has no business on the path of every tool call.
    const { runStopCheck } = await import("./stop-check.js");
    const outcome = await runStopCheck(check, cwd);
    await store?.update(key, (state) => {
      state.stopAttempts = outcome.passed ? 0 : used + 1;
    });
    if (outcome.passed) return quiet(agent);
    const reason =
      `loopgate: the check \`${check.command}\` ${outcome.status} (attempt ${used + 1} of ${maxAttempts}). ` +
      `Fix these problems before finishing:\n\n${outcome.output || "(no output)"}`;
    return json({ decision: agent === "gemini" ? "deny" : "block", reason });
  } catch (error) {
    return { ...quiet(agent), stderr: `loopgate: the stop check failed to run: ${describeError(error)}\n`, exitCode: 1 };
  }
}

/** The key of the session's state: the agent and its session id (else the transcript, else the directory). */
function sessionKey(agent: AgentName, event: Record<string, unknown>, cwd: string | undefined): string {
  for (const field of ["session_id", "transcript_path"]) {
    const value = event[field];
    if (typeof value === "string" && value !== "") return `${agent}:${field}:${value}`;
  }
  return `${agent}:cwd:${path.resolve(cwd ?? process.cwd(), typeof event.cwd === "string" ? event.cwd : ".")}`;
}

/** Whether a tool's reported result says it failed, in any of the shapes the agent CLIs use. */
export function responseFailed(response: unknown): boolean {
  if (typeof response === "string") return /^(?:Exit code: [1-9]\d*|Error:)/m.test(response.slice(0, 2_000));
  if (typeof response !== "object" || response === null || Array.isArray(response)) return false;
  const record = response as Record<string, unknown>;
  if (record.is_error === true || record.isError === true || record.success === false) return true;
  if (record.error !== undefined && record.error !== null && record.error !== "" && record.error !== false) return true;
  for (const key of ["exit_code", "exitCode"]) if (typeof record[key] === "number" && record[key] !== 0) return true;
  // The Gemini CLI reports a shell command's exit status inside the text for the model.
  if (typeof record.llmContent === "string") return /^Exit Code: [1-9]\d*$/m.test(record.llmContent.slice(0, 20_000));
  return false;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

function promptText(value: unknown): string {
  if (Array.isArray(value)) return value.map(promptText).join("\n");
  if (typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string") return (value as { text: string }).text;
  return typeof value === "string" ? value : "";
}

function quiet(agent: AgentName): SessionHookResult {
  return { stdout: agent === "gemini" ? "{}\n" : "", stderr: "", exitCode: 0 };
}

function json(output: Record<string, unknown>): SessionHookResult {
  return { stdout: `${JSON.stringify(output)}\n`, stderr: "", exitCode: 0 };
}
