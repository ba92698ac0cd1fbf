// MCP servers as real processes: the filesystem and memory servers from npm, and a test server
// that misbehaves on request (src/mcp/__fixtures__/stdio-test-server.mjs).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtinGuards } from "../guards/builtin-guards.js";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import { ToolExecutionInterceptor } from "../loop/interceptors/tool-execution.js";
import { scriptedModel } from "../models/scripted.js";
import { waitUntilDead } from "../tools/builtin/__fixtures__/wait-until-dead.js";
import { isProcessAlive } from "../tools/builtin/shared/process-group.js";
import type { AgentToolResult } from "../tools/types.js";
import { McpServerError } from "./mcp-server-error.js";
import type { McpServerConfig } from "./server-config.js";
import type { McpServerEvent } from "./server-events.js";
import { McpServerManager } from "./server-manager.js";

const FILESYSTEM_SERVER = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", import.meta.url));
const MEMORY_SERVER = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-memory/dist/index.js", import.meta.url));
const TEST_SERVER = fileURLToPath(new URL("./__fixtures__/stdio-test-server.mjs", import.meta.url));
const START_AND_EXIT = fileURLToPath(new URL("./__fixtures__/start-server-and-exit.ts", import.meta.url));
const node = process.execPath;

let dir: string;
const managers: McpServerManager[] = [];
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-mcp-")));
});
afterEach(async () => {
  await Promise.all(managers.splice(0).map((manager) => manager.close()));
  rmSync(dir, { recursive: true, force: true });
});

function manager(servers: Record<string, McpServerConfig>, onEvent?: (event: McpServerEvent) => void): McpServerManager {
  const created = new McpServerManager({ servers, cwd: dir, ...(onEvent ? { onEvent } : {}) });
  managers.push(created);
  return created;
}

/** Calls one tool the way an agent does, through the dispatcher. */
async function call(tools: McpServerManager, name: string, input: Record<string, unknown>): Promise<AgentToolResult> {
  const agent = createAgent({ model: scriptedModel([{ toolCalls: [{ name, input }] }, { text: "ok" }]), registry: createInterceptorRegistry(), loopInterceptors: [new ToolExecutionInterceptor(tools)] });
  for await (const event of agent.run("go")) if (event.type === "tool.end") return event.result;
  throw new Error("the tool did not run");
}

