import type { CommandOutcome } from "./run-command.js";

/**
 * How a check command failed, as a phrase after its name: `could not start (…)`, `timed out`,
 * `was killed by SIGKILL` or `exited with code 1`. For `ErrorDetectionInterceptor` and the agent
 * CLIs' stop check, which tell the model the same way.
 */
export function describeCommandFailure(outcome: CommandOutcome): string {
  if (outcome.spawnError) return `could not start (${outcome.spawnError})`;
  if (outcome.timedOut) return "timed out";
  if (outcome.signal) return `was killed by ${outcome.signal}`;
  return `exited with code ${outcome.exitCode}`;
}
