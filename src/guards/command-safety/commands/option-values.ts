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
