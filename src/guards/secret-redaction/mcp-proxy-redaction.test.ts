import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, describe, expect, it } from "vitest";
import { createInterceptorRegistry } from "../../interceptors/registry.js";
import type { AgentEvent } from "../../loop/events.js";
import { createTestServer, text, type TestTool } from "../../mcp/__fixtures__/in-memory-server.js";
import { createMcpProxy, type McpProxy } from "../../mcp/proxy/mcp-proxy.js";
import { builtinGuards } from "../builtin-guards.js";
import { fake } from "./__fixtures__/fake-secrets.js";

const open: Array<{ client: Client; proxy: McpProxy }> = [];
afterEach(async () => {
  for (const { client, proxy } of open.splice(0)) {
    await client.close();
    await proxy.close();
  }
});

const TOKEN = fake.slackToken();

const showConfig: TestTool = {
  name: "show_config",
  inputSchema: { type: "object", properties: {} },
  handler: () => ({ content: [{ type: "text", text: `slack:\n  token: ${TOKEN}\n` }], structuredContent: { slack: { token: TOKEN } } }),
};
const echo: TestTool = {
  name: "echo",
  inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
  handler: (args) => text(`sent ${String(args.text)}`),
};

describe("the MCP proxy with the secret redaction", () => {
  it("redacts results on tool.after, text and structured content, and restores placeholders the client sends back", async () => {
    const server = createTestServer([showConfig, echo]);
    const events: AgentEvent[] = [];
    const [clientSide, proxySide] = InMemoryTransport.createLinkedPair();
    const proxy = createMcpProxy({
      client: proxySide,
      upstream: await server.transport(),
      serverName: "cfg",
      cwd: "/work/project",
      registry: (toolNames) => {
        const registry = createInterceptorRegistry({ toolNames });
        registry.add(builtinGuards({ home: "/home/tester", secretRedaction: {} }));
        return registry;
      },
      onEvent: (event) => events.push(event),
    });
    await proxy.start();
    const client = new Client({ name: "test-client", version: "1.0.0" });
    await client.connect(clientSide);
    open.push({ client, proxy });

    const shown = await client.callTool({ name: "show_config", arguments: {} });
    expect(shown).toEqual({
      content: [{ type: "text", text: "slack:\n  token: [[secret:slack-token:1]]\n" }],
      structuredContent: { slack: { token: "[[secret:slack-token:1]]" } },
    });
    const echoed = await client.callTool({ name: "echo", arguments: { text: "[[secret:slack-token:1]]" } });
    expect(server.calls.at(-1)).toEqual({ name: "echo", args: { text: TOKEN } });
    expect(echoed).toEqual({ content: [{ type: "text", text: "sent [[secret:slack-token:1]]" }] });
    expect(JSON.stringify(events)).not.toContain(TOKEN);
  });
});
