import type { Field, Invocation } from "../model.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext } from "./helpers.js";
import { firewalldOpening } from "./host-firewalld.js";
import type { RuleContext } from "./types.js";

const IPTABLES = new Set(["iptables", "ip6tables", "iptables-legacy", "ip6tables-legacy", "iptables-nft", "ip6tables-nft"]);
const RESTORERS = new Set(["iptables-restore", "ip6tables-restore", "iptables-legacy-restore", "ip6tables-legacy-restore", "iptables-nft-restore", "ip6tables-nft-restore", "iptables-apply", "ip6tables-apply"]);
/** The programs this module reads. */
export const FIREWALL_COMMANDS: ReadonlySet<string> = new Set([...IPTABLES, ...RESTORERS, "nft", "ufw", "pfctl", "ipfw", "npfctl", "kldunload", "netsh", "firewall-cmd", "firewall-offline-cmd", "socketfilterfw", "netfilter-persistent", "sysctl", "remove-netfirewallrule", "disable-netfirewallrule", "esxcli"]);
/**
 * The host's own saved rulesets, which the firewall's service loads at boot: reloading one puts
 * back the rules the administrator saved (pf.conf(5), nftables.service, iptables-persistent,
 * RHEL's iptables-services, iptables-apply's default).
 */
const SYSTEM_RULESETS = /^\/etc\/(?:pf\.conf|pf\.anchors\/[^/]+|nftables\.conf|nftables\/[^/]+\.nft|nftables\.d\/[^/]+|sysconfig\/nftables\.conf|iptables\/rules\.v[46]|sysconfig\/ip6?tables|iptables\.rules|ip6tables\.rules|iptables\.up\.rules|network\/ip6?tables\.up\.rules|network\/ip6?tables)$/;
/** pfctl(8) options that take a value; `-F`'s modifiers that remove rules (all, rules, nat, Tables, ethernet, queue), by their documented one-letter abbreviations too. */
const PFCTL_VALUES = "aDfFiKkLopstTx";
const PF_FLUSHED = /^(?:a|all|r|rules|n|nat|T|Tables|e|ethernet|q|queue)$/;

/**
 * What a command does to the host's firewall that takes its protection away, in words, or undefined:
 * flushing its rules or turning it off (iptables -F, nft flush ruleset, pfctl -d, ipfw flush, ufw
 * disable, netsh advfirewall … state off, socketfilterfw --setglobalstate off), opening its default
 * policy (iptables -P INPUT ACCEPT, ufw default allow), or replacing the host's rules with a ruleset
 * that is not the host's own saved one (pfctl -f FILE, nft -f FILE, iptables-restore < FILE or from a
 * pipe, netsh advfirewall import, netsh advfirewall reset). Reloading the system's own file
 * (`pfctl -f /etc/pf.conf`, `nft -f /etc/nftables.conf`, `netfilter-persistent reload`) puts the
 * administrator's rules back and is fine, unless the same command wrote that file first.
 *
 * @example
 * firewallChange(invocationOf("pfctl -f /tmp/pass.conf"), context) // "replaces the packet filter's rules with /tmp/pass.conf"
 */
