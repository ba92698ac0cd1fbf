import { isLoopbackHost } from "../targets/loopback-hosts.js";
import { consulKeysDeleted } from "./consul-kv.js";
import type { HttpRequest } from "./http-requests.js";
import type { PlaneEffect } from "./plane-effect.js";
import { hostingControlEffect } from "./hosting-controls.js";
import { parseJson, settingsOf, weakenedSetting } from "./hosting-settings.js";
import { analyzeSql } from "./sql-statements.js";
import { bodyAction, bodyStatement, destructiveAction } from "./http-actions.js";
import { shortDeletePhase } from "./index-lifecycle.js";

/** A request's URL, parsed (a missing scheme means http). */
interface Target {
  host: string;
  port: string;
  /** Path segments, decoded. */
  segments: string[];
  query: URLSearchParams;
}

const PROTECTED_BRANCH = /^(?:main|master|trunk|develop|development|production|prod|release(?:[/-].*)?|stable)$/;
/** A release tag (`v1.2.3`, `2.0.0-rc1`). */
const RELEASE_TAG = /^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/;
/** The protection of branches and tags, below a repository or project: GitHub's branch protection, rulesets and tag protection, GitLab's protected branches and tags, Gitea's branch protections, Bitbucket's branch restrictions. */
const PROTECTION_PATH = /^(?:branches\/(.+)\/protection(?:\/.*)?|protected_branches(?:\/(.+))?|protected_tags(?:\/.+)?|rulesets(?:\/\d+)?|tags\/protection(?:\/.+)?|branch_protections(?:\/(.+))?|branch-restrictions(?:\/.+)?)$/;
const ELASTIC_PORTS = new Set(["9200", "9243"]);
/** What a DELETE removes that loses nothing: a label, a star, a reaction, a subscription, a session, a cache entry. */
const UNDOABLE = new Set([
  "labels", "label", "starred", "stars", "star", "subscription", "subscriptions", "reactions", "assignees", "requested_reviewers", "notifications",
  "threads", "session", "sessions", "cache", "caches", "locks", "lock", "logout", "watchers", "favorites", "likes", "following", "bookmarks",
]);
/** Path nouns of data stores' REST APIs for what holds the data (vector, search and document stores). */
const DATA_CONTAINERS = new Set(["collections", "indexes", "indices", "index", "schema", "databases", "buckets", "keyspaces", "tables", "namespaces", "datasets", "streams", "topics", "queues", "vhosts"]);
/** A name without a dot (`db`, `elasticsearch`): a container or compose service next to this one. */
const SINGLE_LABEL = /^[^.]+$/;

/**
 * What an HTTP request does to a service, from the services' API references: deleting a
 * repository, organisation or protected branch on GitHub, GitLab, Gitea or Bitbucket (and
 * force-moving a protected branch); deleting or emptying Elasticsearch/OpenSearch indices, CouchDB
 * databases, Consul keys, RabbitMQ queues and Kubernetes namespaces and volumes; SQL sent to
 * ClickHouse's and InfluxDB's HTTP interfaces and in the JSON bodies of SQL statement APIs
 * (Databricks, Snowflake, BigQuery: `http-actions.ts`); an RPC-style action whose path names a
 * destructive verb (`POST /api/2.0/dbfs/delete`, Slack's `chat.delete`). Any other DELETE sent beyond this machine's own
 * addresses (and single-label service names) deletes a remote resource and asks. `bridged`: an
 * earlier command opened a bridge to a remote plane (`kubectl proxy`, `ssh -L`), so this
 * machine's addresses may be that plane's.
 *
 * @example
 * httpEffects({ method: "DELETE", url: "https://api.github.com/repos/acme/app", body: "" })[0]?.rule // "git.delete-remote-repository"
 */
