import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "../../../src/test-support/listen-on-loopback.js";
import { readRequestBody } from "../../../src/test-support/read-request-body.js";

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
  const server = createServer((incoming, response) => {
    readRequestBody(incoming)
      .then((body) => {
        const request: RecordedRequest = { method: incoming.method ?? "GET", path: incoming.url ?? "/", headers: incoming.headers, body };
        requests.push(request);
        return handle(request, response);
      })
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: String(error) } }));
      });
  });
  return { ...(await listenOnLoopback(server)), requests };
}

/** Writes server-sent events: `event:` lines when a name is given, then `data:` JSON. */
export function writeSse(response: ServerResponse, events: readonly { event?: string; data: unknown }[]): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  for (const { event, data } of events) response.write(`${event !== undefined ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  response.end();
}
