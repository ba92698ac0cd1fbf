import { evaluatePowershell, asString, type PsValue } from "./powershell-strings.js";

/** The most arguments substituted in one statement. */
const MAX_SUBSTITUTIONS = 32;

/**
 * A command's arguments with the variables and grouped expressions PowerShell computes before the
 * command runs written out as the strings they hold (`& $a[0] $a[1] $a[2]`, `bash -c (-join $a)`),
 * each single-quoted as one argument; an array is its items, one argument each, as PowerShell
 * passes them to a program. What cannot be computed is left as written.
 *
 * @example
 * substituteArguments(" $a[1] (-join $b)", new Map([["a", ["x", "-rf"]], ["b", ["~", "/"]]])) // " '-rf' '~/'"
 */
export function substituteArguments(args: string, strings: ReadonlyMap<string, PsValue>): string {
  if (!/[$(]/.test(args)) return args;
  let out = "";
  let count = 0;
  let index = 0;
  while (index < args.length) {
    const char = args[index] as string;
    const atWordStart = index === 0 || /\s/.test(args[index - 1] as string);
    if (char === "'" || char === '"') {
      const end = closingQuote(args, index);
      out += args.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    if (atWordStart && count < MAX_SUBSTITUTIONS && (char === "$" || char === "(")) {
      const end = wordEnd(args, index);
      const word = args.slice(index, end);
      const value = /^\$[A-Za-z_]\w*(?:\[[^\]]*\])?$|^\(.*\)$/s.test(word) ? evaluatePowershell(word, strings) : undefined;
      if (value !== undefined) {
        out += (Array.isArray(value) ? value.map(asString) : [asString(value)]).map(quote).join(" ");
        count++;
        index = end;
        continue;
      }
      out += word;
      index = end;
      continue;
    }
    out += char;
    index++;
  }
  return out;
}

function quote(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

/** Where a quoted string opened at `start` closes (the text's end when it does not). */
function closingQuote(text: string, start: number): number {
  const quoteChar = text[start] as string;
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === "`" && quoteChar === '"') index++;
    else if (text[index] === quoteChar) return index;
  }
  return text.length - 1;
}

/** The end of the word at `start`: white space outside brackets and quotes ends it. */
function wordEnd(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index] as string;
    if (char === "'" || char === '"') index = closingQuote(text, index);
    else if (char === "(" || char === "[") depth++;
    else if ((char === ")" || char === "]") && depth > 0) depth--;
    else if (depth === 0 && /\s/.test(char)) return index;
  }
  return text.length;
}
