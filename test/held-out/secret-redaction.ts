/**
 * The secret-redaction held-out set: realistic texts of the kind an agent's tools return (env
 * dumps, config files, CI logs, stack traces, git diffs, curl -v traces, docker inspect,
 * kubeconfig, shell history) with the secrets a redaction detector must find, and hard decoys it
 * must leave alone (hashes, UUIDs, base64 images, integrity hashes, documented example keys,
 * placeholders, public keys, version strings, minified code).
 *
 * How it was written: each secret follows its vendor's documented token format (the source of
 * every kind is in `SECRET_KIND_SOURCES`), with checksums where the format has one; the random
 * parts come from a seeded generator, so values are stable but copied from nowhere. The set was
 * written before the detector and without looking at it. It is a measurement: never tune a
 * detector's patterns against it; score it with `scoreSecretDetector` from
 * `./score-secret-redaction.ts`.
 *
 * What counts: each expected secret is an exact substring of its text, with its kind. A detector
 * finds it when one detected span covers it entirely; a detected span that overlaps no expected
 * secret is a false positive (decoys are there to draw those out).
 */
import {
  SECRET_KINDS,
  SECRET_KIND_SOURCES,
  SeededRandom,
  makeGcpServiceAccountKey,
  makeOpenSshPrivateKey,
  makePemPrivateKey,
  makeSecret,
  type FakeSecret,
  type SecretKind,
} from "./secret-formats.js";
import { ASSIGNMENT_TEMPLATES, assignmentFor, labelForDecoy, timestamp, type TextTemplate } from "./secret-texts.js";

export { SECRET_KINDS, SECRET_KIND_SOURCES, type SecretKind };

/** One expected secret: the exact text to cover and its kind. */
export interface ExpectedSecret {
  kind: SecretKind;
  value: string;
}

/** One text of the set. */
export interface SecretRedactionText {
  /** Stable id, `text-<nnn>`. */
  id: string;
  /** What the text is (an env dump, a curl -v trace, …). */
  format: string;
  text: string;
  /** The secrets in the text; empty for a text of decoys only. */
  secrets: readonly ExpectedSecret[];
  /** Substrings of the text that look like secrets but are not; none may be redacted. */
  decoys: readonly string[];
}

/** The seed of the set's generator; changing it changes every value. */
export const SECRET_REDACTION_SEED = 0x5ec12e7;

const LONG_IDENTIFIERS = [
  "AbstractSingletonProxyFactoryBeanConfigurationProvider",
  "useInfiniteQueryWithOptimisticUpdatesAndRollback",
  "kubernetes_io_cluster_service_account_token_projection",
  "ORG_GRADLE_PROJECT_signingInMemoryKeyPasswordEnvironmentName",
];

const PLACEHOLDERS = [
  "<your-token>",
  "sk-...",
  "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
  "${GITHUB_TOKEN}",
  "[[secret:github-token:1]]",
  "your_api_key_here",
  "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
  "{{ secrets.NPM_TOKEN }}",
  "$(cat /run/secrets/db_password)",
  "********",
];

/** Makers of strings that look like secrets and are not. */
const DECOYS: ReadonlyArray<(random: SeededRandom) => string> = [
  (random) => random.hex(40),
  (random) => `sha256:${random.hex(64)}`,
  (random) => random.uuid(),
  (random) => `sha512-${random.base64(86)}==`,
  () => "AKIAIOSFODNN7EXAMPLE",
  () => "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  (random) => random.pick(PLACEHOLDERS),
  (random) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${random.base64(43)} dev@laptop`,
  (random) => `pk_live_${random.base62(99)}`,
  (random) => `${random.int(1, 20)}.${random.int(0, 40)}.${random.int(0, 99)}-rc.${random.int(1, 9)}+build.${random.digits(8)}`,
  (random) => random.pick(LONG_IDENTIFIERS),
  (random) => `req_${random.base62(14)}`,
  (random) => random.hex(7),
  (random) => `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h${random.base64(120)}`,
];

/** `count` decoys of distinct shapes, so no two share a setting name in a text. */
function decoysFor(random: SeededRandom, count: number): string[] {
  const decoys: string[] = [];
  const labels = new Set<string>();
  while (decoys.length < count) {
    const decoy = random.pick(DECOYS)(random);
    if (labels.has(labelForDecoy(decoy))) continue;
    labels.add(labelForDecoy(decoy));
    decoys.push(decoy);
  }
  return decoys;
}

/** Texts built around one kind of secret that has a natural home of its own. */
type SpecialTemplate = (random: SeededRandom, secret: FakeSecret, decoys: readonly string[]) => { format: string; text: string };

const curlVerbose: SpecialTemplate = (random, secret, decoys) => {
  const header = secret.kind === "authorization-basic" ? `Basic ${secret.value}` : `Bearer ${secret.value}`;
  return {
    format: "curl -v trace",
    text: [
      `$ curl -v https://api.example.com/v2/orders?page=${random.int(1, 9)}`,
      "*   Trying 93.184.216.34:443...",
      "* Connected to api.example.com (93.184.216.34) port 443",
      "* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384",
      `> GET /v2/orders?page=${random.int(1, 9)} HTTP/2`,
      "> Host: api.example.com",
      "> User-Agent: curl/8.5.0",
      `> Authorization: ${header}`,
      "> Accept: */*",
      ">",
      "< HTTP/2 200",
      "< content-type: application/json",
      ...decoys.map((decoy) => `< x-${labelForDecoy(decoy).toLowerCase().replace(/_/g, "-")}: ${decoy}`),
      "<",
      '{"data":[],"next":null}',
    ].join("\n"),
  };
};

