import { staticField, type Field } from "../model.js";

/**
 * `for f in ~/.ssh/*`, `ls ~/.ssh/id_*`: one pattern whose directory is known yields paths in that
 * directory, as `find` placeholders do, so a secret directory's files are judged where they are used.
 *
 * @example
 * globFound([{ value: "/home/ada/.ssh/*", text: "~/.ssh/*", glob: true }])?.names // ["*"]
 */
export function globFound(items: readonly Field[]): Field["found"] | undefined {
  const [item] = items;
  if (items.length !== 1 || !item?.glob || item.value === undefined) return undefined;
  const slash = item.value.lastIndexOf("/");
  const directory = item.value.slice(0, slash);
  const base = item.value.slice(slash + 1);
  if (slash <= 0 || /[?*[]/.test(directory) || !/[?*[]/.test(base)) return undefined;
  return { root: staticField(directory), narrowed: true, names: [base] };
}
