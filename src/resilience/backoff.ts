import { ConfigurationError } from "../errors/configuration-error.js";

/** How long to wait before each retry: exponential settings, or a function of the retry number (1 for the first). */
export type Backoff = { initialDelayMs?: number; maxDelayMs?: number; factor?: number; jitter?: boolean } | ((retry: number) => number);

/** The delay before retry number `retry` (1-based). */
export function backoffDelayFor(backoff: Backoff | undefined, retry: number, random: () => number = Math.random): number {
  if (typeof backoff === "function") {
    const delay = backoff(retry);
    return Number.isFinite(delay) && delay > 0 ? delay : 0;
  }
  const initial = backoff?.initialDelayMs ?? 500;
  const max = backoff?.maxDelayMs ?? 8_000;
  const factor = backoff?.factor ?? 2;
  const base = Math.min(max, initial * factor ** (retry - 1));
  return Math.round(backoff?.jitter === false ? base : base * (1 - 0.25 * random()));
}

/** Checks retry options where they are given. */
export function validateRetryOptions(where: string, maxRetries: number, backoff: Backoff | undefined): void {
  if (!(Number.isInteger(maxRetries) && maxRetries >= 0)) throw new ConfigurationError({ message: `${where}: \`maxRetries\` must be a non-negative integer, got ${String(maxRetries)}` });
  if (backoff === undefined || typeof backoff === "function") return;
  if (typeof backoff !== "object" || backoff === null) throw new ConfigurationError({ message: `${where}: \`backoff\` must be an object or a function` });
  for (const key of ["initialDelayMs", "maxDelayMs", "factor"] as const) {
    const value = backoff[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) throw new ConfigurationError({ message: `${where}: \`backoff.${key}\` must be a non-negative number, got ${String(value)}` });
  }
}
