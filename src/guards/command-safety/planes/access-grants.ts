import type { Field, Invocation } from "../model.js";
import { cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import { optionLists } from "../commands/option-values.js";
import { adminNamed, adminPolicy, broadDocumentArgument, trustsAnyone } from "./policy-documents.js";
import type { PlaneEffect } from "./plane-effect.js";
import { writtenFileText } from "./written-files.js";

/**
 * Google Cloud roles that own a project, organization or folder, administer its IAM, or let one
 * identity act as another (Google Cloud IAM, "Basic roles", "IAM roles" and "Resource Manager
 * roles"; "Service account impersonation"): `roles/owner`, `roles/editor`, every
 * `roles/iam.*Admin` and `roles/resourcemanager.*Admin`, token creators, service account users
 * and Workload Identity users.
 */
const GCP_PRIVILEGED_ROLE = /^roles\/(?:owner|editor|iam\.\w*admin|resourcemanager\.\w*admin|iam\.serviceaccounttokencreator|iam\.serviceaccountopenidtokencreator|iam\.serviceaccountuser|iam\.workloadidentityuser)$/i;
/**
 * Roles on one service account that let their member act as it (Google Cloud IAM, "Roles for
 * service account authentication"). Workload Identity's `roles/iam.workloadIdentityUser` for one
 * Kubernetes service account is the documented GKE setup step, and is left out here.
 */
const GCP_IMPERSONATION_ROLE = /^roles\/(?:owner|editor|iam\.serviceaccountadmin|iam\.serviceaccountkeyadmin|iam\.serviceaccounttokencreator|iam\.serviceaccountopenidtokencreator|iam\.serviceaccountuser)$/i;
/**
 * Azure built-in roles that manage every resource or who may reach it (Azure RBAC, "Azure
 * built-in roles", General and Privileged categories), by name and by role definition id.
 */
const AZURE_PRIVILEGED_ROLE = /^(?:owner|contributor|user access administrator|role based access control administrator(?: \(preview\))?|8e3af657-a8ff-443c-a75c-2fe8c4bcb635|b24988ac-6180-42a0-ab88-20f7382dd24c|18d7d88d-d35e-4fb5-a5c3-7773c20a72d9|f58310d9-a9f6-439a-9e8d-f62e7b41a168)$/i;
/** An Azure scope that is the tenant root, a management group, a subscription or a resource group, not one resource in it. */
const AZURE_BROAD_SCOPE = /^(?:\/|\/providers\/microsoft\.management\/managementgroups\/[^/]+|\/subscriptions\/[^/]+|\/subscriptions\/[^/]+\/resourcegroups\/[^/]+)\/?$/i;

/**
 * Whether an Azure role, by name, id or role definition path, manages every resource or access
 * to it: Owner, Contributor, User Access Administrator, Role Based Access Control Administrator.
 *
 * @example
 * privilegedAzureRole("User Access Administrator") // true
 * privilegedAzureRole("Reader") // false
 */
export function privilegedAzureRole(role: string): boolean {
  return AZURE_PRIVILEGED_ROLE.test(role.trim().replace(/^.*\/roledefinitions\//i, ""));
}

/**
 * Whether an Azure role assignment's scope is broad: given (`/subscriptions/…`, a resource group,
 * a management group, `/`) or left to its default — the resource group given, or else the whole
 * subscription (`az role assignment create`: "--scope … If not specified, the default
 * subscription"). One resource's scope is narrow.
 *
 * @example
 * broadAzureScope("/subscriptions/0000/resourceGroups/web/providers/Microsoft.Web/sites/shop") // false
 * broadAzureScope(undefined) // true
 */
export function broadAzureScope(scope: string | undefined): boolean {
  return scope === undefined || scope === "" || AZURE_BROAD_SCOPE.test(scope.trim());
}

/**
 * A user from outside the tenant: an Entra ID guest (`#EXT#` in the UPN) or a personal account of
 * a consumer mail service (Microsoft Entra B2B, "Properties of a B2B guest user").
 */
const EXTERNAL_USER = /#EXT#|@(?:gmail|googlemail|outlook|hotmail|live|yahoo|proton|protonmail|icloud|gmx|yandex|mail)\.[a-z.]+$/i;

/**
 * `az keyvault set-policy` giving a guest or personal account access, or every permission on keys,
 * secrets, certificates or storage accounts (`all`: purge, backup and restore included) — Azure
 * CLI reference, "az keyvault set-policy".
 */
const keyVaultPolicyWidens = (command: CloudCommand): boolean =>
  EXTERNAL_USER.test(command.option("--upn") ?? "") ||
  ["--key-permissions", "--secret-permissions", "--certificate-permissions", "--storage-permissions"].some((name) => optionLists(command.values, [name]).some((value) => /(?:^|[\s,])all(?:$|[\s,])/i.test(value)));

/** A policy document option (`--policy-document`), judged inline by what it grants and from a file by the names in view. */
const broadDocument = (option: string, ...nameOptions: readonly string[]) => (command: CloudCommand): boolean =>
  broadDocumentArgument(command.option(option) ?? command.option("--cli-input-json") ?? "", ...nameOptions.map((name) => command.option(name) ?? ""));
/** A document that replaces what a policy allows for everyone it is attached to: broad, or not in view. */
const notNarrowDocument = (option: string) => (command: CloudCommand): boolean => {
  const document = command.option(option) ?? "";
  return !/^\s*[[{]/.test(document) || broadDocumentArgument(document);
};
/** The Google Cloud role option, when privileged for the resource kind. */
const gcpRole = (pattern: RegExp) => (command: CloudCommand): boolean => pattern.test((command.option("--role") ?? "").trim());
/**
 * Operations that widen who may do what on a cloud account, from the providers' CLI references:
 * AWS IAM (`attach-*-policy`, `put-*-policy`, `create-policy-version --set-as-default`,
 * `set-default-policy-version`, `update-assume-role-policy`, `add-user-to-group`, permissions
 * boundaries deleted, IAM Identity Center permission sets); Google Cloud IAM bindings on projects,
 * organizations, folders and service accounts (`add-iam-policy-binding`, a service account's
 * `set-iam-policy`); Azure role assignments and definitions and Entra ID group membership.
 */
const OPERATIONS: readonly CloudOperation[] = [
  // AWS IAM: managed policies attached, inline policies put, policy versions, trust, groups, boundaries.
  { command: "aws iam attach-user-policy", what: "attaches an administrator policy to an IAM user", when: (c) => adminPolicy(c.option("--policy-arn") ?? "") },
  { command: "aws iam attach-role-policy", what: "attaches an administrator policy to an IAM role", when: (c) => adminPolicy(c.option("--policy-arn") ?? "") },
  { command: "aws iam attach-group-policy", what: "attaches an administrator policy to an IAM group", when: (c) => adminPolicy(c.option("--policy-arn") ?? "") },
  { command: "aws iam put-user-policy", what: "gives an IAM user an inline policy granting every action, IAM's own or a whole service", when: broadDocument("--policy-document", "--policy-name") },
  { command: "aws iam put-role-policy", what: "gives an IAM role an inline policy granting every action, IAM's own or a whole service", when: broadDocument("--policy-document", "--policy-name") },
  { command: "aws iam put-group-policy", what: "gives an IAM group an inline policy granting every action, IAM's own or a whole service", when: broadDocument("--policy-document", "--policy-name") },
  { command: "aws iam create-policy-version", what: "replaces what a managed policy allows, for every identity it is attached to", when: (c) => c.has("--set-as-default") && notNarrowDocument("--policy-document")(c) },
  { command: "aws iam set-default-policy-version", what: "switches a managed policy to another version, changing what every identity it is attached to may do" },
  { command: "aws iam update-assume-role-policy", what: "changes who may assume an IAM role" },
  { command: "aws iam create-role", what: "creates an IAM role that anyone may assume", when: (c) => trustsAnyone(c.option("--assume-role-policy-document") ?? "") },
  { command: "aws iam add-user-to-group", what: "adds an IAM user to an administrators' group", when: (c) => adminNamed(c.option("--group-name") ?? "") },
  { command: "aws iam delete-role-permissions-boundary", what: "removes an IAM role's permissions boundary, the ceiling on what it may do" },
  { command: "aws iam delete-user-permissions-boundary", what: "removes an IAM user's permissions boundary, the ceiling on what it may do" },
  { command: "aws sso-admin attach-managed-policy-to-permission-set", what: "attaches an administrator policy to an IAM Identity Center permission set", when: (c) => adminPolicy(c.option("--managed-policy-arn") ?? "") },
  { command: "aws sso-admin put-inline-policy-to-permission-set", what: "gives an IAM Identity Center permission set an inline policy granting every action, IAM's own or a whole service", when: broadDocument("--inline-policy") },
  // Google Cloud IAM.
  { command: "gcloud projects add-iam-policy-binding", what: "grants a project-wide owner, editor, IAM administrator or impersonation role", when: gcpRole(GCP_PRIVILEGED_ROLE) },
  { command: "gcloud organizations add-iam-policy-binding", what: "grants an organization-wide owner, editor, IAM administrator or impersonation role", when: gcpRole(GCP_PRIVILEGED_ROLE) },
  { command: "gcloud resource-manager folders add-iam-policy-binding", what: "grants a folder-wide owner, editor, IAM administrator or impersonation role", when: gcpRole(GCP_PRIVILEGED_ROLE) },
  { command: "gcloud iam service-accounts add-iam-policy-binding", what: "lets another identity act as the service account (mint its tokens or run as it)", when: gcpRole(GCP_IMPERSONATION_ROLE) },
  { command: "gcloud iam service-accounts set-iam-policy", what: "replaces who may act as the service account" },
  // Azure RBAC and Entra ID.
  { command: "az role assignment create", what: "assigns an Owner, Contributor or access administrator role over a subscription, management group or resource group", when: (c) => privilegedAzureRole(c.option("--role") ?? "") && broadAzureScope(c.option("--scope")) },
  { command: "az role assignment create", what: "gives a guest or personal account outside the tenant a role", when: (c) => EXTERNAL_USER.test(c.option("--assignee") ?? c.option("--assignee-object-id") ?? "") },
  { command: "az keyvault set-policy", what: "gives a guest or personal account access to the key vault, or every permission on its keys, secrets or certificates", when: keyVaultPolicyWidens },
  { command: "az role definition create", what: "defines a role granting every action or the right to assign roles", when: (c) => azureBroadRole(c.option("--role-definition") ?? "") },
  { command: "az role definition update", what: "changes a role to grant every action or the right to assign roles", when: (c) => azureBroadRole(c.option("--role-definition") ?? "") },
  { command: "az ad group member add", what: "adds a member to an administrators' group", when: (c) => adminNamed(c.option("--group") ?? c.option("-g") ?? "") },
];
const TABLE = operationTable(OPERATIONS);

/** An Azure role definition (inline JSON, or a file `@role.json`) granting `*` or role assignment, judged by name when not in view. */
function azureBroadRole(definition: string): boolean {
  if (!/^\s*\{/.test(definition)) return adminNamed(definition.replace(/^@/, ""));
  return /["']?actions["']?\s*:\s*\[[^\]]*["'](?:\*|Microsoft\.Authorization\/\*|Microsoft\.Authorization\/roleAssignments\/(?:\*|write))["']/i.test(definition);
}

/**
 * What a cloud CLI command grants, when it widens who may do what on the account: an
 * administrator policy attached (`aws iam attach-role-policy --policy-arn
 * arn:aws:iam::aws:policy/AdministratorAccess`), an inline policy granting `*`, a role's trust
 * changed, `gcloud projects add-iam-policy-binding … --role=roles/owner`, `az role assignment
 * create --role Owner --scope /subscriptions/…`. Narrow grants (`AmazonS3ReadOnlyAccess`,
 * `roles/viewer`, Reader), reading policies and removing grants stay unflagged.
 *
 * @example
 * accessGrantEffects(invocation("az", "role", "assignment", "create", "--role", "Owner", "--assignee", "eve@example.com"))[0]?.rule // "planes.access-widened"
 */
export function accessGrantEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(visible(invocation));
  if (command === undefined || command.cli === "gsutil") return [];
  const operation = matchOperation(TABLE, command, /^(?:file|fileb):\/\//.test(command.option("--cli-input-json") ?? "") && adminNamed(command.option("--cli-input-json") ?? ""));
  if (operation === undefined) return [];
  const grant = grantShown(command);
  return [{ rule: "planes.access-widened", what: grant ? `${operation.what} (${grant})` : operation.what }];
}

/**
 * The command as a reader sees it: a word only known when it runs by what is written
 * (`"arn:aws:iam::${ACCOUNT}:policy/Admin"`, `"/subscriptions/$SUB"`), and a `file://` document
 * the same script wrote by what it holds.
 */
function visible(invocation: Invocation): Invocation {
  if (invocation.name !== "aws" && invocation.name !== "gcloud" && invocation.name !== "az") return invocation;
  const argv = invocation.argv.map((field): Field => {
    if (field.value === undefined) return { ...field, value: field.text.replace(/^(["'])(.*)\1$/s, "$2") };
    const file = /^(?:--[\w-]+=)?file:\/\/(.+)$/.exec(field.value);
    const text = file ? writtenFileText(invocation, file[1] as string) : undefined;
    return text === undefined ? field : { ...field, value: field.value.replace(/file:\/\/.+$/, text) };
  });
  return { ...invocation, argv };
}

/** The grant as the command names it, for the reason: the policy, role or group. */
function grantShown(command: CloudCommand): string | undefined {
  for (const name of ["--policy-arn", "--managed-policy-arn", "--role", "--group-name", "--group"]) {
    const value = command.option(name);
    if (value) return value.replace(/^arn:aws[\w-]*:iam::aws:policy\//, "");
  }
  return undefined;
}

/**
 * Whether a command revokes a grant rather than deleting a resource: taking a user out of a
 * group, an Azure role assignment deleted, a member taken out of an Entra ID group. Access
 * narrows, nothing that holds data is lost, and the grant can be given again.
 *
 * @example
 * revokesGrant(["iam", "remove-user-from-group"]) // true
 * revokesGrant(["iam", "delete-role"]) // false
 */
export function revokesGrant(words: readonly string[]): boolean {
  const joined = words.slice(0, 3).join(" ");
  return words.slice(0, 2).join(" ") === "iam remove-user-from-group" || joined === "role assignment delete" || joined === "ad group member remove";
}
