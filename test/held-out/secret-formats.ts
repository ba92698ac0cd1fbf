/**
 * Fake secrets in their vendors' documented formats, for the secret-redaction held-out set
 * (`./secret-redaction.ts`). Every random part comes from a seeded generator, so the values are
 * stable from run to run and copied from nowhere; where a format carries a checksum (GitHub's and
 * npm's CRC32 suffix) it is computed, so a detector that verifies checksums accepts them.
 */

/** The kinds of secret the set holds, one per documented format (or family of formats). */
export const SECRET_KINDS = [
  "aws-access-key-id",
  "aws-secret-access-key",
  "github-token",
  "github-fine-grained-pat",
  "gitlab-token",
  "slack-token",
  "slack-webhook",
  "stripe-secret-key",
  "openai-api-key",
  "anthropic-api-key",
  "google-api-key",
  "gcp-service-account-key",
  "azure-storage-key",
  "npm-token",
  "pypi-token",
  "twilio-api-key",
  "sendgrid-api-key",
  "mailgun-api-key",
  "shopify-token",
  "discord-bot-token",
  "telegram-bot-token",
  "jwt",
  "pem-private-key",
  "openssh-private-key",
  "database-password",
  "authorization-bearer",
  "authorization-basic",
  "docker-auth",
  "generic-secret",
] as const;

/** One kind of secret. */
export type SecretKind = (typeof SECRET_KINDS)[number];

/** Where each kind's format is documented. */
export const SECRET_KIND_SOURCES: Record<SecretKind, string> = {
  "aws-access-key-id": "https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids",
  "aws-secret-access-key": "https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html",
  "github-token": "https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/",
  "github-fine-grained-pat": "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats",
  "gitlab-token": "https://docs.gitlab.com/security/tokens/#token-prefixes",
  "slack-token": "https://docs.slack.dev/authentication/tokens",
  "slack-webhook": "https://docs.slack.dev/messaging/sending-messages-using-incoming-webhooks",
  "stripe-secret-key": "https://docs.stripe.com/keys",
  "openai-api-key": "https://platform.openai.com/docs/api-reference/authentication",
  "anthropic-api-key": "https://docs.anthropic.com/en/api/overview#authentication",
  "google-api-key": "https://cloud.google.com/docs/authentication/api-keys",
  "gcp-service-account-key": "https://cloud.google.com/iam/docs/keys-create-delete",
  "azure-storage-key": "https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string",
  "npm-token": "https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/",
  "pypi-token": "https://pypi.org/help/#apitoken",
  "twilio-api-key": "https://www.twilio.com/docs/iam/api-keys",
  "sendgrid-api-key": "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys",
  "mailgun-api-key": "https://documentation.mailgun.com/docs/mailgun/api-reference/authentication",
  "shopify-token": "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens",
  "discord-bot-token": "https://discord.com/developers/docs/reference#authentication",
  "telegram-bot-token": "https://core.telegram.org/bots/api#authorizing-your-bot",
  jwt: "https://datatracker.ietf.org/doc/html/rfc7519",
  "pem-private-key": "https://datatracker.ietf.org/doc/html/rfc7468",
  "openssh-private-key": "https://github.com/openssh/openssh-portable/blob/master/PROTOCOL.key",
  "database-password": "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
  "authorization-bearer": "https://datatracker.ietf.org/doc/html/rfc6750#section-2.1",
  "authorization-basic": "https://datatracker.ietf.org/doc/html/rfc7617",
  "docker-auth": "https://docs.docker.com/reference/cli/docker/login/#credential-stores",
  "generic-secret": "https://12factor.net/config",
};

const DIGITS = "0123456789";
const HEX = "0123456789abcdef";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const BASE62 = DIGITS + UPPER + LOWER;
const BASE64 = UPPER + LOWER + DIGITS + "+/";
const BASE64URL = UPPER + LOWER + DIGITS + "-_";
const BASE32 = UPPER + "234567";

