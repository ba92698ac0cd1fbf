import type { Field } from "../model.js";

/**
 * Verbs that destroy what they are applied to, whatever it is. `assassinate` is Cassandra's
 * (nodetool(1): "forcefully remove a dead node without re-replicating any data"). `flush` is not
 * here: as many tools write a buffer out with it (`nodetool flush`: memtables to SSTables,
 * `postfix flush`: deliver the queue) as empty a store, so it destroys only next to a data noun
 * or under the tool's confirmation switch (DATA_VERBS, FORCED_VERBS).
 */
const DESTRUCTIVE = new Set([
  "delete", "destroy", "terminate", "purge", "drop", "wipe", "deprovision", "erase", "nuke", "obliterate", "rb", "truncate",
  "flushall", "expunge", "uninstall", "remove", "rm", "del", "rmr", "deleteall", "unpublish", "decommission", "empty", "assassinate",
  // clig.dev and the CLIs' own references name the undoing of `setup`/`up` so (`teardown`); a CLI's `tear-down` is the same word.
  "teardown",
]);
/** Words that qualify a verb after them (`batch-delete-image`, `force-delete`, `permanent-delete`, `admin-delete-user`). */
const MODIFIERS = new Set(["batch", "bulk", "force", "permanent", "permanently", "hard", "mass", "recursive", "cascade", "admin"]);
/** Verbs that destroy data only when applied to a data store (`pg:reset`, `db reset`, `ecto.rollback --all`, `volume format`). */
const DATA_VERBS = new Set(["reset", "clean", "clear", "fresh", "wipe", "flush", "prune", "down", "refresh", "replant", "format", "reformat"]);
/** Verbs that cut, skip or drop messages only when applied to a queue, topic, stream or subscription (`topics skip-all`, `subscriptions seek`). */
const QUEUE_VERBS = new Set(["trim", "seek", "skip", "expire", "unsubscribe", "purge"]);
/**
 * Data verbs that empty or cut what they are applied to whatever it is, once the command carries
 * the tool's own confirmation switch (`--force`, `--yes`): the tool itself treats them as
 * destructive (`celery purge -f`, `kubeadm reset -f`, `queue:clear --force`).
 */
const FORCED_VERBS = new Set(["reset", "clear", "wipe", "flush", "prune", "trim", "empty", "expire", "skip"]);
/** Nouns naming a data store or its parts. */
const DATA_NOUNS = new Set([
  "db", "database", "databases", "pg", "postgres", "postgresql", "mysql", "redis", "schema", "data", "table", "tables", "ecto",
  "migrate", "migration", "migrations", "volume", "volumes", "bucket", "buckets", "storage", "disk", "disks", "snapshot",
  "snapshots", "backup", "backups", "index", "indices", "collection", "collections", "store", "kv", "keyspace", "dataset",
  "datasets", "branch", "branches", "mongo", "mongodb", "sql", "stack", "stacks", "seed",
]);
/** Nouns of message and stream systems: what holds messages, and a consumer's place in them. */
const QUEUE_NOUNS = new Set([
  "queue", "queues", "topic", "topics", "stream", "streams", "subscription", "subscriptions", "backlog", "backlogs", "offset", "offsets",
  "cursor", "cursors", "messages", "partition", "partitions", "mailbox", "deadletter", "dlq", "jetstream", "eventhub", "eventhubs",
]);
/**
 * Objects whose removal loses nothing that cannot be re-created or re-downloaded. Owners, like
 * members, are a membership taken back (`pod trunk remove-owner`, `cargo owner --remove`). A
 * token is a credential revoked, not data lost: deleting an API token deletes only the token
 * (`argocd account delete-token`, `npm token revoke`, `gh auth token` are documented so).
 */
const HARMLESS_OBJECTS = new Set([
  "tag", "tags", "label", "labels", "binding", "bindings", "annotation", "annotations", "alias", "aliases", "cache",
  "caches", "member", "members", "extension", "extensions", "plugin", "plugins", "context", "contexts", "alert", "alerts",
  "lock", "locks", "listener", "notification", "notifications", "from", "local", "temp", "tmp", "artifacts", "draft",
  "drafts", "watch", "reaction", "reactions", "comment", "comments", "auth", "login", "session", "sessions", "configuration",
  "configurations", "profile", "profiles", "credential-helper", "owner", "owners", "token", "tokens",
]);
/**
 * Verbs written glued to their noun in one word, as Cassandra's nodetool (`clearsnapshot`,
 * `removenode`), Redis (`flushdb`) and PostgreSQL (`dropdb`) name their commands: split from a
 * following data, queue or node noun, then judged as usual (`clearsnapshot` is `clear snapshot`).
 */
