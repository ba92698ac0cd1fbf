import { DBOS } from "@dbos-inc/dbos-sdk";
import type { ApprovalDecision, ApprovalHandler } from "../tools/approval.js";
import { APPROVAL_EVENT, approvalTopic } from "./durable-names.js";
import type { PendingApproval } from "./durable-run.js";

/** The message `approveToolCall` sends a waiting run. */
export interface ApprovalMessage {
  decision: "allow" | "deny";
}

// DBOS waits at most this long per receive; without a deadline the run waits again, as often as it takes.
const WAIT_CHUNK_SECONDS = 86_400;

/**
 * Answers guards' `ask` decisions inside a durable run: the run publishes the question (the
 * `loopgate.approval` event), then waits for a message on the call's topic. The wait is part of the
 * workflow, so no process needs to stay alive meanwhile: a worker that stops leaves the run waiting
 * in the database, and the worker that resumes it waits on. With `timeoutMs`, the call is denied
 * when nobody answers in time (the deadline is recorded, so a restart does not extend it).
 */
export function durableApprovalHandler(options: { timeoutMs?: number } = {}): ApprovalHandler {
  const timeoutMs = options.timeoutMs;
  return async function durableApproval(prompt): Promise<ApprovalDecision> {
    if (!DBOS.isWithinWorkflow()) return "deny";
    const deadline = timeoutMs ? (await DBOS.now()) + timeoutMs : undefined;
    const pending: PendingApproval = {
      callId: prompt.toolCallId,
      toolName: prompt.toolName,
      args: prompt.args,
      reason: prompt.reason,
      ...(prompt.rule ? { rule: prompt.rule } : {}),
      ...(deadline !== undefined ? { deadline } : {}),
    };
    await DBOS.setEvent(APPROVAL_EVENT, pending);
    const topic = approvalTopic(prompt.toolCallId);
    let answer: ApprovalMessage | null = null;
    if (deadline !== undefined) answer = await DBOS.recv<ApprovalMessage>(topic, { deadlineEpochMS: deadline });
    else while (answer === null) answer = await DBOS.recv<ApprovalMessage>(topic, { timeoutSeconds: WAIT_CHUNK_SECONDS });
    await DBOS.setEvent(APPROVAL_EVENT, null);
    return answer?.decision === "allow" ? "allow" : "deny";
  };
}
