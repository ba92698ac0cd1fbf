import os from "node:os";
import path from "node:path";

/**
 * loopgate's cache directory: `$XDG_CACHE_HOME/loopgate`, else `~/.cache/loopgate`. Only absolute
 * `XDG_CACHE_HOME` values count, as the XDG base directory specification says.
 *
 * @example
 * loopgateCacheDir({ XDG_CACHE_HOME: "/tmp/cache" }); // "/tmp/cache/loopgate"
 */
export function loopgateCacheDir(env: NodeJS.ProcessEnv = process.env, home: string = os.homedir()): string {
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg !== undefined && path.isAbsolute(xdg) ? xdg : path.join(env.HOME && path.isAbsolute(env.HOME) ? env.HOME : home, ".cache");
  return path.join(base, "loopgate");
}
