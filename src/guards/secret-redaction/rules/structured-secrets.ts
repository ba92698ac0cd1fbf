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
 * OpenSSH private key blocks, and an AWS secret key beside its key id (HTTP credentials are in
 * `http-authorization.ts`).
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
