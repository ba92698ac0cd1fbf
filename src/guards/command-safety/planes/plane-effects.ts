import { containerCommand } from "../commands/containers.js";
import { isDryRun } from "../commands/dry-runs.js";
import { remoteCommand } from "../commands/remote.js";
import type { Invocation } from "../model.js";
import { ansibleCloudEffects } from "./ansible-cloud-modules.js";
import { argoApplicationEffects } from "./argo-applications.js";
import { armedDeletionEffects } from "./cloud-operators.js";
import { hostingConfigEffects } from "./hosting-config.js";
import { backupEffects, deletesOnlyBackupCache } from "./backups.js";
import { capacityEffects } from "./capacity.js";
import { cloudCmdletDeletes } from "./cloud-cmdlet-deletes.js";
import { cloudEffects } from "./cloud-clis.js";
import { httpEffects } from "./http-apis.js";
import { listedDeletes } from "./listed-deletes.js";
import { livePaymentEffects } from "./live-payments.js";
import { httpRequests } from "./http-requests.js";
import { infrastructureEffects } from "./infrastructure-as-code.js";
import { namesOnlyLocalDatabase, PRODUCTION_NAME as PRODUCTION_DATABASE } from "./local-database.js";
import { migrationEffects } from "./migrations.js";
import { mlStoreEffects } from "./ml-stores.js";
import { mongoEffects } from "./mongo-shell.js";
import { objectStoreEffects } from "./object-stores.js";
import { applicationCode, ormCodeEffects } from "./orm-code.js";
import { codeHttpRequests } from "./code-http-requests.js";
import type { PlaneEffect } from "./plane-effect.js";
import { protectionEffects } from "./protection.js";
import { publishEffects } from "./publish.js";
import { recoveryEffects } from "./recovery.js";
import { queryClient, type QueryClient } from "./sql-clients.js";
import { databaseToolEffects } from "./database-tools.js";
import { esxiEffects } from "./esxi-hosts.js";
import { fileServerEffects } from "./file-servers.js";
import { reimageEffects } from "./server-reimaging.js";
import { analyzeSql } from "./sql-statements.js";
import { storeEffects } from "./stores.js";
import { frameworkQueueEffects } from "./streams.js";
import { taskWords } from "./task-words.js";
import { unknownCliEffects, unmodelledTool } from "./unknown-cli.js";
import { sqlArgumentEffects } from "./sql-arguments.js";
import { planeProgram } from "./package-programs.js";
import { clusterManifestEffects } from "./cluster-manifests.js";
import { clusterControlEffects } from "./cluster-controls.js";
import { packageRunner } from "../commands/package-runners.js";

/**
 * Every destructive operation one command performs on a data or control plane: queries its
 * database client runs, key-value and queue operations, HTTP requests to data and hosting APIs,
 * infrastructure teardown, migration resets, object-store deletes, cloud and cluster deletes,
 * services taken to zero and nodes drained with data loss, publishing, live payments refunded or cancelled, and — for a CLI none of these models know — a destructive subcommand.
 * `scripted`: what earlier commands of the script did that tells where `localhost` and a
 * compose service's name lead.
 *
 * @example
 * planeEffects(invocation("psql", "-c", "TRUNCATE orders"))[0]?.rule // "planes.sql-truncate"
 */
