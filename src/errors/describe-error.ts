/**
 * A readable one-line description of any thrown value.
 *
 * @example
 * describeError(new Error("disk full")) // "disk full"
 * describeError({ status: 500 })         // '{"status":500}'
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
