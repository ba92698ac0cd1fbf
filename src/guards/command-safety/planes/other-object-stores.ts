import type { Field } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";

/** The object-store CLIs of other clouds read here. */
export const OTHER_CLOUD_OBJECT_CLIS: readonly string[] = ["swift", "openstack", "s5cmd", "s4cmd", "ossutil", "ossutil64", "aliyun", "obsutil", "coscmd", "qshell", "linode-cli"];

/** Their global options that take a value, so it is not read as a subcommand word. */
const VALUED = new Set(["os-cloud", "os-auth-url", "os-username", "os-password", "os-project-name", "os-region-name", "A", "U", "K", "endpoint-url", "profile", "numworkers", "log", "e", "i", "k", "c", "config-file", "region", "prefix", "object-threads", "container-threads"]);
const WILDCARD = /[*?]/;

/**
 * Deletes through other clouds' object-store CLIs, from their references, as `object-stores.ts`
 * reads the S3, Cloud Storage and Azure ones: a container or bucket deleted with what it holds, a
 * recursive, wildcard, prefix or listed delete (`planes.bucket-delete`); one named object deleted
 * stays allowed.
 * - `swift delete` (python-swiftclient: a container alone deletes it and every object in it;
 *   `--all` every container; `--prefix` every object under it);
 * - `openstack container delete --recursive` (python-openstackclient: "recursively delete objects
 *   and container"); `openstack object delete CONTAINER OBJECT…` names its objects;
 * - `s5cmd rm` of a wildcard, `s5cmd rb`; `s4cmd del -r`;
 * - `ossutil rm -r|-b` and `aliyun oss rm` (Alibaba Cloud OSS: `-r` every object under the
 *   prefix, `-b` the bucket); `obsutil rm -r`, or of a bare bucket (Huawei OBS deletes the bucket);
 * - `coscmd deletebucket`, `coscmd delete -r` (Tencent COS); `qshell batchdelete` (Qiniu: every key
 *   the input file lists); `linode-cli obj rb` (Linode Object Storage).
 * Undefined for a command of these CLIs that is not an object-store one (`openstack server list`).
 *
 * @example
 * otherCloudObjectEffects("swift", fields("delete", "backups"))?.[0]?.rule // "planes.bucket-delete"
 * otherCloudObjectEffects("swift", fields("delete", "backups", "2024.tar")) // []
 */
export function otherCloudObjectEffects(program: string, args: readonly Field[]): PlaneEffect[] | undefined {
  const values = args.map((field) => field.value ?? "");
  const words = subcommandWords(args, VALUED, 3);
  const recursive = values.some((value) => value === "--recursive" || /^-[a-zA-Z]*[rR][a-zA-Z]*$/.test(value));
  const wildcard = operands(args).some((field) => WILDCARD.test(field.value ?? field.text));
  const hit = (what: string): PlaneEffect[] => [{ rule: "planes.bucket-delete", what }];
  switch (program) {
    case "swift": {
      if (words[0] !== "delete") return [];
      if (values.includes("--all") || values.includes("-a")) return hit("deletes every container of the account and every object in them");
      if (values.some((value) => value === "--prefix" || value.startsWith("--prefix=") || value === "-p")) return hit("deletes every object under the prefix");
      return operandsAfter(args, "delete").length === 1 ? hit("deletes the container and every object in it") : [];
    }
    case "openstack":
      if (words[0] === "object" && words[1] === "delete") return [];
      if (words[0] === "container" && words[1] === "delete" && recursive) return hit("deletes the container and every object in it");
      return undefined;
    case "s5cmd":
      if (words[0] === "rb") return hit("deletes the bucket");
      return words[0] === "rm" || words[0] === "delete" ? (wildcard ? hit("deletes every object the wildcard matches") : []) : undefined;
    case "s4cmd":
      if (words[0] === "rb") return hit("deletes the bucket");
      return words[0] === "del" || words[0] === "rm" ? (recursive || wildcard ? hit("deletes objects recursively") : []) : undefined;
    case "ossutil":
    case "ossutil64":
    case "aliyun": {
      const command = program === "aliyun" ? (words[0] === "oss" ? words[1] : undefined) : words[0];
      if (command !== "rm") return undefined;
      if (values.some((value) => value === "-b" || value === "--bucket")) return hit("deletes the bucket");
      return recursive || wildcard ? hit("deletes every object under the prefix") : [];
    }
    case "obsutil": {
      if (words[0] !== "rm") return undefined;
      const target = operandsAfter(args, "rm")[0] ?? "";
      return recursive || /^obs:\/\/[^/]+\/?$/.test(target) ? hit(recursive ? "deletes every object under the prefix" : "deletes the bucket") : [];
    }
    case "coscmd":
      if (words[0] === "deletebucket") return hit("deletes the bucket");
      return words[0] === "delete" ? (recursive ? hit("deletes every object under the prefix") : []) : undefined;
    case "qshell":
      if (words[0] === "batchdelete" || words[0] === "batchexpire") return hit("deletes every key the input lists");
      return words[0] === "delete" ? [] : undefined;
    case "linode-cli":
      if (words[0] !== "obj") return undefined;
      if (words[1] === "rb") return hit("deletes the bucket");
      return words[1] === "rm" || words[1] === "del" ? (recursive || wildcard ? hit("deletes objects recursively") : []) : undefined;
    default:
      return undefined;
  }
}

function operands(args: readonly Field[]): Field[] {
  return args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
}

/** The operands after a subcommand word, without the values of the options that take one. */
function operandsAfter(args: readonly Field[], command: string): string[] {
  const start = args.findIndex((field) => field.value === command);
  const found: string[] = [];
  for (let index = start + 1; index < args.length; index++) {
    const value = args[index]?.value ?? "?";
    if (value.startsWith("-")) {
      if (!value.includes("=") && VALUED.has(value.replace(/^-+/, ""))) index++;
      continue;
    }
    found.push(value);
  }
  return found;
}
