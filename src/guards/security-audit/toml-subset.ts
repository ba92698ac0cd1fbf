/** A settings file larger than this many lines is not read. */
const MAX_LINES = 2_000;
/** A bare key or a quoted one (TOML 1.0, "Keys"). */
const KEY = String.raw`(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*')`;
const DOTTED_KEY = new RegExp(String.raw`^\s*(${KEY}(?:\s*\.\s*${KEY})*)\s*`);
const TABLE = new RegExp(String.raw`^\[\s*(${KEY}(?:\s*\.\s*${KEY})*)\s*\]$`);

/**
 * Reads the part of TOML (toml.io, v1.0.0) that agents' settings files are written in: comments,
 * `[table]` headers, `key = value` with dotted and quoted keys, strings, booleans, numbers and
 * one-line arrays of them. Anything else — arrays of tables, inline tables, multi-line strings
 * or arrays, a key set twice — returns null, so a judge that cannot read a change fails closed.
 *
 * @example
 * parseTomlSubset('approval_policy = "untrusted"\n[sandbox_workspace_write]\nnetwork_access = false\n')
 * // { approval_policy: "untrusted", sandbox_workspace_write: { network_access: false } }
 */
export function parseTomlSubset(text: string): Record<string, unknown> | null {
  const root: Record<string, unknown> = {};
  let table = root;
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_LINES) return null;
  for (const raw of lines) {
    const line = withoutComment(raw).trim();
    if (line === "") continue;
    const header = TABLE.exec(line);
    if (header) {
      const found = tableAt(root, keyParts(header[1] as string));
      if (found === null) return null;
      table = found;
      continue;
    }
    const key = DOTTED_KEY.exec(line);
    if (!key || line[key[0].length] !== "=") return null;
    const parts = keyParts(key[1] as string);
    const value = parseValue(line.slice(key[0].length + 1).trim());
    const parent = tableAt(table, parts.slice(0, -1));
    const last = parts.at(-1) as string;
    if (value === undefined || parent === null || Object.hasOwn(parent, last)) return null;
    parent[last] = value;
  }
  return root;
}

/** The line without a `#` comment outside strings. */
function withoutComment(line: string): string {
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index] as string;
    if (quote === undefined && char === "#") return line.slice(0, index);
    if (quote === '"' && char === "\\") index++;
    else if (char === quote) quote = undefined;
    else if (quote === undefined && (char === '"' || char === "'")) quote = char;
  }
  return line;
}

function keyParts(dotted: string): string[] {
  const parts: string[] = [];
  const part = new RegExp(KEY, "y");
  for (let index = 0; index < dotted.length; ) {
    if (/[\s.]/.test(dotted[index] as string)) {
      index++;
      continue;
    }
    part.lastIndex = index;
    const match = part.exec(dotted);
    if (!match) return parts;
    parts.push(unquoteKey(match[0]));
    index = part.lastIndex;
  }
  return parts;
}

function unquoteKey(key: string): string {
  if (key.startsWith("'")) return key.slice(1, -1);
  return key.startsWith('"') ? (JSON.parse(key) as string) : key;
}

/** The table at a path below `from`, made when missing; null when a value is in the way. */
function tableAt(from: Record<string, unknown>, parts: readonly string[]): Record<string, unknown> | null {
  let table = from;
  for (const part of parts) {
    const next = Object.hasOwn(table, part) ? table[part] : (table[part] = {});
    if (typeof next !== "object" || next === null || Array.isArray(next)) return null;
    table = next as Record<string, unknown>;
  }
  return table;
}

/** A string, boolean, number or one-line array of them; undefined for anything else. */
function parseValue(text: string): unknown {
  if (text === "true" || text === "false") return text === "true";
  if (/^[+-]?\d[\d_]*(?:\.\d+)?$/.test(text)) return Number(text.replace(/_/g, ""));
  if (/^'[^']*'$/.test(text)) return text.slice(1, -1);
  if (/^"(?:[^"\\]|\\.)*"$/.test(text)) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return undefined;
    }
  }
  if (!text.startsWith("[") || !text.endsWith("]")) return undefined;
  const items: unknown[] = [];
  const inner = text.slice(1, -1).trim();
  if (inner === "") return items;
  const item = /\s*("(?:[^"\\]|\\.)*"|'[^']*'|true|false|[+-]?\d[\d_]*(?:\.\d+)?)\s*(?:,|$)/y;
  for (let index = 0; index < inner.length; ) {
    item.lastIndex = index;
    const match = item.exec(inner);
    if (!match) return undefined;
    items.push(parseValue(match[1] as string));
    index = item.lastIndex;
  }
  return items;
}
