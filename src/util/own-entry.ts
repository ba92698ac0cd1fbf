/**
 * The value `table` holds under `key` itself, or `undefined`: a plain `table[key]` with a key taken
 * from input (a program name, an option, a variable) finds Object.prototype's members for keys such
 * as `constructor`, `__proto__`, `toString` or `hasOwnProperty`, which are not entries of the table.
 *
 * @example
 * ownEntry({ rm: "delete" }, "rm") // "delete"
 * ownEntry({ rm: "delete" }, "constructor") // undefined
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
