import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  ElicitRequestSchema,
  LoggingMessageNotificationSchema,
  ToolListChangedNotificationSchema,
  type ClientCapabilities,
  type ElicitResult,
} from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { builtinGuards } from "../../guards/builtin-guards.js";
import { createInterceptorRegistry, type InterceptorRegistry } from "../../interceptors/registry.js";
import type { AgentEvent } from "../../loop/events.js";
import { createTestServer, text, type TestServer, type TestTool } from "../__fixtures__/in-memory-server.js";
import { createMcpProxy, type McpProxy } from "./mcp-proxy.js";

const open: Array<{ client: Client; proxy: McpProxy }> = [];
afterEach(async () => {
  for (const { client, proxy } of open.splice(0)) {
    await client.close();
    await proxy.close();
  }
});

interface Setup {
  interceptors?: (registry: InterceptorRegistry) => void;
  capabilities?: ClientCapabilities;
  onElicit?: (message: string) => ElicitResult;
  events?: AgentEvent[];
}

/** A client (the SDK's) talking to a server through the proxy, all in memory. */
async function throughProxy(server: TestServer, setup: Setup = {}): Promise<{ client: Client; proxy: McpProxy }> {
  const [clientSide, proxySide] = InMemoryTransport.createLinkedPair();
  const proxy = createMcpProxy({
    client: proxySide,
    upstream: await server.transport(),
    serverName: "test",
    cwd: "/work/project",
    registry: (toolNames) => {
      const registry = createInterceptorRegistry({ toolNames });
      registry.add(builtinGuards({ home: "/home/tester" }));
      setup.interceptors?.(registry);
      return registry;
    },
    ...(setup.events ? { onEvent: (event: AgentEvent) => setup.events!.push(event) } : {}),
  });
  await proxy.start();
  const client = new Client({ name: "test-client", version: "1.0.0" }, { capabilities: setup.capabilities ?? {} });
  if (setup.onElicit) client.setRequestHandler(ElicitRequestSchema, (request) => setup.onElicit!(request.params.message));
  await client.connect(clientSide);
  open.push({ client, proxy });
  return { client, proxy };
}

async function direct(server: TestServer): Promise<Client> {
  const client = new Client({ name: "test-client", version: "1.0.0" });
  await client.connect(await server.transport());
  return client;
}

const readFile: TestTool = {
  name: "read_file",
  description: "Reads a file.",
  inputSchema: { type: "object", properties: { path: { type: "string", description: "The file to read" } }, required: ["path"], additionalProperties: false },
  annotations: { readOnlyHint: true },
  handler: (args) => ({ content: [{ type: "text", text: `contents of ${String(args.path)}` }], structuredContent: { path: args.path }, _meta: { cached: false } }),
};
const echo: TestTool = {
  name: "echo",
  inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
  handler: (args) => text(String(args.text)),
};

