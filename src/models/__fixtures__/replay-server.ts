import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { listenOnLoopback } from "../../test-support/listen-on-loopback.js";
import { readRequestBody } from "../../test-support/read-request-body.js";

/** One scripted answer of the replay server. */
export type Reply =
  | {
      /** A plain response: JSON (`json`) or raw text (`body`). */
      status?: number;
      headers?: Record<string, string>;
      json?: unknown;
      body?: string;
      /** Wait this long before answering, e.g. to abort a call that has no response yet. */
      delayMs?: number;
    }
  | {
      /** A `text/event-stream` response replaying recorded SSE text. */
      sse: string;
      headers?: Record<string, string>;
      /** Split the text into writes of this many bytes (events then straddle writes). Default: one write per event. */
      chunkSize?: number;
      /** Destroy the socket after this many events: the connection drops mid-stream. */
      dropAfterEvents?: number;
      /** Stop writing after this many events and keep the connection open until the client goes away. */
      hangAfterEvents?: number;
    };

/** A request the server received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (or the raw text when it is not JSON). */
  body: unknown;
  /** `performance.now()` when the request arrived. */
  at: number;
}

/** A local HTTP server on 127.0.0.1 that answers each request with the next scripted reply. */
export interface ReplayServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Reads a recorded wire-format file from this folder. */
export function readFixture(name: string): string {
  return readFileSync(new URL(`./${name}`, import.meta.url), "utf8");
}

/**
 * Starts a replay server. Once the replies run out it answers 599, so an unexpected extra request
 * fails the test visibly.
 */
export async function startReplayServer(replies: Reply[]): Promise<ReplayServer> {
  const requests: RecordedRequest[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const at = performance.now();
    readRequestBody(req).then(
      (body) => {
        requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, at });
        const reply = replies[next++];
        if (!reply) {
          res.writeHead(599, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { type: "replay_exhausted", message: "the replay server has no reply left" } }));
          return;
        }
        if ("sse" in reply) void writeSse(res, reply);
        else if (reply.delayMs) setTimeout(() => res.destroyed || writePlain(res, reply), reply.delayMs).unref();
        else writePlain(res, reply);
      },
      // The client went away before sending its whole body: there is no one to answer.
      () => undefined,
    );
  });
  return { ...(await listenOnLoopback(server)), requests };
}

function writePlain(res: ServerResponse, reply: Extract<Reply, { status?: number }>): void {
  const isJson = reply.json !== undefined;
  res.writeHead(reply.status ?? 200, {
    "content-type": isJson ? "application/json" : "text/plain",
    ...reply.headers,
  });
  res.end(isJson ? JSON.stringify(reply.json) : (reply.body ?? ""));
}

async function writeSse(res: ServerResponse, reply: Extract<Reply, { sse: string }>): Promise<void> {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...reply.headers });
  const events = reply.sse.split(/(?<=\n\n)/);
  const limit = reply.dropAfterEvents ?? reply.hangAfterEvents ?? events.length;
  const text = events.slice(0, limit).join("");
  const pieces = reply.chunkSize ? splitEvery(text, reply.chunkSize) : events.slice(0, limit);
  for (const piece of pieces) {
    if (res.destroyed) return;
    res.write(piece);
    // Separate writes so the client reads them as separate chunks.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  if (reply.dropAfterEvents !== undefined) {
    res.socket?.destroy();
    return;
  }
  if (reply.hangAfterEvents !== undefined) return;
  res.end();
}

function splitEvery(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size) pieces.push(text.slice(index, index + size));
  return pieces;
}
