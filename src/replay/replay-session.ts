import { createAuditRecorder } from "../audit/audit-recorder.js";
import type { AuditRecord } from "../audit/audit-record.js";
import { createInterceptorRegistry, type InterceptorRegistry } from "../interceptors/registry.js";
import type { InterceptorRegistration } from "../interceptors/types.js";
import { createAgent } from "../loop/agent.js";
import type { AgentEvent } from "../loop/events.js";
import type { LoopInterceptor } from "../loop/loop-interceptor.js";
import type { AgentProcessors } from "../loop/processors/types.js";
import type { RunResult } from "../loop/run-result.js";
import type { ModelParams } from "../models/spec.js";
import type { ApprovalDecision } from "../tools/approval.js";
import type { AnyTool } from "../tools/types.js";
import { recordedModel } from "./recorded-model.js";
import type { Recording } from "./recording.js";
import { compareSessions, type ReplayDifference } from "./compare-sessions.js";

/** Today's agent, to replay a recording against. */
export interface ReplayOptions {
  /** The tools as defined today (their schemas and capabilities count; they are never executed). */
  tools?: readonly AnyTool[];
  /** Today's interceptors and guards (default: an empty registry). Left as it was after the replay. */
  registry?: InterceptorRegistry;
  loopInterceptors?: readonly LoopInterceptor[];
  processors?: AgentProcessors;
  systemPrompt?: string;
  params?: ModelParams;
  /** Default: the recorded run's model calls plus one, so a replay that goes further is seen. */
  maxIterations?: number;
  /** The workspace guards judge paths against (default: the recorded one). */
  cwd?: string;
  /** Receives every event of the replayed run. */
  onEvent?: (event: AgentEvent) => void;
}

/** What a replay found. */
export interface ReplayReport {
  /** Whether every decision, every tool call's outcome, the run's status and the transcript are as recorded. */
  same: boolean;
  differences: ReplayDifference[];
  /** The replayed run. */
  result: RunResult;
  /** The replayed run's audit records. */
  audit: AuditRecord[];
}

const REPLAY_ID = "loopgate:replay-tool";
const APPROVAL_ANSWERS: Record<string, ApprovalDecision> = { approved: "allow", approved_always: "allow_always", denied: "deny" };

/**
 * Runs a recorded session again through today's interceptors, guards and loop, with the model's
 * recorded answers (`recordedModel`) and the tools' recorded results in place of the tools (the
 * outermost `tool.wrap` layer answers; nothing is executed, nothing goes over the network), and the
 * recorded answers to approval requests. Reports where the decisions, the tool calls' outcomes, the
 * run's status or the transcript now differ. A call the recording has no result for (it was blocked
 * then, and is allowed now) gets an error result saying so.
 *
 * @example
 * const report = await replaySession(readRecording("session.jsonl"), { tools, registry: myRegistry });
 * expect(report.differences).toEqual([]);
 */
export async function replaySession(recording: Recording, options: ReplayOptions = {}): Promise<ReplayReport> {
  const registry = options.registry ?? createInterceptorRegistry();
  const replayTool: InterceptorRegistration<"tool.wrap"> = {
    id: REPLAY_ID,
    name: "tool.wrap",
    priority: Number.MAX_SAFE_INTEGER,
    handler: function replayRecordedResult(input) {
      const recorded = recording.toolResults.get(input.toolCallId);
      if (recorded) return structuredClone(recorded.result);
      return { output: `[replay] ${input.toolName} did not run in the recorded session: there is no result to replay`, isError: true };
    },
  };
  registry.add(replayTool);
  const approvals = new Map<string, ApprovalDecision>();
  for (const record of recording.audit) {
    if (record.type === "decision" && record.interceptorId === "approval" && record.toolCallId !== undefined) approvals.set(record.toolCallId, APPROVAL_ANSWERS[record.decision] ?? "deny");
  }
  const toAudit = createAuditRecorder();
  const audit: AuditRecord[] = [];
  try {
    const agent = createAgent({
      id: recording.header.agentId,
      model: recordedModel(recording),
      tools: options.tools ?? [],
      registry,
      ...(options.loopInterceptors ? { loopInterceptors: options.loopInterceptors } : {}),
      ...(options.processors ? { processors: options.processors } : {}),
      ...(options.systemPrompt !== undefined ? { systemPrompt: options.systemPrompt } : {}),
      ...(options.params ? { params: options.params } : {}),
      maxIterations: options.maxIterations ?? recording.modelTurns.length + 1,
      cwd: options.cwd ?? recording.header.cwd ?? process.cwd(),
      onApproval: (request) => approvals.get(request.toolCallId) ?? "deny",
      onEvent: (event) => {
        // The replay's own layer answering for the tool is not a decision of today's interceptors.
        if (!(event.type === "interceptor" && event.event.interceptorId === REPLAY_ID)) audit.push(...toAudit(event));
        options.onEvent?.(event);
      },
    });
    const result = await agent.run(recording.header.input);
    const differences = compareSessions(recording, { audit, result });
    return { same: differences.length === 0, differences, result, audit };
  } finally {
    registry.remove(REPLAY_ID);
  }
}
