import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigurationError } from "../../errors/index.js";
import { createInterceptorRegistry } from "../../interceptors/registry.js";
import { hookContext, toolInput } from "../../interceptors/__fixtures__/hook-context.js";
import { triggerInterceptors } from "../../interceptors/trigger.js";
import { SECURITY_AUDIT_ID, securityAudit, UNREADABLE_PATCH_RULE, type SecurityAuditOptions } from "./index.js";

let root: string;
let home: string;
let project: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "loopgate-audit-hook-"));
  home = path.join(root, "home");
  project = path.join(root, "project");
  mkdirSync(path.join(home, ".ssh"), { recursive: true });
  mkdirSync(project, { recursive: true });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function runAudit(toolName: string, args: Record<string, unknown>, options: SecurityAuditOptions = {}) {
  const registry = createInterceptorRegistry();
  registry.add(securityAudit({ home, ...options }));
  const triggered = await triggerInterceptors(hookContext(registry), "tool.before", toolInput(toolName, { cwd: project }), { args });
  const result = { halted: triggered.halt !== undefined, haltedBy: triggered.halt?.by, reason: triggered.halt?.reason, rule: triggered.halt?.rule };
  return { result, output: triggered.output };
}

describe("securityAudit registration", () => {
  it("is tool.before on every tool that opens paths, at priority 99", () => {
    const registration = securityAudit();
    expect(registration).toMatchObject({ id: SECURITY_AUDIT_ID, name: "tool.before", priority: 99, capability: "path" });
    const registry = createInterceptorRegistry();
    registry.add(registration);
    for (const tool of ["read", "write", "edit", "apply_patch", "memory_get"]) expect(registry.get("tool.before", tool), tool).toHaveLength(1);
    for (const tool of ["exec", "web_fetch", "reader"]) expect(registry.get("tool.before", tool), tool).toEqual([]);
    expect(registry.get("tool.before", { toolName: "upload", capabilities: { reads: ["file"] } })).toHaveLength(1);
    expect(securityAudit({ priority: 5 }).priority).toBe(5);
  });

  it("judges the paths a tool declares, whatever its name", async () => {
    const registry = createInterceptorRegistry();
    registry.add(securityAudit({ home }));
    const input = { ...toolInput("upload", { cwd: project }), capabilities: { reads: ["file"], writes: ["targets"] } };
    const read = await triggerInterceptors(hookContext(registry), "tool.before", input, { args: { file: "~/.aws/credentials" } });
    expect(read.halt?.rule).toBe("secrets.cloud-credentials");
    const written = await triggerInterceptors(hookContext(registry), "tool.before", input, { args: { file: "README.md", targets: ["docs/a.md", ".claude/settings.json"] } });
    expect(written.halt?.rule).toBe("tamper.agent-settings");
  });

  it.each<[string, SecurityAuditOptions]>([
    ["a rule without id", { extraRules: [{ id: "", category: "c", label: "l", match: [{ name: "x" }] }] }],
    ["a rule without matchers", { extraRules: [{ id: "r", category: "c", label: "l", match: [] }] }],
    ["a matcher of unknown kind", { extraRules: [{ id: "r", category: "c", label: "l", match: [{ glob: "*.x" } as never] }] }],
    ["an allow-list that is not strings", { allowPaths: [42 as never] }],
    ["a priority that is not a number", { priority: Number.NaN }],
  ])("rejects %s where it is configured", (_label, options) => {
    expect(() => securityAudit(options)).toThrow(ConfigurationError);
  });
});

