import { NETWORK_PIPES } from "../commands/command-classes.js";
import type { Field, Invocation } from "../model.js";
import { consulCliDelete } from "./consul-kv.js";
import type { PlaneEffect } from "./plane-effect.js";
import type { QueryClient } from "./sql-clients.js";
import { redisQueueEffect, shortRetention, streamEffects } from "./streams.js";

const REDIS_CLIENTS = new Set(["redis-cli", "valkey-cli", "keydb-cli"]);
const KAFKA_TOPICS = /^kafka-topics(?:\.sh)?$/;
const KAFKA_RECORDS = /^kafka-delete-records(?:\.sh)?$/;
const KAFKA_CONFIGS = /^kafka-configs(?:\.sh)?$/;
const ZOOKEEPER = /^(?:zkcli(?:\.sh)?|zookeeper-shell(?:\.sh)?|zkcli\.cmd)$/;
/** Text protocol commands that empty a whole cache or store (Redis, Memcached). */
const FLUSH_LINE = /^\s*(?:flushall|flushdb|flush_all)\b/im;

/**
 * Destructive operations of key-value stores, queues and coordination services, from each
 * tool's command reference: Redis FLUSHALL/FLUSHDB and DEL of keys listed by KEYS or SCAN,
 * Memcached `flush_all`, `etcdctl del --prefix`, `consul kv delete -recurse` and Vault's storage in Consul (`consul-kv.ts`), ZooKeeper
 * `deleteall`, Kafka topic, group and record deletion, RabbitMQ delete/purge/reset, and the
 * streams and queues of Redis, NATS, Redpanda and Kafka emptied, trimmed or skipped (`streams.ts`).
 *
 * @example
 * storeEffects(invocation("redis-cli", "-h", "cache", "FLUSHALL"), client)[0]?.rule // "planes.store-flush"
 */
export function storeEffects(invocation: Invocation, client: QueryClient | undefined): PlaneEffect[] | undefined {
  const name = invocation.name;
  const values = invocation.argv.slice(1).map((field) => field.value);
  if (REDIS_CLIENTS.has(name) && client) return redis(client);
  if (NETWORK_PIPES.has(name) && invocation.stdin?.text !== undefined && FLUSH_LINE.test(invocation.stdin.text)) {
    return [{ rule: "planes.store-flush", what: "sends a flush command that empties a cache or key-value store" }];
  }
  if (NETWORK_PIPES.has(name)) return undefined;
  if (name === "etcdctl") return etcd(values);
  if (name === "consul") return values[0] === "kv" && values[1] === "delete" ? consulCliDelete(values.slice(2)) : [];
  if (ZOOKEEPER.test(name)) return zookeeper(values);
  // `kafka-topics --alter --config retention.ms=1000`: the older spelling of a topic's retention change.
  if (KAFKA_TOPICS.test(name)) return values.includes("--delete") ? [{ rule: "planes.store-delete", what: "deletes Kafka topics and every message in them" }] : values.includes("--alter") && values.some(shortRetention) ? [{ rule: "planes.store-delete", what: "sets the topic's retention to almost nothing, so the broker deletes its messages" }] : [];
  if (/^kafka-consumer-groups(?:\.sh)?$/.test(name) && values.includes("--delete")) return [{ rule: "planes.store-delete", what: "deletes Kafka consumer groups and their offsets" }];
  if (KAFKA_RECORDS.test(name)) return [{ rule: "planes.store-delete", what: "deletes records from Kafka partitions" }];
  // A retention of a few seconds makes the broker delete every message of the topic: the documented way to purge one.
  if (KAFKA_CONFIGS.test(name) && values.includes("--alter") && values.some(shortRetention)) {
    return [{ rule: "planes.store-delete", what: "sets the topic's retention to almost nothing, so the broker deletes its messages" }];
  }
  const streams = streamEffects(name, invocation.argv.slice(1));
  if (streams !== undefined) return streams;
  if (name === "rabbitmqadmin") return rabbitAdmin(values);
  if (name === "rabbitmqctl") return rabbitCtl(values);
  // Disabling a Vault secrets engine deletes every secret stored in it.
  if (name === "vault" && values[0] === "secrets" && values[1] === "disable") return [{ rule: "planes.store-delete", what: "disables a secrets engine, deleting every secret in it" }];
  if (name === "influx" && (values[0] === "delete" || (values[0] !== undefined && ["bucket", "org", "v1"].includes(values[0]) && values.includes("delete")))) {
    return [{ rule: "planes.store-delete", what: "deletes InfluxDB data or a bucket" }];
  }
  return undefined;
}