/**
 * A small seeded generator (mulberry32): the same seed gives the same fake secrets on every run,
 * which keeps the set's expected substrings stable.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError("pick() needs a non-empty list");
    return item;
  }

  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let out = "";
    for (let index = 0; index < length; index++) out += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    return out;
  }

  hex(length: number): string {
    return this.chars(HEX, length);
  }

  digits(length: number): string {
    return this.chars(DIGITS.slice(1), 1) + this.chars(DIGITS, length - 1);
  }

  base62(length: number): string {
    return this.chars(BASE62, length);
  }

  base64(length: number): string {
    return this.chars(BASE64, length);
  }

  base64url(length: number): string {
    return this.chars(BASE64URL, length);
  }

  base32(length: number): string {
    return this.chars(BASE32, length);
  }

  uuid(): string {
    const hex = this.hex(32);
    const variant = "89ab".charAt(this.int(0, 3));
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

const CRC32_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** The CRC32 (IEEE) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let index = 0; index < text.length; index++) {
    crc = (crc >>> 8) ^ (CRC32_TABLE[(crc ^ text.charCodeAt(index)) & 0xff] ?? 0);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** `value` in base62 (digits, then upper, then lower case), left-padded with zeros to `width`. */
export function toBase62(value: number, width: number): string {
  let out = "";
  let rest = value;
  do {
    out = BASE62.charAt(rest % 62) + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, "0");
}

/**
 * A GitHub- or npm-style token: the prefix, 30 random base62 characters, then the CRC32 of those
 * 30 characters in 6 base62 characters.
 */
export function checksummedToken(random: SeededRandom, prefix: string): string {
  const body = random.base62(30);
  return `${prefix}${body}${toBase62(crc32(body), 6)}`;
}

function base64Of(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}

