import { networkInterfaces } from "node:os";
import type { NetworkInterfaceInfo } from "node:os";
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
 * Whether an address is local: private (see `isPrivateAddress`), or one of this host's own
 * interface addresses, which reach its services whatever range they are in (a server's public
 * address, a cloud VM's, a test network's).
 *
 * @example
 * isLocalAddress("203.0.113.7", { eth0: [{ address: "203.0.113.7", … }] }) // true: the host itself
 */
export function isLocalAddress(address: string, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): boolean {
  if (isPrivateAddress(address)) return true;
  const wanted = canonical(address);
  return Object.values(interfaces).some((entries) => (entries ?? []).some((entry) => canonical(entry.address) === wanted));
}

/**
 * Why a URL may not be fetched before any connection, or `undefined`: only http and https, and,
 * unless `allowPrivateNetwork`, no local IP address written in the URL. Host names are checked when
 * they are resolved, by the connection itself (see `createPinnedLookup`).
 */
export function refuseUrl(url: URL, allowPrivateNetwork: boolean): string | undefined {
  if (url.protocol !== "http:" && url.protocol !== "https:") return `Only http and https URLs can be fetched, not ${url.protocol.replace(/:$/, "")}`;
  if (allowPrivateNetwork) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) !== 0 && isLocalAddress(host) ? localRefusal(host, host) : undefined;
}

/** The refusal of a host that is, or resolves to, a local address. */
export function localRefusal(host: string, address: string): string {
  return `${host} is a private or local address (${address}); fetching it is not allowed`;
}

// "::ffff:10.0.0.1" is 10.0.0.1, and a zone ("fe80::1%eth0") names the same address.
function canonical(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  return mapped?.[1] ?? bare;
}
