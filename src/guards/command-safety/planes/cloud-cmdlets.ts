import type { Invocation } from "../model.js";
import { broadAzureScope, privilegedAzureRole } from "./access-grants.js";
import type { PlaneEffect } from "./plane-effect.js";
import { adminNamed, adminPolicy, broadDocumentArgument } from "./policy-documents.js";

/** One cloud cmdlet and what it does, with the condition on its parameters (lower-case names) under which it does it. */
interface Cmdlet {
  rule: CmdletRule;
  what: string;
  /** `written`: the arguments as typed, for values PowerShell builds (`@{IpRanges='0.0.0.0/0'}`) that no one parameter holds. */
  when?: (parameters: ReadonlyMap<string, string>, written: string) => boolean;
}

type CmdletRule =
  | "planes.audit-impair"
  | "planes.alerts-silenced"
  | "planes.metadata-exposed"
  | "planes.share-external"
  | "secrets.mint-credential"
  | "planes.access-widened"
  | "planes.key-disabled"
  | "planes.open-to-internet"
  | "planes.remote-boot-code"
  | "planes.recovery-removed"
  | "planes.backup-delete"
  | "planes.deletion-protection-off"
  | "planes.capacity-zero";

const AUDIT = "planes.audit-impair";
const SILENCED = "planes.alerts-silenced";
const METADATA = "planes.metadata-exposed";
const SHARE = "planes.share-external";
const MINT = "secrets.mint-credential";
const ACCESS = "planes.access-widened";
const KEY = "planes.key-disabled";
const OPEN = "planes.open-to-internet";
const BOOT = "planes.remote-boot-code";
const RECOVERY = "planes.recovery-removed";
const BACKUPS = "planes.backup-delete";
const PROTECTION = "planes.deletion-protection-off";
const CAPACITY = "planes.capacity-zero";
const adds = (parameters: ReadonlyMap<string, string>): boolean => /^add$/i.test(parameters.get("operationtype") ?? "");
const adminArn = (parameters: ReadonlyMap<string, string>): boolean => adminPolicy(parameters.get("policyarn") ?? "");
const broadInline = (parameters: ReadonlyMap<string, string>): boolean => broadDocumentArgument(parameters.get("policydocument") ?? "", parameters.get("policyname") ?? "");
/** `New-AzRoleAssignment`: a privileged role over a subscription or resource group (its default scope is the subscription; `-ResourceName` narrows it to one resource). */
const broadAssignment = (parameters: ReadonlyMap<string, string>): boolean =>
  privilegedAzureRole(parameters.get("roledefinitionname") ?? parameters.get("roledefinitionid") ?? "") && (parameters.has("scope") ? broadAzureScope(parameters.get("scope")) : !parameters.has("resourcename"));
const publicAccess = (parameters: ReadonlyMap<string, string>): boolean => /^(?:blob|container)$/i.test(parameters.get("permission") ?? "");

/** Every address on the internet, as AWS (`0.0.0.0/0`, `::/0`) and Azure (`*`, `Internet`, `Any`) write a source. */
const EVERY_ADDRESS = /^(?:\*|internet|any|0\.0\.0\.0\/0|::\/0)$/i;
/** A hashtable or script block opened and not closed: the shell cut it short. */
const unbalanced = (text: string): boolean => (text.match(/\{/g) ?? []).length !== (text.match(/\}/g) ?? []).length;
/**
 * `Grant-EC2SecurityGroupIngress`: a permission whose `IpRanges`/`Ipv4Ranges`/`Ipv6Ranges` hold
 * every address (`@{IpRanges='0.0.0.0/0'}`, `@{CidrIp="0.0.0.0/0"}`). A hashtable written inline is
 * cut at its first `;` when a POSIX shell reads the line, so its ranges are often out of sight: then
 * the permission asks unless a range it names is visible and narrower.
 */
