import type { Invocation } from "../model.js";
import { argumentText, cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * IMDSv1 allowed again: `--http-tokens optional` (or `no-preference` for the account default, which
 * falls back to the AMI's setting), or `HttpTokens=optional` in a shorthand or JSON body. The EC2
 * user guide ("Configure the instance metadata options") explains that only `required` stops a
 * server-side request forgery from reading the instance role's credentials with one GET.
 */
function tokensOptional(command: CloudCommand): boolean {
  if (/^(?:optional|no-preference)$/i.test(command.option("--http-tokens") ?? "")) return true;
  return /["']?HttpTokens["']?\s*[:=]\s*["']?optional\b/i.test(argumentText(command));
}

/**
 * A PUT response hop limit above 1: the EC2 user guide notes that the default of 1 keeps the
 * session token from crossing into containers; a larger one lets every container on the host
 * reach the instance role's credentials.
 */
function hopLimitRaised(command: CloudCommand): boolean {
  const option = command.option("--http-put-response-hop-limit");
  if (option !== undefined && /^\d+$/.test(option) && Number(option) > 1) return true;
  const written = /["']?HttpPutResponseHopLimit["']?\s*[:=]\s*["']?(\d+)/i.exec(argumentText(command))?.[1];
  return written !== undefined && Number(written) > 1;
}

const exposed = (command: CloudCommand): boolean => tokensOptional(command) || hopLimitRaised(command);

/**
 * `disable-legacy-endpoints=false` in a `--metadata` list (Compute Engine's "About VM metadata":
 * the key set to `true` turns the v0.1 and v1beta1 endpoints, which need no `Metadata-Flavor`
 * header, off), or the key removed so the default applies again.
 */
function legacyEndpointsOn(command: CloudCommand): boolean {
  return /(?:^|[,\s=])disable-legacy-endpoints\s*=\s*["']?(?:false|0|no)\b/i.test(argumentText(command));
}
const legacyKeyRemoved = (command: CloudCommand): boolean => /(?:^|,)disable-legacy-endpoints(?:,|$)/i.test(command.option("--keys") ?? "");

/**
 * GKE's node metadata exposed to pods: `--workload-metadata=GCE_METADATA` (the "Protect cluster
 * metadata" and Workload Identity guides: pods read the node's service account credentials from
 * the Compute Engine metadata server), the deprecated `--workload-metadata-from-node=EXPOSED` or
 * `UNSPECIFIED`, and Workload Identity turned off.
 */
function nodeMetadataExposed(command: CloudCommand): boolean {
  if (/^gce_metadata$/i.test(command.option("--workload-metadata") ?? "")) return true;
  if (/^(?:exposed|unspecified)$/i.test(command.option("--workload-metadata-from-node") ?? "")) return true;
  return command.has("--disable-workload-identity") || legacyEndpointsOn(command);
}

const IMDS = "lets code on the instance read its role's credentials with a single unauthenticated request (IMDSv1 allowed again, or the hop limit raised so containers reach them)";
const GCE = "turns a Compute Engine metadata endpoint back on that answers requests without the Metadata-Flavor header, so a request forgery reaches the service account's token";
const GKE = "lets the cluster's pods read the node's service account credentials from the metadata server";

/**
 * Operations that undo instance metadata hardening, from the EC2, Auto Scaling, Compute Engine and
 * GKE CLI references: the metadata options of an instance, the account's defaults, a launch
 * template, a launch configuration or a new instance; the legacy metadata endpoints of a VM, a
 * template or a whole project; a cluster's or node pool's workload metadata.
 */
const OPERATIONS: readonly CloudOperation[] = [
  { command: "aws ec2 modify-instance-metadata-options", what: IMDS, when: exposed },
  { command: "aws ec2 modify-instance-metadata-defaults", what: `${IMDS} as the account's default for new instances`, when: exposed },
  { command: "aws ec2 run-instances", what: IMDS, when: exposed },
  { command: "aws ec2 create-launch-template", what: `${IMDS} on every instance the template launches`, when: exposed },
  { command: "aws ec2 create-launch-template-version", what: `${IMDS} on every instance the template launches`, when: exposed },
  { command: "aws autoscaling create-launch-configuration", what: `${IMDS} on every instance the group launches`, when: exposed },
  { command: "gcloud compute instances add-metadata", what: GCE, when: legacyEndpointsOn },
  { command: "gcloud compute instances create", what: GCE, when: legacyEndpointsOn },
  { command: "gcloud compute instance-templates create", what: GCE, when: legacyEndpointsOn },
  { command: "gcloud compute project-info add-metadata", what: `${GCE}, on every VM of the project`, when: legacyEndpointsOn },
  { command: "gcloud compute instances remove-metadata", what: GCE, when: legacyKeyRemoved },
  { command: "gcloud compute project-info remove-metadata", what: `${GCE}, on every VM of the project`, when: legacyKeyRemoved },
  { command: "gcloud container clusters create", what: GKE, when: nodeMetadataExposed },
  { command: "gcloud container clusters update", what: GKE, when: nodeMetadataExposed },
  { command: "gcloud container node-pools create", what: GKE, when: nodeMetadataExposed },
  { command: "gcloud container node-pools update", what: GKE, when: nodeMetadataExposed },
];
const TABLE = operationTable(OPERATIONS);

/**
 * What a cloud CLI command does to an instance's metadata service hardening, when it reverts it
 * (`aws ec2 modify-instance-metadata-options --http-tokens optional`, `gcloud compute instances
 * add-metadata vm --metadata disable-legacy-endpoints=false`, `--workload-metadata=GCE_METADATA`).
 * Requiring tokens, a hop limit of 1, GKE_METADATA and reading the options stay unflagged.
 *
 * @example
 * metadataHardeningEffects(invocation("aws", "ec2", "modify-instance-metadata-options", "--http-tokens", "optional"))[0]?.rule // "planes.metadata-exposed"
 * metadataHardeningEffects(invocation("aws", "ec2", "modify-instance-metadata-options", "--http-tokens", "required")) // []
 */
export function metadataHardeningEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined || command.cli === "gsutil" || command.cli === "az") return [];
  const operation = matchOperation(TABLE, command);
  return operation ? [{ rule: "planes.metadata-exposed", what: operation.what }] : [];
}
