/** The longest text searched for subscripts. */
const MAX_TEXT = 4096;
/** The most commands taken from one text. */
const MAX_COMMANDS = 8;

/**
 * The commands bash runs when it evaluates text as an arithmetic expression or a variable name with
 * a subscript: the `$(…)` and `` `…` `` inside `name[…]`. Bash expands a subscript again when it
 * evaluates it, so `(( 'a[$(cmd)]' ))`, `let 'x=a[$(cmd)]'`, `declare -i x='a[$(cmd)]'`,
 * `[[ -v 'a[$(cmd)]' ]]`, `read 'a[$(cmd)]'`, `printf -v 'a[$(cmd)]'` and `${!r}` with
 * `r='a[$(cmd)]'` all run cmd, single quotes or not. One left-to-right pass; nesting is counted, not
 * matched by a pattern.
 *
 * @example
 * subscriptCommands("a[$(rm -rf ~)]") // ["rm -rf ~"]
 * subscriptCommands("a[i+1]") // []
 */
export function subscriptCommands(text: string): string[] {
  if (!text.includes("[") || (!text.includes("$(") && !text.includes("`"))) return [];
  const commands: string[] = [];
  const limit = Math.min(text.length, MAX_TEXT);
  let open = 0;
  for (let index = 0; index < limit && commands.length < MAX_COMMANDS; index++) {
    const char = text[index];
    if (char === "[" && index > 0 && /[\w\]]/.test(text[index - 1] as string)) open++;
    else if (char === "]" && open > 0) open--;
    else if (open > 0 && char === "`") {
      const end = text.indexOf("`", index + 1);
      if (end < 0) break;
      commands.push(text.slice(index + 1, end));
      index = end;
    } else if (open > 0 && char === "$" && text[index + 1] === "(" && text[index + 2] !== "(") {
      const end = closingParenthesis(text, index + 2, limit);
      commands.push(text.slice(index + 2, end));
      index = end;
    }
  }
  return commands.filter((command) => command.trim() !== "");
}

/** The index of the `)` that closes a parenthesis opened just before `start` (or the limit). */
function closingParenthesis(text: string, start: number, limit: number): number {
  let depth = 1;
  for (let index = start; index < limit; index++) {
    const char = text[index];
    if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return index;
  }
  return limit;
}
