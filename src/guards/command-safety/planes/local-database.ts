import type { Invocation } from "../model.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";
import type { HttpRequest } from "./http-requests.js";
import { planeAddresses, UNKNOWN_ADDRESS } from "./plane-addresses.js";

/** Variables through which frameworks and migration tools take the database they work on (Rails, Prisma, Ecto, dj-database-url, sqlx, diesel, dbmate, …). */
const URL_VARIABLES = /^(?:DATABASE_URL|DB_URL|POSTGRES_URL|POSTGRES_PRISMA_URL|MYSQL_URL|PG_URL)$/;
/** libpq's and the MySQL clients' host variables. */
const HOST_VARIABLES = /^(?:PGHOST|MYSQL_HOST|DB_HOST|DATABASE_HOST)$/;
/** Options that give a migration tool or ORM its database as a URL (`--url`, `--database-url`, flyway's `-url=`, golang-migrate's `-database`). */
const URL_OPTIONS = /^(?:--?url|--database-url|--db-url|-database|--database|--dsn|--connection-string)$/;
/** Variables that choose a framework's environment. */
const ENVIRONMENT_VARIABLES = /^(?:RAILS_ENV|RACK_ENV|MIX_ENV|NODE_ENV|APP_ENV|FLASK_ENV|DJANGO_ENV|ENV|ENVIRONMENT|STAGE)$/;
/** Environments that are shared or live, whatever host the URL names. */
const SHARED_ENVIRONMENT = /^(?:prod|production|staging|stage|live|preprod|uat)$/i;
/** Names of databases that hold shared or live data: a word of the name (`app_prod`, `shop-production`, `live`), not a part of one (`products`, `delivery`). */
export const PRODUCTION_NAME = /(?:^|[^a-z])(?:prod|production|live|primary|master|staging|stage)(?:[^a-z]|$)/i;
const MAX_URL = 2048;
/** Inside a compose project's network every single-label host is one of its services. */
const PROJECT_NETWORK: ReadonlySet<string> = new Set(["*"]);

/**
 * Whether a command names the database it resets, and every database it names is on this machine:
 * a URL given in the same command (`DATABASE_URL=postgres://localhost:5432/app`, `--url
 * postgres://127.0.0.1/app`, flyway's `-url=jdbc:postgresql://localhost/app`, `PGHOST=localhost`)
 * whose host is the loopback, a local socket (`postgresql:///app`, `?host=/var/run/postgresql`)
 * or an embedded database file inside the project (`file:./dev.db`), or a service of the
 * project's compose file the script started (`docker compose up -d db && DATABASE_URL=postgres://db/app …`), not named for production
 * and not run in a shared environment (`RAILS_ENV=production`); or a data client run in a service of
 * the project's compose file (`docker compose exec redis redis-cli FLUSHALL`) that names no other
 * server. Such a database is the
 * developer's own: resetting it is everyday work. A target that is not named, or only through a
 * variable exported earlier or a config file, stays unknown (false). A port forwarded from
 * elsewhere by an earlier command cannot be seen here.
 *
 * @example
 * namesOnlyLocalDatabase(invocation("prisma", "migrate", "reset", "--force"), ["DATABASE_URL", "postgres://localhost:5432/app"]) // true
 */
