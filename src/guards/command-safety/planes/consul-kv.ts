import type { PlaneEffect } from "./plane-effect.js";

/**
 * Vault's storage in Consul: Vault's Consul storage backend keeps every secret, key and policy,
 * encrypted, under its `path`, `vault/` by default (Vault's "Consul storage backend" reference).
 * Deleting any key there (`vault/core/keyring`, `vault/core/master`) breaks the whole Vault.
 */
const VAULT_STORAGE = /^\/*vault(?:\/|$)/;

/**
 * What deleting Consul KV keys loses, for the CLI (`consul kv delete [-recurse] KEY`, the
 * consul-kv-delete reference) and the HTTP API (`DELETE /v1/kv/KEY[?recurse]`): every key when the
 * prefix is empty, every key under a prefix with `-recurse`, Vault's storage for any key under
 * `vault/`. One ordinary key (`consul kv delete app/dev/feature-flag`) is everyday configuration
 * work and loses nothing else. Vault's storage is marked `production`: it is Vault's state
 * whichever agent, local or not, the request goes through.
 *
 * @example
 * consulKeysDeleted("vault/core/keyring", false)[0]?.rule // "planes.store-delete"
 */
export function consulKeysDeleted(key: string, recurse: boolean): PlaneEffect[] {
  if (VAULT_STORAGE.test(key)) return [{ rule: "planes.store-delete", what: `deletes ${key} from Vault's storage in Consul, where Vault keeps every secret and key it has`, production: true }];
  if (!recurse) return [];
  if (key === "" || /^\/+$/.test(key)) return [{ rule: "planes.store-flush", what: "deletes every key in Consul's KV store" }];
  return [{ rule: "planes.store-delete", what: `deletes every Consul key under ${key}` }];
}

/** `consul kv delete [options] KEY`: Go's flag package reads `-recurse`, `--recurse` and `-recurse=true` alike. */
export function consulCliDelete(rest: readonly (string | undefined)[]): PlaneEffect[] {
  const recurse = rest.some((value) => /^--?recurse(?:=true)?$/.test(value ?? ""));
  const keys = rest.filter((value) => value === undefined || !value.startsWith("-"));
  if (keys.length === 0) return recurse ? consulKeysDeleted("", true) : [];
  return keys.flatMap((key) => (key === undefined ? [] : consulKeysDeleted(key, recurse)));
}
