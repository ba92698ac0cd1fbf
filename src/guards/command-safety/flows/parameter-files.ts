import type { Field } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";

/** A local file whose content a CLI reads as a parameter's value and sends with its request. */
export interface ParameterFile {
  /** The file, as a field whose value is its path (`~` is left for the path classification). */
  field: Field;
  /** The option the value belongs to (`--message`, `--data-file`), or "" for a positional argument. */
  parameter: string;
  /**
   * The parameter, or the command, takes a credential by design (a secret store's value, a
   * certificate's private key, a service's environment file): a file of the project given there
   * is the credential used as designed, not leaking.
   */
  designed: boolean;
}

/** AWS CLI: `file://PATH` (text) and `fileb://PATH` (binary) load any parameter's value from a file, `--cli-input-json|yaml` included. */
const AWS_PREFIX = /^fileb?:\/\/(.+)$/i;
/** Azure CLI: an argument value written `@PATH` is the file's content. */
const AZURE_PREFIX = /^@([^@].*)$/;
/**
 * gcloud: flags whose value names a file it reads and sends (`--flags-file`, `--data-file`,
 * `--env-vars-file`, `--plaintext-file`, `--metadata-from-file KEY=PATH,…`): every `--*-file` flag
 * but those that name a file it writes or a key it signs in with locally.
 */
const GCLOUD_FILE_FLAG = /^--[\w-]*(?:file|from-file)$/;
const GCLOUD_LOCAL_FILE_FLAG = /output|ciphertext|signature|log-file|destination|download|key-file|cred-file|credential-file|certificate-file|token-file|known-hosts/;
/** gcloud's `KEY=PATH[,KEY=PATH]` lists (the `--*-from-file` flags). */
const GCLOUD_LIST_FLAG = /-from-file$/;

/** AWS services and commands whose parameters hold credentials by design. */
const AWS_DESIGNED = new Set(["secretsmanager", "ssm", "acm", "acm-pca", "kms", "iam", "cloudhsmv2"]);
/** gcloud groups whose parameters hold credentials by design. */
const GCLOUD_DESIGNED = new Set(["secrets", "kms"]);
/** Options that take a credential by design in any of these CLIs. */
const DESIGNED_OPTION = /^--(?:secret[\w-]*|private-key|certificate[\w-]*|key-material|public-key[\w-]*|ssh-public-key[\w-]*|[\w-]*env-vars-file|value|password)$/;
/** Subcommands that use credentials locally: logging in, configuring the CLI itself. */
const LOCAL_USE: Record<string, ReadonlySet<string>> = {
  aws: new Set(["configure", "login", "sso"]),
  az: new Set(["login", "config", "configure"]),
  gcloud: new Set(["auth", "config"]),
};

/** Cloud secret stores, by CLI and service: what is given to them is kept as a secret by design. */
const SECRET_STORES: Record<string, ReadonlySet<string>> = {
  aws: new Set(["secretsmanager", "ssm"]),
  az: new Set(["keyvault"]),
  gcloud: new Set(["secrets"]),
};

/**
 * Whether a cloud command writes into the cloud's secret store (`aws secretsmanager`, `aws ssm
 * put-parameter`, `az keyvault secret set`, `gcloud secrets versions add`): a credential given to
 * it is stored as a secret, its use as designed.
 *
 * @example
 * storesSecrets("aws", ["ssm", "put-parameter"]) // true
 * storesSecrets("aws", ["sns", "publish"]) // false
 */
export function storesSecrets(name: string, words: readonly string[]): boolean {
  return ownEntry(SECRET_STORES, name)?.has(words[0] ?? "") === true;
}