const kubeconfig: SpecialTemplate = (random, secret, decoys) => ({
  format: "kubeconfig",
  text: [
    "apiVersion: v1",
    "clusters:",
    "- cluster:",
    `    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t${random.base64(120)}`,
    `    server: https://${random.hex(32).toUpperCase()}.gr7.eu-west-1.eks.amazonaws.com`,
    "  name: prod",
    "contexts:",
    "- context:",
    "    cluster: prod",
    "    user: ci-deployer",
    "  name: prod",
    "current-context: prod",
    "kind: Config",
    ...decoys.map((decoy) => `# ${labelForDecoy(decoy).toLowerCase()}: ${decoy}`),
    "users:",
    "- name: ci-deployer",
    "  user:",
    `    token: ${secret.value}`,
  ].join("\n"),
});

const apiResponseWithToken: SpecialTemplate = (random, secret, decoys) => ({
  format: "JSON API response",
  text: JSON.stringify(
    {
      id: random.uuid(),
      token_type: "Bearer",
      access_token: secret.value,
      expires_in: 3600,
      scope: "orders:read orders:write",
      meta: Object.fromEntries(decoys.map((decoy) => [labelForDecoy(decoy).toLowerCase(), decoy])),
    },
    null,
    2,
  ),
});

const cookieHeader: SpecialTemplate = (random, secret, decoys) => ({
  format: "HTTP request dump",
  text: [
    `POST /api/cart HTTP/1.1`,
    "Host: webapp.example.com",
    `Cookie: theme=dark; session=${secret.value}; _ga=GA1.1.${random.digits(9)}.${random.digits(10)}`,
    "Content-Type: application/json",
    ...decoys.map((decoy) => `X-${labelForDecoy(decoy).toLowerCase().replace(/_/g, "-")}: ${decoy}`),
    "",
    `{"sku":"SKU-${random.digits(6)}","qty":1}`,
  ].join("\n"),
});

const privateKeyFile: SpecialTemplate = (random, secret, decoys) => {
  const command = random.pick(["cat ~/.ssh/id_ed25519", "cat deploy/keys/server.key", "kubectl get secret tls -o jsonpath='{.data.tls\\.key}' | base64 -d"]);
  return {
    format: "private key printed by a command",
    text: [`$ ${command}`, secret.value, ...decoys.map((decoy) => `$ echo "${labelForDecoy(decoy)}=${decoy}"`)].join("\n"),
  };
};

const privateKeyInCiLog: SpecialTemplate = (random, secret, decoys) => ({
  format: "CI log printing a deploy key",
  text: [
    `${timestamp(random)} ##[group]Run echo "$DEPLOY_KEY" > ~/.ssh/id_rsa && cat ~/.ssh/id_rsa`,
    secret.value,
    ...decoys.map((decoy) => `${timestamp(random)} ${labelForDecoy(decoy)}=${decoy}`),
    `${timestamp(random)} ##[endgroup]`,
  ].join("\n"),
});

const privateKeyInTfvars: SpecialTemplate = (random, secret, decoys) => ({
  format: "terraform.tfvars with a key heredoc",
  text: [
    `region = "${random.pick(["eu-west-1", "us-east-1", "europe-west4"])}"`,
    ...decoys.map((decoy) => `${labelForDecoy(decoy).toLowerCase()} = "${decoy}"`),
    "ssh_private_key = <<EOT",
    secret.value,
    "EOT",
  ].join("\n"),
});

