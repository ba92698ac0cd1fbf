/**
 * Values that have a secret's format but are known not to be secrets: the vendors' documented
 * example keys, placeholders (loopgate's own and the usual `<your-token>`, `${TOKEN}`, `xxxx`),
 * masked values and references to where a secret lives.
 */
export const KNOWN_DUMMY_VALUES: ReadonlySet<string> = new Set([
  // AWS documentation's example credentials.
  "AKIAIOSFODNN7EXAMPLE",
  "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  "AKIAI44QH8DHBEXAMPLE",
  "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
  // The HTTP authentication RFCs' examples: RFC 6750 §2.1, RFC 7617 §2 (Aladdin:open sesame), RFC 6749 §4.1.4,
  // RFC 7616 §3.9.1 (MD5 and SHA-256 responses), RFC 2617 §3.5; AWS's Signature Version 4 example; Django REST framework's token.
  "mF_9.B5f-4.1JqM",
  "QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
  "2YotnFZFEjr1zCsicMWpAA",
  "tGzv3JOkF0XG5Qx2TlKWIA",
  "8ca523f5e9506fed4657c9700eebdbec",
  "753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1",
  "6629fae49393a05397450978507c4ef1",
  "fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024",
  "9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b",
  // jwt.io's example token.
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
]);

/** A loopgate placeholder: `[[secret:github-token:1]]`, `[[pii:email:2]]`. */
export const PLACEHOLDER_PATTERN = /\[\[(?:secret|pii):[a-z0-9-]+:\d+\]\]/g;

// Bullets (U+2022) and the ellipsis (U+2026) are written as escapes: the hook's bundles stay ASCII
// (see scripts/post-build.mjs).
const PLACEHOLDER_WORDS =
  /example|placeholder|changeme|change[-_]?me|redacted|dummy|sample|your[-_ ]?(?:own[-_ ]?)?(?:api|access|secret|token|key|pass|password|app|client|auth|bot|db)|insert[-_ ]?(?:your|here)|replace[-_ ]?(?:me|with|this)|xxxx|\*{3}|\u2022{3}|\.{3}|\u2026|<[^>]*>|\[\[|\{\{|%\(|todo|fixme|not[-_]?a[-_]?(?:real|secret)/i;
const REFERENCE = /^(?:\$\{?[A-Za-z_]|\$\(|%[A-Za-z_]+%$|process\.env|os\.environ|env\(|getenv|ENV\[|secrets\.|vault:|ref\+|op:\/\/|arn:aws:|sm:\/\/)/i;
/** Passwords written where a real one goes, in documentation and defaults. */
const DUMMY_PASSWORDS = new Set(["open sesame", "password", "passwd", "pass", "pwd", "secret", "secret123", "password123", "changeit", "test", "testing", "user", "username", "admin", "root", "guest", "foo", "bar", "foobar", "qwerty", "letmein", "hunter2", "s3cret", "p@ssw0rd", "passw0rd"]);
const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** Upper-case words joined by dashes, as documentation writes what goes there (`OAUTH-TOKEN`, `API-KEY`). */
const SHOUTED_WORDS = /^[A-Z]+(?:-[A-Z]+)+$/;
const SEQUENCES = /0123456789|123456789|abcdefghij|ABCDEFGHIJ|qwertyuiop/;

/**
 * Whether `value` is a known dummy, a placeholder, a masked value or a reference rather than a
 * secret. `value` is the secret part alone (a password, a token), not the text around it.
 */
export function isDummyValue(value: string): boolean {
  if (DUMMY_PASSWORDS.has(value.toLowerCase().replace(/[!.?]+$/, "")) || SEQUENCES.test(value)) return true;
  return isPlaceholderValue(value);
}

/**
 * Whether `value` is a documented example, a placeholder, a masked value or a reference: what
 * `isDummyValue` reports but for common passwords and runs of consecutive characters, which a
 * value with a vendor's token format may still hold when someone types a token by hand
 * (`ghp_1234567890…` written into a command is a credential as far as its reader can tell).
 */
export function isPlaceholderValue(value: string): boolean {
  if (KNOWN_DUMMY_VALUES.has(value)) return true;
  if (PLACEHOLDER_WORDS.test(value) || REFERENCE.test(value) || ENV_NAME.test(value) || SHOUTED_WORDS.test(value)) return true;
  // One character repeated (sk-aaaaaaaa…, 000000…), or almost nothing but one character.
  return isMonotonous(value);
}

/** Too few distinct characters, or one character over half of the value, for anything but a filler. */
function isMonotonous(value: string): boolean {
  const body = value.replace(/^[A-Za-z]{1,8}[_-]/, "");
  if (body.length === 0) return true;
  const counts = new Map<string, number>();
  for (const char of body) counts.set(char, (counts.get(char) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return counts.size <= 3 || most > body.length / 2 || /(.)\1{7}/.test(body);
}

/** Shannon entropy of `value` in bits per character. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** How many of lower case, upper case, digits and other characters `value` mixes. */
export function characterClasses(value: string): number {
  return Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) + Number(/[0-9]/.test(value)) + Number(/[^A-Za-z0-9]/.test(value));
}

/** The password of a URL's user information (`scheme://user:password@host`), if it has one. */
export function urlPassword(url: string): string | undefined {
  return /^[A-Za-z][A-Za-z0-9+.:-]*:\/\/[^\s:/@]*:([^\s@/]+)@/.exec(url)?.[1];
}
