import { parseOptions, type OptionGrammar, type ParsedArguments } from "../commands/getopt.js";
import type { Field } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { ownEntry } from "../../../util/own-entry.js";

/** `nats` global options that take a value (connection, credentials, context), from `nats --help`. */
const NATS_GLOBAL: OptionGrammar = {
  values: "s",
  longValues: ["server", "user", "password", "creds", "nkey", "tlscert", "tlskey", "tlsca", "socks-proxy", "colors", "timeout", "context", "domain", "js-api-prefix", "js-event-prefix", "js-domain", "inbox-prefix", "connection-name", "trace-file"],
  aliases: { s: "server" },
};
const NATS_STORES: Readonly<Record<string, string>> = { stream: "stream", str: "stream", kv: "kv", obj: "object", object: "object", consumer: "consumer", con: "consumer" };

/** `rpk` global options that take a value, from `rpk --help` (`-X brokers=…`, `--profile`, `--config`, `--brokers`). */
const RPK_GLOBAL: OptionGrammar = { values: "Xp", longValues: ["config", "config-opt", "profile", "brokers", "format", "to", "to-group", "to-file", "offset", "partitions", "topics", "set", "delete", "regex"], aliases: { X: "config-opt", p: "partitions" } };

/** Where a consumer's position can be moved without skipping anything: the start (a replay), or where it already is. */
const REWIND = /^(?:start|earliest|oldest|beginning|current)$/i;

/**
 * Operations of message and stream systems that empty, trim or skip what a stream, queue or topic
 * holds, from each CLI's reference: NATS JetStream (`nats stream purge|rm|rmm`, `nats kv
 * purge|rm|del`, `nats object rm`, `nats consumer rm`, with the global connection options anywhere
 * before them), Redpanda's `rpk` (topic deletion and `trim-prefix`, a retention of almost nothing,
 * consumer groups deleted or moved past unread records with `group seek --to end`), and Kafka's
 * consumer-group tool moving offsets forward (`--reset-offsets --to-latest --execute`), deleting
 * committed offsets, or resetting a Streams application. Returns undefined for other programs.
 *
 * @example
 * streamEffects("nats", fields("--server", "nats://prod:4222", "stream", "purge", "ORDERS", "-f"))?.[0]?.rule // "planes.store-flush"
 */
export function streamEffects(name: string, args: readonly Field[]): PlaneEffect[] | undefined {
  if (name === "nats") return nats(parseOptions(args, NATS_GLOBAL));
  if (name === "rpk") return rpk(parseOptions(args, RPK_GLOBAL));
  if (/^kafka-consumer-groups(?:\.sh)?$/.test(name)) return kafkaGroups(args);
  if (/^kafka-streams-application-reset(?:\.sh)?$/.test(name)) return [{ rule: "planes.store-delete", what: "resets a Kafka Streams application: deletes its internal topics and moves its offsets" }];
  return undefined;
}

function nats(parsed: ParsedArguments): PlaneEffect[] {
  const words = parsed.operands.map((field) => field.value);
  const [noun, verb] = words;
  const store = ownEntry(NATS_STORES, noun ?? "");
  if (store === undefined || verb === undefined) return [];
  if (verb === "purge") return [{ rule: "planes.store-flush", what: `deletes the messages of a NATS ${store}${store === "kv" ? " key's history" : ""}` }];
  // `nats kv del BUCKET KEY` deletes one key, as `redis-cli DEL key` does; without a key it deletes the bucket.
  if (store === "kv" && (verb === "del" || verb === "rm") && words.length > 3) return [];
  if (store === "stream" && (verb === "rmm" || verb === "remove-message")) return [{ rule: "planes.store-delete", what: "deletes messages from a NATS stream" }];
  if (verb === "rm" || verb === "del" || verb === "delete") return [{ rule: "planes.store-delete", what: `deletes a NATS ${store}${store === "consumer" ? " and its place in the stream" : ""}` }];
  return [];
}

