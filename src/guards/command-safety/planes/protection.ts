import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";

/** Options that turn a resource's protection against deletion off (AWS, Google Cloud, Azure CLIs and their kin). */
const OFF_SWITCH = /^--no-(?:deletion-protection(?:-enabled)?|enable-drop-protection|enable-termination-protection|termination-protection|disable-api-termination|disable-api-stop|delete-protection)$/i;
/** The same settings given a false value: `--deletion-protection=false`, `--deletion-protection false`. */
const SETTING = /^--(?:deletion-protection(?:-enabled)?|enable-drop-protection|enable-termination-protection|termination-protection|disable-api-termination|delete-protection)$/i;
const FALSE = /^(?:false|no|0|off|disabled?)$/i;

/**
 * Protections against deletion switched off, from the cloud CLIs' references: `aws rds
 * modify-db-instance --no-deletion-protection`, `aws ec2 modify-instance-attribute
 * --no-disable-api-termination`, `aws cloudformation update-termination-protection
 * --no-enable-termination-protection`, `gcloud sql instances patch --no-deletion-protection`,
 * `gcloud spanner databases update --no-enable-drop-protection`, `gcloud firestore databases
 * update --no-delete-protection`, `az lock delete` (a resource lock), `pulumi state unprotect`. What they protect can then be deleted
 * by the next command, or by anyone. So do the switches that keep deleted or overwritten data
 * recoverable: object versioning suspended (`aws s3api put-bucket-versioning … Status=Suspended`,
 * `gsutil versioning set off`, `gcloud storage buckets update --no-versioning`), soft delete turned
 * off (`--clear-soft-delete`, `az storage blob service-properties delete-policy update --enable
 * false`, `--enable-delete-retention false`).
 *
 * @example
 * protectionEffects(invocation("aws", "rds", "modify-db-instance", "--no-deletion-protection"))[0]?.rule // "planes.deletion-protection-off"
 */
export function protectionEffects(invocation: Invocation): PlaneEffect[] {
  const recovery = recoveryOff(invocation);
  if (recovery) return [{ rule: "planes.deletion-protection-off", what: recovery }];
  if (invocation.name !== "az" && invocation.name !== "pulumi" && !invocation.argv.some((field) => field.value !== undefined && /protection|termination|api-stop/i.test(field.value))) return [];
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  const hit = (what: string): PlaneEffect[] => [{ rule: "planes.deletion-protection-off", what }];
  const off = values.findIndex((value, index) => OFF_SWITCH.test(value) || (SETTING.test(value) && FALSE.test(values[index + 1] ?? "")) || (/=/.test(value) && SETTING.test(value.slice(0, value.indexOf("="))) && FALSE.test(value.slice(value.indexOf("=") + 1))));
  if (off >= 0) return hit(`turns ${values[off]?.replace(/^--(?:no-)?/, "").replace(/=.*$/, "")} off, so the resource can be deleted`);
  if (invocation.name === "az") {
    const words = subcommandWords(args, new Set(["resource-group", "g", "name", "n", "subscription"]), 3);
    if (words.includes("lock") && words.at(-1) === "delete") return hit("deletes a resource lock that prevents deletion");
  }
  if (invocation.name === "pulumi") {
    const words = subcommandWords(args, new Set(["stack", "s", "cwd", "C"]), 2);
    if (words[0] === "state" && words[1] === "unprotect") return hit("removes the protection of resources in the stack, so a destroy deletes them");
  }
  return [];
}

/** Azure options that keep deleted blobs, containers or versions, given a false value. */
const AZURE_RETENTION = /^--(?:enable-delete-retention|enable-container-delete-retention|enable-versioning|enable-soft-delete)$/;

/** What a command does to the recovery of deleted or overwritten objects, in words; undefined when it leaves it alone. */
function recoveryOff(invocation: Invocation): string | undefined {
  const name = invocation.name;
  if (name !== "aws" && name !== "gsutil" && name !== "gcloud" && name !== "az") return undefined;
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (values.length > 64) return undefined;
  const joined = values.join(" ");
  if (name === "aws" && values.includes("put-bucket-versioning") && /Status=Suspended|"Status"\s*:\s*"Suspended"/.test(joined)) return "suspends the bucket's versioning, so overwritten and deleted objects are no longer kept";
  if (name === "gsutil" && values[0] === "versioning" && values[1] === "set" && values[2] === "off") return "turns the bucket's versioning off, so overwritten and deleted objects are no longer kept";
  if (name === "gcloud" && values.some((value, index) => value === "--no-versioning" || value === "--clear-soft-delete" || /^--soft-delete-duration=0+[smhd]?$/.test(value) || (value === "--soft-delete-duration" && /^0+[smhd]?$/.test(values[index + 1] ?? "")))) return "turns the bucket's versioning or soft delete off, so deleted objects are not kept";
  if (name === "az") {
    const off = values.findIndex((value, index) => (AZURE_RETENTION.test(value) && FALSE.test(values[index + 1] ?? "")) || (AZURE_RETENTION.test(value.replace(/=.*$/, "")) && FALSE.test(value.slice(value.indexOf("=") + 1))));
    if (off >= 0 || (values.includes("delete-policy") && values.includes("update") && /--enable(?:=|\s+)false/.test(joined))) return "turns soft delete or versioning of the storage account off, so deleted blobs are not kept";
  }
  return undefined;
}
