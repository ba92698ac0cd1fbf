/**
 * JSON with object keys sorted at every depth, so equal values give equal strings whatever the key order.
 * Cycles are written as `"[Circular]"`.
 */
export function stableStringify(value: unknown): string {
  const seen = new WeakSet<object>();
  const normalize = (current: unknown): unknown => {
    if (typeof current !== "object" || current === null) return current;
    if (seen.has(current)) return "[Circular]";
    seen.add(current);
    let result: unknown;
    if (Array.isArray(current)) result = current.map(normalize);
    else {
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(current).sort()) sorted[key] = normalize((current as Record<string, unknown>)[key]);
      result = sorted;
    }
    seen.delete(current);
    return result;
  };
  return JSON.stringify(normalize(value)) ?? "undefined";
}
