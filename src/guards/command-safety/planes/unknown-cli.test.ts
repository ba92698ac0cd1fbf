import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { staticField } from "../model.js";
import { taskWords } from "./task-words.js";
import { actsRemotely, unknownCliEffects } from "./unknown-cli.js";

const fields = (...values: string[]) => values.map((value) => staticField(value));
const rules = (command: string) => invocations(command).flatMap((invocation) => unknownCliEffects(invocation, taskWords(invocation))).map((effect) => effect.rule);
const DESTRUCTIVE = ["planes.destructive-subcommand"];

describe("actsRemotely", () => {
  it("finds the subcommands of local tools that reach a remote service", () => {
    expect(actsRemotely("hf", fields("repo", "delete", "acme/model"))).toBe(true);
    expect(actsRemotely("huggingface-cli", fields("repo", "delete", "acme/model", "--yes"))).toBe(true);
    expect(actsRemotely("pod", fields("trunk", "delete", "Kit", "1.0"))).toBe(true);
    expect(actsRemotely("vagrant", fields("cloud", "box", "delete", "acme/box"))).toBe(true);
    expect(actsRemotely("pio", fields("pkg", "unpublish", "acme/lib@1.0.0"))).toBe(true);
    expect(actsRemotely("conan", fields("remove", "zlib/*", "-r", "acme", "-c"))).toBe(true);
    expect(actsRemotely("conan", fields("remove", "zlib/*", "--remote=acme"))).toBe(true);
  });

  it("leaves what stays on this machine", () => {
    expect(actsRemotely("hf", fields("cache", "delete"))).toBe(false);
    expect(actsRemotely("huggingface-cli", fields("delete-cache"))).toBe(false);
    expect(actsRemotely("pod", fields("cache", "clean", "--all"))).toBe(false);
    expect(actsRemotely("pio", fields("pkg", "uninstall", "-l", "x"))).toBe(false);
    expect(actsRemotely("conan", fields("remove", "zlib/*", "-c"))).toBe(false);
    expect(actsRemotely("npm", fields("uninstall", "left-pad"))).toBe(false);
    expect(actsRemotely("constructor", fields("repo", "delete"))).toBe(false);
  });
});

describe("unknownCliEffects", () => {
  it("judges remote subcommands of local tools by the general verb rule", () => {
    expect(rules("hf repo delete acme/model")).toEqual(DESTRUCTIVE);
    expect(rules("pod trunk delete Kit 1.0.0")).toEqual(DESTRUCTIVE);
    expect(rules("hf cache delete")).toEqual([]);
    expect(rules("pod trunk remove-owner Kit a@b.c")).toEqual([]);
  });

  it("reads a generic object noun before a kind as a whole resource, and a store's entry as one item", () => {
    expect(rules("snow object drop warehouse REPORTING_WH -c prod")).toEqual(DESTRUCTIVE);
    expect(rules("snow object list warehouse")).toEqual([]);
    expect(rules("wrangler r2 object delete bucket/key")).toEqual([]);
    expect(rules("wrangler kv key delete --binding X key1")).toEqual([]);
    expect(rules("wrangler r2 object delete 'bucket/*'")).toEqual(DESTRUCTIVE);
  });

  it("splits verbs glued to their noun, and keeps write-out flushes and token revocations allowed", () => {
    expect(rules("nodetool clearsnapshot --all")).toEqual(DESTRUCTIVE);
    expect(rules("nodetool removenode 1d2a")).toEqual(DESTRUCTIVE);
    expect(rules("nodetool assassinate 10.0.0.5")).toEqual(DESTRUCTIVE);
    expect(rules("nodetool truncatehints")).toEqual([]);
    expect(rules("nodetool flush shop")).toEqual([]);
    expect(rules("nodetool snapshot -t nightly")).toEqual([]);
    expect(rules("argocd account delete-token --account ci-bot 1234")).toEqual([]);
  });
});
