import http from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { pipeline } from "node:stream";
import type { Readable } from "node:stream";
import zlib from "node:zlib";

/** A response: its status, headers and the decompressed body, still to be read. */
export interface HttpResponse {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Readable;
}

/**
 * One HTTP(S) GET over a connection of its own, whose address comes from `lookup` (so the caller
 * decides, and checks, what is connected to), without following redirects. The body is decompressed
 * (gzip, deflate, brotli) as it is read. Rejects when the connection fails or `signal` fires.
 *
 * @example
 * const response = await httpGet(new URL("https://example.com"), { lookup, signal, headers: { "user-agent": "x" } });
 */
export function httpGet(url: URL, options: { lookup: LookupFunction; signal: AbortSignal; headers: Record<string, string> }): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "GET",
        headers: { "accept-encoding": "gzip, deflate, br", ...options.headers },
        lookup: options.lookup,
        signal: options.signal,
        // A connection of its own: a pooled one might reach an address checked for another request.
        agent: false,
      },
      (response) => resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? "", headers: response.headers, body: decoded(response) }),
    );
    request.once("error", reject);
    request.end();
  });
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  if (decoder === undefined) return response;
  // An error on either side (a reset, an abort, corrupt data) ends the decoded stream with it.
  return pipeline(response, decoder, () => undefined);
}
