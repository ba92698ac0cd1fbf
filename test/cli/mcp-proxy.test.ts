// `loopgate mcp-proxy` as MCP clients run it: a process speaking MCP on stdin/stdout, in front of
// a real server process, driven by the official client SDK.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startHttpServer } from "../../src/mcp/__fixtures__/http-server.js";
import { createTestServer, text } from "../../src/mcp/__fixtures__/in-memory-server.js";
import { waitUntilDead } from "../../src/tools/builtin/__fixtures__/wait-until-dead.js";
import { assertBuilt, BIN, FIXTURES, runCli, tempProject, testEnv, userConfigHome } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

const FILESYSTEM_SERVER = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", import.meta.url));
const TEST_SERVER = fileURLToPath(new URL("../../src/mcp/__fixtures__/stdio-test-server.mjs", import.meta.url));
const node = process.execPath;

let project: ReturnType<typeof tempProject>;
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  project?.remove();
});

async function connect(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "test-client", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command, args, cwd, env: testEnv(env) as Record<string, string>, stderr: "pipe" }));
  clients.push(client);
  return client;
}

const proxy = (...args: string[]) => [BIN, "mcp-proxy", ...args];

describe("loopgate mcp-proxy", () => {
  it("shows the official client the server's tools unchanged, runs allowed calls, and keeps blocked ones from the server", async () => {
    project = tempProject({ ".env": "API_KEY=secret\n", "notes.txt": "buy milk\n" });
    const direct = await connect(node, [FILESYSTEM_SERVER, project.dir], project.dir);
    const proxied = await connect(node, proxy("--no-config", "--name", "filesystem", "--audit", "audit.jsonl", "--", node, FILESYSTEM_SERVER, project.dir), project.dir);

    expect(JSON.stringify(await proxied.listTools())).toBe(JSON.stringify(await direct.listTools()));
    const read = { name: "read_text_file", arguments: { path: project.file("notes.txt") } };
    expect(await proxied.callTool(read)).toEqual(await direct.callTool(read));

    const write = await proxied.callTool({ name: "write_file", arguments: { path: project.file(".env"), content: "API_KEY=stolen\n" } });
    expect(write).toEqual({ content: [{ type: "text", text: `loopgate blocked this call: Access denied: ${project.file(".env")} (environment file)` }], isError: true });
    expect(readFileSync(project.file(".env"), "utf8")).toBe("API_KEY=secret\n");

    const audit = readFileSync(project.file("audit.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audit).toEqual([
      expect.objectContaining({ agentId: "mcp-proxy", hook: "tool.before", interceptorId: "builtin:security-audit", tool: "mcp__filesystem__write_file", decision: "blocked", args: { path: project.file(".env"), content: "API_KEY=stolen\n" } }),
    ]);
  });

  it("starts the upstream from the config's mcpServers, with its interceptors naming the server's tools", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({
        mcpServers: { test: { command: node, args: [TEST_SERVER] } },
        interceptors: [path.join(FIXTURES, "deny-echo.mjs")],
      }),
    });
    const user = userConfigHome({ trustedProjects: [project.dir] });
    try {
      const client = await connect(node, proxy("--server", "test"), project.dir, user.env);
      expect(await client.callTool({ name: "echo", arguments: { text: "hi" } })).toEqual({ content: [{ type: "text", text: "loopgate blocked this call: echo is not allowed here" }], isError: true });
      expect((await client.callTool({ name: "pid", arguments: {} })).isError).toBeUndefined();
    } finally {
      user.remove();
    }
  });

  it("takes from a project config that is not trusted only what makes the guards stricter: no server, no module, no audit file", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({
        mcpServers: { test: { command: node, args: [TEST_SERVER] } },
        interceptors: [path.join(FIXTURES, "write-marker.mjs")],
        audit: "../moved-audit.jsonl",
        guards: { securityAudit: false, commandSafety: { rules: [{ id: "project.no-echo", decision: "deny", commands: ["echo"] }] } },
      }),
    });
    const user = userConfigHome();
    try {
      const refused = await runCli(["mcp-proxy", "--server", "test"], { cwd: project.dir, env: user.env });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("--server test: ");
      expect(refused.stderr).toContain("that project config is not trusted, so none of its servers is started");

      const client = await connect(node, proxy("--name", "filesystem", "--", node, FILESYSTEM_SERVER, project.dir), project.dir, user.env);
      writeFileSync(project.file(".env"), "API_KEY=secret\n");
      const write = await client.callTool({ name: "write_file", arguments: { path: project.file(".env"), content: "API_KEY=stolen\n" } });
      expect(write.isError).toBe(true);
      expect(readFileSync(project.file(".env"), "utf8")).toBe("API_KEY=secret\n");
      expect(existsSync(path.join(project.dir, "..", "moved-audit.jsonl"))).toBe(false);
      expect(existsSync(project.file("MARKER"))).toBe(false);
    } finally {
      user.remove();
    }
  });

  it("reaches a Streamable HTTP upstream with --url and --header", async () => {
    project = tempProject();
    const server = createTestServer([{ name: "hello", inputSchema: { type: "object", properties: {} }, handler: () => text("hello over http") }]);
    const http = await startHttpServer(server);
    try {
      const client = await connect(node, proxy("--no-config", "--url", http.url, "--header", "X-Api-Key: k1"), project.dir);
      expect(await client.callTool({ name: "hello", arguments: {} })).toEqual(text("hello over http"));
      expect(http.requests.some((headers) => headers["x-api-key"] === "k1")).toBe(true);
    } finally {
      await http.close();
    }
  });

  it("gives clear errors once the upstream was killed", async () => {
    project = tempProject();
    const client = await connect(node, proxy("--no-config", "--name", "test", "--", node, TEST_SERVER), project.dir);
    const pid = Number(((await client.callTool({ name: "pid", arguments: {} })).content as Array<{ text: string }>)[0]!.text);
    process.kill(pid, "SIGKILL");
    expect(await waitUntilDead([pid])).toBe(true);
    await expect(client.callTool({ name: "echo", arguments: { text: "x" } })).rejects.toThrow(/loopgate mcp-proxy: the MCP server "test" is gone \(it exited with signal SIGKILL\)/);
    await expect(client.listTools()).rejects.toThrow(/is gone/);
  });

  it("exits, and stops the upstream, when its client disconnects", async () => {
    project = tempProject();
    const child = spawn(node, proxy("--no-config", "--", node, TEST_SERVER), { cwd: project.dir, env: testEnv(), stdio: ["pipe", "pipe", "pipe"] });
    const lines: string[] = [];
    let buffer = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      buffer += chunk;
      for (let newline = buffer.indexOf("\n"); newline !== -1; newline = buffer.indexOf("\n")) {
        lines.push(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
      }
    });
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
    const answer = async (id: number) => {
      for (let waited = 0; waited < 10_000; waited += 10) {
        const line = lines.find((candidate) => (JSON.parse(candidate) as { id?: number }).id === id);
        if (line) return JSON.parse(line) as { result: { content: Array<{ text: string }> } };
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no answer to request ${id}`);
    };
    send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } });
    await answer(1);
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "pid", arguments: {} } });
    const upstreamPid = Number((await answer(2)).result.content[0]!.text);
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(await waitUntilDead([upstreamPid])).toBe(true);
  });

  it("stops the upstream when the client terminates it with SIGTERM", async () => {
    project = tempProject();
    const child = spawn(node, proxy("--no-config", "--", node, TEST_SERVER), { cwd: project.dir, env: testEnv(), stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } })}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "pid", arguments: {} } })}\n`);
    for (let waited = 0; !stdout.includes('"id":2') && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    const upstreamPid = Number(/"text":"(\d+)"/.exec(stdout)?.[1]);
    expect(upstreamPid).toBeGreaterThan(0);
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(await waitUntilDead([upstreamPid])).toBe(true);
  });

  it("exits 1 naming the command when the upstream cannot start, and 2 on usage errors", async () => {
    project = tempProject();
    const missing = await runCli(["mcp-proxy", "--no-config", "--", "loopgate-no-such-server", "--flag"], { cwd: project.dir });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toContain('loopgate mcp-proxy: MCP server "upstream" cannot start: the command "loopgate-no-such-server" was not found');

    const none = await runCli(["mcp-proxy", "--no-config"], { cwd: project.dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("mcp-proxy: name exactly one upstream: `-- <command…>`, `--url <url>` or `--server <name>`");
    const both = await runCli(["mcp-proxy", "--no-config", "--url", "http://127.0.0.1:1/mcp", "--", "node"], { cwd: project.dir });
    expect(both.code).toBe(2);
    writeFileSync(project.file("loopgate.config.json"), JSON.stringify({ mcpServers: { fs: { command: "x" } } }));
    const unknown = await runCli(["mcp-proxy", "--config", "loopgate.config.json", "--server", "github"], { cwd: project.dir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--server github: ");
    expect(unknown.stderr).toContain("has no such entry in mcpServers (it has fs)");
  });
});