export function httpEffects(request: HttpRequest, bridged = false): PlaneEffect[] {
  // A read destroys nothing, unless it carries a query a database runs (`?query=DROP…`).
  if ((request.method === "GET" || request.method === "HEAD") && !/[?&](?:query|q)=/.test(request.url)) return [];
  const target = parse(request.url);
  if (!target) return [];
  const method = request.method;
  const hosting = hostingEffect(method, target, request.body);
  if (hosting !== undefined) return hosting;
  const query = target.query.get("query") ?? target.query.get("q");
  const sql = query ?? (method === "POST" && (target.port === "8123" || target.port === "8086") ? formQuery(request.body) : method === "POST" ? bodyStatement(request.body) : undefined);
  if (sql) {
    const effects = analyzeSql(sql).effects;
    if (effects.length > 0) return effects.map((effect) => ({ rule: effect.rule, what: `sends \`${effect.statement}\`, which ${effect.what}` }));
  }
  const remote = request.hostVariable !== undefined || bridged || !(isLoopbackHost(target.host) || SINGLE_LABEL.test(target.host));
  // Documented bulk deletions sent to a store beyond this machine: by query, by filter, every key.
  const bulk = (method === "POST" || method === "PUT") && remote && !request.socket ? bulkDeletion(target) : undefined;
  if (bulk) return [bulk];
  // Consul's agent listens on 8500 (8501 with TLS); its CLI and clients take the address from CONSUL_HTTP_ADDR.
  const consulAgent = target.port === "8500" || target.port === "8501" || request.hostVariable === "$CONSUL_HTTP_ADDR";
  const service = serviceEffect(method, target, request.body, consulAgent);
  if (service !== undefined) return service;
  // RPC-style APIs name the action in the path and take it as a POST (`/api/2.0/dbfs/delete`, `slack.com/api/chat.delete`).
  if (method !== "DELETE" && !request.socket && remote) {
    const host = request.hostVariable ? `the host in ${request.hostVariable}` : target.host;
    const action = destructiveAction(target.segments, host) ?? (method === "POST" ? bodyAction(request.body, host) : undefined);
    if (action) return [action];
  }
  if (method === "DELETE" && !request.socket && remote && !target.segments.some((segment) => UNDOABLE.has(segment.toLowerCase()))) {
    return [{ rule: "planes.http-delete", what: `deletes a resource of ${request.hostVariable ? `the host in ${request.hostVariable}` : target.host}` }];
  }
  return [];
}

/** The query of a form-encoded body (`q=DROP DATABASE x`, as `--data-urlencode` sends it), or the body itself. */
function formQuery(body: string): string {
  const field = /(?:^|&)(?:q|query)=([^&]*)/.exec(body)?.[1];
  return field === undefined ? body : safeDecode(field.replace(/\+/g, " "));
}

