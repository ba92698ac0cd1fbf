import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import { withKubectlGlobals } from "../commands/kubectl-options.js";
import type { Field, Invocation } from "../model.js";
import { revokesGrant } from "./access-grants.js";
import { ARGO_APPLICATION_KIND } from "./argo-applications.js";
import { firebaseEmulatorOnly } from "./firebase-emulators.js";
import { managesCloudResource } from "./cloud-operators.js";
import { removesCredential } from "./cloud-credentials.js";
import { namesLocalCluster, PRODUCTION_CLUSTER_NAME as PRODUCTION } from "./local-clusters.js";
import type { PlaneEffect } from "./plane-effect.js";
import { actsRemotely } from "./unknown-cli.js";
import { destructiveVerb, subcommandWords } from "./verbs.js";
import { writtenFileText } from "./written-files.js";
import { optionValue } from "../commands/option-values.js";

/** Global options that take a value, per CLI (so their values are not read as subcommands). */
const AWS_VALUED = new Set(["profile", "region", "output", "endpoint-url", "query", "cli-read-timeout", "cli-connect-timeout", "ca-bundle", "color", "cli-binary-format"]);
const GCLOUD_VALUED = new Set(["project", "account", "configuration", "format", "verbosity", "impersonate-service-account", "billing-project", "zone", "region", "flags-file", "trace-token"]);
const AZ_VALUED = new Set(["subscription", "output", "o", "query", "resource-group", "g", "name", "n"]);
/**
 * `kubectl delete`'s options that take a value (kubectl_delete in the kubectl reference), with
 * kubectl's global ones (`commands/kubectl-options.ts`). `-o` takes the next word; `--wait` is a
 * switch and `--cascade` takes its value only after `=` (alone it means `background`), so neither does.
 */
const KUBECTL_DELETE: OptionGrammar = withKubectlGlobals({
  values: "lcfo",
  long: ["wait"],
  longValues: ["selector", "field-selector", "output", "filename", "grace-period", "timeout"],
  longOptionals: ["cascade"],
  aliases: { l: "selector", f: "filename", o: "output" },
});
/** Kubernetes kinds whose deletion loses data or everything inside them. */
/** Kinds whose objects are re-created by their owners or are records of the past: deleting one takes nothing down (pods, jobs, events). */
const KUBERNETES_EPHEMERAL = /^(?:po|pods?|jobs?(?:\.batch)?|ev|events?|rs|replicasets?|leases?|endpoints?|endpointslices?)$/i;
/** Kubernetes' names for nodes. */
const KUBERNETES_NODES = /^(?:no|nodes?)$/i;
const KUBERNETES_CONTAINERS = /^(?:ns|namespaces?|projects?|pv|pvc|persistentvolumes?|persistentvolumeclaims?|crds?|customresourcedefinitions?|clusters?(?:\.cluster\.x-k8s\.io)?|volumesnapshots?|backups?|kafkas?|kafkatopics?|kt|rabbitmqclusters?|postgresclusters?|postgresqls?|pgclusters?|mysqlclusters?|innodbclusters?|perconaxtradbclusters?|pxc|mongodbs?|mongodbcommunity|perconaservermongodbs?|psmdb|redisclusters?|redisfailovers?|redisenterpriseclusters?|elasticsearches|elasticsearch|opensearchclusters?|cassandradatacenters?|scyllaclusters?|natsclusters?|streams?\\.jetstream|kafkaconnects?|zookeeperclusters?|clickhouseinstallations?|chi|cockroachdbs?|tidbclusters?|vitessclusters?|minioinstances?|tenants?\\.minio)(?:\.[\w.-]+)?$/i;
/** Flux's delivery kinds (kustomize.toolkit.fluxcd.io Kustomization, helm.toolkit.fluxcd.io HelmRelease) and their short names. */
const FLUX_DELIVERY_KIND = /^(?:kustomizations?(?:\.kustomize\.toolkit\.fluxcd\.io)?|ks|helmreleases?(?:\.helm\.toolkit\.fluxcd\.io)?|hr)$/i;
/** Local development clusters and VMs: their verbs are not cloud deletions (deleting a VM with its disk is `disk.delete-vm`). */
const LOCAL_CLUSTER_TOOLS = new Set(["kind", "minikube", "k3d", "colima", "lima", "limactl", "multipass", "vagrant", "podman-machine", "docker-machine", "skaffold", "tilt", "devspace"]);

