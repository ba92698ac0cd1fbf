import type { Invocation } from "../model.js";
import { argumentText, cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";

/** A switch or option given (`--no-enable`), or its key set in a JSON or shorthand body (`"Enable": false`, `Enable=false`). */
function turnedOff(option: string, key: string): (command: CloudCommand) => boolean {
  const body = new RegExp(`["']?\\b${key}["']?\\s*[:=]\\s*["']?(?:false|disabled?|off|none|paused)\\b`, "i");
  return (command) => command.has(option) || body.test(argumentText(command));
}

/** An option's value (or a body's key) is one of `values`, in any case (`--action ARCHIVE`, `"Action":"ARCHIVE"`). */
function setTo(option: string, key: string, values: RegExp): (command: CloudCommand) => boolean {
  const body = new RegExp(`["']?\\b${key}["']?\\s*[:=]\\s*["']?(\\w+)`, "i");
  return (command) => {
    const value = command.option(option);
    if (value !== undefined && values.test(value)) return true;
    const written = body.exec(argumentText(command))?.[1];
    return written !== undefined && values.test(written);
  };
}

/** A body read from a file only when the command runs (`file://selectors.json`, `--cli-input-json file://x`). */
const fromFile = (command: CloudCommand): boolean => command.values.some((value) => /^(?:--[\w-]+=)?(?:file|fileb):\/\//.test(value));
const ARCHIVE = /^archive$/i;
const DISABLED = /^(?:disabled?|false|off|none|paused)$/i;
/** Log groups that hold an audit or detection trail: CloudTrail's, VPC flow logs, DNS query logs, WAF and GuardDuty. */
const AUDIT_LOG_GROUP = /cloudtrail|audit|flow-?logs?|vpc|security|guardduty|waf|dns|query-?log/i;
/** A retention option's value below the given number of days. */
function retentionBelow(option: string, days: number): (command: CloudCommand) => boolean {
  return (command) => {
    const value = command.option(option);
    return value !== undefined && /^\d{1,5}$/.test(value) && Number(value) < days;
  };
}

/**
 * Advanced event selectors that leave management events out: CloudTrail records only what some
 * selector matches, and management events only through `eventCategory` = `Management` (CloudTrail
 * User Guide, "Filtering data events by using advanced event selectors"). Selectors read from a
 * file are left to `fromFile`.
 */
function advancedWithoutManagement(command: CloudCommand): boolean {
  const selectors = command.option("--advanced-event-selectors");
  return selectors !== undefined && !/^(?:file|fileb):\/\//.test(selectors) && !/["']?Management["']?/.test(selectors);
}

/**
 * A sink's filter that drops audit logs (gcloud-logging-sinks-update(1) `--log-filter`): a negation
 * (`NOT`, `-field`, `!=`) on the `_Default` or `_Required` sink, which stores the project's audit
 * logs, or one naming `cloudaudit` logs on any sink.
 */
function filterDropsAudit(command: CloudCommand): boolean {
  const filter = command.option("--log-filter");
  if (filter === undefined) return false;
  const negates = /\bNOT\b|!=|(?:^|[\s(])-\w/.test(filter);
  const builtIn = command.values.some((value) => /^_(?:default|required)$/i.test(value));
  return negates && (builtIn || /cloudaudit|activity|data_access|system_event|policy/i.test(filter));
}

/** `az monitor diagnostic-settings update`: log categories switched off (`--set logs[0].enabled=false`), the list emptied (`--logs '[]'`) or removed (`--remove logs`, `--set logs=[]`). */
function diagnosticLogsReduced(command: CloudCommand): boolean {
  const logs = command.option("--logs");
  if (logs !== undefined && (/["']?enabled["']?\s*[:=]\s*["']?false/i.test(logs) || /^\s*\[\s*\]\s*$/.test(logs))) return true;
  const set = command.option("--set") ?? "";
  return /^logs\b/i.test(command.option("--remove") ?? "") || /^logs\s*=\s*\[\s*\]/i.test(set) || /^logs\b[^=]*\.enabled\s*=\s*false$/i.test(set);
}

/**
 * Operations that stop, delete or narrow a cloud provider's audit and detection trail, from the
 * providers' CLI references: AWS CloudTrail, VPC flow logs, Route 53 query logs, GuardDuty, AWS
 * Config, Security Hub, Inspector, Macie, Detective, IAM Access Analyzer, CloudWatch Logs and
 * alarms, Organizations' guardrails; Google Cloud Logging's sinks, exclusions and default sink,
 * IAM policies that carry the Data Access audit configuration, Security Command Center, flow and
 * DNS logs; Azure Monitor's diagnostic settings, activity-log alerts and log profiles, Defender for
 * Cloud plans and settings, Sentinel, network flow logs.
 */
const OPERATIONS: readonly CloudOperation[] = [
  // AWS CloudTrail.
  { command: "aws cloudtrail stop-logging", what: "stops the CloudTrail trail from recording API activity" },
  { command: "aws cloudtrail delete-trail", what: "deletes a CloudTrail trail, ending its record of API activity" },
  { command: "aws cloudtrail update-trail", what: "narrows a CloudTrail trail (single region, no global service events or no log file validation)", when: (c) => c.has("--no-is-multi-region-trail") || c.has("--no-include-global-service-events") || c.has("--no-enable-log-file-validation") || turnedOff("--no-is-multi-region-trail", "IsMultiRegionTrail")(c) || turnedOff("--no-include-global-service-events", "IncludeGlobalServiceEvents")(c) || turnedOff("--no-enable-log-file-validation", "EnableLogFileValidation")(c) },
  {
    command: "aws cloudtrail put-event-selectors",
    what: "changes what a CloudTrail trail records so that management or write events are left out (or to selectors only known when it runs)",
    when: (c) => advancedWithoutManagement(c) || /IncludeManagementEvents["']?\s*[:=]\s*["']?false|ReadWriteType["']?\s*[:=]\s*["']?(?:ReadOnly|WriteOnly)|ExcludeManagementEventSources["']?\s*[:=]\s*\[?\s*["']?\w|"?Field"?\s*[:=]\s*"?readOnly"?\s*,\s*"?Equals"?\s*[:=]\s*\[?\s*"?true/i.test(argumentText(c)) || /^\s*\[\s*\]\s*$/.test(c.option("--event-selectors") ?? c.option("--advanced-event-selectors") ?? "x") || fromFile(c),
  },
  { command: "aws cloudtrail put-insight-selectors", what: "turns CloudTrail Insights off for the trail", when: (c) => /^\s*\[\s*\]\s*$/.test(c.option("--insight-selectors") ?? "x") || /InsightSelectors["']?\s*:\s*\[\s*\]/.test(argumentText(c)) },
  { command: "aws cloudtrail delete-event-data-store", what: "deletes a CloudTrail Lake event data store" },
  { command: "aws cloudtrail stop-event-data-store-ingestion", what: "stops a CloudTrail Lake event data store from recording events" },
  { command: "aws cloudtrail update-event-data-store", what: "narrows a CloudTrail Lake event data store (single region or a short retention)", when: (c) => c.has("--no-multi-region-enabled") || retentionBelow("--retention-period", 90)(c) },
  { command: "aws cloudtrail deregister-organization-delegated-admin", what: "removes the organization's delegated CloudTrail administrator" },
  // Flow and DNS query logs, access logs.
  { command: "aws ec2 delete-flow-logs", what: "deletes VPC flow logs, ending the record of network traffic" },
  { command: "aws route53resolver delete-resolver-query-log-config", what: "deletes a Route 53 Resolver query logging configuration" },
  { command: "aws route53resolver disassociate-resolver-query-log-config", what: "stops logging a VPC's DNS queries" },
  { command: "aws route53 delete-query-logging-config", what: "deletes a hosted zone's DNS query logging" },
  { command: "aws wafv2 delete-logging-configuration", what: "turns a web ACL's request logging off" },
  { command: "aws elbv2 modify-load-balancer-attributes", what: "turns the load balancer's access logs off", when: (c) => /access_logs\.s3\.enabled["']?\s*,\s*["']?Value["']?\s*[:=]\s*["']?false/i.test(argumentText(c)) },
  { command: "aws s3api put-bucket-logging", what: "turns the bucket's server access logging off", when: (c) => !/LoggingEnabled/.test(argumentText(c)) && !fromFile(c) },
  { command: "aws eks update-cluster-config", what: "turns the cluster's control-plane (audit) logging off", when: (c) => /["']?enabled["']?\s*[:=]\s*false/i.test(c.option("--logging") ?? "") },
  { command: "aws rds modify-db-instance", what: "stops exporting the database's audit or other logs", when: (c) => /DisableLogTypes/i.test(c.option("--cloudwatch-logs-export-configuration") ?? "") },
  { command: "aws rds modify-db-cluster", what: "stops exporting the cluster's audit or other logs", when: (c) => /DisableLogTypes/i.test(c.option("--cloudwatch-logs-export-configuration") ?? "") },
  // GuardDuty.
  { command: "aws guardduty delete-detector", what: "deletes the GuardDuty detector and its findings" },
  { command: "aws guardduty update-detector", what: "turns GuardDuty threat detection (or one of its features) off", when: (c) => turnedOff("--no-enable", "Enable")(c) || /Status["']?\s*[:=]\s*["']?DISABLED/i.test(argumentText(c)) },
  { command: "aws guardduty disassociate-members", what: "removes member accounts from GuardDuty's monitoring" },
  { command: "aws guardduty delete-members", what: "removes member accounts from GuardDuty's monitoring" },
  { command: "aws guardduty stop-monitoring-members", what: "stops GuardDuty monitoring member accounts" },
  { command: "aws guardduty disassociate-from-master-account", what: "takes the account out of its GuardDuty administrator's view" },
  { command: "aws guardduty disassociate-from-administrator-account", what: "takes the account out of its GuardDuty administrator's view" },
  { command: "aws guardduty disable-organization-admin-account", what: "removes the organization's GuardDuty administrator" },
  { command: "aws guardduty delete-publishing-destination", what: "stops exporting GuardDuty findings" },
  { command: "aws guardduty create-filter", what: "auto-archives the GuardDuty findings a filter matches", when: setTo("--action", "Action", ARCHIVE) },
  { command: "aws guardduty update-filter", what: "auto-archives the GuardDuty findings a filter matches", when: setTo("--action", "Action", ARCHIVE) },
  { command: "aws guardduty create-ip-set", what: "adds a trusted IP list, whose addresses GuardDuty no longer reports" },
  { command: "aws guardduty update-ip-set", what: "changes a trusted IP list, whose addresses GuardDuty no longer reports" },
  { command: "aws guardduty update-organization-configuration", what: "stops GuardDuty being turned on for the organization's accounts", when: (c) => turnedOff("--no-auto-enable", "AutoEnable")(c) || setTo("--auto-enable-organization-members", "AutoEnableOrganizationMembers", /^none$/i)(c) },
  // AWS Config.
  { command: "aws configservice stop-configuration-recorder", what: "stops AWS Config recording configuration changes" },
  { command: "aws configservice delete-configuration-recorder", what: "deletes AWS Config's configuration recorder" },
  { command: "aws configservice delete-service-linked-configuration-recorder", what: "deletes an AWS Config configuration recorder" },
  { command: "aws configservice delete-delivery-channel", what: "deletes AWS Config's delivery channel" },
  { command: "aws configservice delete-config-rule", what: "deletes an AWS Config rule that checks compliance" },
  { command: "aws configservice delete-organization-config-rule", what: "deletes an organization's AWS Config rule" },
  { command: "aws configservice delete-conformance-pack", what: "deletes an AWS Config conformance pack" },
  { command: "aws configservice delete-organization-conformance-pack", what: "deletes an organization's AWS Config conformance pack" },
  // Security Hub, Inspector, Macie, Detective, Access Analyzer.
  { command: "aws securityhub disable-security-hub", what: "turns AWS Security Hub off" },
  { command: "aws securityhub batch-disable-standards", what: "turns Security Hub security standards off" },
  { command: "aws securityhub disable-import-findings-for-product", what: "stops Security Hub importing a product's findings" },
  { command: "aws securityhub disassociate-from-administrator-account", what: "takes the account out of its Security Hub administrator's view" },
  { command: "aws securityhub disassociate-from-master-account", what: "takes the account out of its Security Hub administrator's view" },
  { command: "aws securityhub disassociate-members", what: "removes member accounts from Security Hub" },
  { command: "aws securityhub delete-members", what: "removes member accounts from Security Hub" },
  { command: "aws securityhub disable-organization-admin-account", what: "removes the organization's Security Hub administrator" },
  { command: "aws securityhub delete-finding-aggregator", what: "stops Security Hub aggregating findings across regions" },
  { command: "aws securityhub update-standards-control", what: "turns a Security Hub control off", when: setTo("--control-status", "ControlStatus", DISABLED) },
  { command: "aws securityhub batch-update-standards-control-associations", what: "turns Security Hub controls off", when: (c) => /AssociationStatus["']?\s*[:=]\s*["']?DISABLED/i.test(argumentText(c)) },
  { command: "aws securityhub create-automation-rule", what: "adds a rule that suppresses Security Hub findings", when: (c) => /SUPPRESSED/i.test(argumentText(c)) },
  { command: "aws securityhub batch-update-automation-rules", what: "changes rules so that they suppress Security Hub findings", when: (c) => /SUPPRESSED/i.test(argumentText(c)) },
  { command: "aws inspector2 disable", what: "turns Amazon Inspector scanning off" },
  { command: "aws inspector2 disassociate-member", what: "removes a member account from Amazon Inspector" },
  { command: "aws inspector2 disable-delegated-admin-account", what: "removes the organization's Amazon Inspector administrator" },
  { command: "aws inspector2 create-filter", what: "adds a filter that suppresses Amazon Inspector findings", when: setTo("--action", "action", /^suppress$/i) },
  { command: "aws inspector2 update-filter", what: "changes a filter so that it suppresses Amazon Inspector findings", when: setTo("--action", "action", /^suppress$/i) },
  { command: "aws macie2 disable-macie", what: "turns Amazon Macie off and deletes its findings" },
  { command: "aws macie2 update-macie-session", what: "pauses Amazon Macie", when: setTo("--status", "status", /^paused$/i) },
  { command: "aws macie2 disassociate-from-administrator-account", what: "takes the account out of its Macie administrator's view" },
  { command: "aws macie2 disassociate-from-master-account", what: "takes the account out of its Macie administrator's view" },
  { command: "aws macie2 disassociate-member", what: "removes a member account from Macie" },
  { command: "aws macie2 delete-member", what: "removes a member account from Macie" },
  { command: "aws macie2 disable-organization-admin-account", what: "removes the organization's Macie administrator" },
  { command: "aws macie2 create-findings-filter", what: "auto-archives the Macie findings a filter matches", when: setTo("--action", "action", ARCHIVE) },
  { command: "aws macie2 update-findings-filter", what: "auto-archives the Macie findings a filter matches", when: setTo("--action", "action", ARCHIVE) },
  { command: "aws detective delete-graph", what: "turns Amazon Detective off and deletes its behavior graph" },
  { command: "aws detective disassociate-membership", what: "takes the account out of Amazon Detective's behavior graph" },
  { command: "aws detective delete-members", what: "removes member accounts from Amazon Detective" },
  { command: "aws detective disable-organization-admin-account", what: "removes the organization's Detective administrator" },
  { command: "aws accessanalyzer delete-analyzer", what: "deletes an IAM Access Analyzer analyzer" },
  { command: "aws accessanalyzer create-archive-rule", what: "adds a rule that auto-archives IAM Access Analyzer findings" },
  { command: "aws accessanalyzer update-archive-rule", what: "changes a rule that auto-archives IAM Access Analyzer findings" },
  // CloudWatch Logs and alarms.
  { command: "aws logs delete-log-group", what: "deletes a CloudWatch log group and every event in it" },
  { command: "aws logs delete-log-stream", what: "deletes a CloudWatch log stream and every event in it" },
  { command: "aws logs delete-subscription-filter", what: "stops streaming a log group's events to their subscriber" },
  { command: "aws logs put-retention-policy", what: "cuts the retention of an audit log group, deleting older events", when: (c) => AUDIT_LOG_GROUP.test(c.option("--log-group-name") ?? "") && retentionBelow("--retention-in-days", 365)(c) },
  { command: "aws cloudwatch disable-alarm-actions", what: "silences CloudWatch alarms" },
  // Organizations: the guardrails of the organization.
  { command: "aws organizations leave-organization", what: "takes the account out of its organization, leaving its guardrails (SCPs) and organization trail" },
  { command: "aws organizations remove-account-from-organization", what: "takes an account out of the organization, leaving its guardrails (SCPs) and organization trail" },
  { command: "aws organizations detach-policy", what: "detaches an organization policy (an SCP guardrail) from an account or unit" },
  { command: "aws organizations disable-policy-type", what: "turns an organization policy type (SCP guardrails) off" },
  { command: "aws organizations disable-aws-service-access", what: "turns an AWS service's organization-wide access (CloudTrail, Config, GuardDuty) off" },
  { command: "aws organizations deregister-delegated-administrator", what: "removes a delegated administrator of a security service" },
  // Google Cloud Logging.
  { command: "gcloud logging sinks delete", what: "deletes a log sink, ending the export of its logs" },
  { command: "gcloud logging sinks update", what: "disables a log sink or excludes logs from it", when: (c) => c.has("--disabled") || c.has("--add-exclusion") || c.has("--exclusion") || filterDropsAudit(c) },
  { command: "gcloud logging exclusions create", what: "excludes logs from being stored" },
  { command: "gcloud logging exclusions update", what: "changes which logs are excluded from being stored" },
  { command: "gcloud logging settings update", what: "turns the organization's default log sink off", when: (c) => c.has("--disable-default-sink") },
  { command: "gcloud logging logs delete", what: "deletes every entry of a log" },
  { command: "gcloud logging buckets update", what: "cuts a log bucket's retention, deleting older entries", when: (c) => c.values.some((value) => /^_(?:default|required)$/i.test(value)) && retentionBelow("--retention-days", 30)(c) },
  { command: "gcloud projects set-iam-policy", what: "replaces the project's whole IAM policy, including its Data Access audit logging configuration" },
  { command: "gcloud organizations set-iam-policy", what: "replaces the organization's whole IAM policy, including its Data Access audit logging configuration" },
  { command: "gcloud resource-manager folders set-iam-policy", what: "replaces the folder's whole IAM policy, including its Data Access audit logging configuration" },
  // Security Command Center.
  { command: "gcloud scc notifications delete", what: "deletes a Security Command Center notification" },
  { command: "gcloud scc muteconfigs create", what: "mutes the Security Command Center findings a filter matches" },
  { command: "gcloud scc muteconfigs update", what: "changes which Security Command Center findings are muted" },
  { command: "gcloud scc bqexports delete", what: "stops exporting Security Command Center findings" },
  { command: "gcloud scc settings services disable", what: "turns a Security Command Center service off" },
  { command: "gcloud scc manage services update", what: "turns a Security Command Center service off", when: setTo("--enablement-state", "enablementState", DISABLED) },
  { command: "gcloud scc custom-modules sha update", what: "turns a Security Health Analytics module off", when: setTo("--enablement-state", "enablementState", DISABLED) },
  { command: "gcloud services disable", what: "turns Cloud Logging or Security Command Center off for the project", when: (c) => c.values.some((value) => /^(?:logging|securitycenter|containerscanning|cloudaudit)\.googleapis\.com$/i.test(value)) },
  // Flow, firewall and DNS logs, cluster logging.
  { command: "gcloud compute networks subnets update", what: "turns the subnet's VPC flow logs off", when: (c) => c.has("--no-enable-flow-logs") || /^false$/i.test(c.option("--enable-flow-logs") ?? "") },
  { command: "gcloud compute firewall-rules update", what: "turns the firewall rule's logging off", when: (c) => c.has("--no-enable-logging") || /^false$/i.test(c.option("--enable-logging") ?? "") },
  { command: "gcloud dns policies update", what: "turns DNS query logging off", when: (c) => c.has("--no-enable-logging") || /^false$/i.test(c.option("--enable-logging") ?? "") },
  { command: "gcloud container clusters update", what: "turns the cluster's logging off", when: (c) => /^none$/i.test(c.option("--logging") ?? c.option("--logging-service") ?? "") || c.has("--no-enable-cloud-logging") },
  // Azure Monitor.
  { command: "az monitor diagnostic-settings delete", what: "deletes a diagnostic setting, ending the export of the resource's logs" },
  { command: "az monitor diagnostic-settings create", what: "replaces a diagnostic setting with one that leaves log categories out", when: (c) => /["']?enabled["']?\s*[:=]\s*["']?false/i.test(c.option("--logs") ?? "") },
  { command: "az monitor diagnostic-settings update", what: "changes a diagnostic setting so that log categories are no longer exported", when: diagnosticLogsReduced },
  { command: "az monitor diagnostic-settings subscription delete", what: "deletes the subscription's activity log export" },
  { command: "az monitor activity-log alert delete", what: "deletes an activity-log alert" },
  { command: "az monitor activity-log alert update", what: "disables an activity-log alert", when: (c) => /^false$/i.test(c.option("--enabled") ?? "") },
  { command: "az monitor log-profiles delete", what: "deletes the subscription's activity log profile" },
  { command: "az monitor log-analytics workspace delete", what: "deletes a Log Analytics workspace and its logs" },
  { command: "az monitor log-analytics workspace update", what: "cuts a Log Analytics workspace's retention, deleting older logs", when: retentionBelow("--retention-time", 30) },
  { command: "az monitor data-collection rule delete", what: "deletes a data collection rule, ending the collection of its logs" },
  { command: "az monitor data-collection rule association delete", what: "stops collecting a resource's logs" },
  { command: "az network watcher flow-log delete", what: "deletes a network flow log" },
  { command: "az network watcher flow-log update", what: "turns a network flow log off", when: (c) => /^false$/i.test(c.option("--enabled") ?? "") },
  // Microsoft Defender for Cloud and Sentinel.
  { command: "az security pricing create", what: "sets a Microsoft Defender plan to the Free tier, turning its threat protection off", when: (c) => /^free$/i.test(c.option("--tier") ?? "") },
  { command: "az security auto-provisioning-setting update", what: "turns Defender for Cloud's agent auto-provisioning off", when: (c) => /^off$/i.test(c.option("--auto-provision") ?? "") },
  { command: "az security setting update", what: "turns a Defender for Cloud integration off", when: (c) => /^false$/i.test(c.option("--enabled") ?? "") },
  { command: "az security workspace-setting delete", what: "stops Defender for Cloud sending its data to a workspace" },
  { command: "az security contact delete", what: "deletes the contact Defender for Cloud alerts are sent to" },
  { command: "az security atp storage update", what: "turns Defender for Storage off", when: (c) => /^false$/i.test(c.option("--is-enabled") ?? "") },
  { command: "az security atp cosmosdb update", what: "turns Defender for Cosmos DB off", when: (c) => /^false$/i.test(c.option("--is-enabled") ?? "") },
  { command: "az sentinel alert-rule delete", what: "deletes a Microsoft Sentinel analytics rule" },
  { command: "az sentinel data-connector delete", what: "deletes a Microsoft Sentinel data connector" },
  { command: "az sentinel onboarding-state delete", what: "takes the workspace out of Microsoft Sentinel" },
  { command: "az sentinel automation-rule delete", what: "deletes a Microsoft Sentinel automation rule" },
];
const TABLE = operationTable(OPERATIONS);

/**
 * What a cloud CLI command does to the provider's audit and detection trail, when it stops,
 * deletes or narrows it (`aws cloudtrail stop-logging`, `aws guardduty update-detector --no-enable`,
 * `gcloud logging sinks update _Default --add-exclusion=…`, `az security pricing create --tier free`).
 * Reading the trail (`lookup-events`, `gcloud logging read`) and turning it on stay unflagged.
 *
 * @example
 * auditEffects(invocation("aws", "cloudtrail", "stop-logging", "--name", "main"))[0]?.rule // "planes.audit-impair"
 * auditEffects(invocation("aws", "cloudtrail", "lookup-events")) // []
 */
export function auditEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined) return [];
  // The AWS CLI spells Access Analyzer's service `accessanalyzer`; the IAM documentation also says `access-analyzer`.
  if (command.cli === "aws" && command.words[0] === "access-analyzer") command.words[0] = "accessanalyzer";
  // A whole request read from a file (`--cli-input-json file://trail.json`) may set anything its operation can: a conditional operation counts as done.
  const operation = matchOperation(TABLE, command, /^(?:file|fileb):\/\//.test(command.option("--cli-input-json") ?? command.option("--cli-input-yaml") ?? ""));
  return operation ? [{ rule: "planes.audit-impair", what: operation.what }] : [];
}
