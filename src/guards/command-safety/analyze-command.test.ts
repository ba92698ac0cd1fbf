import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../errors/index.js";
import { check, verdict } from "./__fixtures__/decide.js";
import { analyzeCommand, createCommandAnalyzer } from "./analyze-command.js";

describe("analyzeCommand", () => {
  it("allows empty and plain commands, with no findings", () => {
    expect(check("")).toMatchObject({ decision: "allow", findings: [], analyzed: true });
    expect(check("npm test")).toMatchObject({ decision: "allow", findings: [] });
  });

  it("reports every finding and picks the strongest with a catastrophic one first", () => {
    const result = check("git push --force origin main; rm -rf ~");
    expect(result.decision).toBe("deny");
    expect(result.rule).toBe("fs.recursive-delete-home");
    expect(result.findings.map((finding) => finding.rule)).toEqual(expect.arrayContaining(["git.force-push", "fs.recursive-delete-home"]));
    expect(result.reason).toMatch(/and 1 more finding/);
  });

  it("uses the working directory it is given", () => {
    expect(analyzeCommand("rm -rf ..", { cwd: "/home/ada/app", home: "/home/ada" }).decision).toBe("deny");
    expect(analyzeCommand("rm -rf ..", { cwd: "/srv/apps/app", home: "/home/ada" }).decision).toBe("ask");
  });

  it("blocks what is not a string", () => {
    const analyze = createCommandAnalyzer();
    for (const value of [42, null, ["rm", "-rf", "/"], { command: "ls" }]) {
      expect(analyze(value)).toMatchObject({ decision: "deny", rule: "input.invalid-command", analyzed: false });
    }
  });
});

describe("bad input", () => {
  it("fails closed on unparseable commands that look dangerous, asks otherwise", () => {
    expect(check('rm -rf / "unterminated')).toMatchObject({ decision: "deny", rule: "input.unparseable", analyzed: false });
    expect(check('echo "unterminated')).toMatchObject({ decision: "ask", rule: "input.unparseable" });
  });

  it("decides over-long and deeply nested commands by the fallback scan", () => {
    expect(check(`echo ${"a".repeat(200_000)}`)).toMatchObject({ decision: "ask", rule: "input.too-long" });
    expect(check(`rm -rf / ${"a".repeat(200_000)}`)).toMatchObject({ decision: "deny", rule: "input.too-long" });
    expect(check(`${"$(".repeat(3000)}rm -rf /${")".repeat(3000)}`).decision).toBe("deny");
    expect(check(`${"(".repeat(400)}ls${")".repeat(400)}`).decision).toBe("ask");
  });

  it("stops re-parsing at the depth limit", () => {
    let command = "rm -rf /";
    for (let depth = 0; depth < 12; depth++) command = `bash -c ${JSON.stringify(command).replace(/\$/g, "\\$")}`;
    expect(check(command)).toMatchObject({ decision: "deny", rule: "input.too-deep" });
    expect(check("bash -c 'bash -c \"ls\"'", { limits: { maxDepth: 1 } }).rule).toBe("input.too-deep");
  });

  it("bounds brace expansion", () => {
    expect(check(`echo ${"{a,b}".repeat(20)}`).rule).toBe("input.too-complex");
    expect(check(`{rm,x}${"{,}".repeat(20)} -rf /`).decision).toBe("deny");
  });
});

describe("options", () => {
  it("allow-lists commands but never a catastrophic target", () => {
    expect(verdict("docker compose -p billing down -v", { allow: ["docker compose -p billing down"] })).toBe("allow");
    expect(verdict("git push --force origin main", { allow: [/^git push/] })).toBe("allow");
    expect(verdict("rm -rf /", { allow: ["rm"] })).toBe("deny fs.recursive-delete-root");
    expect(verdict("rm -rf *", { allow: ["rm -rf"] })).toBe("allow");
  });

  it("overrides decisions per rule or category, not below deny for catastrophic findings", () => {
    expect(verdict("git commit -nm wip", { overrides: { "git.no-verify": "ask" } })).toBe("ask git.no-verify");
    expect(verdict("git push -f origin main", { overrides: { "git.*": "deny" } })).toBe("deny git.force-push");
    expect(verdict("git commit -nm wip", { overrides: { "git.no-verify": "allow" } })).toBe("allow");
    expect(verdict("rm -rf ~", { overrides: { "fs.recursive-delete-home": "allow" } })).toBe("deny fs.recursive-delete-home");
  });

  it("runs extra rules everywhere commands are found", () => {
    const rules = [
      { id: "custom.kubectl-delete", decision: "ask" as const, commands: ["kubectl"], pattern: /^kubectl delete\b/ },
      { id: "custom.no-terraform", decision: "deny" as const, match: (command: { name: string }) => (command.name === "terraform" ? "terraform is run by CI only" : false) },
    ];
    expect(verdict("sudo bash -c 'kubectl delete pod web-1'", { rules })).toBe("ask custom.kubectl-delete");
    expect(check("cd infra && terraform apply", { rules })).toMatchObject({ decision: "deny", reason: "terraform is run by CI only" });
    expect(verdict("kubectl get pods", { rules })).toBe("allow");
  });

  it("asks in strict mode on what it cannot prove safe", () => {
    expect(verdict("$CMD --version")).toBe("allow");
    expect(verdict("$CMD --version", { strict: true })).toBe("ask strict.dynamic-command");
    expect(verdict('cp "$SRC" dist/', { strict: true })).toBe("ask strict.dynamic-argument");
    expect(verdict("bash deploy.sh", { strict: true })).toBe("ask strict.script-file");
    expect(verdict("npm test", { strict: true })).toBe("allow");
  });

  it("rejects options that cannot work", () => {
    expect(() => createCommandAnalyzer({ overrides: { "git.no-verfy": "ask" } })).toThrow(ConfigurationError);
    expect(() => createCommandAnalyzer({ overrides: { "git.no-verify": "maybe" as never } })).toThrow(/allow/);
    expect(() => createCommandAnalyzer({ rules: [{ id: "x", decision: "ask" }] })).toThrow(/commands, a pattern or a match/);
    expect(() => createCommandAnalyzer({ rules: [{ id: "fs.recursive-delete-root", decision: "ask", commands: ["rm"] }] })).toThrow(/taken/);
    expect(() => createCommandAnalyzer({ allow: [""] })).toThrow(ConfigurationError);
    expect(() => createCommandAnalyzer({ limits: { maxDepth: 0 } })).toThrow(ConfigurationError);
    expect(() => createCommandAnalyzer({ home: "relative/home" })).toThrow(ConfigurationError);
  });

  it("turns a throwing custom rule into a finding instead of a crash", () => {
    const rules = [{ id: "custom.broken", decision: "deny" as const, match: () => { throw new Error("boom"); } }];
    expect(check("ls", { rules })).toMatchObject({ decision: "deny", rule: "custom.broken" });
  });
});
