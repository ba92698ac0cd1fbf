import path from "node:path";
import { ConfigFileError } from "./config-file-error.js";
import { formatIssues } from "./format-issues.js";
import { readConfigData } from "./load-config.js";
import { findUserConfigFile } from "./user-config-location.js";
import { userConfigSchema, type UserConfig } from "./user-config-schema.js";

// Where the user's config is, without its schema: the hook's fast path asks before loading zod.
export { findUserConfigFile, USER_CONFIG_FILE_NAMES, userConfigDir, userHome } from "./user-config-location.js";

/** The user's config, validated, and where it is. */
export interface LoadedUserConfig {
  config: UserConfig;
  /** Its absolute path. */
  file: string;
  /** Its folder, which relative paths in it resolve against. */
  dir: string;
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
