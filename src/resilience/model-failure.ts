import { ModelError } from "../models/model-error.js";

/** Status codes that mean "try again, or try elsewhere": rate limits, timeouts, server errors, overload. */
const TRANSIENT_STATUS = new Set([408, 409, 429, 500, 502, 503, 504, 529]);

/**
 * Whether a model call's failure is worth retrying or falling back from: an overloaded or rate-limited
 * provider, a server error, a dropped connection (what a provider marks retryable), or an error whose
 * message says it is overloaded.
 */
export function isTransientModelFailure(error: unknown): boolean {
  if (ModelError.isInstance(error)) {
    if (error.isRetryable) return true;
    if (error.statusCode !== undefined) return TRANSIENT_STATUS.has(error.statusCode) || error.statusCode >= 500;
    return /overload|rate.?limit|timeout|temporar/i.test(error.message);
  }
  if (error instanceof Error && error.name === "AbortError") return false;
  return error instanceof Error && /overload|rate.?limit|ECONNRESET|ETIMEDOUT|socket hang up|\b5\d\d\b/i.test(error.message);
}
