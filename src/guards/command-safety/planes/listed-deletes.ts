import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";

/**
 * Commands that delete one item or object by its key, by program: the subcommand words that say
 * so, and whether what they delete are objects (`planes.bucket-delete`) or a table's items
 * (`planes.store-delete`). From each CLI's reference: `aws s3api delete-object`, `aws s3 rm`,
 * `aws dynamodb delete-item`, `gsutil rm`, `gcloud storage rm`, `gcloud storage objects delete`,
 * `az storage blob delete`, `az storage file delete`, `mc rm`, `s3cmd del`, `rclone deletefile`,
 * `swift delete`, `openstack object delete`, `s5cmd rm`.
 */
const RECORD_DELETES: ReadonlyMap<string, readonly { words: readonly string[]; items?: true }[]> = new Map([
  ["aws", [{ words: ["s3api", "delete-object"] }, { words: ["s3", "rm"] }, { words: ["dynamodb", "delete-item"], items: true }]],
  ["gsutil", [{ words: ["rm"] }, { words: ["del"] }]],
  ["gcloud", [{ words: ["storage", "rm"] }, { words: ["storage", "objects", "delete"] }]],
  ["az", [{ words: ["storage", "blob", "delete"] }, { words: ["storage", "file", "delete"] }]],
  ["mc", [{ words: ["rm"] }]],
  ["s3cmd", [{ words: ["del"] }, { words: ["rm"] }]],
  ["rclone", [{ words: ["deletefile"] }]],
  ["swift", [{ words: ["delete"] }]],
  ["openstack", [{ words: ["object", "delete"] }]],
  ["s5cmd", [{ words: ["rm"] }]],
]);

/** Global options of these CLIs that take a value. */
const VALUED = new Set(["profile", "region", "endpoint-url", "output", "project", "account", "configuration", "subscription", "os-cloud", "config"]);
/** Programs that run a command once per line or argument of their input. */
const FAN_OUT = /^(?:xargs|parallel|rush)\b/;

/**
 * A delete of one item or object repeated over what a listing returned: `… | xargs -n1 aws
 * dynamodb delete-item …`, `… | while read k; do aws s3api delete-object --key "$k"; done`, `for k
 * in $(gsutil ls gs://b); do gsutil rm "$k"; done`. Each pass deletes one key, the loop deletes
 * them all, as a recursive delete would. One key deleted, even a computed one, stays allowed.
 *
 * @example
 * listedDeletes(invocationOf("aws s3api list-objects --bucket b | xargs -n1 aws s3api delete-object --bucket b --key"))[0]?.rule // "planes.bucket-delete"
 */
export function listedDeletes(invocation: Invocation): PlaneEffect[] {
  const deletes = RECORD_DELETES.get(invocation.name);
  if (deletes === undefined || !(invocation.repeated === true || invocation.via.some((step) => FAN_OUT.test(step)))) return [];
  const words = subcommandWords(invocation.argv.slice(1), VALUED, 3);
  const found = deletes.find((each) => each.words.every((word, index) => words[index] === word));
  if (found === undefined) return [];
  // A key produced by a program (a listing, a file of keys), not a literal nor a loop over literal words.
  const listed = invocation.argv.slice(1).some((field) => field.value === undefined && (field.dynamic?.provenance.sources ?? []).some((source) => !source.startsWith("$")));
  if (!listed) return [];
  return [found.items ? { rule: "planes.store-delete", what: "deletes every item a listing returned, one key at a time" } : { rule: "planes.bucket-delete", what: "deletes every object a listing returned, one key at a time" }];
}
