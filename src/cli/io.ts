import type { Readable, Writable } from "node:stream";

/** The process around a command: its streams, environment and working directory. */
export interface CliIO {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  /**
   * Registers a handler for the signals that ask loopgate to stop: Ctrl-C (SIGINT), SIGTERM and
   * SIGHUP (the terminal went away). While one is registered, they do not kill the process, so it can
   * stop its commands and save its work. Returns a function removing it.
   */
  onInterrupt(handler: (signal: StopSignal) => void): () => void;
}

/** The signals `onInterrupt` handles. */
export type StopSignal = "SIGINT" | "SIGTERM" | "SIGHUP";

const STOP_SIGNALS: readonly StopSignal[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/** The real process. */
export function processIO(): CliIO {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    onInterrupt(handler) {
      const listeners = STOP_SIGNALS.map((signal) => [signal, () => handler(signal)] as const);
      for (const [signal, listener] of listeners) process.on(signal, listener);
      return () => {
        for (const [signal, listener] of listeners) process.off(signal, listener);
      };
    },
  };
}
