import { statSync } from "node:fs";
import path from "node:path";
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
