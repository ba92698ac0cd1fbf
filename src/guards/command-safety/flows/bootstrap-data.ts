/**
 * Instance bootstrap data: the user data, startup scripts, custom data and `kube-env` a cloud
 * machine is started with. By common practice it carries passwords, join tokens and keys, so
 * printing it is printing a credential, whichever way it is fetched: from the instance metadata
 * service on the machine, or through the provider's API from anywhere.
 *
 * Sources, by each provider's documentation:
 * - AWS IMDS `/latest/user-data` (also dated versions), the `ec2-metadata -d` / `ec2metadata --user-data`
 *   helpers; `aws ec2 describe-instance-attribute --attribute userData`; the `UserData` of
 *   `describe-launch-template-versions` and `autoscaling describe-launch-configurations`.
 * - Google's metadata server: `computeMetadata/v1/{instance,project}/attributes/KEY` (custom keys,
 *   `startup-script`, `user-data`, `kube-env`, …) and `?recursive=true` over a tree holding them;
 *   `gcloud compute instances|instance-templates|project-info describe|list --format` selecting metadata.
 * - Azure IMDS `compute/userData` and `customData`; `az vm|vmss show` with `--query` over `userData`
 *   (or `--include-user-data` shown whole).
 * - OpenStack's `openstack/latest/user_data`, Oracle Cloud's `opc/v*\/instance/metadata/user_data`,
 *   DigitalOcean's `metadata/v1/user-data`, Hetzner's `hetzner/v1/userdata`; `cloud-init query userdata`.
 */
import { optionValue } from "../commands/option-values.js";


