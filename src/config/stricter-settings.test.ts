import { describe, expect, it } from "vitest";
import { stricterSettings } from "./stricter-settings.js";

const FILE = "/repo/loopgate.config.json";

describe("stricterSettings", () => {
  it("keeps a guard on that the project switches off, and says so", () => {
    const { config, ignored } = stricterSettings({}, { guards: { commandSafety: false, securityAudit: { enabled: false } } }, FILE);
    expect(config.guards?.commandSafety).toBeUndefined();
    expect(config.guards?.securityAudit).toBeUndefined();
    expect(ignored.map((entry) => entry.key)).toEqual(["guards.commandSafety", "guards.securityAudit"]);
    expect(ignored[0]).toEqual({ file: FILE, key: "guards.commandSafety", reason: "a project config cannot switch a guard off" });
  });

  it("switches on a guard the base switched off (a raise)", () => {
    const { config, ignored } = stricterSettings({ guards: { commandSafety: false } }, { guards: { commandSafety: true } }, FILE);
    expect(config.guards?.commandSafety).toEqual({});
    expect(ignored).toEqual([]);
  });

  it("leaves a guard off when both switch it off, without a note", () => {
    const { config, ignored } = stricterSettings({ guards: { securityAudit: false } }, { guards: { securityAudit: false } }, FILE);
    expect(config.guards?.securityAudit).toBe(false);
    expect(ignored).toEqual([]);
  });

  it("adds rules without a regular expression and deny overrides; drops the rest", () => {
    const { config, ignored } = stricterSettings(
      { guards: { commandSafety: { rules: [{ id: "me.rule", decision: "ask", commands: ["make"] }], overrides: { "git.*": "allow" } } } },
      {
        guards: {
          commandSafety: {
            rules: [
              { id: "repo.kubectl", decision: "deny", commands: ["kubectl"] },
              { id: "repo.slow", decision: "deny", pattern: "^(a+)+$" },
              { id: "me.rule", decision: "deny", commands: ["rm"] },
            ],
            overrides: { "git.force-push": "deny", "fs.*": "ask", "net.*": "allow" },
            allow: ["rm -rf /"],
            allowSecretPaths: ["~/.ssh"],
            strict: true,
            priority: 1,
          },
        },
      },
      FILE,
    );
    expect(config.guards?.commandSafety).toEqual({
      rules: [
        { id: "me.rule", decision: "ask", commands: ["make"] },
        { id: "repo.kubectl", decision: "deny", commands: ["kubectl"] },
      ],
      overrides: { "git.*": "allow", "git.force-push": "deny" },
      strict: true,
    });
    expect(ignored.map((entry) => entry.key)).toEqual([
      "guards.commandSafety.rules.1 (repo.slow)",
      "guards.commandSafety.rules.2 (me.rule)",
      "guards.commandSafety.allow",
      "guards.commandSafety.allowSecretPaths",
      "guards.commandSafety.overrides.fs.*",
      "guards.commandSafety.overrides.net.*",
      "guards.commandSafety.priority",
    ]);
  });

  it("keeps strict mode on, and lowers analysis limits but never raises them", () => {
    const { config, ignored } = stricterSettings(
      { guards: { commandSafety: { strict: true, limits: { maxDepth: 4 } } } },
      { guards: { commandSafety: { strict: false, limits: { maxDepth: 6, maxLength: 1000 } } } },
      FILE,
    );
    expect(config.guards?.commandSafety).toEqual({ strict: true, limits: { maxDepth: 4, maxLength: 1000 } });
    expect(ignored.map((entry) => entry.key)).toEqual(["guards.commandSafety.strict", "guards.commandSafety.limits.maxDepth"]);
  });

  it("adds the security audit's extra rules, not its trusted paths or name patterns", () => {
    const vault = { id: "repo.vault", label: "vault file", category: "Custom", match: [{ extension: ".vault" }] };
    const pattern = { id: "repo.pattern", label: "p", category: "Custom", match: [{ extension: ".x" }], unless: [{ namePattern: "^ok" }] };
    const { config, ignored } = stricterSettings({}, { guards: { securityAudit: { extraRules: [vault, pattern], allowPaths: [".env"] } } }, FILE);
    expect(config.guards?.securityAudit).toEqual({ extraRules: [vault] });
    expect(ignored.map((entry) => entry.key)).toEqual(["guards.securityAudit.extraRules.1 (repo.pattern)", "guards.securityAudit.allowPaths"]);
  });

  it("never takes interceptor modules or their time limit, and keeps the base's", () => {
    const base = { interceptors: ["/home/me/guard.mjs"], limits: { interceptorTimeoutMs: 500 } };
    const { config, ignored } = stricterSettings(base, { interceptors: ["./evil.mjs"], limits: { interceptorTimeoutMs: 1 } }, FILE);
    expect(config.interceptors).toEqual(["/home/me/guard.mjs"]);
    expect(config.limits).toEqual({ interceptorTimeoutMs: 500 });
    expect(ignored.map((entry) => entry.key)).toEqual(["interceptors", "limits.interceptorTimeoutMs"]);
    expect(ignored[0]?.reason).toContain("never loads code");
  });

  it("takes no servers, audit or trace destination and no session guard settings, and says so", () => {
    const project = {
      mcpServers: { evil: { command: "./evil.sh" } },
      audit: "/tmp/elsewhere.jsonl",
      otlp: "http://collector.example:4318",
      guards: { loopGuard: false, secretRedaction: false },
    };
    const { config, ignored } = stricterSettings({}, project as never, FILE);
    expect(config.mcpServers).toBeUndefined();
    expect(config.audit).toBeUndefined();
    expect(config.guards?.loopGuard).toBeUndefined();
    expect(ignored.map((entry) => entry.key)).toEqual(["guards.loopGuard", "guards.secretRedaction", "mcpServers", "audit", "otlp"]);
  });
});
