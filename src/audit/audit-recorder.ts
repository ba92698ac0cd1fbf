import type { AgentEvent } from "../loop/events.js";
import type { ToolCallStatus } from "../tools/tool-events.js";
import {
  AUDIT_SCHEMA_VERSION,
  type AuditDecision,
  type AuditDecisionStep,
  type AuditLineBase,
  type AuditModelCall,
  type AuditRecord,
  type AuditToolCall,
} from "./audit-record.js";

/** Options of `createAuditRecorder`. */
export interface AuditRecorderOptions {
  /** Also record message bodies: the run's input, model requests and responses, tool output (default false). */
  content?: boolean;
  /** The clock (for tests). */
  now?: () => Date;
}

const APPROVAL_DECISIONS = { allow: "approved", allow_always: "approved_always", deny: "denied" } as const;

interface CallState {
  args: Record<string, unknown>;
  decisions: AuditDecisionStep[];
  approval?: AuditToolCall["approval"];
  rule?: string;
  reason?: string;
}

interface ModelCallState {
  iteration: number;
  started: number;
  provider?: string;
  model?: string;
  request?: unknown;
}

interface RunTrack {
  started: number;
  /** Whether the price table knew a model call of the run. */
  priced: boolean;
  toolCalls: Partial<Record<ToolCallStatus, number>>;
  pendingModel?: ModelCallState;
  calls: Map<string, CallState>;
}

/**
 * Turns a run's events into audit lines (schema version 1, docs/audit.md): the run's start and
 * end, every model call, every tool call when it ends (its final arguments, decision path,
 * approval, status, exit code, duration and output size), and every decision as it is taken.
 * Stateful: it follows each run and each tool call from event to event, so it must see every
 * event of the runs it records, in order. Several runs may interleave.
 *
 * @example
 * const toRecords = createAuditRecorder();
 * for await (const event of agent.run("…")) {
 *   for (const record of toRecords(event)) console.log(JSON.stringify(record));
 * }
 */
