import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { packagedCacheFile, requireWithCodeCache } from "./require-with-code-cache.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
  dir = undefined;
});

function module(source: string): string {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-code-cache-")));
  const file = path.join(dir, "lib.cjs");
  writeFileSync(file, source);
  return file;
}

const SOURCE = 'const path = require("node:path");\nexports.twice = (n) => n * 2;\nexports.name = path.basename(__filename);\nexports.self = this === exports;\n';

describe("requireWithCodeCache", () => {
  it("loads a CommonJS file like require, stores the compiled code beside it once, and reads it back", () => {
    const file = module(SOURCE);
    const first = requireWithCodeCache(file);
    expect(first.exports).toMatchObject({ name: "lib.cjs", self: true });
    expect((first.exports as { twice(n: number): number }).twice(21)).toBe(42);
    first.saveCache();
    const cached = readdirSync(path.join(dir!, ".v8-cache"));
    expect(cached).toHaveLength(1);
    expect(cached[0]).toMatch(/^lib\.cjs-[0-9a-f]{16}\.bin$/);
    const second = requireWithCodeCache(file);
    expect((second.exports as { twice(n: number): number }).twice(2)).toBe(4);
    second.saveCache();
    expect(readdirSync(path.join(dir!, ".v8-cache"))).toEqual(cached);
  });

  it("survives a corrupt cache (V8 rejects it and it is rewritten) and a directory it cannot write", () => {
    const file = module(SOURCE);
    requireWithCodeCache(file).saveCache();
    const [name] = readdirSync(path.join(dir!, ".v8-cache"));
    writeFileSync(path.join(dir!, ".v8-cache", name!), "not a code cache");
    const loaded = requireWithCodeCache(file);
    expect((loaded.exports as { twice(n: number): number }).twice(5)).toBe(10);
    loaded.saveCache();
    rmSync(path.join(dir!, ".v8-cache"), { recursive: true });
    chmodSync(dir!, 0o555);
    const readOnly = requireWithCodeCache(file);
    expect(() => readOnly.saveCache()).not.toThrow();
    expect((readOnly.exports as { twice(n: number): number }).twice(1)).toBe(2);
  });

  it("reads the build's cache first and never writes it; falls back to the one beside the file when it is rejected or missing", () => {
    const file = module(SOURCE);
    const packaged = { dir: path.join(dir!, "code-cache"), key: "lib@1" };
    const built = requireWithCodeCache(file);
    (built.exports as { twice(n: number): number }).twice(1);
    mkdirSync(packaged.dir);
    const cacheFile = packagedCacheFile(file, packaged, statSync(file).size);
    writeFileSync(cacheFile, built.createCachedData());

    const fromBuild = requireWithCodeCache(file, packaged);
    expect(fromBuild.fromCache).toBe(true);
    expect((fromBuild.exports as { twice(n: number): number }).twice(4)).toBe(8);
    fromBuild.saveCache();
    expect(existsSync(path.join(dir!, ".v8-cache"))).toBe(false);
    expect(readdirSync(packaged.dir)).toEqual([path.basename(cacheFile)]);

    // Another key (another version of the file's package) finds nothing of the build's.
    expect(requireWithCodeCache(file, { ...packaged, key: "lib@2" }).fromCache).toBe(false);

    // V8 reuses what it compiled in this process, so a rejected cache shows only in a fresh one.
    writeFileSync(cacheFile, "not a code cache");
    const fresh = () => {
      const script = `const { requireWithCodeCache } = await import(${JSON.stringify(new URL("./require-with-code-cache.ts", import.meta.url).href)});
        const loaded = requireWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(packaged)});
        loaded.saveCache();
        process.stdout.write(JSON.stringify({ fromCache: loaded.fromCache, twice: loaded.exports.twice(3) }));`;
      const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
      return JSON.parse(result.stdout || result.stderr) as { fromCache: boolean; twice: number };
    };
    expect(fresh()).toEqual({ fromCache: false, twice: 6 });
    expect(readdirSync(path.join(dir!, ".v8-cache"))).toHaveLength(1);
    expect(readFileSync(cacheFile, "utf8")).toBe("not a code cache");
    expect(fresh()).toEqual({ fromCache: true, twice: 6 });
  });
});