export function planeEffects(written: Invocation, scripted: ScriptFacts = {}): PlaneEffect[] {
  if (FILE_AND_TEXT_TOOLS.has(written.name) || PLAIN_WRAPPERS.has(written.name)) return [];
  // A package manager's runner (`pnpm dlx supabase …`, `npm exec -- wrangler …`) is judged by the command it runs, walked on its own.
  if (PACKAGE_MANAGERS.has(written.name) && (packageRunner(written)?.argv?.length ?? 0) > 0) return [];
  const invocation = planeProgram(written);
  // Asking a tool for help, or for a dry run, changes nothing (`terraform destroy -help`, `kubectl delete ns x --dry-run=client`).
  if (invocation.argv.some((field) => field.value !== undefined && NOTHING_RUNS.test(field.value))) return [];
  // So does a tool's own short no-op switch (`zfs destroy -rnv`, `borg delete -n`, `rclone purge -n`, `commands/dry-runs.ts`).
  if (isDryRun(invocation)) return [];
  const client = queryClient(invocation);
  const task = taskWords(invocation);
  const code = applicationCode(invocation, task);
  // Requests a client sends, and those of application code on the command line (`requests.delete(…)`, `fetch(…, { method: "DELETE" })`).
  const requests = [...httpRequests(invocation), ...code.flatMap((written) => (written.language === "sql" ? [] : codeHttpRequests(written.code)))];
  const infrastructure = infrastructureEffects(invocation);
  const objects = objectStoreEffects(invocation);
  const hostingConfig = hostingConfigEffects(invocation);
  const cloud = objects === undefined && hostingConfig === undefined ? (cloudEffects(invocation) ?? cloudCmdletDeletes(invocation)) : undefined;
  const stores = storeEffects(invocation, client);
  const payments = livePaymentEffects(invocation);
  const applications = argoApplicationEffects(invocation);
  const effects: PlaneEffect[] = [
    ...(client ? queryEffects(client) : []),
    ...(stores ?? []),
    ...databaseToolEffects(invocation),
    ...requests.flatMap((request) => httpEffects(request, scripted.portForwarded === true)),
    ...(infrastructure ?? []),
    ...(objects ?? []),
    ...(cloud ?? []),
    ...(hostingConfig ?? []),
    ...(payments ?? []),
    ...(applications ?? []),
    ...armedDeletionEffects(invocation),
    ...reimageEffects(invocation),
    ...listedDeletes(invocation),
    ...ansibleCloudEffects(invocation),
    ...clusterManifestEffects(invocation),
    ...capacityEffects(invocation),
    ...clusterControlEffects(invocation),
    ...migrationEffects(invocation, task),
    ...mlStoreEffects(invocation, task),
    ...frameworkQueueEffects(task.tool, task.args.map((field) => field.value ?? "").filter((word) => word !== "" && !word.startsWith("-"))),
    ...ormCodeEffects(invocation, task, code),
    ...publishEffects(invocation),
    ...protectionEffects(invocation),
    ...recoveryEffects(invocation),
    ...backupEffects(invocation),
    ...esxiEffects(invocation),
    ...fileServerEffects(invocation),
  ];
  const modelled = client !== undefined || stores !== undefined || requests.length > 0 || infrastructure !== undefined || objects !== undefined || cloud !== undefined || hostingConfig !== undefined || payments !== undefined || applications !== undefined || deletesOnlyBackupCache(invocation);
  // A test database is made to be dropped and rebuilt: its resets are everyday work (`RAILS_ENV=test rails db:reset`, `dropdb app_test`).
  // So is a local one the project keeps (`supabase db reset`, `wrangler d1 … --local`, `sqlite3 tmp/dev.db`, `RAILS_ENV=development`).
  if (effects.length > 0 && effects.every((effect) => DATA_RESETS.has(effect.rule) && droppedDatabase(effect) !== false) && (isTestDatabase(invocation) || isLocalDatabase(invocation, task.tool) || effects.every((effect) => droppedDatabase(effect) === true))) return [];
  // So is a reset, drop, flush or delete whose only target, named in the same command, is on this machine
  // (`DATABASE_URL=postgres://localhost/app prisma migrate reset`, `redis-cli -h localhost FLUSHDB`, `curl -X DELETE localhost:9200/logs`).
  // In a service of the project's compose file (`docker compose exec redis redis-cli FLUSHALL`), a store's or broker's own data is the local development copy.
  if (effects.length > 0 && effects.every((effect) => LOCAL_DATA.has(effect.rule) && !dropsProductionData(effect) && (invocation.composeService === undefined || COMPOSE_STORE_DATA.has(effect.rule))) && scripted.portForwarded !== true && namesOnlyLocalDatabase(invocation, scripted.composeServices, requests, scripted.localAliases)) return [];
  // A command that runs code elsewhere (`ssh host rm …`, `heroku run …`) is judged by that code, walked on its own.
  if (!modelled && effects.length === 0 && !remoteCommand(invocation) && !containerCommand(invocation)) {
    effects.push(...unknownCliEffects(invocation, task));
    // A whole destructive statement given to such a tool (`databricks sql "DROP DATABASE x CASCADE"`) is sent to its database.
    if (effects.length === 0 && (task.task || unmodelledTool(invocation, task))) effects.push(...sqlArgumentEffects(task.tool, task.task ? invocation.argv.slice(1) : task.args));
  }
  return unique(effects);
}

