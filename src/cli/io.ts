import type { Readable, Writable } from "node:stream";
import { readFdText } from "./read-fd-text.js";
import { writeFdText } from "./write-fd-text.js";

/** The process around a command: its streams, environment and working directory. */
export interface CliIO {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  /**
   * Reads stdin to its end at once, at most `limit` characters (plus one, to tell it was longer),
   * when that can be done without opening `stdin` as a stream; `undefined` when it cannot (a
   * terminal, or no such reader): read `stdin` then. The real process has one, so a hook call does
   * not load Node's stream modules to read its event.
   */
  readStdinText?(limit: number): string | undefined;
  /**
   * Writes `text` to `stdout` or `stderr` without opening the stream when it can (a pipe or a file),
   * else through the stream. The real process has it, so a hook call does not load Node's stream
   * modules to write its answer; without it, write to the stream.
   */
  writeText?(name: "stdout" | "stderr", text: string): void;
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

/**
 * The real process. Its streams are opened when first used (Node builds each on first access, which
 * costs start-up time a hook that answers with nothing should not pay).
 */
export function processIO(): CliIO {
  return {
    get stdin() {
      return process.stdin;
    },
    get stdout() {
      return process.stdout;
    },
    get stderr() {
      return process.stderr;
    },
    env: process.env,
    cwd: process.cwd(),
    readStdinText: (limit) => (process.platform === "win32" ? undefined : readFdText(0, limit)),
    writeText(name, text) {
      // Through `this`, so a caller that wraps the streams (see `launchCli`) sees the rest written.
      const rest = process.platform === "win32" ? text : writeFdText(name === "stdout" ? 1 : 2, text);
      if (rest.length > 0) this[name].write(rest);
    },
    onInterrupt(handler) {
      const listeners = STOP_SIGNALS.map((signal) => [signal, () => handler(signal)] as const);
      for (const [signal, listener] of listeners) process.on(signal, listener);
      return () => {
        for (const [signal, listener] of listeners) process.off(signal, listener);
      };
    },
  };
}
