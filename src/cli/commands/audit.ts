import path from "node:path";
import type { Command } from "commander";
import { readAuditLog } from "../../audit/read-audit-log.js";
import { summarizeAudit, type AuditFilter } from "../../audit/summarize-audit.js";
import { describeError } from "../../errors/index.js";
import { CliUsageError } from "../cli-error.js";
import { EXIT_CODES } from "../exit-codes.js";
import type { CliIO } from "../io.js";
import { renderAuditSummary } from "../render/audit-table.js";
import { createStyle, useColor } from "../render/style.js";

/** The options of `loopgate audit`, as parsed. */
interface AuditCommandOptions {
  run?: string;
  tool?: string;
  decision?: string;
  json?: boolean;
}

/** `loopgate audit <file>`: summarises or filters an audit log. */
export function registerAuditCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("audit")
    .summary("summarise or filter an audit log")
    .description(
      "Read an audit log written by `loopgate run --audit` (docs/audit.md) and show its runs and tool calls, " +
        "each call with its final arguments, its decision path and how it ended. Filters combine.",
    )
    .argument("<file>", "the audit log (JSON Lines)")
    .option("--run <id>", "only this run (its id or the start of it)")
    .option("--tool <name>", "only calls of this tool, and decisions about them")
    .option("--decision <decision>", "only calls with this decision or status (blocked, ask, approved, denied, args_mutated, error, ok, …)")
    .option("--json", "print { runs, toolCalls, decisions } as JSON")
    .addHelpText("after", "\nExamples:\n  loopgate audit .loopgate/audit.jsonl\n  loopgate audit audit.jsonl --decision blocked --json\n  loopgate audit audit.jsonl --run 3f2a --tool exec")
    .action((file: string, options: AuditCommandOptions) => {
      const absolute = path.resolve(io.cwd, file);
      let contents: ReturnType<typeof readAuditLog>;
      try {
        contents = readAuditLog(absolute);
      } catch (error) {
        throw new CliUsageError({ message: `audit: ${describeError(error)}`, exitCode: EXIT_CODES.usage });
      }
      const style = createStyle(useColor(io.stderr, io.env));
      for (const problem of contents.problems.slice(0, 5)) io.stderr.write(`${style.yellow(`⚠ ${absolute}:${problem.line}: skipped: ${problem.message}`)}\n`);
      if (contents.problems.length > 5) io.stderr.write(`${style.yellow(`⚠ … and ${contents.problems.length - 5} more lines skipped`)}\n`);
      if (contents.records.length === 0 && contents.problems.length > 0) {
        throw new CliUsageError({ message: `audit: ${absolute} holds no audit lines`, exitCode: EXIT_CODES.usage });
      }
      const filter: AuditFilter = {
        ...(options.run !== undefined ? { run: options.run } : {}),
        ...(options.tool !== undefined ? { tool: options.tool } : {}),
        ...(options.decision !== undefined ? { decision: options.decision } : {}),
      };
      const summary = summarizeAudit(contents.records, filter);
      if (options.json) io.stdout.write(`${JSON.stringify(summary)}\n`);
      else io.stdout.write(renderAuditSummary(summary, createStyle(useColor(io.stdout, io.env)), { decisions: options.decision !== undefined }));
      setExitCode(EXIT_CODES.ok);
    });
}