const gcpKeyFile: SpecialTemplate = (random, secret, decoys) => ({
  format: "GCP service-account key file",
  text: [
    "{",
    '  "type": "service_account",',
    `  "project_id": "acme-${random.base62(6).toLowerCase()}",`,
    `  "private_key_id": "${random.hex(40)}",`,
    `  "private_key": "${secret.value}",`,
    `  "client_email": "deployer@acme-prod.iam.gserviceaccount.com",`,
    `  "client_id": "${random.digits(21)}",`,
    '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",',
    '  "token_uri": "https://oauth2.googleapis.com/token",',
    ...decoys.map((decoy) => `  "x_${labelForDecoy(decoy).toLowerCase()}": "${decoy}",`),
    '  "universe_domain": "googleapis.com"',
    "}",
  ].join("\n"),
});

const dockerConfig: SpecialTemplate = (random, secret, decoys) => ({
  format: "~/.docker/config.json",
  text: JSON.stringify(
    {
      auths: {
        [random.pick(["https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", "123456789012.dkr.ecr.eu-west-1.amazonaws.com"])]: { auth: secret.value },
      },
      credsStore: "",
      currentContext: "default",
      HttpHeaders: Object.fromEntries(decoys.map((decoy) => [`X-${labelForDecoy(decoy).replace(/_/g, "-")}`, decoy])),
    },
    null,
    2,
  ),
});

const npmrc: SpecialTemplate = (_random, secret, decoys) => ({
  format: ".npmrc",
  text: ["registry=https://registry.npmjs.org/", `//registry.npmjs.org/:_authToken=${secret.value}`, ...decoys.map((decoy) => `; ${labelForDecoy(decoy).toLowerCase()}=${decoy}`), "save-exact=true"].join("\n"),
});

const pypirc: SpecialTemplate = (_random, secret, decoys) => ({
  format: ".pypirc",
  text: ["[distutils]", "index-servers = pypi", "", "[pypi]", "username = __token__", `password = ${secret.value}`, ...decoys.map((decoy) => `# ${labelForDecoy(decoy).toLowerCase()} = ${decoy}`)].join("\n"),
});

const appsettings: SpecialTemplate = (random, secret, decoys) => ({
  format: "appsettings.json",
  text: JSON.stringify(
    {
      Logging: { LogLevel: { Default: "Information" } },
      ConnectionStrings: {
        Blobs: `DefaultEndpointsProtocol=https;AccountName=acme${random.base62(5).toLowerCase()};AccountKey=${secret.value};EndpointSuffix=core.windows.net`,
      },
      Build: Object.fromEntries(decoys.map((decoy) => [labelForDecoy(decoy), decoy])),
    },
    null,
    2,
  ),
});

const databaseError: SpecialTemplate = (random, secret, decoys) => {
  const user = random.pick(["app", "orders_rw", "postgres"]);
  return {
    format: "database connection error",
    text: [
      `Error: getaddrinfo ENOTFOUND ${random.pick(["db.internal", "pg-primary"])}`,
      `    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)`,
      `  connectionString: 'postgresql://${user}:${secret.value}@pg-primary:5432/orders?sslmode=require',`,
      ...decoys.map((decoy) => `  ${labelForDecoy(decoy).toLowerCase()}: '${decoy}',`),
      "  errno: -3008,",
      "  code: 'ENOTFOUND'",
    ].join("\n"),
  };
};

const slackNotify: SpecialTemplate = (random, secret, decoys) => ({
  format: "CI log posting to Slack",
  text: [
    `${timestamp(random)} Run curl -X POST -H 'Content-type: application/json' --data '{"text":"Deploy finished"}' ${secret.value}`,
    ...decoys.map((decoy) => `${timestamp(random)} ${labelForDecoy(decoy)}=${decoy}`),
    `${timestamp(random)} ok`,
  ].join("\n"),
});

/** The makers and the special templates of every kind. */
interface KindPlan {
  make: (random: SeededRandom, round: number) => FakeSecret;
  /** Templates of its own; a single-line kind also uses every assignment template. */
  special: readonly SpecialTemplate[];
  singleLine: boolean;
}

const GITHUB_PREFIXES = ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"] as const;

