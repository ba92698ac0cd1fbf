import path from "node:path";
import type { Invocation } from "../model.js";

/** Where the usual installations keep global packages and tools (Homebrew on Apple silicon, npm's default prefix). */
const NPM_PREFIX = "/usr/local";
const BREW_PREFIX = "/opt/homebrew";
/** The programs asked here, checked before anything is read from the arguments. */
const TOOLS: ReadonlySet<string> = new Set(["npm", "pnpm", "yarn", "git", "brew", "go", "realpath", "readlink", "pip", "pip3", "uv", "poetry", "bun", "ccache", "composer", "dbt"]);

/**
 * The path a tool prints when asked where something lives, as the usual installation has it, so a
 * write through `$(npm root -g)/…`, `$(git rev-parse --git-path hooks)/…` or `$(python3 -m site
 * --user-site)/…` is judged by its target: npm's and pnpm's global roots and prefixes, yarn's
 * global directory, git's directories in the project (`--git-dir`, `--git-common-dir`,
 * `--absolute-git-dir`, `--git-path X`), Homebrew's prefix, Python's user site, Go's paths,
 * `realpath`/`readlink -f` of a known absolute path, dbt's profiles directory (`dbt debug
 * --config-dir`), and the caches tools report (`cacheLocation`).
 * Undefined for anything else.
 *
 * @example
 * knownPath(invocation("npm", "root", "-g"), "/home/ada") // "/usr/local/lib/node_modules"
 */
export function knownPath(invocation: Invocation, home: string): string | undefined {
  if (!TOOLS.has(invocation.name) && !invocation.name.startsWith("python")) return undefined;
  const values = invocation.argv.slice(1).map((field) => field.value);
  if (values.some((value) => value === undefined) || values.length > 4) return undefined;
  const args = values as string[];
  const global = args.some((arg) => arg === "-g" || arg === "--global" || arg === "--location=global");
  const verb = args.find((arg) => !arg.startsWith("-"));
  const cache = cacheLocation(invocation.name, args, home);
  if (cache !== undefined) return cache;
  switch (invocation.name) {
    case "npm":
      if (verb === "root" && global) return `${NPM_PREFIX}/lib/node_modules`;
      if (verb === "prefix" && global) return NPM_PREFIX;
      if (verb === "bin" && global) return `${NPM_PREFIX}/bin`;
      return verb === "config" && args[1] === "get" && args[2] === "prefix" ? NPM_PREFIX : undefined;
    case "pnpm":
      if (verb === "root" && global) return `${home}/.local/share/pnpm/global/5/node_modules`;
      return verb === "bin" && global ? `${home}/.local/share/pnpm` : undefined;
    case "yarn":
      return args[0] === "global" && args[1] === "dir" ? `${home}/.config/yarn/global` : args[0] === "global" && args[1] === "bin" ? `${NPM_PREFIX}/bin` : undefined;
    case "git":
      return gitPath(invocation, args);
    case "brew":
      if (args[0] === "--prefix" || args[0] === "--repository") return args[1] !== undefined && args[0] === "--prefix" ? `${BREW_PREFIX}/opt/${args[1]}` : BREW_PREFIX;
      return args[0] === "--cellar" ? `${BREW_PREFIX}/Cellar` : undefined;
    case "go":
      if (args[0] !== "env" || args.length !== 2) return undefined;
      return args[1] === "GOPATH" ? `${home}/go` : args[1] === "GOMODCACHE" ? `${home}/go/pkg/mod` : args[1] === "GOROOT" ? "/usr/local/go" : args[1] === "GOBIN" ? `${home}/go/bin` : undefined;
    case "dbt":
      // `dbt debug --config-dir` prints where profiles.yml is looked for, `~/.dbt` unless
      // DBT_PROFILES_DIR says otherwise, as a command that opens it (dbt-core's debug task):
      // scripts take its last word (`$(dbt debug --config-dir | tail -1 | awk '{print $2}')`).
      return args[0] === "debug" && args.includes("--config-dir") ? `To view your profiles.yml file, run:\n\nopen ${home}/.dbt` : undefined;
    case "realpath":
    case "readlink": {
      const operand = args.filter((arg) => !arg.startsWith("-"));
      const canonical = invocation.name === "realpath" || args.some((arg) => /^-[a-zA-Z]*[fem]/.test(arg) || arg === "--canonicalize");
      return canonical && operand.length === 1 && operand[0]?.startsWith("/") ? path.posix.normalize(operand[0]) : undefined;
    }
    default:
      if (/^python(?:\d+(?:\.\d+)?)?$/.test(invocation.name) && args[0] === "-m" && args[1] === "pip") return cacheLocation("pip", args.slice(2), home);
      return /^python(?:\d+(?:\.\d+)?)?$/.test(invocation.name) && args[0] === "-m" && args[1] === "site" && args.length === 3 ? pythonSite(args[2] as string, home) : undefined;
  }
}

