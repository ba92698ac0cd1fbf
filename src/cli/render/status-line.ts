import type { RunResult } from "../../loop/run-result.js";
import type { Style } from "./style.js";

/**
 * The last line of a run: how it ended, how many turns and tokens it took, and the thread to
 * continue it with.
 *
 * @example
 * statusLine(result, style) // "✔ completed · 3 turns · 1,204 tokens in, 310 out · $0.0083 · thread fix-login"
 */
export function statusLine(result: RunResult, style: Style, options: { thread?: string } = {}): string {
  const tokens = `${result.usage.inputTokens.toLocaleString("en-US")} tokens in, ${result.usage.outputTokens.toLocaleString("en-US")} out`;
  const turns = `${result.iterations} turn${result.iterations === 1 ? "" : "s"}`;
  const thread = options.thread ? ` · thread ${options.thread}` : "";
  const cost = result.costUsd > 0 ? ` · ${formatUsd(result.costUsd)}` : "";
  const used = result.usage.inputTokens > 0 || result.usage.outputTokens > 0 ? ` · ${tokens}${cost}` : "";
  const facts = style.dim(` · ${turns}${used}${thread}`);
  const reason = result.reason ? `: ${result.reason}` : "";
  switch (result.status) {
    case "completed":
      return `${style.green("✔ completed")}${facts}`;
    case "stopped":
      return `${style.yellow(`⏹ stopped${reason}`)}${facts}`;
    case "max_iterations":
      return `${style.yellow(`⏹ stopped at the iteration limit${reason}`)}${facts}`;
    case "aborted":
      return `${style.yellow("⏹ aborted")}${facts}`;
    case "error":
      return `${style.red(`✘ error${reason || (result.error ? `: ${result.error.message}` : "")}`)}${facts}`;
  }
}

/** Dollars with enough digits to show small runs: $0.0083, $1.27. */
export function formatUsd(amount: number): string {
  return `$${amount >= 1 ? amount.toFixed(2) : amount.toFixed(4)}`;
}