const PLANS: Record<SecretKind, KindPlan> = {
  "aws-access-key-id": { make: makeSecret.awsAccessKeyId, special: [], singleLine: true },
  "aws-secret-access-key": { make: makeSecret.awsSecretAccessKey, special: [], singleLine: true },
  "github-token": {
    make: (random, round) => makeSecret.githubToken(random, GITHUB_PREFIXES[round % GITHUB_PREFIXES.length] ?? "ghp_"),
    special: [curlVerbose],
    singleLine: true,
  },
  "github-fine-grained-pat": { make: makeSecret.githubFineGrainedPat, special: [], singleLine: true },
  "gitlab-token": { make: makeSecret.gitlabToken, special: [], singleLine: true },
  "slack-token": { make: (random, round) => (round % 2 === 0 ? makeSecret.slackBotToken(random) : makeSecret.slackUserToken(random)), special: [], singleLine: true },
  "slack-webhook": { make: makeSecret.slackWebhook, special: [slackNotify], singleLine: true },
  "stripe-secret-key": { make: makeSecret.stripeSecretKey, special: [], singleLine: true },
  "openai-api-key": { make: makeSecret.openaiApiKey, special: [curlVerbose], singleLine: true },
  "anthropic-api-key": { make: makeSecret.anthropicApiKey, special: [], singleLine: true },
  "google-api-key": { make: makeSecret.googleApiKey, special: [], singleLine: true },
  "gcp-service-account-key": { make: makeGcpServiceAccountKey, special: [gcpKeyFile], singleLine: false },
  "azure-storage-key": { make: makeSecret.azureStorageKey, special: [appsettings], singleLine: true },
  "npm-token": { make: makeSecret.npmToken, special: [npmrc], singleLine: true },
  "pypi-token": { make: makeSecret.pypiToken, special: [pypirc], singleLine: true },
  "twilio-api-key": { make: makeSecret.twilioApiKey, special: [], singleLine: true },
  "sendgrid-api-key": { make: makeSecret.sendgridApiKey, special: [], singleLine: true },
  "mailgun-api-key": { make: makeSecret.mailgunApiKey, special: [], singleLine: true },
  "shopify-token": { make: makeSecret.shopifyToken, special: [], singleLine: true },
  "discord-bot-token": { make: makeSecret.discordBotToken, special: [], singleLine: true },
  "telegram-bot-token": { make: makeSecret.telegramBotToken, special: [], singleLine: true },
  jwt: { make: makeSecret.jwt, special: [apiResponseWithToken, cookieHeader, curlVerbose], singleLine: true },
  "pem-private-key": { make: makePemPrivateKey, special: [privateKeyFile, privateKeyInCiLog, privateKeyInTfvars], singleLine: false },
  "openssh-private-key": { make: makeOpenSshPrivateKey, special: [privateKeyFile, privateKeyInCiLog, privateKeyInTfvars], singleLine: false },
  "database-password": { make: makeSecret.databasePassword, special: [databaseError], singleLine: true },
  "authorization-bearer": { make: makeSecret.bearerToken, special: [curlVerbose, kubeconfig, apiResponseWithToken], singleLine: true },
  "authorization-basic": {
    make: (random) => makeSecret.basicCredentials(random, random.pick(["deploy", "ci-bot", "admin"])),
    special: [curlVerbose],
    singleLine: true,
  },
  "docker-auth": { make: (random) => makeSecret.dockerAuth(random, random.pick(["acmebot", "ci", "AWS"])), special: [dockerConfig], singleLine: false },
  "generic-secret": { make: makeSecret.genericSecret, special: [], singleLine: true },
};

/** How many texts each kind leads. */
const ROUNDS = 5;
/** How many texts hold decoys only. */
const DECOY_ONLY_TEXTS = 24;

const ASSIGNMENT_FORMATS = Object.keys(ASSIGNMENT_TEMPLATES);
const SINGLE_LINE_KINDS = SECRET_KINDS.filter((kind) => PLANS[kind].singleLine);

function assignmentText(random: SeededRandom, format: string, secrets: readonly FakeSecret[], decoys: readonly string[]): string {
  const template: TextTemplate | undefined = ASSIGNMENT_TEMPLATES[format];
  if (!template) throw new RangeError(`no assignment template ${format}`);
  return template(random, secrets.map((secret) => assignmentFor(random, secret)), decoys);
}

