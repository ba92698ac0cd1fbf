import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { globCommandCandidates, isUnresolvedGlobProgram } from "./glob-command.js";

const glob = (value: string) => ({ value, text: value, glob: true });

describe("programs named by wildcard patterns", () => {
  it("matches the programs the rules judge", () => {
    expect(globCommandCandidates(glob("/???/r?"))).toContain("rm");
  });

  it("holds a pattern in the program's name unresolved, and not one in its directories or a test bracket", () => {
    expect(isUnresolvedGlobProgram(glob("/???/???/u??"))).toBe(true);
    expect(isUnresolvedGlobProgram(glob("/usr/bin/p[s]ql"))).toBe(true);
    expect(isUnresolvedGlobProgram(glob("/home/ada/.nvm/versions/node/*/bin/node"))).toBe(false);
    expect(isUnresolvedGlobProgram(glob("["))).toBe(false);
    expect(isUnresolvedGlobProgram(glob("/bin/r*"))).toBe(true);
    expect(isUnresolvedGlobProgram(glob("./scripts/*.sh"))).toBe(false);
    expect(isUnresolvedGlobProgram(glob("npm:watch-*"))).toBe(false);
  });

  it("asks about a command whose program is a pattern, and denies what the judged programs it matches do", () => {
    expect(verdict("/???/???/u?? disable")).toBe("ask input.glob-program");
    expect(verdict("/???/???/p??? -c 'DROP TABLE users'")).not.toBe("allow");
    expect(verdict("/???/r? -rf /home/ada")).toMatch(/^deny /);
    expect(verdict("[ -f package.json ] && npm test")).toBe("allow");
  });
});
