import { parseOptions, type OptionGrammar, type ParsedArguments } from "../commands/getopt.js";
import { withKubectlGlobals } from "../commands/kubectl-options.js";
import type { Field } from "../model.js";
import { namesLocalCluster, PRODUCTION_CLUSTER_NAME } from "./local-clusters.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * kubectl's options that take a value, of the verbs read here (kubectl_scale, kubectl_autoscale,
 * kubectl_patch, kubectl_annotate, kubectl_drain in the kubectl reference) and global
 * (`commands/kubectl-options.ts`), so that their values are not read as operands.
 */
const KUBECTL: OptionGrammar = withKubectlGlobals({
  flags: "A",
  values: "lfpok",
  longValues: [
    "selector", "field-selector", "output", "filename", "kustomize", "patch", "patch-file", "type", "subresource", "replicas", "current-replicas",
    "resource-version", "min", "max", "cpu-percent", "name", "timeout", "grace-period", "pod-selector", "chunk-size", "skip-wait-for-delete-timeout",
    "field-manager", "template",
  ],
  aliases: { l: "selector", f: "filename", p: "patch", o: "output", k: "kustomize" },
});

/** Words of a namespace's name that say it holds development or test workloads. */
const DEVELOPMENT_WORD = /^(?:dev|development|test|testing|local|sandbox|scratch)$/i;
/** A count of zero, however many digits (`0`, `00`). */
const ZERO = /^0+$/;
/** A replica count of zero in a patch or annotation: `"replicas":0`, `maxReplicas: 0`, KEDA's `autoscaling.keda.sh/paused-replicas="0"`. */
const ZERO_REPLICAS = /(?:^|[^\w-])(?:replicas|maxReplicas|autoscaling\.keda\.sh\/paused-replicas)"?\s*[:=]\s*"?0+"?(?![\w.])/;
/** One JSON Patch operation (RFC 6902) that sets `spec.replicas` or `spec.maxReplicas`. */
const REPLICAS_PATH = /"path"\s*:\s*"\/spec\/(?:replicas|maxReplicas)"/;
const ZERO_VALUE = /"value"\s*:\s*"?0+"?(?![\w.])/;
/** kubectl drain's switches that delete what eviction would have kept: emptyDir data, pods no controller re-creates, disruption budgets. */
const DRAIN_LOSSES: readonly (readonly [string, string])[] = [
  ["delete-emptydir-data", "deleting the emptyDir data of its pods"],
  ["delete-local-data", "deleting the emptyDir data of its pods"],
  ["force", "deleting the pods no controller re-creates"],
  ["disable-eviction", "deleting its pods past their PodDisruptionBudgets"],
];

/**
 * What a kubectl (or oc) command takes away from a running cluster, from the kubectl reference:
 * a workload scaled to zero replicas (`scale --replicas=0` of a deployment, statefulset or
 * replicaset named, listed in `-f`, chosen by `-l` or `--all`), an autoscaler capped at zero
 * (`autoscale --max=0`), a patch setting `spec.replicas` or `spec.maxReplicas` to 0 (merge,
 * strategic or JSON Patch), KEDA's `autoscaling.keda.sh/paused-replicas` annotation set to 0, and
 * a node drained with a switch that deletes what eviction keeps (`--delete-emptydir-data`,
 * `--delete-local-data`, `--force`, `--disable-eviction`). A cluster on this machine (kind, k3d,
 * minikube, Docker Desktop, …) is the developer's own: nothing is reported for it, nor for a
 * workload of a namespace named for development or tests (`-n dev`) outside a production context.
 *
 * @example
 * kubectlCapacityEffects(["scale", "deploy/web", "--replicas=0"].map((arg) => staticField(arg)))[0]?.rule // "planes.capacity-zero"
 * kubectlCapacityEffects(["drain", "node-1", "--ignore-daemonsets"].map((arg) => staticField(arg))) // []
 */
