import type { AgentToolResult } from "../../types.js";

/**
 * An error result: the model reads `message` and may try again. Tools return these for every
 * expected failure instead of throwing.
 *
 * @example
 * if (!resolved.ok) return toolError(resolved.message);
 */
export function toolError<TDetails = never>(message: string, details?: TDetails): AgentToolResult<TDetails> {
  return details === undefined ? { output: message, isError: true } : { output: message, details, isError: true };
}

/** Formats a byte count for people and models (`1.5 MB`). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** The message of any thrown value, with Node's error code when there is one. */
export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