/**
 * Cloud, cluster and hosting CLIs whose grammar refines the general verb/noun model: the service and
 * operation of `aws`, the command groups of `gcloud` and `az`, `kubectl`/`oc delete` of
 * namespaces, volumes and every resource of a kind, `helm uninstall`, and the CLIs of hosting
 * platforms. Returns undefined for programs it does not know; an empty list for recognised
 * commands that destroy nothing.
 *
 * @example
 * cloudEffects(invocation("aws", "ec2", "terminate-instances", "--instance-ids", "i-1"))?.[0]?.rule // "planes.cloud-delete"
 * cloudEffects(invocation("aws", "ec2", "describe-instances")) // []
 */
export function cloudEffects(invocation: Invocation): PlaneEffect[] | undefined {
  const args = invocation.argv.slice(1);
  switch (invocation.name) {
    case "aws":
      return aws(args, invocation);
    case "gcloud":
      return gcloud(args);
    case "az":
      return az(args);
    case "kubectl":
    case "oc":
    case "microk8s.kubectl":
    case "k":
      return kubernetes(args);
    case "helm":
      return verbIn(args, ["uninstall", "delete", "del", "un"]) ? [{ rule: "planes.cluster-delete", what: "uninstalls a Helm release and deletes its resources" }] : [];
    case "helmfile":
      return verbIn(args, ["destroy", "delete"]) ? [{ rule: "planes.cluster-delete", what: "deletes every release of the helmfile" }] : [];
    case "railway":
      return verbIn(args, ["down", "delete"]) ? [{ rule: "planes.cloud-delete", what: "removes the service's deployment or project" }] : undefined;
    case "supabase":
      if (verbIn(args, ["stop"]) && args.some((field) => field.value === "--no-backup")) return [{ rule: "planes.cloud-delete", what: "stops the local stack and deletes its database volumes" }];
      return undefined;
    case "firebase":
      return firebaseEmulatorOnly(invocation) ? [] : firebase(args);
    default:
      // `vagrant cloud box delete` reaches HCP Vagrant's registry: the general verb rule judges it.
      return LOCAL_CLUSTER_TOOLS.has(invocation.name) && !actsRemotely(invocation.name, args) ? [] : undefined;
  }
}

