import { Command, CommanderError } from "commander";
import { registerAuditCommand } from "./commands/audit.js";
import { registerCheckCommand } from "./commands/check.js";
import { CHECK_USAGE_EXIT_CODE } from "./commands/run-check.js";
import { registerConfigCommand } from "./commands/config.js";
import { registerDemoCommand } from "./commands/demo.js";
import { registerHookCommand } from "./commands/hook.js";
import { registerInitCommand } from "./commands/init.js";
import { registerMcpProxyCommand } from "./commands/mcp-proxy.js";
import { registerReplayCommand } from "./commands/replay.js";
import { registerRedactCommand } from "./commands/redact.js";
import { registerRunCommand } from "./commands/run.js";
import { registerApproveCommand } from "./commands/approve.js";
import { registerWorkerCommand } from "./commands/worker.js";
import { EXIT_CODES } from "./exit-codes.js";
import type { CliIO } from "./io.js";
import { createStyle, useColor } from "./render/style.js";
import { HOOK_BLOCK_EXIT_CODE } from "../agent-clis/agent-hooks.js";
import { reportCliError } from "./report-error.js";
import { cliVersion } from "./version.js";

export { cliVersion };

/**
 * Builds the `loopgate` command line. Actions report their exit code through `setExitCode`;
 * errors are thrown and turned into messages and exit codes by `runCli`.
 */
export function createProgram(io: CliIO, setExitCode: (code: number) => void): Command {
  const style = createStyle(useColor(io.stderr, io.env));
  const program = new Command("loopgate")
    .description("An agent runtime in which every step of the loop passes through interceptors.")
    .version(cliVersion(), "-V, --version", "print the version")
    .helpOption("-h, --help", "show help")
    .helpCommand("help [command]", "show help for a command")
    .enablePositionalOptions()
    .showHelpAfterError(style.dim("(add --help for usage)"))
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(style.red(text)),
    })
    .exitOverride()
    .addHelpText(
      "after",
      "\nStart with `loopgate demo`: an offline coding session that shows every guard at work.\nDocs: docs/cli.md (commands, exit codes), docs/config.md (the config file).",
    );
  registerDemoCommand(program, io, setExitCode);
  registerRunCommand(program, io, setExitCode);
  registerCheckCommand(program, io, setExitCode);
  registerHookCommand(program, io, setExitCode);
  registerInitCommand(program, io, setExitCode);
  registerConfigCommand(program, io, setExitCode);
  registerMcpProxyCommand(program, io, setExitCode);
  registerAuditCommand(program, io, setExitCode);
  registerReplayCommand(program, io, setExitCode);
  registerRedactCommand(program, io, setExitCode);
  registerWorkerCommand(program, io, setExitCode);
  registerApproveCommand(program, io, setExitCode);
  return program;
}

/**
 * Runs the command line `argv` (without `node` and the script) and resolves with the exit code.
 * Never rejects: every failure becomes a message on stderr (no stack trace unless
 * `LOOPGATE_DEBUG` is set) and an exit code.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), processIO());
 */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  let exitCode: number = EXIT_CODES.ok;
  const subcommand = argv.find((word) => !word.startsWith("-"));
  const usageExitCode = subcommand === "check" ? CHECK_USAGE_EXIT_CODE : subcommand === "hook" ? HOOK_BLOCK_EXIT_CODE : EXIT_CODES.usage;
  try {
    const program = createProgram(io, (code) => {
      exitCode = code;
    });
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version") return EXIT_CODES.ok;
      return usageExitCode;
    }
    return reportCliError(error, io, { usage: usageExitCode, internal: subcommand === "hook" ? HOOK_BLOCK_EXIT_CODE : EXIT_CODES.error });
  }
}
