import type { Command } from "commander";
import { CHECK_EXIT_CODES } from "../../agent-clis/check-command.js";
import type { CliIO } from "../io.js";
import { CHECK_USAGE_EXIT_CODE, runCheckCommand, type CheckCommandOptions } from "./run-check.js";

export { CHECK_USAGE_EXIT_CODE };

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
    .action(async (words: string[], options: CheckCommandOptions) => {
      setExitCode(await runCheckCommand(words, options, io));
    });
}
