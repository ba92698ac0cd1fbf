import type { Invocation } from "../model.js";
import { privilegedAzureRole, broadAzureScope } from "./access-grants.js";
import { cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";
import { adminNamed } from "./policy-documents.js";

/**
 * Privileged identities attached to compute: code, a function or a machine made to run as an
 * identity that administers the account. Whoever controls that code then holds the identity's
 * power — the escalation path behind `iam:PassRole` and `iam.serviceAccounts.actAs` (AWS IAM User
 * Guide, "Granting a user permissions to pass a role"; Google Cloud IAM, "Service account
 * impersonation" and "Best practices for using service accounts"). An identity's name alone is
 * weak evidence, so a command is judged by what it shows: a role or instance profile named as an
 * administrator, Google's default service accounts (granted Editor on the project when created:
 * Google Cloud, "Default service accounts") or an administrator-named one, made reachable by anyone
 * (`--allow-unauthenticated`) or given every API (`--scopes=cloud-platform`), or an Azure managed
 * identity given Owner or Contributor over a subscription or resource group.
 */

/** Google's default service accounts: Compute Engine's and App Engine's, which hold Editor on the project unless an organization policy stops it. */
const GCP_DEFAULT_ACCOUNT = /^(?:\d+-compute@developer\.gserviceaccount\.com|[\w-]+@appspot\.gserviceaccount\.com)$/i;
/** The OAuth scope that lets a VM's identity call every Google Cloud API (Compute Engine, "Service accounts": access scopes). */
const CLOUD_PLATFORM = /(?:^|,)(?:cloud-platform|https:\/\/www\.googleapis\.com\/auth\/cloud-platform)(?:,|$)/i;

/** Whether a Google Cloud service account is a default one or is named as an administrator. */
function privilegedServiceAccount(account: string | undefined): boolean {
  if (account === undefined || account === "") return false;
  const email = account.trim();
  return GCP_DEFAULT_ACCOUNT.test(email) || adminNamed(email.replace(/@.*$/, ""));
}

/** A Google Cloud service (function, Cloud Run) deployed public and running as a privileged service account. */
const publicAsPrivileged = (command: CloudCommand): boolean => command.has("--allow-unauthenticated") && privilegedServiceAccount(command.option("--service-account"));
/** A VM given every API through a privileged service account. */
const everyApiAsPrivileged = (command: CloudCommand): boolean => CLOUD_PLATFORM.test(command.option("--scopes") ?? "") && privilegedServiceAccount(command.option("--service-account"));
/** An AWS role (by ARN or name) or instance profile (`Name=…`, `Arn=…`, or plain) named as an administrator. */
const adminRole = (option: string) => (command: CloudCommand): boolean => adminNamed((command.option(option) ?? "").replace(/^(?:Name|Arn)=/i, ""));
/**
 * `az … identity assign --scope S [--role R]`: the role defaults to Contributor when a scope is
 * given (`az vm identity assign` reference, "--role … Default: Contributor").
 */
const azureIdentityRole = (command: CloudCommand): boolean => command.has("--scope") && broadAzureScope(command.option("--scope")) && privilegedAzureRole(command.option("--role") ?? "Contributor");

/** The operations, from the CLI references of `gcloud functions|run deploy`, `gcloud compute instances`, `aws lambda`, `aws ec2` and `az … identity assign`. */
const OPERATIONS: readonly CloudOperation[] = [
  { command: "gcloud functions deploy", what: "deploys a function anyone may call, running as a service account that administers the project", when: publicAsPrivileged },
  { command: "gcloud run deploy", what: "deploys a service anyone may call, running as a service account that administers the project", when: publicAsPrivileged },
  { command: "gcloud run services update", what: "makes a service anyone may call run as a service account that administers the project", when: publicAsPrivileged },
  { command: "gcloud compute instances create", what: "creates a VM whose code may call every Google Cloud API as a service account that administers the project", when: everyApiAsPrivileged },
  { command: "gcloud compute instances create-with-container", what: "creates a VM whose code may call every Google Cloud API as a service account that administers the project", when: everyApiAsPrivileged },
  { command: "gcloud compute instances set-service-account", what: "lets a VM's code call every Google Cloud API as a service account that administers the project", when: everyApiAsPrivileged },
  { command: "gcloud compute instance-templates create", what: "makes every VM of a template able to call every Google Cloud API as a service account that administers the project", when: everyApiAsPrivileged },
  { command: "aws lambda create-function", what: "creates a function that runs as an administrator role", when: adminRole("--role") },
  { command: "aws lambda update-function-configuration", what: "makes a function run as an administrator role", when: adminRole("--role") },
  { command: "aws ec2 associate-iam-instance-profile", what: "lets an instance's code act as an administrator role", when: adminRole("--iam-instance-profile") },
  { command: "aws ec2 replace-iam-instance-profile-association", what: "lets an instance's code act as an administrator role", when: adminRole("--iam-instance-profile") },
  { command: "aws ec2 run-instances", what: "launches instances whose code acts as an administrator role", when: adminRole("--iam-instance-profile") },
  { command: "az vm identity assign", what: "gives a VM's managed identity Owner, Contributor or access administrator over a subscription or resource group", when: azureIdentityRole },
  { command: "az vmss identity assign", what: "gives a scale set's managed identity Owner, Contributor or access administrator over a subscription or resource group", when: azureIdentityRole },
  { command: "az webapp identity assign", what: "gives a web app's managed identity Owner, Contributor or access administrator over a subscription or resource group", when: azureIdentityRole },
  { command: "az functionapp identity assign", what: "gives a function app's managed identity Owner, Contributor or access administrator over a subscription or resource group", when: azureIdentityRole },
];
const TABLE = operationTable(OPERATIONS);

/**
 * What a cloud CLI command does when it makes compute run as a privileged identity.
 *
 * @example
 * computeIdentityEffects(invocation("aws", "ec2", "associate-iam-instance-profile", "--instance-id", "i-1", "--iam-instance-profile", "Name=AdminRole"))[0]?.rule // "planes.access-widened"
 */
export function computeIdentityEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined || command.cli === "gsutil") return [];
  const operation = matchOperation(TABLE, command);
  return operation ? [{ rule: "planes.access-widened", what: operation.what }] : [];
}
