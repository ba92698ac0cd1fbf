import type { Invocation } from "../model.js";

/** A command a package or build tool is told on its command line to run, or configuration it is told to load from elsewhere. */
export interface CarriedCommand {
  /** Shell code the tool runs (undefined when the option only loads configuration that may hold hooks). */
  code?: string;
  /** The option, for reasons (`apt-get -o DPkg::Pre-Invoke`). */
  label: string;
  /** Configuration, plugins or package sources loaded from a path outside the system's own directories. */
  elsewhere?: string;
}

/**
 * apt.conf(5) keys whose values are shell commands apt runs (through `sh -c`), or programs it
 * starts: the update and dpkg hooks, the proxy auto-detection program.
 */
const APT_COMMAND_KEYS = /^(?:apt::update::(?:pre-invoke|post-invoke(?:-success)?)|dpkg::(?:pre-invoke|post-invoke(?:-success)?|pre-install-pkgs)|acquire::https?::proxy-auto-detect|apt::key::gpgvcommand)(?:::\d*)?$/i;
/** apt.conf(5) `Dir` (the root of every other path), `Dir::Etc::…` (configuration and sources) and `Dir::Bin::…` (the programs and methods apt runs); caches and logs hold no code. */
const APT_PLACE_KEYS = /^dir(?:::(?:etc|bin)(?:::[\w.-]+)?)?$/i;
/** dnf.conf(5)/yum.conf(5) options that name where plugins, repositories and configuration are loaded from. */
const DNF_PLACE_KEYS = /^(?:[\w.*-]+\.)?(?:pluginpath|pluginconfpath|reposdir|config_file_path)$/i;
/** Directories only the administrator writes, where package tools keep their own configuration. */
const SYSTEM_PLACE = /^\/(?:etc|usr|var\/lib|var\/cache|var\/log|opt)(?:\/|$)/;
/** rpm macro text that runs a shell command (`%(cmd)`) or Lua (`%{lua: …}`) when expanded (rpm macros(7)). */
const RPM_SHELL = /%\(([^()]{1,2000})\)/g;
const RPM_LUA_CALL = /\b(?:os\.execute|io\.popen|posix\.exec)\s*\(?\s*(?:"((?:\\.|[^"\\]){1,2000})"|'((?:\\.|[^'\\]){1,2000})'|\[\[([\s\S]{1,2000}?)\]\])/g;

/** The most words read per command. */
const MAX_WORDS = 128;

/**
 * Commands carried by the documented options of package and build tools (one reader per tool,
 * each with its manual): apt-get(8)/apt(8)/aptitude(8) `-o KEY=VALUE` for the hook keys of
 * apt.conf(5) (`APT::Update::Pre-Invoke`, `…::Post-Invoke[-Success]`, `DPkg::Pre-Invoke`,
 * `DPkg::Post-Invoke`, `DPkg::Pre-Install-Pkgs`, `Acquire::http::Proxy-Auto-Detect`), `-o Dir::…`
 * and `-c FILE` loading configuration from elsewhere; dnf(8)/yum(8) `--setopt=pluginpath=…` and
 * friends and `-c`/`--config`; rpm(8)/rpmbuild(8)/rpmspec(8) `--eval`/`-E`/`--define`/`-D` macro
 * text with `%(…)` shell expansions or Lua's `os.execute`/`io.popen`; make(1) `SHELL=…` given on
 * the command line (make runs every recipe as `$(SHELL) -c recipe`).
 *
 * @example
 * carriedCommands(invocation("apt-get", "-o", "APT::Update::Pre-Invoke::=rm -rf ~", "update"))[0]?.code // "rm -rf ~"
 */
export function carriedCommands(invocation: Invocation): CarriedCommand[] {
  const name = invocation.name;
  const values = invocation.argv.slice(1, MAX_WORDS + 1).map((field) => field.value ?? "");
  switch (name) {
    case "apt":
    case "apt-get":
    case "apt-cache":
    case "apt-config":
    case "aptitude":
    case "apt-mark":
      return aptOptions(name, values);
    case "dnf":
    case "dnf5":
    case "yum":
    case "microdnf":
      return dnfOptions(name, values);
    case "rpm":
    case "rpmbuild":
    case "rpmspec":
      return rpmMacros(name, values);
    case "make":
    case "gmake":
      return makeShell(name, values);
    default:
      return [];
  }
}

