import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, describe, expect, it } from "vitest";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import { ToolExecutionInterceptor } from "../loop/interceptors/tool-execution.js";
import { scriptedModel } from "../models/scripted.js";
import { builtinGuards } from "../guards/builtin-guards.js";
import { createTestServer, text, type TestServer } from "./__fixtures__/in-memory-server.js";
import { McpServerError } from "./mcp-server-error.js";
import { McpServerManager } from "./server-manager.js";
import type { McpServerEvent } from "./server-events.js";

const managers: McpServerManager[] = [];
afterEach(async () => {
  await Promise.all(managers.splice(0).map((manager) => manager.close()));
});

function manage(servers: Record<string, TestServer>, options: { onEvent?: (event: McpServerEvent) => void } = {}): McpServerManager {
  const manager = new McpServerManager({
    servers: Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, { transport: () => server.transport() }])),
    ...options,
  });
  managers.push(manager);
  return manager;
}

const echoTool = {
  name: "echo",
  description: "Echoes its text.",
  inputSchema: { type: "object" as const, properties: { text: { type: "string" }, times: { type: "integer", minimum: 1 } }, required: ["text"] },
  handler: (args: Record<string, unknown>) => text(String(args.text).repeat(Number(args.times ?? 1))),
};

describe("McpServerManager", () => {
  it("names each server's tools mcp__<server>__<tool>, with the server's schema and inferred capabilities", async () => {
    const server = createTestServer([
      echoTool,
      { name: "Read.File", inputSchema: { type: "object", properties: { path: { type: "string" } } }, annotations: { readOnlyHint: true }, handler: () => text("") },
      { name: "run", inputSchema: { type: "object", properties: { command: { type: "string" } } }, handler: () => text("") },
    ]);
    const tools = await manage({ "my-server": server }).listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["mcp__my-server__echo", "mcp__my-server__Read_File", "mcp__my-server__run"]);
    expect(tools[0]!.spec).toEqual({ name: "mcp__my-server__echo", description: "Echoes its text.", inputSchema: echoTool.inputSchema });
    expect(tools[1]!.normalizedName).toBe("mcp__my-server__read_file");
    expect(tools[1]!.capabilities).toEqual({ reads: ["path"] });
    expect(tools[2]!.capabilities).toEqual({ commands: ["command"] });
  });

  it("lets the config override what the guards judge a tool by", async () => {
    const server = createTestServer([{ name: "deploy", inputSchema: { type: "object", properties: { target: { type: "string" } } }, handler: () => text("") }, echoTool]);
    const manager = new McpServerManager({ servers: { s: { transport: () => server.transport(), capabilities: { deploy: { commands: ["target"] }, "*": {} } } } });
    managers.push(manager);
    const [deploy, echo] = await manager.listTools();
    expect(deploy!.capabilities).toEqual({ commands: ["target"] });
    expect(echo!.capabilities).toEqual({});
  });

  it("gives an agent the servers' tools through the one dispatcher: tool.before and tool.after rewrite, the guards judge", async () => {
    const server = createTestServer([
      echoTool,
      { name: "read_file", inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] }, annotations: { readOnlyHint: true }, handler: (args) => text(`contents of ${String(args.path)}`) },
    ]);
    const manager = manage({ s: server });
    const registry = createInterceptorRegistry();
    registry.add(builtinGuards({ home: "/home/tester" }));
    const model = scriptedModel([
      { text: "ready" },
      {
        toolCalls: [
          { name: "mcp__s__echo", input: { text: "hi" } },
          { name: "mcp__s__read_file", input: { path: "/home/tester/.ssh/id_rsa" } },
          { name: "mcp__s__echo", input: { text: 42 } },
        ],
      },
      { text: "done" },
    ]);
    const agent = createAgent({ model, registry, loopInterceptors: [new ToolExecutionInterceptor(manager)] });
    expect(() => agent.registry.add({ id: "early", name: "tool.before", toolMatcher: /^mcp__s__echo$/, handler: () => undefined })).toThrow(/does not match any known tool name/);
    // A run tells the registry its tools' names: then a matcher naming an MCP tool is accepted.
    expect((await agent.run("warm up")).text).toBe("ready");
    agent.registry.add({ id: "shout", name: "tool.before", toolMatcher: /^mcp__s__echo$/, handler: (_input, output) => void (output.args = { ...output.args, times: 2 }) });
    agent.registry.add({ id: "tag", name: "tool.after", toolMatcher: /^mcp__s__echo$/, handler: (_input, output) => void (output.result = { ...output.result, output: `[tagged] ${output.result.output}` }) });

    const ends = [];
    const run = agent.run("go");
    for await (const event of run) if (event.type === "tool.end") ends.push({ status: event.status, output: event.result.output });
    // Calls end in any order; each is accounted for.
    expect(ends).toHaveLength(3);
    expect(ends).toEqual(expect.arrayContaining([
      { status: "ok", output: "[tagged] hihi" },
      { status: "blocked", output: expect.stringContaining("Access denied: ~/.ssh/id_rsa (SSH private key)") },
      // tool.after also sees a call refused for invalid input.
      { status: "invalid", output: '[tagged] Invalid input for tool "mcp__s__echo": text: Instance type "number" is invalid. Expected "string".' },
    ]));
    // The server saw the rewritten arguments, and never saw the blocked or invalid calls.
    expect(server.calls.filter((call) => call.args.text !== undefined || call.args.path !== undefined).slice(-1)).toEqual([{ name: "echo", args: { text: "hi", times: 2 } }]);
    expect(server.calls.some((call) => call.name === "read_file")).toBe(false);
  });

  it("keeps a result's images and structured content in details", async () => {
    const server = createTestServer([
      {
        name: "snapshot",
        inputSchema: { type: "object", properties: {} },
        handler: () => ({ content: [{ type: "image", data: "AAAA", mimeType: "image/png" }], structuredContent: { width: 1 } }),
      },
    ]);
    const [snapshot] = await manage({ s: server }).listTools();
    const agent = createAgent({ model: scriptedModel([{ toolCalls: [{ name: "mcp__s__snapshot", input: {} }] }, { text: "ok" }]), registry: createInterceptorRegistry(), tools: [snapshot!] });
    let result;
    for await (const event of agent.run("go")) if (event.type === "tool.end") result = event.result;
    expect(result).toEqual({
      output: "[image: image/png, 3 bytes]",
      details: { server: "s", tool: "snapshot", result: { content: [{ type: "image", data: "AAAA", mimeType: "image/png" }], structuredContent: { width: 1 } } },
    });
  });

  it("gives a server's error answer to the model as an error result naming the server", async () => {
    const server = createTestServer([echoTool]);
    const manager = manage({ s: server });
    await manager.listTools();
    server.tools = [];
    const [echo] = await manager.listTools();
    const agent = createAgent({ model: scriptedModel([{ toolCalls: [{ name: "mcp__s__echo", input: { text: "x" } }] }, { text: "ok" }]), registry: createInterceptorRegistry(), tools: [echo!] });
    let result;
    for await (const event of agent.run("go")) if (event.type === "tool.end") result = event.result;
    expect(result).toEqual({ output: 'MCP server "s" could not run its tool "echo": MCP error -32602: Tool echo not found', isError: true });
  });

  it("updates the agent's tools between turns when a server says its list changed", async () => {
    const server = createTestServer([]);
    const late = { name: "late", inputSchema: { type: "object" as const, properties: {} }, handler: () => text("late tool ran") };
    server.tools.push({
      name: "add_tool",
      inputSchema: { type: "object", properties: {} },
      handler: async () => {
        server.tools.push(late);
        await server.notifyToolsChanged();
        return text("added");
      },
    });
    const manager = manage({ s: server });
    const model = scriptedModel([{ toolCalls: [{ name: "mcp__s__add_tool", input: {} }] }, { toolCalls: [{ name: "mcp__s__late", input: {} }] }, { text: "done" }]);
    const agent = createAgent({ model, registry: createInterceptorRegistry(), loopInterceptors: [new ToolExecutionInterceptor(manager)] });
    const outputs: string[] = [];
    const run = agent.run("go");
    for await (const event of run) if (event.type === "tool.end") outputs.push(event.result.output);
    expect((await run).status).toBe("completed");
    expect(outputs).toEqual(["added", "late tool ran"]);
    expect(model.calls[0]!.tools.map((tool) => tool.name)).toEqual(["mcp__s__add_tool"]);
    expect(model.calls[1]!.tools.map((tool) => tool.name)).toEqual(["mcp__s__add_tool", "mcp__s__late"]);
  });

  it("restarts a server that went down on the next call, waiting longer after each failed restart", async () => {
    const server = createTestServer([echoTool]);
    let refuse = false;
    const events: McpServerEvent[] = [];
    const manager = new McpServerManager({
      servers: { s: { transport: () => (refuse ? Promise.reject(new Error("connection refused")) : server.transport()) } },
      onEvent: (event) => events.push(event),
    });
    managers.push(manager);
    const [echo] = await manager.listTools();
    const call = async () => {
      const agent = createAgent({ model: scriptedModel([{ toolCalls: [{ name: "mcp__s__echo", input: { text: "x" } }] }, { text: "ok" }]), registry: createInterceptorRegistry(), tools: [echo!] });
      for await (const event of agent.run("go")) if (event.type === "tool.end") return event.result;
      throw new Error("no call");
    };
    await server.server!.close();
    refuse = true;
    expect(await call()).toEqual({ output: 'MCP server "s" could not run its tool "echo": MCP server "s" failed to start: connection refused', isError: true });
    expect((await call()).isError).toBe(true);
    refuse = false;
    expect(await call()).toMatchObject({ output: "x" });
    expect(events.filter((event) => event.type === "mcp.server.restarting").map((event) => (event as { delayMs: number }).delayMs > 0)).toEqual([false, true, true]);
    expect(events.map((event) => event.type)).toEqual([
      "mcp.server.started",
      "mcp.server.exited",
      "mcp.server.restarting",
      "mcp.server.restarting",
      "mcp.server.restarting",
      "mcp.server.started",
    ]);
    expect(server.connections).toBe(2);
  });

  it("reports a server that never answers initialize, naming it, within its startup time limit", async () => {
    const manager = new McpServerManager({
      servers: {
        mute: {
          startupTimeoutMs: 100,
          // The other end of the pair never answers.
          transport: () => InMemoryTransport.createLinkedPair()[0],
        },
      },
    });
    managers.push(manager);
    const failure = await manager.listTools().catch((error: unknown) => error);
    expect(McpServerError.isInstance(failure)).toBe(true);
    expect((failure as McpServerError).server).toBe("mute");
    expect((failure as Error).message).toBe('MCP server "mute" did not answer `initialize` within 100 ms');
  });

  it("starts an eager server when it is added, a lazy one when its tools are needed", async () => {
    const eager = createTestServer([echoTool]);
    const lazy = createTestServer([echoTool]);
    const manager = new McpServerManager({ servers: { eager: { transport: () => eager.transport(), startup: "eager" }, lazy: { transport: () => lazy.transport() } } });
    managers.push(manager);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([eager.connections, lazy.connections]).toEqual([1, 0]);
    await manager.listTools();
    expect([eager.connections, lazy.connections]).toEqual([1, 1]);
  });

  it("adds and removes servers, counting the changes; refuses duplicates, clashing names and a closed manager", async () => {
    const manager = manage({});
    const events: McpServerEvent[] = [];
    manager.addServer("a", { transport: () => createTestServer([echoTool]).transport() });
    expect(manager.toolsVersion).toBe(1);
    expect((await manager.listTools()).map((tool) => tool.name)).toEqual(["mcp__a__echo"]);
    expect(() => manager.addServer("a", { command: "x" })).toThrow('MCP server "a" is already added; remove it first');
    expect(() => manager.addServer("A", { command: "x" })).toThrow(/MCP servers "a" and "A" would give their tools the same names/);
    expect(() => manager.addServer("b", { command: "" })).toThrow(/MCP server "b": command: must not be empty/);
    expect(await manager.removeServer("a")).toBe(true);
    expect(await manager.removeServer("a")).toBe(false);
    expect(manager.toolsVersion).toBe(2);
    expect(await manager.listTools()).toEqual([]);
    await manager.close();
    await expect(manager.listTools()).rejects.toThrow("the manager is closed");
    expect(() => manager.addServer("c", { command: "x" })).toThrow("the manager is closed");
    expect(events).toEqual([]);
  });
});
