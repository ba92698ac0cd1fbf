import { HOOK_BLOCK_EXIT_CODE } from "../agent-clis/agent-hooks.js";
import type { AgentName } from "../agent-clis/agent-tool-calls.js";
import { EXIT_CODES } from "./exit-codes.js";
import type { CliIO } from "./io.js";
import { parseLeanArgs } from "./lean-args.js";
import { reportCliError } from "./report-error.js";
import { CHECK_USAGE_EXIT_CODE, runCheckCommand } from "./commands/run-check.js";
import { HOOK_AGENTS, runHookCommand } from "./commands/run-hook.js";

/**
 * The commands an agent CLI runs on every tool call (`hook`, `check`), without the
 * command-line framework or anything else they do not use. Resolves with the exit code, or
 * `undefined` when the command line is not one it handles for certain (help, an unknown option, a
 * usage error): then the full CLI runs it, with the same result as always.
 *
 * @example
 * const code = (await runLeanCli(argv, io)) ?? (await runCli(argv, io));
 */
export async function runLeanCli(argv: readonly string[], io: CliIO): Promise<number | undefined> {
  const [command, ...rest] = argv;
  if (command === "hook") {
    const parsed = parseLeanArgs(rest, {
      values: ["config", "stop-check", "stop-check-attempts"],
      flags: ["verbose"],
      negatable: ["config"],
      shortFlags: { v: "verbose" },
    });
    const agent = parsed?.positionals[0];
    if (!parsed || parsed.positionals.length !== 1 || !HOOK_AGENTS.includes(agent as AgentName)) return undefined;
    const { config, verbose, stopCheck, stopCheckAttempts } = parsed.options;
    const attempts = stopCheckAttempts === undefined ? undefined : Number(stopCheckAttempts);
    // A count that is not a positive whole number is the full CLI's to explain.
    if (attempts !== undefined && (!Number.isInteger(attempts) || attempts < 1)) return undefined;
    const options = {
      verbose: verbose === true,
      ...(config !== undefined ? { config } : {}),
      ...(typeof stopCheck === "string" ? { stopCheck } : {}),
      ...(attempts !== undefined ? { stopCheckAttempts: attempts } : {}),
    };
    return run(() => runHookCommand(agent as AgentName, options, io), io, { usage: HOOK_BLOCK_EXIT_CODE, internal: HOOK_BLOCK_EXIT_CODE });
  }
  if (command === "check") {
    const parsed = parseLeanArgs(rest, { values: ["config", "cwd"], flags: ["jsonl", "json", "verbose"], negatable: ["config"], shortFlags: { v: "verbose" }, passThrough: true });
    if (!parsed) return undefined;
    const { cwd, config, jsonl, json, verbose } = parsed.options;
    const options = { jsonl: jsonl === true, json: json === true, verbose: verbose === true, ...(config !== undefined ? { config } : {}), ...(typeof cwd === "string" ? { cwd } : {}) };
    return run(() => runCheckCommand(parsed.positionals, options, io), io, {
      usage: CHECK_USAGE_EXIT_CODE,
      internal: EXIT_CODES.error,
    });
  }
  return undefined;
}

async function run(command: () => Promise<number>, io: CliIO, codes: { usage: number; internal: number }): Promise<number> {
  try {
    return await command();
  } catch (error) {
    return reportCliError(error, io, codes);
  }
}