function aptOptions(name: string, values: readonly string[]): CarriedCommand[] {
  const found: CarriedCommand[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (value === "--") break;
    const setting = value === "-o" || value === "--option" ? values[++index] : value.startsWith("--option=") ? value.slice(9) : /^-o./.test(value) ? value.slice(2) : undefined;
    const file = value === "-c" || value === "--config-file" ? values[++index] : value.startsWith("--config-file=") ? value.slice(14) : /^-c./.test(value) ? value.slice(2) : undefined;
    if (file !== undefined && !SYSTEM_PLACE.test(file)) found.push({ label: `${name} -c`, elsewhere: `reads its configuration, which can hold hook commands, from ${file}` });
    if (setting === undefined) continue;
    const equals = setting.indexOf("=");
    if (equals <= 0) continue;
    const key = setting.slice(0, equals).trim();
    const setValue = setting.slice(equals + 1).replace(/^(["'])([\s\S]*)\1$/, "$2");
    if (APT_COMMAND_KEYS.test(key)) {
      if (setValue.trim() !== "") found.push({ code: setValue, label: `${name} -o ${key}` });
    } else if (APT_PLACE_KEYS.test(key) && setValue !== "" && !SYSTEM_PLACE.test(setValue)) {
      found.push({ label: `${name} -o ${key}`, elsewhere: `takes ${key} (configuration, package sources or the programs it runs) from ${setValue}` });
    }
  }
  return found;
}

function dnfOptions(name: string, values: readonly string[]): CarriedCommand[] {
  const found: CarriedCommand[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (value === "--") break;
    const setting = value === "--setopt" ? values[++index] : value.startsWith("--setopt=") ? value.slice(9) : undefined;
    const file = value === "-c" || value === "--config" ? values[++index] : value.startsWith("--config=") ? value.slice(9) : undefined;
    if (file !== undefined && !SYSTEM_PLACE.test(file)) found.push({ label: `${name} --config`, elsewhere: `reads its configuration, which can load plugins and repositories, from ${file}` });
    const equals = setting?.indexOf("=") ?? -1;
    if (setting === undefined || equals <= 0) continue;
    const key = setting.slice(0, equals).trim();
    const place = setting.slice(equals + 1).replace(/^(["'])([\s\S]*)\1$/, "$2");
    if (DNF_PLACE_KEYS.test(key) && place !== "" && place.split(/[\s,]+/).some((part) => part !== "" && !SYSTEM_PLACE.test(part))) {
      found.push({ label: `${name} --setopt=${key}`, elsewhere: `loads ${key} from ${place}` });
    }
  }
  return found;
}

function rpmMacros(name: string, values: readonly string[]): CarriedCommand[] {
  const found: CarriedCommand[] = [];
  for (let index = 0; index < values.length && found.length < 16; index++) {
    const value = values[index] as string;
    const text = value === "--eval" || value === "-E" || value === "--define" || value === "-D" ? values[++index] : /^--(?:eval|define)=/.test(value) ? value.slice(value.indexOf("=") + 1) : undefined;
    if (text === undefined) continue;
    for (const match of text.matchAll(RPM_SHELL)) found.push({ code: match[1] as string, label: `${name} macro %(…)` });
    if (/%\{lua:/.test(text)) {
      for (const match of text.matchAll(RPM_LUA_CALL)) found.push({ code: (match[1] ?? match[2] ?? match[3] ?? "").replace(/\\(.)/g, "$1"), label: `${name} macro %{lua:}` });
    }
  }
  return found;
}

function makeShell(name: string, values: readonly string[]): CarriedCommand[] {
  for (const value of values) {
    if (value === "--") break;
    const shell = /^SHELL:?=([\s\S]+)$/.exec(value)?.[1];
    // `make SHELL=/bin/bash` is everyday; a shell given with arguments runs them before each recipe.
    if (shell !== undefined && /\s/.test(shell.trim())) return [{ code: `${shell} true`, label: `${name} SHELL=` }];
  }
  return [];
}
