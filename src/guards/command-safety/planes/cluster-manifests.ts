import { kubectlValuedSpellings } from "../commands/kubectl-options.js";
import type { Field, Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

/** kubectl's and oc's options that take a value as the next word, of apply/create/replace (`kubectl apply --help`) and global (`commands/kubectl-options.ts`). */
const KUBECTL_VALUED = kubectlValuedSpellings({
  values: "ol",
  longValues: ["output", "selector", "field-manager", "prune-allowlist", "prune-whitelist", "applyset", "timeout", "grace-period", "template", "subresource"],
});
/** Subcommands that send manifests to the cluster and run what they describe. */
const SENDING = new Set(["apply", "create", "replace"]);
/** A manifest named by URL: fetched from the network when the command runs. */
const REMOTE_URL = /^(?:https?|ftp):\/\//i;
/** A remote kustomization: a URL, a `host/org/repo//path` shorthand, or a git specifier (`git::…`, `git@…`, `…?ref=…`). */
const REMOTE_KUSTOMIZATION = /^(?:https?:\/\/|ssh:\/\/|git::|git@|(?:github\.com|gitlab\.com|bitbucket\.org)\/)|[?&](?:ref|version)=/i;
const MAX_ARGS = 64;

/**
 * What `kubectl` (or `oc`) does to a cluster beyond what each resource's own model covers:
 * `apply --prune` deletes every object of the selection that the files do not name (kubectl
 * apply's reference), and `apply|create|replace -f URL` or `-k` of a remote kustomization runs
 * whatever that URL serves when the command runs — workloads, roles and bindings nobody read
 * (the kustomization reference's remote targets). A local file or directory is the project's own.
 * Argo CD's prunes and deletes are read in `argo-applications.ts`.
 *
 * @example
 * clusterManifestEffects(invocation("kubectl", "apply", "-f", "https://example.com/x.yaml"))[0]?.rule // "planes.remote-manifest"
 */
export function clusterManifestEffects(invocation: Invocation): PlaneEffect[] {
  const name = invocation.name;
  if (name !== "kubectl" && name !== "oc" && name !== "microk8s.kubectl" && name !== "k3s") return [];
  const args = invocation.argv.slice(name === "k3s" ? 2 : 1, MAX_ARGS + 1);
  if (name === "k3s" && invocation.argv[1]?.value !== "kubectl") return [];
  const subcommand = firstOperand(args);
  if (subcommand === undefined || !SENDING.has(subcommand)) return [];
  const effects: PlaneEffect[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === undefined) continue;
    if (value === "--") break;
    const [option, attached] = splitOption(value);
    if (option === "--prune" && subcommand === "apply" && attached !== "false") {
      effects.push({ rule: "planes.cluster-delete", what: "deletes every object of the selection that the given manifests do not name" });
    }
    const file = option === "-f" || option === "--filename";
    const kustomize = option === "-k" || option === "--kustomize";
    if (!file && !kustomize) continue;
    const given = attached ?? args[++index]?.value;
    if (given === undefined) continue;
    if (file ? REMOTE_URL.test(given) : REMOTE_KUSTOMIZATION.test(given)) {
      effects.push({ rule: "planes.remote-manifest", what: `sends the cluster the manifests ${given} serves when it runs, unreviewed` });
    }
  }
  return effects;
}

/** `--name=value` or `-fvalue` (one-letter `-f`/`-k` with the value attached), or the spelling alone. */
function splitOption(value: string): [string, string | undefined] {
  if (!value.startsWith("-")) return ["", undefined];
  const equals = value.indexOf("=");
  if (equals > 0) return [value.slice(0, equals), value.slice(equals + 1)];
  if (/^-[fk]./.test(value)) return [value.slice(0, 2), value.slice(2)];
  return [value, undefined];
}

/** The first word that is not an option or an option's value. */
function firstOperand(args: readonly Field[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === undefined) return undefined;
    if (!value.startsWith("-")) return value;
    if (!value.includes("=") && KUBECTL_VALUED.has(value)) index++;
  }
  return undefined;
}
