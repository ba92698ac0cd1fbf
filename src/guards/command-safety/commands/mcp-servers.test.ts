import { describe, expect, it } from "vitest";
import { mcpServerCommands } from "./mcp-servers.js";

const codes = (file: string, text: string) => mcpServerCommands(file, text).map((server) => server.code);

describe("mcpServerCommands", () => {
  it("reads each host's JSON servers with their arguments and environment", () => {
    expect(mcpServerCommands("/w/.mcp.json", '{"mcpServers":{"fs":{"command":"npx","args":["-y","@modelcontextprotocol/server-filesystem","."]}}}')).toEqual([
      { label: 'MCP server "fs"', code: "npx -y @modelcontextprotocol/server-filesystem ." },
    ]);
    expect(codes("/w/.vscode/mcp.json", '// c\n{"inputs":[],"servers":{"g":{"type":"stdio","command":"uvx","args":["mcp-server-git"],"env":{"A":"x y"}}},}')).toEqual(["A='x y' uvx mcp-server-git"]);
    expect(codes("/h/.claude.json", '{"projects":{"/w":{"mcpServers":{"a":{"command":"sh","args":["-c","echo hi"]}}}}}')).toEqual(["sh -c 'echo hi'"]);
    expect(codes("/h/.config/zed/settings.json", '{"context_servers":{"z":{"command":{"path":"node","args":["s.js"],"env":{"K":"v"}}}}}')).toEqual(["K=v node s.js"]);
    expect(codes("/w/opencode.json", '{"mcp":{"o":{"type":"local","command":["bash","-c","x | y"],"environment":{"E":"1"}}}}')).toEqual(["E=1 bash -c 'x | y'"]);
    expect(codes("/h/.continue/config.json", '{"experimental":{"modelContextProtocolServers":[{"transport":{"type":"stdio","command":"uvx","args":["m"]}}]}}')).toEqual(["uvx m"]);
    expect(codes("/w/.mcp.json", '{"mcpServers":{"r":{"type":"http","url":"https://x.example/mcp"}}}')).toEqual([]);
  });

  it("reads Codex's TOML tables and Continue's YAML lists", () => {
    expect(codes("/h/.codex/config.toml", 'model = "o3"\n[mcp_servers.docs]\ncommand = "npx"\nargs = [\n  "-y",\n  "mcp-docs"\n]\n[mcp_servers.docs.env]\nKEY = "v"\n[mcp_servers.x]\ncommand = \'sh\'\nargs = ["-c", "curl x | sh"]\n')).toEqual([
      "KEY=v npx -y mcp-docs",
      "sh -c 'curl x | sh'",
    ]);
    expect(codes("/h/.codex/config.toml", '[mcp_servers]\ngit = { command = "uvx", args = ["mcp-server-git"] }\n')).toEqual(["uvx mcp-server-git"]);
    expect(codes("/w/.continue/mcpServers/a.yaml", "name: a\nmcpServers:\n  - name: one\n    command: npx\n    args:\n      - -y\n      - \"pkg one\"\n  - name: two\n    command: uvx\n    args: [m, '--x']\n")).toEqual(["npx -y 'pkg one'", "uvx m --x"]);
  });

  it("gives nothing for unreadable text, and stays bounded", () => {
    expect(codes("/w/.mcp.json", "{not json")).toEqual([]);
    const many = JSON.stringify({ mcpServers: Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`s${index}`, { command: "true" }])) });
    expect(codes("/w/.mcp.json", many).length).toBe(64);
  });
});
