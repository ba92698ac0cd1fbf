import path from "node:path";
import { findConfigFile } from "../config/find-config.js";
import type { HookConfig, LoadHookConfigOptions } from "../config/load-hook-config.js";
import { findUserConfigFile, userConfigDir } from "../config/user-config-location.js";

/**
 * `loadHookConfig`, for the commands that must start fast (`hook`, `check`): when there is no
 * config file to read (`--no-config`, or neither a user config nor a project config in reach) the
 * same result comes back without loading the config schemas, their validator or the YAML parser;
 * otherwise they load on demand and the config is assembled by `loadHookConfig` itself.
 *
 * @example
 * const { loaded } = await loadHookConfigLazily({ cwd, env: io.env, processCwd: io.cwd });
 */
export async function loadHookConfigLazily(options: LoadHookConfigOptions): Promise<HookConfig> {
  const cwd = path.resolve(options.cwd);
  const nothingToRead = options.file === false || (options.file === undefined && findUserConfigFile(options.env) === undefined && findConfigFile(cwd) === undefined);
  if (nothingToRead) {
    const noConfig = options.file === false;
    return {
      userConfigDir: userConfigDir(options.env),
      ignored: [],
      loaded: noConfig ? { config: {}, file: undefined, dir: cwd } : { config: {}, file: undefined, dir: cwd, interceptorLayers: [] },
      applied: [],
      noConfig,
    };
  }
  const { loadHookConfig } = await import("../config/load-hook-config.js");
  return loadHookConfig(options);
}
