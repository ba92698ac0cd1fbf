import type { Field, Invocation } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { NPX_GRAMMAR } from "./wrappers.js";
import { ownEntry } from "../../../util/own-entry.js";

/** How one package manager names packages: which subcommands install them, which run one, which options name one. */
interface PackageCommand {
  /** The registry its names live in. */
  registry: PackageRegistry;
  /** Subcommands whose operands are all packages (`npm install a b`). */
  install?: readonly string[];
  /** Subcommands whose first operand is a package (or script) that is run at once (`npm exec x args`); `""` for the command itself (`npx`). */
  run?: readonly string[];
  /** Options whose values are packages (`npx -p x`, `uvx --from x`, `pip install -e x`). */
  packageOptions: readonly string[];
  grammar: OptionGrammar;
  /** npm's `user/repo` shorthand for a GitHub repository. */
  githubShorthand?: boolean;
  /** Deno: what it runs is a script, judged with the permissions it is given (`-A`, `--allow-write`, …). */
  permissions?: boolean;
}

const NPM_VALUES = ["registry", "tag", "prefix", "workspace", "omit", "include", "install-strategy", "cache", "loglevel", "userconfig", "package", "call", "filter", "dir", "cwd", "backend", "mode", "shell-mode"];
const NPM: PackageCommand = {
  registry: "npm",
  install: ["install", "i", "add", "a", "in", "ins", "inst", "insta", "instal", "isnt", "isntall", "install-test", "it"],
  run: ["exec", "x", "dlx"],
  packageOptions: ["package"],
  grammar: { flags: "gDEOSBPy", values: "pcwFC", longValues: NPM_VALUES, aliases: { p: "package", c: "call", w: "workspace", F: "filter", C: "dir" } },
  githubShorthand: true,
};
const NPX: PackageCommand = { registry: "npm", run: [""], packageOptions: ["package"], grammar: NPX_GRAMMAR, githubShorthand: true };
const PIP_VALUES = ["requirement", "constraint", "editable", "target", "index-url", "extra-index-url", "find-links", "root", "prefix", "platform", "python-version", "implementation", "abi", "src", "upgrade-strategy", "no-binary", "only-binary", "progress-bar", "config-settings", "report", "trusted-host", "proxy", "retries", "timeout", "exists-action", "cert", "client-cert", "cache-dir", "log", "python", "root-user-action", "index", "default-index", "group", "optional", "extra", "spec", "from", "with", "with-requirements", "pip-args", "suffix", "preinstall", "source", "package", "project", "directory", "env-file"];
const PIP: PackageCommand = {
  registry: "pypi",
  install: ["install", "add", "inject"],
  run: ["run"],
  packageOptions: ["editable", "spec", "from", "with", "preinstall"],
  grammar: { flags: "UqvIDG", values: "rcetifCpwGE", long: ["upgrade", "user", "pre", "no-deps", "force-reinstall", "ignore-installed", "no-cache-dir", "quiet", "verbose", "dry-run", "system", "break-system-packages"], longValues: PIP_VALUES, aliases: { r: "requirement", c: "constraint", e: "editable", t: "target", i: "index-url", f: "find-links", C: "config-settings", p: "python", w: "with" } },
};
const UVX: PackageCommand = { registry: "pypi", run: [""], packageOptions: ["from", "with"], grammar: { values: "pw", longValues: PIP_VALUES, aliases: { p: "python", w: "with" }, stopAtOperand: true } };
const CARGO: PackageCommand = { registry: "crates", install: ["install"], packageOptions: ["git"], grammar: { flags: "fq", values: "jZ", longValues: ["git", "path", "branch", "tag", "rev", "root", "version", "index", "registry", "features", "target", "profile", "target-dir", "config", "jobs"] } };
const DENO: PackageCommand = {
  registry: "npm",
  run: ["run", "serve", "x", "install"],
  packageOptions: [],
  grammar: {
    flags: "AqgfrPRWNES",
    values: "cnL",
    longValues: ["config", "import-map", "lock", "cert", "location", "seed", "v8-flags", "name", "root", "log-level", "ext", "port", "host", "entrypoint"],
    aliases: { A: "allow-all", R: "allow-read", W: "allow-write", N: "allow-net", E: "allow-env", S: "allow-sys", P: "permission-set", c: "config", n: "name", L: "log-level" },
    stopAtOperand: true,
  },
  permissions: true,
};

/** The package managers by program name; `python -m pip` and `uv pip`/`uv tool` are read as pip. */
const COMMANDS: Readonly<Record<string, PackageCommand>> = {
  npm: NPM,
  pnpm: NPM,
  yarn: NPM,
  bun: NPM,
  npx: NPX,
  bunx: NPX,
  pnpx: NPX,
  pip: PIP,
  pipx: PIP,
  // `poetry run` and `pdm run` run a command in the project's environment; only pipx's `run` fetches a package.
  poetry: { ...PIP, run: [] },
  pdm: { ...PIP, run: [] },
  uvx: UVX,
  cargo: CARGO,
  deno: DENO,
};

