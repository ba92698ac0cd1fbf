import type { Invocation } from "../model.js";
import { argumentText, cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";

/**
 * Recovery removed: settings that take away what data is recovered from after the next mistake,
 * without deleting anything yet. Destruction deferred: once they run, a later delete, overwrite or
 * bad deploy cannot be undone. Each operation comes from its provider's CLI reference and its
 * backup or data-protection guide, which say what the setting turns off:
 *
 * - automated backups and point-in-time recovery off or kept for no time: `aws dynamodb
 *   update-continuous-backups` (PointInTimeRecoveryEnabled=false; the recovery window is lost),
 *   `aws elasticache modify-replication-group --snapshot-retention-limit 0` ("0 turns automatic
 *   backups off"), `aws redshift modify-cluster --automated-snapshot-retention-period 0`, `aws fsx
 *   update-file-system` (AutomaticBackupRetentionDays=0), `aws efs put-backup-policy`
 *   (Status=DISABLED), `aws dlm update-lifecycle-policy --state DISABLED` (EBS snapshot schedules),
 *   `gcloud sql instances patch --no-backup | --no-enable-point-in-time-recovery |
 *   --no-enable-bin-log | --no-retain-backups-on-delete`, `gcloud alloydb clusters update
 *   --disable-automated-backup | --no-enable-continuous-backup`, `gcloud firestore databases
 *   update --no-enable-pitr`, `gcloud compute disks remove-resource-policies` (a disk's snapshot
 *   schedule), `az sql db ltr-policy set` with every retention zero (`P0W`, `P0M`, `P0Y`), `az sql
 *   db str-policy set --retention-days 0`, `az backup protection disable` (no more backups of the
 *   item), `az dataprotection backup-instance stop-protection|suspend-backup`, `az storage account
 *   blob-service-properties update --enable-restore-policy false`, `aws lightsail
 *   update-relational-database --disable-backup-retention`, `aws backup update-region-settings`
 *   opting a resource type out, `heroku pg:backups:unschedule`, `velero schedule pause`;
 * - what keeps backups themselves recoverable: a Recovery Services vault's soft delete or security
 *   features off (`az backup vault backup-properties set --soft-delete-feature-state Disable`), a
 *   Backup vault's soft delete or immutability off (`az backup vault update --immutability-state
 *   Disabled`, `az dataprotection backup-vault update
 *   --soft-delete-state Off --immutability-state Disabled`);
 * - lifecycle rules that make the store delete objects or their older versions (`aws s3api
 *   put-bucket-lifecycle-configuration` with `Expiration` or `NoncurrentVersionExpiration`, `az
 *   storage account management-policy create|update` with a `delete` action). Rules read from a
 *   file (`file://lifecycle.json`, `@policy.json`, `gsutil lifecycle set`, `gcloud storage buckets
 *   update --lifecycle-file`) are not visible here: the command asks, as any body only known when
 *   it runs does in these models. Rules that only move objects to colder storage or abort
 *   incomplete uploads stay allowed;
 * - retention and holds lifted: `aws s3api put-object-retention --bypass-governance-retention`,
 *   `aws ec2 unlock-snapshot`, `aws rbin unlock-rule`, MFA delete turned off on a bucket,
 *   `put-object-legal-hold` Status=OFF, `gsutil retention clear | temp release | event release`,
 *   `gcloud storage buckets update --clear-retention-period`, `gcloud storage objects update
 *   --no-temporary-hold | --no-event-based-hold`, `az storage container legal-hold clear`;
 * - data made to expire sooner than it can be recovered: BigQuery's `bq update --expiration`,
 *   `--time_partitioning_expiration`, `--default_table_expiration` and
 *   `--default_partition_expiration` under its 7-day time-travel window;
 * - the lock that keeps infrastructure state consistent broken: `terraform force-unlock` ("if you
 *   unlock the state when someone else is holding the lock it could cause multiple writers"),
 *   `pulumi cancel` ("very dangerous, and may leave the stack in an inconsistent state").
 *
 * Turning any of these on, reading them and dry runs stay allowed. Where a removal also deletes
 * (an RDS retention of 0, `--delete-backup-data true`) or is a deletion-protection switch, the
 * rules of those effects report it (`planes.backup-delete`, `planes.deletion-protection-off`).
 */
const RULE = "planes.recovery-removed";

/** A key of a JSON or shorthand body set to a value matching `values` (`"Enabled": false`, `Status=DISABLED`). */
function bodySets(key: string, values: string): (command: CloudCommand) => boolean {
  const pattern = new RegExp(`["']?\\b${key}["']?\\s*[:=]\\s*["']?(?:${values})(?![\\w-])`, "i");
  return (command) => pattern.test(argumentText(command));
}

/** An option's value matches `values` (`--state DISABLED`, `--soft-delete-state=Off`). */
function optionIs(option: string, values: RegExp): (command: CloudCommand) => boolean {
  return (command) => {
    const value = command.option(option);
    return value !== undefined && value !== "" && values.test(value);
  };
}

/** Any of the conditions holds. */
const anyOf = (...conditions: ((command: CloudCommand) => boolean)[]) => (command: CloudCommand): boolean => conditions.some((condition) => condition(command));

/** Any of the switches is given (`--no-backup`). */
const given = (...switches: string[]) => (command: CloudCommand): boolean => switches.some((name) => command.has(name));

/** A request body read from a file when the command runs (`file://lifecycle.json`, `@policy.json`), so its rules are not visible. */
function bodyFromFile(...options: string[]): (command: CloudCommand) => boolean {
  return (command) => ["--cli-input-json", "--cli-input-yaml", ...options].some((option) => /^(?:(?:file|fileb):\/\/|@)/.test(command.option(option) ?? ""));
}

const ZERO = /^0+(?:\.0+)?$/;
const OFF = /^(?:false|no|off|disabled?)$/i;
/** ISO 8601 durations of nothing, as Azure's retention options take them (`P0W`, `P0M`, `P0Y`, `PT0S`). */
const ZERO_DURATION = /^P(?:T?0+[YMWDHS])+$/i;

/** An S3 lifecycle body expiring current objects (`Expiration` with `Days` or `Date`) or older versions (`NoncurrentVersionExpiration`). */
const S3_EXPIRES = /NoncurrentVersionExpiration|\bExpiration["']?\s*[:=]\s*\{[^}]*\b(?:Days|Date)\b/;
/** An Azure Storage lifecycle management policy with a `delete` action on base blobs, snapshots or versions. */
const AZURE_DELETES = /["']?\bdelete["']?\s*:\s*\{/i;

/** Lifecycle rules that expire, or that come from a file and cannot be read. */
const S3_LIFECYCLE_EXPIRES = anyOf((command) => S3_EXPIRES.test(argumentText(command)), bodyFromFile("--lifecycle-configuration"));
const AZURE_POLICY_DELETES = anyOf((command) => AZURE_DELETES.test(argumentText(command)), bodyFromFile("--policy"));

/** Every Azure SQL long-term retention given is zero, and at least one is (`--weekly-retention P0W --monthly-retention P0M`). */
function longTermRetentionOff(command: CloudCommand): boolean {
  const retentions = ["--weekly-retention", "--monthly-retention", "--yearly-retention"].map((option) => command.option(option)).filter((value) => value !== undefined);
  return retentions.length > 0 && retentions.every((value) => ZERO_DURATION.test(value));
}

const OPERATIONS: readonly CloudOperation[] = [
  // AWS: https://docs.aws.amazon.com/cli/latest/reference/ (each service's operation page).
  { command: "aws dynamodb update-continuous-backups", what: "turns the table's point-in-time recovery off, losing its recovery window", when: anyOf(bodySets("PointInTimeRecoveryEnabled", "false"), bodyFromFile("--point-in-time-recovery-specification")) },
  { command: "aws elasticache modify-replication-group", what: "sets the snapshot retention to 0, turning automatic backups off", when: optionIs("--snapshot-retention-limit", ZERO) },
  { command: "aws elasticache modify-cache-cluster", what: "sets the snapshot retention to 0, turning automatic backups off", when: optionIs("--snapshot-retention-limit", ZERO) },
  { command: "aws elasticache modify-serverless-cache", what: "sets the snapshot retention to 0, turning automatic backups off", when: optionIs("--snapshot-retention-limit", ZERO) },
  { command: "aws memorydb update-cluster", what: "sets the snapshot retention to 0, turning automatic backups off", when: optionIs("--snapshot-retention-limit", ZERO) },
  { command: "aws redshift modify-cluster", what: "sets the automated snapshot retention to 0, turning automated snapshots off", when: optionIs("--automated-snapshot-retention-period", ZERO) },
  { command: "aws fsx update-file-system", what: "sets the automatic backup retention to 0, turning automatic backups off", when: bodySets("AutomaticBackupRetentionDays", "0+") },
  { command: "aws efs put-backup-policy", what: "turns the file system's automatic backups off", when: anyOf(bodySets("Status", "DISABLED"), bodyFromFile("--backup-policy")) },
  { command: "aws dlm update-lifecycle-policy", what: "turns an EBS snapshot schedule off, so no new snapshots are taken", when: optionIs("--state", /^disabled$/i) },
  { command: "aws lightsail update-relational-database", what: "turns the database's automated backups off", when: given("--disable-backup-retention") },
  { command: "aws backup update-region-settings", what: "opts resource types out of AWS Backup, so their backup plans stop backing them up", when: bodySets("[A-Za-z][\\w.-]*", "false") },
  { command: "aws ec2 unlock-snapshot", what: "lifts an EBS snapshot's lock, so it can be deleted" },
  { command: "aws rbin unlock-rule", what: "lifts a Recycle Bin retention rule's lock, so it can be changed or deleted and the snapshots and images it keeps purged" },
  { command: "aws s3api put-bucket-versioning", what: "turns MFA delete off, so object versions can be deleted without a second factor", when: bodySets("MFADelete", "Disabled") },
  { command: "aws s3api put-bucket-lifecycle-configuration", what: "sets lifecycle rules that expire objects or their older versions (or rules not visible here), so the store deletes them", when: S3_LIFECYCLE_EXPIRES },
  { command: "aws s3api put-bucket-lifecycle", what: "sets lifecycle rules that expire objects or their older versions (or rules not visible here), so the store deletes them", when: S3_LIFECYCLE_EXPIRES },
  { command: "aws s3api put-object-retention", what: "shortens or removes an object's lock, bypassing its governance retention", when: given("--bypass-governance-retention") },
  { command: "aws s3api put-object-legal-hold", what: "lifts an object's legal hold, so it can be deleted", when: bodySets("Status", "OFF") },
  // Google Cloud: https://cloud.google.com/sdk/gcloud/reference/ and https://cloud.google.com/storage/docs/gsutil/commands/.
  { command: "gcloud sql instances patch", what: "turns the instance's automated backups or point-in-time recovery off", when: anyOf(given("--no-backup", "--no-enable-point-in-time-recovery", "--no-enable-bin-log", "--no-retain-backups-on-delete"), optionIs("--retained-backups-count", ZERO), optionIs("--retained-transaction-log-days", ZERO)) },
  { command: "gcloud alloydb clusters update", what: "turns the cluster's automated or continuous backups off", when: given("--disable-automated-backup", "--no-enable-continuous-backup") },
  { command: "gcloud firestore databases update", what: "turns the database's point-in-time recovery off", when: anyOf(given("--no-enable-pitr"), optionIs("--enable-pitr", OFF)) },
  { command: "gcloud compute disks remove-resource-policies", what: "removes a snapshot schedule from a disk, so no new snapshots are taken" },
  { command: "gcloud storage buckets update", what: "sets lifecycle rules read from a file (not visible here) or lifts the bucket's retention policy, so objects can be deleted", when: given("--lifecycle-file", "--clear-retention-period") },
  { command: "gcloud storage objects update", what: "lifts an object's hold or retention, so it can be deleted", when: given("--no-temporary-hold", "--no-event-based-hold", "--clear-retention") },
  { command: "gsutil lifecycle set", what: "sets lifecycle rules read from a file (not visible here), which may make the bucket delete objects" },
  { command: "gsutil retention clear", what: "lifts the bucket's retention policy, so objects can be deleted" },
  { command: "gsutil retention temp release", what: "lifts objects' temporary holds, so they can be deleted" },
  { command: "gsutil retention event release", what: "lifts objects' event-based holds, so they can be deleted" },
  // Azure: https://learn.microsoft.com/cli/azure/ (each command group's reference).
  { command: "az sql db ltr-policy set", what: "sets every long-term backup retention to zero, so no long-term backups are kept", when: longTermRetentionOff },
  { command: "az sql mi ltr-policy set", what: "sets every long-term backup retention to zero, so no long-term backups are kept", when: longTermRetentionOff },
  { command: "az sql db str-policy set", what: "sets the point-in-time restore retention to zero days", when: optionIs("--retention-days", ZERO) },
  { command: "az sql midb short-term-retention-policy set", what: "sets the point-in-time restore retention to zero days", when: optionIs("--retention-days", ZERO) },
  { command: "az backup protection disable", what: "stops backing the item up, so nothing after this point can be restored" },
  { command: "az backup vault backup-properties set", what: "turns the vault's soft delete or security features off, so deleted backups are gone at once", when: anyOf(optionIs("--soft-delete-feature-state", /^disabled?$/i), optionIs("--hybrid-backup-security-features", /^disabled?$/i)) },
  { command: "az backup vault update", what: "turns the vault's immutability or soft delete off, so its backups can be deleted at once", when: anyOf(optionIs("--immutability-state", /^disabled$/i), optionIs("--soft-delete-state", /^(?:disabled?|off)$/i), optionIs("--soft-delete-feature-state", /^disabled?$/i)) },
  { command: "az dataprotection backup-vault update", what: "turns the Backup vault's soft delete or immutability off, so its backups can be deleted at once", when: anyOf(optionIs("--soft-delete-state", /^off$/i), optionIs("--immutability-state", /^disabled$/i)) },
  { command: "az dataprotection backup-instance stop-protection", what: "stops backing the instance up, so nothing after this point can be restored" },
  { command: "az dataprotection backup-instance suspend-backup", what: "suspends the instance's backups, so nothing after this point can be restored" },
  { command: "az storage account blob-service-properties update", what: "turns the account's point-in-time restore for blobs off", when: optionIs("--enable-restore-policy", OFF) },
  { command: "az storage account management-policy create", what: "sets lifecycle rules that delete blobs, snapshots or versions (or rules not visible here)", when: AZURE_POLICY_DELETES },
  { command: "az storage account management-policy update", what: "sets lifecycle rules that delete blobs, snapshots or versions (or rules not visible here)", when: anyOf(AZURE_POLICY_DELETES, given("--set")) },
  { command: "az storage container legal-hold clear", what: "lifts a container's legal hold tags, so its blobs can be deleted" },
];
const TABLE = operationTable(OPERATIONS);

/** Infrastructure-as-code programs whose state lock `force-unlock` breaks (OpenTofu and Terragrunt take Terraform's commands). */
const TERRAFORM = new Set(["terraform", "tofu", "terragrunt"]);
/** Pulumi's global options that take a value (so their values are not read as subcommands). */
const PULUMI_VALUED = new Set(["stack", "s", "cwd", "C", "color", "tracing", "verbose", "v"]);
/** The programs read here, so every other command is passed over at once. */
const PROGRAMS = new Set(["aws", "gcloud", "gsutil", "az", "firebase", "heroku", "velero", "pulumi", "bq", ...TERRAFORM]);

/**
 * What a command does to the recovery of the data it manages, when it removes it (see above).
 *
 * @example
 * recoveryEffects(invocation("gcloud", "sql", "instances", "patch", "prod", "--no-backup"))[0]?.rule // "planes.recovery-removed"
 * recoveryEffects(invocation("gcloud", "sql", "instances", "patch", "prod", "--backup-start-time", "03:00")) // []
 */
export function recoveryEffects(invocation: Invocation): PlaneEffect[] {
  if (!PROGRAMS.has(invocation.name)) return [];
  const hit = (what: string): PlaneEffect[] => [{ rule: RULE, what }];
  if (TERRAFORM.has(invocation.name)) {
    const words = subcommandWords(invocation.argv.slice(1), new Set(), 1);
    return words[0] === "force-unlock" ? hit("breaks the state lock, so a run holding it and this one may both write the state") : [];
  }
  if (invocation.name === "pulumi") {
    const words = subcommandWords(invocation.argv.slice(1), PULUMI_VALUED, 1);
    return words[0] === "cancel" ? hit("cancels the stack's running update, which may leave its state inconsistent with the resources") : [];
  }
  if (invocation.name === "firebase") return firebaseRecovery(invocation);
  if (invocation.name === "heroku" || invocation.name === "velero") return scheduleStopped(invocation);
  if (invocation.name === "bq") return bigQueryExpiration(invocation);
  const command = cloudCommand(invocation);
  if (command === undefined) return [];
  const operation = matchOperation(TABLE, command);
  if (operation === undefined) return [];
  // Protection disabled with its backup data deleted (`--delete-backup-data true`) deletes the backups themselves.
  if (operation.command === "az backup protection disable" && /^true$/i.test(command.option("--delete-backup-data") ?? "")) return [{ rule: "planes.backup-delete", what: "stops backing the item up and deletes its backups" }];
  return hit(operation.what);
}

/**
 * The Firebase CLI's spelling of Firestore's point-in-time recovery
 * (`firebase firestore:databases:update DATABASE --point-in-time-recovery DISABLED`, from the
 * Firebase CLI reference).
 */
function firebaseRecovery(invocation: Invocation): PlaneEffect[] {
  const values = invocation.argv.slice(1, 33).map((field) => field.value ?? "");
  if (!values.includes("firestore:databases:update")) return [];
  const at = values.findIndex((value) => value === "--point-in-time-recovery" || value.startsWith("--point-in-time-recovery="));
  if (at < 0) return [];
  const value = values[at]?.includes("=") ? values[at]?.slice(values[at].indexOf("=") + 1) : values[at + 1];
  return /^disabled$/i.test(value ?? "") ? [{ rule: RULE, what: "turns the database's point-in-time recovery off" }] : [];
}

/**
 * Scheduled backups stopped through the tools that own the schedule: Heroku Postgres'
 * `heroku pg:backups:unschedule` (Heroku Dev Center, "Heroku PGBackups") and Velero's
 * `velero schedule pause` (Velero CLI reference): no backup is taken until someone notices.
 */
function scheduleStopped(invocation: Invocation): PlaneEffect[] {
  const words = subcommandWords(invocation.argv.slice(1), new Set(["a", "app", "r", "remote", "n", "namespace", "kubeconfig", "kubecontext"]), 2);
  const stopped = invocation.name === "heroku" ? words[0] === "pg:backups:unschedule" : words[0] === "schedule" && words[1] === "pause";
  return stopped ? [{ rule: RULE, what: "stops the scheduled backups, so no new backup is taken" }] : [];
}

/**
 * BigQuery's time travel keeps a table's changes for 7 days by default ("Data retention with time
 * travel and fail-safe"): an expiration shorter than that deletes data sooner than a mistake is
 * usually noticed and undone. In seconds, from the bq command-line tool reference.
 */
const BIGQUERY_WEEK_SECONDS = 7 * 24 * 3600;
/** `bq update` flags that make BigQuery delete data once it is older than their value: a table's own expiration, each partition's, and the default for every table the dataset gets. */
const BIGQUERY_EXPIRATIONS: ReadonlyMap<string, string> = new Map([
  ["expiration", "makes the table expire"],
  ["time_partitioning_expiration", "makes every partition expire"],
  ["default_table_expiration", "makes every table created in the dataset expire"],
  ["default_partition_expiration", "makes every partition of the dataset's tables expire"],
]);

/**
 * `bq update --expiration N` (and the partition and dataset defaults) with N seconds under a week:
 * BigQuery deletes the table, its partitions or the dataset's new tables that soon. 0 removes an
 * expiration (the bq reference) and stays allowed, as do longer expirations and `bq mk` of a new table.
 */
function bigQueryExpiration(invocation: Invocation): PlaneEffect[] {
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  if (subcommandWords(invocation.argv.slice(1, 65), new Set(["project_id", "location", "dataset_id", "format", "api", "apilog"]), 1)[0] !== "update") return [];
  for (const [index, arg] of args.entries()) {
    const flag = /^--?([a-z_]+)(?:=(.*))?$/.exec(arg);
    const what = flag ? BIGQUERY_EXPIRATIONS.get(flag[1] as string) : undefined;
    if (what === undefined) continue;
    const seconds = Number(flag?.[2] ?? args[index + 1]);
    if (Number.isFinite(seconds) && seconds > 0 && seconds < BIGQUERY_WEEK_SECONDS) return [{ rule: RULE, what: `${what} after ${seconds} seconds, within BigQuery's 7-day time travel window, so the data is deleted before a mistake is noticed` }];
  }
  return [];
}
