import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_RULES } from "./rules/index.js";

describe("the guard's README", () => {
  it("lists every built-in rule with its default decision", () => {
    const readme = readFileSync(new URL("./README.md", import.meta.url), "utf8");
    const rows = new Map([...readme.matchAll(/^\| `([\w.-]+)` \| (ask|deny) \|/gm)].map((match) => [match[1], match[2]]));
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(BUILTIN_RULES.map((rule) => [rule.id, rule.decision])));
  });
});
