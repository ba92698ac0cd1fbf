import type { Field } from "../model.js";

/**
 * A command's option grammar, as data. Letters and names not listed are still recognised as flags
 * (a guard must not lose track of operands because of an option it has not heard of).
 *
 * @example
 * const RM: OptionGrammar = { flags: "rRfidvI", aliases: { r: "recursive", R: "recursive", f: "force" }, long: ["recursive", "force", "dir"] };
 */
export interface OptionGrammar {
  /** Short flags without a value. */
  flags?: string;
  /** Short options that take a value (attached `-uroot` or separate `-u root`). */
  values?: string;
  /** Short options whose value can only be attached (`-i.bak`). */
  optionals?: string;
  /** Long flags. */
  long?: readonly string[];
  /** Long options that take a value (`--user=root` or `--user root`). */
  longValues?: readonly string[];
  /** Long options whose value can only follow `=` (`--color=auto`). */
  longOptionals?: readonly string[];
  /** Canonical names: a short letter or long name → the name rules ask for. */
  aliases?: Readonly<Record<string, string>>;
  /** Options end at the first operand (POSIX, and every command runner: `sudo -u x cmd -rf`). */
  stopAtOperand?: boolean;
  /** `+x` options, as shells take them. */
  plus?: boolean;
}

/** One option found on a command line. */
export interface ParsedOption {
  /** Canonical name (alias applied; long names completed from unambiguous abbreviations). */
  name: string;
  value?: Field;
  /** Written with `+` instead of `-` (shell `+o`). */
  plus?: boolean;
}

/** A command line split into options and operands. */
export interface ParsedArguments {
  options: ParsedOption[];
  operands: Field[];
  /** With `stopAtOperand`: index (into the parsed list) of the first operand. */
  operandIndex: number;
  /** Whether the option was given. */
  has(name: string): boolean;
  /** The last value given to an option. */
  value(name: string): Field | undefined;
  /** Every value given to an option, in order. */
  values(name: string): Field[];
}

/**
 * Parses arguments like getopt_long: combined short flags (`-rf`), attached values (`-n5`), long
 * options with `=` or a separate value, unambiguous abbreviations (`--recur`), `--`, and options
 * after operands unless `stopAtOperand`.
 *
 * @example
 * parseOptions(fields("-r", "--force", "a", "-v"), RM).has("recursive") // true
 */
export function parseOptions(args: readonly Field[], grammar: OptionGrammar): ParsedArguments {
  const options: ParsedOption[] = [];
  const operands: Field[] = [];
  let operandIndex = args.length;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as Field;
    const text = optionText(arg);
    if (text === undefined || text === "-" || !(text.startsWith("-") || (grammar.plus && text.startsWith("+") && text.length > 1))) {
      if (grammar.stopAtOperand) {
        operandIndex = index;
        operands.push(...args.slice(index));
        break;
      }
      if (operandIndex === args.length) operandIndex = index;
      operands.push(arg);
      continue;
    }
    if (text === "--") {
      operandIndex = Math.min(operandIndex, index + 1);
      operands.push(...args.slice(index + 1));
      break;
    }
    if (text.startsWith("--")) {
      const equals = text.indexOf("=");
      const written = equals < 0 ? text.slice(2) : text.slice(2, equals);
      const resolved = resolveLong(written, grammar);
      const option: ParsedOption = { name: canonical(resolved.name, grammar) };
      if (equals >= 0) option.value = slice(arg, text.slice(equals + 1));
      else if (resolved.kind === "value" && index + 1 < args.length) option.value = args[++index] as Field;
      options.push(option);
      continue;
    }
    const plus = text.startsWith("+");
    for (let position = 1; position < text.length; position++) {
      const letter = text[position] as string;
      const option: ParsedOption = { name: canonical(letter, grammar) };
      if (plus) option.plus = true;
      if (grammar.values?.includes(letter)) {
        const attached = text.slice(position + 1);
        if (attached) option.value = slice(arg, attached);
        else if (index + 1 < args.length) option.value = args[++index] as Field;
        options.push(option);
        break;
      }
      if (grammar.optionals?.includes(letter)) {
        const attached = text.slice(position + 1);
        if (attached) option.value = slice(arg, attached);
        options.push(option);
        break;
      }
      options.push(option);
    }
  }
  return new Parsed(options, operands, operandIndex);
}

/** The parse result; its lookups are methods so that parsing allocates no closures. */
class Parsed implements ParsedArguments {
  constructor(
    readonly options: ParsedOption[],
    readonly operands: Field[],
    readonly operandIndex: number,
  ) {}

  has(name: string): boolean {
    return this.options.some((option) => option.name === name);
  }

  value(name: string): Field | undefined {
    return this.options.filter((option) => option.name === name).at(-1)?.value;
  }

  values(name: string): Field[] {
    return this.options.filter((option) => option.name === name && option.value).map((option) => option.value as Field);
  }
}

/** The text of an argument when it may be an option: known, or dynamic after a static `-…` prefix. */
function optionText(arg: Field): string | undefined {
  if (arg.value !== undefined) return arg.value;
  const prefix = arg.dynamic?.prefix ?? "";
  return prefix.startsWith("-") && prefix.length > 1 ? prefix : undefined;
}

function resolveLong(written: string, grammar: OptionGrammar): { name: string; kind: "flag" | "value" | "optional" } {
  const table: [string, "flag" | "value" | "optional"][] = [
    ...(grammar.long ?? []).map((name): [string, "flag"] => [name, "flag"]),
    ...(grammar.longValues ?? []).map((name): [string, "value"] => [name, "value"]),
    ...(grammar.longOptionals ?? []).map((name): [string, "optional"] => [name, "optional"]),
  ];
  const exact = table.find(([name]) => name === written);
  if (exact) return { name: exact[0], kind: exact[1] };
  const candidates = table.filter(([name]) => name.startsWith(written));
  const first = candidates[0];
  if (first && written.length > 0 && candidates.every(([name]) => canonical(name, grammar) === canonical(first[0], grammar))) {
    return { name: first[0], kind: first[1] };
  }
  return { name: written, kind: "flag" };
}

function canonical(name: string, grammar: OptionGrammar): string {
  return grammar.aliases?.[name] ?? name;
}

function slice(arg: Field, value: string): Field {
  return arg.value !== undefined ? { value, text: arg.text, glob: false } : { ...arg, value: undefined };
}
