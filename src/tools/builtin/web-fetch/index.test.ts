import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { webFetchTool } from "./index.js";
import type { WebFetchToolOptions } from "./index.js";
import { isPrivateAddress } from "./network-policy.js";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const routes: Record<string, Handler> = {
  "/page": (_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html><head><title>Test &amp; Page</title><style>body{color:red}</style></head><body>
       <h1>Hello</h1><script>alert("x")</script><p>Some <b>bold</b> text and a <a href="/other">link</a>.</p>
       <img src="data:image/png;base64,AAAA"><ul><li>one</li><li>two</li></ul><pre><code>const x = 1;</code></pre></body></html>`,
    );
  },
  "/json": (_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end('{"ok":true}');
  },
  "/latin1": (_request, response) => {
    response.writeHead(200, { "content-type": "text/plain; charset=iso-8859-1" });
    response.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
  },
  "/redirect": (_request, response) => {
    response.writeHead(302, { location: "/json" });
    response.end();
  },
  "/loop": (_request, response) => {
    response.writeHead(301, { location: "/loop" });
    response.end();
  },
  "/image": (_request, response) => {
    response.writeHead(200, { "content-type": "image/png" });
    response.end(Buffer.alloc(100));
  },
  "/untyped-binary": (_request, response) => {
    response.end(Buffer.from([0, 1, 2, 3, 0, 0]));
  },
  "/big": (_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("line of text\n".repeat(100_000));
  },
  "/endless": (_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    const chunk = "x".repeat(16_384);
    const pump = () => {
      while (response.write(chunk));
      response.once("drain", pump);
    };
    response.on("close", () => response.removeAllListeners("drain"));
    pump();
  },
  "/hang": () => undefined,
  "/missing": (_request, response) => {
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("no such page");
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const handler = routes[new URL(request.url ?? "/", "http://x").pathname];
    if (handler) handler(request, response);
    else {
      response.writeHead(500);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fetchPage = (path: string, options: WebFetchToolOptions = {}, maxChars?: number) =>
  webFetchTool({ allowPrivateNetwork: true, ...options }).execute(
    maxChars === undefined ? { url: `${base}${path}` } : { url: `${base}${path}`, max_chars: maxChars },
    testToolContext(),
  );

describe("web_fetch", () => {
  it("turns HTML into readable Markdown", async () => {
    const result = await fetchPage("/page");
    expect(result.isError).toBeUndefined();
    expect(result.output).toBe(
      [
        `URL: ${base}/page`,
        "Status: 200 OK",
        "Content-Type: text/html; charset=utf-8",
        "Title: Test & Page",
        "",
        "# Hello",
        "",
        `Some **bold** text and a [link](${base}/other).`,
        "",
        "-   one",
        "-   two",
        "",
        "```",
        "const x = 1;",
        "```",
      ].join("\n"),
    );
    expect(result.details).toMatchObject({ status: 200, truncated: false });
  });

  it("returns text formats as they are, decoding their charset", async () => {
    expect((await fetchPage("/json")).output).toMatch(/Content-Type: application\/json\n\n\{"ok":true\}$/);
    expect((await fetchPage("/latin1")).output).toMatch(/\n\ncafé$/);
  });

  it("follows redirects, up to a limit", async () => {
    const result = await fetchPage("/redirect");
    expect(result.output).toContain(`URL: ${base}/json`);
    expect(result.details).toMatchObject({ finalUrl: `${base}/json` });
    expect((await fetchPage("/loop", { maxRedirects: 3 })).output).toBe(`Too many redirects (more than 3) starting from ${base}/loop`);
  });

  it("refuses binary content", async () => {
    const image = await fetchPage("/image");
    expect(image).toMatchObject({ isError: true, output: `${base}/image is image/png, not text or HTML; web_fetch only reads text content` });
    expect((await fetchPage("/untyped-binary")).output).toContain("returned binary content");
  });

  it("cuts long pages with a note and stops endless downloads at the size cap", async () => {
    const long = await fetchPage("/big", {}, 1000);
    expect(long.output).toMatch(/\[… [\d,]+ characters \([\d,]+ lines\) cut from the end …\]$/);
    expect(long.details?.truncated).toBe(true);
    const endless = await fetchPage("/endless", { maxBytes: 100_000 }, 500);
    expect(endless.output).toContain("[The download stopped at the 98 KB limit; the page is longer.]");
    expect(endless.details?.bytes).toBe(100_000);
  });

  it("times out and can be aborted", async () => {
    const slow = await fetchPage("/hang", { timeoutMs: 300 });
    expect(slow).toMatchObject({ isError: true, output: `The fetch of ${base}/hang timed out after 300 ms` });
    const context = testToolContext();
    const pending = webFetchTool({ allowPrivateNetwork: true }).execute({ url: `${base}/hang` }, context);
    setTimeout(() => context.controller.abort(), 100);
    expect((await pending).output).toBe("The fetch was aborted: the run was stopped");
  });

  it("reports HTTP errors with the body", async () => {
    const result = await fetchPage("/missing");
    expect(result.isError).toBe(true);
    expect(result.output).toMatch(/^HTTP 404 Not Found for .*\/missing\n\n[\s\S]*no such page$/);
  });

  it("refuses private addresses unless allowed, and bad URLs", async () => {
    const tool = webFetchTool();
    const run = (url: string) => tool.execute({ url }, testToolContext());
    expect((await run(`${base}/json`)).output).toBe("127.0.0.1 is a private or local address (127.0.0.1); fetching it is not allowed");
    expect((await run("http://localhost:1/")).output).toMatch(/localhost is a private or local address|could not be resolved/);
    expect((await run("http://[::1]:1/")).output).toContain("private or local address");
    expect((await run("ftp://example.com/file")).output).toBe("Only http and https URLs can be fetched, not ftp");
    expect((await run("not a url")).output).toContain("is not a valid URL");
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await webFetchTool({ allowPrivateNetwork: true }).execute({ url: `http://127.0.0.1:${closedPort}/` }, testToolContext());
    expect(refused.output).toMatch(/failed: .*ECONNREFUSED/);
  });

  it("classifies addresses", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "192.168.0.1", "172.16.5.4", "169.254.169.254", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "0.0.0.0"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "172.32.0.1"]) expect(isPrivateAddress(address), address).toBe(false);
  });
});
