import type { Invocation } from "./model.js";

/**
 * A fact about an invocation that several rule sets ask for — where its data goes, what it stops,
 * what it writes, how it is shown — read once and kept for as long as the invocation lives. Keyed
 * weakly by the invocation, so nothing outlives the analysis that made it.
 *
 * @example
 * export const networkSink = perInvocation(readNetworkSink);
 */
export function perInvocation<T>(read: (invocation: Invocation) => T): (invocation: Invocation) => T {
  const known = new WeakMap<Invocation, { value: T }>();
  return (invocation) => {
    let entry = known.get(invocation);
    if (entry === undefined) {
      entry = { value: read(invocation) };
      known.set(invocation, entry);
    }
    return entry.value;
  };
}
