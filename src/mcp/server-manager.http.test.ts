import { afterEach, describe, expect, it } from "vitest";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import { ToolExecutionInterceptor } from "../loop/interceptors/tool-execution.js";
import { scriptedModel } from "../models/scripted.js";
import { startHttpServer, type TestHttpServer } from "./__fixtures__/http-server.js";
import { createTestServer, text } from "./__fixtures__/in-memory-server.js";
import { McpServerError } from "./mcp-server-error.js";
import { McpServerManager } from "./server-manager.js";

let http: TestHttpServer | undefined;
let manager: McpServerManager | undefined;
afterEach(async () => {
  await manager?.close();
  await http?.close();
  manager = http = undefined;
});

describe("MCP servers over Streamable HTTP", () => {
  it("lists and calls a server's tools on 127.0.0.1, sending the configured headers", async () => {
    const server = createTestServer([
      { name: "weather", inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] }, handler: (args) => text(`sunny in ${String(args.city)}`) },
    ]);
    http = await startHttpServer(server);
    manager = new McpServerManager({ env: { TOKEN: "t0ken" }, servers: { web: { type: "http", url: http.url, headers: { Authorization: "Bearer ${TOKEN}" } } } });
    const model = scriptedModel([{ toolCalls: [{ name: "mcp__web__weather", input: { city: "Lisbon" } }] }, { text: "It is sunny." }]);
    const agent = createAgent({ model, registry: createInterceptorRegistry(), loopInterceptors: [new ToolExecutionInterceptor(manager)] });
    let output = "";
    const run = agent.run("weather?");
    for await (const event of run) if (event.type === "tool.end") output = event.result.output;
    expect((await run).status).toBe("completed");
    expect(output).toBe("sunny in Lisbon");
    expect(server.calls).toEqual([{ name: "weather", args: { city: "Lisbon" } }]);
    expect(http.requests.every((headers) => headers.authorization === "Bearer t0ken")).toBe(true);
  });

  it("reports an endpoint nobody listens on, naming the server and the URL", async () => {
    const server = createTestServer([]);
    http = await startHttpServer(server);
    const url = http.url;
    await http.close();
    http = undefined;
    manager = new McpServerManager({ servers: { gone: { url, startupTimeoutMs: 5_000 } } });
    const error = await manager.listTools().catch((caught: unknown) => caught);
    expect(McpServerError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(new RegExp(`^MCP server "gone" could not be reached at ${url.replace(/[.]/g, "\\.")}: .*ECONNREFUSED`));
  });
});