/** `git rev-parse` in the project's root: its `.git` directory and the paths below it (`--git-path hooks`). */
function gitPath(invocation: Invocation, args: readonly string[]): string | undefined {
  if (args[0] !== "rev-parse" || !invocation.cwd.known || !invocation.cwd.initial) return undefined;
  const gitDirectory = `${invocation.cwd.path}/.git`;
  if (args.length === 2 && /^--(?:git-dir|git-common-dir|absolute-git-dir)$/.test(args[1] as string)) return gitDirectory;
  if (args.length === 3 && args[1] === "--git-path") return path.posix.join(gitDirectory, args[2] as string);
  return undefined;
}

function pythonSite(option: string, home: string): string | undefined {
  if (option === "--user-site") return `${home}/.local/lib/python3/site-packages`;
  return option === "--user-base" ? `${home}/.local` : undefined;
}

/**
 * The cache a tool prints when asked where its cache is, at the documented default of a Linux
 * home (Homebrew's at macOS's, where the prefix above is modelled), so that `rm -rf "$(go env
 * GOCACHE)"` is judged as deleting a re-downloadable cache, whatever the actual location:
 * - `go env GOCACHE`: "a subdirectory named go-build in the standard user cache directory" (go help cache);
 * - `npm config get cache` / `npm get cache`: "Default: Posix: ~/.npm" (npm docs, config#cache);
 * - `yarn cache dir` (Yarn 1, ~/.cache/yarn/v6) and `yarn config get cacheFolder` (Yarn 2+, the global ~/.yarn/berry/cache);
 * - `pnpm store path`: "Returns the path to the active store directory" (pnpm docs, cli/store);
 * - `pip cache dir`: "Show the cache directory" (pip docs, cli/pip_cache), ~/.cache/pip;
 * - `uv cache dir`: "Show the cache directory" (uv docs, reference/cli#uv-cache-dir), ~/.cache/uv;
 * - `poetry config cache-dir`: "Default: ~/.cache/pypoetry" on Linux (Poetry docs, configuration#cache-dir);
 * - `brew --cache [FORMULA]`: "Display Homebrew's download cache" (brew(1)), ~/Library/Caches/Homebrew;
 * - `bun pm cache`: "print the path to the global module cache" (Bun docs, cli/pm), ~/.bun/install/cache;
 * - `ccache --get-config cache_dir` / `-k cache_dir`: ~/.cache/ccache (ccache manual, cache_dir);
 * - `composer config cache-dir`: ~/.cache/composer (Composer docs, config#cache-dir).
 * sccache (`--show-stats` prints a table) and deno (`deno info` prints a report) have no query
 * that prints the location alone. Other keys (`go env GOPATH`, `npm config get prefix`,
 * `brew --prefix`) name installations, not caches. Undefined for anything else.
 *
 * @example
 * cacheLocation("go", ["env", "GOCACHE"], "/home/ada") // "/home/ada/.cache/go-build"
 */
export function cacheLocation(tool: string, args: readonly string[], home: string): string | undefined {
  const line = args.join(" ");
  switch (tool) {
    case "go":
      return line === "env GOCACHE" ? `${home}/.cache/go-build` : undefined;
    case "npm":
      return line === "config get cache" || line === "get cache" ? `${home}/.npm` : undefined;
    case "yarn":
      return line === "cache dir" ? `${home}/.cache/yarn/v6` : line === "config get cacheFolder" ? `${home}/.yarn/berry/cache` : undefined;
    case "pnpm":
      return line === "store path" ? `${home}/.local/share/pnpm/store/v3` : undefined;
    case "pip":
    case "pip3":
      return line === "cache dir" ? `${home}/.cache/pip` : undefined;
    case "uv":
      return line === "cache dir" ? `${home}/.cache/uv` : undefined;
    case "poetry":
      return line === "config cache-dir" ? `${home}/.cache/pypoetry` : undefined;
    case "brew":
      if (args[0] !== "--cache" || args.length > 2 || args[1]?.startsWith("-")) return undefined;
      return args[1] === undefined ? `${home}/Library/Caches/Homebrew` : `${home}/Library/Caches/Homebrew/downloads/${args[1].replace(/[/\\]/g, "-")}`;
    case "bun":
      return line === "pm cache" ? `${home}/.bun/install/cache` : undefined;
    case "ccache":
      return line === "--get-config cache_dir" || line === "-k cache_dir" || line === "--get-config=cache_dir" ? `${home}/.cache/ccache` : undefined;
    case "composer":
      return line === "config cache-dir" || line === "config --global cache-dir" ? `${home}/.cache/composer` : undefined;
    default:
      return undefined;
  }
}
