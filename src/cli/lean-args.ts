/** The options one lean command accepts, in the shape commander would give them. */
export interface LeanOptionSpec {
  /** Options that take a value: `--name <value>` or `--name=<value>`. */
  values?: readonly string[];
  /** Switches: `--name`. */
  flags?: readonly string[];
  /** Options with a `--no-name` form that sets `name` to false (a value option keeps its `--name <value>`). */
  negatable?: readonly string[];
  /** One-letter aliases of switches: `{ v: "verbose" }` reads `-v` as `--verbose`. */
  shortFlags?: Readonly<Record<string, string>>;
  /** The first positional argument ends the options; the rest are positionals as written. */
  passThrough?: boolean;
}

/** What `parseLeanArgs` read: options by camel-cased name, and the positional arguments. */
export interface LeanArgs {
  options: Record<string, string | boolean>;
  positionals: string[];
}

/**
 * Reads a command's arguments the way its commander definition would, for the commands that start
 * without commander. Returns `undefined` for anything it does not know for certain (an unknown
 * option, a missing value, a help request), so the caller hands the command line to the full CLI,
 * which explains the problem.
 *
 * @example
 * parseLeanArgs(["--json", "--", "ls", "-la"], { flags: ["json"], passThrough: true })
 * // { options: { json: true }, positionals: ["ls", "-la"] }
 */
export function parseLeanArgs(args: readonly string[], spec: LeanOptionSpec): LeanArgs | undefined {
  const options: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === "--") {
      positionals.push(...args.slice(index + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      if (spec.passThrough) {
        positionals.push(...args.slice(index + 1));
        break;
      }
      continue;
    }
    if (!arg.startsWith("--")) {
      const long = arg.length === 2 ? spec.shortFlags?.[arg[1]!] : undefined;
      if (long === undefined) return undefined;
      options[camelCase(long)] = true;
      continue;
    }
    const equals = arg.indexOf("=");
    const name = arg.slice(2, equals === -1 ? undefined : equals);
    if (spec.values?.includes(name)) {
      const value = equals === -1 ? args[++index] : arg.slice(equals + 1);
      if (value === undefined || (equals === -1 && value.startsWith("-"))) return undefined;
      options[camelCase(name)] = value;
    } else if (equals === -1 && spec.flags?.includes(name)) {
      options[camelCase(name)] = true;
    } else if (equals === -1 && name.startsWith("no-") && spec.negatable?.includes(name.slice(3))) {
      options[camelCase(name.slice(3))] = false;
    } else {
      return undefined;
    }
  }
  return { options, positionals };
}

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
