/**
 * Values a run must never show: whatever reports on the run (its events, and through them the audit
 * log, renderers and hooks) sees each one replaced by its placeholder. Interceptors that handle
 * secrets (such as the secret redaction bundle, which restores real values into tool arguments)
 * add them here; the loop applies `redact` to everything it reports.
 *
 * @example
 * input.secrets.add(token, "[[secret:github-token:1]]");
 * input.secrets.redact(`curl -H "Authorization: Bearer ${token}"`); // 'curl -H "Authorization: Bearer [[secret:github-token:1]]"'
 */
export interface RunSecrets {
  /** Marks `value` as secret, shown as `placeholder` wherever the run reports it. Values shorter than 4 characters are ignored. */
  add(value: string, placeholder: string): void;
  /** `text` with every known secret replaced by its placeholder. */
  redact(text: string): string;
  /** A copy of `value` (strings, arrays, plain objects, errors' messages) with every known secret replaced. */
  redactDeep<T>(value: T): T;
  /** How many secrets are known. */
  readonly size: number;
}

const MIN_SECRET_LENGTH = 4;

/** An empty set of run secrets. */
export function createRunSecrets(): RunSecrets {
  const placeholders = new Map<string, string>();
  let pattern: RegExp | undefined;

  const redact = (text: string): string => {
    if (placeholders.size === 0 || text.length < MIN_SECRET_LENGTH) return text;
    // Longest values first, so a secret that contains another is replaced whole.
    pattern ??= new RegExp(
      [...placeholders.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"),
      "g",
    );
    return text.replace(pattern, (found) => placeholders.get(found) ?? found);
  };

  const redactDeep = <T>(value: T, seen = new WeakMap<object, unknown>()): T => {
    if (placeholders.size === 0) return value;
    if (typeof value === "string") return redact(value) as T;
    if (typeof value !== "object" || value === null) return value;
    if (seen.has(value)) return seen.get(value) as T;
    if (value instanceof Error) {
      const message = redact(value.message);
      if (message !== value.message) value.message = message;
      return value;
    }
    if (value instanceof Date || ArrayBuffer.isView(value)) return value;
    if (Array.isArray(value)) {
      const copy: unknown[] = [];
      seen.set(value, copy);
      for (const item of value) copy.push(redactDeep(item, seen));
      return copy as T;
    }
    const copy: Record<string, unknown> = {};
    seen.set(value, copy);
    for (const [key, item] of Object.entries(value)) copy[key] = redactDeep(item, seen);
    return copy as T;
  };

  return {
    add(value, placeholder) {
      if (typeof value !== "string" || value.length < MIN_SECRET_LENGTH || placeholders.get(value) === placeholder) return;
      placeholders.set(value, placeholder);
      pattern = undefined;
    },
    redact,
    redactDeep: (value) => redactDeep(value),
    get size() {
      return placeholders.size;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
