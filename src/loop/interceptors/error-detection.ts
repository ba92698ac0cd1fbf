import { spawn } from "node:child_process";
import { userMessage } from "../../messages/content.js";
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

/** What one check run produced. */
export interface CheckOutcome {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  timedOut: boolean;
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
  readonly #attempts = new Map<string, number>();

  constructor(options: ErrorDetectionInterceptorOptions = {}) {
    super();
    this.options = { ...options };
  }

  async intercept(context: InterceptorContext): Promise<InterceptorResult> {
    const command = this.options.command?.trim();
    if (!command || context.toolCalls.length > 0) return { decision: LoopDecision.COMPLETE };
    const maxAttempts = this.options.maxAttempts ?? 3;
    const used = this.#attempts.get(context.runId) ?? 0;
    if (used >= maxAttempts) {
      this.#attempts.delete(context.runId);
      return { decision: LoopDecision.COMPLETE, reasoning: `Check still failing after ${used} attempt(s); giving up` };
    }
    const outcome = await runCheck(command, this.options.cwd ?? context.cwd, this.options.timeoutMs ?? 120_000, context.signal);
    if (outcome.exitCode === 0) {
      this.#attempts.delete(context.runId);
      return { decision: LoopDecision.COMPLETE, reasoning: `\`${command}\` passed` };
    }
    if (used === 0 && this.#attempts.size >= 256) this.#attempts.delete(this.#attempts.keys().next().value as string);
    this.#attempts.set(context.runId, used + 1);
    const status = outcome.timedOut
      ? "timed out"
      : outcome.signal
        ? `was killed by ${outcome.signal}`
        : `exited with code ${outcome.exitCode}`;
    const output = headAndTail(outcome.output.trim(), this.options.maxOutputChars ?? 4_000);
    context.messages.push(
      userMessage(`The check \`${command}\` ${status}. Fix these problems before finishing:\n\n${output || "(no output)"}`),
    );
    return { decision: LoopDecision.CONTINUE, reasoning: `\`${command}\` ${status} (attempt ${used + 1} of ${maxAttempts})` };
  }
}

/** Runs a shell command in its own process group; kills the whole group on timeout or abort. */
export function runCheck(command: string, cwd: string, timeoutMs: number, signal?: AbortSignal): Promise<CheckOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd, shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    // Keep memory bounded on output floods: the first and the last 64 KiB are all a model needs.
    const keep = 64 * 1024;
    let head = "";
    let tail = "";
    let total = 0;
    let timedOut = false;
    const collect = (chunk: Buffer) => {
      let text = chunk.toString("utf8");
      total += text.length;
      if (head.length < keep) {
        const room = keep - head.length;
        head += text.slice(0, room);
        text = text.slice(room);
      }
      if (text) tail = (tail + text).slice(-keep);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const kill = () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    signal?.addEventListener("abort", kill, { once: true });
    const done = (exitCode: number | null, exitSignal: NodeJS.Signals | null, extra = "") => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", kill);
      const cut = total - head.length - tail.length;
      const output = cut > 0 ? `${head}\n[… ${cut} characters cut …]\n${tail}` : head + tail;
      resolve({ exitCode, signal: exitSignal, output: output + extra, timedOut });
    };
    child.on("error", (error) => done(null, null, `\n${error.message}`));
    child.on("close", (code, exitSignal) => done(code, exitSignal));
  });
}

function headAndTail(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor(max / 2);
  return `${text.slice(0, half)}\n[… ${text.length - 2 * half} characters cut …]\n${text.slice(-half)}`;
}
