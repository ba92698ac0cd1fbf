/**
 * The shape of the secret-redaction held-out set. It checks only that the set is well formed and its
 * fake secrets follow their formats; it never scores a detector.
 */
import { describe, expect, it } from "vitest";
import { crc32, toBase62 } from "./secret-formats.js";
import { SECRET_KINDS, SECRET_KIND_SOURCES, SECRET_REDACTION_HELD_OUT } from "./secret-redaction.js";

const allSecrets = SECRET_REDACTION_HELD_OUT.flatMap((text) => text.secrets);
const allDecoys = SECRET_REDACTION_HELD_OUT.flatMap((text) => text.decoys);

function hasValidChecksum(token: string, prefixLength: number): boolean {
  const body = token.slice(prefixLength, prefixLength + 30);
  return token.length === prefixLength + 36 && token.slice(prefixLength + 30) === toBase62(crc32(body), 6);
}

describe("secret-redaction held-out set", () => {
  it("has at least 150 texts with unique ids", () => {
    expect(SECRET_REDACTION_HELD_OUT.length).toBeGreaterThanOrEqual(150);
    const ids = SECRET_REDACTION_HELD_OUT.map((text) => text.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^text-\d{3}$/);
  });

  it("holds every expected secret as an exact substring of its text", () => {
    for (const text of SECRET_REDACTION_HELD_OUT) {
      for (const secret of text.secrets) expect(text.text.includes(secret.value), `${text.id} ${secret.kind}`).toBe(true);
    }
  });

  it("covers at least 25 kinds, each documented and present", () => {
    const kinds = new Set(allSecrets.map((secret) => secret.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(25);
    expect([...kinds].sort()).toEqual([...SECRET_KINDS].sort());
    for (const kind of SECRET_KINDS) expect(SECRET_KIND_SOURCES[kind]).toMatch(/^https:\/\//);
  });

  it("holds GitHub tokens of every documented prefix, with valid checksums, and valid npm checksums", () => {
    const github = allSecrets.filter((secret) => secret.kind === "github-token").map((secret) => secret.value);
    expect(new Set(github.map((token) => token.slice(0, 4)))).toEqual(new Set(["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]));
    for (const token of github) expect(hasValidChecksum(token, 4), token).toBe(true);
    expect(allSecrets.some((secret) => secret.value.startsWith("github_pat_"))).toBe(true);
    const npm = allSecrets.filter((secret) => secret.kind === "npm-token").map((secret) => secret.value);
    expect(npm.length).toBeGreaterThan(0);
    for (const token of npm) expect(hasValidChecksum(token, 4), token).toBe(true);
  });

  it("holds hard decoys in the texts, never overlapping a secret", () => {
    for (const text of SECRET_REDACTION_HELD_OUT) {
      for (const decoy of text.decoys) {
        expect(text.text.includes(decoy), `${text.id} ${decoy}`).toBe(true);
        for (const secret of text.secrets) {
          expect(decoy.includes(secret.value) || secret.value.includes(decoy), `${text.id} ${decoy}`).toBe(false);
        }
      }
    }
    expect(SECRET_REDACTION_HELD_OUT.filter((text) => text.secrets.length === 0).length).toBeGreaterThanOrEqual(20);
    expect(allDecoys).toContain("AKIAIOSFODNN7EXAMPLE");
    expect(allDecoys).toContain("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY");
    const shapes = [/^[0-9a-f]{40}$/, /^sha256:/, /^sha512-/, /^[0-9a-f]{8}-[0-9a-f]{4}-4/, /^data:image\//, /^ssh-ed25519 /, /^pk_live_/];
    for (const shape of shapes) expect(allDecoys.some((decoy) => shape.test(decoy)), String(shape)).toBe(true);
    expect(allDecoys.some((decoy) => decoy.includes("<your-token>") || decoy.includes("${GITHUB_TOKEN}") || decoy.includes("[[secret:"))).toBe(true);
  });

  it("keeps its seeded values, so scores stay comparable across runs", () => {
    // Changing the seed or a generator changes every value; that makes a new set, not an edit.
    expect(SECRET_REDACTION_HELD_OUT[0]?.secrets[0]?.value).toBe("AKIAM76IDX2JVJ6XTOLD");
    expect(SECRET_REDACTION_HELD_OUT.length).toBe(169);
  });
});
