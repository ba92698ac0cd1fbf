// Users who do not trace never load OpenTelemetry: not by importing loopgate, nor by running the CLI
// without --otlp; the package can be absent.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt } from "./cli/__fixtures__/run-cli.js";

beforeAll(assertBuilt);

const dist = (file: string) => JSON.stringify(fileURLToPath(new URL(`../dist/${file}`, import.meta.url)));

// A resolve hook that prints every module a fresh Node process loads after it is registered.
const PRINT_LOADED = `export async function resolve(specifier, context, next) { const resolved = await next(specifier, context); console.log(resolved.url); return resolved; }`;

function modulesLoadedBy(code: string): string[] {
  const script = `const { register } = await import("node:module"); register("data:text/javascript," + encodeURIComponent(${JSON.stringify(PRINT_LOADED)})); ${code}`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim().split("\n");
}

const otel = (urls: string[]) => urls.filter((url) => url.includes("@opentelemetry") || url.includes("/dist/otel/"));

describe("OpenTelemetry is loaded only on use", () => {
  it("importing loopgate, loopgate/audit or the CLI's run command loads none of it", () => {
    const loaded = modulesLoadedBy(
      `await import(${dist("index.js")}); await import(${dist("audit/index.js")}); await import(${dist("cli/commands/run-task.js")});`,
    );
    expect(loaded.some((url) => url.endsWith("/dist/cli/commands/run-task.js"))).toBe(true);
    expect(otel(loaded)).toEqual([]);
  });

  it("loopgate/otel loads @opentelemetry/api only", () => {
    const loaded = otel(modulesLoadedBy(`await import(${dist("otel/index.js")});`)).filter((url) => url.includes("@opentelemetry"));
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every((url) => url.includes("@opentelemetry/api/"))).toBe(true);
  });
});