function rpk(parsed: ParsedArguments): PlaneEffect[] {
  const [noun, verb] = parsed.operands.map((field) => field.value);
  const topic = noun === "topic" || noun === "t";
  const group = noun === "group" || noun === "g";
  if (topic && (verb === "delete" || verb === "trim-prefix" || verb === "trim")) return [{ rule: "planes.store-delete", what: "deletes Redpanda topics or their records" }];
  if (topic && (verb === "alter-config" || verb === "add-config") && parsed.values("set").some((field) => shortRetention(field.value))) {
    return [{ rule: "planes.store-delete", what: "sets the topic's retention to almost nothing, so the broker deletes its records" }];
  }
  if (group && (verb === "delete" || verb === "offset-delete")) return [{ rule: "planes.store-delete", what: "deletes consumer groups' committed offsets" }];
  if (group && verb === "seek") {
    const to = parsed.value("to")?.value;
    if (to !== undefined && REWIND.test(to)) return [];
    return [{ rule: "planes.store-delete", what: `moves a consumer group's offsets to ${to ?? "other offsets"}, skipping the records before them` }];
  }
  return [];
}

function kafkaGroups(args: readonly Field[]): PlaneEffect[] {
  const values = args.map((field) => field.value);
  if (values.includes("--delete-offsets")) return [{ rule: "planes.store-delete", what: "deletes a consumer group's committed offsets" }];
  // Without --execute the tool only prints the plan (its default is --dry-run).
  if (!values.includes("--reset-offsets") || !values.includes("--execute")) return [];
  if (values.some((value) => value === "--to-earliest" || value === "--to-current")) return [];
  const shift = values.indexOf("--shift-by");
  if (shift >= 0 && /^-\d+$/.test(values[shift + 1] ?? "")) return [];
  return [{ rule: "planes.store-delete", what: "moves a consumer group's offsets forward, skipping the records before them" }];
}

/** Framework CLIs whose queue commands work on the application's configured queue connection. */
const FRAMEWORK_CLIS = new Set(["artisan", "console", "manage.py", "django-admin", "rails", "ace"]);
/** Words of a framework command naming its queue (`queue:clear`, `horizon:clear`, `messenger:failed:remove`). */
const FRAMEWORK_QUEUE = /^(?:queue|queues|horizon|messenger|jobs|rq|celery)$/;
const FRAMEWORK_VERB = /^(?:clear|flush|purge|empty|prune|remove|delete|forget|reset|wipe)$/;

/**
 * A framework CLI's command that empties the application's queues or its failed jobs (`php artisan
 * queue:clear`, `queue:flush`, `horizon:clear`, `bin/console messenger:failed:remove --all`): the
 * queue connection is the application's own, remote unless the environment says local.
 *
 * @example
 * frameworkQueueEffects("artisan", ["queue:clear"])?.[0]?.rule // "planes.store-flush"
 */
export function frameworkQueueEffects(tool: string, words: readonly string[]): PlaneEffect[] {
  if (!FRAMEWORK_CLIS.has(tool)) return [];
  const command = words[0] ?? "";
  const parts = command.split(/[:.]/);
  if (!FRAMEWORK_QUEUE.test(parts[0] ?? "") || !parts.slice(1).some((part) => FRAMEWORK_VERB.test(part))) return [];
  // `queue:forget ID`, `messenger:failed:remove 20`: one job by its id.
  const id = words[1] ?? "";
  if ((parts.includes("forget") || parts.includes("remove")) && /^[\w-]+$/.test(id) && /\d/.test(id)) return [];
  return [{ rule: "planes.store-flush", what: `runs ${command}, deleting the jobs of the application's queues` }];
}

/** A key name that says it holds a queue or stream of work (`queue:default`, `bull:emails:wait`, `jobs`, `events-stream`). */
const QUEUE_KEY = /(?:^|[:._-])(?:queues?|jobs?|streams?|tasks?|outbox|deadletter|dead-letter|dlq|backlog)(?:$|[:._-])|^(?:bull|bullmq|sidekiq|resque|rq|celery|kue|bee)[:.]/i;

