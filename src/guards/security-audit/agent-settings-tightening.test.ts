import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createBuiltinGuardRegistry, evaluateToolCall } from "../../agent-clis/evaluate-tool-call.js";
import { fragmentEditProblem } from "./agent-settings-fragments.js";
import { agentSettingsKind, agentSettingsLoosening, setsAGuard, updateTightens } from "./agent-settings-tightening.js";
import { parseTomlSubset } from "./toml-subset.js";

describe("agent settings judged by the change", () => {
  it("knows whose settings a path holds", () => {
    expect(agentSettingsKind("/w/.claude/settings.json")).toBe("claude");
    expect(agentSettingsKind(".claude/settings.local.json")).toBe("claude");
    expect(agentSettingsKind("/etc/claude-code/managed-settings.json")).toBe("claude");
    expect(agentSettingsKind("/home/ada/.gemini/settings.json")).toBe("gemini");
    expect(agentSettingsKind("/etc/gemini-cli/settings.json")).toBe("gemini");
    expect(agentSettingsKind("/home/ada/.codex/config.toml")).toBe("codex");
    for (const other of [".claude/hooks/check.sh", ".codex/hooks.json", ".cursor/hooks.json", "settings.json", ".claude/other.json"]) expect(agentSettingsKind(other), other).toBeUndefined();
  });

  it("lets changes that only tighten through (Claude Code's settings and permissions references)", () => {
    const before = { permissions: { allow: ["Bash(npm test)", "Bash(curl:*)"], deny: ["Read(.env)"], defaultMode: "acceptEdits" }, hooks: { PreToolUse: [] } };
    const tighter = [
      { ...before, permissions: { ...before.permissions, deny: ["Read(.env)", "Bash(curl:*)"] } },
      { ...before, permissions: { ...before.permissions, ask: ["Bash(git push:*)"] } },
      { ...before, permissions: { ...before.permissions, allow: ["Bash(npm test)"] } },
      { ...before, permissions: { ...before.permissions, defaultMode: "default" } },
      { ...before, permissions: { ...before.permissions, defaultMode: "plan", disableBypassPermissionsMode: "disable" } },
      { ...before, sandbox: { enabled: true, allowUnsandboxedCommands: false } },
      { ...before, model: "opus" },
    ];
    for (const after of tighter) expect(agentSettingsLoosening("claude", before, after), JSON.stringify(after)).toBeUndefined();
  });

  it("flags every loosening look-alike and anything it cannot judge", () => {
    const before = { permissions: { deny: ["Read(.env)"], allow: ["Bash(npm test)"] }, hooks: { PreToolUse: [{ matcher: "Bash", hooks: [] }] }, sandbox: { enabled: true } };
    const cases: Array<[unknown, string]> = [
      [{ ...before, permissions: { ...before.permissions, deny: [] } }, "permissions.deny"],
      [{ ...before, permissions: { ...before.permissions, allow: ["Bash(npm test)", "Bash(*)"] } }, "permissions.allow"],
      [{ ...before, permissions: { ...before.permissions, defaultMode: "bypassPermissions" } }, "permissions.defaultMode"],
      [{ ...before, permissions: { ...before.permissions, defaultMode: "acceptEdits" } }, "permissions.defaultMode"],
      [{ permissions: before.permissions, sandbox: before.sandbox }, "hooks"],
      [{ ...before, hooks: { PreToolUse: [], PostToolUse: [{ matcher: "*", hooks: [{ type: "command", command: "x" }] }] } }, "hooks"],
      [{ ...before, disableAllHooks: true }, "disableAllHooks"],
      [{ ...before, sandbox: { enabled: false } }, "sandbox.enabled"],
      [{ ...before, env: { PATH: "/tmp" } }, "env"],
      [{ ...before, somethingNew: 1 }, "somethingNew"],
      [[], "(the whole file)"],
    ];
    for (const [after, key] of cases) expect(agentSettingsLoosening("claude", before, after), key).toBe(key);
  });

  it("reads Gemini CLI's nested and flat schemas and Codex's ranked keys", () => {
    expect(agentSettingsLoosening("gemini", {}, { tools: { sandbox: true, exclude: ["run_shell_command"] } })).toBeUndefined();
    expect(agentSettingsLoosening("gemini", { tools: { allowed: ["read_file", "run_shell_command"] } }, { tools: { allowed: ["read_file"] } })).toBeUndefined();
    expect(agentSettingsLoosening("gemini", {}, { sandbox: "docker", security: { disableYoloMode: true } })).toBeUndefined();
    expect(agentSettingsLoosening("gemini", {}, { tools: { sandbox: false } })).toBe("tools.sandbox");
    expect(agentSettingsLoosening("gemini", {}, { tools: { autoAccept: true } })).toBe("tools.autoAccept");
    expect(agentSettingsLoosening("gemini", {}, { autoAccept: true })).toBe("autoAccept");
    expect(agentSettingsLoosening("gemini", {}, { mcpServers: { x: { command: "x" } } })).toBe("mcpServers");
    expect(agentSettingsLoosening("codex", { approval_policy: "on-request" }, { approval_policy: "untrusted", sandbox_mode: "read-only" })).toBeUndefined();
    expect(agentSettingsLoosening("codex", {}, { approval_policy: "never" })).toBe("approval_policy");
    // Left out, Codex's ranked keys are taken as their strictest: setting a looser one from nothing is not tightening.
    expect(agentSettingsLoosening("codex", {}, { approval_policy: "on-request" })).toBe("approval_policy");
    expect(agentSettingsLoosening("codex", {}, { sandbox_mode: "danger-full-access" })).toBe("sandbox_mode");
    expect(agentSettingsLoosening("codex", {}, { sandbox_workspace_write: { network_access: true } })).toBe("sandbox_workspace_write.network_access");
  });

  it("judges filter updates made without reading the file", () => {
    expect(updateTightens("claude", { path: ["permissions", "deny"], op: "append", value: ["Bash(curl:*)"] })).toBe(true);
    expect(updateTightens("claude", { path: ["permissions", "ask"], op: "append", value: ["Bash(git push:*)"] })).toBe(true);
    expect(updateTightens("claude", { path: ["permissions", "allow"], op: "remove" })).toBe(true);
    expect(updateTightens("claude", { path: ["permissions", "allow"], op: "set", value: [] })).toBe(true);
    expect(updateTightens("claude", { path: ["sandbox", "enabled"], op: "set", value: true })).toBe(true);
    expect(updateTightens("claude", { path: ["permissions", "defaultMode"], op: "set", value: "plan" })).toBe(true);
    expect(updateTightens("gemini", { path: ["tools", "sandbox"], op: "set", value: "podman" })).toBe(true);
    expect(updateTightens("claude", { path: ["permissions", "allow"], op: "append", value: ["Bash(*)"] })).toBe(false);
    expect(updateTightens("claude", { path: ["permissions", "deny"], op: "remove" })).toBe(false);
    expect(updateTightens("claude", { path: ["permissions", "deny"], op: "delete" })).toBe(false);
    expect(updateTightens("claude", { path: ["permissions", "deny"], op: "set", value: ["x"] })).toBe(false);
    expect(updateTightens("claude", { path: ["permissions", "defaultMode"], op: "set", value: "default" })).toBe(false);
    expect(updateTightens("claude", { path: ["hooks", "PreToolUse"], op: "append", value: [{}] })).toBe(false);
    expect(updateTightens("claude", { path: ["hooks"], op: "delete" })).toBe(false);
    expect(updateTightens("gemini", { path: ["tools", "sandbox"], op: "set", value: "false" })).toBe(false);
  });

  it("counts only settings that say something stricter as replacing unseen ones", () => {
    expect(setsAGuard("claude", { permissions: { deny: ["x"] } })).toBe(true);
    expect(setsAGuard("claude", {})).toBe(false);
    expect(setsAGuard("claude", { model: "opus", $schema: "x" })).toBe(false);
  });

  it("places the fragments an edit shows", () => {
    expect(fragmentEditProblem("claude", '"deny": [', '"deny": [\n      "Bash(curl:*)",')).toBeUndefined();
    expect(fragmentEditProblem("claude", '"deny": [\n  "Bash(rm -rf:*)"\n]', '"deny": [\n  "Bash(rm -rf:*)",\n  "Bash(curl:*)"\n]')).toBeUndefined();
    expect(fragmentEditProblem("claude", '"allow": ["Bash(npm test)", "Bash(curl:*)"]', '"allow": ["Bash(npm test)"]')).toBeUndefined();
    expect(fragmentEditProblem("claude", '"defaultMode": "acceptEdits"', '"defaultMode": "plan"')).toBeUndefined();
    expect(fragmentEditProblem("gemini", '"sandbox": false', '"sandbox": true')).toBeUndefined();
    expect(fragmentEditProblem("claude", '"allow": [', '"allow": [\n  "Bash(*)",')).toBe("it changes permissions.allow");
    expect(fragmentEditProblem("claude", '"deny": ["Bash(curl:*)"]', '"deny": []')).toBe("it changes permissions.deny");
    expect(fragmentEditProblem("claude", '"defaultMode": "default"', '"defaultMode": "bypassPermissions"')).toBe("it changes permissions.defaultMode");
    expect(fragmentEditProblem("claude", '"hooks": {', '"hooks": {\n "PreToolUse": [],')).toMatch(/hooks/);
    expect(fragmentEditProblem("claude", '"Bash(rm:*)"\n]', '"Bash(rm:*)", "Bash(curl:*)"\n]')).toMatch(/cannot be read/);
    expect(fragmentEditProblem("claude", '"enabled": true', '"enabled": false')).toBe("it changes sandbox.enabled");
    expect(fragmentEditProblem("claude", '"matcher": "Bash"', '"matcher": "Read"')).toMatch(/cannot be placed/);
  });

  it("reads the TOML agents write and refuses the rest", () => {
    expect(parseTomlSubset('# Codex\napproval_policy = "untrusted" # strict\n[sandbox_workspace_write]\nnetwork_access = false\nwritable_roots = ["/tmp/a", \'/tmp/b\']\n')).toEqual({
      approval_policy: "untrusted",
      sandbox_workspace_write: { network_access: false, writable_roots: ["/tmp/a", "/tmp/b"] },
    });
    expect(parseTomlSubset('features.hooks = false\n"quoted.key" = 1\n')).toEqual({ features: { hooks: false }, "quoted.key": 1 });
    for (const unreadable of ['[[profiles]]\nx = 1', "x = { a = 1 }", 'x = """\nmulti\n"""', "x = 1\nx = 2", "x = [\n1,\n]", "not toml"]) expect(parseTomlSubset(unreadable), unreadable).toBeNull();
  });
});

