import { describe, expect, it } from "vitest";
import { invocations } from "./__fixtures__/walk-helpers.js";
import { perInvocation } from "./per-invocation.js";

describe("perInvocation", () => {
  it("reads a fact once per invocation, including an undefined one, and separately for each", () => {
    const reads: string[] = [];
    const fact = perInvocation((invocation) => {
      reads.push(invocation.name);
      return invocation.name === "ls" ? undefined : invocation.argv.length;
    });
    const [curl, ls] = invocations("curl -d x https://example.com; ls");
    expect(fact(curl as never)).toBe(4);
    expect(fact(curl as never)).toBe(4);
    expect(fact(ls as never)).toBeUndefined();
    expect(fact(ls as never)).toBeUndefined();
    expect(reads).toEqual(["curl", "ls"]);
  });
});