const GLUED_VERB = /^(clear|delete|destroy|drop|remove|purge|truncate|wipe|flush|erase|nuke)([a-z]+)$/;
/** Nouns a glued verb may be followed by: data stores and their parts, queues, and a cluster's nodes. */
const GLUED_NOUNS = new Set([
  "node", "nodes", "keyspaces", "cluster", "clusters", "snapshot", "snapshots", "backup", "backups", "table", "tables", "index", "indices", "indexes",
  "db", "database", "databases", "keyspace", "data", "queue", "queues", "topic", "topics", "schema", "schemas", "bucket", "buckets", "volume",
  "volumes", "collection", "collections", "stream", "streams", "instance", "instances", "rows", "family", "dataset", "datasets", "namespace",
  "namespaces", "all", "allrows", "allkeys", "alldata",
]);
/** Long options that name or describe what a command makes (`--name add_users`, `--message "…"`): their value is a label, never a subcommand. */
const LABEL_OPTIONS = new Set(["name", "message", "description", "desc", "title", "comment", "note", "reason"]);
/** Verbs that make something new: the words after them name what is made (`migration new drop_users`, `migrate:make drop_x`). */
const CREATING = new Set(["new", "create", "add", "generate", "gen", "make", "revision", "scaffold"]);
/** A word that can be a subcommand (not a path, URL, assignment or option). */
const SUBCOMMAND = /^[A-Za-z][A-Za-z0-9]*(?:[-_:.][A-Za-z0-9]+)*$/;
/** A file name rather than a subcommand (`delete.sql`, `remove.log`). */
const FILE_NAME = /\.(?:txt|log|md|json|ya?ml|sql|sh|py|js|mjs|cjs|ts|tsx|jsx|csv|tsv|html?|css|xml|toml|ini|cfg|conf|lock|env|rb|go|rs|java|kt|c|h|cc|cpp|php|pl|bak|tmp|gz|zip|tar|tgz|png|jpe?g|svg|pdf|out|err|db|sqlite3?|dump|tf|hcl|proto)$/i;

/** A destructive verb found among a command's subcommand words. */
export interface DestructiveVerb {
  /** The word as written (`delete-table`, `apps:destroy`). */
  word: string;
  /** The verb part (`delete`, `destroy`). */
  verb: string;
  /** Index of the word among the subcommand words. */
  index: number;
  /** The subcommand words up to and including it. */
  path: string[];
}

/**
 * The leading subcommand words of a command line: non-option words up to the first that is not a
 * plain word (a path, URL, `key=value`, or anything unknown), at most `limit`. Options and, for
 * options in `valued` and options that label what is made (`--name`, `--message`), their values are
 * skipped.
 *
 * @example
 * subcommandWords(fields("--region", "eu", "ec2", "terminate-instances", "--instance-ids", "i-1"), ["region"]) // ["ec2", "terminate-instances"]
 */
export function subcommandWords(args: readonly Field[], valued: ReadonlySet<string> = new Set(), limit = 4): string[] {
  const words: string[] = [];
  for (let index = 0; index < args.length && words.length < limit; index++) {
    const value = args[index]?.value;
    if (value === undefined) {
      // An option's value only known when it runs (`-auth admin:$TOKEN`), not an operand.
      const previous = index > 0 ? args[index - 1]?.value : undefined;
      if (previous !== undefined && /^-/.test(previous) && previous !== "--" && !previous.includes("=")) continue;
      break;
    }
    if (value === "--") break;
    if (value.startsWith("-")) {
      const name = value.replace(/^-+/, "");
      if (!name.includes("=") && (valued.has(name) || LABEL_OPTIONS.has(name))) index++;
      continue;
    }
    if (!SUBCOMMAND.test(value) || FILE_NAME.test(value)) {
      // The value of an option written apart from it (`--server nats://host:4222`, `-X brokers=a:9092`), not an operand.
      const previous = index > 0 ? args[index - 1]?.value : undefined;
      if (previous !== undefined && /^-/.test(previous) && previous !== "--" && !previous.includes("=")) continue;
      break;
    }
    words.push(value);
  }
  return words;
}

/**
 * The first subcommand word that destroys: a destructive verb as the word or its first or last
 * part (`delete`, `delete-table`, `apps:destroy`, `DeleteInstance`), or a data verb next to a data
 * noun (`pg:reset`, `db reset`, `ecto.drop`, `topics clear-backlog`), or — when the command carries
 * the tool's confirmation switch (`forced`) — a verb that empties or cuts whatever it is applied to
 * (`purge -f`, `reset --force`). Removing tags, labels, bindings, caches and the like
 * is not destruction, and words after a verb that makes something (`migration new drop_users`,
 * `migrate:make remove_x`) are the name of what is made.
 *
 * @example
 * destructiveVerb(["compute", "instances", "delete"])?.verb // "delete"
 * destructiveVerb(["db", "reset"])?.verb // "reset"
 * destructiveVerb(["remove-tags"]) // undefined
 */