export function firewallChange(invocation: Invocation, context: RuleContext): string | undefined {
  const name = (invocation.name.split("\\").at(-1) ?? invocation.name).toLowerCase().replace(/\.exe$/, "");
  const args = invocation.argv.slice(1, 129).map((field) => field.value ?? "?");
  if (IPTABLES.has(name)) return iptablesChange(args);
  if (RESTORERS.has(name)) return restored(invocation, context, "the firewall's rules");
  switch (name) {
    case "nft":
      return nftChange(invocation, args, context);
    case "pfctl":
      return pfctlChange(invocation, args, context);
    case "ipfw":
      // ipfw(8): `flush` deletes every rule, `disable firewall` turns it off, an `allow … from any to any` rule first lets everything in.
      if (args.includes("flush")) return "deletes every rule of the firewall (ipfw flush)";
      if (args.includes("disable") && args.includes("firewall")) return "turns the firewall off (ipfw disable firewall)";
      return /^(?:add\s+(?:\d+\s+)?)(?:allow|pass|accept|permit)\s+(?:ip|all)\s+from\s+any\s+to\s+any\s*$/.test(args.filter((arg) => !arg.startsWith("-")).join(" ")) ? "lets every packet through ahead of the firewall's rules" : undefined;
    case "npfctl":
      return args[0] === "stop" || args[0] === "flush" ? `turns the packet filter off or flushes it (npfctl ${args[0]})` : undefined;
    case "kldunload":
      return args.some((arg) => /^(?:pf|ipfw|ipfilter|ipl)(?:\.ko)?$/.test(arg)) ? "unloads the firewall's kernel module" : undefined;
    case "sysctl": {
      const off = args.find((arg) => /^net\.inet6?\.ip6?\.fw\.enable=0$|^net\.link\.(?:ether|bridge)\.ipfw=0$/.test(arg));
      return off ? `turns the firewall off (${off})` : undefined;
    }
    case "esxcli":
      return esxcliFirewallChange(args);
    case "netfilter-persistent":
      return args.includes("flush") ? "removes every firewall rule (netfilter-persistent flush)" : undefined;
    case "ufw": {
      if (args.includes("disable") || args.includes("reset")) return "turns the firewall off";
      const policy = args.indexOf("default");
      return policy >= 0 && args[policy + 1] === "allow" && args[policy + 2] !== "outgoing" ? "lets every connection in (default allow)" : undefined;
    }
    case "netsh":
      return netshChange(args);
    case "remove-netfirewallrule":
    case "disable-netfirewallrule":
      return args.some((arg) => /^-all$/i.test(arg)) ? `${name.startsWith("remove") ? "deletes" : "disables"} every rule of the Windows firewall` : undefined;
    case "firewall-cmd":
    case "firewall-offline-cmd":
      return firewalldOpening(args) ?? firewalldPassthrough(args) ?? (args.includes("--reset-to-defaults") ? "replaces the firewall's configuration with its defaults" : undefined);
    case "socketfilterfw":
      return args.some((arg, index) => arg === "--setglobalstate" && /^off$/i.test(args[index + 1] ?? "")) ? "turns the macOS application firewall off" : undefined;
    default:
      return undefined;
  }
}

/** iptables(8): flushed or deleted chains, a default policy of ACCEPT, an accept-everything rule first. */
function iptablesChange(args: readonly string[]): string | undefined {
  if (args.some((arg) => arg === "-F" || arg === "--flush" || /^-[a-zA-Z]*F$/.test(arg))) return "removes firewall rules";
  if (args.some((arg) => arg === "-X" || arg === "--delete-chain")) return "deletes firewall chains";
  // `-I INPUT -j ACCEPT` with nothing to match accepts every packet ahead of every other rule.
  const chain = args.findIndex((arg) => arg === "-I" || arg === "-A" || arg === "--insert" || arg === "--append");
  const matches = args.some((arg) => /^(?:-[psdi]|--(?:protocol|source|destination|dport|sport|in-interface)|-m|--match|--dport|--sport)$/.test(arg));
  if (chain >= 0 && /^(?:INPUT|FORWARD)$/.test(args[chain + 1] ?? "") && args.includes("ACCEPT") && !matches) return `accepts every packet ahead of the firewall's rules (${args[chain + 1]})`;
  const policy = args.findIndex((arg) => arg === "-P" || arg === "--policy");
  if (policy >= 0 && args[policy + 2] === "ACCEPT" && /^(?:INPUT|FORWARD)$/.test(args[policy + 1] ?? "")) return `accepts every packet the firewall does not block (${args[policy + 1]} policy ACCEPT)`;
  return undefined;
}

