import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigurationError } from "../errors/index.js";

/** The file names of the user's own config, in its folder (`~/.config/loopgate`). */
export const USER_CONFIG_FILE_NAMES = ["config.json", "config.yaml", "config.yml"] as const;

/**
 * The folder of the user's own config: `$XDG_CONFIG_HOME/loopgate` when that variable holds an
 * absolute path, else `~/.config/loopgate` (`HOME`, else the account's home directory).
 *
 * @example
 * userConfigDir({ HOME: "/home/ada" }) // "/home/ada/.config/loopgate"
 */
export function userConfigDir(env: Readonly<Record<string, string | undefined>>): string {
  const xdg = env.XDG_CONFIG_HOME;
  // The XDG spec says a relative value is invalid and must be ignored.
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, "loopgate");
  return path.join(userHome(env), ".config", "loopgate");
}

/** The home directory `~` means: `HOME`, else the account's. */
export function userHome(env: Readonly<Record<string, string | undefined>>): string {
  const home = env.HOME;
  return home && path.isAbsolute(home) ? home : os.homedir();
}

/**
 * The user's config file, or `undefined` when there is none. Two of them side by side are an
 * error rather than a silent choice.
 */
export function findUserConfigFile(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const dir = userConfigDir(env);
  const found = USER_CONFIG_FILE_NAMES.map((name) => path.join(dir, name)).filter(isFile);
  if (found.length > 1) {
    throw new ConfigurationError({ message: `Found ${found.length} user config files in ${dir} (${found.map((file) => path.basename(file)).join(", ")}); keep one` });
  }
  return found[0];
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
