import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the scripted model server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/** A local HTTP server on 127.0.0.1 that answers with `handle` and records every request. */
export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server on a free port of 127.0.0.1; `handle` writes the answer for each parsed request. */
export async function startServer(handle: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text === "" ? undefined : JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      const request: RecordedRequest = { method: incoming.method ?? "GET", path: incoming.url ?? "/", headers: incoming.headers, body };
      requests.push(request);
      Promise.resolve(handle(request, response)).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes server-sent events: `event:` lines when a name is given, then `data:` JSON. */
export function writeSse(response: ServerResponse, events: readonly { event?: string; data: unknown }[]): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  for (const { event, data } of events) response.write(`${event !== undefined ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  response.end();
}