/**
 * The local files a cloud CLI reads parameter values from, by the prefixes and options each CLI
 * documents for it: AWS CLI `file://` and `fileb://` on any parameter, Azure CLI `@file` on any
 * argument, gcloud `--flags-file`, `--data-file`, `--*-vars-file` and `--*-from-file KEY=PATH`.
 * A prefix is only read as a file for the CLI that documents it so; `-` (standard input) is not a file.
 *
 * @example
 * parameterFiles("aws", fields("sns", "publish", "--message", "file://notes.txt")).map((file) => file.field.value) // ["notes.txt"]
 * parameterFiles("az", fields("rest", "--body", "@body.json"))[0]?.parameter // "--body"
 */
export function parameterFiles(name: string, args: readonly Field[]): ParameterFile[] {
  if (name !== "aws" && name !== "az" && name !== "gcloud") return [];
  const words = args.filter((field) => field.value !== undefined && !field.value.startsWith("-")).map((field) => field.value as string);
  if (ownEntry(LOCAL_USE, name)?.has(words[0] ?? "")) return [];
  const designedCommand = name === "aws" ? AWS_DESIGNED.has(words[0] ?? "") : name === "gcloud" ? GCLOUD_DESIGNED.has(words[0] ?? "") : words[0] === "keyvault";
  const found: ParameterFile[] = [];
  const add = (field: Field, path: string, parameter: string) => {
    if (path === "" || path === "-") return;
    found.push({ field: { value: path, text: field.text, glob: false }, parameter, designed: designedCommand || DESIGNED_OPTION.test(parameter) });
  };
  let option = "";
  for (const field of args) {
    const value = field.value;
    if (value === undefined) {
      option = "";
      continue;
    }
    // `--opt=value` and `--opt value` both belong to --opt.
    const equals = value.startsWith("--") ? value.indexOf("=") : -1;
    const [parameter, written] = equals > 0 ? [value.slice(0, equals), value.slice(equals + 1)] : value.startsWith("-") ? [value, undefined] : [option, value];
    option = written === undefined ? parameter : "";
    if (written === undefined) continue;
    if (name === "aws") {
      const path = AWS_PREFIX.exec(written)?.[1];
      if (path !== undefined) add(field, path, parameter);
    } else if (name === "az") {
      const path = AZURE_PREFIX.exec(written)?.[1];
      if (path !== undefined) add(field, path, parameter);
    } else if (GCLOUD_FILE_FLAG.test(parameter) && !GCLOUD_LOCAL_FILE_FLAG.test(parameter)) {
      const paths = GCLOUD_LIST_FLAG.test(parameter) ? written.split(",").slice(0, 16).map((pair) => pair.slice(pair.indexOf("=") + 1)) : [written];
      for (const path of paths) add(field, path, parameter);
    }
  }
  return found;
}

/** HTTPie's and xh's request items that read a file: `field=@f` (text), `field:=@f` (JSON), `param==@f`, `field@f` (a form upload), and a lone `@f` (the body). */
const REQUEST_ITEM_FILE = /^(?:[^\s=:@]*(?:==|:=|=)?)@(.+)$/;

/**
 * The local files HTTPie (`http`, `https`) and xh (`xh`, `xhs`) read from their request items,
 * as their documentation gives them: `field=@file`, `field:=@file`, `param==@file`, `field@file`
 * and a lone `@file`. An item escaped as `field\@x` is a literal.
 *
 * @example
 * requestItemFiles(fields("POST", "x.example.com", "a=1", "doc@notes.txt")).map((field) => field.value) // ["notes.txt"]
 */
export function requestItemFiles(args: readonly Field[]): Field[] {
  const files: Field[] = [];
  for (const field of args) {
    const value = field.value;
    if (value === undefined || value.startsWith("-") || value.includes("://") || value.includes("\\@")) continue;
    const path = REQUEST_ITEM_FILE.exec(value)?.[1];
    // A `user@host` URL read this way names a path that is no file of ours, which the classification passes.
    if (path !== undefined && path !== "-") files.push({ value: path.replace(/;type=.*$/, ""), text: field.text, glob: false });
  }
  return files;
}
