/**
 * Freezes a value and everything reachable from it, in place, and returns it. Objects already
 * frozen are taken as frozen all the way down (everything loopgate freezes, it freezes deeply), so
 * freezing a transcript again only costs its new messages. `Date`s and typed arrays are left
 * alone (freezing does not protect their contents).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
