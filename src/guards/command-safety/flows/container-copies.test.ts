import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { verdict } from "../__fixtures__/decide.js";
import { copiedOutOfContainer } from "./container-copies.js";

const copied = (command: string) => invocations(command).flatMap((invocation) => copiedOutOfContainer(invocation)).map((field) => field.value);

describe("copiedOutOfContainer", () => {
  it("finds the container's paths a copy brings here, by every engine and kubectl", () => {
    expect(copied("docker cp web:/app/.env .")).toEqual(["/app/.env"]);
    expect(copied("docker container cp web:/etc/shadow /tmp/s")).toEqual(["/etc/shadow"]);
    expect(copied("podman --connection remote cp db:/var/lib/postgresql/.pgpass ./p")).toEqual(["/var/lib/postgresql/.pgpass"]);
    expect(copied("nerdctl cp web:app/.env .")).toEqual(["/app/.env"]);
    expect(copied("kubectl cp prod/api-0:/var/run/secrets/kubernetes.io/serviceaccount/token ./t")).toEqual(["/var/run/secrets/kubernetes.io/serviceaccount/token"]);
    expect(copied("kubectl -n prod cp api-0:/app/.env ./env -c app")).toEqual(["/app/.env"]);
  });

  it("leaves copies into a container, local copies and other subcommands alone", () => {
    expect(copied("docker cp ./dist web:/srv")).toEqual([]);
    expect(copied("kubectl cp ./seed.sql db-0:/tmp/seed.sql")).toEqual([]);
    expect(copied("docker run --rm web cp /a /b")).toEqual([]);
    expect(copied("cp web:/x .")).toEqual([]);
  });
});

describe("a secret copied out of a container or pod", () => {
  it.each([
    "docker cp web:/etc/shadow .",
    "docker cp web:/app/.env /tmp/env",
    "docker container cp web:/root/.aws/credentials ./creds",
    "podman cp db:/var/lib/postgresql/.pgpass .",
    "kubectl cp prod/web-1:/var/run/secrets/kubernetes.io/serviceaccount/token ./t",
    "kubectl cp kube-system/etcd-master:/var/lib/etcd/member/snap/db ./db",
  ])("%s is a copy of the secret", (command) => {
    expect(verdict(command)).toBe("deny secrets.copy");
  });

  it.each(["kubectl cp web-1:/app/logs ./logs", "docker cp web:/app/dist ./dist", "docker cp web:/etc/nginx/nginx.conf .", "docker cp web:/app/.env.example ."])("%s is allowed", (command) => {
    expect(verdict(command)).toBe("allow");
  });
});

describe("the cluster's datastore", () => {
  it.each(["cp /var/lib/etcd/member/snap/db .", "strings /var/lib/etcd/member/snap/db", "sqlite3 /var/lib/rancher/k3s/server/db/state.db .dump"])("%s reads every Secret of the cluster", (command) => {
    expect(verdict(command)).toMatch(/^deny secrets\.(?:copy|read)$/);
  });

  it.each(["ls /var/lib/etcd/member", "du -sh /var/lib/etcd"])("%s is allowed", (command) => {
    expect(verdict(command)).toBe("allow");
  });
});
