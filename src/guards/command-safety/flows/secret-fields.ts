/**
 * Secret stores keep identity and location beside the secret: a login's user name, a database's
 * host and port. A read that selects only such a field prints no secret. Which fields are safe is
 * decided by name: those meaning who or where (`username`, `email`, `host`, `url`, `port`,
 * `database`, `region`, …); every other field, custom ones included, stays a secret.
 *
 * How each tool selects a field, by its reference:
 * - `vault kv get|read -field=NAME` (Vault CLI: "Print only the field with the given name");
 * - 1Password secret references `op://vault/item[/section]/field` (`op read`), optional query
 *   parameters (`?attribute=otp`) change what is printed and stay secret; `op item get --fields label=NAME,…`;
 * - `bw get username|uri|… ID` (Bitwarden CLI: the object to get; `password`, `totp`, `notes`, `item` are secret);
 * - `gopass show SECRET KEY` (the value of one key of a secret), without `-o|--password`;
 * - `lpass show --username|--url|--name|--id` (LastPass CLI), `keepassxc-cli show -a|--attributes NAME`,
 *   `rbw get --field NAME`.
 */
import { optionValues } from "../commands/option-values.js";


/** Field names that mean identity or location, lower case. */
const IDENTITY_FIELDS: ReadonlySet<string> = new Set(["username", "user", "login", "email", "host", "hostname", "url", "uri", "port", "database", "dbname", "region"]);

/**
 * Whether a field's name means identity or location (case and a `label=` selector ignored).
 *
 * @example
 * isIdentityField("UserName") // true
 * isIdentityField("password") // false
 */
export function isIdentityField(field: string): boolean {
  return IDENTITY_FIELDS.has(field.replace(/^label=/i, "").toLowerCase());
}

/** `vault kv get -field=username …`: only an identity field is printed (`-field` and `--field`, `=` or a separate value). */
export function vaultSelectsIdentity(args: readonly string[]): boolean {
  const fields = optionValues(args, ["-field", "--field"]);
  return fields.length > 0 && fields.every(isIdentityField);
}

/** A 1Password secret reference's field (`op://vault/item/username`, `op://vault/item/section/url`), without query parameters. */
const OP_REFERENCE = /^op:\/\/[^/?]+\/[^/?]+\/(?:[^/?]+\/)?([^/?]+)$/;

/** `op read op://vault/item/username`: every reference read names an identity field. */
export function opReadsIdentity(rest: readonly string[]): boolean {
  const references = rest.filter((operand) => operand.startsWith("op://"));
  return references.length > 0 && references.every((reference) => isIdentityField(OP_REFERENCE.exec(reference)?.[1] ?? ""));
}

/** `op item get ITEM --fields label=username,email` (without `--reveal` of others or `--otp`): only identity fields. */
export function opItemSelectsIdentity(args: readonly string[]): boolean {
  if (args.includes("--otp")) return false;
  const fields = optionValues(args, ["--fields"]).flatMap((value) => value.split(","));
  return fields.length > 0 && fields.every(isIdentityField);
}

/** Bitwarden CLI objects that are not secrets: who and where, and the vault's structure. */
const BITWARDEN_PUBLIC = new Set(["username", "uri", "template", "folder", "collection", "organization", "org-collection", "exposed", "fingerprint"]);

/** `bw get username ID`: the object asked for is public. */
export function bitwardenGetsPublic(rest: readonly string[]): boolean {
  return rest[0] !== undefined && BITWARDEN_PUBLIC.has(rest[0].toLowerCase());
}

/** `gopass show SECRET username`: one key of a secret, an identity one, and not the password (`-o`, `--password`). */
export function gopassShowsIdentity(args: readonly string[], rest: readonly string[]): boolean {
  if (args.some((arg) => arg === "-o" || arg === "--password" || arg === "--password-only")) return false;
  return rest.length === 2 && isIdentityField(rest[1] as string);
}

/** `lpass show --username ITEM`: only identity fields are asked for. */
export function lastpassShowsIdentity(args: readonly string[]): boolean {
  const asked = args.filter((arg) => /^--(?:username|url|name|id|password|notes|field|all|json|expand-multi|basic-regexp|fixed-strings)\b/.test(arg));
  if (asked.length === 0) return false;
  return asked.every((arg) => arg === "--username" || arg === "--url" || arg === "--name" || arg === "--id" || (arg.startsWith("--field=") && isIdentityField(arg.slice(8))));
}

/** `keepassxc-cli show -a UserName -a URL db entry`: only identity attributes (without `-a`, or with `-s`, the password may show). */
export function keepassxcShowsIdentity(args: readonly string[]): boolean {
  if (args.some((arg) => arg === "-s" || arg === "--show-protected" || arg === "--totp" || arg === "-t" || arg === "--all")) return false;
  const attributes = optionValues(args, ["-a", "--attributes"]);
  return attributes.length > 0 && attributes.every(isIdentityField);
}

/** `rbw get --field username ENTRY`. */
export function rbwSelectsIdentity(args: readonly string[]): boolean {
  const fields = optionValues(args, ["--field"]);
  return fields.length > 0 && fields.every(isIdentityField);
}

/**
 * `openstack token issue -c expires -f value`: cliff's output formatters print only the columns
 * `-c`/`--column` name (python-cliff, "Output Formatters"). Every column named must be one of
 * `publicColumns`; `id` of `token issue` is the token itself, `secret` of an application or EC2
 * credential is its secret.
 */
export function cliffSelectsColumns(args: readonly string[], publicColumns: ReadonlySet<string>): boolean {
  const columns = optionValues(args, ["-c", "--column"]);
  for (const arg of args) if (/^-c[^-]/.test(arg)) columns.push(arg.slice(2));
  return columns.length > 0 && columns.every((column) => publicColumns.has(column.toLowerCase()));
}

/**
 * `az account get-access-token --query expiresOn -o tsv`, `aws sts assume-role … --query
 * Credentials.Expiration`: a JMESPath `--query` that is one plain path (keys, `[N]`, `[]`),
 * selecting one of `publicPaths` (lower case, indexes written `[]`), prints only that field.
 */
export function querySelectsPath(args: readonly string[], publicPaths: ReadonlySet<string>): boolean {
  const queries = optionValues(args, ["--query"]);
  if (queries.length !== 1) return false;
  const query = (queries[0] as string).trim().replace(/^(["'])(.*)\1$/, "$2");
  if (!/^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*|\[\d*\])*$/.test(query) || query.length > 128) return false;
  return publicPaths.has(query.toLowerCase().replace(/\[\d*\]/g, "[]"));
}
