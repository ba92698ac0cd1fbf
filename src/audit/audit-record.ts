import type { AgentEvent } from "../loop/events.js";

/**
 * One line of the audit log: one decision by an interceptor, a loop interceptor or a person.
 *
 * @example
 * { "time": "2025-05-01T10:00:00.000Z", "runId": "…", "threadId": "…", "hook": "tool.before",
 *   "interceptorId": "builtin:command-safety-guard", "tool": "exec", "toolCallId": "call_1",
 *   "decision": "blocked", "reason": "…", "rule": "…", "args": { "command": "rm -rf /" } }
 */
export interface AuditRecord {
  /** When the decision was recorded (ISO 8601). */
  time: string;
  runId: string;
  threadId: string;
  agentId: string;
  /** The hook point (`tool.before`, `model.after`, …), or `loop` for loop interceptors. */
  hook: string;
  /** The interceptor that decided; `approval` for a person's answer to an `ask`. */
  interceptorId: string;
  tool?: string;
  toolCallId?: string;
  /**
   * What was decided: an interceptor action (`blocked`, `ask`, `args_mutated`, `result_mutated`,
   * `injected`, `stopped`, `error`, …), a person's answer (`approved`, `approved_always`, `denied`),
   * or a loop interceptor's `continue` / `complete`.
   */
  decision: string;
  reason?: string;
  rule?: string;
  /** The tool call's arguments as they stood after this decision (after any rewrites). */
  args?: Record<string, unknown>;
}

const APPROVAL_DECISIONS = { allow: "approved", allow_always: "approved_always", deny: "denied" } as const;

/**
 * Turns a run's events into audit records. Stateful: it follows each tool call's arguments (from
 * the model's response, through rewrites, to what the tool ran with) so every record carries the
 * arguments as they were at that decision. Returns `undefined` for events that are not decisions.
 *
 * @example
 * const toRecord = createAuditRecorder();
 * for await (const event of agent.run("…")) {
 *   const record = toRecord(event);
 *   if (record) console.log(JSON.stringify(record));
 * }
 */
export function createAuditRecorder(now: () => Date = () => new Date()): (event: AgentEvent) => AuditRecord | undefined {
  const argsByCall = new Map<string, Record<string, unknown>>();
  return function toAuditRecord(event) {
    const scope = { time: now().toISOString(), runId: event.runId, threadId: event.threadId, agentId: event.agentId };
    switch (event.type) {
      case "model.response":
        for (const block of event.response.content) if (block.type === "tool_use") argsByCall.set(block.id, block.input);
        return undefined;
      case "message":
        // Where no model response precedes a call (the MCP proxy's client asked for it), its message does.
        for (const block of event.message.content) if (block.type === "tool_use") argsByCall.set(block.id, block.input);
        return undefined;
      case "tool.start":
        argsByCall.set(event.call.id, event.args);
        return undefined;
      case "tool.end":
        argsByCall.delete(event.call.id);
        return undefined;
      case "run.end":
        argsByCall.clear();
        return undefined;
      case "interceptor": {
        const detail = event.event;
        if (detail.toolCallId !== undefined && detail.args) argsByCall.set(detail.toolCallId, detail.args);
        const args = detail.toolCallId !== undefined ? argsByCall.get(detail.toolCallId) : undefined;
        return {
          ...scope,
          hook: detail.name,
          interceptorId: detail.interceptorId,
          ...(detail.toolName !== undefined ? { tool: detail.toolName } : {}),
          ...(detail.toolCallId !== undefined ? { toolCallId: detail.toolCallId } : {}),
          decision: detail.action,
          ...(detail.reason !== undefined ? { reason: detail.reason } : {}),
          ...(detail.rule !== undefined ? { rule: detail.rule } : {}),
          ...(args !== undefined ? { args } : {}),
        };
      }
      case "tool.approval": {
        const args = argsByCall.get(event.call.id) ?? event.call.input;
        return {
          ...scope,
          hook: "tool.before",
          interceptorId: "approval",
          tool: event.toolName,
          toolCallId: event.call.id,
          decision: APPROVAL_DECISIONS[event.answer],
          reason: event.reason,
          ...(event.rule !== undefined ? { rule: event.rule } : {}),
          args,
        };
      }
      case "loop.decision":
        return {
          ...scope,
          hook: "loop",
          interceptorId: event.interceptor,
          decision: event.decision.toLowerCase(),
          ...(event.reasoning !== undefined ? { reason: event.reasoning } : {}),
        };
      default:
        return undefined;
    }
  };
}
