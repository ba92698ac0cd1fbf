import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadHookConfig, type LoadHookConfigOptions } from "../config/load-hook-config.js";
import { loadHookConfigLazily } from "./lazy-hook-config.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function places() {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-lazy-hook-config-")));
  const home = path.join(dir, "home");
  const cwd = path.join(dir, "work", "sub");
  mkdirSync(home);
  mkdirSync(cwd, { recursive: true });
  return { home, cwd, env: { HOME: home } };
}

describe("loadHookConfigLazily", () => {
  it("gives exactly what loadHookConfig gives when there is nothing to read, and for --no-config", async () => {
    const { cwd, env } = places();
    for (const options of [{ cwd, env }, { cwd, env, file: false }] satisfies LoadHookConfigOptions[]) {
      expect(await loadHookConfigLazily(options)).toEqual(loadHookConfig(options));
    }
  });

  it("hands over to loadHookConfig when a user config, a project config or --config is in play", async () => {
    const { home, cwd, env } = places();
    writeFileSync(path.join(cwd, "..", "loopgate.config.json"), JSON.stringify({ guards: { commandSafety: { strict: true } } }));
    expect(await loadHookConfigLazily({ cwd, env })).toEqual(loadHookConfig({ cwd, env }));
    mkdirSync(path.join(home, ".config", "loopgate"), { recursive: true });
    writeFileSync(path.join(home, ".config", "loopgate", "config.json"), JSON.stringify({ trustedProjects: [path.join(cwd, "..")] }));
    const trusted = await loadHookConfigLazily({ cwd, env });
    expect(trusted).toEqual(loadHookConfig({ cwd, env }));
    expect(trusted.applied.map((entry) => entry.source)).toEqual(["user", "project"]);
    writeFileSync(path.join(cwd, "bad.json"), JSON.stringify({ guards: { nope: true } }));
    await expect(loadHookConfigLazily({ cwd, env, file: "bad.json" })).rejects.toThrow(/bad\.json/);
  });
});