/** What earlier commands of the same script did that tells where a database URL leads. */
export interface ScriptFacts {
  /** A local port was forwarded to another machine (`ssh -L`, `kubectl port-forward`): `localhost` may be elsewhere. */
  portForwarded?: boolean;
  /** Services of the project's own compose file the script started (`*`: every one). */
  composeServices?: ReadonlySet<string>;
  /** Object-store aliases the script set to a server on this machine (`mc alias set local http://localhost:9000`). */
  localAliases?: ReadonlySet<string>;
}

/** Programs that work on files, text and processes here, never on a data or control plane: skipped at once, as most commands are. */
export const FILE_AND_TEXT_TOOLS: ReadonlySet<string> = new Set([
  "", "ls", "cat", "echo", "printf", "grep", "egrep", "fgrep", "rg", "sed", "head", "tail", "wc", "sort", "uniq", "cut", "tr", "mkdir",
  "cp", "mv", "ln", "touch", "chmod", "chown", "rm", "rmdir", "find", "fd", "xargs", "jq", "yq", "tee", "diff", "test", "[", "true", "false",
  "cd", "pwd", "export", "set", "unset", "read", "sleep", "date", "basename", "dirname", "realpath", "readlink", "stat", "file", "du", "df",
  "ps", "kill", "pkill", "which", "type", "command", "source", ".", "eval", "exit", "return", "local", "declare", "git", "tar", "zip", "unzip",
  "gzip", "gunzip", "less", "more", "tree", "sha256sum", "md5sum", "base64", "xxd", "od", "hexdump", "column", "paste", "join", "comm",
  "awk", "gawk", "mawk", "tsc", "eslint", "prettier", "vitest", "jest", "pytest", "cmake", "gcc", "clang",
]);

/** Wrappers that only run another command (judged as its own invocation) and touch no plane themselves. */
const PLAIN_WRAPPERS = new Set(["sudo", "doas", "env", "nice", "ionice", "timeout", "gtimeout", "time", "nohup", "stdbuf", "setsid", "exec", "builtin", "npx", "bunx", "pnpx", "watch", "flock", "chrt", "taskset", "strace", "ltrace", "valgrind", "unbuffer", "caffeinate"]);
/** Package managers whose runner subcommand fetches and runs a package's program (`pnpm dlx`, `yarn dlx`, `npm exec`, `bun x`). */
const PACKAGE_MANAGERS = new Set(["npm", "pnpm", "yarn", "bun", "deno"]);
// `--generate-cli-skeleton` (AWS CLI global options) prints a request's JSON skeleton and sends none;
// `-dry-run` is the single-dash spelling of Go tools (terraform-state-rm(1), `tofu state mv -dry-run`).
const NOTHING_RUNS = /^(?:--help|-help|--?dry-?run(?:=(?:client|server|true))?|--what-if|--whatif|--preview-only|--generate-cli-skeleton(?:=\S*)?)$/;

/** A file name that says what the file does to a database (`drop_all.sql`, `reset-db.sql`, `wipe.js`). */
const DESTRUCTIVE_FILE = /(?:^|[^a-z])(?:drop|truncate|wipe|purge|nuke|destroy|reset|teardown|delete[-_]?all|flush)(?:[^a-z]|$)/i;

/** What the queries a client runs destroy, each named with where the query came from. */
function queryEffects(client: QueryClient): PlaneEffect[] {
  const effects: PlaneEffect[] = [];
  for (const input of client.inputs) {
    const unseen = input.unseenFile?.slice(input.unseenFile.lastIndexOf("/") + 1);
    if (unseen !== undefined && DESTRUCTIVE_FILE.test(unseen)) effects.push({ rule: "planes.destructive-script", what: `runs ${input.unseenFile}, whose content is not visible and whose name says it destroys data` });
    if (input.text === undefined) continue;
    const sql = client.language === "sql" ? analyzeSql(input.text) : undefined;
    for (const file of sql?.includes ?? []) {
      if (DESTRUCTIVE_FILE.test(file.slice(file.lastIndexOf("/") + 1))) effects.push({ rule: "planes.destructive-script", what: `reads in ${file}, whose content is not visible and whose name says it destroys data` });
    }
    const found = client.language === "mongo" ? mongoEffects(input.text) : (sql?.effects ?? []);
    for (const effect of found) effects.push({ rule: effect.rule, what: `runs \`${effect.statement}\` (from ${input.origin}), which ${effect.what}` });
  }
  return effects;
}

