import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/** How one package manager names packages: which subcommands install them, which run one, which options name one. */
interface PackageCommand {
  /** Subcommands whose operands are all packages (`npm install a b`). */
  install?: readonly string[];
  /** Subcommands whose first operand is a package (or script) that is run at once (`npm exec x args`); `""` for the command itself (`npx`). */
  run?: readonly string[];
  /** Options whose values are packages (`npx -p x`, `uvx --from x`, `pip install -e x`). */
  packageOptions: readonly string[];
  grammar: OptionGrammar;
  /** npm's `user/repo` shorthand for a GitHub repository. */
  githubShorthand?: boolean;
  /** A script URL is run with permissions that reach the host (deno's `-A`, `--allow-write`, …). */
  permissions?: boolean;
}

const NPM_VALUES = ["registry", "tag", "prefix", "workspace", "omit", "include", "install-strategy", "cache", "loglevel", "userconfig", "package", "call", "filter", "dir", "cwd", "backend", "mode", "shell-mode"];
const NPM: PackageCommand = {
  install: ["install", "i", "add", "a", "in", "ins", "inst", "insta", "instal", "isnt", "isntall", "install-test", "it"],
  run: ["exec", "x", "dlx"],
  packageOptions: ["package"],
  grammar: { flags: "gDEOSBPy", values: "pcwFC", longValues: NPM_VALUES, aliases: { p: "package", c: "call", w: "workspace", F: "filter", C: "dir" } },
  githubShorthand: true,
};
const NPX: PackageCommand = { run: [""], packageOptions: ["package"], grammar: { flags: "yq", values: "pc", longValues: ["package", "call", "shell"], aliases: { p: "package", c: "call" }, stopAtOperand: true }, githubShorthand: true };
const PIP_VALUES = ["requirement", "constraint", "editable", "target", "index-url", "extra-index-url", "find-links", "root", "prefix", "platform", "python-version", "implementation", "abi", "src", "upgrade-strategy", "no-binary", "only-binary", "progress-bar", "config-settings", "report", "trusted-host", "proxy", "retries", "timeout", "exists-action", "cert", "client-cert", "cache-dir", "log", "python", "root-user-action", "index", "default-index", "group", "optional", "extra", "spec", "from", "with", "with-requirements", "pip-args", "suffix", "preinstall", "source", "package", "project", "directory", "env-file", "script", "module"];
const PIP: PackageCommand = {
  install: ["install", "add", "inject"],
  run: ["run"],
  packageOptions: ["editable", "spec", "from", "with", "preinstall"],
  grammar: { flags: "UqvIDG", values: "rcetifCpwGE", longValues: PIP_VALUES, aliases: { r: "requirement", c: "constraint", e: "editable", t: "target", i: "index-url", f: "find-links", C: "config-settings", p: "python", w: "with" } },
};
const UVX: PackageCommand = { run: [""], packageOptions: ["from", "with"], grammar: { values: "pw", longValues: PIP_VALUES, aliases: { p: "python", w: "with" }, stopAtOperand: true } };
const CARGO: PackageCommand = { install: ["install"], packageOptions: ["git"], grammar: { flags: "fq", values: "jZ", longValues: ["git", "path", "branch", "tag", "rev", "root", "version", "index", "registry", "features", "target", "profile", "target-dir", "config", "jobs"] } };
const DENO: PackageCommand = {
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
  poetry: PIP,
  pdm: PIP,
  uvx: UVX,
  cargo: CARGO,
  deno: DENO,
};

/**
 * Packages installed or run straight from a URL, a git repository or a gist instead of a registry
 * name (`pip install git+https://…`, `npm i github:user/repo`, `npx user/repo`, `uvx --from
 * git+https://… tool`, `pipx run https://…/script.py`, `cargo install --git …`, `deno run -A
 * https://…`): code nobody published or reviewed, whose install scripts run at once. A registry name
 * is everyday work (typosquats cannot be told from names); `file:`, local paths and this machine's
 * servers are local; `deno run` of a URL without permissions stays in Deno's sandbox.
 */
