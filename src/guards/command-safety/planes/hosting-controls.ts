import type { PlaneEffect } from "./plane-effect.js";
import { parseJson, settingsOf } from "./hosting-settings.js";

/** Where a request to a git hosting API lands: its path below the API root, split (`["repos", "acme", "app", "hooks"]`). */
export interface HostingRequest {
  method: string;
  /** The API path's segments (after `/api/v3`, `/api/v4`, `/api/v1` or `/2.0`). */
  path: readonly string[];
  body: string;
  query: URLSearchParams;
  host: string;
}

/** GitHub's security and analysis features, by their names in `security_and_analysis` (REST "Update a repository"). */
const SECURITY_FEATURES = new Set([
  "advanced_security", "code_security", "secret_scanning", "secret_scanning_push_protection", "secret_scanning_validity_checks",
  "secret_scanning_non_provider_patterns", "secret_scanning_ai_detection", "dependabot_security_updates", "secret_scanning_delegated_alert_dismissal",
  "secret_scanning_delegated_bypass", "private_vulnerability_reporting",
]);
/** Repository endpoints whose DELETE turns a security feature off: Dependabot alerts and updates, private vulnerability reporting. */
const SECURITY_SWITCHES = new Set(["vulnerability-alerts", "automated-security-fixes", "private-vulnerability-reporting"]);
/** An organization's defaults for new repositories, each turned off by `false` (`secret_scanning_enabled_for_new_repositories`). */
const ORG_SECURITY_DEFAULT = /^(?:advanced_security|dependabot_alerts|dependabot_security_updates|dependency_graph|secret_scanning|secret_scanning_push_protection|secret_scanning_validity_checks|secret_scanning_non_provider_patterns)_enabled_for_new_repositories$/;
/** Collections that give access to a repository, project or organization when something is added: deploy keys, webhooks, members and collaborators, invitations, shares, SSH keys of the account. */
const ACCESS_COLLECTIONS = new Set(["keys", "deploy_keys", "deploy-keys", "hooks", "members", "invitations", "share", "collaborators", "memberships"]);
const ACCESS_WORDS: Readonly<Record<string, string>> = {
  keys: "a deploy or SSH key",
  deploy_keys: "a deploy key",
  "deploy-keys": "a deploy key",
  hooks: "a webhook, which sends the repository's events to its URL",
  members: "a member",
  invitations: "an invitation",
  share: "a share with another group",
  collaborators: "a collaborator",
  memberships: "a member",
};
const OFF = new Set(["false", "0", "no", "disabled", "off"]);

/**
 * What a request to GitHub's, GitLab's, Gitea's or Bitbucket's REST API does to a repository's
 * settings and who can reach it, from their API references: the repository or project made public
 * (`visibility: public`, `private: false`, Bitbucket's `is_private: false`); a security feature
 * turned off (`security_and_analysis[secret_scanning][status]=disabled`, DELETE
 * `…/vulnerability-alerts`, `…/automated-security-fixes`, `…/private-vulnerability-reporting`,
 * code scanning's default setup `not-configured`, an organization's `…_enabled_for_new_repositories:
 * false` or `…/disable_all`); access given away (a deploy key, webhook, collaborator, member,
 * invitation or share added to a repository, project, group or organisation). Undefined when the request does
 * none of these.
 *
 * @example
 * hostingControlEffect({ method: "PATCH", path: ["repos", "acme", "app"], body: "visibility=public", query: new URLSearchParams(), host: "api.github.com" })?.rule // "git.repository-public"
 */