describe("securityAudit on file tools", () => {
  it.each(["read", "write", "edit"])("blocks %s of an SSH key with the rule and a clear reason", async (tool) => {
    const { result, output } = await runAudit(tool, { path: "~/.ssh/id_rsa" });
    expect(result).toMatchObject({ halted: true, haltedBy: SECURITY_AUDIT_ID, rule: "secrets.ssh-private-key" });
    expect(output.block).toBe(true);
    expect(output.blockRule).toBe("secrets.ssh-private-key");
    expect(output.blockReason).toBe("Access denied: ~/.ssh/id_rsa (SSH private key)");
  });

  it.each(["file_path", "filePath"])("reads the %s alias", async (key) => {
    const { output } = await runAudit("write", { [key]: ".env.production", content: "X=1" });
    expect(output.blockRule).toBe("secrets.env-file");
  });

  it("blocks writes to a shell profile like reads", async () => {
    const { output } = await runAudit("write", { path: "~/.bashrc", content: "export PATH=/evil:$PATH" });
    expect(output.blockRule).toBe("secrets.shell-profile");
  });

  it("lets ordinary files through untouched", async () => {
    const { result, output } = await runAudit("edit", { path: "src/index.ts", old: "a", new: "b" });
    expect(result.halted).toBe(false);
    expect(output).toEqual({ args: { path: "src/index.ts", old: "a", new: "b" } });
  });

  it("blocks a symlink in the project that leads into ~/.ssh", async () => {
    writeFileSync(path.join(home, ".ssh", "id_ed25519"), "secret");
    symlinkSync(path.join(home, ".ssh", "id_ed25519"), path.join(project, "notes.txt"));
    const { output } = await runAudit("read", { path: "notes.txt" });
    expect(output.blockRule).toBe("secrets.ssh-private-key");
    expect(readFileSync(path.join(project, "notes.txt"), "utf8")).toBe("secret");
  });

  it("applies extra rules and allow-listed paths, but never opens a credential store", async () => {
    const extraRules = [{ id: "secrets.vault", category: "Vault", label: "vault file", match: [{ extension: ".vault" }] }];
    expect((await runAudit("read", { path: "data/team.vault" }, { extraRules })).output.blockRule).toBe("secrets.vault");
    const allowPaths = ["dev-certs", "~/.aws"];
    expect((await runAudit("read", { path: "dev-certs/local.pem" }, { allowPaths })).output.block).toBeUndefined();
    expect((await runAudit("read", { path: "~/.aws/credentials" }, { allowPaths })).output.blockRule).toBe("secrets.cloud-credentials");
  });
});

describe("securityAudit on apply_patch", () => {
  const envelope = [
    "*** Begin Patch",
    "*** Add File: docs/notes.md",
    "+hello",
    "*** Update File: src/app.ts",
    "@@",
    "-old",
    "+new",
    "*** Delete File: config/.env.local",
    "*** End Patch",
  ].join("\n");

  it("checks every file of a multi-file patch and names each hit", async () => {
    const { output } = await runAudit("apply_patch", { patch: envelope });
    expect(output.blockRule).toBe("secrets.env-file");
    expect(output.blockReason).toContain("config/.env.local");
  });

  it("checks the destination of a move", async () => {
    const patch = ["*** Begin Patch", "*** Update File: draft.txt", "*** Move to: ~/.ssh/authorized_keys", "*** End Patch"].join("\n");
    const { output } = await runAudit("apply_patch", { patch });
    expect(output.blockRule).toBe("secrets.ssh-settings");
  });

  it("checks unified diffs, including the new name of a rename, and reports every hit", async () => {
    const patch = [
      "diff --git a/src/a.ts b/src/a.ts",
      "--- a/src/a.ts",
      "+++ b/src/a.ts",
      "@@ -1 +1 @@",
      "-a",
      "+b",
      "diff --git a/cert.txt b/cert.key",
      "similarity index 100%",
      "rename from cert.txt",
      "rename to cert.key",
      "diff --git a/.aws/credentials b/.aws/credentials",
      "new file mode 100644",
      "--- /dev/null",
      "+++ b/.aws/credentials",
      "@@ -0,0 +1 @@",
      "+[default]",
      "",
    ].join("\n");
    const { output } = await runAudit("apply_patch", { input: patch });
    expect(output.blockRule).toBe("secrets.private-key-file");
    expect(output.blockReason).toContain("cert.key");
    expect(output.blockReason).toContain(".aws/credentials");
  });

  it("lets a harmless patch through", async () => {
    const patch = ["*** Begin Patch", "*** Add File: docs/a.md", "+a", "*** Update File: .env.example", "@@", "-A=", "+A=1", "*** End Patch"].join("\n");
    const { result } = await runAudit("apply_patch", { patch });
    expect(result.halted).toBe(false);
  });

  it("blocks a patch it cannot parse (fail closed)", async () => {
    const { output } = await runAudit("apply_patch", { patch: "*** Begin Patch\n*** Add File: a.txt\n+x\n" });
    expect(output.block).toBe(true);
    expect(output.blockRule).toBe(UNREADABLE_PATCH_RULE);
    expect(output.blockReason).toMatch(/could not be read/);
  });
});