/**
 * A Redis command that trims or empties a stream, list or sorted set, or deletes a queue, from
 * the command reference: XTRIM to `MAXLEN 0`, XDEL, XGROUP DESTROY and XGROUP SETID `$` (a group
 * skips every unread entry), LTRIM to an empty range, ZREMRANGEBYRANK/ZREMRANGEBYSCORE over the
 * whole range, and DEL/UNLINK of keys whose names
 * say they hold a queue or stream. `words` is one command, its name first.
 *
 * @example
 * redisQueueEffect(["XTRIM", "events", "MAXLEN", "0"])?.rule // "planes.store-flush"
 * redisQueueEffect(["XTRIM", "events", "MAXLEN", "1000"]) // undefined
 */
export function redisQueueEffect(words: readonly string[]): PlaneEffect | undefined {
  const command = words[0]?.toLowerCase();
  const key = words[1] ?? "";
  // Capping a stream or list to its newest entries (`XTRIM s MAXLEN 1000`, `LTRIM l 0 99`) is how they are kept bounded; cutting to nothing empties them.
  if (command === "xtrim") {
    const strategy = words.findIndex((word, index) => index > 1 && /^(?:maxlen|minid)$/i.test(word));
    const limit = words.slice(strategy + 1).find((word) => word !== "~" && word !== "=");
    if (strategy < 0 || !/^maxlen$/i.test(words[strategy] as string) || limit !== "0") return undefined;
    return { rule: "planes.store-flush", what: `deletes every entry of the stream ${key}` };
  }
  if (command === "xdel") return { rule: "planes.store-delete", what: `deletes entries of the stream ${key}` };
  if (command === "xgroup" && /^destroy$/i.test(key)) return { rule: "planes.store-delete", what: `deletes the consumer group ${words[3] ?? ""} of the stream ${words[2] ?? ""} and its pending entries` };
  if (command === "xgroup" && /^setid$/i.test(key) && words[4] === "$") return { rule: "planes.store-delete", what: `moves the consumer group ${words[3] ?? ""} past every unread entry of ${words[2] ?? ""}` };
  if (command === "ltrim" && emptyRange(words[2], words[3])) return { rule: "planes.store-flush", what: `empties the list ${key}` };
  if ((command === "zremrangebyrank" && words[2] === "0" && words[3] === "-1") || (command === "zremrangebyscore" && /^-inf$/i.test(words[2] ?? "") && /^\+?inf$/i.test(words[3] ?? ""))) {
    return { rule: "planes.store-flush", what: `empties the sorted set ${key}` };
  }
  if ((command === "del" || command === "unlink") && words.slice(1).some((word) => QUEUE_KEY.test(word))) return { rule: "planes.store-delete", what: `deletes ${words.slice(1).find((word) => QUEUE_KEY.test(word))}, a key whose name says it holds a queue or stream` };
  return undefined;
}

/** An LTRIM range that keeps nothing: start after stop when both count from the same end (`1 0`, `-1 -2`). */
function emptyRange(start: string | undefined, stop: string | undefined): boolean {
  if (start === undefined || stop === undefined || !/^-?\d+$/.test(start) || !/^-?\d+$/.test(stop)) return false;
  const from = Number(start);
  const to = Number(stop);
  return (from >= 0) === (to >= 0) && from > to;
}

/**
 * `retention.ms=1000`, `retention.bytes=1`: a retention that makes the broker delete nearly every
 * record; the broker-wide defaults too (`log.retention.ms`, `log.retention.minutes=1`,
 * `log.retention.hours=0`, Kafka's broker configuration reference).
 */
export function shortRetention(value: string | undefined): boolean {
  return value !== undefined && /(?:^|,)(?:log\.)?retention\.(?:ms=\d{1,4}|bytes=\d{1,3})(?:,|$)|(?:^|,)log\.retention\.(?:minutes=[01]|hours=0)(?:,|$)/.test(value);
}