function base64UrlOf(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

function wrap(body: string, width: number): string {
  const lines: string[] = [];
  for (let index = 0; index < body.length; index += width) lines.push(body.slice(index, index + width));
  return lines.join("\n");
}

/** One fake secret: its kind and the exact text a detector must cover. */
export interface FakeSecret {
  kind: SecretKind;
  value: string;
}

/** Makers of single-line fake secrets, keyed by kind. */
export const makeSecret = {
  awsAccessKeyId: (random: SeededRandom): FakeSecret => ({
    kind: "aws-access-key-id",
    value: `${random.pick(["AKIA", "AKIA", "ASIA"])}${random.base32(16)}`,
  }),
  awsSecretAccessKey: (random: SeededRandom): FakeSecret => ({ kind: "aws-secret-access-key", value: random.base64(40) }),
  githubToken: (random: SeededRandom, prefix: "ghp_" | "gho_" | "ghu_" | "ghs_" | "ghr_"): FakeSecret => ({
    kind: "github-token",
    value: checksummedToken(random, prefix),
  }),
  githubFineGrainedPat: (random: SeededRandom): FakeSecret => ({
    kind: "github-fine-grained-pat",
    value: `github_pat_11${random.chars(UPPER + DIGITS, 20)}_${random.base62(59)}`,
  }),
  gitlabToken: (random: SeededRandom): FakeSecret => ({ kind: "gitlab-token", value: `glpat-${random.base64url(20)}` }),
  slackBotToken: (random: SeededRandom): FakeSecret => ({
    kind: "slack-token",
    value: `xoxb-${random.digits(12)}-${random.digits(13)}-${random.base62(24)}`,
  }),
  slackUserToken: (random: SeededRandom): FakeSecret => ({
    kind: "slack-token",
    value: `xoxp-${random.digits(12)}-${random.digits(12)}-${random.digits(13)}-${random.hex(32)}`,
  }),
  slackWebhook: (random: SeededRandom): FakeSecret => ({
    kind: "slack-webhook",
    value: `https://hooks.slack.com/services/T${random.chars(UPPER + DIGITS, 8)}/B${random.chars(UPPER + DIGITS, 10)}/${random.base62(24)}`,
  }),
  stripeSecretKey: (random: SeededRandom): FakeSecret => ({
    kind: "stripe-secret-key",
    value: `${random.pick(["sk_live_", "sk_live_", "rk_live_"])}${random.base62(random.pick([24, 99]))}`,
  }),
  openaiApiKey: (random: SeededRandom): FakeSecret => ({
    kind: "openai-api-key",
    value: `sk-proj-${random.base64url(74)}T3BlbkFJ${random.base64url(74)}`,
  }),
  anthropicApiKey: (random: SeededRandom): FakeSecret => ({
    kind: "anthropic-api-key",
    value: `sk-ant-api03-${random.base64url(93)}AA`,
  }),
  googleApiKey: (random: SeededRandom): FakeSecret => ({ kind: "google-api-key", value: `AIza${random.base64url(35)}` }),
  azureStorageKey: (random: SeededRandom): FakeSecret => ({ kind: "azure-storage-key", value: `${random.base64(86)}==` }),
  npmToken: (random: SeededRandom): FakeSecret => ({ kind: "npm-token", value: checksummedToken(random, "npm_") }),
  pypiToken: (random: SeededRandom): FakeSecret => ({
    kind: "pypi-token",
    value: `pypi-AgEIcHlwaS5vcmcCJG${random.base64url(150)}`,
  }),
  twilioApiKey: (random: SeededRandom): FakeSecret => ({ kind: "twilio-api-key", value: `SK${random.hex(32)}` }),
  sendgridApiKey: (random: SeededRandom): FakeSecret => ({
    kind: "sendgrid-api-key",
    value: `SG.${random.base64url(22)}.${random.base64url(43)}`,
  }),
  mailgunApiKey: (random: SeededRandom): FakeSecret => ({ kind: "mailgun-api-key", value: `key-${random.hex(32)}` }),
  shopifyToken: (random: SeededRandom): FakeSecret => ({
    kind: "shopify-token",
    value: `${random.pick(["shpat_", "shpca_", "shppa_", "shpss_"])}${random.hex(32)}`,
  }),
  discordBotToken: (random: SeededRandom): FakeSecret => ({
    kind: "discord-bot-token",
    value: `${base64Of(random.digits(19)).replace(/=+$/, "")}.${random.base64url(6)}.${random.base64url(38)}`,
  }),
  telegramBotToken: (random: SeededRandom): FakeSecret => ({
    kind: "telegram-bot-token",
    value: `${random.digits(10)}:AA${random.base64url(33)}`,
  }),
  jwt: (random: SeededRandom): FakeSecret => {
    const header = base64UrlOf(JSON.stringify({ alg: random.pick(["HS256", "RS256"]), typ: "JWT" }));
    const issuedAt = 1_700_000_000 + random.int(0, 30_000_000);
    const payload = base64UrlOf(
      JSON.stringify({ sub: random.uuid(), email: `user${random.int(1, 9999)}@example.com`, iat: issuedAt, exp: issuedAt + 3600 }),
    );
    return { kind: "jwt", value: `${header}.${payload}.${random.base64url(43)}` };
  },
  bearerToken: (random: SeededRandom): FakeSecret => ({ kind: "authorization-bearer", value: random.base64url(random.int(32, 48)) }),
  basicCredentials: (random: SeededRandom, user: string): FakeSecret => ({
    kind: "authorization-basic",
    value: base64Of(`${user}:${random.base62(random.int(14, 22))}`),
  }),
  dockerAuth: (random: SeededRandom, user: string): FakeSecret => ({
    kind: "docker-auth",
    value: base64Of(`${user}:${random.pick(["dckr_pat_", ""])}${random.base64url(random.int(24, 36))}`),
  }),
  databasePassword: (random: SeededRandom): FakeSecret => ({
    kind: "database-password",
    value: random.chars(BASE62 + "-_~.", random.int(16, 28)),
  }),
  genericSecret: (random: SeededRandom): FakeSecret => ({
    kind: "generic-secret",
    value: random.pick([random.base64(44), random.hex(64), random.base62(random.int(32, 48))]),
  }),
};

/** A PEM private key block (RSA, EC or PKCS#8) with a random body and 64-character lines. */
export function makePemPrivateKey(random: SeededRandom): FakeSecret {
  const label = random.pick(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]);
  const lead = label === "RSA PRIVATE KEY" ? "MIIEpAIBAAKCAQEA" : label === "EC PRIVATE KEY" ? "MHcCAQEEI" : "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC";
  const length = label === "EC PRIVATE KEY" ? 160 : 1560;
  const body = wrap(lead + random.base64(length - lead.length), 64);
  return { kind: "pem-private-key", value: `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----` };
}

/** An OpenSSH private key block ("openssh-key-v1" magic, then a random body). */
export function makeOpenSshPrivateKey(random: SeededRandom): FakeSecret {
  const magic = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW";
  const body = wrap(magic + random.base64(340 - magic.length), 70);
  return { kind: "openssh-private-key", value: `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}\n-----END OPENSSH PRIVATE KEY-----` };
}

/**
 * The `private_key` field of a GCP service-account key file: a PKCS#8 PEM block with its newlines
 * escaped, as it appears inside the JSON.
 */
export function makeGcpServiceAccountKey(random: SeededRandom): FakeSecret {
  const body = wrap(`MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ${random.base64(1570)}`, 64).replace(/\n/g, "\\n");
  return { kind: "gcp-service-account-key", value: `-----BEGIN PRIVATE KEY-----\\n${body}\\n-----END PRIVATE KEY-----\\n` };
}
