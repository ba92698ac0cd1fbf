import type { Provenance } from "../model.js";

/** Words that mark a variable as holding a credential wherever they stand in its name. */
const SECRET_WORDS = new Set(["TOKEN", "TOKENS", "SECRET", "SECRETS", "PASSWORD", "PASSWD", "PASSPHRASE", "APIKEY", "CREDENTIAL", "CREDENTIALS", "COOKIE", "PAT"]);
/** Words that do so as the last word of the name (`DEPLOY_KEY`, `DB_PASS`, `MYSQL_PWD`, `GIT_AUTH`). */
const SECRET_LAST_WORDS = new Set(["KEY", "PASS", "PWD", "AUTH", "DSN"]);
/** Variables that name a public or non-secret value despite their words. */
const NOT_SECRET = new Set(["PWD", "OLDPWD", "SSH_AUTH_SOCK", "GPG_TTY", "TOKENIZERS_PARALLELISM", "GOOGLE_APPLICATION_CREDENTIALS"]);
const PUBLIC_WORDS = new Set(["PUBLIC", "PUBLISHABLE"]);
/** Words that make the name a reference, not the secret, when they follow its secret word (`AWS_ACCESS_KEY_ID`, `TOKEN_FILE`; not `ID_TOKEN`). */
const REFERENCE_WORDS = new Set(["ID", "FILE", "PATH", "DIR", "TYPE", "URL_PREFIX"]);
/**
 * Variables that hold a credential under a name without the usual words: GitLab's registry auth
 * JSON and its job JWTs (`CI_JOB_JWT`, `_V1`, `_V2`, GitLab CI/CD predefined variables), and App
 * Service's and Functions' `IDENTITY_HEADER`, the value that authorizes requests to the managed
 * identity endpoint (Azure App Service "Managed identities", REST endpoint reference).
 */
const SECRET_NAMES = new Set(["DOCKER_AUTH_CONFIG", "CI_JOB_JWT", "CI_JOB_JWT_V1", "CI_JOB_JWT_V2", "IDENTITY_HEADER"]);
/** Connection strings carry their password. */
const CONNECTION_URL = /(?:^|_)(?:DATABASE|DB|REDIS|MONGO(?:DB)?|POSTGRES(?:QL)?|PG|MYSQL|AMQP|RABBITMQ|SQLALCHEMY_DATABASE)_?UR[LI]$/;

/**
 * Whether an environment variable's name marks it as holding a credential: `GITHUB_TOKEN`,
 * `AWS_SECRET_ACCESS_KEY`, `PGPASSWORD`, `DEPLOY_KEY`, `DATABASE_URL`; not `PWD`, `SSH_AUTH_SOCK`,
 * `AWS_ACCESS_KEY_ID`, `STRIPE_PUBLISHABLE_KEY` or `NEXT_PUBLIC_API_KEY`.
 *
 * @example
 * isSecretVariable("GITHUB_TOKEN") // true
 * isSecretVariable("NODE_ENV") // false
 */
export function isSecretVariable(name: string): boolean {
  const upper = name.toUpperCase();
  if (NOT_SECRET.has(upper)) return false;
  if (CONNECTION_URL.test(upper) || SECRET_NAMES.has(upper)) return true;
  const words = upper.split("_").filter(Boolean);
  if (words.some((word) => PUBLIC_WORDS.has(word))) return false;
  const isSecretWord = (word: string) => SECRET_WORDS.has(word) || /(?:PASSWORD|TOKEN|SECRET)$/.test(word);
  let last = -1;
  for (let index = 0; index < words.length; index++) if (isSecretWord(words[index] as string)) last = index;
  if (last < 0) last = SECRET_LAST_WORDS.has(words.at(-1) ?? "") ? words.length - 1 : -1;
  return last >= 0 && !words.slice(last + 1).some((word) => REFERENCE_WORDS.has(word));
}

/** The secret variables (`$GITHUB_TOKEN`) among a provenance's sources. */
export function secretVariables(provenance: Provenance): string[] {
  return provenance.sources.filter((source) => source.startsWith("$") && isSecretVariable(source.slice(1)));
}

/**
 * Whether data holds a credential or the environment: printed by a command that prints one, a
 * dump of the environment, or taken from a variable whose name marks a secret.
 */
export function carriesSecret(provenance: Provenance): boolean {
  return (provenance.secrets?.length ?? 0) > 0 || (provenance.environment?.length ?? 0) > 0 || secretVariables(provenance).length > 0;
}

/** Where the secrets in data came from, for reasons and services: `gh auth token`, `$AWS_SECRET_ACCESS_KEY`, `env`. */
export function secretSources(provenance: Provenance): string[] {
  return [...(provenance.secrets ?? []), ...secretVariables(provenance), ...(provenance.environment ?? [])];
}
