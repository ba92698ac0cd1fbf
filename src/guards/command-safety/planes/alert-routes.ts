import type { Invocation } from "../model.js";
import { argumentText, cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * The event sources of AWS's security services, as the EventBridge user guide's "Events from AWS
 * services" table and each service's own "Monitoring with EventBridge" page spell them: findings
 * and alerts only reach a person through a rule that matches one of these (or CloudTrail's API-call
 * and sign-in events, named by their `detail-type`).
 */
const SECURITY_SOURCE = /\baws\.(?:guardduty|securityhub|config|inspector2?|macie2?|access-analyzer|cloudtrail|detective|health|signin|trustedadvisor|securitylake|fms|shield|kms|iam|sts)\b|AWS (?:API Call|Console Sign ?In) via CloudTrail/i;
/**
 * EventBridge's `anything-but` content filter (EventBridge user guide, "Content filtering in event
 * patterns"): a security source wrapped in it is a pattern rewritten to match everything but that
 * service's events.
 */
const NEGATED_SOURCE = /anything-but[^\]}]*aws\.(?:guardduty|securityhub|config|inspector2?|macie2?|access-analyzer|cloudtrail|detective|health|signin)/i;
/** A rule's state set to DISABLED, as an option (`--state DISABLED`) or in a request body (`"State":"DISABLED"`). */
const DISABLED_STATE = /^disabled$/i;

/** A value read from a file only when the command runs (`--event-pattern file://p.json`). */
const fromFile = (value: string | undefined): boolean => /^(?:file|fileb):\/\//.test(value ?? "");

/**
 * Whether an EventBridge rule belongs to the default event bus, where AWS services deliver their
 * events ("Event buses in Amazon EventBridge": events from AWS services go to the default bus). A
 * rule on a custom bus (`--event-bus-name orders`, or an ARN `rule/orders/name`) routes the
 * application's own events, never a security service's.
 */
function onDefaultBus(command: CloudCommand): boolean {
  const bus = command.option("--event-bus-name");
  if (bus !== undefined && bus !== "" && !/(?:^|\/)default$/.test(bus)) return false;
  const name = command.option("--name") ?? command.option("--rule") ?? "";
  return !/^arn:[\w-]+:events:[^:]*:[^:]*:rule\/(?!default\/)[^/]+\/[^/]+$/.test(name);
}

/**
 * `aws events put-rule`: a rule whose pattern matches a security service's events disabled, or its
 * pattern rewritten so that those events no longer match (`anything-but`); a rule of the default bus
 * disabled with a pattern only known when it runs. A schedule (`--schedule-expression`) or a pattern
 * of the application's own source disabled stays allowed.
 */
function putRuleSilences(command: CloudCommand): boolean {
  const pattern = command.option("--event-pattern");
  const text = argumentText(command);
  if (NEGATED_SOURCE.test(pattern ?? text)) return true;
  const disabled = DISABLED_STATE.test(command.option("--state") ?? "") || /["']?State["']?\s*[:=]\s*["']?DISABLED\b/.test(text);
  if (!disabled || command.has("--schedule-expression")) return false;
  // The whole request read from a file (`--cli-input-json file://rule.json`), or written inline.
  if (pattern === undefined) return fromFile(command.option("--cli-input-json")) ? onDefaultBus(command) : SECURITY_SOURCE.test(text) && !/ScheduleExpression/.test(text);
  return fromFile(pattern) ? onDefaultBus(command) : SECURITY_SOURCE.test(pattern);
}

/** A boolean option turned off in gcloud's spellings (`--no-enabled`, `--enabled=false`) or a body's key set to false (`"enabled": false`). */
function gcloudOff(flag: string): (command: CloudCommand) => boolean {
  const body = new RegExp(`["']?\\b${flag}["']?\\s*[:=]\\s*false\\b`, "i");
  return (command) => command.has(`--no-${flag}`) || /^false$/i.test(command.option(`--${flag}`) ?? "") || body.test(command.option("--policy") ?? command.option("--channel-content") ?? "");
}
/** An az boolean argument given as false (`--enabled false`, `--enabled=false`). */
const azFalse = (option: string) => (command: CloudCommand): boolean => /^(?:false|no|0|off)$/i.test(command.option(option) ?? "");

