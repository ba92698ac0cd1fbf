import type { HttpRequest } from "../planes/http-requests.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

/** Path segments' parts that name an issued credential: creating at such a path prints the new one. */
const TOKEN_PARTS = new Set(["token", "tokens", "accesstoken", "accesstokens", "authorizations", "apikey", "apikeys"]);
/** Parts before `key(s)` that make it an issued credential (`api_keys`, `application_keys`, `/auth/keys`, `serviceAccounts/X/keys`). */
const KEY_PARENTS = new Set(["api", "access", "application", "app", "auth", "serviceaccounts", "service", "client"]);
/** Parts of a path that check, end or remove a credential rather than make one: nothing secret comes back. */
const HARMLESS_PARTS = new Set(["verify", "introspect", "introspection", "revoke", "revocation", "validate", "validation", "check", "logout", "invalidate", "expire", "delete", "status", "info", "lookup"]);
/** Collections of values a client stores: creating there stores the value sent. */
const STORED = new Set(["secrets", "secret", "variables", "variable", "vars", "env", "environment", "settings", "config", "configs"]);
/** Methods that create or replace: a credential made there is returned once, in the response. */
const MINTING_METHODS = new Set(["POST", "PUT"]);
/** Vault's secret engines read by GET (`/v1/secret/data/app`, `/v1/kv/app`, `/v1/database/creds/ro`), and its raw storage (`/v1/sys/raw/…`, the barrier's decrypted entries). */
const VAULT_READ = /^\/v1\/(?:(?:secret|secrets|kv|kv2|kv-v2|cubbyhole)(?:\/|$)|[\w.-]+\/(?:data|creds)\/|sys\/raw(?:\/|$))/i;
/** Vault's writes that return a secret: unwrapping a response-wrapped one, an AppRole secret ID, a PKI certificate with its private key. */
const VAULT_MINT = /^\/v1\/(?:sys\/wrapping\/unwrap\/?$|auth\/[\w.-]+\/role\/[^/]+\/(?:custom-)?secret-id\/?$|[\w.-]+\/issue\/[^/]+\/?$)/i;
/** One Consul ACL token read by its accessor ID: the response carries its `SecretID`. */
const CONSUL_ACL_TOKEN = /^\/v1\/acl\/token\/(?!self\/?$)[^/]+\/?$/i;
/** The Docker Engine API's inspect of one container (`/containers/ID/json`, also versioned `/v1.43/…`): its `Config.Env` carries the container's secrets. */
const DOCKER_CONTAINER_INSPECT = /^(?:\/v[\d.]+)?(?:\/libpod)?\/containers\/(?!json\/?$)[^/]+\/json\/?$/i;
/** Unix sockets of the Docker Engine and its look-alikes (Podman's compatible API, Docker Desktop's). */
const DOCKER_SOCKET = /(?:^|\/)(?:docker|podman|docker-raw|docker\.raw)\.sock$/i;
/** Kubernetes' Secrets collection or one Secret, whose data the response carries, also watched (`/api/v1/watch/…/secrets`). Secrets belong to the core group only: no `/apis/…` path serves them. */
const KUBERNETES_SECRETS = /^\/api\/v1\/(?:watch\/)?(?:namespaces\/[^/]+\/)?secrets(?:\/|$)/i;
/** CI/CD variables of GitLab projects, groups and the instance: the response carries their values. */
const GITLAB_VARIABLES = /^\/api\/v4\/(?:projects|groups)\/[^/]+\/variables(?:\/|$)|^\/api\/v4\/admin\/ci\/variables(?:\/|$)/i;
/** A secret's value read from a cloud secret store's REST API: Azure Key Vault, Google Secret Manager's `:access`, Doppler, Infisical. */
const SECRET_STORE_READ = /\.vault\.azure\.net$|^secretmanager\.googleapis\.com$|^api\.doppler\.com$|^(?:app|eu|us)\.infisical\.com$/i;

/**
 * An item of a 1Password Connect server (1Password Connect API reference: `GET
 * /v1/vaults/{vaultUUID}/items/{itemUUID}` returns the item's fields with their values, and
 * `…/files/{fileUUID}/content` a stored document). The server runs beside the application, on this
 * machine as often as not, and serves the vault's secrets wherever it runs.
 */
const ONE_PASSWORD_CONNECT_ITEM = /^\/v1\/vaults\/[^/]+\/items\/[^/]+(?:\/files\/[^/]+\/content)?\/?$/i;

/** How a request's host is to be read. */
export interface CredentialEndpointOptions {
  /**
   * The same command opened a bridge to a remote plane (`kubectl proxy`, `kubectl port-forward`,
   * `ssh -L`): a loopback host may then be a cluster's or a vault's API, not the project's own service.
   */
  bridged?: boolean;
}

/**
 * What an HTTP request does with a credential, read from the documented shape of the APIs that
 * issue and store them: a POST or PUT to a path naming tokens or API keys (`/user/tokens`,
 * `/installations/1/access_tokens`, `/authorizations`, `/api/serviceaccounts/7/tokens`,
 * `/api/auth/keys`, `/api/v2/api_keys`, `/-/npm/v1/tokens`, `serviceaccounts/ci/token`, Vault's
 * `/v1/auth/token/create`, OAuth token endpoints, Slack's `oauth.v2.access`) mints one and returns
 * it; a GET of Vault's secret engines, Kubernetes' Secrets, GitLab's CI variables or a cloud
 * secret store's secret returns its value, and so does Vault's raw storage (`/v1/sys/raw/…`) and
 * the Docker Engine API's inspect of a container over its socket (`/containers/ID/json`, whose
 * `Config.Env` is the container's environment), and a 1Password Connect server's item, wherever the
 * server runs. Listings of tokens (metadata and the last characters
 * only), checks and revocations, and the machine's own services return nothing secret.
 *
 * @example
 * credentialEndpoint({ method: "POST", url: "https://api.github.com/app/installations/9/access_tokens", body: "" }) // "POST /app/installations/9/access_tokens"
 * credentialEndpoint({ method: "GET", url: "https://api.github.com/user", body: "" }) // undefined
 * credentialEndpoint({ method: "GET", url: "http://localhost:8001/api/v1/secrets", body: "" }, { bridged: true }) // "GET /api/v1/secrets"
 */
