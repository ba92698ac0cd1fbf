import { describe, expect, it } from "vitest";
import { consulCliDelete, consulKeysDeleted } from "./consul-kv.js";

describe("Consul KV deletes", () => {
  it("finds Vault's storage deleted, one key or a prefix, marked as production data", () => {
    expect(consulKeysDeleted("vault/core/keyring", false)).toEqual([expect.objectContaining({ rule: "planes.store-delete", production: true })]);
    expect(consulKeysDeleted("vault", true)[0]?.production).toBe(true);
    expect(consulCliDelete(["-recurse", "vault/"]).map((effect) => effect.rule)).toEqual(["planes.store-delete"]);
  });

  it("finds recursive deletes, every key when the prefix is empty", () => {
    expect(consulCliDelete(["-recurse", "app"]).map((effect) => effect.rule)).toEqual(["planes.store-delete"]);
    expect(consulCliDelete(["--recurse=true", "services/payments"]).map((effect) => effect.rule)).toEqual(["planes.store-delete"]);
    expect(consulCliDelete(["-recurse"]).map((effect) => effect.rule)).toEqual(["planes.store-flush"]);
    expect(consulKeysDeleted("", true).map((effect) => effect.rule)).toEqual(["planes.store-flush"]);
  });

  it("leaves one ordinary key alone", () => {
    expect(consulCliDelete(["app/dev/feature-flag"])).toEqual([]);
    expect(consulKeysDeleted("vaultwarden/config", false)).toEqual([]);
  });
});
