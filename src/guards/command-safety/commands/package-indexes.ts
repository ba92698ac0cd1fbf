import type { Invocation } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";

/** A package index a command installs from, or configures for later installs. */
export interface PackageIndex {
  /** The index's URL as written (`http://198.51.100.78/simple`), or the setting (`GOSUMDB=off`). */
  url: string;
  /** Where it was given: `--index-url`, `PIP_INDEX_URL`, `npm config set registry`, … */
  through: string;
  /** Kept in a configuration file for every later install. */
  persistent: boolean;
  /** The source is not weak in itself, but checksum verification is off. */
  unverified?: boolean;
}

/** Options naming a package index, per tool family (pip's, uv's, npm's, gem's, cargo's and conda's manuals). */
const PIP_OPTIONS = ["--index-url", "-i", "--extra-index-url", "--index", "--default-index", "--find-links", "-f"];
const NPM_OPTIONS = ["--registry"];
const OPTIONS: Readonly<Record<string, readonly string[]>> = {
  pip: PIP_OPTIONS,
  uv: PIP_OPTIONS,
  uvx: PIP_OPTIONS,
  pipx: ["--index-url", "-i"],
  pdm: ["--index", "--source"],
  npm: NPM_OPTIONS,
  pnpm: NPM_OPTIONS,
  yarn: NPM_OPTIONS,
  bun: NPM_OPTIONS,
  npx: NPM_OPTIONS,
  bunx: NPM_OPTIONS,
  pnpx: NPM_OPTIONS,
  gem: ["--source", "-s"],
  cargo: ["--index"],
  conda: ["--channel", "-c"],
  mamba: ["--channel", "-c"],
  micromamba: ["--channel", "-c"],
  choco: ["--source", "-s"],
  dotnet: ["--source", "-s"],
};

/** Environment variables naming an index for pip, uv, npm, yarn, bun, Go and cargo. */
const INDEX_VARIABLES = /^(?:PIP_(?:INDEX_URL|EXTRA_INDEX_URL|FIND_LINKS)|UV_(?:INDEX_URL|EXTRA_INDEX_URL|DEFAULT_INDEX|INDEX|FIND_LINKS)|npm_config_registry|NPM_CONFIG_REGISTRY|YARN_NPM_REGISTRY_SERVER|YARN_REGISTRY|BUN_CONFIG_REGISTRY|GOPROXY|CARGO_REGISTRIES_\w+_INDEX|CONDA_CHANNELS)$/;
/** Configuration keys naming an index (`npm config set registry`, `pip config set global.index-url`, `yarn config set npmRegistryServer`). */
const INDEX_KEYS = /^(?:registry|@[\w.-]+:registry|npmRegistryServer|(?:global|install|user|site)\.(?:index-url|extra-index-url|find-links)|GOPROXY)$/;

/**
 * The package indexes a command installs from or configures: options (`pip install -i URL`,
 * `--extra-index-url`, `uv … --index`, `npm --registry`, `gem install --source`, `cargo install
 * --index`, `conda -c URL`), environment variables (`PIP_INDEX_URL`, `UV_EXTRA_INDEX_URL`,
 * `npm_config_registry`, `GOPROXY`, …), configuration written for later (`npm|pnpm|yarn config set
 * registry URL`, `pip config set global.index-url URL`, `go env -w GOPROXY=…`, `gem sources --add
 * URL`, `poetry source add NAME URL`), and Go's checksum database turned off (`GOSUMDB=off`,
 * `GONOSUMCHECK=1`, `GOINSECURE`, `GOFLAGS=-insecure`).
 *
 * @example
 * packageIndexes(invocation("pip", "install", "-i", "http://198.51.100.7/simple", "x"))[0]?.url // "http://198.51.100.7/simple"
 */