describe("MCP servers over stdio", () => {
  it("gives an agent the filesystem server's tools, guarded like the built-in file tools; the server is gone after close", async () => {
    const home = path.join(dir, "home");
    mkdirSync(path.join(home, ".ssh"), { recursive: true });
    writeFileSync(path.join(home, ".ssh", "id_rsa"), "-----BEGIN OPENSSH PRIVATE KEY-----\nfake\n");
    writeFileSync(path.join(dir, ".env"), "API_KEY=secret\n");
    writeFileSync(path.join(dir, "notes.txt"), "buy milk\n");
    const fs = manager({ filesystem: { command: node, args: [FILESYSTEM_SERVER, dir] } });
    const registry = createInterceptorRegistry();
    registry.add(builtinGuards({ home }));
    const model = scriptedModel([
      { toolCalls: [{ name: "mcp__filesystem__list_directory", input: { path: dir } }] },
      {
        toolCalls: [
          { name: "mcp__filesystem__read_text_file", input: { path: path.join(dir, "notes.txt") } },
          { name: "mcp__filesystem__read_text_file", input: { path: path.join(dir, ".env") } },
          { name: "mcp__filesystem__read_multiple_files", input: { paths: [path.join(dir, "notes.txt"), path.join(home, ".ssh", "id_rsa")] } },
          { name: "mcp__filesystem__write_file", input: { path: path.join(dir, ".env"), content: "API_KEY=stolen\n" } },
        ],
      },
      { text: "done" },
    ]);
    const agent = createAgent({ model, registry, loopInterceptors: [new ToolExecutionInterceptor(fs)] });
    const ends: Array<{ tool: string; status: string; output: string }> = [];
    const run = agent.run("look around");
    for await (const event of run) if (event.type === "tool.end") ends.push({ tool: event.toolName, status: event.status, output: event.result.output });
    expect((await run).status).toBe("completed");
    expect(model.calls[0]!.tools.map((tool) => tool.name)).toContain("mcp__filesystem__read_text_file");
    const byTool = (tool: string) => ends.filter((end) => end.tool === tool);
    expect(byTool("mcp__filesystem__list_directory")[0]).toMatchObject({ status: "ok", output: expect.stringContaining("[FILE] notes.txt") });
    expect(byTool("mcp__filesystem__read_text_file")).toEqual(
      expect.arrayContaining([
        { tool: "mcp__filesystem__read_text_file", status: "ok", output: "buy milk\n" },
        { tool: "mcp__filesystem__read_text_file", status: "blocked", output: expect.stringContaining("(environment file)") },
      ]),
    );
    expect(byTool("mcp__filesystem__read_multiple_files")[0]).toMatchObject({ status: "blocked", output: expect.stringContaining("~/.ssh/id_rsa (SSH private key)") });
    expect(byTool("mcp__filesystem__write_file")[0]).toMatchObject({ status: "blocked" });
    expect(readFileSync(path.join(dir, ".env"), "utf8")).toBe("API_KEY=secret\n");

    const pid = fs.pids().filesystem!;
    expect(isProcessAlive(pid)).toBe(true);
    await fs.close();
    expect(await waitUntilDead([pid])).toBe(true);
  });

  it("runs the memory server's tools", async () => {
    const memory = manager({ memory: { command: node, args: [MEMORY_SERVER], env: { MEMORY_FILE_PATH: path.join(dir, "memory.jsonl") } } });
    const created = await call(memory, "mcp__memory__create_entities", { entities: [{ name: "loopgate", entityType: "project", observations: ["guards agents"] }] });
    expect(created.isError).toBeUndefined();
    const graph = await call(memory, "mcp__memory__read_graph", {});
    expect(graph.output).toContain('"name": "loopgate"');
    expect(readFileSync(path.join(dir, "memory.jsonl"), "utf8")).toContain("guards agents");
  });

  it("gives a call to a crashed server an error naming it with its stderr, and restarts it on the next call", async () => {
    const events: McpServerEvent[] = [];
    const test = manager({ test: { command: node, args: [TEST_SERVER] } }, (event) => events.push(event));
    const firstPid = Number((await call(test, "mcp__test__pid", {})).output);
    const crashed = await call(test, "mcp__test__crash", {});
    expect(crashed.isError).toBe(true);
    expect(crashed.output).toContain('MCP server "test" could not run its tool "crash": MCP server "test" went down during the call (its process exited (exit code 3)); the next call restarts it');
    expect(crashed.output).toContain("fatal: the test server crashed on purpose");
    expect(await waitUntilDead([firstPid])).toBe(true);
    const secondPid = Number((await call(test, "mcp__test__pid", {})).output);
    expect(secondPid).not.toBe(firstPid);
    expect(events.map((event) => event.type)).toEqual(["mcp.server.started", "mcp.server.exited", "mcp.server.restarting", "mcp.server.started"]);
  });

  it("stops a call that takes longer than the server's timeoutMs", async () => {
    const test = manager({ test: { command: node, args: [TEST_SERVER], timeoutMs: 200 } });
    const result = await call(test, "mcp__test__hang", {});
    expect(result).toEqual({ output: 'Tool "mcp__test__hang" timed out after 200 ms and was stopped', isError: true });
    // The server is still there for the next call.
    expect((await call(test, "mcp__test__echo", { text: "still here" })).output).toBe("still here");
  });

  it("skips a banner a server writes to stdout", async () => {
    const noisy = manager({ noisy: { command: node, args: [TEST_SERVER, "noisy"] } });
    expect((await call(noisy, "mcp__noisy__echo", { text: "hi" })).output).toBe("hi");
  });

  describe("a server that cannot start is an error naming it", () => {
    const failure = async (config: McpServerConfig): Promise<McpServerError> => {
      const error = await manager({ broken: config }).listTools().catch((caught: unknown) => caught);
      expect(McpServerError.isInstance(error)).toBe(true);
      expect((error as McpServerError).server).toBe("broken");
      return error as McpServerError;
    };

    it("a command that does not exist", async () => {
      const error = await failure({ command: "loopgate-no-such-server" });
      expect(error.message).toBe('MCP server "broken" cannot start: the command "loopgate-no-such-server" was not found (is it installed, and on PATH?)');
    });

    it("a working directory that does not exist", async () => {
      const error = await failure({ command: node, args: [TEST_SERVER], cwd: path.join(dir, "missing") });
      expect(error.message).toBe(`MCP server "broken" cannot start: its working directory ${path.join(dir, "missing")} does not exist`);
    });

    it("a process that exits at once, with the tail of its stderr", async () => {
      const error = await failure({ command: node, args: [TEST_SERVER, "fail"] });
      expect(error.message).toMatch(/^MCP server "broken" exited during startup \(exit code 2\) before answering `initialize`\nIts stderr ended with:\n/);
      expect(error.stderrTail).toContain("Error: cannot open the database at /nonexistent/db.sqlite");
    });

    it("a server that writes garbage to stdout", async () => {
      // Long enough for a slow machine to start Node and write the lines.
      const error = await failure({ command: node, args: [TEST_SERVER, "garbage"], startupTimeoutMs: 2_000 });
      expect(error.message).toBe(
        'MCP server "broken" did not answer `initialize` within 2000 ms. It wrote 2 lines to stdout that are not JSON-RPC (stdout is for protocol messages only; logs belong on stderr), the first: "Welcome to the test server!"',
      );
    });

    it("a server that never answers initialize", async () => {
      const started = Date.now();
      const error = await failure({ command: node, args: [TEST_SERVER, "silent"], startupTimeoutMs: 300 });
      expect(error.message).toBe('MCP server "broken" did not answer `initialize` within 300 ms');
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  describe("no server outlives the program that started it", () => {
    for (const how of ["end", "exit", "throw"]) {
      it(`when the program ${how === "end" ? "ends without closing the manager" : how === "exit" ? "calls process.exit" : "dies of an uncaught exception"}`, async () => {
        const child = spawn(node, ["--import", "tsx", START_AND_EXIT, how, TEST_SERVER], { stdio: ["ignore", "pipe", "pipe"] });
        let stdout = "";
        child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
        const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
        expect(code).toBe(how === "throw" ? 1 : 0);
        const pid = Number(stdout.trim());
        expect(pid).toBeGreaterThan(0);
        expect(await waitUntilDead([pid])).toBe(true);
      });
    }
  });
});
