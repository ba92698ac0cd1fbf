import { Option, type Command } from "commander";
import { APPROVAL_MODES } from "../approval-prompt.js";
import type { CliIO } from "../io.js";
import { MODEL_FORMS } from "../model-forms.js";
import type { RunTaskOptions } from "./run-task.js";

/** `loopgate run "<task>"`: a coding agent over the workspace. */
export function registerRunCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("run")
    .summary("run a coding agent on a task in the workspace")
    .description(
      "Run a coding agent (tool profile `coding`, the built-in guards, the loop guard) on a task in the workspace. " +
        "The model's text streams to stdout; tool calls and every guard decision go to stderr.",
    )
    .argument("<task...>", "what the agent should do")
    .option("-m, --model <model>", `the model: ${MODEL_FORMS} (default: the config's, else LOOPGATE_MODEL)`)
    .option("--config <file>", "config file (default: the nearest loopgate.config.* upward from --cwd)")
    .option("--no-config", "ignore config files")
    .option("--cwd <dir>", "the workspace (default: the current directory)")
    .option("-t, --thread <id>", "continue (or start) this thread: transcript and interceptor state are kept in .loopgate/threads")
    .option("--audit <file>", "append one JSON line per interceptor decision to this file")
    .addOption(
      new Option("--approvals <mode>", "how guards' `ask` decisions are answered (env LOOPGATE_APPROVALS)").choices([...APPROVAL_MODES]),
    )
    .option("--max-iterations <n>", "most model calls in this run (default: the config's limits.maxIterations, else 25)")
    .option("--json", "print every run event as one JSON line on stdout (for programs)")
    .option("--durable <postgres-url>", "queue the run for `loopgate worker`s on this database and follow it (default: the config's durable.database)")
    .option("-v, --verbose", "also show interceptors rewriting arguments and results")
    .addHelpText(
      "after",
      "\nApprovals: `prompt` asks on the terminal (a = allow once, A = allow always for this run, d = deny, the default),\n" +
        "and denies when stdin is not a terminal or CI is set; `stdin` reads one answer line per question from stdin;\n" +
        "`deny` denies every request.\n\n" +
        "Exit codes: 0 completed, 1 error, 2 usage or config error, 3 no API key (or it was refused),\n" +
        "4 stopped by an interceptor, 5 iteration limit reached, 130 interrupted (Ctrl-C), 143 SIGTERM, 129 SIGHUP.\n\n" +
        'Examples:\n  loopgate run "fix the failing test" --model anthropic:claude-sonnet-4-6\n' +
        '  loopgate run "add a --verbose flag" --thread cli-flags --audit .loopgate/audit.jsonl',
    )
    .action(async (words: string[], options: RunTaskOptions) => {
      // Loaded on use, so `--help`, `check` and `hook` start without the tools and providers.
      const { runTask } = await import("./run-task.js");
      setExitCode(await runTask(words.join(" ").trim(), options, io));
    });
}