export function packageIndexes(invocation: Invocation): PackageIndex[] {
  const found: PackageIndex[] = [];
  if (invocation.assignments.size > 0) {
    for (const [name, value] of invocation.assignments) if (value.value !== undefined) found.push(...fromVariable(name, value.value, false));
  }
  const name = /^pip[\d.]*$/.test(invocation.name) || (/^python[\d.]*$/.test(invocation.name) && invocation.argv[2]?.value === "pip") ? "pip" : invocation.name;
  if (!Object.hasOwn(OPTIONS, name) && name !== "go" && name !== "poetry") return found;
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const options = ownEntry(OPTIONS, name);
  if (options) {
    values.forEach((value, index) => {
      for (const option of options) {
        const given = value === option ? values[index + 1] : option.startsWith("--") && value.startsWith(`${option}=`) ? value.slice(option.length + 1) : undefined;
        if (given !== undefined) found.push({ url: given, through: option, persistent: false });
      }
      // npm's per-scope registry: `--@acme:registry=URL`.
      const scoped = /^--(@[\w.-]+:registry)=(.+)$/.exec(value);
      if (scoped) found.push({ url: scoped[2] as string, through: `--${scoped[1]}`, persistent: false });
    });
  }
  found.push(...configured(name, values));
  return found;
}

/** An index set by an environment variable, or Go's checksum verification turned off by one. */
export function fromVariable(name: string, value: string, persistent: boolean): PackageIndex[] {
  if (INDEX_VARIABLES.test(name)) return value.split(/[,|\s]+/).filter((entry) => entry !== "" && entry !== "direct" && entry !== "off").map((url) => ({ url, through: name, persistent }));
  if ((name === "GOSUMDB" && value === "off") || (name === "GONOSUMCHECK" && value !== "" && value !== "0") || (name === "GOINSECURE" && value !== "") || (name === "GOFLAGS" && /(?:^|\s)-insecure\b/.test(value))) {
    return [{ url: `${name}=${value}`, through: name, persistent, unverified: true }];
  }
  return [];
}

/** Indexes written into configuration for later installs. */
function configured(name: string, values: readonly string[]): PackageIndex[] {
  const operands = values.filter((value) => !value.startsWith("-"));
  const [first, second, third, fourth] = operands;
  if ((name === "npm" || name === "pnpm" || name === "yarn" || name === "pip" || name === "bun") && first === "config" && second === "set" && third !== undefined) {
    // `npm config set registry URL` and `npm config set registry=URL`.
    const equals = third.indexOf("=");
    const key = equals > 0 ? third.slice(0, equals) : third;
    const url = equals > 0 ? third.slice(equals + 1) : fourth;
    return INDEX_KEYS.test(key) && url !== undefined ? [{ url, through: `${name} config set ${key}`, persistent: true }] : [];
  }
  if (name === "go" && first === "env" && values.includes("-w")) {
    return operands.slice(1).flatMap((entry) => {
      const equals = entry.indexOf("=");
      return equals > 0 ? fromVariable(entry.slice(0, equals), entry.slice(equals + 1), true) : [];
    });
  }
  if (name === "gem" && first === "sources") {
    const at = values.findIndex((value) => value === "--add" || value === "-a");
    return at >= 0 && values[at + 1] !== undefined ? [{ url: values[at + 1] as string, through: "gem sources --add", persistent: true }] : [];
  }
  if (name === "poetry" && first === "source" && second === "add" && fourth !== undefined) return [{ url: fourth, through: "poetry source add", persistent: true }];
  if ((name === "conda" || name === "mamba") && first === "config") {
    const at = values.findIndex((value) => value === "--add" || value === "--append" || value === "--prepend");
    return at >= 0 && values[at + 1] === "channels" && values[at + 2] !== undefined ? [{ url: values[at + 2] as string, through: `${name} config --add channels`, persistent: true }] : [];
  }
  return [];
}

/**
 * Why an index cannot be trusted with code, if it cannot: reached over plain HTTP (anyone on the
 * way can replace what it serves) or at a bare IP address of another machine (no name that an
 * organisation answers for). Indexes named by a host over HTTPS — public registries, mirrors, an
 * organisation's own registry — and this machine's own servers are trusted.
 *
 * @example
 * untrustedIndex("http://198.51.100.7/simple") // "over plain HTTP at a bare IP address"
 */
export function untrustedIndex(url: string): string | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^/:?#]+)/i.exec(url.trim());
  if (!match) return undefined;
  const scheme = (match[1] as string).toLowerCase();
  const host = (match[2] as string).toLowerCase();
  if (/^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|host\.docker\.internal)$/.test(host)) return undefined;
  const bareIp = /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith("[");
  // cargo's `sparse+http://`, pip's `git+http://`: the transport is the last part of the scheme.
  const plain = /(?:^|\+)(?:http|ftp|git)$/.test(scheme);
  if (plain && bareIp) return "over plain HTTP at a bare IP address";
  if (plain) return "over plain HTTP";
  return bareIp ? "at a bare IP address" : undefined;
}