export function credentialEndpoint(request: HttpRequest, options: CredentialEndpointOptions = {}): string | undefined {
  if (request.url.length > 2048) return undefined;
  const parsed = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/?#]*@)?(\[[^\]]*\]|[^/:?#]*)(?::\d+)?([^?#]*)/i.exec(request.url);
  const host = parsed?.[1] ?? "";
  const path = parsed?.[2] ?? "";
  // Over the Docker Engine's socket the host is a placeholder; a container's inspect prints its environment.
  if (request.socket !== undefined) return request.method === "GET" && DOCKER_SOCKET.test(request.socket) && DOCKER_CONTAINER_INSPECT.test(path) ? `GET ${path} (over ${request.socket})` : undefined;
  if (jenkinsScriptReadsSecrets(request, path)) return `${request.method} ${path} (Groovy that decrypts Jenkins' stored credentials)`;
  if (request.method === "GET" && ONE_PASSWORD_CONNECT_ITEM.test(path)) return `GET ${path} (a 1Password Connect item, its fields' values)`;
  // A token endpoint on this machine is the project's own service under development.
  if (host === "" || (options.bridged !== true && isLoopbackHost(host))) return undefined;
  const segments = path.split("/").filter(Boolean).slice(0, 24);
  const parts = segments.map((segment) => segment.toLowerCase().split(/[-_.:]+/).filter(Boolean));
  if (parts.some((own) => own.some((part) => HARMLESS_PARTS.has(part)))) return undefined;
  const shown = `${request.method} ${path}`;
  if (request.method === "GET") {
    if (VAULT_READ.test(path) || KUBERNETES_SECRETS.test(path) || GITLAB_VARIABLES.test(path) || CONSUL_ACL_TOKEN.test(path)) return shown;
    if (SECRET_STORE_READ.test(host) && /\/secrets?(?:\/|$)|:access$/i.test(path)) return shown;
    return undefined;
  }
  if (!MINTING_METHODS.has(request.method)) return undefined;
  if (VAULT_MINT.test(path)) return shown;
  // Slack's OAuth exchange (`oauth.v2.access`, `oauth.access`) returns the workspace's token.
  if (segments.some((segment) => /^oauth(?:\.v2)?\.access$/i.test(segment))) return shown;
  // Tailscale's auth keys (`/api/v2/tailnet/-/keys`) and GitLab's runner registration (`/api/v4/runners`, `/user/runners`) return a new secret.
  if (/(?:^|\.)tailscale\.com$/i.test(host) && /\/tailnet\/[^/]+\/keys\/?$/i.test(path)) return shown;
  if (/^\/api\/v4\/(?:user\/)?runners\/?$/i.test(path)) return shown;
  for (let index = 0; index < parts.length; index++) {
    const own = parts[index] as string[];
    // Under a collection of stored values (`actions/secrets/NPM_TOKEN`, `variables/API_TOKEN`) a name is what is stored, not a credential made.
    if (own.some((part) => STORED.has(part))) return undefined;
    if (own.some((part) => TOKEN_PARTS.has(part))) return shown;
    const key = own.findIndex((part) => part === "key" || part === "keys");
    if (key < 0) continue;
    const parent = key > 0 ? own[key - 1] : parts[index - 1]?.at(-1);
    // `serviceAccounts/NAME/keys`: the account's name sits between.
    const grand = key === 0 ? parts[index - 2]?.at(-1) : undefined;
    if ((parent !== undefined && KEY_PARENTS.has(parent)) || (grand !== undefined && grand === "serviceaccounts")) return shown;
  }
  return undefined;
}

/**
 * Groovy that reads Jenkins' stored credentials in clear: `hudson.util.Secret.decrypt(…)`,
 * `Secret.toString(…)`/`getPlainText()`, and the Credentials plugin's providers and lookups
 * (`com.cloudbees.plugins.credentials`, `SystemCredentialsProvider`, `CredentialsProvider.lookupCredentials`).
 */
const JENKINS_SECRET_CODE = /\bhudson\.util\.Secret\b|\bSecret\.(?:decrypt|toString)\s*\(|\.getPlainText\s*\(|\bcom\.cloudbees\.plugins\.credentials\b|\bSystemCredentialsProvider\b|\bCredentialsProvider\.lookupCredentials\b/;

/**
 * A POST to Jenkins' script console (`/scriptText`, `/script`, also a node's `/computer/NAME/scriptText`;
 * Jenkins handbook, "Script Console") whose script reads stored credentials in clear: the console
 * runs it with the controller's full rights and prints what it prints. Wherever Jenkins runs, this
 * machine included, those are the CI server's secrets, not a project's own service under development.
 */
function jenkinsScriptReadsSecrets(request: HttpRequest, path: string): boolean {
  return request.method === "POST" && /\/script(?:Text)?\/?$/.test(path) && request.body.length < 65_536 && JENKINS_SECRET_CODE.test(request.body);
}
