/**
 * Names that mark a secret (`DB_PASSWORD`, `apiKey`, `client_secret`, `_authToken`), judged by
 * their segments so that `max_tokens`, `password_hash` or `token_url` do not count.
 */

/** Words that alone mark a secret. */
const SECRET_SEGMENTS = new Set(["password", "passwd", "passphrase", "pwd", "pass", "secret", "secrets", "token", "credential", "credentials", "creds", "apikey", "auth", "pat", "pin", "bearer"]);
/** Endings that mark a secret in a name written as one word (`PGPASSWORD`, `authtoken`, `clientsecret`). */
const GLUED_ENDINGS = ["password", "passwd", "passphrase", "secret", "token", "apikey"];
/** Words glued before `pass` or `pwd` in names of passwords (`sshpass`, `storepass`, `dbpwd`). */
const GLUED_PASS_PREFIXES = new Set(["pg", "ssh", "store", "key", "db", "root", "admin", "smtp", "mail", "src", "dest", "new", "vnc", "sudo", "user", "ftp", "proxy", "redis", "mq", "mysql", "rabbit"]);
/** Words before `token` that make it no credential: pagination cursors, anti-forgery tokens, a tokenizer's special tokens. */
const NOT_CREDENTIAL_TOKENS = new Set(["page", "next", "continuation", "pagination", "paging", "cursor", "sync", "cancellation", "resume", "csrf", "xsrf", "bos", "eos", "pad", "unk", "sep", "cls", "mask"]);
/** Words that make a name about request forgery protection, which is no credential (the page itself carries it). */
const ANTI_FORGERY = /csrf|xsrf|antiforgery|requestverification/;
/** Words that mark a secret when followed by `key`. */
const KEY_QUALIFIERS = new Set([
  "api", "access", "private", "secret", "auth", "signing", "encryption", "decryption", "validation", "master", "session", "account", "client",
  "app", "service", "license", "webhook", "storage", "shared", "hmac", "jwt", "ssh", "deploy", "subscription", "functions", "function",
  "consumer", "admin", "write", "ingest", "ingestion", "sdk", "bot", "cipher", "crypto", "aes", "root", "cookie", "partner", "developer",
  "merchant", "server", "management", "mgmt", "integration",
]);
/** Last words that make the name about a secret rather than the secret itself. */
const NOT_THE_SECRET = new Set([
  "url", "uri", "endpoint", "host", "file", "path", "dir", "name", "type", "kind", "id", "ids", "length", "len", "size", "count", "limit",
  "max", "min", "ttl", "expiry", "expires", "expiration", "expire", "timeout", "header", "field", "policy", "env", "enabled", "required",
  "hash", "hashed", "digest", "prompt", "version", "format", "mode", "source", "provider", "usage", "budget", "location", "store", "arn",
  "label", "reset", "rotation", "manager", "rules", "rule", "pattern", "regex", "validation", "strength", "confirmation", "hint", "placeholder",
  "changed", "set", "exists", "present", "input", "scope", "scopes", "method", "flow", "strategy", "service", "class", "error", "prefix", "ref",
  // What is said about a secret, or a hash of one (an HPKP `pin-sha256` is a public key's hash).
  "message", "msg", "description", "desc", "title", "help", "tooltip", "sha1", "sha256", "sha384", "sha512", "md5", "fingerprint",
  // A file's extension: the name of a file that holds secrets (`credentials.json`), not a secret.
  "json", "yaml", "yml", "toml", "txt", "xml", "ini", "cfg", "conf", "cnf", "properties", "pem", "crt", "p12", "pfx", "jks", "tfrc",
]);

/** The lower-case words of an identifier: `npmAuthToken` → npm, auth, token; `DB_PASSWORD` → db, password. */
export function nameSegments(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((segment) => segment.length > 0);
}

/** How a name marks a secret: `password`, `aws-secret-access-key`, `secret-value`, or undefined when it does not. */
export function secretNameKind(name: string): string | undefined {
  const segments = nameSegments(name);
  if (segments.length === 0 || segments.length > 8) return undefined;
  const last = segments[segments.length - 1]!;
  if (NOT_THE_SECRET.has(last)) return undefined;
  if (segments.some((segment) => ANTI_FORGERY.test(segment))) return undefined;
  if (last === "token" && segments.length > 1 && NOT_CREDENTIAL_TOKENS.has(segments[segments.length - 2]!)) return undefined;
  let marked = false;
  let password = false;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    const glued = gluedSecret(segment);
    if (SECRET_SEGMENTS.has(segment) || glued) marked = true;
    if (segment === "key" && index > 0 && KEY_QUALIFIERS.has(segments[index - 1]!)) marked = true;
    if (segment.startsWith("pass") || segment === "pwd" || segment === "pin" || glued === "password") password = true;
  }
  if (!marked) return undefined;
  if (segments.includes("aws") && segments.includes("secret")) return "aws-secret-access-key";
  return password ? "password" : "secret-value";
}

/**
 * Whether one word of a name is secret-marking words glued together (`pgpassword`, `authtoken`,
 * `secretkey`): `password` for a password, `secret` for another secret, undefined otherwise.
 */
function gluedSecret(segment: string): "password" | "secret" | undefined {
  if (segment.length < 6 || SECRET_SEGMENTS.has(segment)) return undefined;
  for (const ending of GLUED_ENDINGS) {
    if (!segment.endsWith(ending) || segment.length === ending.length) continue;
    if (ending === "token" && NOT_CREDENTIAL_TOKENS.has(segment.slice(0, -ending.length))) return undefined;
    return ending.startsWith("pass") ? "password" : "secret";
  }
  if (segment.endsWith("key") && KEY_QUALIFIERS.has(segment.slice(0, -3))) return "secret";
  for (const ending of ["pass", "pwd"]) {
    if (!segment.endsWith(ending)) continue;
    // keytool's and jarsigner's -srcstorepass, -destkeypass, -new…
    const prefix = segment.slice(0, -ending.length).replace(/^(?:src|dest|new)(?=store|key)/, "");
    if (GLUED_PASS_PREFIXES.has(prefix)) return "password";
  }
  return undefined;
}
