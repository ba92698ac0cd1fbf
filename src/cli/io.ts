import type { Readable, Writable } from "node:stream";

/** The process around a command: its streams, environment and working directory. */
export interface CliIO {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  /** Registers a Ctrl-C handler; returns a function removing it. */
  onInterrupt(handler: () => void): () => void;
}

/** The real process. */
export function processIO(): CliIO {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    onInterrupt(handler) {
      process.on("SIGINT", handler);
      return () => process.off("SIGINT", handler);
    },
  };
}
