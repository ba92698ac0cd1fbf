import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigurationError } from "../errors/index.js";
import { ConfigFileError } from "./config-file-error.js";
import { formatIssues } from "./format-issues.js";
import { readConfigData } from "./load-config.js";
import { userConfigSchema, type UserConfig } from "./user-config-schema.js";

/** The file names of the user's own config, in its folder (`~/.config/loopgate`). */
export const USER_CONFIG_FILE_NAMES = ["config.json", "config.yaml", "config.yml"] as const;

/** The user's config, validated, and where it is. */
export interface LoadedUserConfig {
  config: UserConfig;
  /** Its absolute path. */
  file: string;
  /** Its folder, which relative paths in it resolve against. */
  dir: string;
}

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

/**
 * Reads and validates the user's config; `undefined` when there is none. A file that cannot be
 * read, parsed or validated is a `ConfigFileError` naming it (the hook then blocks: fail closed).
 *
 * @example
 * const user = loadUserConfig(process.env); // { config: { trustedProjects: ["~/code/mine"] }, file, dir }
 */
export function loadUserConfig(env: Readonly<Record<string, string | undefined>>): LoadedUserConfig | undefined {
  const file = findUserConfigFile(env);
  if (file === undefined) return undefined;
  const data = readConfigData(file);
  const parsed = userConfigSchema.safeParse(data ?? {});
  if (!parsed.success) throw new ConfigFileError({ file, problems: formatIssues(parsed.error.issues) });
  return { config: parsed.data, file, dir: path.dirname(file) };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
