import type { InterceptorEvent } from "./events.js";

/**
 * One status line for an interceptor event, as verbose output shows it; `null` for events too
 * noisy to show (result rewrites, argument rewrites).
 *
 * @example
 * formatInterceptorEvent(event) // '🛡️ builtin:command-safety-guard · blocked exec — "rm -rf is not allowed"'
 */
export function formatInterceptorEvent(event: InterceptorEvent): string | null {
  switch (event.action) {
    case "blocked":
      return `🛡️ ${event.interceptorId} · blocked ${event.toolName ?? event.name} — ${JSON.stringify(event.reason ?? "")}`;
    case "ask":
      return `🙋 ${event.interceptorId} · asks before ${event.toolName ?? event.name} — ${JSON.stringify(event.reason ?? "")}`;
    case "message_mutated": {
      const parts: string[] = [];
      if (event.messageMutated) parts.push("message mutated");
      if (event.metadataKeys && event.metadataKeys.length > 0) parts.push(`metadata: ${event.metadataKeys.join(", ")}`);
      return `📨 message.before · ${parts.join(", ")}`;
    }
    case "params_changed": {
      const changes = Object.entries(event.changes ?? {}).map(([key, change]) => `${key} → ${String(change.to)}`);
      return `⚙️ params.before · ${changes.join(", ")}`;
    }
    case "synthetic_response":
      return `🤖 ${event.interceptorId} · answered ${event.name} without calling the model`;
    case "stopped":
      return `⏹️ ${event.interceptorId} · stopped the run — ${JSON.stringify(event.reason ?? "")}`;
    case "injected":
      return `💬 ${event.interceptorId} · injected a message for the next turn`;
    case "error":
      return `⚠️ ${event.interceptorId} · ${event.name} failed (${event.policy === "block" ? "failed closed" : "continued"}) — ${event.reason ?? ""}`;
    case "request_rewritten":
    case "response_rewritten":
    case "args_mutated":
    case "result_mutated":
      return null;
  }
}
