import type { DataSource } from "../model.js";
import type { Env } from "../walk/env.js";

/** Directories searched when `PATH` is not known: the system's and the usual per-user ones. */
const DEFAULT_DIRECTORIES = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin", "/opt/bin"];
const HOME_DIRECTORIES = ["bin", ".local/bin", "go/bin", ".cargo/bin", ".bun/bin", ".deno/bin", ".npm-global/bin"];
/** At most this many `PATH` entries are looked at. */
const MAX_ENTRIES = 32;

/**
 * The file a bare program name runs when the command itself wrote that file into a directory of
 * the search path earlier (`curl -o /usr/local/bin/tool … && chmod +x … && tool`, `… | install
 * /dev/stdin ~/.local/bin/tool && tool`): the written file's source, or undefined. Only the files
 * the command wrote are looked up, so a command that wrote none costs nothing.
 *
 * @example
 * // wget -qO /usr/local/bin/tool https://x/tool && tool --init
 * pathProgram("tool", env)?.provenance.network // true
 */
export function pathProgram(name: string, env: Env): DataSource | undefined {
  if (env.files.size === 0 || name === "" || name.includes("/")) return undefined;
  const home = env.get("HOME")?.value || env.home;
  // `PATH=/opt/x/bin:$PATH`: the known entries, then the usual ones the unknown rest most likely holds.
  const variable = env.get("PATH");
  const path = variable?.value ?? variable?.dynamic?.prefix ?? "";
  const directories = [...path.split(":", MAX_ENTRIES), ...DEFAULT_DIRECTORIES, ...HOME_DIRECTORIES.map((directory) => `${home}/${directory}`)];
  for (const directory of directories) {
    if (!directory.startsWith("/")) continue;
    const found = env.files.get(`${directory.replace(/\/+$/, "")}/${name}`);
    if (found) return found;
  }
  return undefined;
}
