import path from "node:path";
import type { Field, Invocation } from "../model.js";
import { optionValue } from "./option-values.js";

/** What an object-store client fetched to this machine: files it wrote, or a directory it filled. */
export interface ObjectStoreFetch {
  /** Local files that now hold an object (`aws s3 cp s3://b/x.sh ./x.sh`); a target that may be a directory also yields the object's name inside it. */
  files: string[];
  /** A local directory filled with a prefix's objects (`aws s3 sync s3://b/tools ./tools`, `rclone copy remote:bin /opt/bin`). */
  tree?: string;
  /** How reasons name the source: `aws s3 cp`, `rclone copy`. */
  source: string;
}

/** The object-store clients read here, so that every other program costs one lookup. */
const CLIENTS = new Set(["aws", "gsutil", "gcloud", "az", "azcopy", "rclone", "mc", "mcli", "s3cmd", "s5cmd", "b2", "oci"]);
/** A bucket or container address: `s3://`, `gs://`, Azure's blob and file endpoints, `b2://`, and the schemes S3-compatible tools accept. */
const REMOTE_URL = /^(?:s3|gs|b2|az|r2|oss|cos):\/\/|^https:\/\/[\w-]+\.(?:blob|file|dfs)\.core\.windows\.net\//i;
/** An rclone remote (`remote:path`, `:s3,endpoint=…:bucket/x`), not a Windows drive letter. */
const RCLONE_REMOTE = /^(?::[\w]+(?:,[^:]*)?|[\w][\w .-]*[\w]):(?!\\)/;
/** Options of each client that take a separate value, so that their values are not read as operands. */
const VALUED: Readonly<Record<string, ReadonlySet<string>>> = {
  aws: new Set(["--profile", "--region", "--endpoint-url", "--output", "--query", "--exclude", "--include", "--acl", "--storage-class", "--sse", "--sse-kms-key-id", "--content-type", "--cache-control", "--expires", "--metadata", "--bucket", "--key", "--version-id", "--range", "--request-payer", "--grants", "--page-size", "--ca-bundle", "--color", "--cli-read-timeout", "--cli-connect-timeout"]),
  gsutil: new Set(["-h", "-o", "-u", "-z", "-x", "-a", "-p", "-s", "-L"]),
  gcloud: new Set(["--project", "--account", "--configuration", "--billing-project", "--impersonate-service-account", "--exclude", "--content-type", "--storage-class", "--verbosity", "--format"]),
  rclone: new Set(["--config", "--include", "--exclude", "--filter", "--transfers", "--checkers", "--bwlimit", "--log-file", "--log-level", "--max-age", "--min-age", "--max-size", "--min-size", "--backup-dir", "--suffix", "--s3-endpoint", "--s3-provider", "--s3-region", "--s3-access-key-id", "--s3-secret-access-key", "--files-from", "--include-from", "--exclude-from", "--filter-from"]),
  mc: new Set(["--config-dir", "--encrypt-key", "--attr", "--storage-class", "--tags", "--limit-upload", "--limit-download", "--older-than", "--newer-than", "--rewind", "--version-id"]),
  s3cmd: new Set(["-c", "--config", "--host", "--host-bucket", "--exclude", "--include", "--rexclude", "--rinclude", "--region", "--bucket-location", "--access_key", "--secret_key"]),
  s5cmd: new Set(["--endpoint-url", "--profile", "--credentials-file", "--log", "--numworkers", "-numworkers", "--concurrency", "-c", "--part-size", "-p", "--exclude", "--include", "--storage-class"]),
  azcopy: new Set(["--include-pattern", "--exclude-pattern", "--include-path", "--exclude-path", "--log-level", "--from-to", "--blob-type", "--block-size-mb", "--cap-mbps", "--overwrite"]),
  b2: new Set(["--threads", "--exclude-regex", "--include-regex", "--profile"]),
};

/** The words of a command line that are not options nor option values. */
function operands(args: readonly Field[], valued: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  for (let index = 0; index < args.length && index < 64; index++) {
    const value = args[index]?.value;
    if (value === undefined) found.push("");
    else if (value === "--") found.push(...args.slice(index + 1).map((field) => field.value ?? ""));
    else if (value.startsWith("-") && value !== "-") {
      if (!value.includes("=") && valued.has(value)) index++;
    } else found.push(value);
    if (value === "--") break;
  }
  return found;
}

