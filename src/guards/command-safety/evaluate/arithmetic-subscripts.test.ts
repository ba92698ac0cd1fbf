import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { subscriptCommands } from "./arithmetic-subscripts.js";

describe("subscriptCommands", () => {
  it("finds substitutions inside subscripts, nested parentheses included", () => {
    expect(subscriptCommands("a[$(rm -rf ~)]")).toEqual(["rm -rf ~"]);
    expect(subscriptCommands("x=a[`id`]+b[$(f (1))]")).toEqual(["id", "f (1)"]);
    expect(subscriptCommands("a[b[$(x)]]")).toEqual(["x"]);
  });

  it("ignores substitutions outside subscripts, arithmetic inside them and plain indexes", () => {
    expect(subscriptCommands("$(rm -rf ~)")).toEqual([]);
    expect(subscriptCommands("a[$((i+1))]")).toEqual([]);
    expect(subscriptCommands("a[i+1]")).toEqual([]);
    expect(subscriptCommands("[ $(x) ]")).toEqual([]);
  });

  it("stays linear on long unclosed input", () => {
    const text = `a[${"$(".repeat(5000)}`;
    const started = performance.now();
    subscriptCommands(text);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("arithmetic subscripts as commands that run", () => {
  it("judges the command in the subscript wherever bash evaluates it", () => {
    expect(verdict("(( 'a[$(rm -rf ~)]' ))")).toBe("deny fs.recursive-delete-home");
    expect(verdict("typeset -i n; n='a[$(rm -rf ~)]'")).toBe("deny fs.recursive-delete-home");
    expect(verdict("r='a[$(rm -rf ~)]'; echo ${!r}")).toBe("deny fs.recursive-delete-home");
    expect(verdict("read 'a[`rm -rf ~`]' < /dev/null")).toBe("deny fs.recursive-delete-home");
  });

  it("allows subscripts whose commands are harmless, and awk's own subscripts", () => {
    expect(verdict("(( 'a[$(echo 1)]' ))")).toBe("allow");
    expect(verdict("awk '{ a[$(1)]++ }' f")).toBe("allow");
  });
});
