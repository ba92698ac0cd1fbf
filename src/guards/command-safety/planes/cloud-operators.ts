import { kubectlValuedSpellings } from "../commands/kubectl-options.js";
import type { Invocation } from "../model.js";
import { kubectlOperands } from "./kubectl-verb.js";
import { ARGO_APPLICATION_KIND, addsResourcesFinalizer } from "./argo-applications.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * API groups of Kubernetes operators that manage cloud resources: deleting one of their objects
 * deletes the cloud resource behind it (by default). Crossplane and its providers
 * (`*.crossplane.io`, `*.upbound.io`: "managed resources … deletionPolicy: Delete (default)"),
 * AWS Controllers for Kubernetes (`*.services.k8s.aws`: "deleting the resource deletes the AWS
 * resource" unless its deletion policy is retain), Config Connector (`*.cnrm.cloud.google.com`:
 * deletes the Google Cloud resource unless `deletion-policy: abandon`), Azure Service Operator v2
 * (`*.azure.com`: deletes the Azure resource unless `reconcile-policy: detach-on-delete`).
 */
const OPERATOR_GROUP = /\.(?:[\w-]+\.)*(?:crossplane\.io|upbound\.io|services\.k8s\.aws|cnrm\.cloud\.google\.com|azure\.com)$/i;
/**
 * Kinds those operators define whose names no other API shares, written without their group
 * (`kubectl delete dbinstance x` resolves to ACK's or Crossplane's): databases, caches, buckets,
 * clusters, disks and resource groups. Generic kinds (`Instance`, `Table`, `Bucket`) need their group.
 */
const OPERATOR_KINDS = /^(?:rdsinstances?|dbinstances?|dbclusters?|cacheclusters?|replicationgroups?|sqlinstances?|sqldatabases?|storagebuckets?|computeinstances?|computedisks?|containerclusters?|containernodepools?|spannerinstances?|spannerdatabases?|bigquerydatasets?|bigquerytables?|redisinstances?|pubsubtopics?|flexibleservers?|resourcegroups?|storageaccounts?|databaseaccounts?|cloudsqlinstances?|s3buckets?)$/i;

/**
 * Whether a kind (`rdsinstances.database.aws.crossplane.io`, `dbinstance`, `SQLInstance`) is one a
 * cloud-managing operator reconciles, so that deleting its object deletes a cloud resource.
 *
 * @example
 * managesCloudResource("dbinstances.rds.services.k8s.aws") // true
 * managesCloudResource("deployments.apps") // false
 */
export function managesCloudResource(kind: string): boolean {
  if (CONFIGURATION_KINDS.test(kind)) return false;
  return kind.includes(".") ? OPERATOR_GROUP.test(kind) : OPERATOR_KINDS.test(kind);
}

/**
 * The operators' own configuration, whose deletion leaves cloud resources alone: credentials and
 * settings (Crossplane `ProviderConfig`, `StoreConfig`, `EnvironmentConfig`, `Usage`, its
 * `Composition` templates and their revisions), packages
 * (`*.pkg.crossplane.io`), ACK's `AdoptedResource` and `FieldExport`, Config Connector's
 * `ConfigConnector(Context)` (`core.cnrm.cloud.google.com`).
 */
const CONFIGURATION_KINDS = /^(?:providerconfigs?|providerconfigusages?|storeconfigs?|environmentconfigs?|usages?|compositions?|compositionrevisions?|adoptedresources?|fieldexports?)(?:\.|$)|\.pkg\.crossplane\.io$|\.core\.cnrm\.cloud\.google\.com$/i;

