// A real MCP server (the SDK's Server class) over the SDK's in-memory transport, for fast tests:
// tools with exact JSON Schemas, plus a resource, a prompt and completions for the proxy.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";

/** What a tool's handler is given besides its arguments. */
export interface TestToolExtra {
  signal: AbortSignal;
  server: Server;
  sendNotification(method: string, params: Record<string, unknown>): Promise<void>;
}

/** A tool of the test server: its listing, and what it does. */
export interface TestTool extends Tool {
  handler(args: Record<string, unknown>, extra: TestToolExtra): CallToolResult | Promise<CallToolResult>;
}

/** A test server: its tools (change them, then `notifyToolsChanged()`), the calls it received, a transport factory. */
export interface TestServer {
  tools: TestTool[];
  calls: Array<{ name: string; args: Record<string, unknown> }>;
  /** How many times a client connected (each connection gets a fresh server). */
  readonly connections: number;
  /** The server of the latest connection. */
  readonly server: Server | undefined;
  /** A new client-side transport, connected to a new server instance. */
  transport(): Promise<Transport>;
  /** Serves a new server instance on a server-side transport (Streamable HTTP, say). */
  serve(transport: Transport): Promise<void>;
  notifyToolsChanged(): Promise<void>;
}

/** A text result. */
export function text(value: string): CallToolResult {
  return { content: [{ type: "text", text: value }] };
}

/** An MCP server over the SDK's in-memory transport, with the given tools. */
export function createTestServer(tools: TestTool[]): TestServer {
  const state = { tools, calls: [] as TestServer["calls"], connections: 0, server: undefined as Server | undefined };
  const make = () => {
    const server = new Server(
      { name: "test-server", version: "1.0.0" },
      { capabilities: { tools: { listChanged: true }, resources: {}, prompts: {}, completions: {}, logging: {} } },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: state.tools.map(({ handler: _handler, ...tool }) => tool) }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const args = (request.params.arguments ?? {}) as Record<string, unknown>;
      state.calls.push({ name: request.params.name, args });
      const tool = state.tools.find((candidate) => candidate.name === request.params.name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
      return tool.handler(args, {
        signal: extra.signal,
        server,
        sendNotification: (method, params) => extra.sendNotification({ method, params } as never),
      });
    });
    server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: [{ uri: "memo://greeting", name: "greeting", mimeType: "text/plain" }] }));
    server.setRequestHandler(ReadResourceRequestSchema, (request) => ({ contents: [{ uri: request.params.uri, mimeType: "text/plain", text: "hello from a resource" }] }));
    server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: [{ name: "review", description: "Review code", arguments: [{ name: "language" }] }] }));
    server.setRequestHandler(GetPromptRequestSchema, (request) => ({
      messages: [{ role: "user", content: { type: "text", text: `Review this ${String(request.params.arguments?.language ?? "code")}` } }],
    }));
    server.setRequestHandler(CompleteRequestSchema, (request) => ({
      completion: { values: ["typescript", "python"].filter((value) => value.startsWith(request.params.argument.value)), hasMore: false },
    }));
    return server;
  };
  return {
    get tools() {
      return state.tools;
    },
    set tools(next) {
      state.tools = next;
    },
    calls: state.calls,
    get connections() {
      return state.connections;
    },
    get server() {
      return state.server;
    },
    async transport() {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await this.serve(serverSide);
      return clientSide;
    },
    async serve(transport) {
      state.server = make();
      state.connections++;
      await state.server.connect(transport);
    },
    async notifyToolsChanged() {
      await state.server?.sendToolListChanged();
    },
  };
}
