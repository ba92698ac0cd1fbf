import { describe, expect, it } from "vitest";
import { createCommandAnalyzer } from "../analyze-command.js";
import { ParseCache } from "./parse-cache.js";

describe("ParseCache", () => {
  it("returns the tree parsed before for the same text", () => {
    const cache = new ParseCache();
    expect(cache.parse("npm test")).toBe(cache.parse("npm test"));
    expect(cache.parse("npm test")).not.toBe(cache.parse("npm run build"));
  });

  it("keeps a bounded number of entries, dropping the least recently used", () => {
    const cache = new ParseCache(2);
    const first = cache.parse("a");
    cache.parse("b");
    cache.parse("a");
    cache.parse("c");
    expect(cache.parse("a")).toBe(first);
    const second = cache.parse("b");
    expect(cache.parse("b")).toBe(second);
  });

  it("does not keep long scripts", () => {
    const cache = new ParseCache(8, 10);
    const long = "echo hello world";
    expect(cache.parse(long)).not.toBe(cache.parse(long));
  });

  it("leaves every decision as it was: the same command analysed again, elsewhere, decides by where it runs", () => {
    const analyze = createCommandAnalyzer({ home: "/home/ada" });
    expect(analyze("rm -rf *", { cwd: "/work/app" }).decision).toBe("deny");
    expect(analyze("cd build && rm -rf *", { cwd: "/work/app" }).decision).toBe("allow");
    expect(analyze("rm -rf ..", { cwd: "/work/app" }).decision).toBe("ask");
    expect(analyze("rm -rf ..", { cwd: "/home/ada/code/x" }).decision).toBe("ask");
    expect(analyze("rm -rf ..", { cwd: "/home/ada/code" }).decision).toBe("deny");
  });
});
