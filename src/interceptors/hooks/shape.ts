import type { Message } from "../../messages/types.js";
import type { ModelResponse } from "../../models/spec.js";

/** Shape checks shared by the hook descriptors; each answers with a problem naming the field, or `undefined`. */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function expectString(field: string, value: unknown, optional = false): string | undefined {
  if (optional && value === undefined) return undefined;
  return typeof value === "string" ? undefined : `\`${field}\` must be a string${optional ? " or undefined" : ""}, got ${describeValue(value)}`;
}

export function expectBoolean(field: string, value: unknown): string | undefined {
  return value === undefined || typeof value === "boolean" ? undefined : `\`${field}\` must be true, false or undefined, got ${describeValue(value)}`;
}

export function expectObject(field: string, value: unknown): string | undefined {
  return isPlainObject(value) ? undefined : `\`${field}\` must be an object, got ${describeValue(value)}`;
}

export function isMessage(value: unknown): value is Message {
  const candidate = value as Message;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    (candidate.role === "user" || candidate.role === "assistant") &&
    Array.isArray(candidate.content)
  );
}

export function expectMessages(field: string, value: unknown): string | undefined {
  if (!Array.isArray(value)) return `\`${field}\` must be an array of messages, got ${describeValue(value)}`;
  const index = value.findIndex((message) => !isMessage(message));
  return index === -1 ? undefined : `\`${field}[${index}]\` must be a message ({ role: "user" | "assistant", content: [] }), got ${describeValue(value[index])}`;
}

export function isModelResponse(value: unknown): value is ModelResponse {
  const candidate = value as ModelResponse;
  return typeof candidate === "object" && candidate !== null && Array.isArray(candidate.content);
}

export function expectModelResponse(field: string, value: unknown): string | undefined {
  return isModelResponse(value) ? undefined : `\`${field}\` must be a model response ({ content: [], stopReason, usage }), got ${describeValue(value)}`;
}

export function expectToolResult(field: string, value: unknown): string | undefined {
  if (!isPlainObject(value) || typeof value.output !== "string") return `\`${field}\` must be a tool result ({ output: string }), got ${describeValue(value)}`;
  return expectBoolean(`${field}.isError`, value.isError);
}

/** `a` and `b` hold the same values under the same keys (compared with `Object.is`). */
export function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return false;
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    if (!Object.hasOwn(b, key) || !Object.is(a[key], b[key])) return false;
    count++;
  }
  for (const key in b) if (Object.hasOwn(b, key)) count--;
  return count === 0;
}

/** No changes: shared, so a handler that changed nothing costs no allocation. */
export const NO_CHANGES: readonly never[] = Object.freeze([]);

export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `a string`;
  return `${typeof value} ${String(value)}`;
}
