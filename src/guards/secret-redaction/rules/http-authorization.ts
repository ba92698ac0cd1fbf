import { characterClasses, isDummyValue, shannonEntropy } from "../allow-list.js";
import { isAssignedSecret } from "./assigned-secrets.js";
import type { LocatedSecret, SecretRule } from "./secret-rule.js";

const STRUCTURE = 2;
const KIND = "authorization-header";

/**
 * Schemes whose credentials are taken at their word (RFC 9110 §11.6.2's registry and the schemes
 * APIs document): any token68 of eight characters or more that is no placeholder. Other schemes,
 * and credentials without a scheme, must look like a credential.
 */
const KNOWN_SCHEMES = new Set([
  "bearer", "basic", "token", "bot", "digest", "apikey", "api-key", "ssws", "geniekey", "splunk", "oauth", "mac", "hawk", "negotiate",
  "ntlm", "key", "jwt", "dpop", "sharedkey", "sharedkeylite", "sharedaccesssignature", "signature", "hmac", "aws", "aws4-hmac-sha256",
  "klaviyo-api-key", "pat", "zoho-oauthtoken", "sso-key", "gapps-oauth", "cwt", "privacytoken", "vapid",
]);
/** Auth-params that carry the credential: Digest's `response`, SigV4's `Signature`, OAuth 1.0's signature and token. */
const CREDENTIAL_PARAMS = /^(?:response|signature|sig|credential|token|oauth_signature|oauth_token|mac|password|secret|key)$/i;

/** A credential without a scheme that vouches for it: long, varied, letters and digits (not a word or an identifier). */
export function looksLikeCredential(value: string, minLength = 16): boolean {
  if (value.length < minLength || isDummyValue(value)) return false;
  return /[0-9]/.test(value) && /[A-Za-z]/.test(value) && shannonEntropy(value) >= 3 && characterClasses(value) >= 2;
}

/** Basic credentials (RFC 7617): base64 of `user-id:password`; `undefined` when the value is not that. */
export function decodeBasicCredentials(value: string): { user: string; password: string } | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 === 1) return undefined;
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon === -1 || !/^[\x20-\x7e\u00a0-\uffff]+$/.test(decoded) || decoded.includes("\ufffd")) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Whether a `Basic` token68 is a credential: a password that is no placeholder, or (not decodable) a token. */
function isBasicCredential(token: string): boolean {
  const credentials = decodeBasicCredentials(token);
  if (!credentials) return !isDummyValue(token);
  return credentials.password.length >= 3 && !isDummyValue(credentials.password);
}

/** One auth-param: `name=token` or `name="quoted"` (a value never starts with `=`, so a token68's padding is no param). */
const PARAM = String.raw`[A-Za-z][A-Za-z0-9_-]*[^\S\n]*=[^\S\n]*(?:"[^"\n]*"|[^\s,"=][^\s,"]*)`;

/**
 * `Authorization` and `Proxy-Authorization` (and `HTTP_AUTHORIZATION`, `X-Authorization`) wherever a
 * header is written: `Name: value` (HTTP, curl -H, `curl -v`), a JSON or YAML field (escaped in a JSON
 * string too), a hash (`=>`), a Go header map (`Authorization:[…]`), a client call
 * (`setRequestHeader("Authorization", …)`, `.header("Authorization", …)`), a name/value pair (HAR,
 * Postman) or a Python f-string. Groups: 1 the connector, 2 the scheme, 3 auth-params, 4 a token68.
 */
const HEADER = new RegExp(
  String.raw`(?:proxy-)?authorization(?:\\?["'\`])?[^\S\n]*(:|=>|=|,|\)?\.(?:set|add|put)\b)?[^\S\n]*\[?` +
    String.raw`(?:["']?,\s{0,40}["']?value["']?[^\S\n]*:[^\S\n]*)?(?:\\?["'\`]|[fFbBrR]["'])?[^\S\n]*` +
    String.raw`(?:([A-Za-z][A-Za-z0-9._+-]{1,40})[^\S\n]+)?` +
    String.raw`(?:(${PARAM}(?:[^\S\n]*,[^\S\n]*${PARAM}){0,20})|([A-Za-z0-9._~+/-]{8,}=*)(?![A-Za-z0-9._~+/=-]|[^\S\n]*=))`,
  "gi",
);

/**
 * Whether a name found at `index` starts there: after no letter or digit, except the `n` of an
 * escaped line break (`\r\nAuthorization:` in a Python `send: b'…'` line or a JSON string).
 */
export function startsName(text: string, index: number): boolean {
  if (index === 0 || !/[A-Za-z0-9]/.test(text[index - 1]!)) return true;
  return index >= 2 && text[index - 2] === "\\" && /[nrt]/.test(text[index - 1]!);
}

