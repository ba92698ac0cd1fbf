import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { broadVaultPolicy, vaultAccessEffects } from "./vault-access.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => vaultAccessEffects(invocation)).map((effect) => effect.rule);
const WIDENED = ["planes.access-widened"];

describe("vaultAccessEffects", () => {
  it("flags root tokens, privileged policies and broad policy documents", () => {
    expect(rules("vault token create -policy=root")).toEqual(WIDENED);
    expect(rules("vault token create --policy root -ttl 720h")).toEqual(WIDENED);
    expect(rules("vault token create -policy=default -policy=admin")).toEqual(WIDENED);
    expect(rules("vault operator generate-root -init")).toEqual(WIDENED);
    expect(rules("vault write auth/userpass/users/eve password=x policies=default,admin")).toEqual(WIDENED);
    expect(rules("vault write identity/group name=ops token_policies=root")).toEqual(WIDENED);
    expect(rules("vault policy write ops - <<< 'path \"*\" { capabilities = [\"create\", \"update\"] }'")).toEqual(WIDENED);
    expect(rules("vault policy write admin admin.hcl")).toEqual(WIDENED);
    expect(rules("cat > ops.hcl <<'EOF'\npath \"sys/*\" { capabilities = [\"sudo\", \"read\"] }\nEOF\nvault policy write ops ops.hcl")).toEqual(WIDENED);
  });

  it("flags the audit trail and auth methods turned off under their own rules", () => {
    expect(rules("vault audit disable file/")).toEqual(["planes.audit-impair"]);
    expect(rules("vault -address=https://vault.example.com:8200 auth disable userpass")).toEqual(["planes.key-disabled"]);
  });

  it("leaves narrow policies, tokens and reading alone", () => {
    expect(rules("vault policy write app-read app-read.hcl")).toEqual([]);
    expect(rules("vault policy write app - <<< 'path \"secret/data/app/*\" { capabilities = [\"read\", \"list\"] }'")).toEqual([]);
    expect(rules("vault token create -policy=app-read -ttl=1h")).toEqual([]);
    expect(rules("vault write auth/userpass/users/ci password=x policies=app-read")).toEqual([]);
    expect(rules("vault operator generate-root -status")).toEqual([]);
    expect(rules("vault policy read admin")).toEqual([]);
    expect(rules("vault audit list")).toEqual([]);
    expect(rules("vault auth enable userpass")).toEqual([]);
  });

  it("reads a policy's paths and capabilities", () => {
    expect(broadVaultPolicy('path "auth/*" { capabilities = ["create","update","delete"] }')).toBe(true);
    expect(broadVaultPolicy('path "secret/*" { capabilities = ["sudo"] }')).toBe(true);
    expect(broadVaultPolicy('path "sys/health" { capabilities = ["read"] }')).toBe(false);
    expect(broadVaultPolicy('path "*" { capabilities = ["read", "list"] }')).toBe(false);
  });
});
