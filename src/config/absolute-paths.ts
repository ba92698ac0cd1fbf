import path from "node:path";
import type { LoopgateConfig } from "./schema.js";

/**
 * A config whose guard paths (`allowPaths`, `allowSecretPaths`) no longer depend on the file's
 * folder: relative ones are resolved against `configDir`; `~/…` stays as it is. Needed before
 * configs of different folders are merged.
 *
 * @example
 * withAbsolutePaths({ guards: { securityAudit: { allowPaths: ["certs"] } } }, "/repo")
 * // { guards: { securityAudit: { allowPaths: ["/repo/certs"] } } }
 */
export function withAbsolutePaths(config: LoopgateConfig, configDir: string): LoopgateConfig {
  const guards = config.guards;
  if (guards === undefined) return config;
  const resolve = (entries: readonly string[]) => entries.map((entry) => (entry === "~" || entry.startsWith("~/") ? entry : path.resolve(configDir, entry)));
  const { commandSafety, securityAudit } = guards;
  return {
    ...config,
    guards: {
      ...guards,
      ...(typeof commandSafety === "object" && commandSafety.allowSecretPaths
        ? { commandSafety: { ...commandSafety, allowSecretPaths: resolve(commandSafety.allowSecretPaths) } }
        : {}),
      ...(typeof securityAudit === "object" && securityAudit.allowPaths ? { securityAudit: { ...securityAudit, allowPaths: resolve(securityAudit.allowPaths) } } : {}),
    },
  };
}