/** Effects on a database's data, which a test database exists to take. */
const DATA_RESETS = new Set(["planes.sql-drop", "planes.sql-truncate", "planes.sql-delete-all", "planes.sql-update-all", "planes.sql-alter-drop", "planes.schema-reset", "planes.store-flush"]);
/** Effects on what a data store holds, which a store running on this machine (or an emulator of a cloud's, `aws --endpoint-url http://localhost:4566`) is the developer's own to take. */
const LOCAL_DATA = new Set([...DATA_RESETS, "planes.store-delete", "planes.destructive-script", "planes.sql-revoke-all", "planes.bucket-delete", "planes.cloud-delete"]);
/** Effects on a key-value store's or broker's data, which a store run as a service of the project's compose file holds for development only. */
const COMPOSE_STORE_DATA = new Set(["planes.store-flush", "planes.store-delete"]);
/** Variables that choose the environment a framework's database commands work on (Rails, Rack, Phoenix, Node, Laravel, Flask, Django). */
const ENVIRONMENT_VARIABLES = /^(?:RAILS_ENV|RACK_ENV|MIX_ENV|NODE_ENV|APP_ENV|FLASK_ENV|DJANGO_ENV|ENV|ENVIRONMENT|STAGE)$/;
const TEST_ENVIRONMENT = /^(?:test|testing)$/i;
/** A database, settings module or file whose name marks it as a test one (`app_test`, `test.db`, `postgres://localhost/app_test`, `settings.test`). */
const TEST_NAME = /^(?:[\w.-]*[_.-])?(?:test|tests|testing)(?:[_.-][\w.-]*)?$/i;

/**
 * Whether a command works on a test database: run in the test environment (`RAILS_ENV=test`,
 * `--env=testing`, `-e test`, Django's test settings), or naming only a database or SQLite file
 * whose name marks it as a test one (`dropdb app_test`, `psql -d app_test`, `sqlite3 test.db`).
 */
