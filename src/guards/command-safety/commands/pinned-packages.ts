import type { Field, Invocation } from "../model.js";
import type { ReleaseRegistry } from "../rules/compromised-releases.js";
import { packageRequest } from "./package-specifiers.js";
import { ownEntry } from "../../../util/own-entry.js";
import { optionValue } from "./option-values.js";

/** One package a command installs or runs, with the version it pins when it pins one. */
export interface PinnedPackage {
  registry: ReleaseRegistry;
  name: string;
  version?: string;
  /** The specifier as written. */
  written: string;
}

/** System package managers: the subcommands that install and how a version is attached to a name. */
const SYSTEM_INSTALLERS: Readonly<Record<string, { registry: ReleaseRegistry; install: readonly string[]; separator: "=" | "@" | "-" }>> = {
  "apt-get": { registry: "debian", install: ["install", "reinstall"], separator: "=" },
  apt: { registry: "debian", install: ["install", "reinstall"], separator: "=" },
  aptitude: { registry: "debian", install: ["install", "reinstall"], separator: "=" },
  apk: { registry: "debian", install: ["add"], separator: "=" },
  dnf: { registry: "debian", install: ["install", "reinstall", "downgrade"], separator: "-" },
  yum: { registry: "debian", install: ["install", "reinstall", "downgrade"], separator: "-" },
  microdnf: { registry: "debian", install: ["install"], separator: "-" },
  zypper: { registry: "debian", install: ["install", "in"], separator: "-" },
  brew: { registry: "homebrew", install: ["install", "reinstall", "upgrade"], separator: "@" },
};

/** A system package name with its version, by how the manager attaches it. */
const SYSTEM_SPECIFIERS: Readonly<Record<"=" | "@" | "-", RegExp>> = { "=": /^([^=]+)=(.+)$/, "@": /^([^@]+)@(.+)$/, "-": /^(.+?)-(\d[\w.+~]*)(?:-[\w.+~]+)?$/ };
/** Longer specifiers are no package name. */
const MAX_SPECIFIER = 256;
/** The most packages read per command. */
const MAX_PACKAGES = 128;

/**
 * The packages a command installs or runs, with their pinned versions: `npm i x@1.2.3`,
 * `yarn|pnpm|bun add x@1.2.3`, `npx x@1.2.3`, `pip|uv pip|pipx|poetry|pdm install|add x==1.2.3`,
 * `cargo install x@1.2.3` (or `--version`), `gem install x -v 1.2.3` (or `x:1.2.3`),
 * `apt-get install x=1.2.3-1`, `apk add x=1.2.3-r0`, `dnf install x-1.2.3`, `brew install x@1.2.3`.
 *
 * @example
 * pinnedPackages(invocation("npm", "i", "event-stream@3.3.6")) // [{ registry: "npm", name: "event-stream", version: "3.3.6", written: "event-stream@3.3.6" }]
 */
export function pinnedPackages(invocation: Invocation): PinnedPackage[] {
  const request = packageRequest(invocation);
  if (request) {
    const version = request.registry === "crates" ? optionValue(invocation.argv.map((field) => field.value ?? ""), ["--version"]) : undefined;
    return request.packages.slice(0, MAX_PACKAGES).flatMap((field) => languagePackage(request.registry, field, version));
  }
  const values = invocation.argv.slice(1, MAX_PACKAGES + 1).map((field) => field.value ?? "");
  if (invocation.name === "gem") return gemPackages(values);
  const system = ownEntry(SYSTEM_INSTALLERS, invocation.name);
  const verb = values.findIndex((value) => !value.startsWith("-"));
  if (!system || !system.install.includes(values[verb] ?? "")) return [];
  return values.slice(verb + 1).filter((value) => !value.startsWith("-") && value !== "").map((value) => systemPackage(system.registry, system.separator, value));
}

/** npm's `name@version` (scoped names too), PyPI's `name==version` (extras dropped), cargo's `name@version`. */
function languagePackage(registry: "npm" | "pypi" | "crates", field: Field, version: string | undefined): PinnedPackage[] {
  const written = field.value;
  if (written === undefined) return [];
  if (registry === "pypi") {
    const match = /^([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*(?:(?:===?|@)\s*v?([\w.+!-]+))?$/.exec(written);
    return match ? [{ registry, name: match[1] as string, ...(match[2] ? { version: match[2] } : {}), written }] : [];
  }
  const at = written.lastIndexOf("@");
  const name = at > 0 ? written.slice(0, at) : written;
  const pinned = at > 0 ? written.slice(at + 1).replace(/^[=v]+/, "") : version;
  if (!/^(?:@[\w.-]+\/)?[\w.-]+$/.test(name)) return [];
  return [{ registry, name, ...(pinned ? { version: pinned } : {}), written }];
}

/** `gem install NAME -v VERSION`, `--version=VERSION`, `NAME:VERSION`. */
function gemPackages(values: readonly string[]): PinnedPackage[] {
  if (values[0] !== "install" && values[0] !== "i") return [];
  const rest = values.slice(1);
  const version = rest.find((_value, index) => rest[index - 1] === "-v" || rest[index - 1] === "--version") ?? rest.find((value) => value.startsWith("--version="))?.slice(10);
  return rest
    .filter((value, index) => !value.startsWith("-") && rest[index - 1] !== "-v" && rest[index - 1] !== "--version")
    .map((value) => {
      const [name, pinned] = value.split(":", 2) as [string, string | undefined];
      const chosen = pinned ?? version;
      return { registry: "rubygems" as const, name, ...(chosen ? { version: chosen } : {}), written: value };
    });
}

/** A system package with its version: the upstream part (epoch and Debian revision removed). */
function systemPackage(registry: ReleaseRegistry, separator: "=" | "@" | "-", value: string): PinnedPackage {
  const match = value.length > MAX_SPECIFIER ? null : SYSTEM_SPECIFIERS[separator].exec(value);
  if (!match) return { registry, name: value, written: value };
  const upstream = (match[2] as string).replace(/^\d+:/, "").replace(/-[^-]*$/, "");
  return { registry, name: match[1] as string, version: upstream, written: value };
}