function parse(url: string): Target | undefined {
  if (url === "" || url.startsWith("-")) return undefined;
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`);
    const segments = parsed.pathname.split("/").filter(Boolean).map((segment) => safeDecode(segment));
    const port = parsed.port || (parsed.protocol === "https:" ? "443" : "80");
    return { host: parsed.hostname.toLowerCase(), port, segments, query: parsed.searchParams };
  } catch {
    return undefined;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Git hosting APIs: repositories, organisations, refs and the protection of branches. Undefined when the URL is not one. */
function hostingEffect(method: string, target: Target, body: string): PlaneEffect[] | undefined {
  if (target.segments.at(-1) === "graphql") return graphqlEffect(target, body);
  const azure = azureEffect(method, target, body);
  if (azure !== undefined) return azure;
  const path = apiPath(target);
  if (!path) return undefined;
  // Visibility, security features and access given away, read from the same request.
  const control = hostingControlEffect({ method, path, body, query: target.query, host: target.host });
  if (control) return [control];
  const [kind, owner, name, ...rest] = path;
  const restPath = rest.join("/");
  const repository = (kind === "repos" || kind === "repositories") && owner !== undefined && name !== undefined;
  // Below a repository (`repos/O/R/…`), or below a project, group or organisation (`projects/42/…`, `orgs/acme/rulesets/7`).
  const within = repository ? restPath : [name, ...rest].filter((segment) => segment !== undefined).join("/");
  if (method === "DELETE") {
    if (repository && rest.length === 0) return [{ rule: "git.delete-remote-repository", what: `deletes the repository ${owner}/${name} on ${target.host}` }];
    if ((kind === "orgs" || kind === "groups") && owner && !name) return [{ rule: "git.delete-remote-repository", what: `deletes the organisation ${owner} and its repositories` }];
    if (kind === "projects" && owner && !name) return [{ rule: "git.delete-remote-repository", what: `deletes the project ${owner} on ${target.host}` }];
    // Protection is what stops a force push or a deletion of the branch.
    const unprotected = PROTECTION_PATH.exec(within);
    if (unprotected) {
      const branch = unprotected[1] ?? unprotected[2] ?? unprotected[3];
      return [{ rule: "git.unprotect-branch", what: `removes ${branch ? `the protection of the branch ${branch}` : "a branch or tag protection rule"} on ${target.host}` }];
    }
    const branch = /^(?:git\/refs\/heads|branches|repository\/branches|refs\/branches)\/(.+)$/.exec(within)?.[1];
    // A feature branch is deleted on the remote as `git push --delete` would: allowed.
    if (branch) return PROTECTED_BRANCH.test(branch) ? [{ rule: "git.delete-protected-branch", what: `deletes the branch ${branch} on ${target.host}` }] : [];
    const tag = /^(?:git\/refs\/tags|tags|repository\/tags|refs\/tags)\/(.+)$/.exec(within)?.[1];
    if (tag) return RELEASE_TAG.test(tag) ? [{ rule: "git.delete-shared-ref", what: `deletes the release tag ${tag} on ${target.host}` }] : [];
    return undefined;
  }
  if (method !== "PATCH" && method !== "POST" && method !== "PUT") return [];
  const settings = settingsOf(body, target.query);
  // PUT replaces a protection whole, PATCH changes part of it: either can turn it off. (POST to
  // GitHub's …/protection/enforce_admins or GitLab's protected_branches adds protection.)
  if (method !== "POST" && PROTECTION_PATH.test(within)) {
    const weakened = weakenedSetting(settings);
    if (weakened) return [{ rule: "git.unprotect-branch", what: `sets ${weakened} in ${within} on ${target.host}, turning that protection off` }];
    if (/^@/.test(body.trim())) return [{ rule: "git.unprotect-branch", what: `replaces ${within} on ${target.host} with settings only known when it runs (${body.trim()})` }];
    return [];
  }
  // POST /repos/{owner}/{repo}/transfer: the repository and its history leave for another owner.
  if (repository && restPath === "transfer" && method === "POST") return [{ rule: "git.delete-remote-repository", what: `transfers the repository ${owner}/${name} on ${target.host} to another owner` }];
  // GitLab's PUT /projects/:id/transfer moves the project to another namespace.
  if (kind === "projects" && within === "transfer" && method === "PUT") return [{ rule: "git.delete-remote-repository", what: `transfers the project ${owner} on ${target.host} to another namespace` }];
  if (method === "PATCH" || method === "POST") {
    const branch = /^git\/refs\/heads\/(.+)$/.exec(restPath)?.[1];
    if (branch && PROTECTED_BRANCH.test(branch) && (settings.get("force") === "true" || /(?:^|&|"|\b)force["=:\s]+true/.test(body))) return [{ rule: "git.force-push", what: `force-moves the branch ${branch} on ${target.host}, rewriting its history` }];
  }
  return [];
}

/** GitHub's GraphQL mutations that delete a repository or ref, force-move a ref, or remove or loosen a branch's protection or a ruleset. */
function graphqlEffect(target: Target, body: string): PlaneEffect[] {
  const where = `the GraphQL API of ${target.host}`;
  if (/\bdeleteRepository\b/.test(body)) return [{ rule: "git.delete-remote-repository", what: `deletes a repository through ${where}` }];
  if (/\b(?:deleteBranchProtectionRule|deleteRepositoryRuleset)\b/.test(body)) return [{ rule: "git.unprotect-branch", what: `removes a branch protection rule or ruleset through ${where}` }];
  if (/\bupdateRepository\b/.test(body) && /\bvisibility\s*:\s*\\?"?PUBLIC\b/i.test(body)) return [{ rule: "git.repository-public", what: `makes a repository public through ${where}` }];
  if (/\bdeleteRef\b/.test(body)) return [{ rule: "git.delete-protected-branch", what: `deletes a ref through ${where}` }];
  if (/\b(?:updateBranchProtectionRule|updateRepositoryRuleset)\b/.test(body)) {
    const weakened = weakenedSetting(settingsOf(body, target.query));
    if (weakened) return [{ rule: "git.unprotect-branch", what: `sets ${weakened} on a branch protection rule or ruleset through ${where}` }];
  }
  if (/\bupdateRefs?\b/.test(body) && /\bforce\s*:\s*true\b/.test(body)) return [{ rule: "git.force-push", what: `force-moves a ref through ${where}` }];
  // Any other API's mutation whose field destroys (`deleteProject`), beyond this machine.
  const action = isLoopbackHost(target.host) || SINGLE_LABEL.test(target.host) ? undefined : bodyAction(body, where);
  return action ? [action] : [];
}

/**
 * Azure DevOps Services and Server (`dev.azure.com/ORG/PROJECT/_apis/…`, `ORG.visualstudio.com`):
 * deleting a repository or a branch policy, and ref updates to the all-zero object id, which
 * delete the ref. Undefined when the URL is not Azure DevOps' git or policy API.
 */
function azureEffect(method: string, target: Target, body: string): PlaneEffect[] | undefined {
  const apis = target.segments.indexOf("_apis");
  if (apis < 0 || !(target.host === "dev.azure.com" || target.host.endsWith(".visualstudio.com"))) return undefined;
  const [area, collection, id, sub] = target.segments.slice(apis + 1);
  if (area === "policy" && collection === "configurations" && id && method === "DELETE") return [{ rule: "git.unprotect-branch", what: `deletes the branch policy ${id} on ${target.host}` }];
  if (area !== "git" || collection !== "repositories" || !id) return undefined;
  if (method === "DELETE" && sub === undefined) return [{ rule: "git.delete-remote-repository", what: `deletes the repository ${id} on ${target.host}` }];
  if (method === "POST" && sub === "refs") {
    const deleted = deletedRefs(body);
    const shared = deleted.find((ref) => (ref.startsWith("refs/heads/") && PROTECTED_BRANCH.test(ref.slice(11))) || (ref.startsWith("refs/tags/") && RELEASE_TAG.test(ref.slice(10))));
    if (shared) return [{ rule: shared.startsWith("refs/tags/") ? "git.delete-shared-ref" : "git.delete-protected-branch", what: `deletes ${shared} on ${target.host}` }];
    return [];
  }
  return undefined;
}

/** Azure DevOps' ref updates (`[{name, oldObjectId, newObjectId}]`) whose new object id is all zeros: the refs they delete. */
function deletedRefs(body: string): string[] {
  const updates = parseJson(body.trim());
  const list: unknown[] = Array.isArray(updates) ? updates.slice(0, 256) : [updates];
  return list
    .filter((update): update is { name: string; newObjectId: string } => typeof update === "object" && update !== null && typeof (update as { name?: unknown }).name === "string" && /^0{40}$/.test(String((update as { newObjectId?: unknown }).newObjectId)))
    .map((update) => update.name);
}

/** The API path of a git hosting service (after `/api/v3`, `/api/v4`, `/api/v1` or `/2.0`), or undefined. */
function apiPath(target: Target): string[] | undefined {
  const segments = target.segments;
  if (target.host === "api.github.com" || target.host === "api.bitbucket.org") return target.host === "api.bitbucket.org" ? segments.slice(1) : segments;
  const api = segments.indexOf("api");
  const version = segments[api + 1];
  if (api === 0 && (version === "v3" || version === "v4" || version === "v1")) {
    const path = segments.slice(2);
    if (path[0] === "repos" || path[0] === "orgs" || path[0] === "projects" || path[0] === "groups") return path;
  }
  return undefined;
}

/**
 * POSTs that delete by the stores' API references: Elasticsearch/OpenSearch `_delete_by_query`,
 * Algolia's `clear` and `deleteByQuery`, Meilisearch's and Qdrant's document and point deletions,
 * Pinecone's `vectors/delete`, Loki's `/loki/api/v1/delete`, Prometheus' `admin/tsdb/delete_series`,
 * Pulsar's `skip_all` and `clearBacklog`.
 */
function bulkDeletion(target: Target): PlaneEffect | undefined {
  const segments = target.segments;
  if (segments.length > 32) return undefined;
  const last = segments.at(-1) ?? "";
  const previous = segments.at(-2) ?? "";
  if (segments.includes("_delete_by_query")) return { rule: "planes.store-delete", what: "deletes the documents matching a query" };
  if (segments.includes("indexes") && (last === "clear" || last === "deleteByQuery")) return { rule: last === "clear" ? "planes.store-flush" : "planes.store-delete", what: `${last === "clear" ? "empties" : "deletes documents of"} an index` };
  if ((previous === "documents" || previous === "points" || previous === "vectors") && (last === "delete" || last === "delete-batch")) return { rule: "planes.store-delete", what: `deletes ${previous}` };
  // Log and metric stores: Loki's deletion requests, Prometheus-compatible TSDBs' series deletion.
  if (previous === "v1" && last === "delete" && segments.includes("loki")) return { rule: "planes.store-delete", what: "requests the deletion of the log lines a query matches" };
  if (last === "delete_series" && segments.includes("admin")) return { rule: "planes.store-delete", what: "deletes the time series a selector matches" };
  // Pulsar's admin API: a subscription's backlog skipped or cleared.
  if (segments[0] === "admin" && (last === "skip_all" || last === "clearBacklog")) return { rule: "planes.store-flush", what: "skips every message a subscription has not read" };
  return undefined;
}

/** Data stores behind HTTP APIs. Undefined when the URL is not one of them. */
function serviceEffect(method: string, target: Target, body: string, consulAgent: boolean): PlaneEffect[] | undefined {
  const [first = "", second, third] = target.segments;
  const elastic = ELASTIC_PORTS.has(target.port) || /elastic|opensearch|(?:^|\.)es\d*(?:\.|$)/.test(target.host) || first === "_all" || target.segments.some((segment) => segment.startsWith("_delete_by_query"));
  if (elastic) {
    if (method === "DELETE" && (first === "_all" || first === "*" || first.includes("*") || first.includes(",_all"))) return [{ rule: "planes.store-flush", what: "deletes every index of the search cluster" }];
    if (method === "DELETE" && first && !first.startsWith("_") && target.segments.length === 1) return [{ rule: "planes.store-delete", what: `deletes the index ${first} and its documents` }];
    if (method === "DELETE" && (first === "_data_stream" || first === "_snapshot") && second) return [{ rule: "planes.store-delete", what: `deletes ${first.slice(1).replace("_", " ")} ${third ? `${second}/${third}` : second}` }];
    if (method === "POST" && target.segments.includes("_delete_by_query") && (body.trim() === "" || /match_all/.test(body))) return [{ rule: "planes.store-flush", what: "deletes every document of the index" }];
    if (method === "PUT" && first === "_ilm" && second === "policy" && third !== undefined) {
      const phase = shortDeletePhase(body);
      if (phase !== undefined) return [{ rule: "planes.store-delete", what: `sets the lifecycle policy ${third} to delete indices ${phase}, so the cluster deletes what they hold` }];
    }
    return [];
  }
  // Redis over HTTP (Upstash's REST API, Webdis): the command is the path's first segment.
  if (/^(?:flushall|flushdb)$/i.test(first)) return [{ rule: "planes.store-flush", what: `runs ${first.toUpperCase()}, deleting every key` }];
  if (target.port === "5984" && method === "DELETE" && target.segments.length === 1 && !first.startsWith("_")) return [{ rule: "planes.store-delete", what: `deletes the CouchDB database ${first}` }];
  if (first === "v1" && second === "kv" && method === "DELETE" && consulAgent) {
    return consulKeysDeleted(target.segments.slice(2).join("/"), target.query.has("recurse") && target.query.get("recurse") !== "false");
  }
  if (target.port === "2379" && target.segments.join("/").endsWith("kv/deleterange")) return [{ rule: "planes.store-delete", what: "deletes a range of etcd keys" }];
  if (target.port === "15672" && first === "api" && method === "DELETE" && second && ["queues", "vhosts", "exchanges"].includes(second)) {
    return [{ rule: target.segments.at(-1) === "contents" ? "planes.store-flush" : "planes.store-delete", what: `deletes RabbitMQ ${second}` }];
  }
  if ((first === "api" || first === "apis") && target.segments.includes("namespaces") && method === "DELETE") {
    const after = target.segments.slice(target.segments.indexOf("namespaces") + 1);
    if (after.length === 1) return [{ rule: "planes.cluster-delete", what: `deletes the namespace ${after[0]} and everything in it` }];
    if (after.length === 2) return [{ rule: "planes.cluster-delete", what: `deletes every ${after[1]} of the namespace` }];
  }
  if (target.port === "8086" && target.segments.join("/") === "api/v2/delete") return [{ rule: "planes.store-delete", what: "deletes InfluxDB data points" }];
  if (target.segments.includes("solr") && /<delete>\s*<query>\s*\*:\*|"delete"\s*:\s*\{\s*"query"\s*:\s*"\*:\*"/.test(body)) return [{ rule: "planes.store-flush", what: "deletes every document of the Solr core" }];
  // Stores' REST APIs name what they hold: DELETE /collections/x, /indexes/x, /v1/schema/X, /databases/x.
  const container = target.segments.findIndex((segment) => DATA_CONTAINERS.has(segment.toLowerCase()));
  if (method === "DELETE" && container >= 0 && target.segments.length === container + 2) {
    return [{ rule: "planes.store-delete", what: `deletes the ${target.segments[container]?.replace(/e?s$/, "")} ${target.segments[container + 1]} and what it holds` }];
  }
  return undefined;
}
