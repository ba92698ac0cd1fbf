import { describe, expect, it } from "vitest";
import { looseningChange } from "./config-tightening.js";

describe("looseningChange", () => {
  it("lets through changes that only make the guards stricter", () => {
    expect(looseningChange({ guards: { commandSafety: true } }, { guards: { commandSafety: { strict: true } } })).toBeUndefined();
    expect(looseningChange({}, { guards: { commandSafety: { overrides: { "git.*": "ask" }, rules: [{ id: "no-curl", decision: "deny", commands: ["curl"] }] } } })).toBeUndefined();
    expect(looseningChange({ guards: { loopGuard: false } }, { guards: { loopGuard: { warnThreshold: 3 } } })).toBeUndefined();
    expect(looseningChange({ guards: { securityAudit: { allowPaths: ["deploy/certs"] } } }, { guards: { securityAudit: { extraRules: [{ id: "vault" }] } } })).toBeUndefined();
    expect(looseningChange({ budget: { maxCostUsd: 2 } }, { budget: { maxCostUsd: 1, maxToolCalls: 50 } })).toBeUndefined();
    expect(looseningChange({ interceptors: ["./a.js"] }, { interceptors: ["./a.js", "./b.js"] })).toBeUndefined();
    expect(looseningChange({ model: "anthropic:a" }, { model: "anthropic:b" })).toBeUndefined();
  });

  it("names the first change that loosens a guard or cannot be judged", () => {
    expect(looseningChange({ guards: { commandSafety: true } }, { guards: { commandSafety: false } })).toBe("guards.commandSafety");
    expect(looseningChange({}, { guards: { commandSafety: { allow: ["rm -rf"] } } })).toBe("guards.commandSafety.allow");
    expect(looseningChange({ guards: { commandSafety: { strict: true } } }, { guards: { commandSafety: {} } })).toBe("guards.commandSafety.strict");
    expect(looseningChange({ guards: { commandSafety: { overrides: { "fs.*": "deny" } } } }, { guards: { commandSafety: { overrides: { "fs.*": "ask" } } } })).toBe("guards.commandSafety.overrides");
    expect(looseningChange({}, { guards: { commandSafety: { overrides: { "tamper.*": "allow" } } } })).toBe("guards.commandSafety.overrides");
    expect(looseningChange({ budget: { maxCostUsd: 1 } }, { budget: { maxCostUsd: 2 } })).toBe("budget.maxCostUsd");
    expect(looseningChange({ guards: { loopGuard: { hardLimit: 5 } } }, {})).toBe("guards.loopGuard");
    expect(looseningChange({ interceptors: ["./a.js"] }, {})).toBe("interceptors");
    expect(looseningChange({ audit: "audit.jsonl" }, { audit: "/tmp/x.jsonl" })).toBe("audit");
    expect(looseningChange({}, { guards: [] })).toBe("guards");
    expect(looseningChange({}, "guards: off")).toBe("(the whole file)");
  });

  it("judges keys named like Object.prototype's members as the keys they are", () => {
    expect(looseningChange({}, { constructor: true })).toBe("constructor");
    expect(looseningChange({}, JSON.parse('{"__proto__": {"toggle": 1}}'))).toBe("__proto__");
    expect(looseningChange({}, { guards: { toString: false } })).toBe("guards.toString");
    expect(looseningChange({}, { guards: { commandSafety: { overrides: { toString: "deny", valueOf: "ask" } } } })).toBeUndefined();
    expect(looseningChange({ guards: { commandSafety: { overrides: { constructor: "deny" } } } }, { guards: { commandSafety: { overrides: { constructor: "allow" } } } })).toBe("guards.commandSafety.overrides");
  });
});
