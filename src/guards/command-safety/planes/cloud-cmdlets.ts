import type { Invocation } from "../model.js";
import { broadAzureScope, privilegedAzureRole } from "./access-grants.js";
import type { PlaneEffect } from "./plane-effect.js";
import { adminNamed, adminPolicy, broadDocumentArgument } from "./policy-documents.js";

/** One cloud cmdlet and what it does, with the condition on its parameters (lower-case names) under which it does it. */
interface Cmdlet {
  rule: "planes.audit-impair" | "planes.share-external" | "secrets.mint-credential" | "planes.access-widened" | "planes.key-disabled";
  what: string;
  when?: (parameters: ReadonlyMap<string, string>) => boolean;
}

const AUDIT = "planes.audit-impair";
const SHARE = "planes.share-external";
const MINT = "secrets.mint-credential";
const ACCESS = "planes.access-widened";
const KEY = "planes.key-disabled";
const adds = (parameters: ReadonlyMap<string, string>): boolean => /^add$/i.test(parameters.get("operationtype") ?? "");
const adminArn = (parameters: ReadonlyMap<string, string>): boolean => adminPolicy(parameters.get("policyarn") ?? "");
const broadInline = (parameters: ReadonlyMap<string, string>): boolean => broadDocumentArgument(parameters.get("policydocument") ?? "", parameters.get("policyname") ?? "");
/** `New-AzRoleAssignment`: a privileged role over a subscription or resource group (its default scope is the subscription; `-ResourceName` narrows it to one resource). */
const broadAssignment = (parameters: ReadonlyMap<string, string>): boolean =>
  privilegedAzureRole(parameters.get("roledefinitionname") ?? parameters.get("roledefinitionid") ?? "") && (parameters.has("scope") ? broadAzureScope(parameters.get("scope")) : !parameters.has("resourcename"));
const publicAccess = (parameters: ReadonlyMap<string, string>): boolean => /^(?:blob|container)$/i.test(parameters.get("permission") ?? "");

/**
 * The PowerShell spellings of the cloud operations the `aws`, `gcloud` and `az` models know, from
 * the AWS Tools for PowerShell and Az module references: the audit trail stopped or deleted
 * (`Stop-CTLogging`, `Remove-AzDiagnosticSetting`, `Set-AzSecurityPricing -PricingTier Free`),
 * data shared (`Grant-AzSnapshotAccess`, `Edit-EC2SnapshotAttribute -OperationType add`), long-lived
 * credentials minted (`New-IAMAccessKey`, `New-AzADSpCredential`), access widened
 * (`Register-IAMRolePolicy -PolicyArn …AdministratorAccess`, `Write-IAMUserPolicy`, `New-AzRoleAssignment
 * -RoleDefinitionName Owner`) and keys disabled (`Disable-KMSKey`). Keys are lower case, as
 * PowerShell matches names.
 */
