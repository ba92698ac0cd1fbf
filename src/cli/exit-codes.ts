import type { RunStatus } from "../loop/run-result.js";
import type { StopSignal } from "./io.js";

/**
 * Exit codes of `loopgate run` and `loopgate demo` (and of usage errors everywhere except `check`
 * and `hook`, which have their own protocols: see `docs/cli.md`).
 */
export const EXIT_CODES = Object.freeze({
  /** The run completed. */
  ok: 0,
  /** The run ended with an error (model, tool loading, thread, interceptor failure). */
  error: 1,
  /** Bad command line or config file. */
  usage: 2,
  /** No API key (or it was refused): the message names the variable to set. */
  credentials: 3,
  /** An interceptor stopped the run (e.g. the loop guard). */
  stopped: 4,
  /** The run reached its iteration limit. */
  maxIterations: 5,
  /** Interrupted (Ctrl-C). */
  aborted: 130,
  /** Stopped by SIGTERM: the run was aborted, its commands killed and the thread saved. */
  terminated: 143,
  /** Stopped by SIGHUP (the terminal closed), the same way. */
  hangup: 129,
});

/** The exit code of a run stopped by a signal: 128 plus the signal's number, as shells report it. */
export function exitCodeForSignal(signal: StopSignal): number {
  switch (signal) {
    case "SIGINT":
      return EXIT_CODES.aborted;
    case "SIGTERM":
      return EXIT_CODES.terminated;
    case "SIGHUP":
      return EXIT_CODES.hangup;
  }
}

/** The exit code for how a run ended. */
export function exitCodeForStatus(status: RunStatus): number {
  switch (status) {
    case "completed":
      return EXIT_CODES.ok;
    case "stopped":
      return EXIT_CODES.stopped;
    case "max_iterations":
      return EXIT_CODES.maxIterations;
    case "aborted":
      return EXIT_CODES.aborted;
    case "error":
      return EXIT_CODES.error;
  }
}
