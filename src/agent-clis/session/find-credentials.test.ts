import { describe, expect, it } from "vitest";
import { findCredentials } from "./find-credentials.js";

// Built from parts so no complete token sits in the source.
const tokens: Record<string, string> = {
  "private-key": ["-----BEGIN RSA", "PRIVATE KEY-----"].join(" "),
  "anthropic-api-key": `sk-ant-api03-${"Q".repeat(40)}`,
  "openai-api-key": `sk-proj-${"a1".repeat(24)}`,
  "github-token": `ghp_${"k".repeat(36)}`,
  "gitlab-token": `glpat-${"x".repeat(20)}`,
  "aws-access-key-id": `AKIA${"ABCDEFGH23456789"}`,
  "google-api-key": `AIza${"S".repeat(35)}`,
  "slack-token": `xoxb-1234-5678-${"z".repeat(12)}`,
  "stripe-secret-key": `sk_live_${"9".repeat(24)}`,
  "npm-token": `npm_${"N".repeat(36)}`,
  "huggingface-token": `hf_${"h".repeat(34)}`,
};

describe("findCredentials", () => {
  it("recognises each documented format, by kind, once", () => {
    for (const [id, token] of Object.entries(tokens)) expect(findCredentials(`use ${token} now`).map((finding) => finding.id), id).toEqual([id]);
    expect(findCredentials(`${tokens["github-token"]} and again ${tokens["github-token"]}`)).toHaveLength(1);
  });

  it("orders findings by position and keeps no value", () => {
    const findings = findCredentials(`a ${tokens["npm-token"]} b ${tokens["aws-access-key-id"]}`);
    expect(findings.map((finding) => finding.id)).toEqual(["npm-token", "aws-access-key-id"]);
    expect(JSON.stringify(findings)).not.toContain("NNNN");
  });

  it("leaves ordinary text alone: prefixes inside words, too-short tokens, placeholders", () => {
    for (const text of [
      "rotate the AKIA key and the sk-ant key",
      "the variable my_ghp_token is empty",
      `xghp_${"k".repeat(36)}`,
      "sk-test sk_test_123 npm_install hf_hub",
      "AKIAIOSFODNN7EXAMPLEX is too long to be a key id",
      "-----BEGIN PUBLIC KEY-----",
    ]) {
      expect(findCredentials(text), text).toEqual([]);
    }
  });
});
