import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { StringDecoder } from "node:string_decoder";
import { killOnExit } from "../shared/exit-cleanup.js";
import { isProcessGroupAlive, signalProcessGroup, terminateProcessGroup } from "../shared/process-group.js";
import { errorText } from "../shared/tool-result.js";
import { RollingLog } from "./rolling-log.js";

/** A background process started by the agent. */
export interface ManagedProcess {
  readonly id: string;
  readonly command: string;
  /** Folder it runs in, relative to the workspace root. */
  readonly cwd: string;
  readonly pid: number | undefined;
  readonly runId: string;
  readonly startedAt: number;
  /** It runs inside the OS sandbox. */
  readonly sandboxed: boolean;
  readonly log: RollingLog;
  /** How far the agent has read the output. */
  readOffset: number;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  running: boolean;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
  readonly child: ChildProcess;
}

/** Settings of a process manager. */
export interface ProcessManagerOptions {
  shell: string;
  maxProcesses: number;
  bufferChars: number;
  killGraceMs: number;
}

/**
 * Starts and tracks background processes, per run: a run sees only its own processes, and when the
 * run's signal fires (abort or end of run) they are killed and forgotten.
 */
export class ProcessManager {
  private readonly processes = new Map<string, ManagedProcess>();
  private counter = 0;

  constructor(private readonly options: ProcessManagerOptions) {}

  /** Starts a command as `launch` says (the sandbox launcher and the environment); returns the process, or an error message. */
  start(command: string, cwd: { absolute: string; relative: string }, launch: { launcher: readonly string[]; env: NodeJS.ProcessEnv; sandboxed: boolean }, runId: string, signal: AbortSignal): ManagedProcess | string {
    if (signal.aborted) return "The run is ending; no process was started";
    const running = [...this.processes.values()].filter((entry) => entry.running).length;
    if (running >= this.options.maxProcesses) {
      return `${running} background processes are already running (the limit); kill one first`;
    }
    let child: ChildProcess;
    try {
      const [file, ...args] = [...launch.launcher, this.options.shell, "-c", command];
      child = spawn(file ?? this.options.shell, args, {
        cwd: cwd.absolute,
        env: launch.env,
        detached: true,
        stdio: ["pipe", "pipe", "pipe"],
      });
    } catch (error) {
      return `The process could not be started: ${errorText(error)}`;
    }
    this.counter += 1;
    const log = new RollingLog(this.options.bufferChars);
    const forget = child.pid === undefined ? () => undefined : killOnExit(child.pid);
    let markExited: () => void = () => undefined;
    const exited = new Promise<void>((resolve) => {
      markExited = resolve;
    });
    const entry: ManagedProcess = {
      id: `p${this.counter}`,
      command,
      cwd: cwd.relative,
      pid: child.pid,
      runId,
      startedAt: Date.now(),
      sandboxed: launch.sandboxed,
      log,
      readOffset: 0,
      exitCode: null,
      signal: null,
      running: true,
      exited,
      child,
    };
    for (const stream of [child.stdout, child.stderr]) {
      const decoder = new StringDecoder("utf8");
      stream?.on("data", (chunk: Buffer) => log.append(decoder.write(chunk)));
      stream?.on("end", () => log.append(decoder.end()));
    }
    // Writing to a process that already quit raises EPIPE on stdin; it is reported by `write`, not thrown.
    child.stdin?.on("error", () => undefined);
    // Kept after the process exits too: the end of the run also forgets finished processes and their output.
    const onRunEnd = () => void this.stop(entry).then(() => this.processes.delete(entry.id));
    signal.addEventListener("abort", onRunEnd, { once: true });
    child.once("error", (error) => {
      log.append(`[could not start: ${errorText(error)}]\n`);
      settle(null, null);
    });
    const settle = (code: number | null, exitSignal: NodeJS.Signals | null) => {
      if (!entry.running) return;
      entry.running = false;
      entry.exitCode = code;
      entry.signal = exitSignal;
      forget();
      // Children it left behind hold its pipes and would outlive it unseen.
      if (entry.pid !== undefined && isProcessGroupAlive(entry.pid)) signalProcessGroup(entry.pid, "SIGKILL");
      markExited();
    };
    child.once("exit", (code, exitSignal) => settle(code, exitSignal));
    this.processes.set(entry.id, entry);
    return entry;
  }

  /** A process of this run, by id. */
  get(id: string, runId: string): ManagedProcess | undefined {
    const entry = this.processes.get(id.trim());
    return entry?.runId === runId ? entry : undefined;
  }

  /** The processes of a run, oldest first. */
  list(runId: string): ManagedProcess[] {
    return [...this.processes.values()].filter((entry) => entry.runId === runId);
  }

  /** Stops a process and its children (SIGTERM, then SIGKILL after the grace period) and waits for it to exit. */
  async stop(entry: ManagedProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    if (!entry.running) return;
    if (signal === "SIGTERM") await terminateProcessGroup(entry.child, this.options.killGraceMs);
    else if (entry.pid !== undefined) signalProcessGroup(entry.pid, signal);
    if (signal === "SIGTERM" || signal === "SIGKILL") await entry.exited;
  }

  /** Kills every process of every run at once (for shutdown). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.processes.values()].map((entry) => this.stop(entry)));
    this.processes.clear();
  }
}