const ingressFromAnywhere = (_parameters: ReadonlyMap<string, string>, written: string): boolean => {
  if (/(?<![\d.])0\.0\.0\.0\/0|(?<![\w:])::\/0/.test(written)) return true;
  const permission = /-IpPermissions?\s+(@\{.*)$/is.exec(written)?.[1];
  return permission !== undefined && unbalanced(permission) && !/Ip(?:v[46])?Ranges|CidrIp/i.test(permission);
};
/** An Azure NSG rule that allows inbound traffic from every address; `-Direction` and `-Access` left out are read as the rule most often written, inbound and allowed. */
const nsgRuleFromAnywhere = (parameters: ReadonlyMap<string, string>): boolean =>
  !/^deny$/i.test(parameters.get("access") ?? "") &&
  !/^outbound$/i.test(parameters.get("direction") ?? "") &&
  (parameters.get("sourceaddressprefix") ?? "").split(",").some((prefix) => EVERY_ADDRESS.test(prefix.trim().replace(/^["']|["']$/g, "")));
const isFalse = (value: string | undefined): boolean => value !== undefined && /^(?:false|0)$/i.test(value);
const isZero = (value: string | undefined): boolean => value !== undefined && /^0+$/.test(value);
/** `Write-S3LifecycleConfiguration`: rules that expire objects or old versions, or rules not visible here (a variable, a hashtable cut short). */
const expiringLifecycle = (_parameters: ReadonlyMap<string, string>, written: string): boolean => {
  if (/expiration/i.test(written)) return true;
  const rules = /-Configuration_Rules?\s+(\S.*)$/is.exec(written)?.[1] ?? "";
  return rules.startsWith("$") || unbalanced(rules);
};

/**
 * The PowerShell spellings of the infrastructure effects the `aws` and `az` models know, from the
 * AWS Tools for PowerShell cmdlet reference and the Az module reference: inbound access opened to
 * every address (`Grant-EC2SecurityGroupIngress`, `Add-`/`New-`/`Set-AzNetworkSecurityRuleConfig`),
 * the code a machine runs at boot replaced (`Edit-EC2InstanceAttribute -UserData`, `Update-AzVM
 * -UserData`), recovery taken away (`Update-DDBContinuousBackup`, `Edit-RDSDBInstance
 * -BackupRetentionPeriod 0`, `Write-S3BucketVersioning -VersioningConfig_Status Suspended`,
 * `Write-S3LifecycleConfiguration`, `Remove-AzResourceLock`) and capacity taken to zero
 * (`Update-ECSService -DesiredCount 0`, `Update-ASAutoScalingGroup`, `Update-AzVmss -SkuCapacity 0`,
 * `Stop-AzAksCluster`). Each reports the rule its CLI spelling reports.
 */
const INFRASTRUCTURE: ReadonlyArray<[string, Cmdlet]> = [
  ["grant-ec2securitygroupingress", { rule: OPEN, what: "opens the security group to inbound traffic from every address on the internet", when: ingressFromAnywhere }],
  ["add-aznetworksecurityruleconfig", { rule: OPEN, what: "adds a network security group rule allowing inbound traffic from every address on the internet", when: nsgRuleFromAnywhere }],
  ["new-aznetworksecurityruleconfig", { rule: OPEN, what: "makes a network security group rule allowing inbound traffic from every address on the internet", when: nsgRuleFromAnywhere }],
  ["set-aznetworksecurityruleconfig", { rule: OPEN, what: "changes a network security group rule to allow inbound traffic from every address on the internet", when: nsgRuleFromAnywhere }],
  ["edit-ec2instanceattribute", { rule: BOOT, what: "replaces the user data the instance runs as root at its next boot", when: (parameters) => parameters.has("userdata") || /^userdata$/i.test(parameters.get("attribute") ?? "") }],
  ["update-azvm", { rule: BOOT, what: "replaces the user data the virtual machine's boot code reads", when: (parameters) => parameters.has("userdata") }],
  ["update-azvmss", { rule: BOOT, what: "replaces the user data every instance of the scale set reads at boot", when: (parameters) => parameters.has("userdata") || parameters.has("customdata") }],
  ["update-ddbcontinuousbackup", { rule: RECOVERY, what: "turns off the table's point-in-time recovery", when: (parameters) => isFalse(parameters.get("pointintimerecoveryspecification_pointintimerecoveryenabled")) }],
  ["edit-rdsdbinstance", { rule: BACKUPS, what: "sets the backup retention to 0, turning automated backups off and deleting the existing ones", when: (parameters) => isZero(parameters.get("backupretentionperiod")) }],
  ["write-s3bucketversioning", { rule: PROTECTION, what: "suspends the bucket's versioning, so overwritten and deleted objects are no longer kept", when: (parameters) => /^suspended$/i.test(parameters.get("versioningconfig_status") ?? "") }],
  ["write-s3lifecycleconfiguration", { rule: RECOVERY, what: "sets lifecycle rules that expire the bucket's objects or their old versions", when: expiringLifecycle }],
  ["remove-azresourcelock", { rule: PROTECTION, what: "removes a lock that keeps resources from being deleted or changed" }],
  ["update-ecsservice", { rule: CAPACITY, what: "sets the service's desired count to 0, stopping every task", when: (parameters) => isZero(parameters.get("desiredcount")) }],
  ["update-asautoscalinggroup", { rule: CAPACITY, what: "takes the Auto Scaling group to 0 instances", when: (parameters) => isZero(parameters.get("maxsize")) || isZero(parameters.get("desiredcapacity")) }],
  ["set-asdesiredcapacity", { rule: CAPACITY, what: "takes the Auto Scaling group to 0 instances", when: (parameters) => isZero(parameters.get("desiredcapacity")) }],
  ["update-eksnodegroupconfig", { rule: CAPACITY, what: "takes the node group to 0 nodes", when: (parameters) => isZero(parameters.get("scalingconfig_maxsize")) || isZero(parameters.get("scalingconfig_desiredsize")) }],
  ["stop-azakscluster", { rule: CAPACITY, what: "stops the AKS cluster: its nodes and control plane go away until it is started" }],
  ["update-azaksnodepool", { rule: CAPACITY, what: "takes the node pool to 0 nodes", when: (parameters) => isZero(parameters.get("nodecount")) }],
  ["update-azvmss", { rule: CAPACITY, what: "takes the scale set to 0 instances", when: (parameters) => isZero(parameters.get("skucapacity")) }],
  ["stop-azvmss", { rule: CAPACITY, what: "stops every instance of the scale set", when: (parameters) => !parameters.has("instanceid") }],
];

/** `Disable-EVBRule` on the default bus (no `-EventBusName`, or `default`), where AWS security services deliver their findings, as `aws events disable-rule` is read. */
const defaultBus = (parameters: ReadonlyMap<string, string>): boolean => !/^(?!default$).+/i.test(parameters.get("eventbusname") ?? "");
/** `Edit-EC2InstanceMetadataOption -HttpToken optional` or `-HttpPutResponseHopLimit` above 1, as `modify-instance-metadata-options` is read. */
const metadataExposed = (parameters: ReadonlyMap<string, string>): boolean => /^(?:optional|no-preference)$/i.test(parameters.get("httptoken") ?? "") || Number(parameters.get("httpputresponsehoplimit") ?? "1") > 1;

/** The routes of security findings and metadata hardening (`planes/alert-routes.ts`, `planes/metadata-hardening.ts`), in the AWS Tools for PowerShell and Az module spellings. */
const ROUTES: ReadonlyArray<[string, Cmdlet]> = [
  ["disable-evbrule", { rule: SILENCED, what: "disables an EventBridge rule of the default event bus, where AWS security services deliver their findings", when: defaultBus }],
  ["disable-cwerule", { rule: SILENCED, what: "disables a CloudWatch Events rule of the default event bus, where AWS security services deliver their findings", when: defaultBus }],
  ["disable-cwalarmaction", { rule: AUDIT, what: "silences CloudWatch alarms" }],
  ["remove-snssubscription", { rule: SILENCED, what: "removes a subscriber from an SNS topic: the alarms and findings published there no longer reach it" }],
  ["update-azmetricalertrulev2", { rule: SILENCED, what: "disables a metric alert rule", when: (parameters) => parameters.has("disablerule") && !/^false$/i.test(parameters.get("disablerule") ?? "") }],
  ["new-azalertprocessingrule", { rule: SILENCED, what: "adds an alert processing rule that removes the action groups of the alerts it matches, silencing them", when: (parameters) => /^RemoveAllActionGroups$/i.test(parameters.get("alertprocessingruletype") ?? "") }],
  ["set-azalertprocessingrule", { rule: SILENCED, what: "makes an alert processing rule remove the action groups of the alerts it matches, silencing them", when: (parameters) => /^RemoveAllActionGroups$/i.test(parameters.get("alertprocessingruletype") ?? "") }],
  ["edit-ec2instancemetadataoption", { rule: METADATA, what: "lets code on the instance read its role's credentials with a single unauthenticated request (IMDSv1 allowed again, or the hop limit raised so containers reach them)", when: metadataExposed }],
  ["edit-ec2instancemetadatadefault", { rule: METADATA, what: "allows IMDSv1 (or a hop limit above 1) as the account's default for new instances", when: metadataExposed }],
];

/**
 * A switch parameter given and not set to `$true`: `-AuditEnabled $false`, or `-AuditEnabled` left
 * without its value when a POSIX shell expanded `"$false"` to nothing (the value is then unknown).
 */
const notTrue = (name: string) => (parameters: ReadonlyMap<string, string>): boolean => parameters.has(name) && !/^(?:true|1)$/i.test(parameters.get(name) ?? "");
/** A switch parameter given and not set to `$false` (`-AuditBypassEnabled $true`, or its value lost to the shell). */
const notFalse = (name: string) => (parameters: ReadonlyMap<string, string>): boolean => parameters.has(name) && !isFalse(parameters.get(name));

/**
 * Microsoft 365's audit narrowed rather than stopped, from the Exchange Online PowerShell reference:
 * a mailbox's actions left out of mailbox auditing (`Set-MailboxAuditBypassAssociation
 * -AuditBypassEnabled $true`, `Set-Mailbox -AuditEnabled $false`), the unified audit log's ingestion
 * turned off (`Set-AdminAuditLogConfig -UnifiedAuditLogIngestionEnabled $false`, `-AdminAuditLogEnabled
 * $false`) and mailbox auditing turned off for the whole organization (`Set-OrganizationConfig
 * -AuditDisabled $true`). The same cmdlets setting anything else change no audit.
 */
const MICROSOFT_365_AUDIT: ReadonlyArray<[string, Cmdlet]> = [
  ["set-mailboxauditbypassassociation", { rule: AUDIT, what: "exempts the account from mailbox audit logging, so what it does in mailboxes is no longer recorded", when: notFalse("auditbypassenabled") }],
  ["set-mailbox", { rule: AUDIT, what: "turns mailbox audit logging off for the mailbox", when: notTrue("auditenabled") }],
  ["set-adminauditlogconfig", { rule: AUDIT, what: "turns the Microsoft 365 unified audit log (or admin audit logging) off", when: (parameters) => notTrue("unifiedauditlogingestionenabled")(parameters) || notTrue("adminauditlogenabled")(parameters) }],
  ["set-organizationconfig", { rule: AUDIT, what: "turns mailbox auditing off for the whole organization", when: notFalse("auditdisabled") }],
];

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
const CMDLETS: ReadonlyMap<string, readonly Cmdlet[]> = byName([
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
  ...INFRASTRUCTURE,
  ...ROUTES,
  ...MICROSOFT_365_AUDIT,
]);

/** The cmdlets by name; one cmdlet may have several effects (`Update-AzVmss` sets user data and capacity). */
function byName(entries: ReadonlyArray<[string, Cmdlet]>): Map<string, Cmdlet[]> {
  const cmdlets = new Map<string, Cmdlet[]>();
  for (const [name, cmdlet] of entries) cmdlets.set(name, [...(cmdlets.get(name) ?? []), cmdlet]);
  return cmdlets;
}

/** The cmdlets read here, for dispatch. */
export const CLOUD_CMDLETS: readonly string[] = [...CMDLETS.keys()];

/** Whether a cmdlet (lower case) is one read here, so the naming schemes of `cloud-cmdlet-deletes.ts` leave it to its own rule. */
export function isCloudControlCmdlet(name: string): boolean {
  return CMDLETS.has(name);
}

/**
 * What a cloud cmdlet does to the audit trail, to who can reach the account's data, to its
 * credentials, network exposure, boot code, recovery or capacity, with PowerShell's parameter spellings (`-Name value`, `-Name:value`, any case).
 *
 * @example
 * cmdletEffects(invocation("Set-AzSecurityPricing", "-Name", "VirtualMachines", "-PricingTier", "Free"))[0]?.rule // "planes.audit-impair"
 */
export function cmdletEffects(invocation: Invocation): PlaneEffect[] {
  const cmdlets = CMDLETS.get(invocation.name.toLowerCase());
  if (cmdlets === undefined) return [];
  const parameters = cmdletParameters(invocation);
  const written = invocation.argv.slice(1, 65).map((field) => field.text).join(" ");
  return cmdlets.filter((cmdlet) => cmdlet.when === undefined || cmdlet.when(parameters, written)).map((cmdlet) => ({ rule: cmdlet.rule, what: cmdlet.what }));
}

/**
 * A cmdlet's named parameters, lower case, with their values (`-Name value`, `-Name:value`; a switch
 * holds ""). PowerShell's own variables and constants (`$false`, `$doc`) are read as written, without the `$`.
 *
 * @example
 * cmdletParameters(invocation("Remove-S3Bucket", "-BucketName", "b", "-DeleteBucketContent")).has("deletebucketcontent") // true
 */
export function cmdletParameters(invocation: Invocation): Map<string, string> {
  const parameters = new Map<string, string>();
  const args = invocation.argv.slice(1, 65);
  for (let index = 0; index < args.length; index++) {
    // `-Name:$false` holds a PowerShell constant bash would read as a variable: read it as written.
    const field = args[index];
    const word = field?.value ?? (/^-[A-Za-z]\w*:\$\w+$/.test(field?.text ?? "") ? (field?.text as string) : "");
    const parameter = /^-([A-Za-z]\w*)(?::(.*))?$/s.exec(word);
    if (!parameter) continue;
    // PowerShell's own variables and constants (`$false`, `$doc`) are not bash's: read them as written.
    const following = args[index + 1];
    const next = following !== undefined && !following.value && following.text.startsWith("$") ? following.text : following?.value;
    const value = parameter[2] ?? (next !== undefined && !next.startsWith("-") ? next : "");
    parameters.set((parameter[1] as string).toLowerCase(), value.replace(/^\$/, ""));
  }
  return parameters;
}
