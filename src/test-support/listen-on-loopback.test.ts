import { createServer, request } from "node:http";
import { describe, expect, it } from "vitest";
import { listenOnLoopback } from "./listen-on-loopback.js";

describe("listenOnLoopback", () => {
  it("serves on a free port of 127.0.0.1", async () => {
    const server = createServer((_request, response) => response.end(`hello from ${response.socket?.localAddress}`));
    const { url, close } = await listenOnLoopback(server);
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(Number(new URL(url).port)).toBeGreaterThan(0);
      expect(await (await fetch(url)).text()).toBe("hello from 127.0.0.1");
    } finally {
      await close();
    }
  });

  it("closes while a response is still streaming, and a second close resolves too", async () => {
    // The answer never ends, as a hanging event stream: only dropping the connection lets close finish.
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write("data: first\n\n");
    });
    const { url, close } = await listenOnLoopback(server);
    const ended = new Promise<void>((resolve, reject) => {
      request(url, (response) => {
        response.resume();
        response.on("close", resolve);
      })
        .on("error", reject)
        .end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await close();
    await ended;
    expect(server.listening).toBe(false);
    await close();
    await expect(fetch(url)).rejects.toThrow();
  });

  it("rejects, rather than waiting, when the server cannot listen", async () => {
    const server = createServer();
    const first = await listenOnLoopback(server);
    try {
      await expect(listenOnLoopback(server)).rejects.toThrow(/listen/i);
    } finally {
      await first.close();
    }
  });
});
