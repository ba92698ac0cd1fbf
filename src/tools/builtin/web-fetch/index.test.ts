import { Resolver } from "node:dns/promises";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../__fixtures__/dns-server.js";
import type { ScriptedDnsServer } from "../__fixtures__/dns-server.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { webFetchTool } from "./index.js";
import type { WebFetchToolOptions } from "./index.js";
import { isLocalAddress, isPrivateAddress } from "./network-policy.js";

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
  "/gzip": (_request, response) => {
    response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
    response.end(gzipSync("compressed text\n"));
  },
  "/brotli": (_request, response) => {
    response.writeHead(200, { "content-type": "text/plain", "content-encoding": "br" });
    response.end(brotliCompressSync("brotli text\n"));
  },
  "/bomb": (_request, response) => {
    response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
    response.end(gzipSync("a".repeat(20 * 1024 * 1024)));
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

  it("decompresses gzip and brotli, and caps what a small compressed body expands to", async () => {
    expect((await fetchPage("/gzip")).output).toMatch(/\n\ncompressed text\n?$/);
    expect((await fetchPage("/brotli")).output).toMatch(/\n\nbrotli text\n?$/);
    const bomb = await fetchPage("/bomb", { maxBytes: 100_000 }, 500);
    expect(bomb.output).toContain("[The download stopped at the 98 KB limit; the page is longer.]");
    expect(bomb.details?.bytes).toBe(100_000);
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

describe("web_fetch and DNS rebinding", () => {
  let dns: ScriptedDnsServer | undefined;
  let target: Server;
  let reached = 0;
  let port = 0;
  beforeAll(async () => {
    target = createServer((_request, response) => {
      reached += 1;
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("internal admin page");
    });
    await new Promise<void>((resolve) => target.listen(0, "0.0.0.0", resolve));
    port = (target.address() as AddressInfo).port;
  });
  afterAll(async () => {
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });
  afterEach(async () => {
    await dns?.close();
    dns = undefined;
  });

  const resolverFor = (server: ScriptedDnsServer) => {
    const resolver = new Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([server.address]);
    return (hostname: string) => resolver.resolve4(hostname);
  };

  it("connects only to the address it checked: a name that answers public, then local, never reaches the local server", async () => {
    // The attacker's name server: a public address for the first question, the victim's loopback after.
    dns = await startDnsServer((_name, index) => (index === 0 ? "198.51.100.7" : "127.0.0.1"));
    reached = 0;
    const result = await webFetchTool({ resolveHost: resolverFor(dns), timeoutMs: 1500 }).execute({ url: `http://rebind.test:${port}/admin` }, testToolContext());
    expect(reached).toBe(0);
    expect(result.isError).toBe(true);
    expect(result.output).toMatch(/^The fetch of http:\/\/rebind\.test:\d+\/admin (failed|timed out)/);
    // One question for one connection: nothing asks again between the check and the connection.
    expect(dns.queries).toEqual(["rebind.test"]);
  });

  it("refuses a name that resolves to a local address, before connecting", async () => {
    dns = await startDnsServer(() => "127.0.0.1");
    reached = 0;
    const result = await webFetchTool({ resolveHost: resolverFor(dns) }).execute({ url: `http://inside.test:${port}/admin` }, testToolContext());
    expect(result).toMatchObject({ isError: true, output: "inside.test is a private or local address (127.0.0.1); fetching it is not allowed" });
    expect(reached).toBe(0);
  });

  it("treats the host's own interface addresses as local, whatever their range", async () => {
    const own = Object.values(networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .filter((entry) => !entry.internal && entry.family === "IPv4")
      .map((entry) => entry.address);
    reached = 0;
    for (const address of own) {
      const result = await webFetchTool().execute({ url: `http://${address}:${port}/admin` }, testToolContext());
      expect(result.output).toBe(`${address} is a private or local address (${address}); fetching it is not allowed`);
      const answering = await startDnsServer(() => address);
      const named = await webFetchTool({ resolveHost: resolverFor(answering) }).execute({ url: `http://host.test:${port}/admin` }, testToolContext());
      expect(named.output).toBe(`host.test is a private or local address (${address}); fetching it is not allowed`);
      await answering.close();
    }
    expect(reached).toBe(0);
    const table = { eth0: [{ address: "203.0.113.9", netmask: "255.255.255.0", family: "IPv4" as const, mac: "00:00:00:00:00:01", internal: false, cidr: "203.0.113.9/24" }] };
    expect(isLocalAddress("203.0.113.9", table)).toBe(true);
    expect(isLocalAddress("::ffff:203.0.113.9", table)).toBe(true);
    expect(isLocalAddress("203.0.113.10", table)).toBe(false);
  });
});
