import type { RunScope } from "../interceptors/types.js";

/** What a person is asked to approve. */
export interface ApprovalPrompt extends Omit<RunScope, "state" | "secrets"> {
  toolName: string;
  toolCallId: string;
  args: Record<string, unknown>;
  reason: string;
  rule?: string;
}

/** A person's answer: once, for the rest of the run, or no. */
export type ApprovalDecision = "allow" | "allow_always" | "deny";

/**
 * Answers `ask` decisions of guards. Calls are serialized, so a terminal prompt is never interleaved.
 *
 * @example
 * createAgent({ model, onApproval: async (prompt) => (prompt.toolName === "exec" ? "allow" : "deny") });
 */
export type ApprovalHandler = (prompt: ApprovalPrompt) => ApprovalDecision | Promise<ApprovalDecision>;

/** Serializes approvals, remembers "allow always" for the run, and fails closed. */
export function createApprovalGate(handler: ApprovalHandler | undefined) {
  const always = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ask(prompt: ApprovalPrompt): Promise<ApprovalDecision> {
      if (!handler) return Promise.resolve("deny");
      const key = `${prompt.toolName}\u0000${prompt.rule ?? prompt.reason}`;
      const answer = queue.then(async (): Promise<ApprovalDecision> => {
        if (always.has(key)) return "allow";
        try {
          const decision = await handler(prompt);
          if (decision === "allow_always") always.add(key);
          return decision === "allow" || decision === "allow_always" ? decision : "deny";
        } catch {
          return "deny";
        }
      });
      queue = answer.catch(() => undefined);
      return answer;
    },
  };
}
