import { evaluatePowershell, type PsValue } from "./powershell-strings.js";

/** The most items an array built by statements may hold. */
const MAX_ITEMS = 65536;

/** `[array]::Reverse($a)`, `[System.Array]::Sort($a)`: .NET's in-place array methods. */
const ARRAY_CALL = /^(?:\[void\]\s*)?\[\s*(?:system\.)?array\s*\]::(reverse|sort)\s*\(\s*\$([A-Za-z_]\w*)\s*\)$/i;
/** Other static Array methods that take no code (`Resize`, `Clear`, `Copy`, `Fill`): they change arrays and run nothing. */
const ARRAY_STATIC = /^(?:\[void\]\s*)?\[\s*(?:system\.)?array\s*\]::(?!foreach|convertall|find|exists|trueforall)\w+\s*\([^{}]*\)$/i;
/** `$a.Add(x)`, `[void]$a.Insert(0, x)`, `$null = $a.Add(x)`, `$a.Add(x) | Out-Null`: a list's own methods. */
const LIST_CALL = /^(?:\[void\]\s*|\$null\s*=\s*)?\$([A-Za-z_]\w*)\s*\.\s*(add|addrange|insert|remove|removeat|reverse|clear|sort)\s*\(([^]*)\)(?:\s*\|\s*out-null)?$/i;
/** `$a[2] = 'x'`, `$a += 'x'`. */
const INDEX_SET = /^\$([A-Za-z_]\w*)\s*\[([^\]]+)\]\s*=(?!=)\s*([^]+)$/;
const APPEND = /^\$([A-Za-z_]\w*)\s*\+=\s*([^]+)$/;

/**
 * A statement that changes a variable in place rather than assigning it (Invoke-Obfuscation's
 * reversed strings: `$a = 'metI-evomeR'.ToCharArray(); [array]::Reverse($a); & (-join $a)`): the
 * variable's new value is computed when .NET documents it and it is bounded, and forgotten
 * otherwise, so code later built from it is unknown rather than the text before the change.
 * True when the statement was such a change (it runs no command itself).
 *
 * @example
 * const strings = new Map([["a", ["c", "b", "a"]]]);
 * applyMutation("[array]::Reverse($a)", strings); // true; strings.get("a") is ["a", "b", "c"]
 */
export function applyMutation(statement: string, strings: Map<string, PsValue>): boolean {
  const array = ARRAY_CALL.exec(statement);
  if (array) {
    update(strings, (array[2] as string).toLowerCase(), (items) => ((array[1] as string).toLowerCase() === "reverse" ? [...items].reverse() : sortedChars(items)));
    return true;
  }
  const list = LIST_CALL.exec(statement);
  if (list) {
    const name = (list[1] as string).toLowerCase();
    const method = (list[2] as string).toLowerCase();
    const args = (list[3] as string).trim() === "" ? [] : evaluatePowershell(`(${list[3] as string})`, strings);
    // Insert takes two arguments (read as one list); the others one, which may itself be an array.
    const given = args === undefined ? undefined : Array.isArray(args) && (method === "insert" || (list[3] as string).trim() === "") ? args : [args as PsValue];
    update(strings, name, (items) => (given === undefined ? undefined : listCall(items, method, given)));
    return true;
  }
  const indexed = INDEX_SET.exec(statement);
  if (indexed) {
    const at = evaluatePowershell(indexed[2] as string, strings);
    const value = evaluatePowershell(indexed[3] as string, strings);
    update(strings, (indexed[1] as string).toLowerCase(), (items) => {
      if (typeof at !== "number" || value === undefined) return undefined;
      const position = at < 0 ? items.length + at : at;
      if (position < 0 || position >= items.length) return undefined;
      const next = [...items];
      next[position] = value;
      return next;
    });
    return true;
  }
  const append = APPEND.exec(statement);
  if (append) {
    const name = (append[1] as string).toLowerCase();
    const value = evaluatePowershell(append[2] as string, strings);
    const current = strings.get(name);
    strings.delete(name);
    if (current === undefined || value === undefined) return true;
    const next = Array.isArray(current) ? [...current, ...(Array.isArray(value) ? value : [value])] : typeof current === "number" && typeof value === "number" ? current + value : `${String(current)}${Array.isArray(value) ? value.join(" ") : String(value)}`;
    if ((Array.isArray(next) ? next.length : String(next).length) <= MAX_ITEMS) strings.set(name, next);
    return true;
  }
  forgetPassed(statement, strings);
  return ARRAY_STATIC.test(statement);
}

/**
 * Arrays a statement hands to a method that may change them in place (`$a.SetValue(…)`,
 * `[array]::Copy($b, $a, 3)`, `$b.CopyTo($a, 0)`) are forgotten: what they hold afterwards is not
 * known. Strings cannot change in place.
 */
function forgetPassed(statement: string, strings: Map<string, PsValue>): void {
  if (strings.size === 0 || !/\(/.test(statement)) return;
  const lower = statement.toLowerCase();
  for (const [name, value] of [...strings.entries()]) {
    if (!Array.isArray(value) || !lower.includes(`$${name}`)) continue;
    const variable = `\\$${name}\\b`;
    if (new RegExp(`${variable}\\s*\\.\\s*(?!tostring\\b|contains\\b|indexof\\b|lastindexof\\b|getvalue\\b|clone\\b)[A-Za-z_]\\w*\\s*\\(`, "i").test(statement) || new RegExp(`(?:\\[\\s*(?:system\\.)?array\\s*\\]::\\w+|\\.\\s*copyto)\\s*\\([^;]*${variable}`, "i").test(statement)) {
      strings.delete(name);
    }
  }
}

/** Replaces an array variable by what `change` makes of it, or forgets it when the change is unknown. */
function update(strings: Map<string, PsValue>, name: string, change: (items: readonly PsValue[]) => PsValue[] | undefined): void {
  const current = strings.get(name);
  strings.delete(name);
  if (!Array.isArray(current)) return;
  const next = change(current);
  if (next !== undefined && next.length <= MAX_ITEMS) strings.set(name, next);
}

/** `Array.Sort` on characters compares their code units; other arrays sort by culture rules, not computed. */
function sortedChars(items: readonly PsValue[]): PsValue[] | undefined {
  if (!items.every((item) => typeof item === "string" && item.length === 1)) return undefined;
  return [...(items as string[])].sort((left, right) => left.charCodeAt(0) - right.charCodeAt(0));
}

/** ArrayList and List methods (Add, AddRange, Insert, Remove, RemoveAt, Reverse, Clear) on an array's items. */
function listCall(items: readonly PsValue[], method: string, args: readonly PsValue[]): PsValue[] | undefined {
  const [first, second] = args;
  switch (method) {
    case "add":
      return first === undefined ? undefined : [...items, first];
    case "addrange":
      return first === undefined ? undefined : [...items, ...(Array.isArray(first) ? first : [first])];
    case "insert":
      return typeof first === "number" && first >= 0 && first <= items.length && second !== undefined ? [...items.slice(0, first), second, ...items.slice(first)] : undefined;
    case "removeat":
      return typeof first === "number" && first >= 0 && first < items.length ? [...items.slice(0, first), ...items.slice(first + 1)] : undefined;
    case "remove": {
      const at = items.findIndex((item) => item === first);
      return at < 0 ? [...items] : [...items.slice(0, at), ...items.slice(at + 1)];
    }
    case "reverse":
      return args.length === 0 ? [...items].reverse() : undefined;
    case "clear":
      return [];
    default:
      return sortedChars(items);
  }
}
