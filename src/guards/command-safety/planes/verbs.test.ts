import { describe, expect, it } from "vitest";
import { staticField } from "../model.js";
import { destructiveVerb, subcommandWords, wordParts } from "./verbs.js";

const fields = (...values: string[]) => values.map((value) => staticField(value));

describe("subcommandWords", () => {
  it("skips options and the values of options that take one, and stops at paths and file names", () => {
    expect(subcommandWords(fields("--region", "eu", "ec2", "terminate-instances", "--ids", "i-1"), new Set(["region", "ids"]))).toEqual(["ec2", "terminate-instances"]);
    expect(subcommandWords(fields("compute", "./x", "delete"))).toEqual(["compute"]);
    expect(subcommandWords(fields("delete.sql"))).toEqual([]);
  });

  it("skips the value of an option that labels what is made, but not a switch's neighbour", () => {
    expect(subcommandWords(fields("migrate", "dev", "--name", "drop_legacy_columns"))).toEqual(["migrate", "dev"]);
    expect(subcommandWords(fields("-m", "rm", "-r", "gs://x"))).toEqual(["rm"]);
  });

  it("skips a value written apart from an option even when the option is not known", () => {
    expect(subcommandWords(fields("--server", "nats://prod:4222", "stream", "purge"))).toEqual(["stream", "purge"]);
    expect(subcommandWords(fields("-X", "brokers=a:9092", "topic", "delete"))).toEqual(["topic", "delete"]);
    expect(subcommandWords(fields("--server=nats://prod:4222", "nats://other", "stream"))).toEqual([]);
  });
});

