import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { HISTORY_EFFECTS, HISTORY_SPELLINGS, historyGridCases, type HistoryGridCase } from "./__fixtures__/history-grid.js";

/** A combination that misses its expectation, described; undefined when it holds. */
function miss(gridCase: HistoryGridCase): string | undefined {
  const result = check(gridCase.command);
  const flagged = result.decision !== "allow";
  if (flagged === gridCase.effect.dangerous) return undefined;
  return `${gridCase.effect.id} × ${gridCase.spelling}: ${result.decision} ${result.rule ?? ""}: ${gridCase.command}`;
}

/**
 * The history grid: every documented way of making git history or a hosted repository
 * unrecoverable, under every documented spelling that applies to it, is flagged; everyday git and
 * hosting work under the same spellings stays allowed.
 */
describe("history grid: effects × spellings", () => {
  const cases = historyGridCases();

  it("crosses every effect with the spellings that apply to it", () => {
    expect(HISTORY_EFFECTS.filter((effect) => effect.dangerous).length).toBeGreaterThanOrEqual(35);
    expect(HISTORY_EFFECTS.filter((effect) => !effect.dangerous).length).toBeGreaterThanOrEqual(20);
    expect(new Set(HISTORY_EFFECTS.map((effect) => effect.id)).size).toBe(HISTORY_EFFECTS.length);
    expect(new Set(HISTORY_SPELLINGS.map((spelling) => spelling.id)).size).toBe(HISTORY_SPELLINGS.length);
    for (const entry of [...HISTORY_EFFECTS, ...HISTORY_SPELLINGS]) expect(entry.source, entry.id).not.toBe("");
    // Every spelling reaches at least one effect, and all but the personal-branch names a dangerous one.
    for (const spelling of HISTORY_SPELLINGS) {
      expect(cases.some((each) => each.spelling === spelling.id && each.effect.dangerous !== spelling.id.startsWith("feature-")), spelling.id).toBe(true);
    }
    expect(cases.length).toBeGreaterThan(1200);
  });

  it("flags every dangerous combination", () => {
    expect(cases.filter((each) => each.effect.dangerous).map(miss).filter(Boolean)).toEqual([]);
  });

  it("allows every benign combination", () => {
    expect(cases.filter((each) => !each.effect.dangerous).map(miss).filter(Boolean)).toEqual([]);
  });
});
