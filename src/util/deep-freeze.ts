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
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) deepFreeze(value[index]);
    return value;
  }
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === "object" && child !== null && Object.hasOwn(value, key)) deepFreeze(child);
  }
  return value;
}
