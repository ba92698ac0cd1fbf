/**
 * Names that mark a secret (`DB_PASSWORD`, `apiKey`, `client_secret`, `_authToken`), judged by
 * their segments so that `max_tokens`, `password_hash` or `token_url` do not count.
 */

/** Words that alone mark a secret. */
const SECRET_SEGMENTS = new Set(["password", "passwd", "passphrase", "pwd", "pass", "secret", "secrets", "token", "credential", "credentials", "creds", "apikey", "auth", "pat", "pin"]);
/** Words that mark a secret when followed by `key`. */
const KEY_QUALIFIERS = new Set(["api", "access", "private", "secret", "auth", "signing", "encryption", "master", "session", "account", "client", "app", "service", "license", "webhook", "storage", "shared", "hmac", "jwt", "ssh", "deploy"]);
/** Last words that make the name about a secret rather than the secret itself. */
const NOT_THE_SECRET = new Set([
  "url", "uri", "endpoint", "host", "file", "path", "dir", "name", "type", "kind", "id", "ids", "length", "len", "size", "count", "limit",
  "max", "min", "ttl", "expiry", "expires", "expiration", "expire", "timeout", "header", "field", "policy", "env", "enabled", "required",
  "hash", "hashed", "digest", "prompt", "version", "format", "mode", "source", "provider", "usage", "budget", "location", "store", "arn",
  "label", "reset", "rotation", "manager", "rules", "rule", "pattern", "regex", "validation", "strength", "confirmation", "hint", "placeholder",
  "changed", "set", "exists", "present", "input", "scope", "scopes", "method", "flow", "strategy", "service", "class", "error", "prefix", "ref",
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
  let marked = false;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    if (SECRET_SEGMENTS.has(segment)) marked = true;
    if (segment === "key" && index > 0 && KEY_QUALIFIERS.has(segments[index - 1]!)) marked = true;
  }
  if (!marked) return undefined;
  if (segments.includes("aws") && segments.includes("secret")) return "aws-secret-access-key";
  return segments.some((segment) => segment.startsWith("pass") || segment === "pwd" || segment === "pin") ? "password" : "secret-value";
}
