import type { Command } from "commander";
import type { CliIO } from "../io.js";

/** The options of `loopgate replay`, as parsed. */
export interface ReplayCommandOptions {
  config?: string | boolean;
  cwd?: string;
  json?: boolean;
}

/** `loopgate replay <file>`: re-runs a recorded session against today's interceptors and guards. */
export function registerReplayCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("replay")
    .summary("re-run a recorded session against today's guards and show where decisions differ")
    .description(
      "Re-run a session recorded with `loopgate run --record` through today's config (its interceptors, guards and tools), " +
        "with the model's recorded answers and the tools' recorded results: nothing is executed and nothing goes over the network. " +
        "Prints every call whose outcome or decision path changed (allowed then and blocked now, or the reverse), and exits 1 when anything differs.",
    )
    .argument("<file>", "the recording")
    .option("--config <file>", "config file (default: the nearest loopgate.config.* upward from the workspace)")
    .option("--no-config", "ignore config files")
    .option("--cwd <dir>", "the workspace guards judge paths against (default: the recorded one, if it exists, else the current directory)")
    .option("--json", "print { same, status, differences } as JSON")
    .addHelpText("after", "\nExit codes: 0 the replay matches the recording, 1 it differs, 2 usage error or a file that is not a recording.\n\nExample:\n  loopgate run \"fix the test\" --record session.jsonl\n  loopgate replay session.jsonl --config loopgate.config.json")
    .action(async (file: string, options: ReplayCommandOptions) => {
      // Loaded on use, so `--help`, `check` and `hook` start without the tools.
      const { replayRecording } = await import("./replay-recording.js");
      setExitCode(await replayRecording(file, options, io));
    });
}
