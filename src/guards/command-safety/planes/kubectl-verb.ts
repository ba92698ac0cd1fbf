/** kubectl's global options that take a separate value, so the value is not read as the verb. */
const KUBECTL_VALUED: ReadonlySet<string> = new Set(["-n", "--namespace", "--context", "--kubeconfig", "--cluster", "--user", "-s", "--server", "--token", "--as", "--as-group", "--request-timeout", "--certificate-authority", "--client-certificate", "--client-key", "-v", "--v"]);

/**
 * kubectl's (or oc's) verb: its first operand, past global options and their values.
 *
 * @example
 * kubectlVerb(["--context", "prod", "proxy", "--port=8011"]) // "proxy"
 * kubectlVerb(["get", "svc", "proxy"]) // "get"
 */
export function kubectlVerb(args: readonly string[]): string | undefined {
  for (let index = 0; index < args.length && index < 64; index++) {
    const arg = args[index] as string;
    if (KUBECTL_VALUED.has(arg)) index++;
    else if (!arg.startsWith("-")) return arg;
  }
  return undefined;
}
