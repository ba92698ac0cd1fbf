import { ConfigurationError } from "../errors/index.js";

const THREAD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Checks that a thread id can name a file safely: 1–128 characters of letters, digits, `.`, `_`
 * and `-`, starting with a letter or digit. Anything else (a path separator, `..`, spaces) is
 * refused rather than rewritten, so two different ids can never share one file.
 *
 * @example
 * assertThreadId("feature-login"); // ok
 * assertThreadId("../etc/passwd"); // throws ConfigurationError
 */
export function assertThreadId(threadId: unknown): asserts threadId is string {
  if (typeof threadId === "string" && THREAD_ID.test(threadId)) return;
  const shown = typeof threadId === "string" ? JSON.stringify(threadId) : String(threadId);
  const hint = typeof threadId === "string" && /[\\/]/.test(threadId) ? " (path separators are not allowed)" : "";
  throw new ConfigurationError({ message: `Invalid thread id ${shown}${hint}: use 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit` });
}

/** Whether a string is a valid thread id (see `assertThreadId`). */
export function isValidThreadId(threadId: unknown): threadId is string {
  return typeof threadId === "string" && THREAD_ID.test(threadId);
}
