/**
 * Fake credentials in their vendors' formats, built at run time from a seeded generator: the
 * corpus holds no literal token a secret scanner (or a code host's push protection) would flag,
 * and every run builds the same values.
 */
import { createHash } from "node:crypto";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_NUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const HEX = "0123456789abcdef";
const URL_SAFE = `${ALNUM}-_`;
const BASE64 = `${ALNUM}+/`;

/** Deterministic characters of `alphabet`, from a seed. */
export function fakeChars(seed: string, alphabet: string, length: number): string {
  let out = "";
  for (let block = 0; out.length < length; block++) {
    const digest = createHash("sha256").update(`${seed}:${block}`).digest();
    for (const byte of digest) {
      if (out.length >= length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** One fake value of each kind the detector knows, with a seed so a text can hold several. */
function rsaPrivateKey(seed = "a"): string {
  return [`-----BEGIN RSA ${"PRIVATE"} KEY-----`, ...Array.from({ length: 6 }, (_, line) => fakeChars(`rsa-${seed}-${line}`, BASE64, 64)), `-----END RSA ${"PRIVATE"} KEY-----`].join("\n");
}

export const fake = {
  awsAccessKeyId: (seed = "a") => ["AKIA", fakeChars(`aws-id-${seed}`, UPPER_NUM, 16)].join(""),
  awsSecretAccessKey: (seed = "a") => fakeChars(`aws-secret-${seed}`, BASE64, 40),
  googleApiKey: (seed = "a") => ["AI", "za", fakeChars(`google-${seed}`, URL_SAFE, 35)].join(""),
  githubToken: (seed = "a") => ["gh", "p_", fakeChars(`gh-${seed}`, ALNUM, 36)].join(""),
  githubFineGrained: (seed = "a") => ["github", "_pat_", fakeChars(`ghf1-${seed}`, ALNUM, 22), "_", fakeChars(`ghf2-${seed}`, ALNUM, 59)].join(""),
  gitlabToken: (seed = "a") => ["gl", "pat-", fakeChars(`gl-${seed}`, URL_SAFE, 20)].join(""),
  slackToken: (seed = "a") => ["xo", "xb-", fakeChars(`sl1-${seed}`, "0123456789", 12), "-", fakeChars(`sl2-${seed}`, "0123456789", 13), "-", fakeChars(`sl3-${seed}`, ALNUM, 24)].join(""),
  slackWebhook: (seed = "a") => ["https://hooks.slack", ".com/services/T", fakeChars(`sw1-${seed}`, UPPER_NUM, 8), "/B", fakeChars(`sw2-${seed}`, UPPER_NUM, 10), "/", fakeChars(`sw3-${seed}`, ALNUM, 24)].join(""),
  stripeKey: (seed = "a") => ["sk", "_live_", fakeChars(`stripe-${seed}`, ALNUM, 32)].join(""),
  openaiKey: (seed = "a") => ["sk", "-proj-", fakeChars(`openai-${seed}`, URL_SAFE, 64)].join(""),
  anthropicKey: (seed = "a") => ["sk", "-ant-api03-", fakeChars(`anthropic-${seed}`, URL_SAFE, 93), "AA"].join(""),
  npmToken: (seed = "a") => ["np", "m_", fakeChars(`npm-${seed}`, ALNUM, 36)].join(""),
  pypiToken: (seed = "a") => ["py", "pi-AgEIcHlwaS5vcmc", fakeChars(`pypi-${seed}`, URL_SAFE, 70)].join(""),
  sendgridKey: (seed = "a") => ["S", "G.", fakeChars(`sg1-${seed}`, URL_SAFE, 22), ".", fakeChars(`sg2-${seed}`, URL_SAFE, 43)].join(""),
  huggingfaceToken: (seed = "a") => ["h", "f_", fakeChars(`hf-${seed}`, ALNUM, 34)].join(""),
  digitaloceanToken: (seed = "a") => ["do", "p_v1_", fakeChars(`do-${seed}`, HEX, 64)].join(""),
  shopifyToken: (seed = "a") => ["sh", "pat_", fakeChars(`shop-${seed}`, HEX, 32)].join(""),
  twilioKey: (seed = "a") => ["S", "K", fakeChars(`tw-${seed}`, HEX, 32)].join(""),
  telegramBotToken: (seed = "a") => [fakeChars(`tg1-${seed}`, "123456789", 10), ":AA", fakeChars(`tg2-${seed}`, URL_SAFE, 33)].join(""),
  databricksToken: (seed = "a") => ["da", "pi", fakeChars(`db-${seed}`, HEX, 32)].join(""),
  vaultToken: (seed = "a") => ["hv", "s.", fakeChars(`vault-${seed}`, URL_SAFE, 90)].join(""),
  linearKey: (seed = "a") => ["lin", "_api_", fakeChars(`lin-${seed}`, ALNUM, 40)].join(""),
  discordWebhook: (seed = "a") => ["https://discord", ".com/api/webhooks/", fakeChars(`dw1-${seed}`, "0123456789", 18), "/", fakeChars(`dw2-${seed}`, URL_SAFE, 68)].join(""),
  azureStorageKey: (seed = "a") => `${fakeChars(`az-${seed}`, BASE64, 86)}==`,
  jwt: (seed = "a") =>
    [base64url({ alg: "HS256", typ: "JWT" }), base64url({ sub: `user-${fakeChars(`jwt-sub-${seed}`, HEX, 8)}`, iat: 1764000000, scope: "repo" }), fakeChars(`jwt-sig-${seed}`, URL_SAFE, 43)].join("."),
  rsaPrivateKey,
  opensshPrivateKey: (seed = "a") =>
    [`-----BEGIN OPENSSH ${"PRIVATE"} KEY-----`, `b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW`, ...Array.from({ length: 4 }, (_, line) => fakeChars(`ssh-${seed}-${line}`, BASE64, 70)), `-----END OPENSSH ${"PRIVATE"} KEY-----`].join("\n"),
  dbPassword: (seed = "a") => `${fakeChars(`dbpw-${seed}`, ALNUM, 14)}!9`,
  password: (seed = "a") => `${fakeChars(`pw-${seed}`, ALNUM, 10)}#4`,
  secretValue: (seed = "a") => fakeChars(`sv-${seed}`, ALNUM, 32),
  gcpServiceAccount: (seed = "a") =>
    JSON.stringify(
      {
        type: "service_account",
        project_id: "billing-prod-4411",
        private_key_id: fakeChars(`gcp-id-${seed}`, HEX, 40),
        private_key: `${rsaPrivateKey(`gcp-${seed}`).replaceAll("RSA ", "")}\n`,
        client_email: "deployer@billing-prod-4411.iam.gserviceaccount.com",
        client_id: fakeChars(`gcp-client-${seed}`, "0123456789", 21),
      },
      null,
      2,
    ),
  basicCredentials: (seed = "a") => Buffer.from(`deploy:${fakeChars(`basic-${seed}`, ALNUM, 16)}`).toString("base64"),
  bearerToken: (seed = "a") => fakeChars(`bearer-${seed}`, `${ALNUM}._-`, 40),
  /** An opaque OAuth 2.0 access token (RFC 6750's b64token alphabet). */
  opaqueToken: (seed = "a") => fakeChars(`opaque-${seed}`, `${ALNUM}-._~+/`, 43),
  /** A 32-digit hexadecimal API key, as API gateways and many SaaS APIs issue them. */
  hexKey: (seed = "a") => fakeChars(`hexkey-${seed}`, HEX, 32),
  /** Basic credentials (RFC 7617) of `user`. */
  basicFor: (user: string, seed = "a") => Buffer.from(`${user}:${fakeChars(`basic-${user}-${seed}`, ALNUM, 18)}`).toString("base64"),
  /** A session cookie's value (a server-side session id). */
  sessionId: (seed = "a") => fakeChars(`session-${seed}`, `${ALNUM}`, 32),
  /** A signed session cookie of Express (`s:` id `.` signature, percent-encoded). */
  signedSession: (seed = "a") => `s%3A${fakeChars(`sid-${seed}`, ALNUM, 32)}.${fakeChars(`sidsig-${seed}`, `${ALNUM}%`, 43).replace(/%/g, "2F")}`,
};

/** Decoys: values that look like secrets and are not. */
export const decoy = {
  sha256: (seed = "a") => fakeChars(`sha256-${seed}`, HEX, 64),
  sha1: (seed = "a") => fakeChars(`sha1-${seed}`, HEX, 40),
  uuid: (seed = "a") => {
    const hex = fakeChars(`uuid-${seed}`, HEX, 32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  },
  base64Blob: (seed = "a", length = 120) => fakeChars(`blob-${seed}`, BASE64, length),
  stripePublishable: (seed = "a") => ["pk", "_live_", fakeChars(`pk-${seed}`, ALNUM, 32)].join(""),
  sshPublicKey: (seed = "a") => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fakeChars(`sshpub-${seed}`, BASE64, 43)} dev@laptop`,
};