describe("the agent's own settings", () => {
  it("may be read but not changed: writes, edits and patches are blocked", async () => {
    expect((await runAudit("read", { path: ".claude/settings.json" })).result.halted).toBe(false);
    for (const [tool, args] of [
      ["write", { path: ".claude/settings.json", content: "{}" }],
      ["edit", { path: "loopgate.config.yaml", old_string: "a", new_string: "b" }],
      ["write", { path: ".git/hooks/pre-commit", content: "exit 0" }],
      ["write", { path: "~/.codex/config.toml", content: "" }],
      ["apply_patch", { patch: "*** Begin Patch\n*** Update File: .gemini/settings.json\n@@\n-a\n+b\n*** End Patch" }],
    ] as const) {
      const { result, output } = await runAudit(tool, { ...args });
      expect(result.halted, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(output.blockRule).toBe("tamper.agent-settings");
    }
  });
});

describe("system files and places outside the project", () => {
  it("blocks writes to critical system files, the way the shell guard does", async () => {
    for (const [tool, args] of [
      ["write", { path: "/etc/ld.so.preload", content: "/tmp/x.so" }],
      ["edit", { path: "/etc/pam.d/sshd", old_string: "a", new_string: "b" }],
      ["apply_patch", { patch: "*** Begin Patch\n*** Add File: /etc/sudoers.d/agent\n+agent ALL=(ALL) NOPASSWD:ALL\n*** End Patch" }],
    ] as const) {
      const { output } = await runAudit(tool, { ...args });
      expect(output.block, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(output.blockRule).toMatch(/^sysfile\.overwrite$|^secrets\.system-auth$/);
    }
  });

  it("asks before writing other system files, autostart locations and outside the project", async () => {
    const cases = [
      ["write", { path: "/etc/ssh/sshd_config", content: "PermitRootLogin yes" }, "sysfile.modify"],
      ["write", { path: "/etc/cron.d/backup", content: "* * * * * root /tmp/x" }, "host.persistence"],
      ["write", { path: "~/.config/systemd/user/agent.service", content: "[Service]" }, "host.persistence"],
      ["edit", { path: "~/code/other-project/src/index.ts", old_string: "a", new_string: "b" }, "fs.overwrite-outside-project"],
      ["write", { path: "/srv/www/index.html", content: "x" }, "fs.overwrite-outside-project"],
    ] as const;
    for (const [tool, args, rule] of cases) {
      const { output } = await runAudit(tool, { ...args });
      expect(output.block, `${tool} ${JSON.stringify(args)}`).toBeUndefined();
      expect(output.ask?.rule, `${tool} ${JSON.stringify(args)}`).toBe(rule);
    }
  });

  it("lets the project, temporary files and reads of system files through", async () => {
    for (const [tool, args] of [
      ["write", { path: "src/index.ts", content: "x" }],
      ["write", { path: path.join(tmpdir(), "scratch.txt"), content: "x" }],
      ["read", { path: "/etc/hosts" }],
      ["read", { path: "/etc/ssh/sshd_config" }],
    ] as const) {
      const { result, output } = await runAudit(tool, { ...args });
      expect(result.halted, `${tool} ${JSON.stringify(args)}`).toBe(false);
      expect(output.ask).toBeUndefined();
    }
  });
});
