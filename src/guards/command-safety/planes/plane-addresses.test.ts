import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { localAliasDefined, planeAddresses, UNKNOWN_ADDRESS } from "./plane-addresses.js";

function addresses(source: string): string[] | undefined {
  const found = invocations(source, "/work/app").at(-1);
  if (!found) throw new Error(`no invocation in ${source}`);
  return planeAddresses(found);
}

describe("the servers a data plane's client is told to connect to", () => {
  it("reads each client's own host, URL, socket and endpoint options", () => {
    expect(addresses("redis-cli -h localhost -n 9 FLUSHDB")).toEqual(["tcp://localhost/"]);
    expect(addresses("redis-cli -hlocalhost FLUSHDB")).toEqual(["tcp://localhost/"]);
    expect(addresses("redis-cli -s /tmp/redis.sock FLUSHALL")).toEqual(["socket:/tmp/redis.sock"]);
    expect(addresses("keydb-cli -h ::1 FLUSHDB")).toEqual(["tcp://[::1]/"]);
    expect(addresses("etcdctl --endpoints=http://127.0.0.1:2379,localhost:2380 del --prefix /a")).toEqual(["http://127.0.0.1:2379", "tcp://localhost:2380/"]);
    expect(addresses("mongosh 'mongodb://localhost:27017,db2:27017/app' --eval 'x'")).toEqual(["mongodb://localhost:27017/app", "mongodb://db2:27017/app"]);
    expect(addresses("mongosh --host rs0/localhost:27017 shop")).toEqual(["tcp://localhost:27017/", "name:shop"]);
    expect(addresses("psql 'host=localhost dbname=app' -c 'x'")).toEqual(["tcp://localhost/", "name:app"]);
    expect(addresses("cqlsh 127.0.0.1 9042 -e 'x'")).toEqual(["tcp://127.0.0.1/"]);
    expect(addresses("rabbitmqctl -n rabbit@localhost purge_queue jobs")).toEqual(["tcp://localhost/"]);
    expect(addresses("NATS_URL=nats://127.0.0.1:4222 nats stream purge X")).toEqual(["nats://127.0.0.1:4222"]);
    expect(addresses("rpk -X tls.enabled=true -X brokers=localhost:9092 topic delete t")).toEqual(["tcp://localhost:9092/"]);
    expect(addresses("MC_HOST_dev=http://127.0.0.1:9000 mc rb dev/b")).toEqual(["http://127.0.0.1:9000"]);
    expect(addresses("mc rb --force local/b")).toEqual(["alias:local"]);
  });

  it("knows the object-store aliases a script sets to this machine", () => {
    const defined = (source: string) => {
      const found = invocations(source, "/work/app").at(-1);
      return found ? localAliasDefined(found) : undefined;
    };
    expect(defined("mc alias set local http://localhost:9000 minioadmin minioadmin")).toBe("local");
    expect(defined("mc config host add dev http://127.0.0.1:9000 k s")).toBe("dev");
    expect(defined("mc alias set prod https://s3.example.com k s")).toBeUndefined();
    expect(verdict("mc alias set local http://localhost:9000 k s && mc rb --force local/b")).toBe("allow");
    expect(verdict("mc rb --force local/b")).toBe("ask planes.bucket-delete");
  });

  it("reads a bare database name as a name, and a saved context or DNS discovery as unknown", () => {
    expect(addresses("psql app -c 'x'")).toEqual(["name:app"]);
    expect(addresses("redis-cli FLUSHALL")).toEqual([]);
    expect(addresses("nats --context prod stream purge X")).toEqual([UNKNOWN_ADDRESS]);
    expect(addresses("mongosh 'mongodb+srv://c.example.net/shop'")).toEqual([UNKNOWN_ADDRESS]);
    expect(addresses("etcdctl --discovery-srv example.com del --prefix /")).toEqual([UNKNOWN_ADDRESS]);
    expect(addresses("mongorestore --drop dump/")).toEqual([]);
    expect(addresses("ls -la")).toBeUndefined();
  });

  it("lets a store on this machine be emptied, and keeps asking for others, unnamed ones and forwarded ports", () => {
    expect(verdict("redis-cli -h localhost -n 9 FLUSHDB")).toBe("allow");
    expect(verdict("mongosh mongodb://localhost:27017/shop_test --eval 'db.dropDatabase()'")).toBe("allow");
    expect(verdict("kafka-topics --bootstrap-server localhost:9092 --delete --topic orders")).toBe("allow");
    expect(verdict("curl -X DELETE http://localhost:9200/logs")).toBe("allow");
    expect(verdict("docker compose up -d redis && redis-cli -h redis FLUSHALL")).toBe("allow");
    expect(verdict("redis-cli FLUSHDB")).toBe("ask planes.store-flush");
    expect(verdict("redis-cli -h redis FLUSHALL")).toBe("ask planes.store-flush");
    expect(verdict("redis-cli -h localhost -h cache.prod FLUSHDB")).toBe("ask planes.store-flush");
    expect(verdict("psql -h localhost -c 'DROP DATABASE shop_production'")).toBe("ask planes.sql-drop");
    expect(verdict("ssh -fNL 6379:cache:6379 bastion; redis-cli -h localhost FLUSHALL")).toBe("ask planes.store-flush");
    expect(verdict("curl -X DELETE http://es.internal:9200/logs")).toBe("ask planes.store-delete");
  });
});
