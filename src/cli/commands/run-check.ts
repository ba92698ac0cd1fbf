import { buildRegistry } from "../../config/build-registry.js";
import type { GuardDecision } from "../../guards/types.js";
import { checkCommand, commandFromArgv, decisionExitCode, formatDecisionLine } from "../../agent-clis/check-command.js";
import { runCheckJsonl } from "../../agent-clis/check-jsonl.js";
import { describeError } from "../../errors/index.js";
import { CliUsageError } from "../cli-error.js";
import type { CliIO } from "../io.js";
import { hookConfigReport } from "../../config/hook-config-report.js";
import { loadHookConfigLazily } from "../lazy-hook-config.js";
import { configFile } from "./run-hook.js";
import { createStyle, useColor, type Style } from "../render/style.js";
import { resolveWorkspaceDir } from "../workspace-dir.js";

/** Exit code of `check` for usage and config errors (0, 2 and 3 are decisions). */
export const CHECK_USAGE_EXIT_CODE = 1;

/** Options of `loopgate check`, as parsed from its command line. */
export interface CheckCommandOptions {
  jsonl?: boolean;
  json?: boolean;
  /** `--config <file>` (a string), `--no-config` (false), or neither (undefined: search). */
  config?: string | boolean;
  cwd?: string;
  /** `--verbose`: say on stderr which configs were applied, and which project settings were ignored. */
  verbose?: boolean;
}

/**
 * `loopgate check -- <command…>` and `loopgate check --jsonl`: judges the command (or each line of
 * stdin) with the guards of the config in effect and resolves with the exit code. Usage and config
 * errors are thrown as `CliUsageError`s. Free of the command-line framework, so it starts fast.
 */
export async function runCheckCommand(words: readonly string[], options: CheckCommandOptions, io: CliIO): Promise<number> {
  const cwd = resolveWorkspaceDir(options.cwd, io.cwd, CHECK_USAGE_EXIT_CODE);
  if (options.jsonl && words.length > 0) throw new CliUsageError({ message: "check: give a command or --jsonl, not both", exitCode: CHECK_USAGE_EXIT_CODE });
  if (!options.jsonl && words.length === 0) {
    throw new CliUsageError({ message: "check: no command given; use `loopgate check -- <command…>` or `loopgate check --jsonl`", exitCode: CHECK_USAGE_EXIT_CODE });
  }
  let registry;
  try {
    const hookConfig = await loadHookConfigLazily({ cwd, env: io.env, processCwd: io.cwd, ...configFile(options.config) });
    if (options.verbose) for (const line of hookConfigReport(hookConfig)) io.stderr.write(`loopgate: ${line}\n`);
    registry = (await buildRegistry(hookConfig.loaded, { cwd, loopGuard: false, anyMcpTools: true })).registry;
  } catch (error) {
    throw new CliUsageError({ message: describeError(error), exitCode: CHECK_USAGE_EXIT_CODE });
  }
  if (options.jsonl) {
    try {
      await runCheckJsonl(io.stdin as AsyncIterable<string | Uint8Array>, io.stdout, { registry, cwd });
      return 0;
    } catch (error) {
      io.stderr.write(`loopgate: check --jsonl could not write its output: ${describeError(error)}\n`);
      return 1;
    }
  }
  const command = commandFromArgv([...words]);
  const decision = await checkCommand(command, { registry, cwd });
  io.stdout.write(options.json ? `${formatDecisionLine(decision)}\n` : formatHuman(decision, command, createStyle(useColor(io.stdout, io.env))));
  return decisionExitCode(decision);
}

function formatHuman(decision: GuardDecision, command: string, style: Style): string {
  const label =
    decision.decision === "allow" ? style.green("✔ allow") : decision.decision === "ask" ? style.yellow("? ask") : style.red("✘ deny");
  const rule = decision.rule ? ` ${style.dim(`[${decision.rule}]`)}` : "";
  const reason = decision.reason ? `\n  ${decision.reason}` : "";
  return `${label}${rule}  ${style.bold(command)}${reason}\n`;
}
