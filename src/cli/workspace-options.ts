import { loadConfig, type LoadedConfig } from "../config/load-config.js";
import { loopgateConfigSchema } from "../config/schema.js";

export { resolveWorkspaceDir } from "./workspace-dir.js";

/**
 * The config for a command: `--config <file>` (relative to the process's directory), none with
 * `--no-config`, else the nearest `loopgate.config.*` found upward from the workspace.
 */
export function loadCommandConfig(option: string | boolean | undefined, workspace: string, processCwd: string): LoadedConfig {
  if (option === false) return { config: loopgateConfigSchema.parse({}), file: undefined, dir: workspace };
  if (typeof option === "string") return loadConfig({ cwd: processCwd, file: option });
  return loadConfig({ cwd: workspace });
}
