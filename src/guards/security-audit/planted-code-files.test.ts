import { describe, expect, it } from "vitest";
import { isPlantedCodeFile, plantedCodeFileKind } from "./planted-code-files.js";

describe("plantedCodeFileKind", () => {
  it("knows the files tools run code from, by name", () => {
    for (const file of ["/w/package.json", "/w/Makefile", "/w/x.mk", "/w/justfile", "/w/Taskfile.yml", "/w/.envrc", "/w/setup.py", "/w/.git/hooks/pre-push", "/w/.husky/pre-commit", "/w/.vscode/tasks.json", "/w/.devcontainer/devcontainer.json"]) {
      expect(plantedCodeFileKind(file)).toBe("project");
    }
    for (const file of ["/w/.mcp.json", "/home/a/.claude.json", "/w/.cursor/mcp.json", "/w/.vscode/mcp.json", "/home/a/.codeium/windsurf/mcp_config.json", "/home/a/.gemini/settings.json", "/home/a/.codex/config.toml", "/x/cline_mcp_settings.json", "/w/.roo/mcp.json", "/w/.amazonq/mcp.json", "/w/.zed/settings.json", "/home/a/.config/zed/settings.json", "/home/a/.continue/config.yaml", "/w/.continue/mcpServers/db.yaml", "/home/a/.config/Code/User/mcp.json", "/w/opencode.json"]) {
      expect(plantedCodeFileKind(file)).toBe("mcp");
    }
    for (const file of ["/usr/local/bin/git", "/opt/homebrew/bin/npm", "/home/a/.local/bin/x", "/home/a/bin/ssh", "/w/node_modules/.bin/tsc", "/home/a/.cargo/bin/t", "/root/bin/x"]) {
      expect(plantedCodeFileKind(file)).toBe("path-program");
    }
    expect(plantedCodeFileKind("/srv/me/bin/tool", "/srv/me")).toBe("path-program");
  });

  it("leaves every other file alone", () => {
    for (const file of ["/w/src/index.ts", "/w/README.md", "/w/bin/dev", "/w/.vscode/settings.json", "/w/mcp.json", "/w/package-lock.json", "/w/docs/Makefile.md", "/w/node_modules/x/bin/cli.js"]) {
      expect(isPlantedCodeFile(file)).toBe(false);
    }
    expect(isPlantedCodeFile(`/w/${"a/".repeat(3000)}package.json`)).toBe(false);
  });
});
