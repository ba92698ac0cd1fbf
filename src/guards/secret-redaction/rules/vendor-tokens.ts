import { token, type SecretRule } from "./secret-rule.js";

const VENDOR = 3;

/**
 * Vendor tokens, each written from the vendor's documented format: a fixed prefix, then a body of a
 * known alphabet and length. Prefixes make these precise; lengths are lower bounds where the
 * vendor allows longer tokens.
 */
export const VENDOR_TOKEN_RULES: readonly SecretRule[] = [
  {
    id: "aws-access-key-id",
    // IAM unique ids: a four-letter type prefix, then 16 upper-case base32 characters.
    pattern: token("(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z0-9]{16}"),
    source: "https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids",
    rank: VENDOR,
  },
  {
    id: "google-api-key",
    pattern: token("AIza[0-9A-Za-z_-]{35}"),
    source: "https://cloud.google.com/docs/authentication/api-keys",
    rank: VENDOR,
  },
  {
    id: "google-oauth-client-secret",
    pattern: token("GOCSPX-[A-Za-z0-9_-]{28}"),
    source: "https://developers.google.com/identity/protocols/oauth2",
    rank: VENDOR,
  },
  {
    id: "google-oauth-token",
    pattern: token(String.raw`ya29\.[0-9A-Za-z_-]{30,}|1//0[0-9A-Za-z_-]{40,}`),
    source: "https://developers.google.com/identity/protocols/oauth2",
    rank: VENDOR,
  },
  {
    id: "github-token",
    // ghp_ (classic), gho_ (OAuth), ghu_ (user-to-server), ghs_ (server-to-server), ghr_ (refresh); fine-grained github_pat_.
    pattern: token("gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    source: "https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/",
    rank: VENDOR,
  },
  {
    id: "gitlab-token",
    pattern: token("gl(?:pat|dt|rt|ptt|cbt|oas|soat|ffct|imt|agent|ft|wt)-[A-Za-z0-9_.-]{20,}|GR1348941[A-Za-z0-9_-]{20,}"),
    source: "https://docs.gitlab.com/security/tokens/#token-prefixes",
    rank: VENDOR,
  },
  {
    id: "anthropic-api-key",
    pattern: token(String.raw`sk-ant-(?:api|admin|oat|ort)\d{2}-[A-Za-z0-9_-]{32,}`),
    source: "https://docs.anthropic.com/en/api/admin-api/apikeys/get-api-key",
    rank: VENDOR,
  },
  {
    id: "openai-api-key",
    // sk-proj-, sk-svcacct-, sk-admin-, and the older sk- keys (48 characters, with the T3BlbkFJ marker).
    pattern: token("sk-(?!ant-)(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{32,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|sk-[A-Za-z0-9]{48}"),
    source: "https://platform.openai.com/docs/api-reference/authentication",
    rank: VENDOR,
  },
  {
    id: "slack-token",
    pattern: token(String.raw`xox[abposre]-(?:\d+-)*[A-Za-z0-9-]{10,}|xapp-\d-[A-Z0-9]+-\d+-[a-z0-9]+`),
    source: "https://api.slack.com/authentication/token-types",
    rank: VENDOR,
  },
  {
    id: "slack-webhook",
    pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,}/g,
    source: "https://api.slack.com/messaging/webhooks",
    rank: VENDOR,
  },
  {
    id: "stripe-key",
    // Secret (sk_) and restricted (rk_) keys, live and test, and webhook signing secrets; never the publishable pk_.
    pattern: token("(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}|whsec_[A-Za-z0-9+/=]{32,}"),
    source: "https://docs.stripe.com/keys",
    rank: VENDOR,
  },
  {
    id: "npm-token",
    pattern: token("npm_[A-Za-z0-9]{36}"),
    source: "https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/",
    rank: VENDOR,
  },
  {
    id: "pypi-token",
    pattern: token("pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}"),
    source: "https://pypi.org/help/#apitoken",
    rank: VENDOR,
  },
  {
    id: "sendgrid-api-key",
    pattern: token(String.raw`SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}`),
    source: "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys",
    rank: VENDOR,
  },
  {
    id: "twilio-api-key",
    pattern: token("SK[0-9a-f]{32}"),
    source: "https://www.twilio.com/docs/iam/api-keys",
    rank: VENDOR,
  },
  {
    id: "huggingface-token",
    pattern: token("hf_[A-Za-z0-9]{34,}"),
    source: "https://huggingface.co/docs/hub/security-tokens",
    rank: VENDOR,
  },
  {
    id: "digitalocean-token",
    pattern: token("do[opr]_v1_[a-f0-9]{64}"),
    source: "https://docs.digitalocean.com/reference/api/create-personal-access-token/",
    rank: VENDOR,
  },
  {
    id: "shopify-token",
    pattern: token("shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    source: "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens",
    rank: VENDOR,
  },
  {
    id: "mailgun-api-key",
    pattern: token("key-[0-9a-f]{32}"),
    source: "https://documentation.mailgun.com/docs/mailgun/api-reference/authentication",
    rank: VENDOR,
  },
  {
    id: "telegram-bot-token",
    pattern: token(String.raw`\d{8,10}:AA[A-Za-z0-9_-]{33}`),
    source: "https://core.telegram.org/bots/api#authorizing-your-bot",
    rank: VENDOR,
  },
  {
    id: "discord-webhook",
    pattern: /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,}/g,
    source: "https://discord.com/developers/docs/resources/webhook",
    rank: VENDOR,
  },
  {
    id: "discord-bot-token",
    pattern: token(String.raw`[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}`),
    source: "https://discord.com/developers/docs/reference#authentication",
    rank: VENDOR,
  },
  {
    id: "linear-api-key",
    pattern: token("lin_(?:api|oauth)_[A-Za-z0-9]{40}"),
    source: "https://linear.app/developers/graphql#personal-api-keys",
    rank: VENDOR,
  },
  {
    id: "azure-storage-key",
    pattern: /AccountKey=([A-Za-z0-9+/]{86}==)/g,
    group: 1,
    source: "https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string",
    rank: VENDOR,
  },
  {
    id: "azure-sas-token",
    // A shared access signature's `sig`, in a URL whose query also carries the signed version `sv`.
    pattern: /[?&]sig=([A-Za-z0-9%+/]{16,}={0,2})/g,
    locate: (match, text) => {
      const urlStart = Math.max(text.lastIndexOf(" ", match.index), text.lastIndexOf("\n", match.index), match.index - 1000);
      if (!/[?&]sv=\d{4}-\d{2}-\d{2}/.test(text.slice(urlStart, match.index))) return undefined;
      const [start, end] = match.indices![1]!;
      return { start, end, kind: "azure-sas-token" };
    },
    source: "https://learn.microsoft.com/en-us/rest/api/storageservices/create-service-sas",
    rank: VENDOR,
  },
  {
    id: "databricks-token",
    pattern: token(String.raw`dapi[a-f0-9]{32}(?:-\d)?`),
    source: "https://docs.databricks.com/en/dev-tools/auth/pat.html",
    rank: VENDOR,
  },
  {
    id: "vault-token",
    pattern: token(String.raw`hv[sbr]\.[A-Za-z0-9_-]{24,}`),
    source: "https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes",
    rank: VENDOR,
  },
  {
    id: "doppler-token",
    pattern: token(String.raw`dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}`),
    source: "https://docs.doppler.com/reference/auth-token-formats",
    rank: VENDOR,
  },
  {
    id: "grafana-token",
    pattern: token("glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,}={0,2}"),
    source: "https://grafana.com/docs/grafana/latest/administration/service-accounts/",
    rank: VENDOR,
  },
  {
    id: "1password-token",
    pattern: token("ops_eyJ[A-Za-z0-9+/=_-]{100,}"),
    source: "https://developer.1password.com/docs/service-accounts/",
    rank: VENDOR,
  },
  {
    id: "age-secret-key",
    pattern: token("AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"),
    source: "https://age-encryption.org/v1",
    rank: VENDOR,
  },
];
