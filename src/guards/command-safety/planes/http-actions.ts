import { parseJson } from "./hosting-settings.js";
import type { PlaneEffect } from "./plane-effect.js";
import { destructiveVerb } from "./verbs.js";

/**
 * What an RPC-style HTTP API does, read from the request itself rather than from its method:
 * many platforms' APIs name the action in the path and take every call as a POST. From their
 * references:
 * - Databricks REST API 2.0/2.1: `POST /api/2.0/dbfs/delete`, `/api/2.0/workspace/delete`,
 *   `/api/2.1/jobs/delete`, `/api/2.0/clusters/permanent-delete`, `/api/2.0/repos/delete`;
 * - Slack Web API: one method per URL, `https://slack.com/api/<method>` (`chat.delete`,
 *   `files.delete`, `admin.conversations.delete`, `admin.users.remove`);
 * - and the same shape elsewhere (`/v1/projects/purge`, `/rpc/wipe`, Twirp's and Connect's
 *   `/package.Service/DeleteThing`).
 * The last path segment (or a Slack-style dotted method) is read with the verb model of
 * `verbs.ts`, as a CLI's subcommand is: `delete`, `destroy`, `purge`, `drop`, `wipe`, `truncate`,
 * `permanent-delete`, `DeleteCluster`; its object is the segment before it. Removing a tag, label,
 * member, session, cache entry or the like is not destruction, as for the CLIs.
 */

/** A SQL statement sent in a JSON body, by the field the APIs name it with: Databricks' and Snowflake's SQL statement APIs (`statement`), BigQuery's `jobs.query` (`query`), Redshift Data API and others (`sql`, `sqlText`, `queryString`). */
const STATEMENT_FIELDS = ["statement", "query", "sql", "sqlText", "sql_text", "queryString", "query_string"] as const;

/**
 * The destructive action an RPC-style path names, as a plane effect (`planes.http-delete`), when
 * its last segment's verb destroys.
 *
 * @example
 * destructiveAction(["api", "2.0", "clusters", "permanent-delete"])?.rule // "planes.http-delete"
 * destructiveAction(["api", "2.0", "clusters", "list"]) // undefined
 */
export function destructiveAction(segments: readonly string[], host: string): PlaneEffect | undefined {
  const last = segments.at(-1);
  if (last === undefined || segments.length > 32 || last.length > 128) return undefined;
  // A page or document (`delete.html`, `remove.php`) is not an API action.
  if (/\.(?:json|xml|php|aspx?|html?|jsp|cgi|txt|md)$/i.test(last)) return undefined;
  // `chat.delete`, `admin.conversations.delete`: a Slack-style method name holds its object before the verb.
  const words = last.includes(".") ? last.split(".") : [...segments.slice(-2, -1), last];
  const verb = destructiveVerb(words, words.length);
  if (verb === undefined || verb.index !== words.length - 1) return undefined;
  return { rule: "planes.http-delete", what: `calls ${segments.slice(-3).join("/")} on ${host}, an API action that ${verb.verb === "delete" || verb.verb === "del" ? "deletes" : `${verb.verb}s`} what it names` };
}

/**
 * The SQL statement a JSON request body carries in one of the fields the SQL APIs use
 * (`{"statement": "DROP TABLE t", "warehouse_id": "…"}`), or undefined.
 *
 * @example
 * bodyStatement('{"statement":"DROP TABLE t","warehouse_id":"abc"}') // "DROP TABLE t"
 */
export function bodyStatement(body: string): string | undefined {
  const trimmed = body.trim();
  if (!trimmed.startsWith("{") || trimmed.length > 65_536) return undefined;
  const parsed = parseJson(trimmed);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  const record = parsed as Record<string, unknown>;
  for (const field of STATEMENT_FIELDS) {
    const value = Object.hasOwn(record, field) ? record[field] : undefined;
    if (typeof value === "string" && /\s/.test(value)) return value;
  }
  return undefined;
}

/** GraphQL mutation fields called (`mutation { deleteProject(id: 1) { id } }`): each identifier followed by arguments or a selection, after `mutation`. */
const MUTATION_FIELD = /(?:^|[{\s,])(?:\w+\s*:\s*)?([A-Za-z_]\w*)\s*[({]/g;

/**
 * The destructive action a request body names as its operation: a GraphQL mutation whose field's
 * verb destroys (`deleteProject`, `destroyWorkspace`, `purgeDataset`), or a JSON-RPC 2.0 call whose
 * `method` does (`"method": "delete_index"`), read with the same verb model as a path.
 *
 * @example
 * bodyAction('{"query":"mutation { deleteProject(id: 1) { id } }"}', "api.example.com")?.rule // "planes.http-delete"
 */
export function bodyAction(body: string, host: string): PlaneEffect | undefined {
  if (body.length > 65_536) return undefined;
  const mutation = /\bmutation\b[^{]*\{([\s\S]*)/.exec(body);
  const names = mutation ? [...(mutation[1] as string).matchAll(MUTATION_FIELD)].map((match) => match[1] as string).slice(0, 32) : [];
  const rpc = /^\s*\{[\s\S]*"jsonrpc"\s*:/.test(body) ? /"method"\s*:\s*"([\w./:-]{1,128})"/.exec(body)?.[1] : undefined;
  if (rpc !== undefined) names.push(rpc);
  for (const name of names) {
    const words = name.split(/[./]/).filter(Boolean);
    const verb = destructiveVerb(words, words.length);
    if (verb !== undefined && verb.index === words.length - 1) return { rule: "planes.http-delete", what: `calls ${name} on ${host}, an API operation that ${verb.verb === "delete" ? "deletes" : `${verb.verb}s`} what it names` };
  }
  return undefined;
}