/** A metadata service's address, then its path and query. `metadata` alone is Google's short name inside a VM. */
const METADATA_URL = /^(?:https?:\/\/)?(?:169\.254\.169\.254|\[?fd00:ec2::254\]?|100\.100\.100\.200|metadata\.google\.internal|metadata)(?::\d+)?(\/[^?#\s]*)?(\?[^#\s]*)?$/i;
/** Path endings that are the user data itself, on any provider. */
const USER_DATA_LEAF = /\/(?:user-data|userdata|user_data|customdata|vendor-data|vendor_data\d?(?:\.json)?)\/?$/i;
/** Google's attributes path: instance or project metadata, one key or the list. */
const GOOGLE_ATTRIBUTES = /^\/computemetadata\/v1(?:beta1)?\/(?:instance|project)\/attributes(?:\/([^/]*))?\/?$/i;
/** Google's metadata tree (all of it, or the instance's or project's part): with `recursive=true` it holds the attributes. */
const GOOGLE_TREE = /^\/computemetadata\/v1(?:beta1)?\/?(?:(?:instance|project)\/?)?$/i;
/** Oracle Cloud's instance metadata (`opc/v2/instance/metadata/`), where `user_data` lives with the SSH keys. */
const ORACLE_METADATA = /^\/opc\/v\d\/instance\/metadata\/?$/i;
/**
 * Google metadata keys documented as settings, not data (OS Login, SSH keys, logging and
 * monitoring switches, GKE's cluster names, script locations): reading them prints no secret.
 */
const HARMLESS_GOOGLE_KEYS: ReadonlySet<string> = new Set([
  "ssh-keys", "sshkeys", "block-project-ssh-keys", "enable-oslogin", "enable-oslogin-2fa", "enable-oslogin-sk", "serial-port-enable",
  "serial-port-logging-enable", "enable-guest-attributes", "google-logging-enabled", "google-monitoring-enabled", "enable-os-inventory",
  "enable-osconfig", "disable-legacy-endpoints", "cluster-name", "cluster-location", "cluster-uid", "created-by", "instance-template",
  "hostname", "startup-script-url", "shutdown-script-url", "vmdnssetting",
]);

/**
 * Whether a URL reads a machine's bootstrap data from its metadata service.
 *
 * @example
 * isBootstrapDataUrl("http://metadata.google.internal/computeMetadata/v1/instance/attributes/kube-env") // true
 * isBootstrapDataUrl("http://metadata.google.internal/computeMetadata/v1/instance/attributes/ssh-keys") // false
 * isBootstrapDataUrl("http://169.254.169.254/latest/meta-data/instance-id") // false
 */
export function isBootstrapDataUrl(url: string): boolean {
  if (url.length > 2048) return false;
  const match = METADATA_URL.exec(url);
  if (match === null) return false;
  const path = decodePath(match[1] ?? "/");
  const query = match[2] ?? "";
  if (USER_DATA_LEAF.test(path)) return true;
  const recursive = /[?&]recursive=true\b/i.test(query);
  const attributes = GOOGLE_ATTRIBUTES.exec(path);
  if (attributes !== null) {
    const key = (attributes[1] ?? "").toLowerCase();
    // The list of keys (`attributes/`) names them; `?recursive=true` prints their values.
    return key === "" ? recursive : !HARMLESS_GOOGLE_KEYS.has(key);
  }
  if (GOOGLE_TREE.test(path)) return recursive;
  return ORACLE_METADATA.test(path);
}

/** A metadata service's URL inside code (a one-liner's string literal), up to the first quote or space. */
const METADATA_URL_IN_CODE = /(?:https?:\/\/)?(?:169\.254\.169\.254|\[?fd00:ec2::254\]?|100\.100\.100\.200|metadata\.google\.internal)(?::\d+)?\/[^\s'"`)]*/gi;

/**
 * The bootstrap-data URL a one-liner's code fetches (`requests.get('http://metadata.google.internal/…/attributes/kube-env', …)`), or undefined.
 *
 * @example
 * bootstrapDataUrlInCode("urlopen('http://169.254.169.254/latest/user-data').read()") // "http://169.254.169.254/latest/user-data"
 */
export function bootstrapDataUrlInCode(code: string): string | undefined {
  if (code.length > 4096) return undefined;
  for (const match of code.matchAll(METADATA_URL_IN_CODE)) if (isBootstrapDataUrl(match[0])) return match[0];
  return undefined;
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Where `words` start among the first operands (a global option's value, `--region us-east-1`, may come first), or -1. */
function wordsAt(operands: readonly string[], words: readonly string[]): number {
  for (let start = 0; start <= 2; start++) if (words.every((word, offset) => operands[start + offset] === word)) return start;
  return -1;
}

/** A `--query` keeping whole launch templates or configurations (or their `UserData`); no query prints them whole. */
function keepsLaunchData(query: string | undefined): boolean {
  if (query === undefined) return true;
  return /userdata/i.test(query) || /(?:launchtemplatedata|launchtemplateversions(?:\[[^\]]*\])?|launchconfigurations(?:\[[^\]]*\])?)\s*(?:$|[,}\]|])/i.test(query) || /^\s*@?\s*$/.test(query);
}

/** gcloud `--format` projections that keep the metadata or a bootstrap key (not only its fingerprint). */
const GCLOUD_METADATA_FORMAT = /metadata(?!\.(?:fingerprint|kind)\b)|startup-script|shutdown-script|user-data|kube-env|sysprep-specialize|windows-startup/i;
const GCLOUD_DESCRIBES = new Set(["instances", "instance-templates", "project-info"]);

/**
 * The command that prints a machine's bootstrap data through a provider's CLI or a metadata
 * helper, named for reasons; undefined for any other. `args` are the words after the program,
 * `operands` those not starting with `-`.
 *
 * @example
 * bootstrapDataCommand("aws", ["ec2", "describe-instance-attribute", "--instance-id", "i-1", "--attribute", "userData"], …) // "aws ec2 describe-instance-attribute --attribute userData"
 */
export function bootstrapDataCommand(name: string, args: readonly string[], operands: readonly string[]): string | undefined {
  switch (name) {
    case "aws": {
      if (wordsAt(operands, ["ec2", "describe-instance-attribute"]) >= 0) return /^userdata$/i.test(optionValue(args, ["--attribute"]) ?? "") ? "aws ec2 describe-instance-attribute --attribute userData" : undefined;
      const launch = wordsAt(operands, ["ec2", "describe-launch-template-versions"]) >= 0 ? "ec2 describe-launch-template-versions" : wordsAt(operands, ["autoscaling", "describe-launch-configurations"]) >= 0 ? "autoscaling describe-launch-configurations" : undefined;
      return launch !== undefined && keepsLaunchData(optionValue(args, ["--query"])) ? `aws ${launch} (UserData)` : undefined;
    }
    case "gcloud": {
      const start = wordsAt(operands, ["compute"]);
      const verb = operands[start + 2];
      if (start < 0 || !GCLOUD_DESCRIBES.has(operands[start + 1] ?? "") || (verb !== "describe" && verb !== "list")) return undefined;
      const format = optionValue(args, ["--format"]);
      return format !== undefined && GCLOUD_METADATA_FORMAT.test(format) ? `gcloud compute ${operands[start + 1]} ${verb} --format=${format}` : undefined;
    }
    case "az": {
      if ((operands[0] !== "vm" && operands[0] !== "vmss") || operands[1] !== "show") return undefined;
      const query = optionValue(args, ["--query"]);
      if (query !== undefined) return /userdata|customdata/i.test(query) ? `az ${operands[0]} show --query ${query}` : undefined;
      return args.includes("--include-user-data") || args.includes("-u") ? `az ${operands[0]} show --include-user-data` : undefined;
    }
    case "ec2-metadata":
      return args.some((arg) => arg === "--user-data" || /^-[a-z]*d[a-z]*$/.test(arg)) ? "ec2-metadata --user-data" : undefined;
    case "ec2metadata":
      return args.includes("--user-data") ? "ec2metadata --user-data" : undefined;
    case "cloud-init":
      return operands[0] === "query" && (operands.slice(1).some((key) => /^(?:userdata|vendordata2?)$/i.test(key)) || args.includes("--all") || args.includes("-a")) ? "cloud-init query userdata" : undefined;
    default:
      return undefined;
  }
}
