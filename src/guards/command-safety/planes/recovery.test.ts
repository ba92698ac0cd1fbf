import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { recoveryEffects } from "./recovery.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => recoveryEffects(invocation)).map((effect) => effect.rule);
const REMOVED = ["planes.recovery-removed"];

describe("recoveryEffects", () => {
  it("finds automated backups and point-in-time recovery turned off, in shorthand, JSON and --opt=value", () => {
    expect(rules("aws dynamodb update-continuous-backups --table-name t --point-in-time-recovery-specification PointInTimeRecoveryEnabled=false")).toEqual(REMOVED);
    expect(rules(`aws dynamodb update-continuous-backups --table-name t --point-in-time-recovery-specification '{"PointInTimeRecoveryEnabled":false}'`)).toEqual(REMOVED);
    expect(rules("aws elasticache modify-replication-group --replication-group-id r --snapshot-retention-limit=0")).toEqual(REMOVED);
    expect(rules("aws redshift modify-cluster --cluster-identifier c --automated-snapshot-retention-period 0")).toEqual(REMOVED);
    expect(rules("aws fsx update-file-system --file-system-id fs-1 --ontap-configuration AutomaticBackupRetentionDays=0")).toEqual(REMOVED);
    expect(rules("aws efs put-backup-policy --file-system-id fs-1 --backup-policy Status=DISABLED")).toEqual(REMOVED);
    expect(rules("gcloud sql instances patch db --no-backup")).toEqual(REMOVED);
    expect(rules("gcloud alpha sql instances patch db --no-enable-point-in-time-recovery")).toEqual(REMOVED);
    expect(rules("gcloud alloydb clusters update c --region r --disable-automated-backup")).toEqual(REMOVED);
    expect(rules("gcloud firestore databases update --database=d --no-enable-pitr")).toEqual(REMOVED);
    expect(rules("firebase firestore:databases:update d --point-in-time-recovery=DISABLED")).toEqual(REMOVED);
    expect(rules("az sql db ltr-policy set -g g -s s -n d --weekly-retention P0W --yearly-retention P0Y")).toEqual(REMOVED);
    expect(rules("az sql db str-policy set -g g -s s -n d --retention-days=0")).toEqual(REMOVED);
  });

  it("leaves the same settings turned on, read, or given a real retention", () => {
    expect(rules("aws dynamodb update-continuous-backups --table-name t --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true")).toEqual([]);
    expect(rules("aws dynamodb describe-continuous-backups --table-name t")).toEqual([]);
    expect(rules("aws elasticache modify-replication-group --replication-group-id r --snapshot-retention-limit 10")).toEqual([]);
    expect(rules("aws fsx update-file-system --file-system-id fs-1 --windows-configuration AutomaticBackupRetentionDays=30")).toEqual([]);
    expect(rules("gcloud sql instances patch db --backup-start-time 03:00 --retained-backups-count 7")).toEqual([]);
    expect(rules("gcloud firestore databases update --database=d --enable-pitr")).toEqual([]);
    expect(rules("az sql db ltr-policy set -g g -s s -n d --weekly-retention P4W --monthly-retention P0M")).toEqual([]);
    expect(rules("az sql db str-policy set -g g -s s -n d --retention-days 7")).toEqual([]);
  });

  it("tells backups deleted with their protection from protection stopped", () => {
    expect(rules("az backup protection disable -g g -v v -c c -i i --delete-backup-data true --yes")).toEqual(["planes.backup-delete"]);
    expect(rules("az backup protection disable -g g -v v -c c -i i --yes")).toEqual(REMOVED);
    expect(rules("az backup vault backup-properties set -g g -n v --soft-delete-feature-state Disable")).toEqual(REMOVED);
    expect(rules("az backup vault backup-properties set -g g -n v --soft-delete-feature-state AlwaysON")).toEqual([]);
    expect(rules("az dataprotection backup-vault update -g g --vault-name v --immutability-state Disabled")).toEqual(REMOVED);
  });

  it("reads lifecycle rules: expiring ones and unseen ones count, moving and cleaning ones do not", () => {
    const put = (body: string) => `aws s3api put-bucket-lifecycle-configuration --bucket b --lifecycle-configuration '${body}'`;
    expect(rules(put(`{"Rules":[{"Status":"Enabled","Filter":{},"Expiration":{"Days":1}}]}`))).toEqual(REMOVED);
    expect(rules(put(`{"Rules":[{"Status":"Enabled","Filter":{},"NoncurrentVersionExpiration":{"NoncurrentDays":1}}]}`))).toEqual(REMOVED);
    expect(rules(put("Rules=[{ID=x,Status=Enabled,Filter={},Expiration={Date=2030-01-01}}]"))).toEqual(REMOVED);
    expect(rules("aws s3api put-bucket-lifecycle-configuration --bucket b --lifecycle-configuration file://lc.json")).toEqual(REMOVED);
    expect(rules("gsutil lifecycle set lc.json gs://b")).toEqual(REMOVED);
    expect(rules("az storage account management-policy create --account-name a -g g --policy @policy.json")).toEqual(REMOVED);
    expect(rules(put(`{"Rules":[{"Status":"Enabled","Filter":{},"Transitions":[{"Days":30,"StorageClass":"GLACIER"}]}]}`))).toEqual([]);
    expect(rules(put(`{"Rules":[{"Status":"Enabled","Filter":{},"Expiration":{"ExpiredObjectDeleteMarker":true}}]}`))).toEqual([]);
    expect(rules(`az storage account management-policy create --account-name a -g g --policy '{"rules":[{"definition":{"actions":{"baseBlob":{"tierToCool":{"daysAfterModificationGreaterThan":30}}}}}]}'`)).toEqual([]);
    expect(rules("gsutil lifecycle get gs://b")).toEqual([]);
  });

  it("finds retention and holds lifted, not set", () => {
    expect(rules("aws s3api put-object-retention --bucket b --key k --retention Mode=GOVERNANCE,RetainUntilDate=2020-01-01 --bypass-governance-retention")).toEqual(REMOVED);
    expect(rules("aws s3api put-object-legal-hold --bucket b --key k --legal-hold Status=OFF")).toEqual(REMOVED);
    expect(rules("gsutil retention clear gs://b")).toEqual(REMOVED);
    expect(rules("gcloud storage objects update gs://b/o --no-event-based-hold")).toEqual(REMOVED);
    expect(rules("aws s3api put-object-legal-hold --bucket b --key k --legal-hold Status=ON")).toEqual([]);
    expect(rules("gsutil retention temp set gs://b/o")).toEqual([]);
    expect(rules("gcloud storage buckets update gs://b --retention-period=30d")).toEqual([]);
  });

  it("finds scheduled backups stopped by the tool that owns the schedule", () => {
    expect(rules("heroku pg:backups:unschedule DATABASE_URL -a shop")).toEqual(REMOVED);
    expect(rules("velero schedule pause daily")).toEqual(REMOVED);
    expect(rules("aws lightsail update-relational-database --relational-database-name db --disable-backup-retention")).toEqual(REMOVED);
    expect(rules("aws backup update-region-settings --resource-type-opt-in-preference EFS=false")).toEqual(REMOVED);
    expect(rules("heroku pg:backups:schedule DATABASE_URL --at '02:00 UTC' -a shop")).toEqual([]);
    expect(rules("velero schedule unpause daily")).toEqual([]);
    expect(rules("aws backup update-region-settings --resource-type-opt-in-preference EFS=true")).toEqual([]);
  });

  it("finds the infrastructure state's lock broken, whatever the global options", () => {
    expect(rules("terraform force-unlock 6638e009")).toEqual(REMOVED);
    expect(rules("terraform -chdir=infra force-unlock -force 6638e009")).toEqual(REMOVED);
    expect(rules("tofu force-unlock -force 6638e009")).toEqual(REMOVED);
    expect(rules("pulumi --cwd infra cancel --yes")).toEqual(REMOVED);
    expect(rules("pulumi -s prod cancel")).toEqual(REMOVED);
    expect(rules("terraform workspace list")).toEqual([]);
    expect(rules("terraform state list")).toEqual([]);
    expect(rules("pulumi stack select cancel")).toEqual([]);
  });

  it("passes over every other program at once", () => {
    expect(rules("echo aws dynamodb update-continuous-backups PointInTimeRecoveryEnabled=false")).toEqual([]);
    expect(rules("git commit -m 'terraform force-unlock'")).toEqual([]);
  });

  it("finds BigQuery data made to expire within its 7-day time travel window, in both flag spellings", () => {
    expect(rules("bq update --default_table_expiration 3600 mydataset")).toEqual(REMOVED);
    expect(rules("bq update --expiration 60 mydataset.orders")).toEqual(REMOVED);
    expect(rules("bq update --time_partitioning_expiration=86400 mydataset.events")).toEqual(REMOVED);
    expect(rules("bq --location=US update --default_partition_expiration 3600 mydataset")).toEqual(REMOVED);
    expect(rules("bq update -t --expiration=3600 myproject:mydataset.orders")).toEqual(REMOVED);
    expect(rules("bq update --expiration 0 mydataset.orders")).toEqual([]);
    expect(rules("bq update --default_table_expiration 7776000 mydataset")).toEqual([]);
    expect(rules("bq update --description 'orders' mydataset.orders")).toEqual([]);
    expect(rules("bq mk --expiration 3600 mydataset.tmp_x")).toEqual([]);
    expect(rules("bq show --schema mydataset.orders")).toEqual([]);
  });
});
