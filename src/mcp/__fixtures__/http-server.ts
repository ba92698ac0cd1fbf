// A Streamable HTTP MCP server on 127.0.0.1 (the SDK's server transport on node:http), serving a
// test server's tools, one session per client.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { TestServer } from "./in-memory-server.js";

/** A running HTTP server: its endpoint, the headers of each request it received, and how to stop it. */
export interface TestHttpServer {
  url: string;
  requests: IncomingHttpHeaders[];
  close(): Promise<void>;
}

export async function startHttpServer(test: TestServer): Promise<TestHttpServer> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const requests: IncomingHttpHeaders[] = [];
  const http = createServer((request, response) => {
    requests.push(request.headers);
    const sessionId = request.headers["mcp-session-id"];
    let transport = typeof sessionId === "string" ? sessions.get(sessionId) : undefined;
    const handle = async () => {
      if (!transport) {
        const created = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (id) => void sessions.set(id, created) });
        transport = created;
        await test.serve(created);
      }
      await transport.handleRequest(request, response);
    };
    handle().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    requests,
    close: async () => {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
