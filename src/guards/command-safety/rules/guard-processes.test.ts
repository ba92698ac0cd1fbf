import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { guardProcessRules, STOPPING_PROGRAMS } from "./guard-processes.js";

describe("guard processes", () => {
  it("declares every program host-stops.ts reads by its own grammar, so dispatch never skips one", () => {
    const source = readFileSync(new URL("./host-stops.ts", import.meta.url), "utf8");
    const cases = [...source.matchAll(/^\s*case "([^"]+)":/gm)].map((match) => match[1]);
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.filter((name) => !STOPPING_PROGRAMS.includes(name as string))).toEqual([]);
    expect(guardProcessRules.programs).toBe(STOPPING_PROGRAMS);
  });

  it("denies loopgate's processes stopped through any of them, and leaves other programs alone", () => {
    expect(verdict('pkill -f "loopgate hook"')).toBe("deny tamper.guard-stopped");
    expect(verdict("/usr/bin/killall loopgate")).toBe("deny tamper.guard-stopped");
    expect(verdict("systemctl --user stop loopgate-mcp")).toBe("deny tamper.guard-stopped");
    expect(verdict("TASKKILL.EXE /IM loopgate.exe")).toBe("deny tamper.guard-stopped");
    expect(verdict("loopgate stop")).toBe("allow");
    expect(verdict("npm stop")).toBe("allow");
  });
});
