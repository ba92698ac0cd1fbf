import { describe, expect, it } from "vitest";
import { wrapMcpJson, wrapMcpServerEntry } from "./wrap-mcp-json.js";

describe("wrapMcpServerEntry", () => {
  it("puts a stdio server behind the proxy, keeping its name, env and other keys", () => {
    const entry = { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."], env: { DEBUG: "1" }, cwd: "/work" };
    expect(wrapMcpServerEntry("filesystem", entry)).toEqual({
      command: "loopgate",
      args: ["mcp-proxy", "--name", "filesystem", "--", "npx", "-y", "@modelcontextprotocol/server-filesystem", "."],
      env: { DEBUG: "1" },
      cwd: "/work",
    });
  });

  it("puts an HTTP server behind the proxy with --url and its headers", () => {
    expect(wrapMcpServerEntry("api", { type: "http", url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer ${TOKEN}" } }, { loopgate: ["npx", "-y", "loopgate"], config: "loopgate.config.json", audit: ".loopgate/mcp.jsonl" })).toEqual({
      command: "npx",
      args: ["-y", "loopgate", "mcp-proxy", "--name", "api", "--config", "loopgate.config.json", "--audit", ".loopgate/mcp.jsonl", "--url", "https://mcp.example.com/mcp", "--header", "Authorization: Bearer ${TOKEN}"],
    });
  });

  it("leaves an entry already behind the proxy as it is, and refuses what it cannot wrap", () => {
    const wrapped = wrapMcpServerEntry("fs", { command: "server-fs" });
    expect(wrapMcpServerEntry("fs", wrapped)).toBe(wrapped);
    expect(wrapMcpServerEntry("fs", wrapMcpServerEntry("fs", { command: "x" }, { loopgate: ["npx", "-y", "loopgate@1"] }), { loopgate: ["npx", "-y", "loopgate@1"] }).args).toEqual(["-y", "loopgate@1", "mcp-proxy", "--name", "fs", "--", "x"]);
    expect(() => wrapMcpServerEntry("old", { type: "sse", url: "https://h/sse" })).toThrow(/Streamable HTTP, not SSE/);
    expect(() => wrapMcpServerEntry("empty", {})).toThrow('MCP server "empty": the entry needs a `command` or a `url`');
  });
});

describe("wrapMcpJson", () => {
  it("wraps every server of a document and changes nothing else", () => {
    const document = { mcpServers: { a: { command: "a-server" }, b: { url: "http://127.0.0.1:1/mcp" } }, other: true };
    const wrapped = wrapMcpJson(document);
    expect(wrapped.other).toBe(true);
    expect(Object.keys(wrapped.mcpServers as object)).toEqual(["a", "b"]);
    expect(document.mcpServers.a).toEqual({ command: "a-server" });
    expect(() => wrapMcpJson({})).toThrow("The document has no `mcpServers` object");
  });
});
