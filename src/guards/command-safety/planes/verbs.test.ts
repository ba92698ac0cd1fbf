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
});

describe("destructiveVerb", () => {
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
  });

  it("does not count removing tags, labels, bindings, caches or extensions", () => {
    expect(destructiveVerb(["ec2", "delete-tags"])).toBeUndefined();
    expect(destructiveVerb(["cache", "delete"])).toBeUndefined();
    expect(destructiveVerb(["extension", "remove"])).toBeUndefined();
  });

  it("looks at the first words only", () => {
    expect(destructiveVerb(["a", "b", "c", "delete"])).toBeUndefined();
  });
});
