import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

/** A CommonJS file loaded by `requireWithCodeCache`. */
export interface CodeCachedModule {
  /** What the file exported. */
  exports: unknown;
  /**
   * Stores V8's compiled code for the next process, unless it came from the cache already. Call it
   * once the module has done some work: the functions compiled by then are stored too. Never throws.
   */
  saveCache(): void;
}

/**
 * Loads a CommonJS file the way `require` does, but through V8's code cache, so the next process
 * skips most of the compiling: for large files (the shell parser, the bundled hook) that is most
 * of their load time, and Node 20 has no compile cache of its own. The cache lives in a
 * `.v8-cache` directory beside the file — where whoever could change the cache could change the
 * code itself — and is keyed by the Node version and the file's size and time, so a cache V8 would
 * reject is never read. When the directory cannot be written, the file just loads uncached.
 *
 * @example
 * const parser = requireWithCodeCache(require.resolve("mvdan-sh"));
 * parser.saveCache();
 */
export function requireWithCodeCache(file: string): CodeCachedModule {
  const source = readFileSync(file, "utf8");
  const cacheFile = cachePath(file);
  const cachedData = readCache(cacheFile);
  // No dynamic `import()` can run in this code: Node 20 loses its loader when the code comes from
  // the cache. Keep such imports in files loaded the ordinary way.
  const script = new vm.Script(Module.wrap(source), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
  const module = { exports: {} as unknown };
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  let stored = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    saveCache() {
      if (stored) return;
      stored = true;
      writeCache(cacheFile, script);
    },
  };
}

function cachePath(file: string): string {
  const { size, mtimeMs } = statSync(file);
  const key = createHash("sha256").update(`${process.version}\0${process.arch}\0${size}\0${mtimeMs}`).digest("hex").slice(0, 16);
  return path.join(path.dirname(file), ".v8-cache", `${path.basename(file)}-${key}.bin`);
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, script: vm.Script): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temporary, script.createCachedData(), { flag: "wx" });
    renameSync(temporary, file);
  } catch {
    // A read-only install or a race with another process: the next run compiles again, no harm.
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}
