/** firewall-cmd(1) options that take a value, written `--opt=value` or `--opt value`. */
const VALUED = new Set(["--zone", "--policy", "--set-target", "--set-default-zone", "--add-port", "--add-source", "--add-interface", "--change-interface", "--change-zone", "--add-rich-rule", "--add-source-port"]);
const TRUSTED_ZONE = "trusted";
/** Bridges and tunnels the container engines and VPNs make: trusting them is their documented setup. */
const VIRTUAL_INTERFACE = /^(?:lo|docker\d*|br-\w+|virbr\d*|cni\d*|podman\d*|veth\w*|flannel\S*|cali\w+|tun\d*|tap\d*|wg\d*|tailscale\d*|zt\w+|lxdbr\d*|lxcbr\d*|kube-\w+|weave|vboxnet\d*|vmnet\d*)$/;

/**
 * What a firewalld command (`firewall-cmd`, `firewall-offline-cmd`) does that opens the host to
 * every connection, per firewall-cmd(1) and firewalld.zone(5): a default zone of `trusted`, a zone or
 * policy whose target is `ACCEPT` (it accepts every packet no rule rejects), every port opened
 * (`--add-port=1-65535/tcp`), every address added to the trusted zone, a physical interface moved
 * into it, or a rich rule that accepts without naming a service, port or protocol. Turning panic
 * mode off restores normal filtering and is fine. Undefined when it does none of these.
 *
 * @example
 * firewalldOpening(["--permanent", "--zone=public", "--set-target=ACCEPT"]) // "accepts every connection to the zone public (target ACCEPT)"
 */
export function firewalldOpening(args: readonly string[]): string | undefined {
  const options = new Map<string, string[]>();
  for (let index = 0; index < args.length && index < 64; index += 1) {
    const arg = args[index] ?? "";
    const equals = arg.indexOf("=");
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    if (!VALUED.has(name)) continue;
    const value = equals > 0 ? arg.slice(equals + 1) : (args[(index += 1)] ?? "");
    options.set(name, [...(options.get(name) ?? []), value]);
  }
  const zone = options.get("--zone")?.at(-1);
  if (options.get("--set-default-zone")?.includes(TRUSTED_ZONE)) return "makes trusted, which accepts every connection, the default zone";
  const target = options.get("--set-target")?.find((value) => /^accept$/i.test(value));
  if (target) return `accepts every connection to the ${options.has("--policy") ? "policy" : "zone"} ${options.get("--policy")?.at(-1) ?? zone ?? "of the default zone"} (target ACCEPT)`;
  const range = options.get("--add-port")?.find(isEveryPort);
  if (range) return `opens every port (${range})`;
  const rich = options.get("--add-rich-rule")?.find(acceptsEverything);
  if (rich) return "adds a rule that accepts every connection";
  if (zone !== TRUSTED_ZONE) return undefined;
  if (options.get("--add-source")?.some((value) => /^(?:0\.0\.0\.0\/0|::\/0|0\.0\.0\.0\/0\.0\.0\.0)$/.test(value))) return "trusts every address";
  const moved = [...(options.get("--add-interface") ?? []), ...(options.get("--change-interface") ?? []), ...(options.get("--change-zone") ?? [])].find((value) => value !== "" && !VIRTUAL_INTERFACE.test(value));
  return moved ? `puts the network interface ${moved} in the trusted zone, accepting every connection on it` : undefined;
}

/** `1-65535/tcp`, `0-65535/udp`, or any range spanning nearly every port. */
function isEveryPort(value: string): boolean {
  const match = /^(\d+)-(\d+)(?:\/\w+)?$/.exec(value);
  return match !== null && Number(match[2]) - Number(match[1]) >= 60_000;
}

/** A rich rule (firewalld.richlanguage(5)) that accepts with nothing narrowing it but, at most, a source of every address. */
function acceptsEverything(rule: string): boolean {
  const lower = rule.toLowerCase();
  if (!/\baccept\b/.test(lower) || /\b(?:service|port|protocol|icmp-block|icmp-type|forward-port|source-port|destination|masquerade)\b/.test(lower)) return false;
  const source = /\bsource\b(?:\s+not)?\s+(?:address|ipset|mac)="?([^"\s]+)/.exec(lower);
  return source === null || /^(?:0\.0\.0\.0\/0|::\/0)$/.test(source[1] ?? "");
}
