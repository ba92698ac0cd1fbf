import type { Usage } from "../models/spec.js";
import type { AuditDecision, AuditRecord, AuditToolCall } from "./audit-record.js";

/** Which lines `summarizeAudit` keeps. Every given criterion must hold. */
export interface AuditFilter {
  /** A run id, or the start of one. */
  run?: string;
  /** A tool's (normalized) name. */
  tool?: string;
  /**
   * A decision (`blocked`, `ask`, `args_mutated`, `approved`, `denied`, `error`, …) or a tool call's
   * status (`ok`, `error`, `blocked`, `denied`, …): the tool calls with that status or a step of that
   * decision, and the decisions themselves.
   */
  decision?: string;
}

/** One run, as its lines tell it. */
export interface AuditRunSummary {
  runId: string;
  threadId: string;
  agentId: string;
  /** When its first line was written. */
  started: string;
  /** Its end status; `unfinished` when the log has no end (the process was killed, or still runs). */
  status: string;
  reason?: string;
  modelCalls: number;
  toolCalls: number;
  /** Tool calls blocked or denied. */
  blocked: number;
  usage: Usage;
  costUsd?: number;
  durationMs?: number;
}

/** What `summarizeAudit` returns. */
export interface AuditSummary {
  runs: AuditRunSummary[];
  /** Tool calls that match the filter; a call still running when the log ends shows with status `unfinished`. */
  toolCalls: Array<AuditToolCall | (Omit<AuditToolCall, "status"> & { status: "unfinished" })>;
  /** Decisions that match the filter. */
  decisions: AuditDecision[];
}

/**
 * Summarises an audit log's lines: one entry per run (status, model and tool calls, blocks, tokens),
 * and the tool calls and decisions that match `filter`.
 *
 * @example
 * const { records } = readAuditLog("audit.jsonl");
 * summarizeAudit(records, { decision: "blocked" }).toolCalls.map((call) => call.args);
 */
export function summarizeAudit(records: readonly AuditRecord[], filter: AuditFilter = {}): AuditSummary {
  const runs = new Map<string, AuditRunSummary>();
  const toolCalls: AuditSummary["toolCalls"] = [];
  const running = new Map<string, AuditSummary["toolCalls"][number]>();
  const decisions: AuditDecision[] = [];
  const runMatches = (runId: string) => filter.run === undefined || runId.startsWith(filter.run);
  for (const record of records) {
    if (!runMatches(record.runId)) continue;
    let run = runs.get(record.runId);
    if (!run) {
      run = { runId: record.runId, threadId: record.threadId, agentId: record.agentId, started: record.time, status: "unfinished", modelCalls: 0, toolCalls: 0, blocked: 0, usage: { inputTokens: 0, outputTokens: 0 } };
      runs.set(record.runId, run);
    }
    switch (record.type) {
      case "model.call":
        run.modelCalls++;
        if (record.usage) {
          run.usage.inputTokens += record.usage.inputTokens;
          run.usage.outputTokens += record.usage.outputTokens;
        }
        break;
      case "tool.start": {
        const call = { ...record, type: "tool.call" as const, status: "unfinished" as const, decisions: [], durationMs: 0, outputChars: 0, isError: false };
        running.set(`${record.runId}/${record.toolCallId}`, call);
        if (toolMatches(call, filter)) toolCalls.push(call);
        break;
      }
      case "tool.call": {
        run.toolCalls++;
        if (record.status === "blocked" || record.status === "denied") run.blocked++;
        const key = `${record.runId}/${record.toolCallId}`;
        const started = running.get(key);
        running.delete(key);
        // The finished call takes its started line's place, so calls stay in the order they began.
        const index = started ? toolCalls.indexOf(started) : -1;
        const matches = toolMatches(record, filter);
        if (index >= 0 && matches) toolCalls[index] = record;
        else if (index >= 0) toolCalls.splice(index, 1);
        else if (matches) toolCalls.push(record);
        break;
      }
      case "decision":
        if ((filter.tool === undefined || record.tool === filter.tool) && (filter.decision === undefined || record.decision === filter.decision)) decisions.push(record);
        break;
      case "run.end":
        run.status = record.status;
        if (record.reason !== undefined) run.reason = record.reason;
        run.usage = { ...record.usage };
        run.durationMs = record.durationMs;
        if (record.costUsd !== undefined) run.costUsd = record.costUsd;
        break;
      default:
        break;
    }
  }
  return { runs: [...runs.values()], toolCalls, decisions };
}

function toolMatches(call: { tool: string; status: string; decisions: AuditToolCall["decisions"]; approval?: string }, filter: AuditFilter): boolean {
  if (filter.tool !== undefined && call.tool !== filter.tool) return false;
  if (filter.decision === undefined) return true;
  return call.status === filter.decision || call.approval === filter.decision || call.decisions.some((step) => step.decision === filter.decision);
}
