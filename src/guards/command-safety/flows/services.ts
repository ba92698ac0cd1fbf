/**
 * The services credentials belong to: a credential sent to its own service is used as designed;
 * sent anywhere else it is leaving. Each names the CLIs whose tokens it issues, the environment
 * variables its tools read (by their documented names), and its API hosts.
 */
export interface CredentialService {
  name: string;
  /** CLIs that print this service's credentials (`gh auth token`). */
  clis: readonly string[];
  /** Environment variables holding its credentials. */
  variables: RegExp;
  /** Host names (and their subdomains) of its APIs. */
  hosts: readonly string[];
}

const SERVICES: readonly CredentialService[] = [
  { name: "GitHub", clis: ["gh"], variables: /^(?:GITHUB|GH)_(?:TOKEN|PAT|ENTERPRISE_TOKEN|ACCESS_TOKEN)$|^GITHUB_[A-Z_]*TOKEN$/, hosts: ["github.com", "githubusercontent.com", "ghcr.io"] },
  { name: "GitLab", clis: ["glab"], variables: /^(?:GITLAB|GL|CI_JOB)_[A-Z_]*TOKEN$/, hosts: ["gitlab.com"] },
  { name: "AWS", clis: ["aws"], variables: /^AWS_(?:SECRET_ACCESS_KEY|SESSION_TOKEN|SECURITY_TOKEN|ACCESS_KEY_ID)$/, hosts: ["amazonaws.com", "aws.amazon.com", "ecr.aws"] },
  // Identity tokens go to the services Google runs for the project (Cloud Run, Cloud Functions, App Engine).
  { name: "Google Cloud", clis: ["gcloud", "gsutil"], variables: /^(?:GOOGLE|GCP|GCLOUD|GEMINI)_[A-Z_]*(?:KEY|TOKEN|CREDENTIALS)$/, hosts: ["googleapis.com", "google.com", "pkg.dev", "gcr.io", "run.app", "cloudfunctions.net", "appspot.com"] },
  { name: "Azure", clis: ["az"], variables: /^(?:AZURE|ARM)_[A-Z_]*(?:SECRET|KEY|TOKEN|PASSWORD)$/, hosts: ["azure.com", "azure.net", "windows.net", "microsoft.com", "microsoftonline.com", "azurecr.io"] },
  { name: "OpenAI", clis: [], variables: /^OPENAI_[A-Z_]*KEY$/, hosts: ["openai.com"] },
  { name: "Anthropic", clis: [], variables: /^(?:ANTHROPIC|CLAUDE)_[A-Z_]*(?:KEY|TOKEN)$/, hosts: ["anthropic.com"] },
  { name: "npm", clis: ["npm"], variables: /^(?:NPM|NODE_AUTH)_TOKEN$/, hosts: ["npmjs.org", "npmjs.com", "npm.pkg.github.com"] },
  { name: "Slack", clis: [], variables: /^SLACK_[A-Z_]*(?:TOKEN|SECRET|WEBHOOK_URL)$/, hosts: ["slack.com"] },
  { name: "Stripe", clis: ["stripe"], variables: /^STRIPE_[A-Z_]*(?:SECRET_KEY|API_KEY|KEY)$/, hosts: ["stripe.com"] },
  { name: "Hugging Face", clis: ["huggingface-cli"], variables: /^(?:HF|HUGGING_FACE_HUB|HUGGINGFACE)_[A-Z_]*TOKEN$/, hosts: ["huggingface.co"] },
  { name: "Heroku", clis: ["heroku"], variables: /^HEROKU_API_KEY$/, hosts: ["heroku.com"] },
  { name: "DigitalOcean", clis: ["doctl"], variables: /^(?:DIGITALOCEAN|DO)_[A-Z_]*TOKEN$/, hosts: ["digitalocean.com"] },
  { name: "Fly.io", clis: ["fly", "flyctl"], variables: /^FLY_[A-Z_]*TOKEN$/, hosts: ["fly.io", "fly.dev"] },
  { name: "Vercel", clis: ["vercel"], variables: /^VERCEL_[A-Z_]*TOKEN$/, hosts: ["vercel.com"] },
  { name: "Netlify", clis: ["netlify"], variables: /^NETLIFY_[A-Z_]*TOKEN$/, hosts: ["netlify.com"] },
  { name: "Cloudflare", clis: ["wrangler"], variables: /^(?:CLOUDFLARE|CF)_[A-Z_]*(?:TOKEN|KEY)$/, hosts: ["cloudflare.com"] },
  { name: "Sentry", clis: ["sentry-cli"], variables: /^SENTRY_[A-Z_]*TOKEN$/, hosts: ["sentry.io"] },
  { name: "Docker Hub", clis: [], variables: /^DOCKER(?:HUB)?_[A-Z_]*(?:TOKEN|PASSWORD)$/, hosts: ["docker.io", "docker.com"] },
  { name: "Datadog", clis: [], variables: /^(?:DD|DATADOG)_[A-Z_]*KEY$/, hosts: ["datadoghq.com", "datadoghq.eu"] },
  { name: "Telegram", clis: [], variables: /^TELEGRAM_[A-Z_]*TOKEN$/, hosts: ["telegram.org"] },
  { name: "Discord", clis: [], variables: /^DISCORD_[A-Z_]*(?:TOKEN|WEBHOOK_URL)$/, hosts: ["discord.com", "discordapp.com"] },
  { name: "Twilio", clis: ["twilio"], variables: /^TWILIO_[A-Z_]*(?:TOKEN|SECRET|KEY)$/, hosts: ["twilio.com"] },
  { name: "SendGrid", clis: [], variables: /^SENDGRID_[A-Z_]*KEY$/, hosts: ["sendgrid.com"] },
  { name: "Atlassian", clis: [], variables: /^(?:JIRA|CONFLUENCE|ATLASSIAN|BITBUCKET)_[A-Z_]*(?:TOKEN|PASSWORD|KEY)$/, hosts: ["atlassian.net", "atlassian.com", "bitbucket.org"] },
  { name: "Linear", clis: [], variables: /^LINEAR_[A-Z_]*(?:KEY|TOKEN)$/, hosts: ["linear.app"] },
  { name: "CircleCI", clis: ["circleci"], variables: /^CIRCLE(?:CI)?_[A-Z_]*TOKEN$/, hosts: ["circleci.com"] },
  { name: "Codecov", clis: [], variables: /^CODECOV_TOKEN$/, hosts: ["codecov.io"] },
  { name: "SonarCloud", clis: [], variables: /^SONAR_TOKEN$/, hosts: ["sonarcloud.io"] },
  { name: "Supabase", clis: ["supabase"], variables: /^SUPABASE_[A-Z_]*(?:KEY|TOKEN)$/, hosts: ["supabase.co", "supabase.com"] },
  { name: "Terraform Cloud", clis: [], variables: /^(?:TF_API_TOKEN|TFE_TOKEN|TF_TOKEN_[A-Z0-9_]+)$/, hosts: ["app.terraform.io", "terraform.io"] },
];

/**
 * The service a secret's source belongs to: a CLI's credential (`gh auth token`) by its program,
 * a variable (`$GITHUB_TOKEN`) by its name. Undefined for generic secrets (`$API_KEY`, a vault).
 *
 * @example
 * serviceOf("gh auth token")?.name // "GitHub"
 * serviceOf("$OPENAI_API_KEY")?.name // "OpenAI"
 */
export function serviceOf(source: string): CredentialService | undefined {
  if (source.startsWith("$")) {
    const name = source.slice(1);
    return SERVICES.find((service) => service.variables.test(name));
  }
  const program = source.split(" ", 1)[0] ?? "";
  return SERVICES.find((service) => service.clis.includes(program));
}

/** Whether `host` is one of the service's API hosts or a subdomain of one. */
export function isServiceHost(service: CredentialService, host: string): boolean {
  const lower = host.toLowerCase().replace(/\.$/, "");
  return service.hosts.some((known) => lower === known || lower.endsWith(`.${known}`));
}
