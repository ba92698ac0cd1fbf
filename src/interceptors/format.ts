import type { InterceptorEvent } from "./events.js";
import { HOOKS } from "./hooks/index.js";

/**
 * One status line for an interceptor event, as verbose output shows it; `null` for events too
 * noisy to show (result rewrites, argument rewrites). Each hook's descriptor formats its own events.
 *
 * @example
 * formatInterceptorEvent(event) // '🛡️ builtin:command-safety-guard · blocked exec — "rm -rf is not allowed"'
 */
export function formatInterceptorEvent(event: InterceptorEvent): string | null {
  if (event.action === "error") {
    return `⚠️ ${event.interceptorId} · ${event.name} failed (${event.policy === "block" ? "failed closed" : "continued"}) — ${event.reason ?? ""}`;
  }
  return HOOKS[event.name]?.format(event) ?? null;
}
