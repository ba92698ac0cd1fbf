import { statSync } from "node:fs";
import path from "node:path";
import { loadConfig, type LoadedConfig } from "../config/load-config.js";
import { loopgateConfigSchema } from "../config/schema.js";
import { CliUsageError } from "./cli-error.js";

/**
 * The workspace directory a command works in: `--cwd` (relative to the process's directory), or
 * the process's directory. It must exist.
 */
export function resolveWorkspaceDir(option: string | undefined, processCwd: string, exitCode: number): string {
  const dir = path.resolve(processCwd, option ?? ".");
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    // Reported below.
  }
  if (!isDirectory) throw new CliUsageError({ message: `--cwd ${dir} is not an existing directory`, exitCode });
  return dir;
}

/**
 * The config for a command: `--config <file>` (relative to the process's directory), none with
 * `--no-config`, else the nearest `loopgate.config.*` found upward from the workspace.
 */
export function loadCommandConfig(option: string | boolean | undefined, workspace: string, processCwd: string): LoadedConfig {
  if (option === false) return { config: loopgateConfigSchema.parse({}), file: undefined, dir: workspace };
  if (typeof option === "string") return loadConfig({ cwd: processCwd, file: option });
  return loadConfig({ cwd: workspace });
}