const CMDLETS: ReadonlyMap<string, Cmdlet> = new Map<string, Cmdlet>([
  ["stop-ctlogging", { rule: AUDIT, what: "stops the CloudTrail trail from recording API activity" }],
  ["remove-cttrail", { rule: AUDIT, what: "deletes a CloudTrail trail" }],
  ["remove-gddetector", { rule: AUDIT, what: "deletes the GuardDuty detector and its findings" }],
  ["stop-cfgconfigurationrecorder", { rule: AUDIT, what: "stops AWS Config recording configuration changes" }],
  ["remove-cfgconfigurationrecorder", { rule: AUDIT, what: "deletes AWS Config's configuration recorder" }],
  ["remove-cfgdeliverychannel", { rule: AUDIT, what: "deletes AWS Config's delivery channel" }],
  ["disable-shubsecurityhub", { rule: AUDIT, what: "turns AWS Security Hub off" }],
  ["remove-cwlloggroup", { rule: AUDIT, what: "deletes a CloudWatch log group" }],
  ["remove-cwllogstream", { rule: AUDIT, what: "deletes a CloudWatch log stream" }],
  ["remove-ec2flowlog", { rule: AUDIT, what: "deletes VPC flow logs" }],
  ["remove-orgaccountfromorganization", { rule: AUDIT, what: "takes an account out of the organization and its guardrails" }],
  ["dismount-orgpolicy", { rule: AUDIT, what: "detaches an organization policy (an SCP guardrail)" }],
  ["remove-azdiagnosticsetting", { rule: AUDIT, what: "deletes a diagnostic setting, ending the export of the resource's logs" }],
  ["remove-azsubscriptiondiagnosticsetting", { rule: AUDIT, what: "deletes the subscription's activity log export" }],
  ["remove-azactivitylogalert", { rule: AUDIT, what: "deletes an activity-log alert" }],
  ["disable-azactivitylogalert", { rule: AUDIT, what: "disables an activity-log alert" }],
  ["remove-azlogprofile", { rule: AUDIT, what: "deletes the subscription's activity log profile" }],
  ["set-azsecuritypricing", { rule: AUDIT, what: "sets a Microsoft Defender plan to the Free tier, turning its threat protection off", when: (parameters) => /^free$/i.test(parameters.get("pricingtier") ?? "") }],
  ["remove-azsentinelalertrule", { rule: AUDIT, what: "deletes a Microsoft Sentinel analytics rule" }],
  ["remove-azsentineldataconnector", { rule: AUDIT, what: "deletes a Microsoft Sentinel data connector" }],
  ["remove-azoperationalinsightsworkspace", { rule: AUDIT, what: "deletes a Log Analytics workspace and its logs" }],
  ["remove-aznetworkwatcherflowlog", { rule: AUDIT, what: "deletes a network flow log" }],
  ["grant-azsnapshotaccess", { rule: SHARE, what: "makes a download link (SAS) to the whole snapshot, usable by anyone who gets it" }],
  ["grant-azdiskaccess", { rule: SHARE, what: "makes a download link (SAS) to the whole disk, usable by anyone who gets it" }],
  ["edit-ec2snapshotattribute", { rule: SHARE, what: "shares an EBS snapshot with other accounts or makes it public", when: adds }],
  ["edit-ec2imageattribute", { rule: SHARE, what: "shares a machine image (AMI) with other accounts or makes it public", when: adds }],
  ["edit-rdsdbsnapshotattribute", { rule: SHARE, what: "lets other accounts restore the database snapshot", when: (parameters) => parameters.has("valuestoadd") }],
  ["edit-rdsdbclustersnapshotattribute", { rule: SHARE, what: "lets other accounts restore the cluster snapshot", when: (parameters) => parameters.has("valuestoadd") }],
  ["set-azstoragecontaineracl", { rule: SHARE, what: "opens the container's blobs to everyone", when: publicAccess }],
  ["new-azstoragecontainer", { rule: SHARE, what: "creates a container whose blobs everyone can read", when: publicAccess }],
  ["set-s3acl", { rule: SHARE, what: "opens the bucket or object to everyone", when: (parameters) => /^(?:public-read|public-read-write|authenticated-read)$/i.test(parameters.get("cannedaclname") ?? "") }],
  ["new-iamaccesskey", { rule: MINT, what: "creates an access key, a credential that does not expire" }],
  ["new-iamloginprofile", { rule: MINT, what: "gives an IAM user a console password" }],
  ["update-iamloginprofile", { rule: MINT, what: "sets an IAM user's console password" }],
  ["new-azadspcredential", { rule: MINT, what: "adds a secret to a service principal and prints it" }],
  ["new-azadappcredential", { rule: MINT, what: "adds a secret to an application and prints it" }],
  ["register-iamuserpolicy", { rule: ACCESS, what: "attaches an administrator policy to an IAM user", when: adminArn }],
  ["register-iamrolepolicy", { rule: ACCESS, what: "attaches an administrator policy to an IAM role", when: adminArn }],
  ["register-iamgrouppolicy", { rule: ACCESS, what: "attaches an administrator policy to an IAM group", when: adminArn }],
  ["write-iamuserpolicy", { rule: ACCESS, what: "gives an IAM user an inline policy granting every action, IAM's own or a whole service", when: broadInline }],
  ["write-iamrolepolicy", { rule: ACCESS, what: "gives an IAM role an inline policy granting every action, IAM's own or a whole service", when: broadInline }],
  ["write-iamgrouppolicy", { rule: ACCESS, what: "gives an IAM group an inline policy granting every action, IAM's own or a whole service", when: broadInline }],
  ["new-iampolicyversion", { rule: ACCESS, what: "replaces what a managed policy allows, for every identity it is attached to", when: (parameters) => parameters.has("setasdefault") && !/^false$/i.test(parameters.get("setasdefault") ?? "") && (!/^\s*[[{]/.test(parameters.get("policydocument") ?? "") || broadDocumentArgument(parameters.get("policydocument") ?? "")) }],
  ["set-iamdefaultpolicyversion", { rule: ACCESS, what: "switches a managed policy to another version, changing what every identity it is attached to may do" }],
  ["update-iamassumerolepolicy", { rule: ACCESS, what: "changes who may assume an IAM role" }],
  ["add-iamusertogroup", { rule: ACCESS, what: "adds an IAM user to an administrators' group", when: (parameters) => adminNamed(parameters.get("groupname") ?? "") }],
  ["remove-iamrolepermissionsboundary", { rule: ACCESS, what: "removes an IAM role's permissions boundary, the ceiling on what it may do" }],
  ["remove-iamuserpermissionsboundary", { rule: ACCESS, what: "removes an IAM user's permissions boundary, the ceiling on what it may do" }],
  ["new-azroleassignment", { rule: ACCESS, what: "assigns an Owner, Contributor or access administrator role over a subscription, management group or resource group", when: broadAssignment }],
  ["add-azadgroupmember", { rule: ACCESS, what: "adds a member to an administrators' group", when: (parameters) => adminNamed(parameters.get("targetgroupdisplayname") ?? parameters.get("groupdisplayname") ?? "") }],
  ["disable-kmskey", { rule: KEY, what: "disables a KMS key: nothing encrypted under it can be decrypted until it is re-enabled" }],
  ["update-azkeyvaultkey", { rule: KEY, what: "disables a Key Vault key: nothing encrypted under it can be decrypted until it is re-enabled", when: (parameters) => /^false$/i.test(parameters.get("enable") ?? "") }],
]);

/** The cmdlets read here, for dispatch. */
export const CLOUD_CMDLETS: readonly string[] = [...CMDLETS.keys()];

/**
 * What a cloud cmdlet does to the audit trail, to who can reach the account's data, or to its
 * credentials, with PowerShell's parameter spellings (`-Name value`, `-Name:value`, any case).
 *
 * @example
 * cmdletEffects(invocation("Set-AzSecurityPricing", "-Name", "VirtualMachines", "-PricingTier", "Free"))[0]?.rule // "planes.audit-impair"
 */
export function cmdletEffects(invocation: Invocation): PlaneEffect[] {
  const cmdlet = CMDLETS.get(invocation.name.toLowerCase());
  if (cmdlet === undefined) return [];
  const parameters = new Map<string, string>();
  const args = invocation.argv.slice(1, 65);
  for (let index = 0; index < args.length; index++) {
    const parameter = /^-([A-Za-z]+)(?::(.*))?$/s.exec(args[index]?.value ?? "");
    if (!parameter) continue;
    // PowerShell's own variables and constants (`$false`, `$doc`) are not bash's: read them as written.
    const following = args[index + 1];
    const next = following !== undefined && !following.value && following.text.startsWith("$") ? following.text : following?.value;
    const value = parameter[2] ?? (next !== undefined && !next.startsWith("-") ? next : "");
    parameters.set((parameter[1] as string).toLowerCase(), value.replace(/^\$/, ""));
  }
  if (cmdlet.when && !cmdlet.when(parameters)) return [];
  return [{ rule: cmdlet.rule, what: cmdlet.what }];
}