/**
 * Operations that keep security findings and alerts from reaching people while the detectors keep
 * running: the routes between a detector and a person (EventBridge rules, SNS subscriptions,
 * CloudWatch alarm actions, GuardDuty's publishing frequency, Macie's publication to Security Hub;
 * Cloud Monitoring alerting policies, notification channels and snoozes; Azure Monitor alert rules,
 * action groups and alert processing rules, Defender for Cloud's suppression rules and alert mail).
 * Read from the AWS CLI, gcloud and az command references.
 */
const OPERATIONS: readonly CloudOperation[] = [
  // Amazon EventBridge (CloudWatch Events): `aws events disable-rule` names no pattern, so a rule of the default bus, where security findings arrive, asks.
  { command: "aws events disable-rule", what: "disables an EventBridge rule of the default event bus, where AWS security services deliver their findings: whatever it routes no longer reaches its targets", when: onDefaultBus },
  { command: "aws events put-rule", what: "disables an EventBridge rule that routes security findings, or rewrites its pattern so that they no longer match", when: putRuleSilences },
  // GuardDuty's "Exporting findings" guide: updates of active findings go to EventBridge every FIFTEEN_MINUTES, ONE_HOUR or SIX_HOURS; the slowest holds them back for hours.
  { command: "aws guardduty update-detector", what: "makes GuardDuty publish updates of its findings only every six hours, delaying their alerts", when: (c) => /^six_hours$/i.test(c.option("--finding-publishing-frequency") ?? "") || /FindingPublishingFrequency["']?\s*[:=]\s*["']?SIX_HOURS/i.test(argumentText(c)) },
  { command: "aws macie2 put-findings-publication-configuration", what: "stops Amazon Macie publishing its findings to Security Hub", when: (c) => /publish\w*Findings["']?\s*[:=]\s*["']?false/i.test(argumentText(c)) },
  { command: "aws securityhub update-security-hub-configuration", what: "stops Security Hub turning new controls on, so new checks report nothing", when: (c) => c.has("--no-auto-enable-controls") },
  // CloudWatch alarms and the SNS subscriptions alerts are mailed, paged and chatted through.
  { command: "aws cloudwatch put-metric-alarm", what: "creates or replaces a CloudWatch alarm with its actions turned off, so it notifies no one", when: (c) => c.has("--no-actions-enabled") || /ActionsEnabled["']?\s*[:=]\s*false/i.test(argumentText(c)) },
  { command: "aws cloudwatch put-composite-alarm", what: "creates or replaces a CloudWatch composite alarm with its actions turned off, so it notifies no one", when: (c) => c.has("--no-actions-enabled") || /ActionsEnabled["']?\s*[:=]\s*false/i.test(argumentText(c)) },
  { command: "aws sns unsubscribe", what: "removes a subscriber from an SNS topic: the alarms and findings published there no longer reach it" },
  // Google Cloud Monitoring alerting.
  { command: "gcloud monitoring policies update", what: "disables an alerting policy or removes its notification channels, so its incidents notify no one", when: (c) => gcloudOff("enabled")(c) || c.has("--clear-notification-channels") || c.has("--remove-notification-channels") || c.option("--set-notification-channels") === "" },
  { command: "gcloud monitoring policies create", what: "creates an alerting policy that is disabled", when: gcloudOff("enabled") },
  { command: "gcloud monitoring channels update", what: "disables a notification channel, so the alerts sent through it reach no one", when: gcloudOff("enabled") },
  { command: "gcloud monitoring snoozes create", what: "snoozes alerting policies, so their incidents notify no one while it lasts" },
  { command: "gcloud monitoring snoozes update", what: "changes which alerting policies are snoozed or for how long" },
  { command: "gcloud scc notifications update", what: "changes which Security Command Center findings are sent on, or where", when: (c) => c.has("--filter") || c.has("--pubsub-topic") },
  { command: "gcloud essential-contacts delete", what: "deletes an essential contact, who receives Google Cloud's security and technical notifications" },
  // Azure Monitor alert rules, action groups and alert processing rules.
  { command: "az monitor metrics alert update", what: "disables a metric alert rule", when: azFalse("--enabled") },
  { command: "az monitor scheduled-query update", what: "disables a log search alert rule", when: (c) => /^(?:true|yes|1)$/i.test(c.option("--disabled") ?? "") },
  { command: "az monitor scheduled-query create", what: "creates a log search alert rule that is disabled", when: (c) => /^(?:true|yes|1)$/i.test(c.option("--disabled") ?? "") },
  { command: "az monitor activity-log alert action-group remove", what: "removes action groups from an activity-log alert, so it notifies no one" },
  { command: "az monitor metrics alert update", what: "removes the action groups of a metric alert rule, so it notifies no one", when: (c) => c.has("--remove-actions") || c.has("--remove-action") },
  { command: "az monitor action-group update", what: "removes receivers from an action group, so the alerts routed to it reach fewer people", when: (c) => c.has("--remove-action") || c.has("--remove-actions") },
  { command: "az monitor action-group disable-receiver", what: "disables an action group's receiver" },
  { command: "az monitor alert-processing-rule create", what: "adds an alert processing rule that removes the action groups of the alerts it matches, silencing them", when: (c) => /^RemoveAllActionGroups$/i.test(c.option("--rule-type") ?? "") },
  { command: "az monitor alert-processing-rule update", what: "makes an alert processing rule remove the action groups of the alerts it matches, silencing them", when: (c) => /^RemoveAllActionGroups$/i.test(c.option("--rule-type") ?? "") || /RemoveAllActionGroups/i.test(argumentText(c)) },
  { command: "az monitor smart-detector-alert-rule update", what: "disables a smart detector alert rule", when: (c) => /^disabled$/i.test(c.option("--state") ?? "") },
  // Microsoft Defender for Cloud and Sentinel.
  { command: "az security alerts-suppression-rule upsert", what: "adds or changes a rule that dismisses Defender for Cloud alerts as they arrive", when: (c) => !/^disabled$/i.test(c.option("--state") ?? "") },
  { command: "az security alerts-suppression-rule update", what: "adds or changes a rule that dismisses Defender for Cloud alerts as they arrive", when: (c) => !/^disabled$/i.test(c.option("--state") ?? "") },
  { command: "az security contact create", what: "turns Defender for Cloud's alert mail off", when: (c) => /^off$/i.test(c.option("--alert-notifications") ?? "") || /["']?state["']?\s*[:=]\s*["']?off/i.test(c.option("--alert-notifications") ?? "") },
  { command: "az security contact update", what: "turns Defender for Cloud's alert mail off", when: (c) => /^off$/i.test(c.option("--alert-notifications") ?? "") || /["']?state["']?\s*[:=]\s*["']?off/i.test(c.option("--alert-notifications") ?? "") },
  { command: "az sentinel alert-rule update", what: "disables a Microsoft Sentinel analytics rule", when: (c) => /["']?enabled["']?\s*[:=]\s*false/i.test(argumentText(c)) || azFalse("--enabled")(c) },
];
const TABLE = operationTable(OPERATIONS);

/**
 * What a cloud CLI command does to the routes that carry security findings and alerts to people,
 * when it cuts or mutes one (`aws events disable-rule`, `aws events put-rule --state DISABLED` over
 * a GuardDuty pattern, `gcloud alpha monitoring policies update --no-enabled`, `az monitor
 * alert-processing-rule create --rule-type RemoveAllActionGroups`). A rule is judged by its event
 * source, never by its name. Listing rules, enabling them, schedules and application patterns stay
 * unflagged.
 *
 * @example
 * alertRouteEffects(invocation("aws", "events", "disable-rule", "--name", "x"))[0]?.rule // "planes.alerts-silenced"
 * alertRouteEffects(invocation("aws", "events", "enable-rule", "--name", "x")) // []
 */
export function alertRouteEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined || command.cli === "gsutil") return [];
  const operation = matchOperation(TABLE, command);
  return operation ? [{ rule: "planes.alerts-silenced", what: operation.what }] : [];
}
