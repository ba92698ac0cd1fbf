/** A destructive operation on a data or control plane: the rule it breaks and what it does, in words. */
export interface PlaneEffect {
  /** Stable rule id (`planes.store-flush`, `git.delete-remote-repository`, …). */
  rule: string;
  /** What the command does, completing "`<command>` …": "empties every database of the Redis server". */
  what: string;
  /** The data is a production system's wherever it is reached, even through this machine's own agent (Vault's storage in Consul). */
  production?: boolean;
}
