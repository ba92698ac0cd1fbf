import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { expandServerConfig, expandVariables } from "./expand-variables.js";
import { validateServerConfig } from "./server-config.js";

describe("validateServerConfig", () => {
  it("takes the shapes of .mcp.json and Claude Desktop", () => {
    expect(validateServerConfig("fs", { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."], env: { A: "1" } })).toMatchObject({ command: "npx" });
    expect(validateServerConfig("web", { type: "http", url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer x" } })).toMatchObject({ url: "https://mcp.example.com/mcp" });
    expect(validateServerConfig("web", { url: "http://127.0.0.1:3000/mcp" })).toMatchObject({ url: "http://127.0.0.1:3000/mcp" });
    expect(validateServerConfig("fs", { type: "stdio", command: "node", startup: "eager", timeoutMs: 0, capabilities: { run: { commands: ["cmd"] } } })).toMatchObject({ startup: "eager" });
    const search = { reads: ["dir"], globs: ["include"], searches: ["pattern"] };
    const editor = { writes: ["path"], readOnlyWhen: { argument: "command", values: ["view"] } };
    const capabilities = { search, list: { reads: ["dir"], lists: ["pattern"] }, edit: editor };
    expect(validateServerConfig("fs", { command: "node", capabilities }).capabilities).toEqual(capabilities);
  });

  it("names the server and each problem", () => {
    const problems: Array<[unknown, RegExp]> = [
      [{}, /MCP server "x": .*needs a `command` \(stdio\) or a `url`/],
      [{ type: "sse", url: "http://h/sse" }, /type: the SSE transport is deprecated and not supported/],
      [{ type: "http" }, /an HTTP server needs a `url`/],
      [{ url: "ftp://h" }, /url: must be an http:\/\/ or https:\/\/ URL/],
      [{ url: "http://h", command: "x" }, /command: applies to stdio servers only/],
      [{ command: "x", headers: {} }, /headers: applies to HTTP servers only/],
      [{ command: "x", comand: "typo" }, /Unrecognized key: "comand"/],
      [{ command: "x", capabilities: { t: { reads: "path" } } }, /capabilities\.t\.reads/],
      [{ command: "x", capabilities: { t: { readOnlyWhen: { argument: "command", values: [] } } } }, /capabilities\.t\.readOnlyWhen\.values/],
      [{ command: "" }, /command: must not be empty/],
      ["npx server", /must be an object/],
    ];
    for (const [config, message] of problems) {
      expect(() => validateServerConfig("x", config), JSON.stringify(config)).toThrow(message);
    }
    expect(() => validateServerConfig("", { command: "x" })).toThrow(ConfigurationError);
    expect(() => validateServerConfig("x", { transport: "no" })).toThrow(/`transport` must be a function/);
  });
});

describe("expandVariables", () => {
  it("expands ${VAR} and ${VAR:-default} as Claude Code does", () => {
    expect(expandVariables("Bearer ${TOKEN}", { TOKEN: "abc" }, "s")).toBe("Bearer abc");
    expect(expandVariables("${HOST:-localhost}:${PORT:-80}", { PORT: "8080" }, "s")).toBe("localhost:8080");
    expect(expandVariables("$HOME and ${} stay", {}, "s")).toBe("$HOME and ${} stay");
  });

  it("refuses a variable that is not set, naming it and the server", () => {
    expect(() => expandVariables("${MISSING_TOKEN}", {}, "github")).toThrow(/MCP server "github": the environment variable MISSING_TOKEN is not set/);
  });

  it("expands every string a server is started with", () => {
    const env = { DIR: "/data", KEY: "k" };
    expect(expandServerConfig({ command: "${DIR}/bin/server", args: ["--root", "${DIR}"], env: { API_KEY: "${KEY}" }, cwd: "${DIR}" }, env, "s")).toEqual({
      command: "/data/bin/server",
      args: ["--root", "/data"],
      env: { API_KEY: "k" },
      cwd: "/data",
    });
    expect(expandServerConfig({ url: "https://${DIR}", headers: { A: "${KEY}" } }, env, "s")).toEqual({ url: "https:///data", headers: { A: "k" } });
  });
});
