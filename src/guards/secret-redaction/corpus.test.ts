import { describe, expect, it } from "vitest";
import { SECRET_CORPUS } from "./__fixtures__/corpus.js";
import { formatCorpusScore, scoreCorpus } from "./__fixtures__/score-corpus.js";
import { detectSecrets } from "./detect-secrets.js";

describe("the labelled regression corpus", () => {
  it("covers at least 20 kinds of secret and texts with decoys only", () => {
    const kinds = new Set(SECRET_CORPUS.flatMap((text) => text.secrets.map((secret) => secret.kind)));
    expect(kinds.size).toBeGreaterThanOrEqual(20);
    expect(SECRET_CORPUS.filter((text) => text.secrets.length === 0).length).toBeGreaterThanOrEqual(4);
  });

  for (const secretlint of [true, false]) {
    it(`recall and precision are at least 0.98 (secretlint preset ${secretlint ? "on" : "off"})`, () => {
      const score = scoreCorpus(SECRET_CORPUS, (text) => detectSecrets(text, { secretlint }));
      const report = formatCorpusScore(score);
      expect(score.found / score.expected, report).toBeGreaterThanOrEqual(0.98);
      expect((score.detections - score.falsePositives.length) / score.detections, report).toBeGreaterThanOrEqual(0.98);
    });
  }
});
