/**
 * The most backtracking steps a pattern taken from the command may cost on text taken from the
 * command. JavaScript's regular expressions backtrack: `*a*a*a*b` over three thousand `a`s tries
 * every split of the text between its stars, so a command can stall the guard for minutes with a
 * line of text. Above this budget the guard leaves the result unknown instead of computing it.
 */
const MAX_PATTERN_WORK = 2_000_000;

/**
 * Whether matching a pattern with `repeats` unbounded repetitions (`*` in a glob; `*`, `+`, `?`,
 * `{…}` in a regular expression) everywhere in a text of `length` characters stays within the budget:
 * each start position can try every split of the rest between the repetitions, about
 * `length ^ (repeats + 1)` steps in all.
 *
 * @example
 * patternWorkFits(1, 1000) // true: `${file%.*}` on a long file name
 * patternWorkFits(10, 3000) // false: `${x//*a*a*a*a*a*a*a*a*a*a*b/}`
 */
export function patternWorkFits(repeats: number, length: number): boolean {
  return (length + 1) ** (repeats + 1) <= MAX_PATTERN_WORK;
}

/** How many unbounded repetitions a glob has: its unescaped `*`s. */
export function globRepeats(glob: string): number {
  let count = 0;
  for (let index = 0; index < glob.length; index++) {
    if (glob[index] === "\\") index++;
    else if (glob[index] === "*") count++;
  }
  return count;
}

/**
 * How many repetitions a JavaScript regular expression's source has: its unescaped `*`, `+`, `?`
 * and `{`. Counting one inside a bracket expression as well only errs toward leaving a result
 * unknown.
 */
export function regexRepeats(source: string): number {
  let count = 0;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === "\\") index++;
    else if (char === "*" || char === "+" || char === "?" || char === "{") count++;
  }
  return count;
}
