import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { MODEL_FORMS } from "../model-forms.js";

/** The options of `loopgate worker`, as parsed. */
export interface WorkerOptions {
  db?: string;
  model?: string;
  config?: string | boolean;
  cwd?: string;
  concurrency?: string;
  approvalTimeout?: string;
  executorId?: string;
}

/** `loopgate worker --db <postgres-url>`: runs the durable runs queued in the database. */
export function registerWorkerCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("worker")
    .summary("run queued durable runs (PostgreSQL, DBOS)")
    .description(
      "Take durable runs from the queue in PostgreSQL and run them, each model call and tool execution recorded as it finishes. " +
        "Start as many workers as you like, on any machines that reach the database: a run whose worker dies is resumed by another, " +
        "without running its finished steps again. The agent is the one `loopgate run` builds from the config.",
    )
    .option("--db <postgres-url>", "the durable runs' database (default: the config's durable.database, else LOOPGATE_DURABLE_DB)")
    .option("-m, --model <model>", `the model: ${MODEL_FORMS} (default: the config's, else LOOPGATE_MODEL)`)
    .option("--config <file>", "config file (default: the nearest loopgate.config.* upward from --cwd)")
    .option("--no-config", "ignore config files")
    .option("--cwd <dir>", "the workspace the runs work in (default: the current directory)")
    .option("--concurrency <n>", "most runs this worker executes at once (default: the config's durable.concurrency, else 4)")
    .option("--approval-timeout <seconds>", "deny a tool call nobody approved within this time (default: wait as long as it takes)")
    .option("--executor-id <id>", "this worker's id (default: host, pid and a random suffix); a worker restarted with the same id resumes its runs at once")
    .addHelpText("after", "\nStops on Ctrl-C or SIGTERM; its unfinished runs are resumed by the other workers.\n\nExample:\n  loopgate worker --db postgres://loopgate@db.internal/loopgate --concurrency 8")
    .action(async (options: WorkerOptions) => {
      const { runWorker } = await import("./durable-commands.js");
      setExitCode(await runWorker(options, io));
    });
}
