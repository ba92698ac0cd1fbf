import { describeCommandFailure } from "../../tools/builtin/exec/describe-failure.js";
import { runCommand } from "../../tools/builtin/exec/run-command.js";
import { defaultCommandEnv, defaultShell } from "../../tools/builtin/shared/shell.js";

/** Options of the stop check: the `ErrorDetectionInterceptor`'s, for an agent CLI's stop hook. */
export interface StopCheckOptions {
  /** The check, run through the shell (e.g. `npm test`, `npx tsc --noEmit`). */
  command: string;
  /** Failed checks in a row that block the stop before loopgate lets the agent stop anyway (default 3). */
  maxAttempts?: number;
  /** Longest the check may take (default 120 s); a timeout counts as a failure. */
  timeoutMs?: number;
  /** How much of the output goes back to the model (default 4,000 characters; head and tail kept). */
  maxOutputChars?: number;
}

/** The outcome of one run of the check. */
export interface StopCheckOutcome {
  passed: boolean;
  /** How it failed: `exited with code 1`, `timed out`, … (empty when it passed). */
  status: string;
  /** The check's output, truncated to `maxOutputChars` (head and tail kept). */
  output: string;
}

/**
 * Runs the stop check once in `cwd`, like `ErrorDetectionInterceptor` does when a run is about to
 * finish: through the user's shell, without model provider credentials in its environment, bounded
 * in time and output.
 *
 * @example
 * const outcome = await runStopCheck({ command: "npm test" }, "/work/app");
 * if (!outcome.passed) console.log(outcome.status, outcome.output);
 */
export async function runStopCheck(options: StopCheckOptions, cwd: string): Promise<StopCheckOutcome> {
  const outcome = await runCommand({
    command: options.command,
    cwd,
    shell: defaultShell(),
    timeoutMs: options.timeoutMs ?? 120_000,
    maxOutputChars: options.maxOutputChars ?? 4_000,
    killGraceMs: 1_000,
    env: defaultCommandEnv(),
  });
  if (outcome.exitCode === 0 && !outcome.timedOut && !outcome.spawnError) return { passed: true, status: "", output: outcome.output.trim() };
  const status = describeCommandFailure(outcome);
  return { passed: false, status, output: outcome.output.trim() };
}