function aws(args: readonly Field[], invocation: Invocation): PlaneEffect[] {
  const [service, operation] = subcommandWords(args, AWS_VALUED, 2);
  if (service === "route53" && operation === "change-resource-record-sets") return deletedRecords(args, invocation) ? [{ rule: "planes.cloud-delete", what: "deletes DNS records of the hosted zone through a change batch" }] : [];
  if (!service || !operation || service === "s3" || (service === "ssm" && (operation === "send-command" || operation === "start-session")) || (service === "ecs" && operation === "execute-command")) return [];
  // Deleting an old access key or password rotates it out: nothing that holds data is lost.
  if (removesCredential([service, operation]) || revokesGrant([service, operation])) return [];
  // A backup retention of 0 turns automated backups off and deletes the ones kept.
  if (/^modify-db-(?:instance|cluster)$/.test(operation) && args.some((field, index) => (field.value === "--backup-retention-period" && args[index + 1]?.value === "0") || field.value === "--backup-retention-period=0")) {
    return [{ rule: "planes.backup-delete", what: "sets the backup retention to 0, deleting the database's automated backups" }];
  }
  // A global table's replica removed takes the table and its data out of that Region (update-table --replica-updates Delete={RegionName=…}).
  if (service === "dynamodb" && operation === "update-table" && args.some((field) => /(?:^|[\s,[{"'])Delete["']?\s*[=:]/.test(field.value ?? field.text))) {
    return [{ rule: "planes.cloud-delete", what: "removes a replica of the global table, deleting its data in that Region" }];
  }
  // Replacing a root volume keeps the old one detached unless told to delete it (create-replace-root-volume-task --delete-replaced-root-volume).
  if (operation === "create-replace-root-volume-task" && args.some((field) => field.value === "--delete-replaced-root-volume")) {
    return [{ rule: "planes.cloud-delete", what: "replaces the instance's root volume and deletes the one it replaced" }];
  }
  // Deleting a stored version removes it for good: versioning no longer keeps it.
  if ((operation === "delete-object" || operation === "delete-objects") && args.some((field) => field.value === "--version-id" || field.value?.startsWith("--version-id=") || /VersionId/.test(field.value ?? ""))) {
    return [{ rule: "planes.cloud-delete", what: "permanently deletes a stored version of an object, which versioning no longer keeps" }];
  }
  const retention = shortenedRetention(service, operation, args);
  if (retention) return [retention];
  return awsActionEffects(service, operation);
}

/**
 * What one AWS API action destroys, whatever client calls it: the CLI's `aws ec2 terminate-instances`,
 * boto3's `terminate_instances`, the JavaScript SDK's `TerminateInstancesCommand` all name the
 * action TerminateInstances, here in the CLI's spelling (`terminate-instances`). Deleting one item,
 * object or message, tags, or a credential rotated out destroys nothing that holds data.
 *
 * @example
 * awsActionEffects("dynamodb", "delete-table")[0]?.rule // "planes.cloud-delete"
 * awsActionEffects("dynamodb", "delete-item") // []
 */
export function awsActionEffects(service: string, operation: string): PlaneEffect[] {
  if (removesCredential([service, operation]) || revokesGrant([service, operation])) return [];
  if (operation === "deregister-image") return [{ rule: "planes.cloud-delete", what: "deregisters a machine image, which can then no longer launch instances" }];
  if (operation === "close-account") return [{ rule: "planes.cloud-delete", what: "closes an AWS account and everything in it" }];
  if (operation === "schedule-key-deletion") return [{ rule: "planes.cloud-delete", what: "schedules a KMS key for deletion, making everything it encrypts unreadable" }];
  if (!destructiveVerb([operation], 1) || singleRecord(operation)) return [];
  return [{ rule: "planes.cloud-delete", what: `runs ${service} ${operation}, which cannot be undone`.replace("runs  ", "runs ") }];
}

/**
 * A retention shortened so far that the service deletes what it holds: a Kinesis stream's
 * retention decreased, a log group kept one day, an SQS queue keeping messages a few minutes.
 */
function shortenedRetention(service: string, operation: string, args: readonly Field[]): PlaneEffect | undefined {
  if (service === "kinesis" && operation === "decrease-stream-retention-period") return { rule: "planes.store-delete", what: "decreases a Kinesis stream's retention, deleting the records older than the new period" };
  const values = args.map((field) => field.value ?? "");
  const days = optionValue(values, ["--retention-in-days"]);
  if (service === "logs" && operation === "put-retention-policy" && days !== undefined && /^[1-3]$/.test(days)) return { rule: "planes.store-delete", what: `keeps the log group's events ${days} day(s), deleting everything older` };
  const period = /MessageRetentionPeriod["=:\s]+"?(\d+)/.exec(values.join(" "))?.[1];
  if (service === "sqs" && operation === "set-queue-attributes" && period !== undefined && Number(period) <= 600) return { rule: "planes.store-delete", what: `keeps the queue's messages ${period} seconds, deleting the rest` };
  return undefined;
}

/** A change batch's `"Action": "DELETE"` (Route 53 API reference, ChangeResourceRecordSets: CREATE, DELETE or UPSERT). */
const DELETE_ACTION = /["']?Action["']?\s*[:=]\s*["']?DELETE\b/i;
/** A file name that says its change batch deletes (`delete-records.json`, `remove_www.json`, `teardown.json`). */
const DELETING_FILE = /(?:^|[^a-z])(?:delete|deletes|deletion|remove|removal|drop|teardown|cleanup|purge|wipe)(?:[^a-z]|$)/i;

/**
 * Whether `aws route53 change-resource-record-sets` deletes records: its `--change-batch` (or the
 * whole request, `--cli-input-json`) written inline with a DELETE action, read from a file the same
 * script wrote with one, or from a file not seen here whose name says it deletes (the AWS CLI reads
 * `file://` documents when it runs). UPSERT and CREATE batches stay allowed.
 */
function deletedRecords(args: readonly Field[], invocation: Invocation): boolean {
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const option = field.value?.replace(/=.*$/s, "");
    if (option !== "--change-batch" && option !== "--cli-input-json") continue;
    const given = field.value?.includes("=") ? field.value.slice(field.value.indexOf("=") + 1) : args[index + 1]?.value;
    if (given === undefined) continue;
    const file = /^fileb?:\/\/(.+)$/.exec(given)?.[1];
    if (file === undefined) {
      if (DELETE_ACTION.test(given)) return true;
      continue;
    }
    const written = writtenFileText(invocation, file);
    if (written !== undefined ? DELETE_ACTION.test(written) : DELETING_FILE.test(file.slice(file.lastIndexOf("/") + 1))) return true;
  }
  return false;
}

/**
 * Deleting one item, object or message by its key: everyday data work, like `DELETE … WHERE id = …`;
 * or deleting what holds no data of its own: a change set not yet executed (a proposal), tags, a
 * retention policy (without one, everything is kept). `delete-message-batch` acknowledges messages
 * a consumer received, by their receipt handles.
 */
function singleRecord(operation: string): boolean {
  return /^(?:delete|remove)-(?:item|object|message|message-batch|attributes|row|record|document|change-set|tags|tags-from-resource)$/.test(operation) || operation === "delete-retention-policy";
}

function gcloud(args: readonly Field[]): PlaneEffect[] {
  const words = subcommandWords(args, GCLOUD_VALUED, 6).filter((word) => word !== "alpha" && word !== "beta");
  // gcloud's own configurations, credentials and components live on this machine.
  if (words[0] === "storage" || words[0] === "config" || words[0] === "auth" || words[0] === "components" || (words[0] === "compute" && words[1] === "ssh") || removesCredential(words)) return [];
  // Seeking a subscription marks every message before the point acknowledged: the documented way to purge one (`seek --time=now`).
  const seek = words.indexOf("seek");
  if (words[0] === "pubsub" && seek > 0 && (words[seek - 1] === "subscriptions" || words[seek - 1] === "lite-subscriptions")) {
    const start = args.some((field) => /^--starting-offset=(?:beginning|start)$/.test(field.value ?? ""));
    return start ? [] : [{ rule: "planes.store-flush", what: "seeks a Pub/Sub subscription, marking the messages before that point acknowledged and gone for its subscribers" }];
  }
  // A transaction's `remove` stages a record's deletion, which `transaction execute` applies: it is written only to delete (gcloud dns record-sets transaction).
  if (words[0] === "dns" && words[1] === "record-sets" && words[2] === "transaction" && words[3] === "remove") {
    return [{ rule: "planes.cloud-delete", what: "stages the deletion of DNS records, which the transaction applies when executed" }];
  }
  // `record-sets import --delete-all-existing` deletes every record of the zone the file does not name (gcloud dns record-sets import).
  if (words[0] === "dns" && words[1] === "record-sets" && words[2] === "import" && args.some((field) => field.value === "--delete-all-existing")) {
    return [{ rule: "planes.cloud-delete", what: "deletes every record of the DNS zone that the imported file does not name" }];
  }
  const verb = destructiveVerb(words.filter((word) => !word.startsWith("remove-") && !word.startsWith("add-")), 5);
  // A retention of a few days makes the logging bucket delete everything older.
  const retention = args.map((field) => field.value ?? "").find((value) => /^--retention-days=[1-3]$/.test(value));
  if (words[0] === "logging" && words[1] === "buckets" && words[2] === "update" && retention) return [{ rule: "planes.store-delete", what: `keeps the log bucket's entries ${retention.slice(17)} day(s), deleting everything older` }];
  // `destroy` of a KMS key or secret version is final: what the key encrypted can no longer be read.
  if (!verb || (verb.verb !== "delete" && verb.verb !== "reset" && verb.verb !== "purge" && verb.verb !== "destroy")) return [];
  if (verb.verb === "reset" && words[0] !== "sql" && words[1] !== "instances") return [];
  return [{ rule: "planes.cloud-delete", what: `runs gcloud ${verb.path.join(" ")}, which cannot be undone` }];
}

function az(args: readonly Field[]): PlaneEffect[] {
  const words = subcommandWords(args, AZ_VALUED, 6);
  if (words[0] === "storage" || words[0] === "extension" || words[0] === "config" || words[0] === "cache" || (words[0] === "vm" && words[1] === "run-command") || removesCredential(words) || revokesGrant(words)) return [];
  // A deployment in Complete mode deletes every resource of the group its template does not name.
  const mode = args.findIndex((field) => field.value === "--mode" || field.value?.toLowerCase() === "--mode=complete");
  if (words.includes("deployment") && mode >= 0 && (args[mode]?.value?.includes("=") || args[mode + 1]?.value?.toLowerCase() === "complete")) {
    return [{ rule: "planes.cloud-delete", what: "deploys in Complete mode, deleting every resource of the group the template does not name" }];
  }
  const verb = destructiveVerb(words, 5);
  if (!verb) return [];
  return [{ rule: "planes.cloud-delete", what: `runs az ${verb.path.join(" ")}, which cannot be undone` }];
}

function kubernetes(args: readonly Field[]): PlaneEffect[] {
  const parsed = parseOptions(args, KUBECTL_DELETE);
  const operands = parsed.operands.map((field) => field.value);
  if (operands[0] !== "delete") return [];
  // `kubectl delete -k dir`: every resource the kustomization builds, namespaces and volumes included.
  const kustomization = args.find((field, index) => field.value === "--kustomize" || field.value?.startsWith("--kustomize=") || (field.value === "-k" && index > 0));
  if (kustomization) return [{ rule: "planes.cluster-delete", what: "deletes every resource the kustomization builds" }];
  // `-f` of a URL or a directory: every resource of manifests not seen here.
  const manifests = parsed.values("filename").find((field) => field.value !== undefined && (/^https?:\/\//.test(field.value) || field.value.endsWith("/") || field.value === "." || !/\.(?:ya?ml|json)$/i.test(field.value)));
  if (manifests) return [{ rule: "planes.cluster-delete", what: `deletes every resource the manifests of ${manifests.value} describe` }];
  const everything = parsed.has("all") || parsed.has("all-namespaces") || parsed.has("A");
  const kinds = (operands[1] ?? "").split(",");
  const container = kinds.find((kind) => KUBERNETES_CONTAINERS.test(kind.split("/")[0] ?? ""));
  if (container) {
    const [kind, named] = container.split("/");
    const name = named ?? operands[2] ?? "";
    return [{ rule: "planes.cluster-delete", what: `deletes the ${kind} ${name} and everything in it`.replace("  ", " ") }];
  }
  // An object a cloud-managing operator reconciles (Crossplane, ACK, Config Connector, Azure Service Operator) takes its cloud resource with it.
  const managed = kinds.find((kind) => managesCloudResource(kind.split("/")[0] ?? ""));
  if (managed) return [{ rule: "planes.cloud-delete", what: `deletes the ${managed.split("/")[0]} ${managed.split("/")[1] ?? operands[2] ?? ""}, and with it the cloud resource its operator manages`.replace(" ,", ",") }];
  // An Argo CD application with its resources finalizer (the declarative default) deletes every resource it deployed.
  const application = kinds.find((kind) => ARGO_APPLICATION_KIND.test(kind.split("/")[0] ?? ""));
  if (application) return [{ rule: "planes.cluster-delete", what: `deletes the Argo CD ${application.split("/")[0]} ${application.split("/")[1] ?? operands[2] ?? ""}, and with its resources finalizer every resource it deployed`.replace(" ,", ",") }];
  // Flux garbage-collects what a Kustomization applied when it is deleted (`spec.prune`, Flux's Kustomization reference), and a HelmRelease deleted uninstalls its release.
  const delivery = kinds.find((kind) => FLUX_DELIVERY_KIND.test(kind.split("/")[0] ?? ""));
  if (delivery) return [{ rule: "planes.cluster-delete", what: `deletes the Flux ${delivery.split("/")[0]} ${delivery.split("/")[1] ?? operands[2] ?? ""}, and with it every resource it applied`.replace(" ,", ",") }];
  // A node deleted takes its capacity out of the cluster, and its pods are deleted without being evicted (kubectl_delete, nodes).
  const node = kinds.find((kind) => KUBERNETES_NODES.test(kind.split("/")[0] ?? ""));
  if (node !== undefined && !namesLocalCluster(parsed)) {
    const selector = parsed.value("selector");
    const nodes = parsed.has("all") ? "every node" : selector ? `the nodes matching ${selector.text}` : `the node ${node.split("/")[1] ?? operands[2] ?? ""}`.trim();
    return [{ rule: "planes.cluster-delete", what: `deletes ${nodes} with the pods they run, which are not evicted first` }];
  }
  // `kubectl get ns -o name | xargs kubectl delete`: whatever a listing returned, all of it.
  const listed = parsed.operands.slice(1).find((field) => field.value === undefined && (field.dynamic?.provenance.sources ?? []).some((source) => source === "kubectl" || source === "oc"));
  if (listed) return [{ rule: "planes.cluster-delete", what: "deletes every resource a listing returned" }];
  // Every pod or job of a named namespace outside production: their owners re-create them, a restart.
  const namespace = parsed.value("namespace")?.value;
  const ephemeralOnly = kinds.every((kind) => KUBERNETES_EPHEMERAL.test(kind.split("/")[0] ?? ""));
  if (everything && ephemeralOnly && !parsed.has("all-namespaces") && !parsed.has("A") && namespace !== undefined && !PRODUCTION.test(namespace) && !PRODUCTION.test(parsed.value("context")?.value ?? "") && !PRODUCTION.test(parsed.value("cluster")?.value ?? "")) return [];
  if (everything) return [{ rule: "planes.cluster-delete", what: `deletes every ${operands[1] ?? "resource"} of the ${parsed.has("all-namespaces") || parsed.has("A") ? "cluster" : "namespace"}` }];
  if (kinds.includes("all") && parsed.has("selector")) return [{ rule: "planes.cluster-delete", what: "deletes every resource the selector matches" }];
  // In production, deleting what is not re-created by itself (a deployment, a service, a secret) takes the application down.
  const production = [parsed.value("namespace"), parsed.value("context"), parsed.value("cluster")].find((field) => PRODUCTION.test(field?.value ?? ""));
  const lasting = kinds.find((kind) => kind !== "" && !KUBERNETES_EPHEMERAL.test(kind.split("/")[0] ?? ""));
  if (production && lasting !== undefined) return [{ rule: "planes.cluster-delete", what: `deletes the ${lasting.split("/")[0]} ${lasting.split("/")[1] ?? operands[2] ?? ""} in ${production.value}, a production namespace or cluster`.replace("  ", " ") }];
  return [];
}

function firebase(args: readonly Field[]): PlaneEffect[] | undefined {
  const command = subcommandWords(args, new Set(["project", "P", "config", "c"]), 1)[0];
  if (command === "firestore:delete" && oneDocument(args)) return [];
  if (command === "firestore:delete" || command === "database:remove" || command === "database:set" || command === "firestore:databases:delete") {
    return [{ rule: "planes.cloud-delete", what: `runs firebase ${command}, deleting stored documents` }];
  }
  return undefined;
}

/**
 * `firebase firestore:delete users/ada` without `-r`, `--shallow` or `--all-collections`: a path
 * of an even number of segments names one document, and only that document is deleted.
 */
function oneDocument(args: readonly Field[]): boolean {
  const words = args.map((field) => field.value);
  if (words.some((word) => word === undefined || word === "-r" || word === "--recursive" || word === "--shallow" || word === "--all-collections")) return false;
  const paths = words.filter((word): word is string => word !== undefined && !word.startsWith("-") && word.includes("/") && word !== "firestore:delete");
  if (paths.length !== 1) return false;
  const segments = (paths[0] as string).split("/").filter(Boolean);
  return segments.length > 0 && segments.length % 2 === 0 && !segments.some((segment) => /[*?]/.test(segment));
}

/** Whether the first subcommand word is one of `verbs`. */
function verbIn(args: readonly Field[], verbs: readonly string[]): boolean {
  const first = subcommandWords(args, new Set(["kube-context", "namespace", "n", "file", "f", "environment", "e", "service", "s"]), 1)[0];
  return first !== undefined && verbs.includes(first);
}
