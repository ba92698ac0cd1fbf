import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("declare -n namerefs", () => {
  it("read the variable they name, also when it is set after the declaration", () => {
    expect(verdict("declare -n r=p; p=rm; $r -rf /home/ada")).toMatch(/^deny /);
    expect(verdict("p=rm; typeset -n r=p; $r -rf /home/ada")).toMatch(/^deny /);
  });

  it("write the variable they name", () => {
    expect(verdict("declare -n r=p; r=rm; $p -rf /home/ada")).toMatch(/^deny /);
  });

  it("stop at a loop and leave everyday commands alone", () => {
    expect(verdict("declare -n a=b b=a; echo $a")).toBe("allow");
    expect(verdict("declare -n r=p; p=ls; $r -la src")).toBe("allow");
  });
});
