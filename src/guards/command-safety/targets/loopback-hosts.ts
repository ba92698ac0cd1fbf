/**
 * Names of this machine as a network client reaches it: `localhost` and every name below it
 * (RFC 6761, section 6.3), the IPv4 loopback network 127.0.0.0/8 (RFC 1122, section 3.2.1.3),
 * the IPv6 loopback address `::1` (RFC 4291, section 2.5.3), bare or in a URL's brackets, the
 * unspecified addresses `0.0.0.0` and `[::]`, which clients connect to as this machine, and
 * `host.docker.internal`, Docker's name for the machine its containers run on.
 */
const LOOPBACK_HOST = /^(?:localhost|[\w.-]+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|::1|\[::1?\]|host\.docker\.internal)$/i;

/**
 * Whether a host name or address is this machine, so that what is sent there, or changed there,
 * stays here. One reading for every model that asks (local databases, credential endpoints,
 * message brokers, private data sent away).
 *
 * @example
 * isLoopbackHost("127.0.0.1") // true
 * isLoopbackHost("db.example.com") // false
 */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host);
}
