import type { Field } from "../model.js";

/**
 * Splits a known string into words the way `env -S` and `xargs` do: whitespace separates, single
 * and double quotes group, a backslash escapes. Unknown fields come back as they are.
 *
 * @example
 * splitShellWords(staticField("rm -rf '/tmp/a b'")).map((f) => f.value) // ["rm", "-rf", "/tmp/a b"]
 */
export function splitShellWords(field: Field): Field[] {
  if (field.value === undefined) return [field];
  const words: Field[] = [];
  let current: string | undefined;
  let quote: string | undefined;
  const text = field.value;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === "\\" && quote === '"' && index + 1 < text.length) current = (current ?? "") + text[++index];
      else current = (current ?? "") + char;
    } else if (char === "'" || char === '"') {
      quote = char;
      current ??= "";
    } else if (char === "\\" && index + 1 < text.length) {
      current = (current ?? "") + text[++index];
    } else if (/\s/.test(char)) {
      if (current !== undefined) words.push({ value: current, text: field.text, glob: false });
      current = undefined;
    } else {
      current = (current ?? "") + char;
    }
  }
  if (current !== undefined) words.push({ value: current, text: field.text, glob: false });
  return words;
}
