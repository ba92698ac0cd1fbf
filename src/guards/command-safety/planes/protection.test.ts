import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { protectionEffects } from "./protection.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => protectionEffects(invocation)).map((effect) => effect.rule);

describe("protectionEffects", () => {
  it("finds deletion protection switched off, in any spelling", () => {
    expect(rules("aws rds modify-db-instance --db-instance-identifier prod --no-deletion-protection")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("gcloud sql instances patch prod --deletion-protection=false")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("aws dynamodb update-table --table-name t --deletion-protection-enabled false")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name s")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("az lock delete --name keep -g prod")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("gcloud spanner databases update ledger --instance=main --no-enable-drop-protection")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("gcloud firestore databases update --database=orders --no-delete-protection")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("pulumi state unprotect 'urn:pulumi:prod::app::aws:rds/instance:Instance::db'")).toEqual(["planes.deletion-protection-off"]);
  });

  it("leaves protection switched on alone", () => {
    expect(rules("aws rds modify-db-instance --db-instance-identifier prod --deletion-protection")).toEqual([]);
    expect(rules("gcloud sql instances patch prod --deletion-protection")).toEqual([]);
    expect(rules("gcloud spanner databases update ledger --instance=main --enable-drop-protection")).toEqual([]);
    expect(rules("az lock create --name keep --lock-type CanNotDelete -g prod")).toEqual([]);
  });

  it("finds versioning and soft delete turned off, which keep deleted and overwritten objects", () => {
    expect(rules("aws s3api put-bucket-versioning --bucket b --versioning-configuration Status=Suspended")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("gsutil versioning set off gs://b")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("gcloud storage buckets update gs://b --soft-delete-duration=0")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("az storage account blob-service-properties update -n acct --enable-versioning=false")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("gsutil versioning set on gs://b")).toEqual([]);
    expect(rules("az storage account blob-service-properties update -n acct --enable-versioning true")).toEqual([]);
  });
});
