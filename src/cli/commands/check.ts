import type { Command } from "commander";
import { buildRegistry } from "../../config/build-registry.js";
import type { GuardDecision } from "../../guards/types.js";
import { checkCommand, commandFromArgv, CHECK_EXIT_CODES, decisionExitCode, formatDecisionLine } from "../../agent-clis/check-command.js";
import { runCheckJsonl } from "../../agent-clis/check-jsonl.js";
import { describeError } from "../../errors/index.js";
import { CliUsageError } from "../cli-error.js";
import type { CliIO } from "../io.js";
import { createStyle, useColor, type Style } from "../render/style.js";
import { hookConfigReport } from "../../config/hook-config-report.js";
import { loadHookConfig } from "../../config/load-hook-config.js";
import { resolveWorkspaceDir } from "../workspace-options.js";

/** Exit code of `check` for usage and config errors (0, 2 and 3 are decisions). */
export const CHECK_USAGE_EXIT_CODE = 1;

interface CheckOptions {
  jsonl?: boolean;
  json?: boolean;
  config?: string | boolean;
  cwd?: string;
  verbose?: boolean;
}

/** `loopgate check -- <command…>` and `loopgate check --jsonl`. */
export function registerCheckCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("check")
    .summary("judge a command (or a stream of tool calls) with the built-in guards")
    .description(
      "Judge one shell command with the guards, as the exec tool would be judged in a run, and print the decision. " +
        "With --jsonl, read one tool call per line on stdin ({\"tool\": \"exec\", \"args\": {...}, \"cwd\"?: \"...\"}) " +
        "and write one decision per line ({\"decision\": \"allow\"|\"ask\"|\"deny\", \"rule\"?, \"reason\"?}), in order.",
    )
    .argument("[command...]", "the command; put it after -- so its options are not read as loopgate's")
    .option("--jsonl", "read tool calls as JSON lines on stdin, write one decision line each")
    .option("--json", "print the decision as one JSON line (the machine interface)")
    .option(
      "--config <file>",
      "config file, applied in full and alone (default: your user config, plus the nearest loopgate.config.* upward from --cwd, " +
        "of which only stricter settings apply unless your user config trusts the project)",
    )
    .option("--no-config", "ignore config files: the built-in guards at their defaults")
    .option("--cwd <dir>", "directory the command would run in (default: the current directory)")
    .option("-v, --verbose", "say on stderr which configs were applied and which project settings were ignored, and why")
    .passThroughOptions()
    .addHelpText(
      "after",
      `\nExit codes: ${CHECK_EXIT_CODES.allow} allow, ${CHECK_EXIT_CODES.deny} deny, ${CHECK_EXIT_CODES.ask} ask, ${CHECK_USAGE_EXIT_CODE} usage or config error.\n` +
        "With --jsonl: 0 once every line is answered, 1 if the output could not be written.\n\n" +
        "Examples:\n  loopgate check -- rm -rf /\n  loopgate check --json -- git push --force origin main\n" +
        "  echo '{\"tool\":\"read\",\"args\":{\"path\":\"~/.ssh/id_rsa\"}}' | loopgate check --jsonl",
    )
    .action(async (words: string[], options: CheckOptions) => {
      const cwd = resolveWorkspaceDir(options.cwd, io.cwd, CHECK_USAGE_EXIT_CODE);
      if (options.jsonl && words.length > 0) throw new CliUsageError({ message: "check: give a command or --jsonl, not both", exitCode: CHECK_USAGE_EXIT_CODE });
      if (!options.jsonl && words.length === 0) {
        throw new CliUsageError({ message: "check: no command given; use `loopgate check -- <command…>` or `loopgate check --jsonl`", exitCode: CHECK_USAGE_EXIT_CODE });
      }
      let registry;
      try {
        const hookConfig = loadHookConfig({ cwd, env: io.env, processCwd: io.cwd, ...(options.config !== true && options.config !== undefined ? { file: options.config } : {}) });
        if (options.verbose) for (const line of hookConfigReport(hookConfig)) io.stderr.write(`loopgate: ${line}\n`);
        registry = (await buildRegistry(hookConfig.loaded, { cwd, loopGuard: false, anyMcpTools: true })).registry;
      } catch (error) {
        throw new CliUsageError({ message: describeError(error), exitCode: CHECK_USAGE_EXIT_CODE });
      }
      if (options.jsonl) {
        try {
          await runCheckJsonl(io.stdin as AsyncIterable<string | Uint8Array>, io.stdout, { registry, cwd });
          setExitCode(0);
        } catch (error) {
          io.stderr.write(`loopgate: check --jsonl could not write its output: ${describeError(error)}\n`);
          setExitCode(1);
        }
        return;
      }
      const command = commandFromArgv(words);
      const decision = await checkCommand(command, { registry, cwd });
      io.stdout.write(options.json ? `${formatDecisionLine(decision)}\n` : formatHuman(decision, command, createStyle(useColor(io.stdout, io.env))));
      setExitCode(decisionExitCode(decision));
    });
}

function formatHuman(decision: GuardDecision, command: string, style: Style): string {
  const label =
    decision.decision === "allow" ? style.green("✔ allow") : decision.decision === "ask" ? style.yellow("? ask") : style.red("✘ deny");
  const rule = decision.rule ? ` ${style.dim(`[${decision.rule}]`)}` : "";
  const reason = decision.reason ? `\n  ${decision.reason}` : "";
  return `${label}${rule}  ${style.bold(command)}${reason}\n`;
}
