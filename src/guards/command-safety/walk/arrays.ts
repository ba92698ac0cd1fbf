import { provenance, type Field } from "../model.js";
import type { Variable } from "./env.js";

/** Arrays larger than this are not tracked element by element (their value becomes unknown). */
const MAX_ELEMENTS = 256;
const NUMBER = /^\s*-?\d{1,9}\s*$/;

/** A field that carries the elements of an array (what `variableOf` keeps as the variable's list). */
export type ArrayField = Field & { list: string[]; keys?: string[] };

/** One element of an array: its subscript as text (`0`, `cmd`) and its value. */
export type ArrayEntry = readonly [key: string, value: string];

/**
 * The subscript as bash stores it: numbers in their canonical form (`a[01]` is `a[1]`), anything
 * else as written (an associative array's string key).
 */
export function arrayKey(text: string): string {
  return NUMBER.test(text) ? String(Number(text)) : text;
}

/** The elements of a variable that holds a known array (or a known scalar, its element 0). */
export function arrayEntries(variable: Variable | undefined): ArrayEntry[] | undefined {
  if (!variable) return [];
  if (variable.list) return variable.list.map((value, index) => [variable.keys?.[index] ?? String(index), value]);
  return variable.value !== undefined ? [["0", variable.value]] : undefined;
}

/**
 * Sets or appends to one element (`a[k]=v`, `a[k]+=v`, `m[cmd]=rm`), keeping the others.
 * Undefined when the array or the value is not known.
 */
export function withElement(entries: readonly ArrayEntry[] | undefined, key: string, value: string | undefined, append: boolean): ArrayEntry[] | undefined {
  if (!entries || value === undefined) return undefined;
  const position = entries.findIndex(([existing]) => existing === key);
  const result = [...entries];
  if (position >= 0) result[position] = [key, append ? (entries[position] as ArrayEntry)[1] + value : value];
  else result.push([key, value]);
  return result.length > MAX_ELEMENTS ? undefined : result;
}

/** The next index an unsubscripted element takes (`a+=(x)`, `a=([3]=x y)`): one past the largest. */
export function nextIndex(entries: readonly ArrayEntry[]): number {
  let next = 0;
  for (const [key] of entries) if (NUMBER.test(key)) next = Math.max(next, Number(key) + 1);
  return next;
}

/**
 * The field for an array with these elements: `"${a[@]}"` yields them in index order (bash keeps
 * an indexed array sorted; an associative array's order is its own, here the order of assignment),
 * `$a` is element 0, and elements are found by subscript.
 */
export function arrayField(entries: readonly ArrayEntry[] | undefined, text: string): Field {
  if (!entries || entries.length > MAX_ELEMENTS) {
    return { value: undefined, text, glob: false, dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ parameter: true }, [`$${text}`]) } };
  }
  const numeric = entries.every(([key]) => NUMBER.test(key));
  const ordered = numeric ? [...entries].sort((a, b) => Number(a[0]) - Number(b[0])) : entries;
  const list = ordered.map(([, value]) => value);
  const keys = ordered.map(([key]) => key);
  const dense = keys.every((key, index) => key === String(index));
  const field: ArrayField = { value: ordered.find(([key]) => key === "0")?.[1] ?? "", text, glob: false, list };
  if (!dense) field.keys = keys;
  return field;
}

/** The element of a known array at a subscript; undefined when the array is not known. */
export function elementAt(variable: Variable, key: string): string | undefined {
  if (!variable.list) return key === "0" ? variable.value : variable.value !== undefined ? "" : undefined;
  if (variable.keys) {
    const position = variable.keys.indexOf(key);
    return position >= 0 ? variable.list[position] : "";
  }
  if (!NUMBER.test(key)) return undefined;
  const index = Number(key);
  return variable.list.at(index) ?? "";
}
