import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 ranges too.
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Why a URL may not be fetched, or `undefined` when it may: only http and https, and, unless
 * `allowPrivateNetwork`, only hosts that resolve to public addresses (so a model cannot reach
 * services on the machine or its local network).
 */
export async function refuseUrl(url: URL, allowPrivateNetwork: boolean): Promise<string | undefined> {
  if (url.protocol !== "http:" && url.protocol !== "https:") return `Only http and https URLs can be fetched, not ${url.protocol.replace(/:$/, "")}`;
  if (allowPrivateNetwork) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) !== 0 ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch (error) {
    return `The host ${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  }
  const blocked = addresses.find(isPrivateAddress);
  return blocked === undefined ? undefined : `${host} is a private or local address (${blocked}); fetching it is not allowed`;
}