/** The annotations that decide whether deleting the object deletes the cloud resource, by key, and the values that keep the resource. */
const POLICIES: ReadonlyMap<string, { keeps: RegExp; name: string }> = new Map([
  // ACK: `services.k8s.aws/deletion-policy: retain|delete` (default delete).
  ["services.k8s.aws/deletion-policy", { keeps: /^retain$/i, name: "ACK's deletion policy" }],
  // Config Connector: `cnrm.cloud.google.com/deletion-policy: abandon` (absent: delete).
  ["cnrm.cloud.google.com/deletion-policy", { keeps: /^abandon$/i, name: "Config Connector's deletion policy" }],
  // Azure Service Operator v2: `serviceoperator.azure.com/reconcile-policy: manage|skip|detach-on-delete` (absent: manage).
  ["serviceoperator.azure.com/reconcile-policy", { keeps: /^(?:skip|detach-on-delete)$/i, name: "Azure Service Operator's reconcile policy" }],
]);
/** A patch body setting Crossplane's `deletionPolicy` to Delete (the default it may have been moved off). */
const CROSSPLANE_DELETE = /["']?deletionPolicy["']?\s*:\s*["']?Delete\b/;
/** A JSON key with a string or null value in a patch body (`"services.k8s.aws/deletion-policy": "delete"`). */
const JSON_SETTING = /["']([\w./-]+)["']\s*:\s*(?:null|["']([\w-]*)["'])/g;

/**
 * `kubectl annotate|patch` that arms the deletion of a cloud resource an operator manages, or of
 * what an Argo CD application deployed: ACK's `services.k8s.aws/deletion-policy` set to delete,
 * Config Connector's `deletion-policy` removed or set to anything but abandon, Azure Service
 * Operator's `reconcile-policy` set back to manage, Crossplane's `deletionPolicy: Delete`, and
 * Argo CD's resources finalizer added (the next delete of the application cascades to every
 * resource it deployed). Values that keep the resource (retain, abandon, Orphan, detach-on-delete)
 * and removing the finalizer stay allowed.
 *
 * @example
 * armedDeletionEffects(invocation("kubectl", "annotate", "dbinstance", "db", "services.k8s.aws/deletion-policy=delete"))[0]?.rule // "planes.deletion-protection-off"
 */
export function armedDeletionEffects(invocation: Invocation): PlaneEffect[] {
  const name = invocation.name;
  if (name !== "kubectl" && name !== "oc" && name !== "k" && name !== "microk8s.kubectl") return [];
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? "\u0000");
  const operands = kubectlOperands(args, PATCH_VALUED);
  const verb = operands[0];
  if (verb !== "annotate" && verb !== "patch") return [];
  if (verb === "annotate") {
    for (const operand of operands.slice(2)) {
      const armed = armingAnnotation(operand);
      if (armed !== undefined) return [{ rule: "planes.deletion-protection-off", what: `changes ${armed}, so deleting the object deletes the cloud resource behind it` }];
    }
    return [];
  }
  const body = patchBody(args);
  if (body === undefined) return [];
  const kind = operands[1]?.split("/")[0] ?? "";
  if (ARGO_APPLICATION_KIND.test(kind) && addsResourcesFinalizer(body)) {
    return [{ rule: "planes.deletion-protection-off", what: "adds Argo CD's resources finalizer, so deleting the application deletes every resource it deployed" }];
  }
  if (CROSSPLANE_DELETE.test(body)) return [{ rule: "planes.deletion-protection-off", what: "sets Crossplane's deletionPolicy to Delete, so deleting the object deletes the cloud resource behind it" }];
  for (const [, key = "", value] of body.matchAll(JSON_SETTING)) {
    const policy = POLICIES.get(key.toLowerCase());
    // A value of null removes the annotation, which leaves the default: delete.
    if (policy !== undefined && (value === undefined || !policy.keeps.test(value))) return [{ rule: "planes.deletion-protection-off", what: `changes ${policy.name}, so deleting the object deletes the cloud resource behind it` }];
  }
  return [];
}

/** The policy an annotation operand arms (`key=value` that deletes, `key-` removing one that kept it), in words. */
function armingAnnotation(operand: string): string | undefined {
  const removed = operand.endsWith("-") && !operand.includes("=");
  const equals = operand.indexOf("=");
  const key = removed ? operand.slice(0, -1) : equals > 0 ? operand.slice(0, equals) : "";
  const policy = POLICIES.get(key.toLowerCase());
  if (policy === undefined) return undefined;
  // Without its annotation, each operator falls back to deleting the cloud resource.
  return removed || !policy.keeps.test(operand.slice(equals + 1)) ? policy.name : undefined;
}

/** `kubectl annotate|patch`'s options that take a value (kubectl reference), with the global ones. */
const PATCH_VALUED = kubectlValuedSpellings({ values: "plfo", longValues: ["patch", "patch-file", "type", "selector", "filename", "output", "field-manager", "subresource", "resource-version", "field-selector", "template"] });

/** The body of `kubectl patch -p|--patch BODY` (or `--patch=BODY`). */
function patchBody(args: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const value = args[index];
    if (value === "-p" || value === "--patch") return args[index + 1];
    if (value?.startsWith("--patch=")) return value.slice(8);
    if (value?.startsWith("-p") && value.length > 2 && !value.startsWith("--")) return value.slice(2);
  }
  return undefined;
}