describe("file tools writing agent settings", () => {
  const home = "/home/ada";
  const project = mkdtempSync(path.join(tmpdir(), "loopgate-agent-settings-"));
  mkdirSync(path.join(project, ".claude"));
  writeFileSync(path.join(project, ".claude", "settings.json"), JSON.stringify({ permissions: { allow: ["Bash(npm test)"], deny: ["Read(.env)"] }, hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "loopgate hook claude" }] }] } }, null, 2));
  mkdirSync(path.join(project, ".codex"));
  writeFileSync(path.join(project, ".codex", "config.toml"), 'approval_policy = "on-request"\n');
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const registry = createBuiltinGuardRegistry({ home });
  const decide = async (tool: string, args: Record<string, unknown>) => (await evaluateToolCall({ tool, args }, { registry, cwd: project, home })).decision;
  const settings = ".claude/settings.json";

  it("compares a write with the settings on disk", async () => {
    const onDisk = { permissions: { allow: ["Bash(npm test)"], deny: ["Read(.env)"] }, hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "loopgate hook claude" }] }] } };
    expect(await decide("write", { file_path: settings, content: JSON.stringify({ ...onDisk, permissions: { ...onDisk.permissions, deny: ["Read(.env)", "Bash(curl:*)"] } }) })).toBe("allow");
    expect(await decide("write", { file_path: settings, content: JSON.stringify({ ...onDisk, permissions: { ...onDisk.permissions, allow: [] } }) })).toBe("allow");
    // The same new deny rule, written without the hooks on disk, removes them.
    expect(await decide("write", { file_path: settings, content: JSON.stringify({ permissions: { deny: ["Read(.env)", "Bash(curl:*)"] } }) })).not.toBe("allow");
    expect(await decide("write", { file_path: settings, content: "{not json" })).not.toBe("allow");
    expect(await decide("write", { file_path: ".codex/config.toml", content: 'approval_policy = "untrusted"\n' })).toBe("allow");
    expect(await decide("write", { file_path: ".codex/config.toml", content: 'approval_policy = "on-failure"\n' })).not.toBe("allow");
  });

  it("applies an edit to the settings on disk, and fails closed when it does not apply", async () => {
    expect(await decide("edit", { file_path: settings, old_string: '"deny": [\n      "Read(.env)"', new_string: '"deny": [\n      "Read(.env)",\n      "Bash(curl:*)"' })).toBe("allow");
    expect(await decide("edit", { file_path: settings, old_string: '"allow": [\n      "Bash(npm test)"\n    ]', new_string: '"allow": []' })).toBe("allow");
    expect(await decide("edit", { file_path: settings, old_string: '"allow": [\n      "Bash(npm test)"', new_string: '"allow": [\n      "Bash(npm test)",\n      "Bash(*)"' })).not.toBe("allow");
    expect(await decide("edit", { file_path: settings, old_string: '"command": "loopgate hook claude"', new_string: '"command": "true"' })).not.toBe("allow");
    // Text that is not in the file: the edit cannot be applied, so it is not shown to tighten.
    expect(await decide("edit", { file_path: settings, old_string: '"ask": [', new_string: '"ask": [\n "Bash(git push:*)",' })).not.toBe("allow");
  });

  it("judges a patch by the settings it leaves", async () => {
    const patch = (line: string) => `*** Begin Patch\n*** Update File: ${settings}\n@@\n       "Read(.env)"\n${line}\n*** End Patch`;
    expect(await decide("apply_patch", { input: patch('+      ,"Bash(curl:*)"') })).toBe("allow");
    expect(await decide("apply_patch", { input: `*** Begin Patch\n*** Delete File: ${settings}\n*** End Patch` })).not.toBe("allow");
  });

  it("judges settings not on disk by what the call shows", async () => {
    expect(await decide("write", { file_path: ".gemini/settings.json", content: '{"tools": {"sandbox": true}}' })).toBe("allow");
    expect(await decide("write", { file_path: ".gemini/settings.json", content: "{}" })).not.toBe("allow");
    expect(await decide("write", { file_path: ".gemini/settings.json", content: '{"tools": {"sandbox": false}}' })).not.toBe("allow");
    expect(await decide("edit", { file_path: ".claude/settings.local.json", old_string: '"deny": [', new_string: '"deny": [\n  "Bash(curl:*)",' })).toBe("allow");
    expect(await decide("edit", { file_path: ".claude/settings.local.json", old_string: '"allow": [', new_string: '"allow": [\n  "Bash(*)",' })).not.toBe("allow");
    expect(await decide("MultiEdit", { file_path: ".claude/settings.local.json", edits: [{ old_string: '"deny": [', new_string: '"deny": [\n  "Bash(curl:*)",' }, { old_string: '"defaultMode": "acceptEdits"', new_string: '"defaultMode": "default"' }] })).toBe("allow");
    expect(await decide("MultiEdit", { file_path: ".claude/settings.local.json", edits: [{ old_string: '"deny": [', new_string: '"deny": [\n  "Bash(curl:*)",' }, { old_string: '"ask": ["Bash(git push:*)"]', new_string: '"ask": []' }] })).not.toBe("allow");
    expect(await decide("edit", { file_path: ".claude/settings.local.json", old_string: '"deny": [', new_string: '"deny": [\n  "Bash(curl:*)",', replace_all: true })).not.toBe("allow");
    expect(await decide("write", { file_path: ".claude/hooks/check.sh", content: "exit 0\n" })).not.toBe("allow");
  });
});
