/**
 * Tools' views of their own configuration that can show the credentials in it, judged by the
 * fields they select.
 *
 * - `kubectl config view` (kubectl reference): `--raw` and `--flatten` print the credential data
 *   as stored; without them certificate and key data and tokens are redacted, but an
 *   `auth-provider`'s config (`id-token`, `refresh-token`, `client-secret`) and an `exec` plugin's
 *   `env` are printed as they are. A `jsonpath`, `go-template` or `template` output naming a
 *   credential field (`password`, `token`, `client-key-data`, `auth-provider`, `exec`) or a whole
 *   user (`{.users[0].user}`) selects a credential; names, contexts, clusters and servers do not.
 * - `my_print_defaults --show|-s` (MySQL reference): option-file passwords printed in clear; without
 *   it they are masked. `mysql_config_editor print` masks them always.
 */

/** Credential fields of a kubeconfig's users, as a template or JSONPath names them. */
const KUBECONFIG_CREDENTIAL = /password|token|client-key-data|client-key|auth-provider|\bexec\b|\.env\b|secret|\.user\s*\}|\.users(?:\[[^\]]*\])?\s*\}|\{\s*\}|\{\.\}|\{@\}/i;

/** kubectl's `-o`/`--output` value (`-o jsonpath=…`, `-ojsonpath=…`, `--output=go-template=…`) and `--template` text, joined. */
function outputSelection(args: readonly string[]): string {
  const parts: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-o" || arg === "--output" || arg === "--template") parts.push(args[index + 1] ?? "");
    else if (arg.startsWith("--output=") || arg.startsWith("--template=")) parts.push(arg.slice(arg.indexOf("=") + 1));
    else if (/^-o./.test(arg)) parts.push(arg.slice(2).replace(/^=/, ""));
  }
  return parts.join(" ");
}

/**
 * Whether `kubectl config view` (the arguments after the program) prints a credential.
 *
 * @example
 * kubeconfigViewPrintsCredential(["config", "view", "--raw"]) // true
 * kubeconfigViewPrintsCredential(["config", "view", "-o", "jsonpath={.users[0].user.token}"]) // true
 * kubeconfigViewPrintsCredential(["config", "view", "-o", "jsonpath={.contexts[*].name}"]) // false
 */
export function kubeconfigViewPrintsCredential(args: readonly string[]): boolean {
  if (args.some((arg) => arg === "--raw" || arg === "--flatten" || arg === "--raw=true" || arg === "--flatten=true")) return true;
  const selection = outputSelection(args);
  if (!/jsonpath|template/i.test(selection) && !args.some((arg) => arg === "--template" || arg.startsWith("--template="))) return false;
  return KUBECONFIG_CREDENTIAL.test(selection);
}

/** `my_print_defaults -s|--show GROUP…`: passwords shown unmasked. */
export function myPrintDefaultsShows(args: readonly string[]): boolean {
  return args.some((arg) => arg === "--show" || arg === "-s" || (/^-[a-zA-Z]+$/.test(arg) && arg.includes("s")));
}
