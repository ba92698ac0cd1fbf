import { kubectlOperands } from "../planes/kubectl-verb.js";
import { isSecretVariable } from "./secret-names.js";

/** What a command prints of the environment: all of it, or named variables. */
export interface EnvironmentPrint {
  /** The whole environment (or every variable), named by the command for reasons. */
  dump?: string;
  /** Variables printed by name whose names mark secrets (`printenv GITHUB_TOKEN`), as `$NAME`. */
  secrets: string[];
}

/** The commands `environmentPrint` knows (every other prints no environment). */
export const ENVIRONMENT_PRINTERS: ReadonlySet<string> = new Set(["env", "printenv", "export", "declare", "typeset", "set", "ps", "jq", "gojq", "systemctl", "docker", "podman", "nerdctl", "tmux", "launchctl", "kubectl", "oc", "get-childitem", "gci", "dir", "ls", "get-item", "gi", "direnv"]);

const NO_PRINT: EnvironmentPrint = Object.freeze({ secrets: [] as string[] });

/**
 * Whether a command (its name and arguments, `?` for unknown ones) prints the environment: `env` and `printenv` without a command or names,
 * `export -p`, `declare -x`/`-p`, `typeset -x`, bare `set`, BSD-style `ps e`, `jq -n env`,
 * `systemctl show-environment`, a container's environment by `docker inspect`; or prints
 * variables named as secrets (`printenv GITHUB_TOKEN`, `declare -p API_KEY`).
 *
 * @example
 * environmentPrint("printenv", []).dump // "printenv"
 * environmentPrint("printenv", ["GITHUB_TOKEN"]).secrets // ["$GITHUB_TOKEN"]
 */
export function environmentPrint(name: string, args: readonly string[]): EnvironmentPrint {
  const operands = args.filter((arg) => !arg.startsWith("-") && !arg.startsWith("+"));
  const named = (names: readonly string[]) => ({ secrets: names.filter((name) => isSecretVariable(name)).map((name) => `$${name}`) });
  switch (name) {
    case "env":
      // A wrapper that runs nothing prints the environment it would run with.
      return operands.every((arg) => arg.includes("=")) ? { dump: "env", secrets: [] } : NO_PRINT;
    case "printenv":
      return operands.length === 0 ? { dump: "printenv", secrets: [] } : named(operands);
    case "export":
      return operands.length === 0 && args.every((arg) => arg === "-p") ? { dump: "export -p", secrets: [] } : NO_PRINT;
    case "declare":
    case "typeset":
      if (operands.length === 0 && args.every((arg) => /^-[xpgr]+$/.test(arg))) return { dump: `${name} ${args.join(" ")}`.trim(), secrets: [] };
      return args.some((arg) => /^-[a-zA-Z]*p/.test(arg)) ? named(operands) : NO_PRINT;
    case "set":
      return args.length === 0 ? { dump: "set", secrets: [] } : NO_PRINT;
    case "ps":
      // BSD syntax (no dash): `e` shows each process's environment; `-e` (UNIX syntax) means every process.
      if (/^[auxwejlvfhrSTmgcnsZ]*e[auxwejlvfhrSTmgcnsZ]*$/.test(args[0] ?? "")) return { dump: `ps ${args[0]}`, secrets: [] };
      // BSD and macOS `-E`: the environment as well as the arguments.
      return args.some((arg) => /^-[a-zA-Z]*E[a-zA-Z]*$/.test(arg)) ? { dump: "ps -E", secrets: [] } : NO_PRINT;
    case "jq":
    case "gojq":
      if (args.some((arg) => /^(?:env|\$ENV)(?:\s*\|.*)?$/.test(arg.trim()))) return { dump: `${name} env`, secrets: [] };
      // A container's configured environment, picked out of `docker inspect`'s output.
      if (args.some((arg) => /\.Config\.Env\b|\.Env\[\]|\.spec\.containers\[[^\]]*\]\.env\b/i.test(arg))) return { dump: `${name} (a container's environment)`, secrets: [] };
      return named(args.flatMap((arg) => [...arg.matchAll(/(?:\$ENV|\benv)\.([A-Za-z_]\w*)/g)].map((match) => match[1] as string)));
    case "systemctl":
      if (args.includes("show-environment")) return { dump: "systemctl show-environment", secrets: [] };
      // A unit's `Environment=` settings (`systemctl show app -p Environment`, `--property=Environment`).
      return args[0] === "show" && args.some((arg, index) => /^(?:--property=|-p)Environment$/.test(arg) || ((arg === "-p" || arg === "--property") && /^Environment(?:,|$)/.test(args[index + 1] ?? ""))) ? { dump: "systemctl show -p Environment", secrets: [] } : NO_PRINT;
    case "kubectl":
    case "oc":
      // `kubectl set env … --list --resolve` prints a workload's variables with its secrets' values filled in.
      return kubectlOperands(args).slice(0, 2).join(" ") === "set env" && args.includes("--list") && args.includes("--resolve") ? { dump: `${name} set env --list --resolve`, secrets: [] } : NO_PRINT;
    case "get-childitem":
    case "gci":
    case "dir":
    case "ls":
    case "get-item":
    case "gi":
      // PowerShell's `env:` drive: all of it (`Get-ChildItem env:`), or one variable (`Get-Item env:GITHUB_TOKEN`).
      if (operands.some((arg) => /^env:[\\/]?\*?$/i.test(arg))) return { dump: `${name} env:`, secrets: [] };
      return named(operands.flatMap((arg) => /^env:[\\/]?(\w+)$/i.exec(arg)?.[1] ?? []));
    case "tmux":
      // The environment tmux gives new windows: the global one (`-g`) or a session's.
      return args.includes("show-environment") || args.includes("showenv") ? { dump: "tmux show-environment", secrets: [] } : NO_PRINT;
    case "launchctl":
      // `launchctl getenv NAME` prints a variable of the user's launchd session; `launchctl export` all of them.
      if (args[0] === "export") return { dump: "launchctl export", secrets: [] };
      return args[0] === "getenv" ? named(args.slice(1)) : NO_PRINT;
    case "direnv":
      // `direnv export SHELL` prints the variables `.envrc` loads as `export NAME=value`; `direnv dump` prints the whole environment.
      return args[0] === "export" || args[0] === "dump" ? { dump: `direnv ${args[0]}`, secrets: [] } : NO_PRINT;
    case "docker":
    case "podman":
    case "nerdctl":
      return args.includes("inspect") && args.some((arg) => /\.Config\.Env/.test(arg)) ? { dump: `${name} inspect (a container's environment)`, secrets: [] } : NO_PRINT;
    default:
      return NO_PRINT;
  }
}