/** nft(8): the ruleset flushed, a table or chain removed, an open input chain, or a ruleset loaded with `-f`. */
function nftChange(invocation: Invocation, args: readonly string[], context: RuleContext): string | undefined {
  const text = args.join(" ").slice(0, 2_000);
  if (/\bflush\s+ruleset\b/.test(text)) return "removes every firewall rule";
  if (/\b(?:flush|delete|destroy)\s+(?:table|chain)\b/.test(text)) return "removes firewall rules with their table or chain";
  if (/\b(?:hook|chain\s+\S+\s+\S+)\s+(?:input|forward)\b/.test(text) && /\bpolicy\s+accept\b/.test(text)) return "accepts every packet the firewall does not block (policy accept)";
  if (/\b(?:add|insert)\s+rule\s+(?:\S+\s+){1,2}(?:input|forward)\s+(?:counter\s+)?accept\s*$/i.test(text)) return "accepts every packet ahead of the firewall's rules";
  if (args.some((arg) => arg === "-c" || arg === "--check" || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(arg))) return undefined;
  const at = invocation.argv.findIndex((field, index) => index > 0 && (field.value === "-f" || field.value === "--file" || /^-[a-zA-Z]*f$/.test(field.value ?? "")));
  const inline = invocation.argv.find((field) => field.value?.startsWith("--file="));
  const file = at > 0 ? invocation.argv[at + 1] : inline ? { ...inline, value: inline.value?.slice(7) } : undefined;
  return file ? loaded(invocation, file, context, "the firewall's rules") : undefined;
}

/** pfctl(8): `-d` disables, `-F` flushes, `-f FILE` loads a ruleset (`-n` only parses it). */
function pfctlChange(invocation: Invocation, args: readonly string[], context: RuleContext): string | undefined {
  const flags = new Set<string>();
  const valued = new Map<string, { value: string; index: number }>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (!arg.startsWith("-") || arg === "-") continue;
    for (let at = 1; at < arg.length; at++) {
      const letter = arg[at] ?? "";
      if (!PFCTL_VALUES.includes(letter)) {
        flags.add(letter);
        continue;
      }
      const value = at + 1 < arg.length ? { value: arg.slice(at + 1), index: -1 } : { value: args[index + 1] ?? "", index: (index += 1) };
      valued.set(letter, value);
      break;
    }
  }
  if (flags.has("d")) return "turns the packet filter off";
  const flushed = valued.get("F")?.value;
  const file = valued.get("f");
  const field = file === undefined ? undefined : file.index > 0 ? invocation.argv[file.index + 1] : { value: file.value, text: file.value, glob: false };
  const replaced = field && !flags.has("n") ? loaded(invocation, field, context, `the packet filter's rules${valued.has("a") ? ` in the anchor ${valued.get("a")?.value}` : ""}`) : undefined;
  // `pfctl -F all -f /etc/pf.conf` is the documented clean reload of the host's own rules.
  if (flushed !== undefined && PF_FLUSHED.test(flushed) && (field === undefined || flags.has("n") || replaced !== undefined)) return `flushes the packet filter's ${flushed === "a" || flushed === "all" ? "rules, tables and states" : "rules"} (-F ${flushed})`;
  return replaced;
}

/** A ruleset file loaded: the host's own saved one is fine unless this command wrote it; anything else, standard input included, replaces the rules. */
function loaded(invocation: Invocation, file: Field, context: RuleContext, what: string): string | undefined {
  if (file.value === undefined) return `replaces ${what} with a ruleset from ${file.text}`;
  if (file.value === "-" || file.value === "/dev/stdin") return restored(invocation, context, what);
  const path = resolve(file.value, pathContext(invocation, context)).path;
  if (invocation.files?.has(path)) return `replaces ${what} with ${path}, which the command itself wrote`;
  return SYSTEM_RULESETS.test(path) ? undefined : `replaces ${what} with the ruleset in ${path}`;
}

