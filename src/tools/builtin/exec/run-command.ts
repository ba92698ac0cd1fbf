import { spawn } from "node:child_process";
import { StringDecoder } from "node:string_decoder";
import { errorText } from "../shared/tool-result.js";
import { HeadTailBuffer } from "../shared/head-tail-buffer.js";
import { killOnExit } from "../shared/exit-cleanup.js";
import { isProcessGroupAlive, signalProcessGroup, terminateProcessGroup } from "../shared/process-group.js";

/** How to run one shell command. */
export interface RunCommandOptions {
  command: string;
  cwd: string;
  shell: string;
  timeoutMs: number;
  maxOutputChars: number;
  /** Time between SIGTERM and SIGKILL when stopping the command. */
  killGraceMs: number;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /**
   * A program that starts the shell for us, with its arguments: the sandbox launcher (`bwrap … --`).
   * It is spawned in the shell's place and given `env`.
   */
  launcher?: readonly string[];
}

/** What happened when a command ran. */
export interface CommandOutcome {
  /** stdout and stderr interleaved as they arrived, head and tail kept when long. */
  output: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  aborted: boolean;
  /** Background processes were still running after the shell exited, and were killed. */
  killedLeftovers: boolean;
  truncated: boolean;
  outputChars: number;
  durationMs: number;
  /** Set when the shell could not be started at all. */
  spawnError?: string;
}

// After the shell exits, give its pipes this long to drain before stopping what still holds them.
const DRAIN_MS = 250;
// How long the group may take to empty after the shell exits: a sandbox's helper processes and
// children not yet reaped stay in the group a moment longer on a loaded machine. Only what is still
// there after this is a leftover.
const LEFTOVER_GRACE_MS = 1_000;
const LEFTOVER_POLL_MS = 25;
// After leftovers are killed: how long their pipes may take to close.
const LEFTOVER_CLOSE_MS = 2_000;

/**
 * Runs a command with `shell -c` in its own process group, so a timeout or abort can kill the
 * command together with everything it started. Never rejects.
 *
 * @example
 * const outcome = await runCommand({ command: "npm test", cwd, shell: "/bin/bash", timeoutMs: 60_000, maxOutputChars: 30_000, killGraceMs: 2000, env: process.env });
 */
export function runCommand(options: RunCommandOptions): Promise<CommandOutcome> {
  const started = Date.now();
  const buffer = new HeadTailBuffer(options.maxOutputChars);
  const outcome = (fields: Partial<CommandOutcome>): CommandOutcome => ({
    output: buffer.toString(),
    exitCode: null,
    signal: null,
    timedOut: false,
    aborted: false,
    killedLeftovers: false,
    truncated: buffer.truncated,
    outputChars: buffer.totalChars,
    durationMs: Date.now() - started,
    ...fields,
  });
  if (options.signal?.aborted) return Promise.resolve(outcome({ aborted: true }));

  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      const [file, ...args] = [...(options.launcher ?? []), options.shell, "-c", options.command];
      child = spawn(file ?? options.shell, args, {
        cwd: options.cwd,
        env: options.env,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      resolve(outcome({ spawnError: errorText(error) }));
      return;
    }
    const pid = child.pid;
    const forget = pid === undefined ? () => undefined : killOnExit(pid);
    let timedOut = false;
    let aborted = false;
    let stopping: Promise<void> | undefined;
    let settled = false;

    const stop = () => {
      stopping ??= terminateProcessGroup(child, options.killGraceMs);
      return stopping;
    };
    const timer = setTimeout(() => {
      timedOut = true;
      void stop();
    }, options.timeoutMs);
    const onAbort = () => {
      aborted = true;
      void stop();
    };
    options.signal?.addEventListener("abort", onAbort, { once: true });

    for (const stream of [child.stdout, child.stderr]) {
      const decoder = new StringDecoder("utf8");
      stream?.on("data", (chunk: Buffer) => buffer.append(decoder.write(chunk)));
      stream?.on("end", () => buffer.append(decoder.end()));
    }

    const finish = (fields: Partial<CommandOutcome>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      forget();
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve(outcome({ timedOut, aborted, ...fields }));
    };

    child.once("error", (error) => finish({ spawnError: errorText(error) }));
    child.once("exit", (exitCode, signal) => {
      let closed = false;
      child.once("close", () => {
        closed = true;
      });
      const drained = new Promise<void>((resolveDrain) => {
        if (child.stdout?.readableEnded !== false && child.stderr?.readableEnded !== false) resolveDrain();
        child.once("close", () => resolveDrain());
        setTimeout(resolveDrain, DRAIN_MS).unref();
      });
      void drained.then(async () => {
        let killedLeftovers = false;
        if (!closed && pid !== undefined && (await outlivesGrace(pid, () => closed))) {
          killedLeftovers = !timedOut && !aborted;
          signalProcessGroup(pid, "SIGKILL");
          // Let the pipes deliver what the command and the leftovers wrote: they close once the
          // group is gone (bounded, for a process that escaped the group with the pipes).
          await new Promise<void>((resolveWait) => {
            if (closed) resolveWait();
            child.once("close", () => resolveWait());
            setTimeout(resolveWait, LEFTOVER_CLOSE_MS).unref();
          });
        }
        if (stopping) await stopping;
        finish({ exitCode, signal, killedLeftovers });
      });
    });
  });
}

/** Whether the process group is still there (and its pipes still open) once the grace period is over. */
async function outlivesGrace(pid: number, closed: () => boolean): Promise<boolean> {
  const deadline = Date.now() + LEFTOVER_GRACE_MS;
  while (!closed() && isProcessGroupAlive(pid)) {
    if (Date.now() >= deadline) return true;
    await new Promise((wait) => setTimeout(wait, LEFTOVER_POLL_MS));
  }
  return false;
}
