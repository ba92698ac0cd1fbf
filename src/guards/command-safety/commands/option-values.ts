/**
 * An option's values on a command line whose full grammar the guard does not model, read the way
 * getopt_long and most CLI frameworks accept them: `--name value`, `--name=value` and, for a
 * one-letter name, `-n value`, `-n=value` and `-nvalue`. When a command's grammar is known,
 * `parseOptions` (`getopt.ts`) reads it instead: it also tells flags from operands.
 *
 * A name written last, with nothing after it, has the empty value: the option was given. Words
 * after `--` are read too: a guard that stopped there would lose an option some tools accept
 * anywhere, and reading one too many only makes a rule look closer.
 */

/**
 * Every value of the options `names`, in the order given.
 *
 * @example
 * optionValues(["--field", "password", "-fuser"], ["-f", "--field"]) // ["password", "user"]
 */
export function optionValues(args: readonly string[], names: readonly string[]): string[] {
  const found: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const read = readAt(args, index, names);
    if (read === undefined) continue;
    found.push(read.value);
    index += read.words - 1;
  }
  return found;
}

/**
 * Every word given to the options `names` as a space-separated list, the way az and gcloud read
 * list arguments: the words after `--name` up to the next option, and the value of `--name=value`.
 *
 * @example
 * optionLists(["--ports", "22", "3389", "--name", "vm"], ["--ports"]) // ["22", "3389"]
 */
export function optionLists(args: readonly string[], names: readonly string[]): string[] {
  const found: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const name = names.find((candidate) => arg === candidate || arg.startsWith(`${candidate}=`));
    if (name === undefined) continue;
    if (arg !== name) {
      found.push(arg.slice(name.length + 1));
      continue;
    }
    while (index + 1 < args.length && !(args[index + 1] as string).startsWith("-")) found.push(args[++index] as string);
  }
  return found;
}

/**
 * The first value of the options `names`, or undefined when none is given.
 *
 * @example
 * optionValue(["apps", "--app=web"], ["-a", "--app"]) // "web"
 */
export function optionValue(args: readonly string[], names: readonly string[]): string | undefined {
  return optionValues(args, names)[0];
}

/**
 * The value `args[index]` gives one of `names`, if it is one of them, and how many words it took.
 * A name written whole wins over a shorter name's attached value (`-pid` is not `-p id` when
 * `-pid` is named too).
 */
function readAt(args: readonly string[], index: number, names: readonly string[]): { value: string; words: number } | undefined {
  const arg = args[index] as string;
  if (!arg.startsWith("-")) return undefined;
  for (const name of names) {
    if (arg === name) return { value: args[index + 1] ?? "", words: 2 };
    if (arg.startsWith(`${name}=`)) return { value: arg.slice(name.length + 1), words: 1 };
  }
  for (const name of names) {
    if (name.length === 2 && name[1] !== "-" && arg.length > 2 && arg[1] !== "-" && arg.startsWith(name)) return { value: arg.slice(2), words: 1 };
  }
  return undefined;
}

/** An option and the word that is its value, as read from a command line without its grammar. */
export interface OptionValue {
  /** The option as written, without an attached value: `--input`, `-f`, `-cacert`. */
  option: string;
  /** The value: the next word, or the text after `=` or after a one-letter option (`-o~/x`). */
  value: string;
  /** Whether the value was attached to the option's word. */
  attached: boolean;
}

/**
 * The option `args[index]` is, or is the value of, read the way getopt_long and Go's flag package
 * accept them: `--name=value`, `-name=value`, `-nVALUE` for a value that starts like a path, and a
 * word after an option word. A word after a flag that takes no value is read as its value too:
 * without the program's grammar, the guard cannot tell the two apart.
 */
export function optionValueAt(args: readonly (string | undefined)[], index: number): OptionValue | undefined {
  const word = args[index];
  if (word === undefined) return undefined;
  if (word.startsWith("-")) {
    const equals = /^(--?[\w.-]+?)=(.*)$/s.exec(word);
    if (equals) return { option: equals[1] as string, value: equals[2] as string, attached: true };
    const short = /^(-[a-zA-Z])([~/.$].*)$/s.exec(word);
    if (short) return { option: short[1] as string, value: short[2] as string, attached: true };
    return undefined;
  }
  const previous = index > 0 ? args[index - 1] : undefined;
  if (previous === undefined || !previous.startsWith("-") || previous === "-" || previous === "--" || previous.includes("=")) return undefined;
  if (/^-[a-zA-Z][~/.$]/.test(previous)) return undefined;
  return { option: previous, value: word, attached: false };
}
