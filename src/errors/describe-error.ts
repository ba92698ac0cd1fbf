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
  // An error of another realm (a vm context, a worker's structured copy) is not `instanceof Error`.
  if (typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string") {
    return (error as { message: string }).message || String((error as { name?: unknown }).name ?? "Error");
  }
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
