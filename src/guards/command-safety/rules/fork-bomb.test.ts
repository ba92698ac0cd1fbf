import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("fork bomb rules", () => {
  it("find fork bombs by structure, whatever the names", () => {
    expect(verdict(":(){ :|:& };:")).toBe("deny fork.recursive-function");
    expect(verdict("boom() { boom | boom & }; boom")).toBe("deny fork.recursive-function");
    expect(verdict("a(){ b|b& }; b(){ a|a& }; a")).toBe("deny fork.recursive-function");
    expect(verdict("echo ':(){ :|:& };:' | bash")).toBe("deny fork.recursive-function");
    expect(verdict("perl -e 'fork while fork'")).toBe("deny fork.interpreter-fork-loop");
  });

  it("allow recursion without forking and forks without recursion", () => {
    expect(verdict('retry(){ "$@" || retry "$@"; }; retry make')).toBe("allow");
    expect(verdict("for i in 1 2; do ./job & done; wait")).toBe("allow");
    expect(verdict("echo ':(){ :|:& };:' > bomb.txt")).toBe("allow");
  });
});
