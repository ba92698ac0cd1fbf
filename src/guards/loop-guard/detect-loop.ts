import type { LoopKind } from "./loop-guard-error.js";

/** The loop guard's per-thread memory. */
export interface LoopGuardState {
  /** Hashes of recent tool batches, oldest first, at most `windowSize`. */
  window: string[];
  /** Failure counts of individual calls, by call signature. */
  failures: Record<string, number>;
}

/** The strongest repetition in the window after the latest batch. */
export interface LoopFinding {
  kind: LoopKind;
  repeats: number;
  /** What was repeated, for messages. */
  detail: string;
}

/** How often the latest batch occurs in the window (it included). */
export function repeatedBatchCount(window: readonly string[]): number {
  const latest = window.at(-1);
  if (latest === undefined) return 0;
  let count = 0;
  for (const hash of window) if (hash === latest) count++;
  return count;
}

/**
 * How often the latest batch occurs in an A-B-A-B run (A ≠ B) ending the window, or 0 when the
 * window does not end in such a run of at least four batches: `A B A B A` gives 3.
 */
export function oscillationRepeats(window: readonly string[]): number {
  const n = window.length;
  if (n < 4) return 0;
  const latest = window[n - 1];
  const other = window[n - 2];
  if (latest === other) return 0;
  let length = 2;
  while (length < n && window[n - 1 - length] === (length % 2 === 0 ? latest : other)) length++;
  return length >= 4 ? Math.ceil(length / 2) : 0;
}
