import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import { withKubectlGlobals } from "../commands/kubectl-options.js";
import type { Invocation } from "../model.js";
import { namesLocalCluster, PRODUCTION_CLUSTER_NAME } from "./local-clusters.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * A cluster's own security controls removed or switched to let everything through.
 *
 * Kubernetes decides what may run through admission control and what may talk to what through
 * network policies (the Kubernetes documentation's "Dynamic Admission Control", "Validating
 * Admission Policy", "Pod Security Admission" and "Network Policies"); policy engines add their
 * own kinds on top (Kyverno's `ClusterPolicy`, Gatekeeper's `ConstraintTemplate` and constraints,
 * Cilium's and Calico's network policies, Istio's `AuthorizationPolicy` and `PeerAuthentication`).
 * Deleting one of these objects, or patching a webhook to `failurePolicy: Ignore`, a Kyverno policy
 * to `Audit` or a Gatekeeper constraint to `dryrun`/`warn`, lets privileged pods, host mounts and
 * traffic the cluster's owners forbade through: the cluster's equivalent of turning a host's
 * firewall or mandatory access control off. Removing a namespace's pod security enforcement label
 * does the same for that namespace.
 *
 * Admission controls ask in any cluster but a local one (`local-clusters.ts`: a `kind-`, `minikube`,
 * `k3d-`, `docker-desktop`, `rancher-desktop`, `orbstack`, `colima` or `microk8s` context, or a
 * loopback API server). A single network policy is everyday work in development (the Kubernetes
 * tutorials create and delete them), so network policies ask when every one of them goes, or in a
 * production or system namespace or context.
 *
 * @example
 * clusterControlEffects(invocation("kubectl", "delete", "validatingwebhookconfiguration", "gatekeeper"))[0]?.rule // "planes.cluster-protection-off"
 */
export function clusterControlEffects(invocation: Invocation): PlaneEffect[] {
  if (!KUBECTL.has(invocation.name)) return [];
  const parsed = parseOptions(invocation.argv.slice(1), GRAMMAR);
  const operands = parsed.operands.map((field) => field.value);
  const verb = operands[0];
  if (verb !== "delete" && verb !== "patch" && verb !== "label") return [];
  if (namesLocalCluster(parsed)) return [];
  if (verb === "label") return enforcementRemoved(operands) ? hit("removes a namespace's pod security enforcement label, so any pod may run there") : [];
  const kinds = kindsOf(operands);
  if (kinds.length === 0) return [];
  if (verb === "patch") {
    // A patch read from a file (`--patch-file`) is not seen here; only the patch given on the command line is judged.
    const patch = parsed.values("patch").map((field) => field.value ?? "").join(" ");
    const loosened = LOOSENED.find(([pattern]) => pattern.test(patch));
    const control = kinds.find((kind) => kind.admission);
    return loosened && control ? hit(`patches ${control.what} to ${loosened[1]}`) : [];
  }
  const admission = kinds.find((kind) => kind.admission);
  if (admission) return hit(`deletes ${admission.what}, so what it refused is let into the cluster`);
  const network = kinds.find((kind) => !kind.admission);
  const everything = parsed.has("all") || parsed.has("all-namespaces");
  const scope = [parsed.value("namespace"), parsed.value("context"), parsed.value("cluster")].find((field) => sensitiveScope(field?.value ?? ""));
  if (network && (everything || scope)) return hit(`deletes ${everything ? "every network policy" : network.what}${scope ? ` in ${scope.value}` : ""}, opening traffic the cluster's owners restricted`);
  return [];
}

const KUBECTL = new Set(["kubectl", "oc", "microk8s.kubectl", "k3s-kubectl"]);

/**
 * The options of `kubectl delete`, `patch` and `label` (kubectl reference), with kubectl's global
 * ones (`commands/kubectl-options.ts`); `--cascade` takes its value only after `=`.
 */
const GRAMMAR: OptionGrammar = withKubectlGlobals({
  flags: "A",
  values: "lcfpo",
  long: ["all", "all-namespaces", "overwrite", "local", "force", "now", "ignore-not-found", "wait"],
  longValues: ["selector", "field-selector", "output", "filename", "grace-period", "timeout", "patch", "patch-file", "type", "subresource", "dry-run"],
  longOptionals: ["cascade"],
  aliases: { l: "selector", f: "filename", o: "output", p: "patch", A: "all-namespaces" },
});

/** A namespace, context or cluster where a network policy guards what matters: production or the system's own. */
const sensitiveScope = (name: string): boolean => PRODUCTION_CLUSTER_NAME.test(name) || name === "kube-system";

interface ControlKind {
  /** An admission control (decides what the cluster accepts) rather than a network policy. */
  admission: boolean;
  what: string;
}

/** Control kinds by every name kubectl accepts for them: plural, singular and short names, with or without their API group. */
const CONTROL_KINDS: readonly (readonly [RegExp, ControlKind])[] = [
  [/^(?:validatingwebhookconfigurations?|mutatingwebhookconfigurations?)$/, { admission: true, what: "an admission webhook" }],
  [/^(?:validatingadmissionpolic(?:y|ies)|validatingadmissionpolicybindings?|mutatingadmissionpolic(?:y|ies)|mutatingadmissionpolicybindings?)$/, { admission: true, what: "an admission policy" }],
  [/^(?:podsecuritypolic(?:y|ies)|psp)$/, { admission: true, what: "a pod security policy" }],
  [/^(?:clusterpolic(?:y|ies)|cpol)$/, { admission: true, what: "a Kyverno cluster policy" }],
  [/^(?:constrainttemplates?|k8s[a-z0-9]+)$/, { admission: true, what: "a Gatekeeper constraint" }],
  [/^(?:authorizationpolic(?:y|ies)|peerauthentications?)$/, { admission: true, what: "an Istio access policy" }],
  [/^(?:networkpolic(?:y|ies)|netpol|ciliumnetworkpolic(?:y|ies)|cnp|ciliumclusterwidenetworkpolic(?:y|ies)|ccnp|globalnetworkpolic(?:y|ies)|gnp|adminnetworkpolic(?:y|ies)|anp|baselineadminnetworkpolic(?:y|ies)|banp)$/, { admission: false, what: "a network policy" }],
];

/** API groups whose `policies` kind is a policy engine's: Kyverno's namespaced `Policy`. */
const GROUPED_POLICY = /^polic(?:y|ies)\.kyverno\.io$/;

/** The control kinds the command names: `kind name`, `kind/name`, `kind1,kind2`. */
function kindsOf(operands: readonly (string | undefined)[]): ControlKind[] {
  const words = operands.slice(1).flatMap((word) => (word ?? "").split(","));
  const found: ControlKind[] = [];
  for (const word of words) {
    const kind = (word.split("/")[0] ?? "").toLowerCase();
    if (GROUPED_POLICY.test(kind)) {
      found.push({ admission: true, what: "a Kyverno policy" });
      continue;
    }
    const bare = kind.replace(/\.(?:[a-z0-9-]+\.)*(?:k8s\.io|kyverno\.io|sh|io|org|com|dev)$/, "");
    const match = CONTROL_KINDS.find(([pattern]) => pattern.test(bare));
    if (match) found.push(match[1]);
  }
  return found;
}

/** Patches that keep the object but make it let everything through. */
const LOOSENED: readonly (readonly [RegExp, string])[] = [
  // A merge patch (`{"failurePolicy":"Ignore"}`) or a JSON patch (`{"path":"/webhooks/0/failurePolicy","value":"Ignore"}`).
  [/failurePolicy[^}]{0,40}?Ignore/i, "ignore its own failures (failurePolicy: Ignore)"],
  [/failureAction[^}]{0,40}?Audit/i, "only audit what it used to refuse"],
  [/enforcementAction[^}]{0,40}?(?:dryrun|warn)/i, "only report what it used to refuse"],
  [/"op"\s*:\s*"remove"[^}]*"path"\s*:\s*"\/webhooks/i, "drop its webhooks"],
];

/** `kubectl label ns NAME pod-security.kubernetes.io/enforce-`: the label removed, enforcement gone. */
function enforcementRemoved(operands: readonly (string | undefined)[]): boolean {
  if (!/^(?:ns|namespaces?)(?:\/|$)/.test(operands[1] ?? "")) return false;
  return operands.some((word) => word === "pod-security.kubernetes.io/enforce-");
}

function hit(what: string): PlaneEffect[] {
  return [{ rule: "planes.cluster-protection-off", what }];
}