/** `iptables-restore FILE`, `< FILE`, or a pipe: the host's rules replaced by what it reads. */
function restored(invocation: Invocation, context: RuleContext, what: string): string | undefined {
  const args = invocation.argv.slice(1);
  if (args.some((field) => field.value === "-t" || field.value === "--test")) return undefined;
  const operand = args.find((field) => field.value === undefined || !field.value.startsWith("-"));
  if (operand && operand.value !== "-") return loaded(invocation, operand, context, what);
  const input = invocation.stdin;
  if (input?.file) return loaded(invocation, input.file, context, what);
  if (input) return `replaces ${what} with a ruleset read from ${input.description.slice(0, 60)}`;
  return undefined;
}

/** netsh advfirewall: state off, a reset to the defaults, a policy imported, an allow-everything policy or rule, every rule deleted. */
function netshChange(args: readonly string[]): string | undefined {
  const text = args.join(" ").toLowerCase();
  if (/advfirewall.*state\s+off|firewall\s+set\s+opmode\s+(?:mode=)?disable/.test(text)) return "turns the Windows firewall off";
  if (/^advfirewall\s+reset\b|^firewall\s+reset\b/.test(text)) return "resets the Windows firewall to its defaults, dropping every rule added since";
  if (/^advfirewall\s+import\b/.test(text)) return `replaces the Windows firewall's policy with ${args[2] ?? "a file"}`;
  if (/^advfirewall\s+set\s+\S+\s+firewallpolicy\s+\S*allowinbound/.test(text)) return "lets every inbound connection through the Windows firewall (firewallpolicy allowinbound)";
  if (/\bfirewall\s+delete\s+rule\s+name=["']?all\b/.test(text)) return "deletes every rule of the Windows firewall";
  // netsh advfirewall firewall add rule … dir=in action=allow with no port, program or remote address: every inbound connection.
  if (/\bfirewall\s+add\s+rule\b/.test(text) && args.some((arg) => /^dir=in$/i.test(arg)) && args.some((arg) => /^action=allow$/i.test(arg)) && !args.some((arg) => /^(?:localport|program|remoteip|service)=(?!any$)/i.test(arg))) return "lets every inbound connection through the Windows firewall";
  return undefined;
}

/** firewall-cmd --direct --passthrough ipv4 ARGS…: iptables arguments handed straight to the kernel. */
function firewalldPassthrough(args: readonly string[]): string | undefined {
  const at = args.findIndex((arg) => arg === "--passthrough");
  return at >= 0 && /^(?:ipv4|ipv6|eb)$/.test(args[at + 1] ?? "") ? iptablesChange(args.slice(at + 2)) : undefined;
}

/**
 * VMware ESXi's `esxcli network firewall` (the vSphere CLI reference): `set --enabled false` turns
 * the firewall off, `set --default-action true` lets through what no rule blocks, `unload` removes
 * its module, and `ruleset set --allowed-all true` opens a service to every address.
 */
function esxcliFirewallChange(args: readonly string[]): string | undefined {
  const words = args.map((arg) => arg.toLowerCase());
  const at = words.indexOf("firewall");
  if (at < 1 || words[at - 1] !== "network") return undefined;
  const verb = words.slice(at + 1).filter((word) => !word.startsWith("-"));
  const option = (long: string, short: string): string | undefined => {
    const index = words.findIndex((word) => word === long || word === short || word.startsWith(`${long}=`));
    if (index < 0) return undefined;
    const word = words[index] as string;
    return word.includes("=") ? word.slice(word.indexOf("=") + 1) : words[index + 1];
  };
  const yes = (value: string | undefined) => value === "true" || value === "1" || value === "yes";
  const no = (value: string | undefined) => value === "false" || value === "0" || value === "no";
  if (verb[0] === "unload") return "unloads the ESXi firewall";
  if (verb[0] === "set" && no(option("--enabled", "-e"))) return "turns the ESXi firewall off";
  if (verb[0] === "set" && yes(option("--default-action", "-d"))) return "lets through every packet the ESXi firewall's rules do not block";
  if (verb[0] === "ruleset" && verb[1] === "set" && yes(option("--allowed-all", "-a"))) return "opens an ESXi firewall ruleset to every address";
  return undefined;
}
