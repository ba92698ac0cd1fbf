import type { Invocation } from "../model.js";
import { cmdletParameters, isCloudControlCmdlet } from "./cloud-cmdlets.js";
import { cmdletVerbEffects } from "./cmdlet-verbs.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * Service prefixes of AWS Tools for PowerShell (the cmdlet reference lists one per service: a
 * cmdlet is `<Verb>-<Prefix><Noun>`, `Remove-EC2Instance`), lower case, as PowerShell matches
 * names. Only prefixes of three characters or more, or with a digit: no PowerShell or Windows
 * module's noun starts with them. The others are in `NOUNED_AWS_PREFIXES`.
 */
const AWS_PREFIXES = new Set([
  "ec2", "s3", "ddb", "rds", "kms", "iam", "ecs", "eks", "cfn", "ecr", "ecrp", "efs", "sqs", "sns", "cwl", "r53", "elb", "elb2", "bak", "bat",
  "kin", "kinf", "fsx", "dax", "msk", "npt", "doc", "glue", "ath", "sfn", "ssm", "ag2", "cgip", "glc", "ses", "ses2", "tsw", "emr", "tfr",
  "dsyn", "wks", "qldb", "mdb", "dms", "acm", "waf2", "amp",
]);

/**
 * AWS prefixes that begin other modules' nouns too, with the nouns of the resources they delete:
 * `sm` is also the start of `Remove-SmbShare`, `sec` of `Remove-Secret` (SecretManagement's local
 * vaults), so the noun must be one the service's reference names.
 */
const NOUNED_AWS_PREFIXES: ReadonlyMap<string, RegExp> = new Map([
  ["sec", /^secret$/],
  ["lm", /^(?:function|layerversion)$/],
  ["ec", /^(?:cachecluster|replicationgroup|globalreplicationgroup|serverlesscache|snapshot|serverlesscachesnapshot)$/],
  ["eb", /^(?:application|applicationversion)$/],
  ["es", /^(?:domain|elasticsearchdomain)$/],
  ["os", /^domain$/],
  ["rs", /^(?:cluster|clustersnapshot)$/],
  ["cf", /^distribution$/],
  ["sm", /^(?:endpoint|model|notebookinstance|domain|featuregroup)$/],
  ["as", /^(?:autoscalinggroup|launchconfiguration)$/],
  ["ls", /^(?:instance|disk|relationaldatabase|bucket|instancesnapshot|disksnapshot)$/],
  ["ds", /^directory$/],
  ["mq", /^broker$/],
  ["cc", /^repository$/],
  ["ag", /^restapi$/],
  ["ks", /^(?:keyspace|table)$/],
]);

/** Google Cloud Tools for PowerShell's prefixes: Compute Engine, Cloud Storage, Cloud SQL, Cloud DNS, Pub/Sub, BigQuery, GKE, Logging. */
const GOOGLE_PREFIX = /^(?:gce|gcs|gcsql|gcd|gcps|gcbq|gke|gclog)(?=[a-z])/;

/**
 * Nouns whose removal destroys nothing that holds data: one item, object or message by its key
 * (as `aws dynamodb delete-item` is everyday work), tags and attributes, a credential rotated out,
 * a membership or grant taken back, and the Az module's local objects (`Remove-AzContext`,
 * `Remove-AzNetworkSecurityRuleConfig` edits a rule set in memory until `Set-…` sends it).
 */
const HARMLESS_NOUN = /^(?:item|object|message|messagebatch|attributes?|\w*tags?|\w*credential|accesskey|loginprofile|sshpublickey|signingcertificate|mfadevice|\w+from\w+|\w*policy|\w*policies|\w*permission|roleassignment|\w*accesspolicy|context|environment|account|default|\w*member|\w*config|\w*configuration|vmdatadisk|vmnetworkinterface|vmsecret)$/;

/** Nouns of stores whose removal deletes what they hold at once: buckets and containers. */
const BUCKET_NOUN = /^(?:bucket|storagecontainer|storageshare)$/;