describe("destructiveVerb", () => {
  it("reads teardown, and an emptying verb whose own word says all, but not a cache's", () => {
    expect(destructiveVerb(["env", "teardown", "prod"])?.verb).toBe("teardown");
    expect(destructiveVerb(["env", "tear-down"])?.verb).toBe("teardown");
    expect(destructiveVerb(["flush-all"])?.verb).toBe("flush");
    expect(destructiveVerb(["data", "wipe-all"])?.verb).toBe("wipe");
    expect(destructiveVerb(["nukeall"])?.verb).toBe("nuke");
    expect(destructiveVerb(["cache", "clear-all"])).toBeUndefined();
    expect(destructiveVerb(["cache", "delete-all"])).toBeUndefined();
    expect(destructiveVerb(["flush"])).toBeUndefined();
  });

  it("finds a destructive verb as a word or the first or last part of one", () => {
    expect(wordParts("TerminateInstances")).toEqual(["terminate", "instances"]);
    expect(destructiveVerb(["compute", "instances", "delete"])?.verb).toBe("delete");
    expect(destructiveVerb(["apps:destroy"])?.verb).toBe("destroy");
    expect(destructiveVerb(["DeleteInstance"])?.verb).toBe("delete");
    expect(destructiveVerb(["ecr", "batch-delete-image"])?.verb).toBe("delete");
  });

  it("judges the verb by what it is applied to, not by the names that follow", () => {
    expect(destructiveVerb(["delete-cache-cluster"])?.verb).toBe("delete");
    expect(destructiveVerb(["redis", "instances", "delete", "cache"])?.verb).toBe("delete");
    expect(destructiveVerb(["admin-delete-user"])?.verb).toBe("delete");
    expect(destructiveVerb(["cache", "delete"])).toBeUndefined();
    expect(destructiveVerb(["delete-tags"])).toBeUndefined();
    expect(destructiveVerb(["list-deleted-objects"])).toBeUndefined();
    expect(destructiveVerb(["enable-delete-protection"])).toBeUndefined();
  });

  it("needs a data noun for verbs that are destructive only on data", () => {
    expect(destructiveVerb(["db", "reset"])?.verb).toBe("reset");
    expect(destructiveVerb(["pg:reset"])?.verb).toBe("reset");
    expect(destructiveVerb(["cache", "clear"])).toBeUndefined();
    expect(destructiveVerb(["reset"])).toBeUndefined();
    // Formatting a volume or disk erases it; formatting code is not a data verb at all.
    expect(destructiveVerb(["volume", "format"])?.verb).toBe("format");
    expect(destructiveVerb(["disks", "reformat"])?.verb).toBe("reformat");
    expect(destructiveVerb(["format"])).toBeUndefined();
    expect(destructiveVerb(["code", "format"])).toBeUndefined();
  });

  it("does not count removing tags, labels, bindings, caches or extensions", () => {
    expect(destructiveVerb(["ec2", "delete-tags"])).toBeUndefined();
    expect(destructiveVerb(["cache", "delete"])).toBeUndefined();
    expect(destructiveVerb(["extension", "remove"])).toBeUndefined();
  });

  it("reads the words after a verb that makes something as the name of what is made", () => {
    expect(destructiveVerb(["migration", "new", "drop_users"])).toBeUndefined();
    expect(destructiveVerb(["migrate:make", "remove_legacy_tables"])).toBeUndefined();
    expect(destructiveVerb(["create", "drop_users", "sql"])).toBeUndefined();
    expect(destructiveVerb(["server", "delete", "create-worker-1"])?.verb).toBe("delete");
    expect(destructiveVerb(["apps", "create", "x"])).toBeUndefined();
  });

  it("looks at the first words only", () => {
    expect(destructiveVerb(["a", "b", "c", "delete"])).toBeUndefined();
    expect(destructiveVerb(["streaming", "admin", "stream", "delete"], 4)?.verb).toBe("delete");
  });

  it("splits verbs glued to a data, queue or node noun, as nodetool, Redis and PostgreSQL name commands", () => {
    expect(destructiveVerb(["clearsnapshot"])?.verb).toBe("clear");
    expect(destructiveVerb(["removenode"])?.verb).toBe("remove");
    expect(destructiveVerb(["flushdb"])?.verb).toBe("flush");
    expect(destructiveVerb(["dropkeyspace"])?.verb).toBe("drop");
    expect(destructiveVerb(["assassinate"])?.verb).toBe("assassinate");
    expect(destructiveVerb(["truncatehints"])).toBeUndefined();
    expect(destructiveVerb(["clearscreen"])).toBeUndefined();
    expect(destructiveVerb(["snapshot"])).toBeUndefined();
  });

  it("reads flush as emptying only next to a data noun or under a confirmation switch", () => {
    expect(destructiveVerb(["flush"])).toBeUndefined();
    expect(destructiveVerb(["db", "flush"])?.verb).toBe("flush");
    expect(destructiveVerb(["queue", "flush"])?.verb).toBe("flush");
    expect(destructiveVerb(["flush"], 3, true)?.verb).toBe("flush");
  });

  it("does not count revoking a token or removing an owner", () => {
    expect(destructiveVerb(["account", "delete-token"])).toBeUndefined();
    expect(destructiveVerb(["token", "delete"])).toBeUndefined();
    expect(destructiveVerb(["trunk", "remove-owner"])).toBeUndefined();
  });

  it("reads queue verbs next to a queue noun, and emptying verbs under the tool's own confirmation switch", () => {
    expect(destructiveVerb(["topics", "clear-backlog"])?.verb).toBe("clear");
    expect(destructiveVerb(["topics", "skip-all"])?.verb).toBe("skip");
    expect(destructiveVerb(["subscriptions", "seek"])?.verb).toBe("seek");
    expect(destructiveVerb(["reset", "offset"])?.verb).toBe("reset");
    expect(destructiveVerb(["migration", "skip"])).toBeUndefined();
    expect(destructiveVerb(["purge"], 3, true)?.verb).toBe("purge");
    expect(destructiveVerb(["reset"], 3, true)?.verb).toBe("reset");
    expect(destructiveVerb(["cache", "clear"], 3, true)).toBeUndefined();
    expect(destructiveVerb(["empty", "default"])?.verb).toBe("empty");
  });

describe("destructiveVerb on a verb written together with its object", () => {
  it("splits Bigtable's and others' joined subcommands, and only those", () => {
    expect(destructiveVerb(["deletetable"])?.verb).toBe("delete");
    expect(destructiveVerb(["deleteallrows"])?.verb).toBe("delete");
    expect(destructiveVerb(["dropdatabase"])?.verb).toBe("drop");
    expect(destructiveVerb(["deleterow"])).toBeUndefined();
    expect(destructiveVerb(["deleted"])).toBeUndefined();
    expect(destructiveVerb(["droplet"])).toBeUndefined();
  });
});
});