function buildLedText(random: SeededRandom, kind: SecretKind, kindIndex: number, round: number): Omit<SecretRedactionText, "id"> {
  const plan = PLANS[kind];
  const primary = plan.make(random, round);
  const decoys = decoysFor(random, random.int(1, 3));
  // A kind's own templates come first (its natural homes), then the assignment templates in a
  // rotation that differs per kind, so every template meets many kinds.
  const special = plan.special[round] ?? (plan.singleLine ? undefined : plan.special[round % plan.special.length]);
  if (special) {
    const { format, text } = special(random, primary, decoys);
    return { format, text, secrets: [primary], decoys };
  }
  const choice = ASSIGNMENT_FORMATS[(kindIndex * 7 + round * 3) % ASSIGNMENT_FORMATS.length] ?? "env dump";
  const companionKinds = SINGLE_LINE_KINDS.filter((other) => other !== kind);
  const companions = round % 2 === 1 ? [PLANS[random.pick(companionKinds)].make(random, round)] : [];
  const secrets = [primary, ...companions];
  return { format: choice, text: assignmentText(random, choice, secrets, decoys), secrets, decoys };
}

const DECOY_ONLY_TEMPLATES: ReadonlyArray<(random: SeededRandom, decoys: readonly string[]) => { format: string; text: string }> = [
  (random, decoys) => ({
    format: "git log",
    text: [`commit ${random.hex(40)}`, `Merge: ${random.hex(7)} ${random.hex(7)}`, "Author: Dev <dev@example.com>", "", "    chore: bump deps", ...decoys.map((decoy) => `    ref ${decoy}`)].join("\n"),
  }),
  (random, decoys) => ({
    format: "package-lock.json excerpt",
    text: JSON.stringify(
      {
        "node_modules/left-pad": {
          version: `1.${random.int(0, 9)}.${random.int(0, 9)}`,
          resolved: "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",
          integrity: `sha512-${random.base64(86)}==`,
          extra: decoys,
        },
      },
      null,
      2,
    ),
  }),
  (_random, decoys) => ({
    format: "README with placeholders",
    text: ["## Configuration", "", "Copy `.env.example` to `.env` and fill in:", "", ...decoys.map((decoy) => `    ${labelForDecoy(decoy)}=${decoy}`), "", "Never commit real keys."].join("\n"),
  }),
  (random, decoys) => ({
    format: "docker images",
    text: ["REPOSITORY          TAG       DIGEST", ...decoys.map((decoy) => `ghcr.io/acme/webapp ${random.int(1, 9)}.0.0     ${decoy}`), `ghcr.io/acme/worker latest    sha256:${random.hex(64)}`].join("\n"),
  }),
  (random, decoys) => ({
    format: "minified bundle",
    text: `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e="undefined"!=typeof globalThis?globalThis:e||self).${random.pick(["Qx7vZ", "kT9wPa", "bN3mYc"])}=t()}(this,function(){"use strict";var e="${random.base64(48)}",t=[${decoys.map((decoy) => JSON.stringify(decoy)).join(",")}];return{v:e,r:t}});\n.css-${random.base62(6).toLowerCase()}{display:flex}._${random.base62(8)}{color:#${random.hex(6)}}`,
  }),
  (random, decoys) => ({
    format: "authorized_keys and public key",
    text: [`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${random.base64(43)} ci@runner`, "-----BEGIN PUBLIC KEY-----", `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${random.base64(20)}`, random.base64(64), "-----END PUBLIC KEY-----", ...decoys].join("\n"),
  }),
];

function buildDecoyOnlyText(random: SeededRandom, index: number): Omit<SecretRedactionText, "id"> {
  const template = DECOY_ONLY_TEMPLATES[index % DECOY_ONLY_TEMPLATES.length];
  if (!template) throw new RangeError("no decoy template");
  const decoys = decoysFor(random, random.int(2, 4));
  return { ...template(random, decoys), secrets: [], decoys };
}

function buildSet(): SecretRedactionText[] {
  const random = new SeededRandom(SECRET_REDACTION_SEED);
  const texts: Array<Omit<SecretRedactionText, "id">> = [];
  for (let round = 0; round < ROUNDS; round++) {
    SECRET_KINDS.forEach((kind, kindIndex) => texts.push(buildLedText(random, kind, kindIndex, round)));
  }
  for (let index = 0; index < DECOY_ONLY_TEXTS; index++) texts.push(buildDecoyOnlyText(random, index));
  return texts.map((text, index) => ({ id: `text-${String(index + 1).padStart(3, "0")}`, ...text }));
}

/** The texts. */
export const SECRET_REDACTION_HELD_OUT: readonly SecretRedactionText[] = buildSet();
