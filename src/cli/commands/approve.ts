import { Argument, type Command } from "commander";
import type { CliIO } from "../io.js";

/** The options of `loopgate approve`, as parsed. */
export interface ApproveOptions {
  db?: string;
  config?: string | boolean;
  cwd?: string;
}

/** `loopgate approve <run-id> <call-id> allow|deny`: answers the approval a durable run waits on. */
export function registerApproveCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("approve")
    .summary("answer the approval a durable run waits on")
    .description(
      "Allow or deny the tool call a durable run is waiting on (see `loopgate run --durable`). The run resumes on whichever worker holds it; " +
        "no process has to have stayed alive while it waited.",
    )
    .argument("<run-id>", "the run (as `loopgate run --durable` printed it)")
    .argument("<call-id>", "the tool call the run waits on")
    .addArgument(new Argument("<decision>", "the answer").choices(["allow", "deny"]))
    .option("--db <postgres-url>", "the durable runs' database (default: the config's durable.database, else LOOPGATE_DURABLE_DB)")
    .option("--config <file>", "config file (default: the nearest loopgate.config.* upward from --cwd)")
    .option("--no-config", "ignore config files")
    .option("--cwd <dir>", "where to look for the config (default: the current directory)")
    .addHelpText("after", "\nExit codes: 0 answered, 1 the run is not waiting on this call (or cannot be reached), 2 usage.\n\nExample:\n  loopgate approve 3f2c9a1e-… call_01 allow --db postgres://loopgate@db/loopgate")
    .action(async (runId: string, callId: string, decision: "allow" | "deny", options: ApproveOptions) => {
      const { approveRun } = await import("./durable-commands.js");
      setExitCode(await approveRun(runId, callId, decision, options, io));
    });
}