function locateHeader(match: RegExpExecArray, text: string): LocatedSecret | undefined {
  const indices = match.indices;
  if (!indices || !startsName(text, match.index)) return undefined;
  const connector = match[1];
  const scheme = match[2];
  const known = scheme !== undefined && KNOWN_SCHEMES.has(scheme.toLowerCase());
  const start = indices[2]?.[0] ?? indices[3]?.[0] ?? indices[4]![0];
  if (match[3] !== undefined) {
    // Auth-params (Digest, AWS4-HMAC-SHA256, OAuth 1.0): the whole list, ranked so that a key id inside stays in it.
    if (scheme === undefined) return undefined;
    const credentials = [...match[3].matchAll(/([A-Za-z][A-Za-z0-9_-]*)[^\S\n]*=[^\S\n]*(?:"([^"\n]*)"|([^\s,"]+))/g)]
      .filter((param) => CREDENTIAL_PARAMS.test(param[1]!))
      .map((param) => param[2] ?? param[3]!);
    if (credentials.some((value) => isDummyValue(value))) return undefined;
    if (!credentials.some((value) => looksLikeCredential(value))) return undefined;
    return { start, end: indices[3]![1], kind: KIND, rank: 3 };
  }
  const token = match[4]!;
  const end = indices[4]![1];
  if (known) {
    if (isDummyValue(token)) return undefined;
    if (scheme.toLowerCase() === "basic") return isBasicCredential(token) ? { start, end, kind: KIND } : undefined;
    // `Bearer my-access-token`, `token OAUTH-TOKEN`: words where the documentation's reader puts a token.
    if (/^[A-Za-z]+(?:[-_.][A-Za-z]+)*$/.test(token)) return undefined;
    return { start, end, kind: KIND };
  }
  // An unknown scheme or none: a connector must say this is the header's value, and the value must look like a credential.
  if (connector === undefined || !looksLikeCredential(token) || text[end] === "(") return undefined;
  return { start, end, kind: KIND };
}

