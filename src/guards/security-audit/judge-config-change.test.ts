import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBuiltinGuardRegistry, evaluateToolCall } from "../../agent-clis/evaluate-tool-call.js";
import { configChangeProblem } from "./judge-config-change.js";

const CONFIG = '{\n  "model": "anthropic:claude-sonnet-4-6",\n  "guards": {\n    "commandSafety": true\n  }\n}\n';

describe("loopgate's config judged by the effect of a file tool's change", () => {
  let project: string;
  const home = "/home/ada";
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), "loopgate-config-change-"));
    writeFileSync(path.join(project, "loopgate.config.json"), CONFIG);
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  const decide = async (tool: string, args: Record<string, unknown>) => (await evaluateToolCall({ tool, args }, { registry: createBuiltinGuardRegistry({ home }), cwd: project, home })).decision;

  it("allows edits, rewrites and patches that only tighten the config on disk", async () => {
    expect(await decide("Edit", { file_path: "loopgate.config.json", old_string: '"commandSafety": true', new_string: '"commandSafety": { "strict": true }' })).toBe("allow");
    expect(await decide("MultiEdit", { file_path: "loopgate.config.json", edits: [{ old_string: '"commandSafety": true', new_string: '"commandSafety": true,\n    "loopGuard": { "hardLimit": 4 }' }] })).toBe("allow");
    expect(await decide("apply_patch", { input: '*** Begin Patch\n*** Update File: loopgate.config.json\n@@\n-    "commandSafety": true\n+    "commandSafety": { "overrides": { "git.*": "deny" } }\n*** End Patch' })).toBe("allow");
    expect(await decide("Write", { file_path: "loopgate.config.yaml", content: "guards:\n  commandSafety:\n    strict: true\n" })).toBe("allow");
    expect(await decide("Edit", { file_path: "loopgate.config.json", old_string: "claude-sonnet-4-6", new_string: "claude-opus-4-1" })).toBe("allow");
  });

  it("denies changes that loosen a guard, cannot be applied, or cannot be read", async () => {
    expect(await decide("Edit", { file_path: "loopgate.config.json", old_string: '"commandSafety": true', new_string: '"commandSafety": false' })).toBe("deny");
    expect(await decide("Edit", { file_path: "loopgate.config.json", old_string: '"commandSafety": true', new_string: '"commandSafety": { "allow": ["rm -rf"] }' })).toBe("deny");
    expect(await decide("apply_patch", { input: '*** Begin Patch\n*** Update File: loopgate.config.json\n@@\n-    "commandSafety": true\n+    "commandSafety": { "overrides": { "tamper.*": "allow" } }\n*** End Patch' })).toBe("deny");
    expect(await decide("apply_patch", { input: "*** Begin Patch\n*** Delete File: loopgate.config.json\n*** End Patch" })).toBe("deny");
    expect(await decide("Edit", { file_path: "loopgate.config.json", old_string: "not in the file", new_string: "x" })).toBe("deny");
    expect(await decide("Write", { file_path: "loopgate.config.ts", content: "export default { guards: { commandSafety: { strict: true } } };" })).toBe("deny");
    expect(await decide("Write", { file_path: "loopgate.config.json", content: "{ not json" })).toBe("deny");
  });

  it("does not read through a link and names why a change is refused", () => {
    symlinkSync(path.join(project, "loopgate.config.json"), path.join(project, "loopgate.config.yaml"));
    expect(configChangeProblem("loopgate.config.yaml", { file_path: "loopgate.config.yaml", content: "guards:\n  commandSafety:\n    strict: true\n" }, { cwd: project, home })).toBe("the config on disk cannot be read");
    expect(configChangeProblem("loopgate.config.json", { file_path: "loopgate.config.json", content: '{"guards":{"securityAudit":{"allowPaths":["~"]}}}' }, { cwd: project, home })).toBe("it changes guards.securityAudit.allowPaths");
  });
});