export function createAuditRecorder(options: AuditRecorderOptions = {}): (event: AgentEvent) => AuditRecord[] {
  const now = options.now ?? (() => new Date());
  const content = options.content === true;
  const runs = new Map<string, RunTrack>();
  const trackOf = (runId: string): RunTrack => {
    let track = runs.get(runId);
    if (!track) runs.set(runId, (track = { started: Date.now(), priced: false, toolCalls: {}, calls: new Map() }));
    return track;
  };
  const callOf = (track: RunTrack, id: string, args: Record<string, unknown>): CallState => {
    let call = track.calls.get(id);
    if (!call) track.calls.set(id, (call = { args, decisions: [] }));
    return call;
  };

  return function toAuditRecords(event) {
    const base: AuditLineBase = { v: AUDIT_SCHEMA_VERSION, time: now().toISOString(), runId: event.runId, threadId: event.threadId, agentId: event.agentId };
    const track = trackOf(event.runId);
    switch (event.type) {
      case "run.start":
        track.started = Date.now();
        return [{ ...base, type: "run.start", ...(content ? { input: event.input } : {}) }];
      case "model.request":
        track.pendingModel = {
          iteration: event.iteration,
          started: Date.now(),
          ...(event.provider !== undefined ? { provider: event.provider } : {}),
          ...(event.model !== undefined ? { model: event.model } : {}),
          ...(content ? { request: { system: event.request.system, messages: event.request.messages, params: event.request.params } } : {}),
        };
        return [];
      case "model.response": {
        for (const block of event.response.content) if (block.type === "tool_use") callOf(track, block.id, block.input);
        const pending = track.pendingModel;
        track.pendingModel = undefined;
        const toolCalls = event.response.content.filter((block) => block.type === "tool_use").length;
        const record: AuditModelCall = {
          ...base,
          ...modelFields(event.iteration, pending),
          ...(event.response.model !== undefined ? { responseModel: event.response.model } : {}),
          status: "ok",
          stopReason: event.response.stopReason,
          usage: event.response.usage,
          ...(event.synthetic ? { synthetic: true } : {}),
          toolCalls,
          ...(content ? { response: event.response.content } : {}),
        };
        return [record];
      }
      case "usage":
        if (event.costUsd !== undefined) track.priced = true;
        return [];
      case "message":
        // Where no model response precedes a call (the MCP proxy's client asked for it), its message does.
        for (const block of event.message.content) if (block.type === "tool_use") callOf(track, block.id, block.input);
        return [];
      case "interceptor": {
        const detail = event.event;
        const call = detail.toolCallId !== undefined ? callOf(track, detail.toolCallId, detail.args ?? {}) : undefined;
        if (call && detail.args) call.args = detail.args;
        const step = stepOf(detail.name, detail.interceptorId, detail.action, detail.rule, detail.reason);
        if (call) {
          call.decisions.push(step);
          if (detail.rule !== undefined) call.rule = detail.rule;
          if (detail.reason !== undefined) call.reason = detail.reason;
        }
        const record: AuditDecision = {
          ...base,
          type: "decision",
          ...step,
          ...(detail.toolName !== undefined ? { tool: detail.toolName } : {}),
          ...(detail.toolCallId !== undefined ? { toolCallId: detail.toolCallId } : {}),
          ...(call ? { args: call.args } : {}),
          ...(detail.policy !== undefined ? { policy: detail.policy } : {}),
          ...(detail.error?.timedOut ? { timedOut: true } : {}),
        };
        return [record];
      }
      case "tool.approval": {
        const call = callOf(track, event.call.id, event.call.input);
        const decision = APPROVAL_DECISIONS[event.answer];
        const step = stepOf("tool.before", "approval", decision, event.rule, event.reason);
        call.decisions.push(step);
        call.approval = decision;
        return [{ ...base, type: "decision", ...step, tool: event.toolName, toolCallId: event.call.id, args: call.args }];
      }
      case "tool.start":
        callOf(track, event.call.id, event.args).args = event.args;
        return [{ ...base, type: "tool.start", tool: event.toolName, toolCallId: event.toolCallId, args: event.args }];
      case "tool.blocked": {
        const call = callOf(track, event.call.id, event.call.input);
        call.reason = event.reason;
        if (event.rule !== undefined) call.rule = event.rule;
        return [];
      }
      case "tool.end": {
        const call = callOf(track, event.call.id, event.call.input);
        track.calls.delete(event.call.id);
        track.toolCalls[event.status] = (track.toolCalls[event.status] ?? 0) + 1;
        const blocked = event.status === "blocked" || event.status === "denied";
        const exitCode = exitCodeOf(event.result.details);
        const blocker = blocked ? [...call.decisions].reverse().find((step) => step.decision === "blocked" || step.decision === "error") : undefined;
        const record: AuditToolCall = {
          ...base,
          type: "tool.call",
          tool: event.toolName,
          toolCallId: event.toolCallId,
          args: call.args,
          status: event.status,
          decisions: call.decisions,
          ...(call.approval ? { approval: call.approval } : {}),
          ...(blocker ? { blockedBy: blocker.interceptorId } : {}),
          ...(blocked && call.rule !== undefined ? { rule: call.rule } : {}),
          ...(blocked && call.reason !== undefined ? { reason: call.reason } : {}),
          ...(exitCode !== undefined ? { exitCode } : {}),
          durationMs: round(event.durationMs),
          outputChars: event.result.output.length,
          isError: event.result.isError === true,
          ...(content ? { output: event.result.output } : {}),
        };
        return [record];
      }
      case "loop.decision":
        return [
          {
            ...base,
            type: "decision",
            hook: "loop",
            interceptorId: event.interceptor,
            decision: event.decision.toLowerCase(),
            ...(event.reasoning !== undefined ? { reason: event.reasoning } : {}),
          },
        ];
      case "run.end": {
        runs.delete(event.runId);
        const { result } = event;
        const records: AuditRecord[] = [];
        if (track.pendingModel) {
          // The model was asked and never answered: the call failed (or the run was aborted during it).
          records.push({ ...base, ...modelFields(track.pendingModel.iteration, track.pendingModel), status: "error", error: result.reason ?? result.status });
        }
        const costUsd = track.priced && typeof result.costUsd === "number" ? result.costUsd : undefined;
        records.push({
          ...base,
          type: "run.end",
          status: result.status,
          ...(result.reason !== undefined ? { reason: result.reason } : {}),
          ...(result.error ? { error: errorOf(result.error) } : {}),
          usage: result.usage,
          iterations: result.iterations,
          toolCalls: track.toolCalls,
          durationMs: Date.now() - track.started,
          ...(costUsd !== undefined ? { costUsd } : {}),
        });
        return records;
      }
      default:
        return [];
    }
  };
}

function modelFields(iteration: number, pending: ModelCallState | undefined): Pick<AuditModelCall, "type" | "iteration" | "provider" | "model" | "durationMs" | "request"> {
  return {
    type: "model.call",
    iteration,
    ...(pending?.provider !== undefined ? { provider: pending.provider } : {}),
    ...(pending?.model !== undefined ? { model: pending.model } : {}),
    durationMs: pending ? Date.now() - pending.started : 0,
    ...(pending?.request !== undefined ? { request: pending.request } : {}),
  };
}

function stepOf(hook: string, interceptorId: string, decision: string, rule: string | undefined, reason: string | undefined): AuditDecisionStep {
  return { hook, interceptorId, decision, ...(rule !== undefined ? { rule } : {}), ...(reason !== undefined ? { reason } : {}) };
}

function exitCodeOf(details: unknown): number | null | undefined {
  if (typeof details !== "object" || details === null || !("exitCode" in details)) return undefined;
  const code = (details as { exitCode: unknown }).exitCode;
  return typeof code === "number" || code === null ? code : undefined;
}

function errorOf(error: Error): { name: string; message: string; code?: string } {
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === "string" ? { code } : {}) };
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
