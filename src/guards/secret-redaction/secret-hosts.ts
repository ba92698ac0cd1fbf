import { ownEntry } from "../../util/own-entry.js";
/**
 * Where each kind of secret is meant to go: the hosts of its vendor's API. A secret restored into a
 * call to any other host is sent somewhere it was never meant for.
 */
const VENDOR_HOSTS: Record<string, readonly string[]> = {
  "github-token": ["github.com", "api.github.com", "uploads.github.com", "githubusercontent.com", "ghcr.io"],
  "gitlab-token": ["gitlab.com"],
  "npm-token": ["registry.npmjs.org", "npmjs.com", "npm.pkg.github.com"],
  "pypi-token": ["pypi.org", "upload.pypi.org", "test.pypi.org"],
  "openai-api-key": ["api.openai.com"],
  "anthropic-api-key": ["api.anthropic.com"],
  "google-api-key": ["googleapis.com", "google.com"],
  "google-oauth-client-secret": ["googleapis.com", "google.com"],
  "google-oauth-token": ["googleapis.com", "google.com"],
  "aws-access-key-id": ["amazonaws.com"],
  "aws-secret-access-key": ["amazonaws.com"],
  "slack-token": ["slack.com"],
  "stripe-key": ["api.stripe.com", "stripe.com"],
  "sendgrid-api-key": ["api.sendgrid.com"],
  "twilio-api-key": ["twilio.com"],
  "huggingface-token": ["huggingface.co", "hf.co"],
  "digitalocean-token": ["api.digitalocean.com"],
  "shopify-token": ["myshopify.com", "shopify.com"],
  "mailgun-api-key": ["api.mailgun.net", "api.eu.mailgun.net"],
  "telegram-bot-token": ["api.telegram.org"],
  "discord-bot-token": ["discord.com", "discordapp.com"],
  "linear-api-key": ["api.linear.app", "linear.app"],
  "azure-storage-key": ["core.windows.net"],
  "databricks-token": ["azuredatabricks.net", "cloud.databricks.com", "gcp.databricks.com"],
  "doppler-token": ["api.doppler.com"],
  "grafana-token": ["grafana.net", "grafana.com"],
  "1password-token": ["1password.com"],
};

const URL_HOST = /\b(?:https?|wss?):\/\/(?:[^\s/@'"]*@)?([A-Za-z0-9.-]+)/gi;

/** The hosts of the http(s) and ws(s) URLs in `text`, lower-case. */
export function urlHosts(text: string): string[] {
  return [...text.matchAll(URL_HOST)].map((match) => match[1]!.toLowerCase().replace(/\.$/, ""));
}

/** Whether `host` is `allowed` or below it. */
function within(host: string, allowed: string): boolean {
  return host === allowed || host.endsWith(`.${allowed}`);
}

/**
 * The hosts a secret of `kind` may go to: its vendor's, any host named in the secret itself (a
 * webhook URL, a connection string), and the user's `allowHosts`.
 */
export function isHostFor(kind: string, secret: string, host: string, allowHosts: readonly string[]): boolean {
  const own = urlHosts(secret);
  const hostInSecret = /@([A-Za-z0-9.-]+)/.exec(secret)?.[1]?.toLowerCase();
  if (hostInSecret) own.push(hostInSecret);
  return [...(ownEntry(VENDOR_HOSTS, kind) ?? []), ...own, ...allowHosts.map((entry) => entry.toLowerCase())].some((allowed) => within(host, allowed));
}
