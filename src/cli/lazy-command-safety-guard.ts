import { fileURLToPath } from "node:url";
import type * as CommandSafety from "../guards/command-safety/index.js";
import type { CommandSafetyOptions } from "../guards/command-safety/options.js";
import type { InterceptorRegistration } from "../interceptors/types.js";
import type { PlantedCodeJudge } from "../guards/security-audit/judge-planted-write.js";
import { importModule } from "../util/import-module.js";
import { packagedCodeCacheDir, requireWithCodeCache } from "../util/require-with-code-cache.js";

/** The build's bundle of the command safety guard, beside the hook's bundle (see scripts/post-build.mjs). */
export const COMMAND_SAFETY_CHUNK = "hook-command-safety.cjs";

/** Id of the built-in command safety guard (the same as the guard's own). */
export const COMMAND_SAFETY_GUARD_ID = "builtin:command-safety-guard";

/** The key of the chunk's cache the build makes (see scripts/warm-code-cache.mjs); with its size. */
export const COMMAND_SAFETY_CHUNK_CACHE_KEY = "loopgate-hook";

type Guard = InterceptorRegistration<"tool.before">;

// The guard's modules, once loaded: one copy per process, as for any module.
let loaded: typeof CommandSafety | undefined;

/**
 * `commandSafetyGuard` for the hook's bundle, which the build puts in its place: the guard is most
 * of the hook's code, and a call that runs no shell command never uses it, so its bundle
 * (`COMMAND_SAFETY_CHUNK`) loads when the guard first judges a command. Options other than the home
 * directory are checked when the guard is created, as always (a bad one fails the hook before any
 * call is judged), so with those the guard loads at once. When the chunk cannot be loaded, the
 * guard's modules are imported instead; when neither loads, the guard throws, and a guard that
 * fails blocks the call (fail closed).
 *
 * @example
 * registry.add(commandSafetyGuard({ home: "/home/me" })); // loads nothing until a command is judged
 */
export function commandSafetyGuard(options: CommandSafetyOptions = {}): Guard {
  if (!checkedLater(options)) return loadCommandSafety().commandSafetyGuard(options);
  let guard: Guard | undefined;
  return {
    id: COMMAND_SAFETY_GUARD_ID,
    name: "tool.before",
    priority: 100,
    capability: "command",
    guard: true,
    handler: function commandSafetyGuardHandler(input, output) {
      if (guard !== undefined) return guard.handler(input, output);
      let commandSafety: typeof CommandSafety;
      try {
        commandSafety = loadCommandSafety();
      } catch {
        return importModule(new URL("../guards/command-safety/index.js", import.meta.url).href).then((modules) => {
          guard = (modules as typeof CommandSafety).commandSafetyGuard(options);
          return guard.handler(input, output);
        });
      }
      guard = commandSafety.commandSafetyGuard(options);
      return guard.handler(input, output);
    },
  };
}

/**
 * `createPlantedCodeJudge` for the hook's bundle: the security audit calls it only when a file tool
 * writes a file whose content a tool runs later (`isPlantedCodeFile`: `package.json`, hooks, MCP
 * configs, …), so a Read, or a write of any other file, never loads the command analyser. The
 * analyser's bundle loads at the first such write; when it cannot be loaded the judge throws, and
 * the audit, a guard, blocks the call (fail closed).
 *
 * @example
 * registry.add(securityAudit({ plantedCodeJudge: createPlantedCodeJudge({ home: "/home/me" }) })); // loads nothing yet
 */
export function createPlantedCodeJudge(options: CommandSafetyOptions = {}): PlantedCodeJudge {
  if (!checkedLater(options)) return loadCommandSafety().createPlantedCodeJudge(options);
  let judge: PlantedCodeJudge | undefined;
  return function judgePlantedWrite(write) {
    judge ??= loadCommandSafety().createPlantedCodeJudge(options);
    return judge(write);
  };
}

/** Whether the options need no checking now: none, or only a home directory the guard accepts. */
function checkedLater(options: CommandSafetyOptions): boolean {
  if (typeof options !== "object" || options === null) return false;
  const { home, ...rest } = options;
  return Object.keys(rest).length === 0 && (home === undefined || (typeof home === "string" && home.startsWith("/")));
}

function loadCommandSafety(): typeof CommandSafety {
  if (loaded) return loaded;
  let chunk;
  try {
    chunk = requireWithCodeCache(fileURLToPath(new URL(`./${COMMAND_SAFETY_CHUNK}`, import.meta.url)), { dir: packagedCodeCacheDir(), key: COMMAND_SAFETY_CHUNK_CACHE_KEY });
  } catch (error) {
    throw new Error(`the command safety guard could not be loaded (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  loaded = chunk.exports as typeof CommandSafety;
  chunk.saveCache();
  return loaded;
}
