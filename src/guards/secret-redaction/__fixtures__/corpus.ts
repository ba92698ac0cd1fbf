/**
 * The labelled regression corpus of the secret redaction: realistic texts (test logs, `env` dumps,
 * config files, stack traces, JSON API responses, diffs) holding fake secrets of many kinds, and
 * hard decoys (hashes, UUIDs, base64 blobs, documented example keys, placeholders, public keys)
 * that must stay. `bench/secret-redaction-corpus.ts` prints precision and recall per kind.
 */
import { ASSIGNMENT_CORPUS } from "./corpus-assignments.js";
import { HTTP_AUTH_CORPUS } from "./corpus-http-auth.js";
import { decoy, fake } from "./fake-secrets.js";

/** One labelled text: every expected secret, by kind. */
export interface CorpusText {
  id: string;
  text: string;
  secrets: { kind: string; value: string }[];
}

const s = (kind: string, value: string) => ({ kind, value });

export const SECRET_CORPUS: readonly CorpusText[] = [
  {
    id: "env-dump",
    text: [
      "$ env | sort",
      "AWS_ACCESS_KEY_ID=" + fake.awsAccessKeyId(),
      "AWS_SECRET_ACCESS_KEY=" + fake.awsSecretAccessKey(),
      "AWS_REGION=eu-west-1",
      "GITHUB_TOKEN=" + fake.githubToken(),
      "HOME=/home/dev",
      "HOSTNAME=" + decoy.sha1("host").slice(0, 12),
      "NODE_OPTIONS=--max-old-space-size=4096",
      "NPM_TOKEN=" + fake.npmToken(),
      "OPENAI_API_KEY=" + fake.openaiKey(),
      "PATH=/usr/local/bin:/usr/bin:/bin",
      "SESSION_ID=" + decoy.uuid("session"),
      "MAX_TOKENS=4096",
      "TOKEN_URL=https://auth.example.com/oauth/token",
    ].join("\n"),
    secrets: [
      s("aws-access-key-id", fake.awsAccessKeyId()),
      s("aws-secret-access-key", fake.awsSecretAccessKey()),
      s("github-token", fake.githubToken()),
      s("npm-token", fake.npmToken()),
      s("openai-api-key", fake.openaiKey()),
    ],
  },
  {
    id: "dotenv-file",
    text: [
      "# .env — local development",
      "DATABASE_URL=postgres://app:" + fake.dbPassword() + "@db.internal:5432/app_prod",
      "REDIS_URL=redis://default:" + fake.dbPassword("redis") + "@cache.internal:6379/0",
      "STRIPE_SECRET_KEY=" + fake.stripeKey(),
      "STRIPE_PUBLISHABLE_KEY=" + decoy.stripePublishable(),
      "SENDGRID_API_KEY=" + fake.sendgridKey(),
      "SESSION_SECRET=" + fake.secretValue("session"),
      "ADMIN_PASSWORD=" + fake.password("admin"),
      "# copy from 1Password: API_KEY=<your-api-key>",
      "LOG_LEVEL=debug",
    ].join("\n"),
    secrets: [
      s("connection-string", "postgres://app:" + fake.dbPassword() + "@db.internal:5432/app_prod"),
      s("connection-string", "redis://default:" + fake.dbPassword("redis") + "@cache.internal:6379/0"),
      s("stripe-key", fake.stripeKey()),
      s("sendgrid-api-key", fake.sendgridKey()),
      s("secret-value", fake.secretValue("session")),
      s("password", fake.password("admin")),
    ],
  },
  {
    id: "dotenv-example",
    text: [
      "# .env.example — copy to .env and fill in",
      "DATABASE_URL=postgres://user:password@localhost:5432/app",
      "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
      "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "OPENAI_API_KEY=${OPENAI_API_KEY}",
      "SLACK_TOKEN=<your-slack-token>",
      "API_KEY=your_api_key_here",
      "PASSWORD=changeme",
      "JWT_SECRET=********",
    ].join("\n"),
    secrets: [],
  },
  {
    id: "jest-log",
    text: [
      " FAIL  src/api/client.test.ts",
      "  ● GitHubClient › fetches the user",
      "",
      "    expect(received).toEqual(expected)",
      "",
      `    Request failed: GET https://api.github.com/user with headers {"Authorization":"token ${fake.githubToken("jest")}","Accept":"application/vnd.github+json"}`,
      "",
      `      at Object.<anonymous> (src/api/client.test.ts:42:7)`,
      `  snapshot 1 › ${decoy.sha1("snap")}`,
      "Tests: 1 failed, 41 passed, 42 total",
      `Ran all test suites. Seed: ${decoy.uuid("seed")}`,
    ].join("\n"),
    secrets: [s("github-token", fake.githubToken("jest"))],
  },
  {
    id: "curl-verbose",
    text: [
      "$ curl -v -H \"Authorization: Bearer " + fake.bearerToken() + "\" https://api.internal.example.com/v2/orders",
      "> GET /v2/orders HTTP/2",
      "> Host: api.internal.example.com",
      "> authorization: Bearer " + fake.bearerToken(),
      "> user-agent: curl/8.5.0",
      "< HTTP/2 200",
      "< etag: W/\"" + decoy.sha1("etag") + "\"",
      "< x-request-id: " + decoy.uuid("req"),
    ].join("\n"),
    secrets: [s("authorization-header", fake.bearerToken())],
  },
  {
    id: "python-traceback",
    text: [
      "Traceback (most recent call last):",
      '  File "/app/worker.py", line 88, in <module>',
      "    client = OpenAI(api_key=\"" + fake.openaiKey("py") + "\")",
      '  File "/usr/lib/python3.12/site-packages/openai/_client.py", line 105, in __init__',
      "    raise OpenAIError(...)",
      "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: " + fake.openaiKey("py") + "', 'type': 'invalid_request_error'}}",
      "psycopg2.OperationalError: connection to server at \"10.0.3.4\", port 5432 failed for dsn postgresql://worker:" + fake.dbPassword("py") + "@10.0.3.4:5432/jobs",
    ].join("\n"),
    secrets: [
      s("openai-api-key", fake.openaiKey("py")),
      s("connection-string", "postgresql://worker:" + fake.dbPassword("py") + "@10.0.3.4:5432/jobs"),
    ],
  },
  {
    id: "node-stack-trace",
    text: [
      "Error: Anthropic request failed (401)",
      "    at AnthropicClient.send (/srv/app/node_modules/@anthropic-ai/sdk/client.js:412:15)",
      "  config: { apiKey: '" + fake.anthropicKey() + "', baseURL: 'https://api.anthropic.com' }",
      "  requestId: 'req_" + decoy.sha1("anth").slice(0, 24) + "'",
      "  commit: " + decoy.sha1("commit"),
    ].join("\n"),
    secrets: [s("anthropic-api-key", fake.anthropicKey())],
  },
  {
    id: "kubernetes-secret",
    text: [
      "apiVersion: v1",
      "kind: Secret",
      "metadata:",
      "  name: app-secrets",
      "  uid: " + decoy.uuid("k8s"),
      "type: Opaque",
      "stringData:",
      "  SLACK_BOT_TOKEN: " + fake.slackToken(),
      "  HF_TOKEN: " + fake.huggingfaceToken(),
      "  DO_TOKEN: " + fake.digitaloceanToken(),
      "data:",
      "  ca.crt: " + decoy.base64Blob("ca", 96),
    ].join("\n"),
    secrets: [s("slack-token", fake.slackToken()), s("huggingface-token", fake.huggingfaceToken()), s("digitalocean-token", fake.digitaloceanToken())],
  },
  {
    id: "config-json",
    text: JSON.stringify(
      {
        name: "billing-service",
        version: "3.2.1",
        integrity: "sha512-" + decoy.base64Blob("integrity", 86) + "==",
        google: { apiKey: fake.googleApiKey(), projectId: "billing-prod-4411" },
        twilio: { accountSid: "AC" + decoy.sha1("twacc").slice(0, 32), apiKey: fake.twilioKey(), region: "us1" },
        shopify: { shop: "acme.myshopify.com", accessToken: fake.shopifyToken() },
        database: { host: "db.internal", user: "billing", password: fake.dbPassword("json") },
        cacheKey: "billing:v3:" + decoy.sha256("cache").slice(0, 16),
        tokenizer: "cl100k_base",
      },
      null,
      2,
    ),
    secrets: [s("google-api-key", fake.googleApiKey()), s("twilio-api-key", fake.twilioKey()), s("shopify-token", fake.shopifyToken()), s("password", fake.dbPassword("json"))],
  },
  {
    id: "api-response-json",
    text: JSON.stringify({
      access_token: fake.jwt(),
      token_type: "Bearer",
      expires_in: 3600,
      refresh_token: fake.secretValue("refresh"),
      id: decoy.uuid("user"),
      avatar_etag: decoy.sha256("avatar"),
    }),
    secrets: [s("jwt", fake.jwt()), s("secret-value", fake.secretValue("refresh"))],
  },
  {
    id: "jwt-docs-example",
    text:
      "The jwt.io debugger shows eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c as its example; " +
      "the version string v1.2.3.eyJ is not a token either.",
    secrets: [],
  },
  {
    id: "git-diff",
    text: [
      "diff --git a/config/settings.py b/config/settings.py",
      "index " + decoy.sha1("idx1").slice(0, 7) + ".." + decoy.sha1("idx2").slice(0, 7) + " 100644",
      "--- a/config/settings.py",
      "+++ b/config/settings.py",
      "@@ -12,7 +12,7 @@ DEBUG = False",
      '-SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]',
      "+SECRET_KEY = \"" + fake.secretValue("django") + "\"",
      ' ALLOWED_HOSTS = ["app.example.com"]',
      "+GITLAB_TOKEN = \"" + fake.gitlabToken() + "\"",
      "+PYPI_TOKEN = \"" + fake.pypiToken() + "\"",
    ].join("\n"),
    secrets: [s("secret-value", fake.secretValue("django")), s("gitlab-token", fake.gitlabToken()), s("pypi-token", fake.pypiToken())],
  },
  {
    id: "private-keys",
    text: ["$ cat deploy/id_rsa", fake.rsaPrivateKey(), "$ cat ~/.ssh/id_ed25519", fake.opensshPrivateKey(), "$ cat ~/.ssh/id_ed25519.pub", decoy.sshPublicKey()].join("\n"),
    secrets: [s("private-key", fake.rsaPrivateKey()), s("private-key", fake.opensshPrivateKey())],
  },
  {
    id: "pem-docs",
    text: [
      "Paste your key between the markers:",
      "-----BEGIN RSA PRIVATE KEY-----",
      "...",
      "-----END RSA PRIVATE KEY-----",
      "-----BEGIN PUBLIC KEY-----",
      decoy.base64Blob("pub", 64),
      "-----END PUBLIC KEY-----",
    ].join("\n"),
    secrets: [],
  },
  {
    id: "webhooks-yaml",
    text: [
      "notifications:",
      "  slack:",
      "    webhook_url: " + fake.slackWebhook(),
      "  discord:",
      "    url: " + fake.discordWebhook(),
      "  telegram:",
      "    bot_token: " + fake.telegramBotToken(),
      "    chat_id: -1001234567890",
      "  email:",
      "    smtp_url: smtps://alerts:" + fake.password("smtp") + "@smtp.mailhost.example:465",
    ].join("\n"),
    secrets: [
      s("slack-webhook", fake.slackWebhook()),
      s("discord-webhook", fake.discordWebhook()),
      s("telegram-bot-token", fake.telegramBotToken()),
      s("connection-string", "smtps://alerts:" + fake.password("smtp") + "@smtp.mailhost.example:465"),
    ],
  },
  {
    id: "terraform-tfvars",
    text: [
      'databricks_host  = "https://adb-1234567890123456.7.azuredatabricks.net"',
      'databricks_token = "' + fake.databricksToken() + '"',
      'vault_token      = "' + fake.vaultToken() + '"',
      'storage_conn     = "DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=' + fake.azureStorageKey() + ';EndpointSuffix=core.windows.net"',
      'image_digest     = "sha256:' + decoy.sha256("image") + '"',
    ].join("\n"),
    secrets: [s("databricks-token", fake.databricksToken()), s("vault-token", fake.vaultToken()), s("azure-storage-key", fake.azureStorageKey())],
  },
  {
    id: "ci-log",
    text: [
      "Run npm publish",
      "npm notice Publishing to https://registry.npmjs.org/ with tag latest",
      "npm http fetch PUT 403 https://registry.npmjs.org/acme-sdk 512ms",
      "npm ERR! 403 Forbidden - token " + fake.npmToken("ci") + " lacks publish scope",
      "git clone https://ci-bot:" + fake.githubFineGrained() + "@github.com/acme/sdk.git",
      "Cache restored from key: node-cache-Linux-x64-npm-" + decoy.sha256("cachekey"),
      "linear: using LINEAR_API_KEY=" + fake.linearKey(),
    ].join("\n"),
    secrets: [s("npm-token", fake.npmToken("ci")), s("github-token", fake.githubFineGrained()), s("linear-api-key", fake.linearKey())],
  },
  {
    id: "placeholders-and-types",
    text: [
      "interface Settings { password: string; apiKey?: string; token: Token }",
      "const token = getToken();",
      "const password = config.password;",
      "headers: { Authorization: `Bearer ${token}` }",
      "curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/user",
      "export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)",
      "Using [[secret:github-token:1]] for the request",
      "password_hash: $2b$12$" + decoy.base64Blob("bcrypt", 53).replace(/[+/]/g, "."),
      "token_count: 18234",
    ].join("\n"),
    secrets: [],
  },
  {
    id: "hashes-and-ids",
    text: [
      "commit " + decoy.sha1("c1"),
      "Author: Dev <dev@example.com>",
      "sha256sum: " + decoy.sha256("file") + "  dist/app.tar.gz",
      "request " + decoy.uuid("r1") + " took 31ms",
      "blob: " + decoy.base64Blob("payload", 200),
      "etag: \"" + decoy.sha256("etag2").slice(0, 32) + "\"",
      "key: user-preferences-v2",
    ].join("\n"),
    secrets: [],
  },
  {
    id: "settings-xml",
    text: [
      "<settings>",
      "  <servers>",
      "    <server>",
      "      <id>nexus</id>",
      "      <username>deploy</username>",
      "      <password>" + fake.password("maven") + "</password>",
      "    </server>",
      "  </servers>",
      "</settings>",
    ].join("\n"),
    secrets: [s("password", fake.password("maven"))],
  },
  {
    id: "cli-flags",
    text: [
      "$ mysql -h db.internal -u admin --password=" + fake.password("mysql") + " app",
      "$ vault login -method=userpass username=ops password=" + fake.password("vault"),
      "$ docker login --username ci --password " + fake.password("docker") + " registry.example.com",
      "$ psql --host db --port 5432",
    ].join("\n"),
    secrets: [s("password", fake.password("mysql")), s("password", fake.password("vault")), s("password", fake.password("docker"))],
  },
  {
    id: "toml-config",
    text: [
      "[tool.poetry.source]",
      'url = "https://pypi.example.com/simple"',
      "[auth]",
      'client_id = "web-frontend"',
      'client_secret = "' + fake.secretValue("oauth") + '"',
      "[cache]",
      'key_prefix = "v2"',
    ].join("\n"),
    secrets: [s("secret-value", fake.secretValue("oauth"))],
  },
  {
    id: "gcp-service-account-file",
    text: "$ cat deploy/service-account.json\n" + fake.gcpServiceAccount(),
    // The key id names the key (it is the `kid` of every token the key signs); the private key is the secret.
    secrets: [s("private-key", JSON.stringify(JSON.parse(fake.gcpServiceAccount()).private_key).slice(1, -1))],
  },
  {
    id: "http-basic-and-curl-user",
    text: [
      "$ curl -u deploy:" + fake.password("curl") + " https://artifacts.internal.example/api/upload",
      "> GET /api/health HTTP/1.1",
      "> Authorization: Basic " + fake.basicCredentials(),
      "< HTTP/1.1 200 OK",
      "< WWW-Authenticate: Basic realm=\"artifacts\"",
    ].join("\n"),
    secrets: [s("authorization-header", "deploy:" + fake.password("curl")), s("authorization-header", "Basic " + fake.basicCredentials())],
  },
  {
    id: "aws-credentials-csv",
    text: ["User name,Password,Access key ID,Secret access key,Console login link", "ci-deployer,," + fake.awsAccessKeyId("csv") + "," + fake.awsSecretAccessKey("csv") + ",https://123456789012.signin.aws.amazon.com/console"].join("\n"),
    secrets: [s("aws-access-key-id", fake.awsAccessKeyId("csv")), s("aws-secret-access-key", fake.awsSecretAccessKey("csv"))],
  },
  ...HTTP_AUTH_CORPUS,
  ...ASSIGNMENT_CORPUS,
];
