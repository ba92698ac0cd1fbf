import { runCommand } from "../../tools/builtin/exec/run-command.js";
import { defaultCommandEnv, defaultShell } from "../../tools/builtin/shared/shell.js";
import { userMessage } from "../../messages/content.js";
import { RunCounter } from "./run-counter.js";
import { LoopDecision, LoopInterceptor, type InterceptorContext, type InterceptorResult } from "../loop-interceptor.js";

/** Options of `ErrorDetectionInterceptor`. */
export interface ErrorDetectionInterceptorOptions {
  /** The check to run, through the shell (e.g. `npx tsc --noEmit`, `npm run lint`). Without one the interceptor does nothing. */
  command?: string;
  /** Where to run it (default: the run's working directory). */
  cwd?: string;
  /** Longest the check may take (default 120 s); a timeout counts as a failure. */
  timeoutMs?: number;
  /** How much of the output goes back to the model (default 4,000 characters; head and tail kept). */
  maxOutputChars?: number;
  /** How many times one run may be sent back to fix errors (default 3). */
  maxAttempts?: number;
}

/**
 * When the model is about to finish (a response without tool calls), runs a check command such as a
 * type checker or linter; if it fails, continues the loop with the check's (truncated) output so the
 * model can fix what it broke. Bounded per run.
 *
 * @example
 * manager.register(new ErrorDetectionInterceptor({ command: "npx tsc --noEmit" }));
 */
export class ErrorDetectionInterceptor extends LoopInterceptor {
  readonly name = "error-detection";
  override readonly description = "Runs a check command when the agent finishes and sends failures back";
  readonly options: Readonly<ErrorDetectionInterceptorOptions>;
  readonly #attempts = new RunCounter();

  constructor(options: ErrorDetectionInterceptorOptions = {}) {
    super();
    this.options = { ...options };
  }

  async intercept(context: InterceptorContext): Promise<InterceptorResult> {
    const command = this.options.command?.trim();
    if (!command || context.toolCalls.length > 0) return { decision: LoopDecision.COMPLETE };
    const maxAttempts = this.options.maxAttempts ?? 3;
    const used = this.#attempts.get(context.runId);
    if (used >= maxAttempts) {
      this.#attempts.reset(context.runId);
      return { decision: LoopDecision.COMPLETE, reasoning: `Check still failing after ${used} attempt(s); giving up` };
    }
    const outcome = await runCommand({
      command,
      cwd: this.options.cwd ?? context.cwd,
      shell: defaultShell(),
      timeoutMs: this.options.timeoutMs ?? 120_000,
      maxOutputChars: this.options.maxOutputChars ?? 4_000,
      killGraceMs: 1_000,
      env: defaultCommandEnv(),
      signal: context.signal,
    });
    if (outcome.exitCode === 0) {
      this.#attempts.reset(context.runId);
      return { decision: LoopDecision.COMPLETE, reasoning: `\`${command}\` passed` };
    }
    this.#attempts.increment(context.runId);
    const status = outcome.spawnError
      ? `could not start (${outcome.spawnError})`
      : outcome.timedOut
        ? "timed out"
        : outcome.signal
          ? `was killed by ${outcome.signal}`
          : `exited with code ${outcome.exitCode}`;
    const output = outcome.output.trim();
    context.messages.push(
      userMessage(`The check \`${command}\` ${status}. Fix these problems before finishing:\n\n${output || "(no output)"}`),
    );
    return { decision: LoopDecision.CONTINUE, reasoning: `\`${command}\` ${status} (attempt ${used + 1} of ${maxAttempts})` };
  }
}
