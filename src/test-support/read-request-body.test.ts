import { createServer, request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnLoopback } from "./listen-on-loopback.js";
import { readRequestBody } from "./read-request-body.js";

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server on 127.0.0.1 that reports what `readRequestBody` made of each request (or how it failed). */
async function bodyServer(): Promise<{ port: number; results: Promise<{ body?: unknown; error?: unknown }>[] }> {
  const results: Promise<{ body?: unknown; error?: unknown }>[] = [];
  const server = createServer((incoming, response) => {
    const result = readRequestBody(incoming).then(
      (body) => ({ body }),
      (error: unknown) => ({ error }),
    );
    results.push(result);
    void result.then(() => response.end("ok"));
  });
  const listener = await listenOnLoopback(server);
  close = listener.close;
  return { port: Number(new URL(listener.url).port), results };
}

describe("readRequestBody", () => {
  it("parses a JSON body, keeps a text body as text and reads an empty body as undefined", async () => {
    const { port, results } = await bodyServer();
    const url = `http://127.0.0.1:${port}`;
    await fetch(url, { method: "POST", body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "héllo" }] }) });
    await fetch(url, { method: "POST", body: "not { json" });
    await fetch(url);
    expect(await Promise.all(results)).toEqual([{ body: { model: "m", messages: [{ role: "user", content: "héllo" }] } }, { body: "not { json" }, { body: undefined }]);
  });

  it("reads a body that arrives in several chunks, split inside a multi-byte character", async () => {
    const { port, results } = await bodyServer();
    const bytes = Buffer.from(JSON.stringify({ text: "€".repeat(3) }));
    await new Promise<void>((resolve, reject) => {
      const client = request({ host: "127.0.0.1", port, method: "POST" }, (response) => response.resume().on("end", resolve)).on("error", reject);
      client.write(bytes.subarray(0, 11));
      setTimeout(() => client.end(bytes.subarray(11)), 20);
    });
    expect(await results[0]).toEqual({ body: { text: "€€€" } });
  });

  it("rejects when the client goes away before the body ends", async () => {
    const { port, results } = await bodyServer();
    const client = request({ host: "127.0.0.1", port, method: "POST", headers: { "content-length": "100" } }).on("error", () => undefined);
    client.write("{ \"partial\": ");
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.destroy();
    await expect.poll(() => results.length).toBe(1);
    const result = await results[0];
    expect(result?.error).toBeInstanceOf(Error);
  });
});
