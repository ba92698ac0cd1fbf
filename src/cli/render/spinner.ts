import type { Writable } from "node:stream";

/** A one-line activity indicator. */
export interface Spinner {
  /** Shows (or retitles) the spinner. */
  start(text: string): void;
  /** Erases it; safe to call when it is not running. */
  stop(): void;
  readonly active: boolean;
}

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/**
 * A spinner drawn on `stream` (stderr) while the model works. When `enabled` is false (not a
 * terminal, or `CI`), it draws nothing at all, so piped output stays clean.
 *
 * @example
 * const spinner = createSpinner(process.stderr, { enabled: process.stderr.isTTY === true });
 * spinner.start("thinking"); … spinner.stop();
 */
export function createSpinner(stream: Writable, options: { enabled: boolean; intervalMs?: number }): Spinner {
  let timer: NodeJS.Timeout | undefined;
  let frame = 0;
  let text = "";
  const draw = () => {
    stream.write(`\r\u001b[2K${FRAMES[frame % FRAMES.length]} ${text}`);
    frame++;
  };
  return {
    get active() {
      return timer !== undefined;
    },
    start(next) {
      if (!options.enabled) return;
      text = next;
      if (timer) return;
      draw();
      timer = setInterval(draw, options.intervalMs ?? 80);
      // The spinner must never keep a finished process alive.
      timer.unref();
    },
    stop() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      stream.write("\r\u001b[2K");
    },
  };
}
