import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { GRID_MUTATORS, GRID_SEEDS, gridCases } from "./__fixtures__/obfuscation-grid.js";

/**
 * The obfuscation grid: every documented spelling (mutator) of every seed. A dangerous seed must
 * be flagged however it is spelled; a benign seed must stay allowed under the spellings engineers
 * use every day (wrappers, `bash -c`, `xargs`, `find -exec`, `subprocess.run`). Exotic spellings
 * of benign seeds may ask.
 */
describe("obfuscation grid", () => {
  const cases = gridCases();

  it("crosses every seed with the mutators that apply to it", () => {
    expect(GRID_SEEDS.filter((seed) => seed.dangerous).length).toBeGreaterThanOrEqual(25);
    expect(GRID_SEEDS.filter((seed) => !seed.dangerous).length).toBeGreaterThanOrEqual(10);
    expect(GRID_MUTATORS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(GRID_MUTATORS.map((mutator) => mutator.id)).size).toBe(GRID_MUTATORS.length);
    for (const mutator of GRID_MUTATORS) expect(mutator.source, mutator.id).not.toBe("");
    // Every mutator applies to at least one dangerous seed.
    for (const mutator of GRID_MUTATORS) {
      expect(cases.some((each) => each.mutator === mutator && each.seed.dangerous), mutator.id).toBe(true);
    }
    expect(cases.length).toBeGreaterThan(700);
  });

  it("flags every seed as written, and allows every benign one", () => {
    const wrong = GRID_SEEDS.filter((seed) => (check(seed.command).decision === "allow") === seed.dangerous).map((seed) => seed.command);
    expect(wrong).toEqual([]);
  });

  it("flags every obfuscated dangerous seed", () => {
    const missed = cases
      .filter((each) => each.seed.dangerous && check(each.command).decision === "allow")
      .map((each) => `${each.mutator.id} × ${each.seed.id}: ${each.command}`);
    expect(missed).toEqual([]);
  });

  it("allows every benign seed under the everyday mutators", () => {
    const flagged = cases
      .filter((each) => !each.seed.dangerous && each.mutator.everyday)
      .map((each) => ({ each, result: check(each.command) }))
      .filter(({ result }) => result.decision !== "allow")
      .map(({ each, result }) => `${each.mutator.id} × ${each.seed.id}: ${result.decision} ${result.rule ?? ""}: ${each.command}`);
    expect(flagged).toEqual([]);
  });
});
