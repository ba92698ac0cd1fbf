import { copyFileSync, constants, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigurationError, describeError } from "../errors/index.js";
import type { AgentName } from "./agent-tool-calls.js";
import { AGENT_HOOK_SETTINGS, type HookScope } from "./hook-settings.js";
import { mergeHookSettings } from "./merge-hook-settings.js";

/** Options of `initAgentHook`. */
export interface InitAgentHookOptions {
  agent: AgentName;
  scope: HookScope;
  /** The project directory (for `scope: "project"`). */
  cwd: string;
  /** The user's home directory (for `scope: "user"`). */
  home: string;
  /** The environment, for the agents' own overrides of their user directory (`CLAUDE_CONFIG_DIR`, `CODEX_HOME`). */
  env?: Record<string, string | undefined>;
  /** Work out the change without writing anything. */
  dryRun?: boolean;
  /** The command the hook runs; default `loopgate hook <agent>`. */
  command?: string;
  /** A check the agent must pass before it stops (installs the stop hook with `--stop-check`). */
  stopCheck?: string;
}

/** What `initAgentHook` did, or would do with `dryRun`. */
export interface InitAgentHookResult {
  /** The settings file. */
  file: string;
  /** The file's content with the hook in place. */
  content: string;
  /** False when the hook was already there exactly so: nothing was (or would be) written. */
  changed: boolean;
  /** True when the file did not exist before. */
  created: boolean;
  /** Where the previous content was copied before it was replaced. */
  backup?: string;
}

/**
 * Installs loopgate's hooks into an agent CLI's settings file (see `agentHookGroups`): the JSON
 * there is kept, loopgate's matcher groups are added (or brought up to date), the previous file is
 * copied to `<file>.loopgate-backup-<time>` and the new one replaces it in one step. Running it
 * again changes nothing. A file that is not valid JSON, or whose `hooks` have another shape, is
 * a `ConfigurationError` naming the file and the problem, and the file is left untouched.
 *
 * @example
 * const { file, changed } = initAgentHook({ agent: "claude", scope: "project", cwd: process.cwd(), home: os.homedir() });
 */
export function initAgentHook(options: InitAgentHookOptions): InitAgentHookResult {
  const file = AGENT_HOOK_SETTINGS[options.agent].file(options.scope, { cwd: options.cwd, home: options.home, env: options.env ?? {} });
  const text = readSettings(file);
  let existing: unknown;
  try {
    existing = text === undefined || text.trim() === "" ? undefined : JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError({ message: `${file} is not valid JSON (${describeError(error)}); it was left untouched`, cause: error });
  }
  let merged;
  try {
    merged = mergeHookSettings(existing, options.agent, {
      ...(options.command !== undefined ? { command: options.command } : {}),
      ...(options.stopCheck !== undefined ? { stopCheck: options.stopCheck } : {}),
    });
  } catch (error) {
    throw new ConfigurationError({ message: `${file}: ${describeError(error)}; it was left untouched`, cause: error });
  }
  const content = `${JSON.stringify(merged.settings, null, 2)}\n`;
  const result: InitAgentHookResult = { file, content, changed: merged.changed, created: text === undefined };
  if (!merged.changed || options.dryRun) return result;
  const backup = text === undefined ? undefined : `${file}.loopgate-backup-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  writeSettings(file, content, backup);
  return backup === undefined ? result : { ...result, backup };
}

function readSettings(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new ConfigurationError({ message: `${file} cannot be read: ${describeError(error)}`, cause: error });
  }
}

/** Writes next to the file and renames over it, so a reader never sees half a file; a symlink is written through. */
function writeSettings(file: string, content: string, backup: string | undefined): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const target = backup === undefined ? file : realpathSync(file);
    const mode = backup === undefined ? 0o644 : statSync(target).mode & 0o777;
    if (backup !== undefined) copyFileSync(target, backup, constants.COPYFILE_EXCL);
    const temporary = `${target}.loopgate-${process.pid}.tmp`;
    try {
      writeFileSync(temporary, content, { mode, flag: "wx" });
      renameSync(temporary, target);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  } catch (error) {
    throw new ConfigurationError({ message: `${file} could not be written: ${describeError(error)}`, cause: error });
  }
}
