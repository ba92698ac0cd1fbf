import { describe, expect, it } from "vitest";
import { BENIGN_AGENT_COMMANDS } from "../__fixtures__/benign-agent-commands.js";
import { BASE_CASES, CORPUS_CONTEXT } from "../__fixtures__/corpus.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import type { Invocation } from "../model.js";
import { InvocationDispatch, programKey } from "./dispatch.js";
import { BUILTIN_DISPATCH, BUILTIN_RULE_SETS } from "./index.js";
import type { RuleContext, RuleSet } from "./types.js";

function named(name: string): Invocation {
  return invocations(`${name} x`)[0] as Invocation;
}

function set(category: string, programs?: readonly string[]): RuleSet {
  return { category, rules: [], ...(programs ? { programs } : {}), invocation: () => [] };
}

describe("programKey", () => {
  it("keeps the base name in lower case, without .exe", () => {
    expect(programKey("git")).toBe("git");
    expect(programKey("/usr/bin/git")).toBe("git");
    expect(programKey("C:\\Program Files\\Docker\\Docker.EXE")).toBe("docker");
    expect(programKey("mkfs.ext4")).toBe("mkfs.ext4");
    expect(programKey("")).toBe("");
  });
});

describe("InvocationDispatch", () => {
  it("asks a set that declares programs only about them, and a set that declares none about everything, in order", () => {
    const sets = [set("a"), set("b", ["git"]), set("c"), set("d", ["Docker.exe", "git"]), { category: "e", rules: [] }];
    const dispatch = new InvocationDispatch(sets);
    expect(dispatch.setsFor(named("git")).map((each) => each.category)).toEqual(["a", "b", "c", "d"]);
    expect(dispatch.setsFor(named("/usr/local/bin/docker")).map((each) => each.category)).toEqual(["a", "c", "d"]);
    expect(dispatch.setsFor(named("ls")).map((each) => each.category)).toEqual(["a", "c"]);
  });

  it("never skips a built-in set for a command it reports on", () => {
    const context: RuleContext = { home: CORPUS_CONTEXT.home, initialCwd: CORPUS_CONTEXT.cwd, strict: false, classifySecret: () => undefined };
    const commands = [...BASE_CASES.map((entry) => entry.command), ...BENIGN_AGENT_COMMANDS];
    const declaring = BUILTIN_RULE_SETS.filter((each) => each.programs !== undefined);
    expect(declaring.length).toBeGreaterThan(0);
    const missed: string[] = [];
    for (const command of commands) {
      let found: Invocation[];
      try {
        found = invocations(command, CORPUS_CONTEXT.cwd);
      } catch {
        continue;
      }
      for (const invocation of found) {
        const chosen = BUILTIN_DISPATCH.setsFor(invocation);
        for (const each of declaring) {
          if (chosen.includes(each)) continue;
          if ((each.invocation?.(invocation, context) ?? []).length > 0) missed.push(`${each.category}: ${command}`);
        }
      }
    }
    expect(missed).toEqual([]);
  }, 120_000);
});