/** The registries package names are looked up in. */
export type PackageRegistry = "npm" | "pypi" | "crates";

/** The packages a command installs or runs, as written. */
export interface PackageRequest {
  registry: PackageRegistry;
  /** `install`: every field is installed; `run`: the package is fetched and run at once (`npx`, `uvx`, `pipx run`, `deno run`). */
  mode: "install" | "run";
  /** The package specifiers: names with versions, URLs, paths, `git+…`, as written. */
  packages: Field[];
  /** The script a runner runs (`deno run x.ts`, `uv run x.py`, either may be a URL): not a registry name. */
  script?: Field;
  /** npm's `user/repo` shorthand names a GitHub repository. */
  githubShorthand: boolean;
  /** Deno: the script runs with permissions that reach the host (`-A`, `--allow-write`, …). */
  hostPermissions?: boolean;
}

/**
 * The packages a package manager's command installs or runs: `npm|pnpm|yarn|bun install|add`,
 * `npx`/`bunx`/`pnpx`/`npm exec`/`pnpm dlx`/`yarn dlx`, `pip`/`python -m pip`/`uv pip install`,
 * `uv add`, `uv tool install|run`, `uvx`, `pipx install|run|inject`, `poetry|pdm add`,
 * `cargo install`, `deno run|serve|x|install`. Options that name packages (`-p`, `--from`,
 * `--with`, `--spec`, `-e`, `--git`) count; options that only name an index do not.
 *
 * @example
 * packageRequest(invocation("pip", "install", "-i", "https://idx/simple", "requests"))?.packages.map((f) => f.value) // ["requests"]
 */
export function packageRequest(invocation: Invocation): PackageRequest | undefined {
  let name = invocation.name;
  let args = invocation.argv.slice(1);
  if (/^python[\d.]*$/.test(name) && args[0]?.value === "-m" && args[1]?.value === "pip") [name, args] = ["pip", args.slice(2)];
  else if (/^pip[\d.]*$/.test(name)) name = "pip";
  else if (name === "uv" && (args[0]?.value === "pip" || args[0]?.value === "tool")) [name, args] = [args[0]?.value === "pip" ? "pip" : "uv-tool", args.slice(1)];
  if (name === "uv-tool") {
    // `uv tool install x` installs; `uv tool run x` is `uvx x`.
    if (args[0]?.value === "run") [name, args] = ["uvx", args.slice(1)];
    else name = "pip";
  } else if (name === "uv") name = "pip";
  const spec = ownEntry(COMMANDS, name);
  if (!spec) return undefined;
  let mode: "install" | "run";
  if (spec.run?.includes("")) mode = "run";
  else {
    const subcommand = args[0]?.value;
    if (subcommand === undefined) return undefined;
    if (spec.install?.includes(subcommand)) mode = "install";
    else if (spec.run?.includes(subcommand)) mode = "run";
    else return undefined;
    args = args.slice(1);
  }
  const parsed = parseOptions(args, spec.grammar);
  const packages: Field[] = spec.packageOptions.flatMap((option) => parsed.values(option));
  // `pip install -r https://…/requirements.txt`: the list of what is installed comes from the network.
  if (spec === PIP) packages.push(...parsed.values("requirement").filter((field) => /^[a-z][a-z0-9+.-]*:\/\//i.test(field.value ?? "")));
  // `deno run x.ts` and `uv run x.py` run a script or command, not a package of the registry.
  const scriptRunner = spec.permissions === true || (invocation.name === "uv" && invocation.argv[1]?.value === "run");
  // What is installed: every operand. What is run: the first operand is the package (or script), the rest are its arguments.
  if (mode === "install") packages.push(...(name === "pipx" && invocation.argv[1]?.value === "inject" ? parsed.operands.slice(1) : parsed.operands));
  else if (parsed.operands[0] && !scriptRunner) packages.push(parsed.operands[0]);
  const request: PackageRequest = { registry: spec.registry, mode, packages, githubShorthand: spec.githubShorthand === true };
  if (scriptRunner && parsed.operands[0]) request.script = parsed.operands[0];
  if (spec.permissions) request.hostPermissions = hostPermissions(parsed.options.map((option) => option.name));
  return request;
}

/** Deno permissions that let a script touch this machine beyond its sandbox. */
function hostPermissions(options: readonly string[]): boolean {
  return options.some((name) => name === "permission-set" || /^allow-(?:all|read|write|run|env|ffi|sys|net|import)$/.test(name));
}
