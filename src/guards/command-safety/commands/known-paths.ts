import path from "node:path";
import type { Invocation } from "../model.js";

/** Where the usual installations keep global packages and tools (Homebrew on Apple silicon, npm's default prefix). */
const NPM_PREFIX = "/usr/local";
const BREW_PREFIX = "/opt/homebrew";
/** The programs asked here, checked before anything is read from the arguments. */
const TOOLS: ReadonlySet<string> = new Set(["npm", "pnpm", "yarn", "git", "brew", "go", "realpath", "readlink"]);

/**
 * The path a tool prints when asked where something lives, as the usual installation has it, so a
 * write through `$(npm root -g)/…`, `$(git rev-parse --git-path hooks)/…` or `$(python3 -m site
 * --user-site)/…` is judged by its target: npm's and pnpm's global roots and prefixes, yarn's
 * global directory, git's directories in the project (`--git-dir`, `--git-common-dir`,
 * `--absolute-git-dir`, `--git-path X`), Homebrew's prefix, Python's user site, Go's paths,
 * `realpath`/`readlink -f` of a known absolute path. Undefined for anything else.
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
    case "realpath":
    case "readlink": {
      const operand = args.filter((arg) => !arg.startsWith("-"));
      const canonical = invocation.name === "realpath" || args.some((arg) => /^-[a-zA-Z]*[fem]/.test(arg) || arg === "--canonicalize");
      return canonical && operand.length === 1 && operand[0]?.startsWith("/") ? path.posix.normalize(operand[0]) : undefined;
    }
    default:
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
