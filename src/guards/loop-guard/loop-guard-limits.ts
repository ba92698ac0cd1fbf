import { ConfigurationError } from "../../errors/configuration-error.js";
import type { LoopGuardOptions } from "./loop-guard.js";

/** The loop guard's thresholds and what it does at the hard limit, defaults filled in. */
export interface LoopGuardLimits {
  warnThreshold: number;
  hardLimit: number;
  windowSize: number;
  onLoop: NonNullable<LoopGuardOptions["onLoop"]>;
}

/**
 * The limits of `options` with their defaults (warn at 3, stop at 5, a window of 20, `onLoop: "end"`),
 * checked once for the runtime guard and the agent CLIs' session guard alike. Throws
 * `ConfigurationError` for a count that is not a positive integer, a warning above the hard limit,
 * a window smaller than it, or an unknown `onLoop`.
 */
export function resolveLoopGuardLimits(options: Pick<LoopGuardOptions, "warnThreshold" | "hardLimit" | "windowSize" | "onLoop">): LoopGuardLimits {
  const warnThreshold = options.warnThreshold ?? 3;
  const hardLimit = options.hardLimit ?? 5;
  const windowSize = options.windowSize ?? 20;
  const onLoop = options.onLoop ?? "end";
  for (const [name, value] of Object.entries({ warnThreshold, hardLimit, windowSize })) {
    if (!Number.isInteger(value) || value < 1) throw new ConfigurationError({ message: `loopGuard: \`${name}\` must be a positive integer, got ${String(value)}` });
  }
  if (warnThreshold > hardLimit) throw new ConfigurationError({ message: `loopGuard: \`warnThreshold\` (${warnThreshold}) must not exceed \`hardLimit\` (${hardLimit})` });
  if (windowSize < hardLimit) throw new ConfigurationError({ message: `loopGuard: \`windowSize\` (${windowSize}) must be at least \`hardLimit\` (${hardLimit})` });
  if (!["continue", "end", "error"].includes(onLoop)) throw new ConfigurationError({ message: `loopGuard: \`onLoop\` must be "continue", "end" or "error", got ${String(onLoop)}` });
  return { warnThreshold, hardLimit, windowSize, onLoop };
}