describe("the MCP proxy", () => {
  it("shows the client the same tools with byte-identical schemas", async () => {
    const server = createTestServer([readFile, echo]);
    const plain = await direct(server);
    const { client } = await throughProxy(server);
    expect(JSON.stringify(await client.listTools())).toBe(JSON.stringify(await plain.listTools()));
    expect(client.getServerVersion()).toEqual({ name: "test-server", version: "1.0.0" });
    await plain.close();
  });

  it("returns an allowed call's result exactly as the server gave it", async () => {
    const server = createTestServer([readFile]);
    const { client } = await throughProxy(server);
    const result = await client.callTool({ name: "read_file", arguments: { path: "README.md" } });
    expect(result).toEqual({ content: [{ type: "text", text: "contents of README.md" }], structuredContent: { path: "README.md" }, _meta: { cached: false } });
    expect(server.calls).toEqual([{ name: "read_file", args: { path: "README.md" } }]);
  });

  it("answers a blocked call with isError and the reason, and never sends it to the server", async () => {
    const server = createTestServer([readFile]);
    const events: AgentEvent[] = [];
    const { client } = await throughProxy(server, { events });
    for (const path of [".env", "/home/tester/.ssh/id_rsa"]) {
      const result = await client.callTool({ name: "read_file", arguments: { path } });
      expect(result.isError).toBe(true);
      expect(result.content).toEqual([{ type: "text", text: expect.stringMatching(/^loopgate blocked this call: Access denied: /) }]);
    }
    expect(server.calls).toEqual([]);
    const decisions = events.flatMap((event) => (event.type === "interceptor" ? [event.event] : []));
    expect(decisions[0]).toMatchObject({ name: "tool.before", interceptorId: "builtin:security-audit", action: "blocked", toolName: "mcp__test__read_file" });
    expect(events[0]).toMatchObject({ agentId: "mcp-proxy" });
  });

  it("sends the arguments tool.before settled on, and the result tool.after rewrote", async () => {
    const server = createTestServer([readFile]);
    const { client } = await throughProxy(server, {
      interceptors: (registry) => {
        registry.add({ id: "docs-only", name: "tool.before", toolMatcher: /^mcp__test__read_file$/, handler: (_input, output) => void (output.args = { path: `docs/${String(output.args.path)}` }) });
        registry.add({ id: "redact", name: "tool.after", toolMatcher: /^mcp__test__/, handler: (_input, output) => void (output.result = { ...output.result, output: output.result.output.replace("contents", "[redacted]") }) });
      },
    });
    const result = await client.callTool({ name: "read_file", arguments: { path: "guide.md" } });
    expect(server.calls).toEqual([{ name: "read_file", args: { path: "docs/guide.md" } }]);
    // The rewritten text goes back alone: the structured content still held what the rewrite removed.
    expect(result).toEqual({ content: [{ type: "text", text: "[redacted] of docs/guide.md" }] });
  });

  it("refuses input that fails the tool's schema, and a tool the server does not have", async () => {
    const server = createTestServer([readFile]);
    const { client } = await throughProxy(server);
    const invalid = await client.callTool({ name: "read_file", arguments: { path: 7 } });
    expect(invalid).toEqual({ content: [{ type: "text", text: expect.stringMatching(/^Invalid input for tool "mcp__test__read_file": path: /) }], isError: true });
    await expect(client.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow("Unknown tool: no_such_tool");
    expect(server.calls).toEqual([]);
  });

  describe("a guard's ask", () => {
    const asking = (registry: InterceptorRegistry) =>
      registry.add({ id: "ask-human", name: "tool.before", toolMatcher: /^mcp__test__echo$/, handler: (_input, output) => void (output.ask = { reason: "echo needs a human", rule: "test.ask" }) });

    it("is denied with the reason when the client cannot elicit", async () => {
      const server = createTestServer([echo]);
      const { client } = await throughProxy(server, { interceptors: asking });
      const result = await client.callTool({ name: "echo", arguments: { text: "hi" } });
      expect(result).toEqual({ content: [{ type: "text", text: "loopgate blocked this call: needs approval, and none can be given here: echo needs a human" }], isError: true });
      expect(server.calls).toEqual([]);
    });

    it("is put to the user through elicitation when the client supports it", async () => {
      const server = createTestServer([echo]);
      const messages: string[] = [];
      let answer: ElicitResult = { action: "accept", content: { approve: true } };
      const { client } = await throughProxy(server, {
        interceptors: asking,
        capabilities: { elicitation: {} },
        onElicit: (message) => {
          messages.push(message);
          return answer;
        },
      });
      expect(await client.callTool({ name: "echo", arguments: { text: "allowed" } })).toEqual(text("allowed"));
      expect(messages[0]).toMatch(/^loopgate: mcp__test__echo needs your approval\. echo needs a human\n\nArguments: \{"text":"allowed"\}$/);
      answer = { action: "decline" };
      const declined = await client.callTool({ name: "echo", arguments: { text: "declined" } });
      expect(declined).toEqual({ content: [{ type: "text", text: "loopgate blocked this call: denied by the user: echo needs a human" }], isError: true });
      answer = { action: "accept", content: { approve: false } };
      expect((await client.callTool({ name: "echo", arguments: { text: "unticked" } })).isError).toBe(true);
      expect(server.calls.map((call) => call.args.text)).toEqual(["allowed"]);
    });
  });

  it("forwards resources, prompts and completions", async () => {
    const { client } = await throughProxy(createTestServer([]));
    expect((await client.listResources()).resources).toEqual([{ uri: "memo://greeting", name: "greeting", mimeType: "text/plain" }]);
    expect((await client.readResource({ uri: "memo://greeting" })).contents).toEqual([{ uri: "memo://greeting", mimeType: "text/plain", text: "hello from a resource" }]);
    expect((await client.listPrompts()).prompts[0]).toMatchObject({ name: "review" });
    expect((await client.getPrompt({ name: "review", arguments: { language: "Rust" } })).messages[0]!.content).toEqual({ type: "text", text: "Review this Rust" });
    const completion = await client.complete({ ref: { type: "ref/prompt", name: "review" }, argument: { name: "language", value: "py" } });
    expect(completion.completion.values).toEqual(["python"]);
  });

  it("forwards the server's notifications and requests to the client, and learns the tools anew when the list changes", async () => {
    const server = createTestServer([]);
    const upload: TestTool = { name: "upload", inputSchema: { type: "object", properties: { text: { type: "string" } } }, handler: () => text("uploaded") };
    server.tools.push(upload, {
      name: "work",
      inputSchema: { type: "object", properties: {} },
      handler: async (_args, extra) => {
        await extra.sendNotification("notifications/message", { level: "info", data: "working" });
        const reply = await extra.server.elicitInput({ message: "Which color?", requestedSchema: { type: "object", properties: { color: { type: "string" } } } });
        // A new tool, and a tool whose schema now takes a file.
        server.tools.push(echo);
        upload.inputSchema = { type: "object", properties: { file: { type: "string" } }, required: ["file"] };
        await server.notifyToolsChanged();
        return text(`chose ${String(reply.content?.color)}`);
      },
    });
    const logs: unknown[] = [];
    let listChanged = 0;
    const { client } = await throughProxy(server, { capabilities: { elicitation: {} }, onElicit: () => ({ action: "accept", content: { color: "green" } }) });
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => void logs.push(notification.params.data));
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => void listChanged++);
    expect(await client.callTool({ name: "work", arguments: {} })).toEqual(text("chose green"));
    expect(logs).toEqual(["working"]);
    expect(listChanged).toBe(1);
    // The proxy lists the tools again itself: the client may call them before listing them.
    expect(await client.callTool({ name: "upload", arguments: { file: ".env" } })).toMatchObject({ isError: true, content: [{ text: expect.stringContaining("Access denied") }] });
    expect(await client.callTool({ name: "echo", arguments: { text: "new" } })).toEqual(text("new"));
    expect(server.calls.map((call) => call.name)).toEqual(["work", "echo"]);
  });

  it("forwards the client's cancellation to the server", async () => {
    const server = createTestServer([]);
    let serverSawAbort: () => void = () => undefined;
    const aborted = new Promise<void>((resolve) => (serverSawAbort = resolve));
    server.tools.push({
      name: "slow",
      inputSchema: { type: "object", properties: {} },
      handler: (_args, extra) => new Promise((resolve) => extra.signal.addEventListener("abort", () => (serverSawAbort(), resolve(text("stopped"))))),
    });
    const { client } = await throughProxy(server);
    const controller = new AbortController();
    const call = client.callTool({ name: "slow", arguments: {} }, undefined, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort("changed my mind");
    await expect(call).rejects.toThrow();
    await aborted;
  });

  it("answers with a clear error once the server is gone", async () => {
    const server = createTestServer([]);
    server.tools.push({ name: "hang", inputSchema: { type: "object", properties: {} }, handler: () => new Promise<never>(() => undefined) }, echo);
    const { client } = await throughProxy(server);
    const pending = client.callTool({ name: "hang", arguments: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.server!.close();
    await expect(pending).rejects.toThrow(/loopgate mcp-proxy: the MCP server "test" is gone \(its connection closed\)/);
    await expect(client.callTool({ name: "echo", arguments: { text: "x" } })).rejects.toThrow(/the MCP server "test" is gone/);
    await expect(client.listResources()).rejects.toThrow(/the MCP server "test" is gone/);
  });

  it("refuses every call, with the reason, when its interceptors cannot be loaded", async () => {
    const server = createTestServer([echo]);
    const [clientSide, proxySide] = InMemoryTransport.createLinkedPair();
    const proxy = createMcpProxy({
      client: proxySide,
      upstream: await server.transport(),
      registry: () => {
        throw new Error("interceptors/audit.mjs does not exist");
      },
    });
    await proxy.start();
    const client = new Client({ name: "c", version: "1" });
    await client.connect(clientSide);
    open.push({ client, proxy });
    const result = await client.callTool({ name: "echo", arguments: { text: "x" } });
    expect(result).toEqual({ content: [{ type: "text", text: "loopgate cannot judge this call, so it was not made: its interceptors could not be loaded: interceptors/audit.mjs does not exist" }], isError: true });
    expect(server.calls).toEqual([]);
  });
});
