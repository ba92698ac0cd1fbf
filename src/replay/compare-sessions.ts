import type { AuditDecision, AuditRecord, AuditToolCall } from "../audit/audit-record.js";
import type { RunResult } from "../loop/run-result.js";
import type { Recording } from "./recording.js";
import { withoutTimestamps } from "./session-recorder.js";

/** How one tool call ended, in a recording or a replay. */
export interface ToolCallOutcome {
  status: string;
  /** Its decision path: `interceptorId:decision`, in order. */
  decisions: string[];
  args: Record<string, unknown>;
  blockedBy?: string;
  rule?: string;
  reason?: string;
}

/** One way a replay differs from its recording. */
export type ReplayDifference =
  | { kind: "tool.call"; toolCallId: string; tool: string; summary: string; recorded?: ToolCallOutcome; replayed?: ToolCallOutcome }
  | { kind: "decisions"; summary: string; recorded: string[]; replayed: string[] }
  | { kind: "run"; summary: string; recorded: string; replayed: string }
  | { kind: "transcript"; summary: string; index: number };

/**
 * Compares a replayed run with its recording: each tool call's outcome (status, decision path,
 * final arguments), the decisions not about a tool call (model hooks, loop interceptors), the run's
 * status and the transcript. Returns the differences, tool calls first, in the order they were made.
 */
export function compareSessions(recording: Recording, replay: { audit: readonly AuditRecord[]; result: RunResult }): ReplayDifference[] {
  const differences: ReplayDifference[] = [];
  const before = toolCalls(recording.audit);
  const after = toolCalls(replay.audit);
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const recorded = before.get(id);
    const replayed = after.get(id);
    const tool = (recorded ?? replayed)!.tool;
    const was = recorded && outcomeOf(recorded);
    const now = replayed && outcomeOf(replayed);
    const call = `${tool} ${JSON.stringify((recorded ?? replayed)!.args)} (call ${id})`;
    let summary: string | undefined;
    if (!was) summary = `${call}: not made in the recording, now ${describe(now!)}`;
    else if (!now) summary = `${call}: was ${describe(was)}, now not made`;
    else if (was.status !== now.status) summary = `${call}: was ${describe(was)}, now ${describe(now)}`;
    else if (was.decisions.join() !== now.decisions.join()) summary = `${call}: decisions were [${was.decisions.join(", ")}], now [${now.decisions.join(", ")}]`;
    else if (JSON.stringify(was.args) !== JSON.stringify(now.args)) summary = `${call}: ran with ${JSON.stringify(was.args)}, now with ${JSON.stringify(now.args)}`;
    if (summary) differences.push({ kind: "tool.call", toolCallId: id, tool, summary, ...(was ? { recorded: was } : {}), ...(now ? { replayed: now } : {}) });
  }

  const otherBefore = otherDecisions(recording.audit);
  const otherAfter = otherDecisions(replay.audit);
  if (otherBefore.join("\n") !== otherAfter.join("\n")) {
    const index = otherBefore.findIndex((line, position) => line !== otherAfter[position]);
    const at = index === -1 ? otherBefore.length : index;
    differences.push({
      kind: "decisions",
      summary: `decisions outside tool calls differ from #${at + 1}: was ${otherBefore[at] ?? "nothing"}, now ${otherAfter[at] ?? "nothing"}`,
      recorded: otherBefore,
      replayed: otherAfter,
    });
  }

  const recordedStatus = recording.transcript?.status ?? endOf(recording.audit)?.status ?? "unfinished";
  if (recordedStatus !== replay.result.status) {
    differences.push({ kind: "run", summary: `the run ended ${recordedStatus}, now ${replay.result.status}${replay.result.reason ? ` (${replay.result.reason})` : ""}`, recorded: recordedStatus, replayed: replay.result.status });
  }

  if (recording.transcript) {
    const was = recording.transcript.messages.map((message) => JSON.stringify(message));
    // A recorded run that continued a thread holds the thread's earlier messages too; the replay starts afresh.
    const now = withoutTimestamps(replay.result.messages).map((message) => JSON.stringify(message));
    const offset = Math.max(0, was.length - now.length);
    const tail = was.slice(offset);
    const index = tail.findIndex((message, position) => message !== now[position]);
    if (index !== -1 || tail.length !== now.length) {
      const at = index === -1 ? tail.length : index;
      differences.push({ kind: "transcript", summary: `the transcript differs from message ${offset + at + 1}: was ${clip(tail[at] ?? "nothing")}, now ${clip(now[at] ?? "nothing")}`, index: offset + at });
    }
  }
  return differences;
}

function toolCalls(audit: readonly AuditRecord[]): Map<string, AuditToolCall> {
  const calls = new Map<string, AuditToolCall>();
  for (const record of audit) if (record.type === "tool.call") calls.set(record.toolCallId, record);
  return calls;
}

function outcomeOf(call: AuditToolCall): ToolCallOutcome {
  return {
    status: call.status,
    decisions: call.decisions.map((step) => `${step.interceptorId}:${step.decision}`),
    args: call.args,
    ...(call.blockedBy !== undefined ? { blockedBy: call.blockedBy } : {}),
    ...(call.rule !== undefined ? { rule: call.rule } : {}),
    ...(call.reason !== undefined ? { reason: call.reason } : {}),
  };
}

function describe(outcome: ToolCallOutcome): string {
  if (outcome.status === "ok") return "allowed";
  if (outcome.status === "blocked" || outcome.status === "denied") {
    return `${outcome.status}${outcome.blockedBy ? ` by ${outcome.blockedBy}` : ""}${outcome.rule ? ` [${outcome.rule}]` : ""}${outcome.reason ? `: ${outcome.reason}` : ""}`;
  }
  return outcome.status;
}

function otherDecisions(audit: readonly AuditRecord[]): string[] {
  return audit.filter((record): record is AuditDecision => record.type === "decision" && record.toolCallId === undefined).map((record) => `${record.hook} ${record.interceptorId}:${record.decision}`);
}

function endOf(audit: readonly AuditRecord[]) {
  return audit.find((record) => record.type === "run.end");
}

function clip(text: string): string {
  return text.length <= 200 ? text : `${text.slice(0, 199)}…`;
}
