import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { alertRouteEffects } from "./alert-routes.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => alertRouteEffects(invocation)).map((effect) => effect.rule);
const SILENCED = ["planes.alerts-silenced"];

describe("alertRouteEffects", () => {
  it("judges an EventBridge rule by its source and bus, never by its name", () => {
    expect(rules("aws events disable-rule --name team-notifications")).toEqual(SILENCED);
    expect(rules("aws events disable-rule --name guardduty-findings --event-bus-name default")).toEqual(SILENCED);
    expect(rules("aws events disable-rule --name arn:aws:events:us-east-1:123456789012:rule/securityhub-to-slack")).toEqual(SILENCED);
    // AWS services deliver their events to the default bus only: a custom bus carries the application's.
    expect(rules("aws events disable-rule --name guardduty-findings --event-bus-name orders")).toEqual([]);
    expect(rules("aws events disable-rule --name arn:aws:events:us-east-1:123456789012:rule/orders/guardduty-findings")).toEqual([]);
  });

  it("flags a security pattern disabled or negated, in options or a request body", () => {
    expect(rules(`aws events put-rule --name n --event-pattern '{"source":["aws.securityhub"]}' --state DISABLED`)).toEqual(SILENCED);
    expect(rules(`aws events put-rule --state=DISABLED --name n --event-pattern '{"detail-type":["AWS API Call via CloudTrail"]}'`)).toEqual(SILENCED);
    expect(rules(`aws events put-rule --name n --event-pattern '{"source":[{"anything-but":["aws.guardduty","aws.inspector2"]}]}'`)).toEqual(SILENCED);
    expect(rules(`aws events put-rule --cli-input-json '{"Name":"n","EventPattern":"{\\"source\\":[\\"aws.config\\"]}","State":"DISABLED"}'`)).toEqual(SILENCED);
    expect(rules("aws events put-rule --name n --event-pattern file://pattern.json --state DISABLED")).toEqual(SILENCED);
  });

  it("leaves schedules, application patterns, enabling and reads alone", () => {
    expect(rules("aws events put-rule --name every5 --schedule-expression 'rate(5 minutes)' --state DISABLED")).toEqual([]);
    expect(rules(`aws events put-rule --name orders --event-pattern '{"source":["com.shop.orders"]}' --state DISABLED`)).toEqual([]);
    expect(rules(`aws events put-rule --name gd --event-pattern '{"source":["aws.guardduty"]}' --state ENABLED`)).toEqual([]);
    expect(rules("aws events enable-rule --name guardduty-findings")).toEqual([]);
    expect(rules("aws events list-rules --name-prefix guardduty")).toEqual([]);
  });

  it("flags delayed findings, alarms without actions and removed subscriptions", () => {
    expect(rules("aws guardduty update-detector --detector-id d --finding-publishing-frequency SIX_HOURS")).toEqual(SILENCED);
    expect(rules("aws guardduty update-detector --detector-id d --finding-publishing-frequency FIFTEEN_MINUTES")).toEqual([]);
    expect(rules("aws cloudwatch put-metric-alarm --alarm-name root-login --no-actions-enabled --metric-name M --namespace N --threshold 1 --comparison-operator GreaterThanThreshold --evaluation-periods 1 --period 60 --statistic Sum")).toEqual(SILENCED);
    expect(rules("aws sns unsubscribe --subscription-arn arn:aws:sns:us-east-1:1:alerts:0b1c")).toEqual(SILENCED);
    expect(rules("aws macie2 put-findings-publication-configuration --security-hub-configuration publishClassificationFindings=false,publishPolicyFindings=false")).toEqual(SILENCED);
  });

  it("reads Google Cloud Monitoring and Azure Monitor alerting", () => {
    expect(rules("gcloud alpha monitoring policies update projects/p/alertPolicies/1 --no-enabled")).toEqual(SILENCED);
    expect(rules("gcloud beta monitoring policies update projects/p/alertPolicies/1 --clear-notification-channels")).toEqual(SILENCED);
    expect(rules("gcloud alpha monitoring channels update projects/p/notificationChannels/1 --no-enabled")).toEqual(SILENCED);
    expect(rules("gcloud monitoring snoozes create --display-name=quiet --criteria-policies=projects/p/alertPolicies/1 --start-time=now --end-time=+P7D")).toEqual(SILENCED);
    expect(rules("az monitor metrics alert update -n cpu -g rg --enabled false")).toEqual(SILENCED);
    expect(rules("az monitor alert-processing-rule create -n quiet -g rg --scopes /subscriptions/s --rule-type RemoveAllActionGroups")).toEqual(SILENCED);
    expect(rules("az security alerts-suppression-rule upsert --rule-name r --alert-type VM_SuspiciousActivity --reason FalsePositive --state Enabled")).toEqual(SILENCED);
    expect(rules("az security contact update -n default --alert-notifications off")).toEqual(SILENCED);
    expect(rules("gcloud alpha monitoring policies update projects/p/alertPolicies/1 --enabled")).toEqual([]);
    expect(rules("az monitor metrics alert update -n cpu -g rg --enabled true")).toEqual([]);
    expect(rules("az monitor alert-processing-rule create -n add -g rg --scopes /subscriptions/s --rule-type AddActionGroups --action-groups ag")).toEqual([]);
    expect(rules("az security alerts-suppression-rule upsert --rule-name r --alert-type x --reason Other --state Disabled")).toEqual([]);
  });

  it("reaches the decision through wrappers and beside the audit rule", () => {
    expect(verdict("sudo aws --region eu-west-1 events disable-rule --name x")).toBe("ask planes.alerts-silenced");
    expect(verdict("aws guardduty update-detector --detector-id d --no-enable")).toBe("ask planes.audit-impair");
  });
});
