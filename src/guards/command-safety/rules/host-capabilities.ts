import { SHELLS } from "../commands/command-classes.js";
import { interpreterFamily } from "../commands/command-name.js";
import type { Invocation } from "../model.js";

/**
 * Capabilities that amount to root whatever file holds them (capabilities(7)): changing user or
 * group ids, reading or writing any file, tracing any process, loading kernel modules, raw devices.
 */
const ROOT_CAPABILITIES = new Set([
  "cap_sys_admin", "cap_setuid", "cap_setgid", "cap_dac_override", "cap_dac_read_search", "cap_sys_ptrace", "cap_sys_module", "cap_chown",
  "cap_fowner", "cap_sys_rawio", "cap_bpf", "cap_sys_boot", "cap_mknod", "cap_setfcap", "cap_linux_immutable",
]);
/**
 * Capabilities harmless on a server that needs them, but on a shell or an interpreter hand every
 * script it runs the host's network: sniffing any traffic, rewriting routes and firewall rules.
 */
const NETWORK_CAPABILITIES = new Set(["cap_net_raw", "cap_net_admin"]);

/**
 * The root-level capabilities a `setcap` run grants, as setcap(8) reads its operands:
 * `setcap [-q] [-n rootuid] [-v] {-r FILE | CAPS FILE} …`, pairs repeated, and the capability text
 * `-` read from standard input (`printf 'cap_setuid+ep\n' | setcap - /usr/bin/perl`). The text is
 * cap_from_text(3)'s: clauses of a capability list (empty or `all` for every capability), then
 * `=`, `+` or `-` with flags; only `=`/`+` with flags grant. `-v` only verifies and `-r` removes.
 *
 * @example
 * grantedRootCapabilities(invocation("setcap", "cap_setuid+ep", "/usr/bin/python3")) // "cap_setuid on /usr/bin/python3"
 */
export function grantedRootCapabilities(invocation: Invocation): string | undefined {
  if (invocation.name !== "setcap") return undefined;
  const args = invocation.argv.slice(1).map((field) => field.value ?? "?");
  const operands: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "-v" || arg === "-r") return undefined;
    if (arg === "-n") index += 1;
    else if (arg !== "-q" && (arg === "-" || !arg.startsWith("-"))) operands.push(arg);
  }
  for (let pair = 0; pair + 1 < operands.length; pair += 2) {
    const text = operands[pair] === "-" ? typedCapabilities(invocation) : operands[pair];
    const file = operands[pair + 1] ?? "";
    if (text === undefined) return `capabilities read from its input, not shown here, on ${file}`;
    const granted = grantedNames(text).filter((name) => ROOT_CAPABILITIES.has(name) || name === "all" || (NETWORK_CAPABILITIES.has(name) && runsCode(file)));
    if (granted.length > 0) return `${granted.join(",")} on ${file}`;
  }
  return undefined;
}

/** The capability names a cap_from_text(3) string raises (`all` when the list is empty or `all`). */
function grantedNames(text: string): string[] {
  const names: string[] = [];
  for (const clause of text.trim().split(/\s+/)) {
    const match = /^([^=+-]*)((?:[=+-][a-z]*)+)$/i.exec(clause);
    if (!match) continue;
    const grants = /[=+][eip]+/i.test(match[2] ?? "");
    if (!grants) continue;
    const list = (match[1] ?? "").toLowerCase();
    names.push(...(list === "" ? ["all"] : list.split(",")));
  }
  return names;
}

/** What standard input types, when the guard could compute it (`printf …|`, a herestring). */
function typedCapabilities(invocation: Invocation): string | undefined {
  return invocation.stdin?.text ?? invocation.stdin?.fragments?.join("\n");
}

/** A shell or an interpreter: a program that runs whatever script it is given. */
function runsCode(file: string): boolean {
  const name = file.split("/").at(-1) ?? file;
  return SHELLS.has(name) || interpreterFamily(name) !== undefined;
}