/** Single-record cmdlets that delete every record a listing sent them down the pipeline (`Get-S3Object -BucketName b | Remove-S3Object -Force`). */
const RECORD_CMDLETS = new Set(["remove-s3object", "remove-azstorageblob", "remove-azstoragefile", "remove-gcsobject", "remove-ddbitem"]);

/**
 * Cmdlets outside the `Remove-` scheme that delete or wipe: a KMS key's deletion scheduled, a machine
 * image deregistered, an Elastic Beanstalk environment terminated (AWS Tools name TerminateEnvironment
 * `Stop-EBEnvironment`), a disk reimaged. Each holds the condition on its parameters.
 */
interface OtherDelete {
  what: string;
  when?: (parameters: ReadonlyMap<string, string>) => boolean;
}
const OTHER_DELETES: ReadonlyMap<string, OtherDelete> = new Map<string, OtherDelete>([
  ["request-kmskeydeletion", { what: "schedules a KMS key for deletion, making everything it encrypts unreadable" }],
  ["unregister-ec2image", { what: "deregisters a machine image, which can then no longer launch instances" }],
  ["stop-ebenvironment", { what: "terminates the Elastic Beanstalk environment and its instances" }],
  ["stop-ec2instance", { what: "terminates the instances", when: (parameters) => parameters.has("terminate") }],
  ["new-ec2replacerootvolumetask", { what: "replaces the instance's root volume and deletes the one it replaces", when: (parameters) => parameters.has("deletereplacedrootvolume") && !/^false$/i.test(parameters.get("deletereplacedrootvolume") ?? "") }],
  ["invoke-azvmreimage", { what: "reimages the virtual machine, wiping its OS disk" }],
  ["set-azvmss", { what: "reimages the scale set's instances, wiping their OS disks", when: (parameters) => parameters.has("reimage") || parameters.has("reimageall") }],
  ["set-azvmssvm", { what: "reimages the scale set instance, wiping its OS disk", when: (parameters) => parameters.has("reimage") || parameters.has("reimageall") }],
  ["clear-sqsqueue", { what: "purges every message of the SQS queue" }],
  ["remove-secregionsfromreplication", { what: "deletes the secret's replicas in other regions, its copies for regional recovery" }],
]);

/** The verbs this model reads, to skip every other command at once. */
const VERBS = /^(?:remove|request|unregister|stop|new|invoke|set|clear)-/;

/**
 * What a cloud's PowerShell cmdlet deletes, by the naming scheme of its module (AWS Tools for
 * PowerShell: `Remove-<Prefix><Noun>` for the API's Delete* and Terminate* actions; the Az module:
 * `Remove-Az<Noun>`; Google Cloud Tools for PowerShell: `Remove-Gce…`, `Remove-Gcs…`,
 * `Remove-GcSql…`), and the few cmdlets outside the scheme that delete or wipe. The same rules as
 * the CLIs' spellings: `planes.cloud-delete`, `planes.bucket-delete` for buckets and containers
 * (and every object a listing pipes in), `planes.store-flush` for a purged queue. `Get-`, `New-`,
 * `Write-`, `Read-`, `Stop-` (of an instance) and `-WhatIf` change nothing lost; another module's
 * cmdlet is read by its approved verb and its noun (`cmdlet-verbs.ts`: `Remove-MgUser`,
 * `Remove-DatabricksDBFSItem -BearerToken …`); cmdlets with an
 * effect of their own (`Remove-CTTrail`, `Remove-AzResourceLock`) are left to `cloud-cmdlets.ts`.
 *
 * @example
 * cloudCmdletDeletes(invocation("Remove-EC2Instance", "-InstanceId", "i-1", "-Force"))[0]?.rule // "planes.cloud-delete"
 * cloudCmdletDeletes(invocation("Get-EC2Instance")) // undefined
 */
