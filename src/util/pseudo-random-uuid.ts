/**
 * A version 4 UUID from `Math.random`: unique enough to tell apart the runs and calls of events
 * that no one needs to guess, without loading `node:crypto`, which costs a hook call milliseconds.
 * Use `crypto.randomUUID()` wherever an id must be unpredictable.
 *
 * @example
 * pseudoRandomUuid() // "3b241101-e2bb-4255-8caf-4136c566a962"
 */
export function pseudoRandomUuid(): string {
  let hex = "";
  for (let index = 0; index < 4; index++) hex += Math.floor(Math.random() * 0x100000000).toString(16).padStart(8, "0");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
