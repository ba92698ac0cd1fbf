import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { startedServices } from "./compose-services.js";
import { namesOnlyLocalDatabase } from "./local-database.js";
import { forwardsPort } from "./port-forwards.js";

function last(source: string) {
  const found = invocations(source, "/work/app").at(-1);
  if (!found) throw new Error(`no invocation in ${source}`);
  return found;
}

describe("a database reset whose target, named in the command, is on this machine", () => {
  it("reads loopback hosts, local sockets and project files as local, other hosts and production names not", () => {
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://localhost:5432/app prisma migrate reset"))).toBe(true);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgresql:///app_dev prisma migrate reset"))).toBe(true);
    expect(namesOnlyLocalDatabase(last("flyway -url=jdbc:postgresql://127.0.0.1:5432/app clean"))).toBe(true);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=file:./dev.db prisma migrate reset"))).toBe(true);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=file:/srv/app/app.db prisma migrate reset"))).toBe(false);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://db.example.com/app prisma migrate reset"))).toBe(false);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://localhost/app_prod prisma migrate reset"))).toBe(false);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://localhost/app?host=db.internal prisma migrate reset"))).toBe(false);
    expect(namesOnlyLocalDatabase(last("prisma migrate reset"))).toBe(false);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://localhost/app manage.py flush --database=other"))).toBe(false);
  });

  it("takes a compose service's name as local only when the script started that service of its own project", () => {
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://db/app prisma migrate reset"))).toBe(false);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://db/app prisma migrate reset"), new Set(["db"]))).toBe(true);
    expect(namesOnlyLocalDatabase(last("DATABASE_URL=postgres://db/app prisma migrate reset"), new Set(["redis"]))).toBe(false);
    const paths = { home: "/home/ada", cwd: { known: true as const, path: "/work/app", initial: true }, initialCwd: "/work/app" };
    expect(startedServices(last("docker compose up -d --wait db cache"), paths)).toEqual(["db", "cache"]);
    expect(startedServices(last("docker-compose up -d"), paths)).toEqual(["*"]);
    expect(startedServices(last("docker compose -p billing up -d db"), paths)).toBeUndefined();
    expect(startedServices(last("docker compose down"), paths)).toBeUndefined();
  });

  it("takes a store client run in a service of the project's compose file as local, unless it names a server elsewhere", () => {
    const inService = (source: string) => invocations(source, "/work/app").find((found) => found.composeService !== undefined);
    expect(inService("docker compose exec redis redis-cli FLUSHALL")?.composeService).toBe("redis");
    expect(inService("docker compose -p billing exec redis redis-cli FLUSHALL")).toBeUndefined();
    expect(inService("docker compose -f docker-compose.prod.yml exec redis redis-cli FLUSHALL")).toBeUndefined();
    expect(inService("docker -H tcp://prod:2376 compose exec redis redis-cli FLUSHALL")).toBeUndefined();
    expect(inService("docker exec redis redis-cli FLUSHALL")).toBeUndefined();
    expect(namesOnlyLocalDatabase(inService("docker compose exec redis redis-cli FLUSHALL")!)).toBe(true);
    expect(namesOnlyLocalDatabase(inService("docker compose exec app redis-cli -h redis FLUSHALL")!)).toBe(true);
    expect(namesOnlyLocalDatabase(inService("docker compose exec app redis-cli -h redis.acme.dev FLUSHALL")!)).toBe(false);
    expect(namesOnlyLocalDatabase(inService("docker compose exec redis redis-cli -h cache.prod.internal FLUSHALL")!)).toBe(false);
    expect(namesOnlyLocalDatabase(inService("docker compose exec web rails db:drop")!)).toBe(false);
    expect(verdict("docker compose exec rabbitmq rabbitmqctl purge_queue test.events")).toBe("allow");
    expect(verdict("ssh app1 docker compose exec redis redis-cli FLUSHALL")).toBe("ask planes.store-flush");
    // SQL against the compose database stays a person's call, as before.
    expect(verdict("docker compose exec db psql -U app -c 'TRUNCATE orders'")).toBe("ask planes.sql-truncate");
  });

  it("knows the commands that forward a local port to another machine", () => {
    expect(forwardsPort(last("ssh -fNL 5432:db:5432 bastion"))).toBe(true);
    expect(forwardsPort(last("ssh -o LocalForward='5432 db:5432' bastion"))).toBe(true);
    expect(forwardsPort(last("kubectl -n prod port-forward svc/pg 5432"))).toBe(true);
    expect(forwardsPort(last("cloud-sql-proxy proj:region:db"))).toBe(true);
    expect(forwardsPort(last("ssh bastion uptime"))).toBe(false);
    expect(forwardsPort(last("kubectl get pods"))).toBe(false);
  });

  it("allows the reset only then, and keeps asking after a port forward", () => {
    expect(verdict("DATABASE_URL=postgres://localhost:5432/app npx prisma migrate reset --force")).toBe("allow");
    expect(verdict("docker compose up -d db && DATABASE_URL=postgres://postgres@db:5432/app npx prisma migrate reset --force")).toBe("allow");
    expect(verdict("ssh -fNL 5432:prod:5432 bastion; DATABASE_URL=postgres://localhost:5432/app npx prisma migrate reset --force")).toBe("ask planes.schema-reset");
    expect(verdict("DATABASE_URL=postgres://localhost/app psql -h prod.db -c 'DROP TABLE users'")).toBe("ask planes.sql-drop");
  });
});
