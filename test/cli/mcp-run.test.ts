import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitUntilDead } from "../../src/tools/builtin/__fixtures__/wait-until-dead.js";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

const TEST_SERVER = fileURLToPath(new URL("../../src/mcp/__fixtures__/stdio-test-server.mjs", import.meta.url));

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

describe("loopgate run with mcpServers", () => {
  it("gives the agent the config's MCP servers' tools, and stops the servers when the run ends", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({ mcpServers: { test: { command: process.execPath, args: [TEST_SERVER] } } }),
      "script.json": JSON.stringify([{ toolCalls: [{ name: "mcp__test__echo", input: { text: "from the server" } }] }, { text: "The server answered." }]),
    });
    const { code, stdout, stderr } = await runCli(["run", "ask the server", "--model", "scripted:script.json", "--json"], { cwd: project.dir });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const events = stdout.trim().split("\n").map((line) => JSON.parse(line) as { type: string; toolName?: string; result?: { output?: string }; pid?: number });
    expect(events.find((event) => event.type === "tool.end")).toMatchObject({ toolName: "mcp__test__echo", result: { output: "from the server" } });
    const started = events.find((event) => event.type === "mcp.server.started");
    expect(started?.pid).toBeGreaterThan(0);
    expect(await waitUntilDead([started!.pid!])).toBe(true);
  });

  it("exits 2 naming the server when it cannot start, before any model call", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({ mcpServers: { broken: { command: process.execPath, args: [TEST_SERVER, "fail"] } } }),
      "script.json": JSON.stringify([{ text: "never sent" }]),
    });
    const { code, stdout, stderr } = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(`loopgate: mcpServers in ${project.file("loopgate.config.json")}: MCP server "broken" exited during startup (exit code 2)`);
    expect(stderr).toContain("Error: cannot open the database at /nonexistent/db.sqlite");
  });
});
