import type { AuditSummary } from "../../audit/summarize-audit.js";
import type { Style } from "./style.js";

/**
 * An audit summary as text tables: the runs, then the tool calls (with their decision paths and
 * arguments), then the decisions when a filter asked for a decision.
 *
 * @example
 * io.stdout.write(renderAuditSummary(summarizeAudit(records, { tool: "exec" }), style, { decisions: false }));
 */
export function renderAuditSummary(summary: AuditSummary, style: Style, options: { decisions: boolean }): string {
  const sections: string[] = [];
  sections.push(
    table(
      style,
      "Runs",
      ["RUN", "STARTED", "STATUS", "MODEL", "TOOLS", "BLOCKED", "TOKENS IN/OUT", "REASON"],
      summary.runs.map((run) => [
        short(run.runId),
        run.started,
        run.status,
        String(run.modelCalls),
        String(run.toolCalls),
        String(run.blocked),
        `${run.usage.inputTokens}/${run.usage.outputTokens}`,
        clip(run.reason ?? "", 60),
      ]),
    ),
  );
  sections.push(
    table(
      style,
      "Tool calls",
      ["TIME", "RUN", "TOOL", "STATUS", "EXIT", "MS", "DECISIONS", "ARGS"],
      summary.toolCalls.map((call) => [
        call.time,
        short(call.runId),
        call.tool,
        call.status,
        call.exitCode === undefined ? "" : String(call.exitCode),
        String(Math.round(call.durationMs)),
        call.decisions.map((step) => `${step.interceptorId}:${step.decision}`).join(" → ") || "allowed",
        clip(JSON.stringify(call.args), 80),
      ]),
    ),
  );
  if (options.decisions) {
    sections.push(
      table(
        style,
        "Decisions",
        ["TIME", "RUN", "HOOK", "INTERCEPTOR", "DECISION", "TOOL", "RULE", "REASON"],
        summary.decisions.map((line) => [line.time, short(line.runId), line.hook, line.interceptorId, line.decision, line.tool ?? "", line.rule ?? "", clip(line.reason ?? "", 60)]),
      ),
    );
  }
  return `${sections.join("\n")}`;
}

function table(style: Style, title: string, headers: string[], rows: string[][]): string {
  if (rows.length === 0) return `${style.bold(title)}  ${style.dim("none")}\n`;
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join("  ").trimEnd();
  return [`${style.bold(title)} (${rows.length})`, style.dim(line(headers)), ...rows.map(line)].join("\n") + "\n";
}

function short(id: string): string {
  return id.slice(0, 8);
}

function clip(text: string, max: number): string {
  const single = text.replace(/\s+/g, " ");
  return single.length <= max ? single : `${single.slice(0, max - 1)}…`;
}