function redis(client: QueryClient): PlaneEffect[] {
  const commands: string[][] = [];
  if (client.operands.length > 0) commands.push(client.operands.map((field) => field.value ?? "\u0000"));
  for (const input of client.inputs) for (const line of (input.text ?? "").split("\n")) commands.push(line.trim().split(/\s+/));
  const effects: PlaneEffect[] = [];
  for (const words of commands) {
    const command = words[0]?.toLowerCase();
    if (command === "shutdown" && words.some((word) => /^nosave$/i.test(word))) effects.push({ rule: "planes.store-flush", what: "stops Redis without saving, losing every change since the last snapshot" });
    else if (command === "flushall") effects.push({ rule: "planes.store-flush", what: "deletes every key of every database on the Redis server" });
    else if (command === "flushdb") effects.push({ rule: "planes.store-flush", what: "deletes every key of the Redis database" });
    // `CONFIG SET dir /var/spool/cron` / `dbfilename authorized_keys`: the next save writes the server's data over files outside its own.
    else if (command === "config" && /^set$/i.test(words[1] ?? "") && /^(?:dir|dbfilename)$/i.test(words[2] ?? "")) {
      effects.push({ rule: "planes.store-files", what: `points the Redis server's dump at ${words[3] ?? "another place"}, so its next save writes over files outside its data` });
    }
    else if ((command === "eval" || command === "evalsha" || command === "fcall") && bulkDeleteScript(words.slice(1).join(" "))) {
      effects.push({ rule: "planes.store-delete", what: "runs a script that deletes keys in bulk" });
    } else {
      const queue = redisQueueEffect(words);
      if (queue) effects.push(queue);
    }
  }
  // `redis-cli --cluster call host:7000 FLUSHALL` runs the command on every node.
  if (effects.length === 0 && client.operands.some((field) => /^flush(?:all|db)$/i.test(field.value ?? ""))) effects.push({ rule: "planes.store-flush", what: "deletes every key of the Redis server" });
  const deletes = client.operands[0]?.value?.toLowerCase();
  if ((deletes === "del" || deletes === "unlink") && client.operands.slice(1).some(listedByRedis)) {
    effects.push({ rule: "planes.store-delete", what: "deletes every key a KEYS or SCAN pattern lists" });
  }
  return effects;
}

/** A Lua script that flushes, or deletes the keys it lists with KEYS or SCAN. */
function bulkDeleteScript(script: string): boolean {
  return /flushall|flushdb/i.test(script) || (/['"](?:del|unlink)['"]/i.test(script) && /['"](?:keys|scan)['"]/i.test(script));
}

/** A key argument that is the output of a Redis client (`$(redis-cli KEYS 'x*')`, `… --scan | xargs redis-cli DEL`). */
function listedByRedis(field: Field): boolean {
  return field.value === undefined && (field.dynamic?.provenance.sources ?? []).some((source) => REDIS_CLIENTS.has(source));
}

function etcd(values: readonly (string | undefined)[]): PlaneEffect[] {
  const command = values.find((value) => value !== undefined && !value.startsWith("-"));
  if (command === "rm" && values.some((value) => value === "-r" || value === "--recursive")) return [{ rule: "planes.store-delete", what: "deletes an etcd directory and every key below it" }];
  if (command !== "del" && command !== "delete") return [];
  const prefix = values.includes("--prefix") || values.includes("--prefix=true");
  const fromKey = values.some((value) => value === "--from-key" || value === "--from-key=true");
  const keys = values.filter((value) => value === undefined || !value.startsWith("-")).slice(1);
  if ((prefix || fromKey) && keys.every((key) => key === "" || key === "/" || key === "\u0000")) return [{ rule: "planes.store-flush", what: "deletes every key in etcd" }];
  if (prefix || fromKey) return [{ rule: "planes.store-delete", what: "deletes every etcd key under a prefix" }];
  return [];
}

function zookeeper(values: readonly (string | undefined)[]): PlaneEffect[] {
  const index = values.findIndex((value) => value === "deleteall" || value === "rmr");
  if (index < 0) return [];
  const path = values[index + 1];
  return [{ rule: path === "/" ? "planes.store-flush" : "planes.store-delete", what: `deletes the ZooKeeper node ${path ?? ""} and everything below it`.replace("  ", " ") }];
}

function rabbitAdmin(values: readonly (string | undefined)[]): PlaneEffect[] {
  const words = values.filter((value) => value === undefined || !value.startsWith("-"));
  const index = words.findIndex((value) => value === "delete" || value === "purge");
  if (index < 0) return [];
  const object = words[index + 1] ?? "object";
  if (words[index] === "purge") return [{ rule: "planes.store-flush", what: `deletes every message of a RabbitMQ ${object}` }];
  return [{ rule: "planes.store-delete", what: `deletes a RabbitMQ ${object}` }];
}

/** rabbitmqctl's options that take a value (`-n rabbit@host`, `-p vhost`, `-t 60`): their values are not the command. */
const RABBITMQCTL_VALUED = new Set(["-n", "--node", "-p", "--vhost", "-t", "--timeout", "--erlang-cookie"]);

function rabbitCtl(values: readonly (string | undefined)[]): PlaneEffect[] {
  const command = values.find((value, index) => value !== undefined && !value.startsWith("-") && !RABBITMQCTL_VALUED.has(values[index - 1] ?? ""));
  if (command === "reset" || command === "force_reset") return [{ rule: "planes.store-flush", what: "wipes the RabbitMQ node: every queue, message, user and vhost" }];
  if (command === "purge_queue") return [{ rule: "planes.store-flush", what: "deletes every message of a RabbitMQ queue" }];
  if (command === "delete_queue" || command === "delete_vhost") return [{ rule: "planes.store-delete", what: `runs ${command}, deleting its messages` }];
  // A user deleted takes its permissions and every connection it holds; a node forgotten takes the classic queues whose only copy it held (rabbitmqctl(8)).
  // Deleting the default guest account is the hardening RabbitMQ's access-control guide recommends, not a loss.
  const operand = values.slice(values.indexOf(command) + 1).find((value) => value !== undefined && !value.startsWith("-"));
  if (command === "delete_user" && operand !== "guest") return [{ rule: "planes.store-delete", what: "deletes a RabbitMQ user, closing its connections and dropping its permissions" }];
  if (command === "forget_cluster_node") return [{ rule: "planes.store-delete", what: "removes a node from the RabbitMQ cluster, losing the queues and messages only it held" }];
  return [];
}
