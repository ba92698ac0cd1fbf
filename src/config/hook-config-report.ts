import path from "node:path";
import type { HookConfig } from "./load-hook-config.js";

/**
 * The lines `--verbose` prints for `hook` and `check`: which configs were applied, how, and which
 * project settings were ignored and why.
 *
 * @example
 * for (const line of hookConfigReport(hookConfig)) process.stderr.write(`loopgate: ${line}\n`);
 */
export function hookConfigReport(hookConfig: HookConfig): string[] {
  if (hookConfig.noConfig) return ["config: none (--no-config); the built-in guards at their defaults"];
  const lines: string[] = [];
  const user = hookConfig.applied.find((entry) => entry.source === "user");
  const userFile = user?.file ?? path.join(hookConfig.userConfigDir, "config.json");
  for (const entry of hookConfig.applied) {
    if (entry.source === "explicit") lines.push(`config: ${entry.file} (--config): applied in full`);
    else if (entry.source === "user") lines.push(`config: ${entry.file} (your user config): applied`);
    else if (entry.trusted) lines.push(`config: ${entry.file} (project, trusted by trustedProjects in ${userFile}): applied in full`);
    else {
      lines.push(
        `config: ${entry.file} (project, not trusted): only settings that add rules or raise decisions are applied, and no interceptor module is loaded; ` +
          `to trust it, list its folder in trustedProjects of ${userFile}`,
      );
    }
  }
  if (!hookConfig.applied.some((entry) => entry.source === "explicit")) {
    if (user === undefined) lines.unshift(`config: no user config in ${hookConfig.userConfigDir}`);
    if (!hookConfig.applied.some((entry) => entry.source === "project")) lines.push("config: no project config (loopgate.config.*) found");
  }
  for (const setting of hookConfig.ignored) lines.push(`ignored ${setting.key} of ${setting.file}: ${setting.reason}`);
  return lines;
}
