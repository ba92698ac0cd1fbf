import type { ApprovalHandler } from "../../tools/approval.js";
import type { OwnRequests } from "./own-requests.js";

/** The default time a person has to answer: 10 minutes. */
export const DEFAULT_APPROVAL_TIMEOUT_MS = 600_000;

/**
 * Asks the MCP client's user about a guard's `ask` through elicitation (`elicitation/create`): a
 * form with one box, "Allow this call", off by default. Only a submitted form with the box ticked
 * allows the call; declining, cancelling, an error or no answer in time denies it.
 *
 * @example
 * createToolDispatcher({ …, onApproval: elicitationApproval(clientRequests) });
 */
export function elicitationApproval(clientRequests: OwnRequests, timeoutMs = DEFAULT_APPROVAL_TIMEOUT_MS): ApprovalHandler {
  return async function askThroughElicitation(prompt) {
    const response = await clientRequests.send(
      "elicitation/create",
      {
        mode: "form",
        message: `loopgate: ${prompt.toolName} needs your approval. ${prompt.reason}\n\nArguments: ${truncate(JSON.stringify(prompt.args), 2_000)}`,
        requestedSchema: {
          type: "object",
          properties: {
            approve: { type: "boolean", title: "Allow this call", description: "Tick to let this one call through.", default: false },
          },
          required: ["approve"],
        },
      },
      { timeoutMs },
    );
    const result = response.result as { action?: unknown; content?: { approve?: unknown } } | undefined;
    return result?.action === "accept" && result.content?.approve === true ? "allow" : "deny";
  };
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
