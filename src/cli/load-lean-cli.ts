import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { packagedCodeCacheDir, requireWithCodeCache } from "../util/require-with-code-cache.js";
import { EXIT_CODES } from "./exit-codes.js";
import type { CliIO } from "./io.js";
import type * as LeanCli from "./lean-cli.js";
import { cliVersion } from "./version.js";

const LEAN_COMMANDS: ReadonlySet<string> = new Set(["hook", "check"]);

/** The key of the bundle's cache the build makes (see scripts/post-build.mjs); with the bundle's size. */
export const HOOK_BUNDLE_CACHE_KEY = "loopgate-hook";

/**
 * The lean CLI: the build's bundle of it (`dist/cli/hook-entry.cjs`, loaded through V8's code
 * cache — the build's, in `dist/code-cache` — which is much faster than its many modules) when
 * there is one, else its modules as they are. Call `saveCache` once it has done its work.
 */
export async function loadLeanCli(): Promise<{ cli: typeof LeanCli; saveCache(): void }> {
  const bundle = fileURLToPath(new URL("./hook-entry.cjs", import.meta.url));
  if (existsSync(bundle)) {
    try {
      const loaded = requireWithCodeCache(bundle, { dir: packagedCodeCacheDir(), key: HOOK_BUNDLE_CACHE_KEY });
      return { cli: loaded.exports as typeof LeanCli, saveCache: () => loaded.saveCache() };
    } catch {
      // A damaged bundle must not let a hook fail open: the modules it was built from still work.
    }
  }
  return { cli: await import("./lean-cli.js"), saveCache: () => undefined };
}

/**
 * Runs `--version`, `hook` and `check` without loading the full CLI (see `runLeanCli`); resolves
 * with `undefined` for every other command line, which the full CLI then runs.
 */
export async function runLeanCommand(argv: readonly string[], io: CliIO): Promise<number | undefined> {
  if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
    io.stdout.write(`${cliVersion()}\n`);
    return EXIT_CODES.ok;
  }
  if (!LEAN_COMMANDS.has(argv[0] ?? "")) return undefined;
  const { cli, saveCache } = await loadLeanCli();
  const code = await cli.runLeanCli(argv, io);
  saveCache();
  return code;
}