export const packageSourceRules: RuleSet = {
  category: "remote-code",
  rules: [
    { id: "rce.unreviewed-package", decision: "ask", description: "A package installed or run straight from a URL, a git repository or a gist rather than a registry (pip install git+https://…, npx github:user/repo, uvx --from git+…, deno run -A https://…)." },
  ],
  invocation(invocation) {
    const found = unreviewedPackage(invocation);
    if (!found) return [];
    return [{ rule: "rce.unreviewed-package", decision: "ask", reason: `${shown(invocation)} ${found}${via(invocation)}` } satisfies Hit];
  },
};

/** What the command fetches and runs from outside a registry, described, if anything. */
function unreviewedPackage(invocation: Invocation): string | undefined {
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
  const spec = COMMANDS[name];
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
  const candidates: Field[] = spec.packageOptions.flatMap((option) => parsed.values(option));
  // What is installed: every operand. What is run: the first operand is the package (or script), the rest are its arguments.
  if (mode === "install") candidates.push(...(name === "pipx" && invocation.argv[1]?.value === "inject" ? parsed.operands.slice(1) : parsed.operands));
  else if (parsed.operands[0]) candidates.push(parsed.operands[0]);
  for (const field of candidates) {
    const source = field.value !== undefined ? remoteSource(field.value, spec.githubShorthand === true) : undefined;
    if (!source) continue;
    if (spec.permissions) return hostPermissions(parsed.options.map((option) => option.name)) ? `runs a script straight from ${source} with access to this machine` : undefined;
    return `${mode === "install" ? "installs" : "runs"} a package straight from ${source}, which no registry vetted; its code runs at once`;
  }
  return undefined;
}

/** Where a package specifier points when it is not a registry name or a local path: "github.com (a git repository)", … */
function remoteSource(specifier: string, githubShorthand: boolean): string | undefined {
  const value = specifier.trim();
  // npm's `name@spec` and PEP 508's `name @ url` name a package and say where it comes from.
  const at = value.indexOf("@", 1);
  const spec = at > 0 && !/^(?:git\+|git:|ssh:|https?:)/i.test(value) ? value.slice(at + 1).trim() : value;
  const vcs = /^(?:git\+|hg\+|svn\+|bzr\+)?(?:[a-z]+:\/\/)?(?:[\w.-]+@)?([\w.-]+)[:/]/i;
  if (/^(?:git|hg|svn|bzr)\+/i.test(spec) || /^git:\/\//i.test(spec) || /^git@[\w.-]+:/.test(spec)) return local(spec) ? undefined : `${vcs.exec(spec)?.[1] ?? "a repository"} (a version-control repository)`;
  const hosted = /^(github|gitlab|bitbucket|gist):/i.exec(spec);
  if (hosted) return `${hosted[1]?.toLowerCase()} (a git repository)`;
  const url = /^https?:\/\/([^/:?#\s]+)/i.exec(spec);
  if (url) return local(spec) ? undefined : `${url[1]} (a URL)`;
  if (githubShorthand && /^[A-Za-z0-9][\w.-]*\/[\w.-]+(?:#\S*)?$/.test(spec) && !/\.(?:tgz|tar|tar\.gz)$/i.test(spec)) return "github.com (a git repository)";
  return undefined;
}

/** A URL of this machine (`http://localhost:4873/…`, a local verdaccio) or a `file:` repository. */
function local(spec: string): boolean {
  return /^(?:git\+)?file:/i.test(spec) || /^(?:[a-z+]+:\/\/)?(?:[\w.-]+@)?(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/]|$)/i.test(spec);
}

/** Deno permissions that let a script touch this machine beyond its sandbox. */
function hostPermissions(options: readonly string[]): boolean {
  return options.some((name) => name === "permission-set" || /^allow-(?:all|read|write|run|env|ffi|sys|net|import)$/.test(name));
}
