import { kubectlValuedSpellings } from "../commands/kubectl-options.js";

/** kubectl's global options that take a separate value, so the value is not read as the verb. */
const KUBECTL_VALUED = kubectlValuedSpellings();

/**
 * kubectl's (or oc's) verb: its first operand, past global options and their values.
 *
 * @example
 * kubectlVerb(["--context", "prod", "proxy", "--port=8011"]) // "proxy"
 * kubectlVerb(["get", "svc", "proxy"]) // "get"
 */
export function kubectlVerb(args: readonly string[]): string | undefined {
  return args[kubectlVerbIndex(args)];
}

/**
 * Where kubectl's (or oc's) verb is among the arguments, or -1: so that a reader takes the words
 * after the verb (`kubectl -n shop create clusterrolebinding …`) rather than after the program.
 *
 * @example
 * kubectlVerbIndex(["-n", "shop", "create", "clusterrolebinding", "ci"]) // 2
 */
export function kubectlVerbIndex(args: readonly string[]): number {
  for (let index = 0; index < args.length && index < 64; index++) {
    const arg = args[index] as string;
    if (KUBECTL_VALUED.has(arg)) index++;
    else if (!arg.startsWith("-")) return index;
  }
  return -1;
}

/**
 * kubectl's (or oc's) operands, the verb first: the words that are neither options nor the value of
 * an option in `valued` (the global ones unless a reader adds its verbs', `kubectlValuedSpellings`).
 *
 * @example
 * kubectlOperands(["-n", "shop", "edit", "secret", "db"]) // ["edit", "secret", "db"]
 */
export function kubectlOperands(args: readonly string[], valued: ReadonlySet<string> = KUBECTL_VALUED): string[] {
  return kubectlOperandIndexes(args, valued).map((index) => args[index] as string);
}

/**
 * Where kubectl's operands are among the arguments, for readers that keep each argument's
 * provenance (`Field`s): the same words {@link kubectlOperands} returns.
 *
 * @example
 * kubectlOperandIndexes(["-n", "shop", "cp", ".env", "web:/tmp"]) // [2, 3, 4]
 */
export function kubectlOperandIndexes(args: readonly string[], valued: ReadonlySet<string> = KUBECTL_VALUED): number[] {
  const indexes: number[] = [];
  for (let index = 0; index < args.length && index < 64; index++) {
    const arg = args[index] as string;
    if (valued.has(arg)) index++;
    else if (!arg.startsWith("-") || arg === "-") indexes.push(index);
  }
  return indexes;
}
