import { isAscii } from "node:buffer";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

/** A CommonJS file loaded by `requireWithCodeCache`. */
export interface CodeCachedModule {
  /** What the file exported. */
  exports: unknown;
  /** Whether V8 compiled the file from a cache (the build's or an earlier process's). */
  fromCache: boolean;
  /**
   * Stores V8's compiled code for the next process beside the file, unless it came from a cache
   * already. Call it once the module has done some work: the functions compiled by then are stored
   * too. Never throws.
   */
  saveCache(): void;
  /** V8's compiled code of the file as it is now (with every function compiled so far), for the build to store. */
  createCachedData(): Buffer;
}

/** Where `requireWithCodeCache` looks for a cache the build made (it never writes there). */
export interface PackagedCodeCache {
  /** The directory the build wrote its caches to (`dist/code-cache`). */
  dir: string;
  /** What names the file's content besides its size, e.g. `mvdan-sh@0.10.1`; the build uses the same. */
  key: string;
}

/**
 * Loads a CommonJS file the way `require` does, but through V8's code cache, so the process skips
 * most of the compiling: for large files (the shell parser, the bundled hook) that is most of their
 * load time, and Node 20 has no compile cache of its own.
 *
 * Two caches are read, first found first: the one the build made (`packaged`, in the package's
 * `dist/code-cache`, made by running the code on sample work so the functions it needs are in it),
 * and one an earlier process left in a `.v8-cache` directory beside the file — where whoever could
 * change the cache could change the code itself. The build's is never written at run time; the one
 * beside the file is written by `saveCache` when no cache was accepted, and when that directory
 * cannot be written the file just loads uncached. Both are keyed by the Node version and
 * architecture and the file's size (the one beside the file also by its time and the process's V8
 * flags), and V8 itself rejects a cache made by another V8 or with other flags.
 *
 * @example
 * const parser = requireWithCodeCache(require.resolve("mvdan-sh"), { dir: packagedCodeCacheDir(), key: "mvdan-sh@0.10.1" });
 * parser.saveCache();
 */
export function requireWithCodeCache(file: string, packaged?: PackagedCodeCache): CodeCachedModule {
  const source = readSource(file);
  const stats = statSync(file);
  const runtimeFile = runtimeCacheFile(file, stats);
  const candidates = packaged ? [packagedCacheFile(file, packaged, stats.size), runtimeFile] : [runtimeFile];
  const wrapped = Module.wrap(source);
  let script: vm.Script | undefined;
  for (const candidate of candidates) {
    const cachedData = readCache(candidate);
    if (cachedData === undefined) continue;
    // No dynamic `import()` can run in this code: Node 20 loses its loader when the code comes from
    // the cache. Keep such imports in files loaded the ordinary way.
    script = new vm.Script(wrapped, { filename: file, cachedData });
    if (!script.cachedDataRejected) break;
  }
  const fromCache = script !== undefined && script.cachedDataRejected === false;
  const compiled = script ?? new vm.Script(wrapped, { filename: file });
  const wrapper = compiled.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
  const module = { exports: {} as unknown };
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  let stored = fromCache;
  return {
    exports: module.exports,
    fromCache,
    saveCache() {
      if (stored) return;
      stored = true;
      writeCache(runtimeFile, () => compiled.createCachedData());
    },
    createCachedData: () => compiled.createCachedData(),
  };
}

/**
 * The file the build stores `file`'s cache in, within `packaged.dir`.
 *
 * @example
 * packagedCacheFile("/pkg/dist/cli/hook-entry.cjs", { dir: "/pkg/dist/code-cache", key: "loopgate" }, 123456)
 * // "/pkg/dist/code-cache/hook-entry.cjs-3f2a….bin"
 */
export function packagedCacheFile(file: string, packaged: PackagedCodeCache, size: number): string {
  return path.join(packaged.dir, `${path.basename(file)}-${fingerprint(`${process.version}\0${process.arch}\0${size}\0${packaged.key}`)}.bin`);
}

/**
 * The directory of the caches the build made, `dist/code-cache`: found from this module, which sits
 * one directory below `dist` both as a module (`dist/util`) and inside the bundles (`dist/cli`).
 *
 * @example
 * packagedCodeCacheDir() // "/…/node_modules/loopgate/dist/code-cache"
 */
export function packagedCodeCacheDir(): string {
  return path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), "code-cache");
}

function runtimeCacheFile(file: string, stats: { size: number; mtimeMs: number }): string {
  // The process's V8 flags are part of the key: a cache made under other flags would be rejected,
  // and rewriting it would only make the next ordinary process reject it in turn.
  const flags = `${process.execArgv.join(" ")}\0${process.env.NODE_OPTIONS ?? ""}`;
  const key = fingerprint(`${process.version}\0${process.arch}\0${stats.size}\0${stats.mtimeMs}\0${flags}`);
  return path.join(path.dirname(file), ".v8-cache", `${path.basename(file)}-${key}.bin`);
}

/** Two 32-bit FNV-1a hashes of `text` (different seeds), as 16 hex digits: a file name, not a security measure (V8 checks the cache itself). */
function fingerprint(text: string): string {
  let first = 0x811c9dc5;
  let second = 0x050c5d1f;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x01000193);
  }
  return `${(first >>> 0).toString(16).padStart(8, "0")}${(second >>> 0).toString(16).padStart(8, "0")}`;
}

/** The file as text: ASCII (most bundled code) is copied as it is, faster than decoding UTF-8. */
function readSource(file: string): string {
  const bytes = readFileSync(file);
  return isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, data: () => Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temporary, data(), { flag: "wx" });
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
