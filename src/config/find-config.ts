import { statSync } from "node:fs";
import path from "node:path";
import { ConfigurationError } from "../errors/index.js";

/** The file names loopgate looks for, in each directory from the start directory up to the root. */
export const CONFIG_FILE_NAMES = ["loopgate.config.json", "loopgate.config.yaml", "loopgate.config.yml"] as const;

/**
 * The nearest config file: `loopgate.config.json`, `.yaml` or `.yml` in `startDir` or the closest
 * directory above it; `undefined` when there is none. Two of them side by side are an error
 * rather than a silent choice.
 *
 * @example
 * findConfigFile("/work/app/src") // "/work/app/loopgate.config.yaml"
 */
export function findConfigFile(startDir: string): string | undefined {
  let dir = path.resolve(startDir);
  while (true) {
    const found = CONFIG_FILE_NAMES.map((name) => path.join(dir, name)).filter(isFile);
    if (found.length > 1) {
      throw new ConfigurationError({ message: `Found ${found.length} config files in ${dir} (${found.map((file) => path.basename(file)).join(", ")}); keep one` });
    }
    if (found[0]) return found[0];
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
