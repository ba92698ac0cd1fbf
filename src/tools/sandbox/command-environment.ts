import { ConfigurationError } from "../../errors/index.js";
import { MODEL_CREDENTIAL_VARIABLES } from "../builtin/shared/shell.js";

/**
 * The variables commands get from loopgate's environment: what a shell, a locale and the common
 * toolchains need to find themselves, and nothing that usually holds a secret.
 */
export const COMMAND_ENV_NAMES: readonly string[] = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "TERM",
  "COLORTERM",
  "NO_COLOR",
  "TZ",
  "LANG",
  "LANGUAGE",
  "TMPDIR",
  "CI",
  "EDITOR",
  "NODE_ENV",
  "JAVA_HOME",
  "GOPATH",
  "GOROOT",
  "GOFLAGS",
  "CARGO_HOME",
  "RUSTUP_HOME",
  "VIRTUAL_ENV",
  "CONDA_PREFIX",
  "PYENV_ROOT",
  "NVM_DIR",
  "VOLTA_HOME",
  "PNPM_HOME",
  "BUN_INSTALL",
  "DENO_DIR",
];

/** Passed by prefix: the locale categories. */
const COMMAND_ENV_PREFIXES: readonly string[] = ["LC_"];

/** Passed only when commands may use the network: proxies and the certificates to trust. */
export const NETWORK_ENV_NAMES: readonly string[] = [
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "ALL_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "all_proxy",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "NODE_EXTRA_CA_CERTS",
  "REQUESTS_CA_BUNDLE",
];

/**
 * What every command gets, so nothing waits for a person: no pagers, no git password prompts. And
 * SHLVL: bash started with a socket as its input (as background processes are) and no SHLVL takes
 * itself for a remote shell and runs the user's `.bashrc` first.
 */
const NON_INTERACTIVE: Readonly<Record<string, string>> = { PAGER: "cat", GIT_PAGER: "cat", GIT_TERMINAL_PROMPT: "0", SHLVL: "1" };

/** How to build a command's environment. */
export interface CommandEnvironmentOptions {
  /** Where the values come from. Default `process.env`. */
  source?: NodeJS.ProcessEnv;
  /** More names to pass (validated by `assertPassableEnvNames`). */
  extraNames?: readonly string[];
  /** Pass the proxy and certificate variables too. */
  network?: boolean;
  /** Values that replace the source's (HOME, TMPDIR inside the sandbox). */
  overrides?: Readonly<Record<string, string>>;
}

/**
 * The environment commands run with: an allow-list of loopgate's own (`COMMAND_ENV_NAMES`, `LC_*`,
 * the network variables when the network is allowed, and `extraNames`), never the model providers'
 * keys, with pagers and git prompts off. Starting the sandbox launcher with exactly this
 * environment matters too: inside a PID namespace, `/proc/1/environ` is the launcher's.
 *
 * @example
 * commandEnvironment({ extraNames: ["JAVA_HOME"], network: false })
 * // { PATH: "…", HOME: "/home/ada", LANG: "C.UTF-8", PAGER: "cat", … }
 */
export function commandEnvironment(options: CommandEnvironmentOptions = {}): NodeJS.ProcessEnv {
  const source = options.source ?? process.env;
  const names = new Set([...COMMAND_ENV_NAMES, ...(options.network ? NETWORK_ENV_NAMES : []), ...(options.extraNames ?? [])]);
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (names.has(name) || COMMAND_ENV_PREFIXES.some((prefix) => name.startsWith(prefix))) env[name] = value;
  }
  Object.assign(env, NON_INTERACTIVE, options.overrides);
  return withoutModelCredentials(env);
}

/** A copy of `env` without the model providers' keys (for environments given explicitly), with SHLVL set. */
export function withoutModelCredentials(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy: NodeJS.ProcessEnv = { SHLVL: "1", ...env };
  for (const name of MODEL_CREDENTIAL_VARIABLES) delete copy[name];
  return copy;
}

/**
 * Checks configured extra variable names: plain names, and never a model provider's key (commands
 * must not be able to print the key that drives the agent). Throws `ConfigurationError`.
 */
export function assertPassableEnvNames(names: readonly string[]): void {
  for (const name of names) {
    if (typeof name !== "string" || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new ConfigurationError({ message: `sandbox.envNames: ${JSON.stringify(name)} is not an environment variable name` });
    }
    if (MODEL_CREDENTIAL_VARIABLES.includes(name)) {
      throw new ConfigurationError({ message: `sandbox.envNames: ${name} is a model provider's key; commands never get it` });
    }
  }
}