/** Package managers' configuration files that name an index (npm, yarn, pip, uv, poetry, conda, gem, cargo, Go). */
export const INDEX_CONFIG_FILE = /(?:^|\/)(?:\.npmrc|npmrc|\.yarnrc(?:\.yml)?|pip\.conf|pip\.ini|uv\.toml|pyproject\.toml|\.condarc|\.gemrc|config\.toml|config|go\.env|env)$/;

/**
 * The indexes a package manager's configuration file names, by each tool's documentation:
 * `.npmrc` (`registry=`, `@scope:registry=`), `.yarnrc.yml` (`npmRegistryServer:`), `.yarnrc`
 * (`registry "…"`), `pip.conf` (`index-url`, `extra-index-url`, `find-links`), `uv.toml` and
 * `pyproject.toml` (`url`, `index-url` of an index table), `.condarc` and `.gemrc` (URLs listed as
 * channels or sources), cargo's `config.toml` (`index`, `registry`), Go's `env` file (`GOPROXY=`,
 * `GOSUMDB=off`). Empty for other files.
 *
 * @example
 * configuredIndexes("/home/ada/.npmrc", "registry=http://198.51.100.7/\n")[0]?.url // "http://198.51.100.7/"
 */
export function configuredIndexes(file: string, text: string): PackageIndex[] {
  const base = file.slice(file.lastIndexOf("/") + 1);
  const found: PackageIndex[] = [];
  const add = (url: string | undefined, key: string) => {
    if (url !== undefined && found.length < 16) found.push({ url: url.trim().replace(/^["']|["']$/g, ""), through: `${key} in ${base}`, persistent: true });
  };
  for (const line of text.split("\n", 2000)) {
    let match: RegExpExecArray | null = null;
    if (base === ".npmrc" || base === "npmrc") match = /^\s*((?:@[\w.-]+:)?registry)\s*=\s*(\S+)/.exec(line);
    else if (base === ".yarnrc.yml") match = /^\s*(npmRegistryServer)\s*:\s*(\S+)/.exec(line);
    else if (base === ".yarnrc") match = /^\s*(registry)\s+(\S+)/.exec(line);
    else if (base === "pip.conf" || base === "pip.ini") match = /^\s*(index-url|extra-index-url|find-links)\s*[=:]\s*(\S+)/.exec(line);
    else if (base === "uv.toml" || base === "pyproject.toml") match = /^\s*(url|index-url|extra-index-url|find-links)\s*=\s*(\S+)/.exec(line);
    else if (base === ".condarc" || base === ".gemrc") match = /^\s*-\s*(\S*?)(["']?[a-z][\w+.-]*:\/\/\S+)/i.exec(line);
    else if (base === "config.toml" || base === "config") match = file.includes(".cargo/") ? /^\s*(index|registry)\s*=\s*(\S+)/.exec(line) : null;
    else if (base === "go.env" || (base === "env" && file.includes("/go/"))) {
      const entry = /^\s*(\w+)\s*=\s*(\S*)/.exec(line);
      if (entry) found.push(...fromVariable(entry[1] as string, entry[2] as string, true));
      continue;
    }
    if (match) add(match[2], match[1] || (base === ".condarc" ? "channels" : "sources"));
  }
  return found;
}

/** The first index that cannot be trusted with code, described; or Go's checksum verification turned off. */
export function weakIndex(indexes: readonly PackageIndex[]): string | undefined {
  for (const index of indexes.slice(0, 16)) {
    if (index.unverified) return `turns Go's checksum verification off (${index.url})${index.persistent ? " for every later install" : ""}, so a module fetched from any proxy or repository is installed unchecked`;
    const why = untrustedIndex(index.url);
    if (why === undefined) continue;
    const url = index.url.length > 80 ? `${index.url.slice(0, 77)}...` : index.url;
    if (index.persistent) return `sets ${index.through} to ${url}, a package index ${why}, for every later install: what it serves runs as code and no registry vets it`;
    return `installs packages from ${url} (${index.through}), a package index ${why}: what it serves runs as code and no registry vets it`;
  }
  return undefined;
}