/** A call that base64-encodes its argument, just before a literal (`btoa(`, `b64encode(b`, `Buffer.from(`, `[]byte(`). */
const ENCODE_CALL_BEFORE = /(?:btoa|b64encode|encodebytes|Buffer\.from|\[\]byte|GetBytes|encodeToString|Base64\.encode\w*)[^\S\n]*\([^\S\n]*b?$/i;
const ECHO_BEFORE = /(?:echo|printf)(?:[^\S\n]+-[ne]+)*(?:[^\S\n]+['"]%s['"])?[^\S\n]+$/;
const PIPE_TO_BASE64 = /^[^\S\n]*\|[^\S\n]*(?:base64|openssl[^\S\n]+(?:base64|enc[^\S\n]+-base64))/;

/** What may open a command on a line: its start, a shell operator, `$ ` of a prompt, `sudo`. */
const COMMAND_START = String.raw`(?:^|[\s;&|(\`])`;
const CURL = new RegExp(`${COMMAND_START}curl(?:\\.exe)?\\s`);
const HTTPIE = new RegExp(`${COMMAND_START}(?:https?|httpie)\\s`);

/** The command line that `index` is on, continuation lines (`\`, `^`, `` ` `` at their end) included, up to `index`. */
export function commandLineBefore(text: string, index: number): string {
  let start = text.lastIndexOf("\n", index - 1) + 1;
  for (let lines = 0; start > 0 && lines < 20; lines++) {
    const previousEnd = start - 1;
    const previousStart = text.lastIndexOf("\n", previousEnd - 1) + 1;
    if (!/[\\^`][^\S\n]*\r?$/.test(text.slice(previousStart, previousEnd))) break;
    start = previousStart;
  }
  return text.slice(start, index);
}

/**
 * RFC 9110 `Authorization` credentials and RFC 7617 Basic credentials as they are written down in
 * headers, command lines and client code.
 */
export const HTTP_AUTHORIZATION_RULES: readonly SecretRule[] = [
  {
    id: "authorization-header",
    // The credentials: a scheme and its token68 (RFC 6750 §2.1, RFC 7617 §2), a scheme and its auth-params (RFC 7616
    // Digest, AWS Signature Version 4), or a bare token. A vendor token inside keeps its own span (see mergeOverlapping).
    pattern: HEADER,
    locate: locateHeader,
    source: "https://www.rfc-editor.org/rfc/rfc9110#section-11.6.2 ; RFC 6750 §2.1 ; RFC 7617 §2 ; RFC 7616 §3.4 ; AWS SigV4",
    rank: STRUCTURE,
  },
  {
    id: "bearer-token",
    // A Bearer token wherever the scheme names it: `"Bearer …"` in code (`setValue("Bearer …", forHTTPHeaderField:)`,
    // `AuthenticationHeaderValue("Bearer", "…")`), `AUTH_HEADER="Bearer …"`, and curl's --oauth2-bearer.
    pattern: /(?<![A-Za-z0-9_-])(?:bearer|--oauth2-bearer)(?:["'][^\S\n]*,[^\S\n]*["']|[^\S\n]+)([A-Za-z0-9._~+/-]{16,}=*)(?![A-Za-z0-9._~+/=-])/gi,
    group: 1,
    validate: (token) => looksLikeCredential(token),
    kind: KIND,
    source: "https://www.rfc-editor.org/rfc/rfc6750#section-2.1 ; https://curl.se/docs/manpage.html#--oauth2-bearer",
    rank: STRUCTURE,
  },
  {
    id: "basic-credentials",
    // `Basic <base64>` wherever it is written: it is a credential when it decodes to user-id ":" password.
    pattern: /(?<![A-Za-z0-9_-])basic(?:["'][^\S\n]*,[^\S\n]*["']|[^\S\n]+)([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/gi,
    group: 1,
    validate: (token) => decodeBasicCredentials(token) !== undefined && isBasicCredential(token),
    kind: KIND,
    source: "https://www.rfc-editor.org/rfc/rfc7617#section-2",
    rank: STRUCTURE,
  },
  {
    id: "command-line-credentials",
    // curl's -u user:password (and --user, --proxy-user), HTTPie's -a/--auth, on the command line of that client
    // (continuation lines included): `docker run -u 1000:1000`, `ps -u user` and `sort -u` say nothing of credentials.
    // The value may be glued to the flag (`-uuser:password`), as curl accepts.
    pattern: /(-u|--user|--proxy-user|-a|--auth)(?:\s+|=)?["']?([^\s:"']{1,64}:([^\s"']{4,200}))["']?/g,
    locate: (match, text) => {
      if (match.index > 0 && !/\s/.test(text[match.index - 1]!)) return undefined;
      const client = match[1] === "-a" || match[1] === "--auth" ? HTTPIE : CURL;
      if (!client.test(commandLineBefore(text, match.index))) return undefined;
      const password = match[3]!;
      if (/^\d+$/.test(password) || isDummyValue(password)) return undefined;
      const [start, end] = match.indices![2]!;
      return { start, end, kind: KIND };
    },
    source: "https://curl.se/docs/manpage.html#-u ; https://httpie.io/docs/cli/authentication",
    rank: STRUCTURE,
  },
  {
    id: "basic-auth-call",
    // A user (quoted, or a variable) and a quoted password passed to an HTTP client's Basic authentication: requests'
    // `auth=("u", "p")` and `HTTPBasicAuth`, aiohttp's `BasicAuth`, Go's `SetBasicAuth`, OkHttp's `Credentials.basic`,
    // .NET's `NetworkCredential`, Ruby's `basic_auth`, Guzzle's `'auth' => ['u', 'p']`.
    pattern:
      /(?:\bauth["']?[^\S\n]*(?:=>|=|:)[^\S\n]*[[(]|\b(?:http|set|with)?(?:basic|digest)_?auth(?:entication)?[^\S\n]*\(|\bcredentials\.basic[^\S\n]*\(|\b(?:network|usernamepassword)credentials?[^\S\n]*\(|\bpasswordauthentication[^\S\n]*\()[^\S\n]*(?:(["'])[^"'\n]{1,64}\1|[A-Za-z_$][\w.$>-]{0,64})[^\S\n]*,[^\S\n]*(["'])([^"'\n]{4,200})\2/gi,
    group: 3,
    validate: (password) => isAssignedSecret(password, "password", true),
    kind: KIND,
    source: "https://requests.readthedocs.io/en/latest/user/authentication/ ; https://pkg.go.dev/net/http#Request.SetBasicAuth",
    rank: STRUCTURE,
  },
  {
    id: "smtp-auth-plain",
    // SMTP AUTH PLAIN (RFC 4616): base64 of authzid NUL authcid NUL password, as SMTP transcripts show it.
    pattern: /\bAUTH[^\S\n]+PLAIN[^\S\n]+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/g,
    group: 1,
    validate: (token) => {
      const parts = Buffer.from(token, "base64").toString("utf8").split("\u0000");
      return parts.length === 3 && parts[2]!.length >= 3 && !isDummyValue(parts[2]!);
    },
    kind: KIND,
    source: "https://www.rfc-editor.org/rfc/rfc4616#section-2",
    rank: STRUCTURE,
  },
  {
    id: "basic-credentials-literal",
    // `user:password` about to become Basic credentials: `echo -n 'u:p' | base64`, `btoa("u:p")`, `b64encode(b"u:p")`,
    // PHP's `CURLOPT_USERPWD, "u:p"`.
    pattern: /(["'`])([^\s:"'`@/\\]{1,64}):([^\s"'`]{4,128})\1/g,
    locate: (match, text) => {
      const password = match[3]!;
      if (password.startsWith("//") || !isAssignedSecret(password, "password", true)) return undefined;
      const end = match.index + match[0].length;
      const before = text.slice(Math.max(0, match.index - 48), match.index);
      const after = text.slice(end, end + 32);
      const encoded =
        ENCODE_CALL_BEFORE.test(before) ||
        (ECHO_BEFORE.test(before) && PIPE_TO_BASE64.test(after)) ||
        /^\.(?:getBytes|encode)\(/.test(after) ||
        /CURLOPT_USERPWD[^\S\n]*,[^\S\n]*$/.test(before);
      if (!encoded) return undefined;
      return { start: match.indices![2]![0], end: match.indices![3]![1], kind: KIND };
    },
    source: "https://www.rfc-editor.org/rfc/rfc7617#section-2",
    rank: STRUCTURE,
  },
];
