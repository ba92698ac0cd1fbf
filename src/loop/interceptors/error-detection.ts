import { describeCommandFailure } from "../../tools/builtin/exec/describe-failure.js";
import { runCommand } from "../../tools/builtin/exec/run-command.js";
import { resolveCommandSandbox, type CommandSandboxOption } from "../../tools/builtin/shared/command-sandbox-option.js";
import { defaultShell } from "../../tools/builtin/shared/shell.js";
import type { CommandSandbox } from "../../tools/sandbox/command-sandbox.js";
import { createWorkspace } from "../../tools/workspace.js";
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
  /**
   * The OS sandbox the check runs in, like `exec`'s: a mode, settings, or the sandbox the tools
   * share. Default `auto`: sandboxed where the system supports it, so a check the agent could
   * have edited (a test script, a config) gets no more of the machine than `exec` would.
   */
  sandbox?: CommandSandboxOption;
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
  // One sandbox per folder the check runs in (the configured `cwd`, or each run's).
  readonly #sandboxes = new Map<string, CommandSandbox>();

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
    const cwd = this.options.cwd ?? context.cwd;
    const prepared = await this.#sandboxFor(cwd).prepare(cwd);
    if (!prepared.ok) {
      // A required sandbox is unavailable: the check never runs outside it, and the run finishes saying so.
      this.#attempts.reset(context.runId);
      return { decision: LoopDecision.COMPLETE, reasoning: `\`${command}\` was not run: ${prepared.message}` };
    }
    const outcome = await runCommand({
      command,
      cwd,
      shell: defaultShell(),
      timeoutMs: this.options.timeoutMs ?? 120_000,
      maxOutputChars: this.options.maxOutputChars ?? 4_000,
      killGraceMs: 1_000,
      env: prepared.launch.env,
      launcher: prepared.launch.launcher,
      signal: context.signal,
    });
    if (outcome.exitCode === 0) {
      this.#attempts.reset(context.runId);
      return { decision: LoopDecision.COMPLETE, reasoning: `\`${command}\` passed` };
    }
    this.#attempts.increment(context.runId);
    const status = describeCommandFailure(outcome);
    const output = outcome.output.trim();
    context.messages.push(
      userMessage(`The check \`${command}\` ${status}. Fix these problems before finishing:\n\n${output || "(no output)"}`),
    );
    return { decision: LoopDecision.CONTINUE, reasoning: `\`${command}\` ${status} (attempt ${used + 1} of ${maxAttempts})` };
  }

  #sandboxFor(cwd: string): CommandSandbox {
    let sandbox = this.#sandboxes.get(cwd);
    if (!sandbox) {
      sandbox = resolveCommandSandbox(createWorkspace(cwd), this.options.sandbox);
      this.#sandboxes.set(cwd, sandbox);
    }
    return sandbox;
  }
}
