import type { OptionGrammar } from "./getopt.js";

/**
 * kubectl's global options: the flags every kubectl command inherits, as `kubectl options` lists
 * them (kubectl reference, "kubectl options"; the `kubectl(1)` man page), with the logging flags
 * older releases inherited from klog. They are written before or after the verb (`kubectl -n prod
 * get pods`, `kubectl get pods -n prod`), as `--flag=value` or `--flag value`, the short ones as
 * `-n prod` or `-nprod`. The switches are booleans: kubectl reads `--insecure-skip-tls-verify
 * false` as the switch and an operand, so a switch never takes the next word.
 *
 * Every reader of kubectl's (and oc's, which shares them) command line uses this one grammar,
 * adding the options of the verbs it reads with {@link withKubectlGlobals} or, for readers that
 * scan words, {@link kubectlValuedSpellings}; a value is then never mistaken for the verb or a
 * resource, whichever global option precedes it.
 *
 * @example
 * parseOptions(fields("--context", "prod", "delete", "ns", "shop"), KUBECTL_GLOBAL).operands // delete ns shop
 */
export const KUBECTL_GLOBAL: OptionGrammar = {
  flags: "h",
  values: "nsv",
  long: [
    "disable-compression", "insecure-skip-tls-verify", "match-server-version", "warnings-as-errors", "help",
    // klog's switches, which older releases' `kubectl options` lists.
    "add-dir-header", "alsologtostderr", "logtostderr", "one-output", "skip-headers", "skip-log-headers",
  ],
  longValues: [
    "as", "as-group", "as-uid", "as-user-extra", "cache-dir", "certificate-authority", "client-certificate", "client-key", "cluster", "context",
    "kubeconfig", "kuberc", "namespace", "password", "profile", "profile-output", "request-timeout", "server", "tls-server-name", "token", "user",
    "username", "v", "vmodule",
    // klog's options that take a value, which older releases' `kubectl options` lists.
    "log-backtrace-at", "log-dir", "log-file", "log-file-max-size", "log-flush-frequency", "stderrthreshold",
  ],
  aliases: { n: "namespace", s: "server", h: "help" },
};

/**
 * A verb's grammar with kubectl's global options added, so one parse reads both wherever they are
 * written (cobra takes a verb's flags before the verb too: `kubectl -f web.yaml apply`).
 *
 * @example
 * const SCALE = withKubectlGlobals({ values: "f", longValues: ["replicas"], aliases: { f: "filename" } });
 * parseOptions(fields("scale", "-n", "shop", "deploy/web", "--replicas=0"), SCALE).value("namespace")?.value // "shop"
 */
export function withKubectlGlobals(own: OptionGrammar): OptionGrammar {
  const grammar: OptionGrammar = {
    flags: `${own.flags ?? ""}${KUBECTL_GLOBAL.flags}`,
    values: `${own.values ?? ""}${KUBECTL_GLOBAL.values}`,
    long: [...(own.long ?? []), ...(KUBECTL_GLOBAL.long ?? [])],
    longValues: [...(own.longValues ?? []), ...(KUBECTL_GLOBAL.longValues ?? [])],
    aliases: { ...KUBECTL_GLOBAL.aliases, ...own.aliases },
  };
  if (own.optionals !== undefined) grammar.optionals = own.optionals;
  if (own.longOptionals !== undefined) grammar.longOptionals = own.longOptionals;
  if (own.stopAtOperand !== undefined) grammar.stopAtOperand = own.stopAtOperand;
  return grammar;
}

/**
 * The spellings of the options that take the next word as their value (`-n`, `--namespace`,
 * `--kubeconfig`, …), global and the verb's own, for readers that scan words rather than parse
 * (`--namespace=prod` and `-nprod` carry their value and are not listed).
 *
 * @example
 * kubectlValuedSpellings({ values: "o", longValues: ["output"] }).has("--cache-dir") // true
 */
export function kubectlValuedSpellings(own: OptionGrammar = {}): ReadonlySet<string> {
  const grammar = withKubectlGlobals(own);
  return new Set([...[...(grammar.values ?? "")].map((letter) => `-${letter}`), ...(grammar.longValues ?? []).map((name) => `--${name}`)]);
}

/** The spellings of kubectl's global switches (`--insecure-skip-tls-verify`, `-h`), which never take the next word. */
export const KUBECTL_GLOBAL_SWITCHES: ReadonlySet<string> = new Set([
  ...[...(KUBECTL_GLOBAL.flags ?? "")].map((letter) => `-${letter}`),
  ...(KUBECTL_GLOBAL.long ?? []).map((name) => `--${name}`),
]);
