import { describe, expect, it } from "vitest";
import { substituteArguments } from "./powershell-arguments.js";
import type { PsValue } from "./powershell-strings.js";

describe("substituteArguments", () => {
  it("writes out computed variables, indexes and grouped expressions, one quoted argument each", () => {
    const strings = new Map<string, PsValue>([["a", ["rm", "-rf", "~/code"]], ["d", "it's"]]);
    expect(substituteArguments(" $a[1] $a[2]", strings)).toBe(" '-rf' '~/code'");
    expect(substituteArguments(" $a[1..2]", strings)).toBe(" '-rf' '~/code'");
    expect(substituteArguments(" -c (-join $a)", strings)).toBe(" -c 'rm-rf~/code'");
    expect(substituteArguments(" $d", strings)).toBe(" 'it'\\''s'");
  });

  it("leaves what it cannot compute, strings and env variables as written", () => {
    const strings = new Map<string, PsValue>([["a", "x"]]);
    expect(substituteArguments(" $b '$a' \"$a\" $env:HOME", strings)).toBe(" $b '$a' \"$a\" $env:HOME");
    expect(substituteArguments(" -Path ./dist", strings)).toBe(" -Path ./dist");
  });
});
