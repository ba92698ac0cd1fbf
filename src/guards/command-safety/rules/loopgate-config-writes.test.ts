import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { analyzeCommand } from "../analyze-command.js";
import { verdict } from "../__fixtures__/decide.js";

let project: string | undefined;
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

describe("shell writes of loopgate's config", () => {
  it("allows a known text that only tightens a new config", () => {
    expect(verdict("cat > loopgate.config.json <<'EOF'\n{\"guards\":{\"commandSafety\":{\"strict\":true}}}\nEOF")).toBe("allow");
    expect(verdict("echo '{\"budget\":{\"maxCostUsd\":2}}' | tee loopgate.config.json")).toBe("allow");
    expect(verdict("echo '{\"budget\":{\"maxCostUsd\":2}}' | sponge loopgate.config.json")).toBe("allow");
    expect(verdict("printf 'guards:\\n  loopGuard:\\n    hardLimit: 4\\n' >> loopgate.config.yaml")).toBe("allow");
  });

  it("keeps asking for loosening, unknown or unreadable text", () => {
    expect(verdict("echo '{\"guards\":{\"commandSafety\":false}}' > loopgate.config.json")).toBe("ask tamper.agent-settings");
    expect(verdict("cat > loopgate.config.json <<EOF\n{\"guards\": $GUARDS}\nEOF")).toBe("ask tamper.agent-settings");
    expect(verdict("jq '.guards.commandSafety.strict = true' loopgate.config.json > /tmp/c && mv /tmp/c loopgate.config.json")).toBe("ask tamper.agent-settings");
    expect(verdict("echo 'export default {}' > loopgate.config.mjs")).toBe("ask tamper.agent-settings");
  });

  it("compares with the config on disk", () => {
    project = mkdtempSync(path.join(tmpdir(), "loopgate-config-write-"));
    writeFileSync(path.join(project, "loopgate.config.json"), '{"guards":{"commandSafety":{"strict":true}},"budget":{"maxCostUsd":1}}\n');
    const judge = (command: string) => analyzeCommand(command, { cwd: project, home: "/home/ada" });
    // The same text that tightens a new config drops the strict switch of this one.
    expect(judge("echo '{\"budget\":{\"maxCostUsd\":1}}' > loopgate.config.json").decision).toBe("ask");
    expect(judge("echo '{\"guards\":{\"commandSafety\":{\"strict\":true}},\"budget\":{\"maxCostUsd\":0.5}}' > loopgate.config.json").decision).toBe("allow");
  });
});
