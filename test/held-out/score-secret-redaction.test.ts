/**
 * The scorer's own arithmetic, with detectors written for the purpose (the real detector is not
 * scored here: a score is a measurement, not a test).
 */
import { describe, expect, it } from "vitest";
import { formatSecretScore, scoreSecretDetector, type DetectedSpan } from "./score-secret-redaction.js";
import { SECRET_REDACTION_HELD_OUT, type SecretRedactionText } from "./secret-redaction.js";

/** A detector that reports exactly the expected secrets of the set, found by value. */
function oracle(text: string): DetectedSpan[] {
  const entry = SECRET_REDACTION_HELD_OUT.find((candidate) => candidate.text === text);
  return (entry?.secrets ?? []).flatMap((secret) => {
    const spans: DetectedSpan[] = [];
    for (let start = text.indexOf(secret.value); start !== -1; start = text.indexOf(secret.value, start + 1)) {
      spans.push({ start, end: start + secret.value.length, kind: secret.kind });
    }
    return spans;
  });
}

const sample: SecretRedactionText[] = [
  {
    id: "text-001",
    format: "env dump",
    text: "A=ghp_secret\nB=AKIAIOSFODNN7EXAMPLE\nA=ghp_secret",
    secrets: [{ kind: "github-token", value: "ghp_secret" }],
    decoys: ["AKIAIOSFODNN7EXAMPLE"],
  },
];

describe("scoreSecretDetector", () => {
  it("gives a detector that finds exactly the secrets recall 1 and precision 1", async () => {
    const score = await scoreSecretDetector(oracle);
    expect(score.recall).toBe(1);
    expect(score.precision).toBe(1);
    expect(score.missed).toEqual([]);
    expect(score.perKind["github-token"].recall).toBe(1);
  });

  it("counts every occurrence and needs a span to cover a secret entirely", async () => {
    const score = await scoreSecretDetector(() => [{ start: 2, end: 12, kind: "github-token" }, { start: 40, end: 48, kind: "github-token" }], sample);
    expect(score.perKind["github-token"]).toEqual({ expected: 2, found: 1, recall: 0.5 });
    expect(score.falsePositives).toBe(0);
    expect(score.precision).toBe(1);
  });

  it("counts a span over a decoy as a false positive", async () => {
    const score = await scoreSecretDetector(() => [{ start: 15, end: 35, kind: "aws-access-key-id" }], sample);
    expect(score.falsePositives).toBe(1);
    expect(score.precision).toBe(0);
    expect(score.falsePositiveList[0]?.excerpt).toBe("AKIAIOSFODNN7EXAMPLE");
    expect(score.recall).toBe(0);
  });

  it("rejects spans outside the text", async () => {
    await expect(scoreSecretDetector(() => [{ start: 0, end: 1000, kind: "x" }], sample)).rejects.toThrow(/invalid span/);
  });

  it("formats a table with every kind, the totals and, on request, the misses", async () => {
    const score = await scoreSecretDetector(async () => [], sample);
    const table = formatSecretScore(score, { details: true });
    expect(table).toContain("github-token");
    expect(table).toMatch(/overall\s+2\s+0\s+0\.000/);
    expect(table).toContain("precision     - (0 detections, 0 false positives)");
    expect(table).toContain("Missed (2):");
  });
});
