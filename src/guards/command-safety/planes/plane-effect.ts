/** A destructive operation on a data or control plane: the rule it breaks and what it does, in words. */
export interface PlaneEffect {
  /** Stable rule id (`planes.store-flush`, `git.delete-remote-repository`, …). */
  rule: string;
  /** What the command does, completing "`<command>` …": "empties every database of the Redis server". */
  what: string;
}

/**
 * Splits a subcommand word into its parts: `delete-table` → delete, table; `apps:destroy` →
 * apps, destroy; `DeleteInstance` → delete, instance; `ecto.drop` → ecto, drop.
 *
 * @example
 * wordParts("TerminateInstances") // ["terminate", "instances"]
 */
export function wordParts(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[-_:.\s/]+/)
    .filter(Boolean)
    .map((part) => part.toLowerCase());
}