export function hostingControlEffect(request: HostingRequest): PlaneEffect | undefined {
  const { method, path, host } = request;
  if (method === "GET" || method === "HEAD" || path.length > 16) return undefined;
  const [kind, owner, name, ...rest] = path;
  const repository = (kind === "repos" || kind === "repositories") && owner !== undefined && name !== undefined;
  const project = (kind === "projects" || kind === "groups") && owner !== undefined;
  const organisation = kind === "orgs" && owner !== undefined;
  const where = repository ? `${owner}/${name}` : project ? `${kind === "groups" ? "group" : "project"} ${owner}` : organisation ? `the organisation ${owner}` : path.join("/");
  // Below the repository or project: `repos/O/R/…` → rest; `projects/42/…` → [name, …rest].
  const below = repository ? rest : project || organisation ? [name, ...rest].filter((segment): segment is string => segment !== undefined) : [];
  if (method === "DELETE") {
    if (repository && below.length === 1 && SECURITY_SWITCHES.has(below[0] as string)) return { rule: "git.security-off", what: `turns ${(below[0] as string).replace(/-/g, " ")} off for ${where} on ${host}` };
    return undefined;
  }
  const settings = settingsOf(request.body, request.query);
  if ((repository || project) && below.length === 0 && (method === "PATCH" || method === "PUT" || method === "POST")) {
    const visibility = settings.get("visibility");
    if (visibility === "public" || OFF.has(settings.get("private") ?? "") || OFF.has(settings.get("is_private") ?? "")) return { rule: "git.repository-public", what: `makes ${where} on ${host} public, its code and history readable by anyone` };
    const feature = disabledFeature(request.body, request.query);
    if (feature) return { rule: "git.security-off", what: `turns ${feature} off for ${where} on ${host}` };
    // `gh api -X PATCH repos/O/R --input settings.json`: the settings are only known when it runs.
    if (method !== "POST" && /^@(?!-$)/.test(request.body.trim())) return { rule: "git.repository-public", what: `changes the settings of ${where} on ${host} to ${request.body.trim().slice(1)}, only known when it runs (it may make it public or turn its security off)` };
  }
  if (repository && below.join("/") === "code-scanning/default-setup" && (method === "PATCH" || method === "PUT") && settings.get("state") === "not-configured") return { rule: "git.security-off", what: `turns code scanning's default setup off for ${where} on ${host}` };
  if (kind === "orgs" && owner !== undefined) {
    if (name === undefined && method === "PATCH") {
      for (const [key, value] of settings) if (ORG_SECURITY_DEFAULT.test(key) && OFF.has(value)) return { rule: "git.security-off", what: `turns ${key.replace(/_enabled_for_new_repositories$/, "").replace(/_/g, " ")} off for the new repositories of ${owner} on ${host}` };
    }
    if (rest.length === 1 && rest[0] === "disable_all" && method === "POST") return { rule: "git.security-off", what: `turns ${(name ?? "").replace(/_/g, " ")} off for every repository of ${owner} on ${host}` };
  }
  const added = accessAdded(method, below, repository || project || organisation);
  if (added) return { rule: "git.access-granted", what: `adds ${ACCESS_WORDS[added] ?? added} to ${where} on ${host}, giving access away` };
  return undefined;
}

/** The access collection a request adds to: POST to `…/keys`, `…/hooks`, `…/members`, `…/invitations`; PUT of `…/collaborators/U` or `…/memberships/U`. */
function accessAdded(method: string, below: readonly string[], owned: boolean): string | undefined {
  const collection = owned ? below[0] : undefined;
  if (collection === undefined || !ACCESS_COLLECTIONS.has(collection)) return undefined;
  // POST adds to a collection; PUT adds a named collaborator or member (`collaborators/U`, `memberships/U`, Bitbucket's `deploy-keys/1`).
  if (below.length === 1 && method === "POST") return collection;
  if (below.length === 2 && method === "PUT" && collection !== "hooks" && collection !== "keys") return collection;
  // A webhook given another URL (`PATCH …/hooks/1` with `config[url]`).
  if (below.length === 2 && method === "PATCH" && collection === "hooks") return collection;
  return undefined;
}

/** The first security feature a repository update turns off, read from a JSON or form body (`security_and_analysis[secret_scanning][status]=disabled`). */
function disabledFeature(body: string, query: URLSearchParams): string | undefined {
  const text = body.trim();
  if (text.startsWith("{")) {
    const json = parseJson(text) as { security_and_analysis?: unknown } | undefined;
    const features = json && typeof json === "object" ? json.security_and_analysis : undefined;
    if (features && typeof features === "object") {
      for (const [name, value] of Object.entries(features).slice(0, 32)) {
        if (SECURITY_FEATURES.has(name) && value && typeof value === "object" && String((value as { status?: unknown }).status).toLowerCase() === "disabled") return name.replace(/_/g, " ");
      }
    }
    return undefined;
  }
  const items = [...text.split("&").slice(0, 256), ...[...query].map(([key, value]) => `${key}=${value}`)];
  for (const item of items) {
    const field = /^security_and_analysis\[(\w{1,64})\]\[status\]=(\w{1,16})$/.exec(item.trim());
    if (field && SECURITY_FEATURES.has(field[1] as string) && (field[2] as string).toLowerCase() === "disabled") return (field[1] as string).replace(/_/g, " ");
  }
  return undefined;
}