export function kubectlCapacityEffects(args: readonly Field[], kubeconfig?: string): PlaneEffect[] {
  const parsed = parseOptions(args, KUBECTL);
  const verb = parsed.operands[0]?.value;
  if (verb !== "scale" && verb !== "autoscale" && verb !== "patch" && verb !== "annotate" && verb !== "drain") return [];
  if (namesLocalCluster(parsed)) return [];
  // A workload of a namespace named for development or tests, outside a production context, is a developer's own to stop (drains act on nodes, not namespaces).
  if (verb !== "drain" && developmentNamespace(parsed, kubeconfig)) return [];
  const target = described(parsed);
  switch (verb) {
    case "scale":
      return ZERO.test(parsed.value("replicas")?.value ?? "") ? [zero(`scales ${target} to zero replicas`)] : [];
    case "autoscale":
      return ZERO.test(parsed.value("max")?.value ?? "") ? [zero(`caps the autoscaler of ${target} at zero replicas`)] : [];
    case "patch":
      return patchesToZero(parsed.value("patch")?.value ?? "") ? [zero(`patches ${target} to zero replicas`)] : [];
    case "annotate":
      return parsed.operands.slice(1).some((field) => ZERO_REPLICAS.test(field.value ?? "")) ? [zero(`pauses the autoscaling of ${target} at zero replicas`)] : [];
    default:
      return drainEffects(parsed, target);
  }
}

/**
 * Whether the namespace is named for development or tests (`dev`, `shop-dev`, `test`, `ada-sandbox`)
 * and no context, cluster or kubeconfig file (`--kubeconfig`, `KUBECONFIG`) named for production is given.
 */
function developmentNamespace(parsed: ParsedArguments, kubeconfig: string | undefined): boolean {
  const namespace = parsed.value("namespace")?.value;
  if (namespace === undefined || !namespace.split(/[-_.]/).some((word) => DEVELOPMENT_WORD.test(word))) return false;
  const files = [parsed.value("kubeconfig")?.value, kubeconfig].map((file) => file?.slice(file.lastIndexOf("/") + 1));
  return ![parsed.value("context")?.value, parsed.value("cluster")?.value, ...files].some((name) => PRODUCTION_CLUSTER_NAME.test(name ?? ""));
}

/** A patch body that sets a replica count to zero: a merge or strategic patch, or a JSON Patch operation. */
function patchesToZero(body: string): boolean {
  if (ZERO_REPLICAS.test(body)) return true;
  for (const operation of body.slice(0, 4096).match(/\{[^{}]*\}/g) ?? []) if (REPLICAS_PATH.test(operation) && ZERO_VALUE.test(operation)) return true;
  return false;
}

function drainEffects(parsed: ParsedArguments, target: string): PlaneEffect[] {
  const loss = DRAIN_LOSSES.find(([name]) => parsed.options.some((option) => option.name === name && option.value?.value !== "false"));
  return loss ? [{ rule: "planes.node-drain", what: `drains ${target}, ${loss[1]}` }] : [];
}

/** The workload or node the verb applies to, in words: `deployment/web`, `statefulset db`, `the resources of k8s/web.yaml`. */
function described(parsed: ParsedArguments): string {
  const named = parsed.operands.slice(1).filter((field) => !(field.value ?? "").includes("=")).map((field) => field.text);
  if (named.length > 0 && !parsed.has("all") && !parsed.has("selector")) return named.slice(0, 2).join(" ");
  const file = parsed.value("filename");
  if (file) return `the resources of ${file.text}`;
  const selector = parsed.value("selector");
  const kind = named[0] ?? "resource";
  return selector ? `every ${kind} matching ${selector.text}` : `every ${kind} of the namespace`;
}

function zero(what: string): PlaneEffect {
  return { rule: "planes.capacity-zero", what: `${what}, taking a running service's capacity to zero` };
}
