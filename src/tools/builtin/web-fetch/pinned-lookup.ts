import { lookup as systemLookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";
import type { LookupFunction } from "node:net";
import { isLocalAddress, localRefusal } from "./network-policy.js";

/** Resolves a host name to its IP addresses. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** The system resolver (`/etc/hosts`, then DNS), as every other program on the host resolves names. */
export const resolveWithSystem: ResolveHost = async (hostname) => (await systemLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const PROBLEM = Symbol.for("loopgate.web-fetch.lookupProblem");

/**
 * What a pinned lookup failed a connection for, as a sentence for the model: the host resolves to a
 * local address, or could not be resolved. `undefined` for any other error.
 */
export function lookupProblem(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const problem = (error as Record<symbol, unknown>)[PROBLEM];
  return typeof problem === "string" ? problem : undefined;
}

function failure(message: string, code: string, problem: string): Error {
  return Object.assign(new Error(message), { code, [PROBLEM]: problem });
}

/**
 * A `lookup` for `http.request` that resolves the host once, checks every address it got, and hands
 * the connection exactly those addresses: the address checked is the address connected to, so a
 * DNS answer that changes between a check and a connection (DNS rebinding) cannot reach a local
 * service. Fails the connection with a refusal when any address is local (unless allowed).
 *
 * @example
 * http.request(url, { lookup: createPinnedLookup({ resolveHost: resolveWithSystem, allowPrivateNetwork: false }) });
 */
export function createPinnedLookup(options: { resolveHost: ResolveHost; allowPrivateNetwork: boolean; onResolved?: (host: string, addresses: string[]) => void }): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    const family = typeof lookupOptions.family === "number" ? lookupOptions.family : 0;
    const unresolved = (code: string) => failure(`${code} ${hostname}`, code, `The host ${hostname} could not be resolved (${code})`);
    options
      .resolveHost(hostname)
      .catch((error: NodeJS.ErrnoException) => Promise.reject(unresolved(error.code ?? "ENOTFOUND")))
      .then((resolved) => {
        const addresses = resolved.filter((address) => isIP(address) !== 0 && (family === 0 || isIP(address) === family));
        if (addresses.length === 0) throw unresolved("ENOTFOUND");
        const local = options.allowPrivateNetwork ? undefined : addresses.find((address) => isLocalAddress(address));
        if (local !== undefined) throw failure(localRefusal(hostname, local), "EADDRNOTALLOWED", localRefusal(hostname, local));
        options.onResolved?.(hostname, addresses);
        if (lookupOptions.all) {
          const all: LookupAddress[] = addresses.map((address) => ({ address, family: isIP(address) }));
          (callback as (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void)(null, all);
        } else {
          const first = addresses[0] as string;
          callback(null, first, isIP(first));
        }
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, "", 0));
  };
}