export function cloudCmdletDeletes(invocation: Invocation): PlaneEffect[] | undefined {
  const block = blockCmdlet(invocation);
  if (block !== undefined) return cloudCmdletDeletes(block);
  const name = invocation.name.toLowerCase();
  if (isCloudControlCmdlet(name)) return undefined;
  // Any other module's cmdlet is read by its approved verb and its noun (`cmdlet-verbs.ts`).
  if (!VERBS.test(name)) return cmdletVerbEffects(invocation);
  const other = OTHER_DELETES.get(name);
  const remove = other === undefined && name.startsWith("remove-") ? removedResource(name.slice(7)) : undefined;
  if (other === undefined && remove === undefined) return cmdletVerbEffects(invocation);
  const parameters = cmdletParameters(invocation);
  if (parameters.has("whatif")) return [];
  if (other !== undefined) {
    if (other.when !== undefined && !other.when(parameters)) return [];
    return [{ rule: name === "clear-sqsqueue" ? "planes.store-flush" : "planes.cloud-delete", what: other.what }];
  }
  const cloud = remove as Removed;
  if (RECORD_CMDLETS.has(name)) {
    if (name === "remove-s3object" && parameters.has("versionid")) return [{ rule: "planes.cloud-delete", what: "permanently deletes a stored version of an object, which versioning no longer keeps" }];
    const listed = (invocation.stdin?.provenance.sources.length ?? 0) > 0;
    return listed ? [{ rule: "planes.bucket-delete", what: `deletes every ${cloud.noun === "ddbitem" ? "item" : "object"} a listing returned` }] : [];
  }
  if (HARMLESS_NOUN.test(cloud.noun)) return [];
  if (BUCKET_NOUN.test(cloud.noun)) return [{ rule: "planes.bucket-delete", what: `deletes the ${cloud.cloud} ${cloud.noun.replace(/^storage/, "")}${parameters.has("deletebucketcontent") ? " and every object in it" : ""}` }];
  return [{ rule: "planes.cloud-delete", what: `deletes the ${cloud.cloud} ${cloud.noun}, which cannot be undone` }];
}

/** `ForEach-Object` and its aliases. */
const FOR_EACH = /^(?:foreach-object|foreach|%)$/;

/**
 * The cmdlet of a `ForEach-Object` block fed by a pipeline (`Get-S3Object -BucketName b |
 * ForEach-Object { Remove-S3Object -BucketName b -Key $_.Key -Force }`), as an invocation that
 * reads the same pipeline: it runs once for every object the listing sends.
 */
function blockCmdlet(invocation: Invocation): Invocation | undefined {
  if (invocation.stdin === undefined || !FOR_EACH.test(invocation.name.toLowerCase())) return undefined;
  const start = invocation.argv.findIndex((field, index) => index > 0 && VERBS.test(field.value?.toLowerCase() ?? ""));
  if (start < 0) return undefined;
  const end = invocation.argv.findIndex((field, index) => index > start && field.value === "}");
  const argv = invocation.argv.slice(start, end < 0 ? undefined : end);
  return { ...invocation, name: argv[0]?.value ?? "", argv };
}

interface Removed {
  cloud: "AWS" | "Azure" | "Google Cloud";
  /** The noun after the service prefix (`instance` of `Remove-EC2Instance`); the whole rest for the record cmdlets. */
  noun: string;
}

/** The cloud and resource a `Remove-` cmdlet's noun names, when it belongs to a cloud module. */
function removedResource(rest: string): Removed | undefined {
  if (RECORD_CMDLETS.has(`remove-${rest}`)) return { cloud: rest.startsWith("az") ? "Azure" : rest.startsWith("gc") ? "Google Cloud" : "AWS", noun: rest };
  // The Az module, and the AzureRM and Azure modules before it.
  const azure = /^(?:azurerm|azure|az)([a-z]\w*)$/.exec(rest);
  if (azure) return { cloud: "Azure", noun: azure[1] as string };
  const google = GOOGLE_PREFIX.exec(rest);
  if (google) return { cloud: "Google Cloud", noun: rest.slice(google[0].length) };
  for (let length = Math.min(9, rest.length - 2); length >= 2; length--) {
    const prefix = rest.slice(0, length);
    const noun = rest.slice(length);
    if (AWS_PREFIXES.has(prefix)) return { cloud: "AWS", noun };
    if (NOUNED_AWS_PREFIXES.get(prefix)?.test(noun)) return { cloud: "AWS", noun };
  }
  return undefined;
}
