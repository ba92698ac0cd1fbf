import { isDummyValue } from "../allow-list.js";
import { TOKEN_END, TOKEN_START, type SecretRule } from "./secret-rule.js";

const STRUCTURE = 2;

/** Whether a base64url segment decodes to a JSON object (a JWT's header or claims). */
function isJsonObjectSegment(segment: string): boolean {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return typeof decoded === "object" && decoded !== null && !Array.isArray(decoded);
  } catch {
    return false;
  }
}

/** Enough key material between the markers: a block of `...` or `<your key>` is documentation. */
function hasKeyMaterial(block: string): boolean {
  const body = block.replace(/-----(?:BEGIN|END)[^-]*-----/g, "").replace(/\\[nr]|[^A-Za-z0-9+/=]/g, "");
  return body.length >= 40 && new Set(body).size >= 16;
}

/**
 * Secrets recognised by their structure rather than a vendor prefix: JSON Web Tokens, PEM and
 * OpenSSH private key blocks, and `Authorization` headers.
 */
export const STRUCTURED_SECRET_RULES: readonly SecretRule[] = [
  {
    id: "private-key",
    // A block that never ends (a truncated file, a stream cut short) is a key to the end of the text.
    // In a JSON string (a service account key file) the key is the whole value, its escaped line breaks included.
    pattern: /-----BEGIN[ A-Z0-9]{0,24}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,24}PRIVATE KEY(?: BLOCK)?-----(?:(?:\\r)?\\n)*|$(?![\s\S]))/g,
    validate: hasKeyMaterial,
    allowListed: () => undefined,
    source: "https://www.rfc-editor.org/rfc/rfc7468 ; OpenSSH PROTOCOL.key",
    rank: STRUCTURE,
  },
  {
    id: "jwt",
    pattern: new RegExp(`${TOKEN_START}eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{16,}${TOKEN_END}`, "g"),
    validate: (jwt) => {
      const [header, claims] = jwt.split(".");
      return isJsonObjectSegment(header!) && isJsonObjectSegment(claims!);
    },
    source: "https://www.rfc-editor.org/rfc/rfc7519 (JWS compact serialization, RFC 7515 §7.1)",
    rank: STRUCTURE,
  },
  {
    id: "authorization-header",
    // The credentials (RFC 9110 §11.6.2: the scheme and its token68, RFC 6750 §2.1, RFC 7617 §2), wherever a
    // header is written down: `Name: value` (HTTP, curl -H, logs), a JSON/YAML field, a hash (`=>`), a
    // client call (`setRequestHeader("Authorization", "Bearer …")`, `.header("Authorization", …)`), or a
    // name/value pair (HAR's `{"name": "Authorization", "value": …}`, Postman's `{"key": …, "value": …}`).
    // A vendor token inside keeps its own span (see mergeOverlapping), so it is named the same everywhere.
    pattern:
      /(?<![A-Za-z0-9_-])(?:proxy-)?authorization["'`]?[^\S\n]*(?:[:=,]|=>|\)?\.(?:set|add|put)\b)?[^\S\n]*(?:["']?,[^\S\n]*["']?value["']?[^\S\n]*:[^\S\n]*)?["'`]?[^\S\n]*((?:Bearer|Basic|Token|Bot|Digest|ApiKey|Api-Key|SSWS|GenieKey|Splunk)[^\S\n]+([A-Za-z0-9._~+/-]{8,}={0,2}))/gi,
    group: 1,
    allowListed: (match) => match[2],
    source: "https://www.rfc-editor.org/rfc/rfc9110#section-11.6.2",
    rank: STRUCTURE,
  },
  {
    id: "command-line-credentials",
    // curl's -u user:password (and --user, --proxy-user). Only on a curl command line: `docker run -u 1000:1000`,
    // `ps -u user` and `sort -u` say nothing of credentials.
    pattern: /(?<=^|\s)(?:-u|--user|--proxy-user)(?:\s+|=)["']?([^\s:"'@]{1,64}:([^\s"']{4,200}))["']?/g,
    locate: (match, text) => {
      const lineStart = text.lastIndexOf("\n", match.index) + 1;
      if (!/\bcurl\b/.test(text.slice(lineStart, match.index))) return undefined;
      const password = match[2]!;
      if (/^\d+$/.test(password) || isDummyValue(password)) return undefined;
      const start = match.index + match[0].indexOf(match[1]!);
      return { start, end: start + match[1]!.length, kind: "authorization-header" };
    },
    source: "https://curl.se/docs/manpage.html#-u",
    rank: STRUCTURE,
  },
  {
    id: "aws-secret-access-key",
    // An access key id followed by its secret key, as the credentials CSV and `aws configure list` show them.
    pattern: /(?:AKIA|ASIA)[A-Z0-9]{16}["']?[\s,;|:=]{1,12}["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g,
    group: 1,
    // A secret key mixes cases; forty hex digits beside a key id are a hash (a commit, a checksum).
    validate: (secret) => /[A-Z]/.test(secret) && /[a-z]/.test(secret) && !/^[0-9a-fA-F]+$/.test(secret),
    source: "https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html",
    rank: 3,
  },
];
