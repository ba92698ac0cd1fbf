import { realpathSync } from "node:fs";
import path from "node:path";

/**
 * Whether a project config file lies in (or below) a folder the user trusts. The folder that holds
 * the file is compared by its real path, so a symbolic link from a trusted folder into another
 * one, or a link named `loopgate.config.json` pointing at a trusted project's config, does not
 * pass for the trusted project. Entries are absolute or `~/…` (expanded with `home`).
 *
 * @example
 * isTrustedProject("/home/ada/code/app/loopgate.config.json", ["~/code"], "/home/ada") // true
 */
export function isTrustedProject(configFile: string, trustedProjects: readonly string[], home: string): boolean {
  const dir = realPath(path.dirname(path.resolve(configFile)));
  return trustedProjects.some((entry) => isInside(dir, realPath(expandHome(entry, home))));
}

function expandHome(entry: string, home: string): string {
  if (entry === "~") return home;
  if (entry.startsWith("~/")) return path.join(home, entry.slice(2));
  return path.resolve(entry);
}

function realPath(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    return path.resolve(file);
  }
}

function isInside(dir: string, folder: string): boolean {
  const relative = path.relative(folder, dir);
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative));
}
