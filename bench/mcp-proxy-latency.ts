/**
 * What `loopgate mcp-proxy` adds to each `tools/call`: the same calls, one after another, made by the
 * official client SDK to a server directly and through the proxy; the difference of the medians is
 * the proxy's cost (the server's own time is in both). Three tools: one the guards do not judge, one
 * the security audit judges (a path argument), one the command safety guard judges (a command).
 * Then the same in one process, over the SDK's in-memory transport: the proxy's own work, without
 * the extra pipe and process it adds.
 *
 *   npm run build && node --import tsx bench/mcp-proxy-latency.ts
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
import { builtinGuards } from "../src/guards/builtin-guards.js";
import { createInterceptorRegistry } from "../src/interceptors/registry.js";
import { createTestServer, text } from "../src/mcp/__fixtures__/in-memory-server.js";
import { createMcpProxy } from "../src/mcp/proxy/mcp-proxy.js";

const BIN = fileURLToPath(new URL("../dist/cli/bin.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../src/mcp/__fixtures__/stdio-test-server.mjs", import.meta.url));
const WARMUP = 300;
const CALLS = 3_000;

const CALLS_MEASURED: Array<{ label: string; call: CallToolRequest["params"] }> = [
  { label: "echo (no guard applies)", call: { name: "echo", arguments: { text: "hello" } } },
  { label: "touch_path (security audit)", call: { name: "touch_path", arguments: { path: "src/index.ts" } } },
  { label: "run_command (command safety)", call: { name: "run_command", arguments: { command: "git status --short && ls -la src" } } },
];

/** Per-call latencies in milliseconds, sorted, of each client; calls alternate between them, so both see the same load on the machine. */
async function latencies(clients: readonly Client[], call: CallToolRequest["params"]): Promise<number[][]> {
  for (let index = 0; index < WARMUP; index++) for (const client of clients) await client.callTool(call);
  const samples = clients.map((): number[] => []);
  for (let index = 0; index < CALLS; index++) {
    for (const [which, client] of clients.entries()) {
      const started = performance.now();
      const result = await client.callTool(call);
      samples[which]!.push(performance.now() - started);
      if (result.isError) throw new Error(`the call failed: ${JSON.stringify(result)}`);
    }
  }
  return samples.map((list) => list.sort((a, b) => a - b));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;

async function stdioClient(command: string, args: string[]): Promise<Client> {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command, args, stderr: "ignore" }));
  return client;
}

async function compare(direct: Client, proxied: Client): Promise<void> {
  for (const { label, call } of CALLS_MEASURED) {
    const [plain, through] = (await latencies([direct, proxied], call)) as [number[], number[]];
    const added = quantile(through, 0.5) - quantile(plain, 0.5);
    console.log(
      `  ${label.padEnd(30)} direct median ${ms(quantile(plain, 0.5))} (p95 ${ms(quantile(plain, 0.95))})  ` +
        `proxied median ${ms(quantile(through, 0.5))} (p95 ${ms(quantile(through, 0.95))})  added ${ms(added)}`,
    );
  }
}

async function overStdio(): Promise<void> {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` first`);
  console.log(`Over stdio, real processes (${CALLS} calls each, after ${WARMUP} to warm up; the proxy runs the built-in guards):`);
  const direct = await stdioClient(process.execPath, [SERVER]);
  const proxied = await stdioClient(process.execPath, [BIN, "mcp-proxy", "--no-config", "--name", "bench", "--", process.execPath, SERVER]);
  await compare(direct, proxied);
  await Promise.all([direct.close(), proxied.close()]);
}

async function inMemory(): Promise<void> {
  console.log(`In one process, over the in-memory transport (the proxy's own work):`);
  const tools = CALLS_MEASURED.map(({ call }) => ({
    name: call.name,
    inputSchema: { type: "object" as const, properties: Object.fromEntries(Object.keys(call.arguments ?? {}).map((key) => [key, { type: "string" }])) },
    handler: (args: Record<string, unknown>) => text(String(Object.values(args)[0])),
  }));
  const server = createTestServer(tools);
  const direct = new Client({ name: "bench", version: "1.0.0" });
  await direct.connect(await server.transport());
  const [clientSide, proxySide] = InMemoryTransport.createLinkedPair();
  const proxy = createMcpProxy({
    client: proxySide,
    upstream: await server.transport(),
    serverName: "bench",
    registry: (toolNames) => {
      const registry = createInterceptorRegistry({ toolNames });
      registry.add(builtinGuards());
      return registry;
    },
  });
  await proxy.start();
  const proxied = new Client({ name: "bench", version: "1.0.0" });
  await proxied.connect(clientSide);
  await compare(direct, proxied);
  await Promise.all([direct.close(), proxied.close(), proxy.close()]);
}

await overStdio();
await inMemory();
