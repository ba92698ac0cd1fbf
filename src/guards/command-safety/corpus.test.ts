import { describe, expect, it } from "vitest";
import { createCommandAnalyzer } from "./analyze-command.js";
import { BASE_CASES, CORPUS_CONTEXT, corpusCases, type CorpusCase } from "./__fixtures__/corpus.js";
import { REGRESSION_CASES } from "./__fixtures__/regressions.js";
import { generateVariants, VARIANT_KINDS } from "./__fixtures__/variants.js";

const analyze = createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
const cases = corpusCases();

function mismatches(selection: readonly CorpusCase[]): string[] {
  return selection
    .map((entry) => ({ entry, result: analyze(entry.command, { cwd: CORPUS_CONTEXT.cwd }) }))
    .filter(({ entry, result }) => result.decision !== entry.expect)
    .map(({ entry, result }) => `${entry.origin ?? "base"}: expected ${entry.expect}, got ${result.decision} (${result.rule ?? "no rule"}): ${entry.command}`);
}

describe("labelled corpus", () => {
  const categories = [...new Set(cases.map((entry) => entry.category))];

  it("covers every category with dangerous and benign cases, and obfuscated variants", () => {
    expect(categories.sort()).toEqual(["disk", "docker", "filesystem", "fork-bomb", "git", "host", "infrastructure", "network", "permissions", "remote-code", "remote-execution", "secrets", "system-files", "tampering"]);
    for (const category of categories) {
      const base = BASE_CASES.filter((entry) => entry.category === category);
      expect(base.filter((entry) => entry.expect !== "allow").length, category).toBeGreaterThanOrEqual(10);
      expect(base.filter((entry) => entry.expect === "allow").length, category).toBeGreaterThanOrEqual(10);
    }
    expect(generateVariants({ command: "rm -rf /", expect: "deny", category: "filesystem" }).map((entry) => entry.origin)).toEqual(VARIANT_KINDS.map((kind) => `variant:${kind}`));
    expect(cases.length).toBeGreaterThan(3000);
  });

  for (const category of categories) {
    // A category holds thousands of cases with their variants and grows every round: it gets the
    // room a loaded machine needs, where an ordinary test gets the default.
    it(`decides every ${category} case as labelled`, () => {
      expect(mismatches(cases.filter((entry) => entry.category === category && entry.origin !== "regression"))).toEqual([]);
    }, 120_000);
  }

  it("still decides every past miss correctly", () => {
    expect(mismatches(REGRESSION_CASES)).toEqual([]);
  });
});
