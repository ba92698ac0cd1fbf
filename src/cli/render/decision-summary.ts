import { INTERCEPTOR_NAMES } from "../../interceptors/types.js";
import type { AgentEvent } from "../../loop/events.js";
import type { Style } from "./style.js";
import { stripAnsi } from "./style.js";

/** How often one interceptor took each decision in a run. */
export interface DecisionSummaryRow {
  interceptorId: string;
  /** The hook point, `approval` for a person's answers, or `loop` for loop interceptors. */
  hook: string;
  /** Decision counts by action (`blocked`, `injected`, `result_mutated`, `continue`, …). */
  decisions: Record<string, number>;
}

/**
 * Counts the decisions of a run's events by interceptor and hook. Rows follow the loop's order of
 * hooks (`message.before` … `tool.after`, then approvals, then loop interceptors) and, within a
 * hook, the order in which interceptors first acted. Loop interceptors' `complete` answers are left
 * out: every run ends with them.
 *
 * @example
 * summarizeDecisions(run.events) // [{ interceptorId: "builtin:security-audit", hook: "tool.before", decisions: { blocked: 1 } }, …]
 */
export function summarizeDecisions(events: readonly AgentEvent[]): DecisionSummaryRow[] {
  const rows = new Map<string, DecisionSummaryRow>();
  const count = (interceptorId: string, hook: string, action: string) => {
    const key = `${interceptorId}\u0000${hook}`;
    let row = rows.get(key);
    if (!row) {
      row = { interceptorId, hook, decisions: {} };
      rows.set(key, row);
    }
    row.decisions[action] = (row.decisions[action] ?? 0) + 1;
  };
  for (const event of events) {
    if (event.type === "interceptor") count(event.event.interceptorId, event.event.name, event.event.action);
    else if (event.type === "loop.decision" && event.decision === "CONTINUE") count(event.interceptor, "loop", "continue");
    else if (event.type === "tool.approval") count("approval", "approval", event.answer);
  }
  const rank = (hook: string) => {
    const index = (INTERCEPTOR_NAMES as readonly string[]).indexOf(hook);
    return index !== -1 ? index : hook === "loop" ? INTERCEPTOR_NAMES.length + 1 : INTERCEPTOR_NAMES.length;
  };
  // Array.prototype.sort is stable: first-acted order survives within a hook.
  return [...rows.values()].sort((a, b) => rank(a.hook) - rank(b.hook));
}

/**
 * The summary as an aligned table.
 *
 * @example
 * formatSummaryTable(rows, style)
 * // Interceptor                 Hook         Decisions
 * // builtin:security-audit      tool.before  blocked ×1
 */
export function formatSummaryTable(rows: readonly DecisionSummaryRow[], style: Style): string {
  const header = ["Interceptor", "Hook", "Decisions"];
  const body = rows.map((row) => [
    row.interceptorId,
    row.hook,
    Object.entries(row.decisions)
      .map(([action, times]) => `${colorAction(action, style)} ×${times}`)
      .join(", "),
  ]);
  const widths = header.map((title, column) => Math.max(stripAnsi(title).length, ...body.map((cells) => stripAnsi(cells[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell + " ".repeat((widths[column] ?? 0) - stripAnsi(cell).length)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "─".repeat(width)).join("  ");
  return [style.bold(line(header)), style.dim(rule), ...body.map(line)].join("\n");
}

function colorAction(action: string, style: Style): string {
  if (action === "blocked" || action === "stopped" || action === "deny") return style.red(action);
  if (action === "ask" || action === "error") return style.yellow(action);
  if (action === "allow" || action === "allow_always") return style.green(action);
  return style.magenta(action);
}
