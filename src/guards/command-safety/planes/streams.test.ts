import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { staticField } from "../model.js";
import { frameworkQueueEffects, redisQueueEffect, streamEffects } from "./streams.js";

const fields = (...values: string[]) => values.map((value) => staticField(value));

describe("streams, topics and queues emptied, trimmed or skipped", () => {
  it("reads NATS and rpk past their global options", () => {
    expect(streamEffects("nats", fields("--server", "nats://prod:4222", "stream", "purge", "ORDERS", "-f"))?.[0]?.rule).toBe("planes.store-flush");
    expect(streamEffects("nats", fields("-s", "nats://x:4222", "--creds", "ops.creds", "consumer", "rm", "ORDERS", "billing"))?.[0]?.rule).toBe("planes.store-delete");
    expect(streamEffects("nats", fields("kv", "del", "CONFIG", "feature_x"))).toEqual([]);
    expect(streamEffects("rpk", fields("-X", "brokers=a:9092", "topic", "delete", "orders"))?.[0]?.rule).toBe("planes.store-delete");
    expect(streamEffects("rpk", fields("group", "seek", "billing", "--to", "start"))).toEqual([]);
    expect(streamEffects("rpk", fields("group", "seek", "billing", "--to", "end"))).toHaveLength(1);
  });

  it("moves Kafka offsets forward only with --execute, and a rewind is a replay", () => {
    const base = ["--bootstrap-server", "k:9092", "--group", "g", "--reset-offsets", "--topic", "t"];
    expect(streamEffects("kafka-consumer-groups", fields(...base, "--to-latest", "--execute"))).toHaveLength(1);
    expect(streamEffects("kafka-consumer-groups", fields(...base, "--to-latest"))).toEqual([]);
    expect(streamEffects("kafka-consumer-groups", fields(...base, "--to-earliest", "--execute"))).toEqual([]);
    expect(streamEffects("kafka-consumer-groups", fields(...base, "--shift-by", "-100", "--execute"))).toEqual([]);
  });

  it("finds Redis commands that empty streams, lists and queues, not those that cap or read them", () => {
    expect(redisQueueEffect(["XTRIM", "events", "MAXLEN", "~", "0"])?.rule).toBe("planes.store-flush");
    expect(redisQueueEffect(["XTRIM", "events", "MAXLEN", "1000"])).toBeUndefined();
    expect(redisQueueEffect(["LTRIM", "jobs", "1", "0"])?.rule).toBe("planes.store-flush");
    expect(redisQueueEffect(["LTRIM", "jobs", "0", "99"])).toBeUndefined();
    expect(redisQueueEffect(["XGROUP", "SETID", "events", "workers", "$"])?.rule).toBe("planes.store-delete");
    expect(redisQueueEffect(["XGROUP", "SETID", "events", "workers", "0"])).toBeUndefined();
    expect(redisQueueEffect(["DEL", "bull:emails:wait"])?.rule).toBe("planes.store-delete");
    expect(redisQueueEffect(["DEL", "session:42"])).toBeUndefined();
  });

  it("reads framework queue commands, and one job by id is not a purge", () => {
    expect(frameworkQueueEffects("artisan", ["queue:clear", "redis"])[0]?.rule).toBe("planes.store-flush");
    expect(frameworkQueueEffects("console", ["messenger:failed:remove", "20"])).toEqual([]);
    expect(frameworkQueueEffects("artisan", ["queue:work"])).toEqual([]);
    expect(frameworkQueueEffects("artisan", ["cache:clear"])).toEqual([]);
  });

  it("asks through the general verb rule for CLIs without a model, in noun-verb and verb-noun shapes", () => {
    expect(verdict("pulsar-admin --admin-url http://pulsar:8080 topics skip-all persistent://public/default/orders -s billing")).toBe("ask planes.destructive-subcommand");
    expect(verdict("oci streaming admin stream delete --stream-id ocid1.stream.x --force")).toBe("ask planes.destructive-subcommand");
    expect(verdict("kafkactl reset offset billing --topic orders --newest --execute")).toBe("ask planes.destructive-subcommand");
    expect(verdict("kafkactl reset offset billing --topic orders --oldest --execute")).toBe("allow");
    expect(verdict("celery -A shop purge -f")).toBe("ask planes.destructive-subcommand");
    expect(verdict("kubeadm reset -f")).toBe("ask planes.destructive-subcommand");
    expect(verdict("kubeadm reset --help")).toBe("allow");
    expect(verdict("pulsar-admin topics stats persistent://public/default/orders")).toBe("allow");
  });
});
