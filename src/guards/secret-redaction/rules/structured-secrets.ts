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
    pattern: /-----BEGIN[ A-Z0-9]{0,24}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,24}PRIVATE KEY(?: BLOCK)?-----|$(?![\s\S]))/g,
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
    // The scheme and its credentials (RFC 9110 §11.6.2), as a header, a curl -H, or a JSON/YAML field.
    pattern:
      /(?<![A-Za-z0-9_-])(?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:Bearer|Basic|Token|Bot|Digest|ApiKey|Api-Key|SSWS|GenieKey|Splunk|token|bearer|basic)\s+([A-Za-z0-9._~+/=-]{8,}={0,2})/gi,
    // The credentials alone: the scheme is no secret, and the same token gets the same placeholder wherever it appears.
    group: 1,
    source: "https://www.rfc-editor.org/rfc/rfc9110#section-11.6.2",
    rank: STRUCTURE,
  },
];
