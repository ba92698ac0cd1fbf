import { findConfigFile } from "../config/find-config.js";
import type { LoadedConfig } from "../config/load-config.js";

/**
 * `loadCommandConfig`, for the commands that must start fast (`hook`, `check`): when there is no
 * config file to read (`--no-config`, or none found upward from the workspace) the defaults come
 * back without loading the config schema, its validator or the YAML parser; otherwise they are
 * loaded on demand and the config is read exactly as `loadCommandConfig` reads it.
 *
 * @example
 * const loaded = await loadCommandConfigLazily(options.config, cwd, io.cwd);
 */
export async function loadCommandConfigLazily(option: string | boolean | undefined, workspace: string, processCwd: string): Promise<LoadedConfig> {
  if (option === false || (option === undefined && findConfigFile(workspace) === undefined)) return { config: {}, file: undefined, dir: workspace };
  const { loadCommandConfig } = await import("./workspace-options.js");
  return loadCommandConfig(option, workspace, processCwd);
}