function isTestDatabase(invocation: Invocation): boolean {
  for (const [name, value] of invocation.assignments) {
    if (ENVIRONMENT_VARIABLES.test(name) && TEST_ENVIRONMENT.test(value.value ?? "")) return true;
    if ((name === "DJANGO_SETTINGS_MODULE" || name === "DATABASE_URL") && value.value !== undefined && TEST_NAME.test(value.value.split(/[/?]/).filter(Boolean).at(-1) ?? "")) return true;
  }
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  for (const [index, arg] of args.entries()) {
    const option = /^(--env|--environment|-e|--settings|-d|--dbname|--database)(?:=(.*))?$/.exec(arg);
    const value = option ? (option[2] ?? args[index + 1] ?? "") : undefined;
    if (value === undefined) continue;
    if ((option?.[1] === "--env" || option?.[1] === "--environment" || (option?.[1] === "-e" && /^(?:rails|rake|bin\/rails)$/.test(invocation.name))) && TEST_ENVIRONMENT.test(value)) return true;
    if ((option?.[1] === "--settings" || option?.[1] === "-d" || option?.[1] === "--dbname" || option?.[1] === "--database") && TEST_NAME.test(value.split(/[/?]/).filter(Boolean).at(-1) ?? "")) return true;
  }
  // `dropdb app_test`, `sqlite3 /tmp/test.db …`, `psql postgres://localhost/app_test …`: the first operand names the database.
  const operand = args.find((arg) => !arg.startsWith("-") && !/^-/.test(arg));
  if (["dropdb", "sqlite3", "psql", "mysql", "mariadb", "duckdb"].includes(invocation.name) && operand !== undefined && args.filter((arg) => !arg.startsWith("-")).length <= 2) {
    const name = operand.replace(/[?#].*$/, "").split("/").filter(Boolean).at(-1) ?? "";
    if (TEST_NAME.test(name) || TEST_NAME.test(name.replace(/\.(?:db|sqlite3?|duckdb)$/, ""))) return true;
  }
  return false;
}

/** Environments whose database is a developer's own: the test one, and the development one when named. */
const LOCAL_ENVIRONMENT = /^(?:test|testing|development|dev|local)$/i;
/** Words of a database file's path that say it is a scratch, development or test copy. */
const SCRATCH_WORDS = /^(?:tmp|temp|dev|development|local|test|tests|testing|fixtures?|sample|samples|example|scratch|seed|sandbox|playground)$/i;
/** Names of database files that say they hold production data. */
const PRODUCTION_NAME = /prod|live|primary|master|main/i;
/** Clients of embedded databases whose first operand is the database file. */
const FILE_DATABASES = new Set(["sqlite3", "sqlite", "duckdb", "litecli", "sqlite-utils"]);

/**
 * Whether a command works on a local database the project keeps: Supabase's local stack (`supabase
 * db reset` without `--linked` or `--db-url`), Wrangler's local D1 (`--local`), an embedded
 * database file inside the project not named for production, and the development or test
 * environment named as an assignment or a task argument (`bin/rails db:setup RAILS_ENV=test`).
 */
function isLocalDatabase(invocation: Invocation, tool: string): boolean {
  if (invocation.remote !== undefined && invocation.mounted !== true) return false;
  const args = invocation.argv.slice(1).map((field) => field.value ?? "\u0000");
  if (args.length > 64) return false;
  if (tool === "supabase") return !args.some((arg) => /^--(?:linked|db-url|project-ref)(?:=|$)/.test(arg));
  if (tool === "wrangler") return args.includes("--local") && !args.includes("--remote");
  for (const [name, value] of invocation.assignments) if (ENVIRONMENT_VARIABLES.test(name) && LOCAL_ENVIRONMENT.test(value.value ?? "")) return true;
  // `--env=local` (Laravel, Symfony), `--environment development`, Django's `--settings=app.settings.dev`.
  for (const [index, arg] of args.entries()) {
    const option = /^(--env|--environment|--settings)(?:=(.*))?$/.exec(arg);
    if (!option) continue;
    const value = option[2] ?? args[index + 1] ?? "";
    return LOCAL_ENVIRONMENT.test(option[1] === "--settings" ? (value.split(".").at(-1) ?? "") : value);
  }
  if (args.some((arg) => /^(?:RAILS_ENV|RACK_ENV|MIX_ENV|APP_ENV)=/.test(arg))) return args.every((arg) => !/^(?:RAILS_ENV|RACK_ENV|MIX_ENV|APP_ENV)=/.test(arg) || LOCAL_ENVIRONMENT.test(arg.slice(arg.indexOf("=") + 1)));
  if (FILE_DATABASES.has(invocation.name)) {
    const file = args.find((arg) => !arg.startsWith("-"));
    if (file === undefined || file === "\u0000" || file.startsWith("/") || file.startsWith("~") || file.split("/").includes("..") || file === ":memory:" || !/\.(?:db|sqlite3?|duckdb|ddb)$/i.test(file)) return false;
    // Inside the project, a file whose path says it is a scratch, development or test copy (`tmp/dev.db`, `data/local.duckdb`);
    // `app.db` may be the application's only data.
    return !PRODUCTION_NAME.test(file) && file.split(/[/._-]/).some((word) => SCRATCH_WORDS.test(word));
  }
  return false;
}

/** Whether a statement drops a test database (`DROP DATABASE IF EXISTS app_test`), another one (false), or none by name (undefined). */
function droppedDatabase(effect: PlaneEffect): boolean | undefined {
  const dropped = effect.rule === "planes.sql-drop" ? /\bDROP\s+(?:DATABASE|SCHEMA)\s+(?:IF\s+EXISTS\s+)?[`"']?([\w.-]+)/i.exec(effect.what) : null;
  return dropped === null ? undefined : TEST_NAME.test(dropped[1] as string);
}

/** Whether a statement drops a database or schema whose name says it holds production data (`DROP DATABASE shop_production`), wherever it runs. */
function dropsProductionData(effect: PlaneEffect): boolean {
  if (effect.production === true) return true;
  const dropped = effect.rule === "planes.sql-drop" ? /\bDROP\s+(?:DATABASE|SCHEMA|KEYSPACE)\s+(?:IF\s+EXISTS\s+)?[`"']?([\w.-]+)/i.exec(effect.what) : null;
  return dropped !== null && PRODUCTION_DATABASE.test(dropped[1] as string);
}

function unique(effects: readonly PlaneEffect[]): PlaneEffect[] {
  const seen = new Set<string>();
  return effects.filter((effect) => {
    const key = `${effect.rule}\u0000${effect.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
