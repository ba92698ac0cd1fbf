// Users who do not use MCP never load the MCP SDK: not by importing loopgate, nor through its config.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt } from "./cli/__fixtures__/run-cli.js";

beforeAll(assertBuilt);

const dist = (file: string) => JSON.stringify(fileURLToPath(new URL(`../dist/${file}`, import.meta.url)));

// A resolve hook that prints every module a fresh Node process loads after it is registered.
const PRINT_LOADED = `export async function resolve(specifier, context, next) { const resolved = await next(specifier, context); console.log(resolved.url); return resolved; }`;

/** The modules a fresh Node process loads while it runs `code`. */
function modulesLoadedBy(code: string): string[] {
  const script = `const { register } = await import("node:module"); register("data:text/javascript," + encodeURIComponent(${JSON.stringify(PRINT_LOADED)})); ${code}`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim().split("\n");
}

const sdk = (urls: string[]) => urls.filter((url) => url.includes("@modelcontextprotocol"));

describe("the MCP SDK is loaded only on use", () => {
  it("importing loopgate loads none of it", () => {
    const loaded = modulesLoadedBy(`await import(${dist("index.js")});`);
    expect(loaded.some((url) => url.endsWith("/dist/mcp/server-manager.js"))).toBe(true);
    expect(sdk(loaded)).toEqual([]);
  });

  it("building a runtime from a config without mcpServers loads none of it", () => {
    const loaded = modulesLoadedBy(`const { buildRuntime, loadConfig } = await import(${dist("config/index.js")}); await buildRuntime(loadConfig({ cwd: "/" }), { cwd: "/" });`);
    expect(loaded.some((url) => url.endsWith("/dist/config/build-runtime.js"))).toBe(true);
    expect(sdk(loaded)).toEqual([]);
  });

  it("loopgate/mcp loads it", () => {
    expect(sdk(modulesLoadedBy(`await import(${dist("mcp/index.js")});`)).length).toBeGreaterThan(0);
  });
});
