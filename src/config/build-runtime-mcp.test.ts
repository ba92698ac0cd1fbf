import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { createAgent } from "../loop/agent.js";
import { ToolExecutionInterceptor } from "../loop/interceptors/tool-execution.js";
import { scriptedModel } from "../models/scripted.js";
import { waitUntilDead } from "../tools/builtin/__fixtures__/wait-until-dead.js";
import { buildRuntime, type Runtime } from "./build-runtime.js";
import type { LoadedConfig } from "./load-config.js";
import { loopgateConfigSchema, type LoopgateConfigInput } from "./schema.js";

const TEST_SERVER = fileURLToPath(new URL("../mcp/__fixtures__/stdio-test-server.mjs", import.meta.url));

let dir: string;
let runtime: Runtime | undefined;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-runtime-mcp-")));
});
afterEach(async () => {
  await runtime?.mcpServers?.close();
  runtime = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const loaded = (config: LoopgateConfigInput): LoadedConfig => ({ config: loopgateConfigSchema.parse(config), file: path.join(dir, "loopgate.config.json"), dir });

describe("buildRuntime with mcpServers", () => {
  it("starts the servers, hands their tools to the agent, and accepts interceptors naming them", async () => {
    writeFileSync(
      path.join(dir, "deny-echo.mjs"),
      'export default { id: "deny-echo", name: "tool.before", toolMatcher: /^mcp__test__echo$/, handler: (_i, o) => { o.block = true; o.blockReason = "no echo"; } };',
    );
    runtime = await buildRuntime(loaded({ mcpServers: { test: { command: process.execPath, args: [TEST_SERVER] } }, interceptors: ["./deny-echo.mjs"] }), { cwd: dir });
    expect(runtime.mcpServers?.serverNames).toEqual(["test"]);
    expect(runtime.loopInterceptors.at(-1)).toBeInstanceOf(ToolExecutionInterceptor);
    const model = scriptedModel([{ toolCalls: [{ name: "mcp__test__echo", input: { text: "hi" } }, { name: "mcp__test__pid", input: {} }] }, { text: "done" }]);
    const agent = createAgent({ model, cwd: dir, ...runtime });
    const outcomes: Record<string, string> = {};
    for await (const event of agent.run("go")) if (event.type === "tool.end") outcomes[event.toolName] = event.status;
    expect(outcomes).toEqual({ mcp__test__echo: "blocked", mcp__test__pid: "ok" });
    expect(model.calls[0]!.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(["read", "exec", "mcp__test__echo", "mcp__test__pid"]));
  });

  it("reports a server that cannot start as a config error naming the file and the server, leaving no process behind", async () => {
    const config = { mcpServers: { good: { command: process.execPath, args: [TEST_SERVER] }, bad: { command: "loopgate-no-such-server" } } };
    const pids: number[] = [];
    const error = await buildRuntime(loaded(config), { cwd: dir, onMcpEvent: (event) => event.type === "mcp.server.started" && event.pid && pids.push(event.pid) }).catch((caught: unknown) => caught);
    expect(ConfigurationError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      `mcpServers in ${path.join(dir, "loopgate.config.json")}: MCP server "bad" cannot start: the command "loopgate-no-such-server" was not found (is it installed, and on PATH?)`,
    );
    expect(pids).toHaveLength(1);
    expect(await waitUntilDead(pids)).toBe(true);
  });

  it("resolves a server's relative cwd against the config file", async () => {
    writeFileSync(path.join(dir, "server.mjs"), `import(${JSON.stringify(TEST_SERVER)});`);
    runtime = await buildRuntime(loaded({ mcpServers: { test: { command: process.execPath, args: ["server.mjs"], cwd: "." } } }), { cwd: "/" });
    const pid = runtime.mcpServers!.pids().test!;
    await runtime.mcpServers!.close();
    expect(await waitUntilDead([pid])).toBe(true);
  });

  it("has no MCP servers for a config without any", async () => {
    runtime = await buildRuntime(loaded({}), { cwd: dir });
    expect(runtime.mcpServers).toBeUndefined();
    expect(runtime.loopInterceptors).toEqual([]);
  });
});