export function destructiveVerb(words: readonly string[], within = 3, forced = false): DestructiveVerb | undefined {
  for (let index = 0; index < Math.min(words.length, within); index++) {
    const word = words[index] as string;
    if (index > 0 && wordParts(words[index - 1] as string).some((part) => CREATING.has(part))) return undefined;
    const parts = unglued(joinedTeardown(wordParts(word)));
    const first = parts[0] ?? "";
    const last = parts.at(-1) ?? "";
    const second = MODIFIERS.has(first) ? parts[1] : undefined;
    const verb = DESTRUCTIVE.has(first) ? first : second !== undefined && DESTRUCTIVE.has(second) ? second : DESTRUCTIVE.has(last) ? last : undefined;
    if (verb !== undefined && !HARMLESS_OBJECTS.has(objectOf(words, index, parts, verb))) return { word, verb, index, path: words.slice(0, index + 1) };
    const dataVerb = parts.find((part) => DATA_VERBS.has(part) || QUEUE_VERBS.has(part));
    if (dataVerb !== undefined) {
      const nouns = [...words.slice(0, index).flatMap(wordParts), ...parts, ...wordParts(words[index + 1] ?? "")];
      const queue = nouns.some((part) => QUEUE_NOUNS.has(part));
      if (queue || (DATA_VERBS.has(dataVerb) && nouns.some((part) => DATA_NOUNS.has(part)))) return { word, verb: dataVerb, index, path: words.slice(0, index + 1) };
      // `flush-all`, `clear-all`, `wipe-all`: the verb's own word says it empties everything, as its confirmation switch would.
      const everything = parts.length > 1 && parts.at(-1) === "all";
      if ((forced || everything) && FORCED_VERBS.has(dataVerb) && !HARMLESS_OBJECTS.has(objectOf(words, index, parts, dataVerb))) return { word, verb: dataVerb, index, path: words.slice(0, index + 1) };
    }
  }
  return undefined;
}

/**
 * What a destructive verb is applied to: the last other part of its own word (`delete-tags` →
 * tags, `delete-cache-cluster` → cluster, `apps:destroy` → apps), else the word before it (`gh
 * cache delete` → cache), else, for a verb that comes first, the word after it (`tool delete
 * cache`). Words after a noun-then-verb pair are names of what is deleted (`gcloud redis instances
 * delete cache`), not what kind of thing it is.
 */
function objectOf(words: readonly string[], index: number, parts: readonly string[], verb: string): string {
  // `all` says how much, not what (`cache delete-all` empties a cache).
  const own = parts.filter((part) => part !== verb && part !== "all" && !MODIFIERS.has(part));
  if (own.length > 0) return own.at(-1) as string;
  const neighbour = index > 0 ? words[index - 1] : words[index + 1];
  return wordParts(neighbour ?? "").at(-1) ?? "";
}

/** `tear-down`, `tear_down`, `TearDown`: the verb `teardown` written as two words. */
function joinedTeardown(parts: string[]): string[] {
  const at = parts.indexOf("tear");
  return at >= 0 && parts[at + 1] === "down" ? [...parts.slice(0, at), "teardown", ...parts.slice(at + 2)] : parts;
}

/**
 * A word's parts with a glued verb split from its noun, as some CLIs spell subcommands (Cassandra's
 * `nodetool clearsnapshot`, `removenode`; Bigtable's `cbt deletetable`, `deleteallrows`): read as
 * `clear-snapshot` and `delete-table` are.
 */
function unglued(parts: string[]): string[] {
  if (parts.length !== 1) return parts;
  const glued = GLUED_VERB.exec(parts[0] as string);
  return glued !== null && GLUED_NOUNS.has(glued[2] as string) ? [glued[1] as string, glued[2] as string] : parts;
}

/**
 * Splits a subcommand word into its parts: `delete-table` → delete, table; `apps:destroy` →
 * apps, destroy; `DeleteInstance` → delete, instance; `ecto.drop` → ecto, drop.
 *
 * @example
 * wordParts("TerminateInstances") // ["terminate", "instances"]
 */
export function wordParts(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[-_:.\s/]+/)
    .filter(Boolean)
    .map((part) => part.toLowerCase());
}