export function namesOnlyLocalDatabase(invocation: Invocation, services?: ReadonlySet<string>, requests: readonly HttpRequest[] = [], aliases?: ReadonlySet<string>): boolean {
  const service = invocation.composeService;
  if (invocation.remote !== undefined && invocation.mounted !== true && service === undefined) return false;
  // A client that is told its server by its own options (`redis-cli -h`, `mongosh URI`, `psql -h`, `etcdctl --endpoints`), and the URLs of HTTP requests.
  const addresses = planeAddresses(invocation);
  const targets: string[] = [...(addresses ?? []), ...requests.map(requestTarget)];
  for (const [name, value] of invocation.assignments) {
    if (ENVIRONMENT_VARIABLES.test(name) && (value.value === undefined || SHARED_ENVIRONMENT.test(value.value))) return false;
    if (URL_VARIABLES.test(name)) targets.push(value.value ?? "\u0000");
    // A host variable is no evidence on its own (most tools read a URL), but one pointing elsewhere disqualifies.
    else if (HOST_VARIABLES.test(name) && !isLocalTarget(value.value === undefined ? "\u0000" : `tcp://${value.value}/`, services)) return false;
  }
  const args = invocation.argv;
  for (let index = 1; index < args.length && index < 64; index++) {
    const value = args[index]?.value;
    if (value === undefined) continue;
    const option = /^(-{1,2}[\w-]+)(?:=(.*))?$/s.exec(value);
    if (option && addresses === undefined && URL_OPTIONS.test(option[1] as string)) {
      const given = option[2] ?? args[index + 1]?.value;
      // `--database=other` (Django's alias of a configured database) is a name, not a URL: its target is unknown.
      targets.push(given ?? "\u0000");
    } else if (/^(?:RAILS_ENV|RACK_ENV|MIX_ENV|APP_ENV)=/.test(value) && SHARED_ENVIRONMENT.test(value.slice(value.indexOf("=") + 1))) return false;
  }
  // A database name alone names no server; one named for production disqualifies.
  if (targets.some((target) => target.startsWith("name:") && PRODUCTION_NAME.test(target.slice(5)))) return false;
  // An object-store client's alias is local when an earlier command of the script set it to this machine (`mc alias set local http://localhost:9000`).
  const servers = targets.filter((target) => !target.startsWith("name:")).map((target) => (target.startsWith("alias:") ? (aliases?.has(target.slice(6)) ? "tcp://localhost/" : UNKNOWN_ADDRESS) : target));
  // In a service of the project's compose file, a data client told no server talks to that service's own store,
  // and a single-label host is a service of the project's network (Compose networking: services answer by name).
  if (service !== undefined) return addresses !== undefined && servers.every((target) => isLocalTarget(target, PROJECT_NETWORK));
  return servers.length > 0 && servers.every((target) => isLocalTarget(target, services));
}

/** Where an HTTP request goes, as a URL; a host held in a variable, or a Unix socket (a daemon's API, not a store), is unknown. */
function requestTarget(request: HttpRequest): string {
  if (request.hostVariable !== undefined || request.socket !== undefined) return UNKNOWN_ADDRESS;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(request.url) ? request.url : `http://${request.url}`;
}

/** Whether a database URL (or `tcp://host/` built from a host variable) is on this machine. */
function isLocalTarget(target: string, services: ReadonlySet<string> | undefined): boolean {
  if (target.length === 0 || target.length > MAX_URL || target.includes("\u0000")) return false;
  // A Unix socket is a file of this machine.
  if (target.startsWith("socket:/")) return true;
  const text = target.replace(/^jdbc:/i, "");
  // Prisma's and SQLAlchemy's embedded files: `file:./dev.db`, `sqlite:///db/dev.sqlite3` (relative, inside the project).
  const file = /^(?:file:|sqlite:\/\/\/?)(.*)$/i.exec(text)?.[1];
  if (file !== undefined) {
    const path = file.replace(/[?#].*$/, "");
    return path !== "" && !path.startsWith("/") && !path.startsWith("~") && !path.split("/").includes("..") && !PRODUCTION_NAME.test(path);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (!/^[a-z][\w+.-]*:$/i.test(url.protocol)) return false;
  const host = url.hostname;
  const socket = url.searchParams.get("host") ?? url.searchParams.get("socket");
  // A compose service the script started answers by its name inside the project's network (`postgres://db:5432/app` after `docker compose up -d db`).
  const service = services !== undefined && /^[a-z0-9][\w-]*$/i.test(host) && (services.has(host) || services.has("*"));
  const local = host === "" ? socket === null || socket.startsWith("/") : (isLoopbackHost(host) || service) && (socket === null || socket.startsWith("/") || isLoopbackHost(socket));
  const database = decodeURIComponent(url.pathname.replace(/^\/+/, "")) + (url.searchParams.get("dbname") ?? "");
  return local && !PRODUCTION_NAME.test(database);
}
