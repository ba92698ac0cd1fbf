import { containerCommand } from "../commands/containers.js";
import { remoteCommand } from "../commands/remote.js";
import type { Invocation } from "../model.js";
import { backupEffects } from "./backups.js";
import { cloudEffects } from "./cloud-clis.js";
import { httpEffects } from "./http-apis.js";
import { httpRequests } from "./http-requests.js";
import { infrastructureEffects } from "./infrastructure-as-code.js";
import { migrationEffects } from "./migrations.js";
import { mongoEffects } from "./mongo-shell.js";
import { objectStoreEffects } from "./object-stores.js";
import { ormCodeEffects } from "./orm-code.js";
import type { PlaneEffect } from "./plane-effect.js";
import { protectionEffects } from "./protection.js";
import { publishEffects } from "./publish.js";
import { queryClient, type QueryClient } from "./sql-clients.js";
import { databaseToolEffects } from "./database-tools.js";
import { analyzeSql } from "./sql-statements.js";
import { storeEffects } from "./stores.js";
import { taskWords } from "./task-words.js";
import { unknownCliEffects } from "./unknown-cli.js";

/**
 * Every destructive operation one command performs on a data or control plane: queries its
 * database client runs, key-value and queue operations, HTTP requests to data and hosting APIs,
 * infrastructure teardown, migration resets, object-store deletes, cloud and cluster deletes,
 * publishing, and — for a CLI none of these models know — a destructive subcommand.
 *
 * @example
 * planeEffects(invocation("psql", "-c", "TRUNCATE orders"))[0]?.rule // "planes.sql-truncate"
 */
export function planeEffects(invocation: Invocation): PlaneEffect[] {
  if (FILE_AND_TEXT_TOOLS.has(invocation.name) || PLAIN_WRAPPERS.has(invocation.name)) return [];
  // Asking a tool for help, or for a dry run, changes nothing (`terraform destroy -help`, `kubectl delete ns x --dry-run=client`).
  if (invocation.argv.some((field) => field.value !== undefined && NOTHING_RUNS.test(field.value))) return [];
  const client = queryClient(invocation);
  const requests = httpRequests(invocation);
  const task = taskWords(invocation);
  const infrastructure = infrastructureEffects(invocation);
  const objects = objectStoreEffects(invocation);
  const cloud = objects === undefined ? cloudEffects(invocation) : undefined;
  const stores = storeEffects(invocation, client);
  const effects: PlaneEffect[] = [
    ...(client ? queryEffects(client) : []),
    ...(stores ?? []),
    ...databaseToolEffects(invocation),
    ...requests.flatMap(httpEffects),
    ...(infrastructure ?? []),
    ...(objects ?? []),
    ...(cloud ?? []),
    ...migrationEffects(invocation, task),
    ...ormCodeEffects(invocation, task),
    ...publishEffects(invocation),
    ...protectionEffects(invocation),
    ...backupEffects(invocation),
  ];
  const modelled = client !== undefined || stores !== undefined || requests.length > 0 || infrastructure !== undefined || objects !== undefined || cloud !== undefined;
  // A command that runs code elsewhere (`ssh host rm …`, `heroku run …`) is judged by that code, walked on its own.
  if (!modelled && effects.length === 0 && !remoteCommand(invocation) && !containerCommand(invocation)) effects.push(...unknownCliEffects(invocation, task));
  return unique(effects);
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
const NOTHING_RUNS = /^(?:--help|-help|--dry-?run(?:=(?:client|server|true))?|--what-if|--whatif)$/;

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

function unique(effects: readonly PlaneEffect[]): PlaneEffect[] {
  const seen = new Set<string>();
  return effects.filter((effect) => {
    const key = `${effect.rule}\u0000${effect.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