/** A local path (not a remote address, not standard output). */
function isLocal(target: string | undefined): target is string {
  return target !== undefined && target !== "" && target !== "-" && !REMOTE_URL.test(target) && !/^[a-z][\w+.-]*:\/\//i.test(target);
}

/**
 * Where one fetched object lands: the target, and the object's own name inside it when the target
 * may be a directory (`.`, `dir/`, or an existing directory written without a slash, which the
 * command alone cannot tell from a file name).
 */
function landing(object: string, target: string): string[] {
  const name = path.posix.basename(object.replace(/[?#].*$/, "").replace(/\/+$/, ""));
  if (target === "." || target === ".." || target === "~" || target.endsWith("/")) return name ? [path.posix.join(target, name)] : [];
  return name && name !== path.posix.basename(target) ? [target, path.posix.join(target, name)] : [target];
}

/**
 * `… cp|mv SOURCE TARGET`: an object (or, recursive, a prefix) copied from a bucket to a local
 * target. `nests`: the client copies a prefix into an existing directory under the prefix's own
 * name, as gsutil, gcloud storage, mc and s3cmd do (`gsutil cp -r gs://b/scripts .` makes
 * `./scripts`), where `aws s3 cp --recursive` puts the prefix's objects in the target itself.
 */
function copied(source: string | undefined, target: string | undefined, recursive: boolean, name: string, remote = REMOTE_URL, nests = false): ObjectStoreFetch | undefined {
  if (source === undefined || !remote.test(source) || !isLocal(target)) return undefined;
  if (!recursive) return { files: landing(source, target), source: name };
  const prefix = path.posix.basename(source.replace(/\/+$/, ""));
  const inside = nests && !prefix.includes("*") && (target === "." || target.endsWith("/"));
  return { files: [], tree: inside ? path.posix.join(target, prefix) : target, source: name };
}

/** `… sync|rsync|mirror SOURCE DIRECTORY`: a prefix copied into a local directory. */
function synced(source: string | undefined, target: string | undefined, name: string, remote = REMOTE_URL): ObjectStoreFetch | undefined {
  return source !== undefined && remote.test(source) && isLocal(target) ? { files: [], tree: target, source: name } : undefined;
}

/** Whether a copy is recursive: `--recursive`, or (for clients with a short switch) `-r`/`-R` alone or in a cluster (`-rn`). */
function recursive(args: readonly Field[], short: boolean): boolean {
  return args.some((field) => field.value === "--recursive" || (short && /^-[a-zA-Z]*[rR][a-zA-Z]*$/.test(field.value ?? "")));
}

/**
 * What an object-store client downloads here, from each client's documented copy and sync
 * commands: `aws s3 cp|mv|sync` and `aws s3api get-object` (AWS CLI reference), `gsutil cp|mv|rsync`
 * and `gcloud storage cp|mv|rsync` (Cloud Storage docs), `az storage blob download|download-batch`,
 * `az storage file download` and `azcopy copy`, `rclone copy|copyto|sync|move|moveto`, `mc cp|mirror`
 * (MinIO client), `s3cmd get|sync`, `s5cmd cp|sync`, `b2 file download`/`download-file-by-name`/`sync`
 * and `oci os object get|bulk-download`. Undefined for every other command.
 *
 * A file fetched this way is code from the network like one fetched with curl: running it later in
 * the same command is judged by the same rules.
 *
 * @example
 * objectStoreFetch(invocation("aws", "s3", "cp", "s3://b/tool", "/tmp/tool"))?.files // ["/tmp/tool"]
 * objectStoreFetch(invocation("aws", "s3", "cp", "./dist", "s3://site", "--recursive")) // undefined
 */
export function objectStoreFetch(invocation: Invocation): ObjectStoreFetch | undefined {
  const name = invocation.name;
  if (!CLIENTS.has(name)) return undefined;
  const args = invocation.argv.slice(1);
  const given = args.map((field) => field.value ?? "");
  const words = operands(args, VALUED[name === "mcli" ? "mc" : name]);
  switch (name) {
    case "aws": {
      if (words[0] === "s3api" && words[1] === "get-object") {
        const target = words[2];
        return isLocal(target) ? { files: [target], source: "aws s3api get-object" } : undefined;
      }
      if (words[0] !== "s3") return undefined;
      if (words[1] === "sync") return synced(words[2], words[3], "aws s3 sync");
      if (words[1] === "cp" || words[1] === "mv") return copied(words[2], words[3], recursive(args, false), `aws s3 ${words[1]}`);
      return undefined;
    }
    case "gsutil":
    case "gcloud": {
      const rest = name === "gcloud" ? (words[0] === "storage" ? words.slice(1) : []) : words;
      const source = `${name}${name === "gcloud" ? " storage" : ""} ${rest[0] ?? ""}`;
      if (rest[0] === "rsync") return synced(rest.at(-2), rest.at(-1), source);
      if (rest[0] !== "cp" && rest[0] !== "mv") return undefined;
      const sources = rest.slice(1, -1);
      const target = rest.at(-1);
      if (sources.length === 0 || !sources.every((value) => REMOTE_URL.test(value))) return undefined;
      if (sources.length > 1 && isLocal(target)) return { files: [], tree: target, source };
      return copied(sources[0], target, recursive(args, true) || /\*/.test(sources[0] ?? ""), source, REMOTE_URL, true);
    }
    case "az": {
      if (words[0] !== "storage") return undefined;
      const verb = words.slice(1, 3).join(" ");
      if (verb === "blob download" || verb === "file download" || verb === "fs file download") {
        const file = optionValue(given, ["--file", "-f", "--dest", "--destination", "-d"]);
        return isLocal(file) ? { files: [file], source: `az storage ${verb}` } : undefined;
      }
      if (verb === "blob download-batch" || verb === "file download-batch" || verb === "blob sync") {
        const directory = optionValue(given, ["--destination", "-d"]);
        return isLocal(directory) && verb !== "blob sync" ? { files: [], tree: directory, source: `az storage ${verb}` } : undefined;
      }
      return undefined;
    }
    case "azcopy":
      if (words[0] === "sync") return synced(words[1], words[2], "azcopy sync");
      return words[0] === "copy" || words[0] === "cp" ? copied(words[1], words[2], recursive(args, false) || /\*/.test(words[1] ?? ""), "azcopy copy", REMOTE_URL, true) : undefined;
    case "rclone": {
      const verb = words[0] ?? "";
      if (verb === "copyto" || verb === "moveto") return RCLONE_REMOTE.test(words[1] ?? "") && isLocal(words[2]) ? { files: [words[2] as string], source: `rclone ${verb}` } : undefined;
      if (verb === "copy" || verb === "sync" || verb === "move" || verb === "copyurl") return synced(words[1], words[2], `rclone ${verb}`, verb === "copyurl" ? /^https?:\/\//i : RCLONE_REMOTE);
      return undefined;
    }
    case "mc":
    case "mcli": {
      // The MinIO client names objects `ALIAS/BUCKET/KEY`; a source that is a local path starts with `.`, `/` or `~`.
      const alias = /^(?![./~])[\w.-]+\/[\w.-]+/;
      if (words[0] === "mirror") return synced(words[1], words[2], `${name} mirror`, alias);
      return words[0] === "cp" || words[0] === "mv" ? copied(words[1], words[2], recursive(args, true), `${name} ${words[0]}`, alias, true) : undefined;
    }
    case "s3cmd":
      if (words[0] === "sync") return synced(words[1], words[2], "s3cmd sync");
      if (words[0] !== "get") return undefined;
      return copied(words[1], words[2] ?? ".", recursive(args, true), "s3cmd get", REMOTE_URL, true);
    case "s5cmd":
      if (words[0] === "sync") return synced(words[1], words[2], "s5cmd sync");
      return words[0] === "cp" || words[0] === "mv" ? copied(words[1], words[2], /\*/.test(words[1] ?? ""), `s5cmd ${words[0]}`) : undefined;
    case "b2": {
      if (words[0] === "download-file-by-name") return isLocal(words[3]) ? { files: [words[3] as string], source: "b2 download-file-by-name" } : undefined;
      if (words[0] === "file" && words[1] === "download") return copied(words[2], words[3], false, "b2 file download");
      if (words[0] === "sync") return synced(words[1], words[2], "b2 sync");
      return undefined;
    }
    case "oci": {
      if (words[0] !== "os" || words[1] !== "object") return undefined;
      if (words[2] === "get") {
        const file = optionValue(given, ["--file"]);
        return isLocal(file) ? { files: [file], source: "oci os object get" } : undefined;
      }
      const directory = words[2] === "bulk-download" ? optionValue(given, ["--download-dir"]) : undefined;
      return isLocal(directory) ? { files: [], tree: directory, source: "oci os object bulk-download" } : undefined;
    }
    default:
      return undefined;
  }
}
