import type { Field, Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { OTHER_CLOUD_OBJECT_CLIS, otherCloudObjectEffects } from "./other-object-stores.js";
import { subcommandWords } from "./verbs.js";
import { localStoreDeletes } from "../commands/store-local-paths.js";

/** A remote object-store location: `s3://b/k`, `gs://b`, `az://…`, an rclone/mc `remote:path` or `alias/bucket`. */
const REMOTE_URL = /^(?:s3|s3a|s3n|gs|az|abfss?|wasbs?|oss|cos|r2|b2|hdfs|dbfs|minio):\/\//i;
const WILDCARD = /[*?]/;
const OBJECT_STORE_CLIS = new Set(["aws", "gsutil", "gcloud", "az", "mc", "mcli", "rclone", "s3cmd", "azcopy", "b2", "hdfs", "hadoop", "bq", ...OTHER_CLOUD_OBJECT_CLIS]);

/**
 * Object stores and distributed file systems, from their CLI references: recursive or wildcard
 * deletes (`aws s3 rm --recursive`, `gsutil rm -r`, `gcloud storage rm -r`, `az storage blob
 * delete-batch`, `mc rm --recursive`, `rclone purge|delete`, `s3cmd del -r`, `azcopy rm
 * --recursive`, `hdfs dfs -rm -r`), bucket removal (`s3 rb`, `gsutil rb`, `mc rb`, `s3cmd rb`,
 * `b2 delete-bucket`), and BigQuery `bq rm`; other clouds' object-store CLIs are read in
 * `other-object-stores.ts`. Deleting one named object stays allowed.
 *
 * @example
 * objectStoreEffects(invocation("aws", "s3", "rm", "s3://b/data", "--recursive"))?.[0]?.rule // "planes.bucket-delete"
 */
export function objectStoreEffects(invocation: Invocation): PlaneEffect[] | undefined {
  if (!OBJECT_STORE_CLIS.has(invocation.name)) return undefined;
  // `rclone delete ./dist`, `mc rb ./tmp/minio-data`: files on this machine, judged as file deletes by where they are.
  if (localStoreDeletes(invocation) !== undefined) return [];
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  const recursive = values.some((value) => value === "--recursive" || value === "-r" || value === "-R" || /^-[a-zA-Z]*[rR][a-zA-Z]*$/.test(value));
  const hit = (what: string): PlaneEffect[] => [{ rule: "planes.bucket-delete", what }];
  switch (invocation.name) {
    case "aws": {
      const words = subcommandWords(args, new Set(["profile", "region", "endpoint-url", "output"]), 2);
      if (words[0] !== "s3") return undefined;
      if (words[1] === "rb") return hit(values.includes("--force") ? "deletes the bucket and everything in it" : "deletes the bucket");
      if (words[1] === "rm" && (values.includes("--recursive") || operands(args).some((field) => WILDCARD.test(field.value ?? "")))) return hit("deletes every object under the prefix");
      const wiped = words[1] === "sync" && values.includes("--delete") ? wipesDestination(operands(args).slice(2)) : undefined;
      if (wiped) return hit(wiped);
      return [];
    }
    case "gsutil": {
      const command = subcommandWords(args, new Set(["o", "h", "u"]), 1)[0];
      if (command === "rb") return hit("deletes the bucket");
      if ((command === "rm" || command === "del" || command === "delete" || command === "remove") && (recursive || values.includes("-a") || operands(args).some((field) => WILDCARD.test(field.value ?? "")))) return hit("deletes bucket contents recursively");
      if (command === "rsync" && values.some((value) => /^-[a-zA-Z]*d[a-zA-Z]*$/.test(value)) && REMOTE_URL.test(values.at(-1) ?? "")) return hit("deletes whatever is not in the source from the bucket");
      return [];
    }
    case "gcloud": {
      const words = subcommandWords(args, new Set(["project", "account", "configuration", "format"]), 3);
      if (words[0] !== "storage") return undefined;
      if (words[1] === "buckets" && words[2] === "delete") return hit("deletes buckets");
      if (words[1] === "rm" && (recursive || operands(args).some((field) => WILDCARD.test(field.value ?? "")))) return hit("deletes bucket contents recursively");
      return [];
    }
    case "az": {
      const words = subcommandWords(args, new Set(["subscription", "account-name", "account-key", "connection-string", "source", "s", "container-name", "c", "n", "name"]), 3);
      if (words[0] !== "storage") return undefined;
      const operation = words.slice(1).join(" ");
      if (/(?:^| )delete-batch$/.test(operation) || /^(?:container|share|fs|account|queue|table) delete$/.test(operation) || (operation === "fs directory delete")) return hit(`runs az storage ${operation}, deleting stored data`);
      // A storage queue emptied: every message deleted.
      if (operation === "message clear") return [{ rule: "planes.store-flush", what: "runs az storage message clear, deleting every message of the queue" }];
      return [];
    }
    case "mc":
    case "mcli": {
      const command = subcommandWords(args, new Set(["config-dir", "C"]), 1)[0];
      if (command === "rb") return hit("deletes the bucket");
      if (command === "rm" && (recursive || (values.includes("--force") && values.includes("--dangerous")))) return hit("deletes objects recursively");
      if (command === "mirror" && values.includes("--remove")) return hit("deletes objects that are not in the source");
      return [];
    }
    case "rclone": {
      const command = subcommandWords(args, new Set(["config", "transfers", "checkers", "log-file", "log-level", "exclude", "include", "filter"]), 1)[0];
      if (command === "purge") return hit("deletes the path and everything in it");
      if (command === "delete" || command === "rmdirs") return hit("deletes files under the path");
      // `rclone cleanup REMOTE:` (rclone docs): the remote's trash is emptied and old file versions are deleted, the copies a deleted or overwritten file is recovered from.
      if (command === "cleanup" && operands(args).length > 1) return hit("empties the remote's trash and deletes old file versions, the copies deleted files are recovered from");
      if (command === "deletefile" && operands(args).slice(1).some((field) => BACKUP.test(field.value ?? ""))) return hit("deletes a backup file");
      const [source, destination] = operands(args).slice(1);
      const wiped = command === "sync" ? wipesDestination([source, destination]) : undefined;
      if (wiped) return hit(wiped);
      return [];
    }
    case "s3cmd": {
      const command = subcommandWords(args, new Set(["config", "c"]), 1)[0];
      if (command === "rb") return hit("deletes the bucket");
      if ((command === "del" || command === "rm") && (recursive || operands(args).some((field) => WILDCARD.test(field.value ?? "")))) return hit("deletes objects recursively");
      return [];
    }
    case "azcopy": {
      const command = subcommandWords(args, new Set(), 1)[0];
      if ((command === "rm" || command === "remove") && (recursive || values.some((value) => value === "--recursive=true"))) return hit("deletes blobs recursively");
      if (command === "sync" && values.some((value) => value === "--delete-destination=true")) return hit("deletes whatever is not in the source from the destination");
      return [];
    }
    case "b2": {
      const command = subcommandWords(args, new Set(), 2).join(" ");
      if (/^(?:delete-bucket|bucket delete)(?: |$)/.test(command)) return hit("deletes the bucket");
      if (/^(?:rm|delete-file-version)/.test(command) && recursive) return hit("deletes files recursively");
      return [];
    }
    case "hdfs":
    case "hadoop": {
      const index = values.findIndex((value) => value === "-rm" || value === "-rmr");
      if (index < 0) return [];
      const rest = values.slice(index + 1);
      if (values[index] === "-rmr" || rest.some((value) => /^-[a-zA-Z]*[rR]/.test(value)) || rest.some((value) => WILDCARD.test(value))) return hit("deletes a distributed file system path recursively");
      return [];
    }
    case "bq": {
      const command = subcommandWords(args, new Set(["project_id", "location", "dataset_id"]), 1)[0];
      if (command === "rm") return hit(recursive ? "deletes a BigQuery dataset and every table in it" : "deletes a BigQuery table or dataset");
      return undefined;
    }
    default:
      return otherCloudObjectEffects(invocation.name, args);
  }
}

/** A location that holds backups, by its name. */
const BACKUP = /(?:^|[/:._-])backups?(?:$|[/._-])|(?:^|[/:])(?:snapshots?|archives?)(?:$|\/)/i;
/** A directory made or named to be empty, used as the source of a sync that deletes. */
const EMPTY_SOURCE = /^(?:\/dev\/null|(?:.*\/)?(?:empty|blank|nothing|void)(?:[-_]dir)?\/?)$/i;

/**
 * Why a sync wipes its destination, if it does: `[source, destination]` where the source is an
 * empty directory by name (`./empty`, `/tmp/empty/`) or the destination holds backups.
 */
function wipesDestination(paths: readonly (Field | undefined)[]): string | undefined {
  const [source, destination] = paths;
  if (!source || !destination) return undefined;
  if (EMPTY_SOURCE.test(source.value ?? "")) return "deletes everything in the destination, as the source is empty";
  if (BACKUP.test(destination.value ?? "")) return "deletes from a backup whatever the source lacks";
  // `rclone sync dir gdrive:`: a remote's root is the whole drive or account, not one folder of it.
  return /^[\w.-]+:$/.test(destination.value ?? "") ? "deletes from the whole remote whatever the source lacks" : undefined;
}

function operands(args: readonly Field[]): Field[] {
  return args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
}
