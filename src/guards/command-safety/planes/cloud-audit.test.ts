import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { verdict } from "../__fixtures__/decide.js";
import { auditEffects } from "./cloud-audit.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => auditEffects(invocation)).map((effect) => effect.rule);

describe("auditEffects", () => {
  it("flags stopping, deleting and narrowing the audit trail, with options before or after the operation", () => {
    expect(rules("aws cloudtrail stop-logging --name t")).toEqual(["planes.audit-impair"]);
    expect(rules("aws --region eu-west-1 cloudtrail update-trail --name t --no-is-multi-region-trail")).toEqual(["planes.audit-impair"]);
    expect(rules("gcloud beta logging sinks update _Default --add-exclusion=name=x,filter=severity>=DEFAULT")).toEqual(["planes.audit-impair"]);
    expect(rules("az security pricing create -n VirtualMachines --tier Free")).toEqual(["planes.audit-impair"]);
  });

  it("reads the settings a body turns off, and asks when the whole request comes from a file", () => {
    expect(rules(`aws guardduty update-detector --cli-input-json '{"DetectorId":"d","Enable":false}'`)).toEqual(["planes.audit-impair"]);
    expect(rules("aws guardduty update-detector --cli-input-json file://detector.json")).toEqual(["planes.audit-impair"]);
    expect(rules(`aws cloudtrail put-event-selectors --trail-name t --event-selectors '[{"ReadWriteType":"WriteOnly","IncludeManagementEvents":false}]'`)).toEqual(["planes.audit-impair"]);
    expect(rules("aws guardduty create-filter --detector-id d --name f --action archive")).toEqual(["planes.audit-impair"]);
  });

  it("leaves reading the trail and turning it on alone", () => {
    expect(rules("aws cloudtrail lookup-events")).toEqual([]);
    expect(rules("aws guardduty update-detector --detector-id d --enable")).toEqual([]);
    expect(rules(`aws cloudtrail put-event-selectors --trail-name t --event-selectors '[{"ReadWriteType":"All","IncludeManagementEvents":true}]'`)).toEqual([]);
    expect(rules("gcloud logging read severity>=ERROR")).toEqual([]);
    expect(rules("az security pricing create -n VirtualMachines --tier standard")).toEqual([]);
    expect(rules("aws logs put-retention-policy --log-group-name /aws/lambda/api --retention-in-days 7")).toEqual([]);
  });

  it("reads Python tool runners as the CLI they run", () => {
    expect(verdict("uvx --from awscli aws cloudtrail stop-logging --name main")).toBe("ask planes.audit-impair");
    expect(verdict("pipx run --spec awscli aws cloudtrail stop-logging --name main")).toBe("ask planes.audit-impair");
    expect(verdict("uv tool run --from awscli aws s3api delete-public-access-block --bucket b")).toBe("ask planes.share-external");
    expect(verdict("uvx --from awscli aws s3 ls")).toBe("allow");
  });
});
