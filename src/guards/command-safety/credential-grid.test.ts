import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { credentialGridCases, type GridCase } from "./__fixtures__/credential-grid-cases.js";

/** The decision a case reached, when it misses its expectation; undefined when it holds. */
function miss(gridCase: GridCase): string | undefined {
  const result = check(gridCase.command);
  const holds = gridCase.expect === "allow" ? result.decision === "allow" : gridCase.expect === "deny" ? result.decision === "deny" : result.decision !== "allow";
  return holds ? undefined : `${gridCase.expect} expected, got ${result.decision} ${result.rule ?? ""}: ${gridCase.command}  [${gridCase.axes}]`;
}

describe("credential grid: stores × readers × sinks", () => {
  const cases = credentialGridCases();
  const groups: Record<string, GridCase[]> = { transcript: [], benign: [], sinks: [], relocated: [] };
  for (const gridCase of cases) {
    groups[gridCase.group]?.push(gridCase);
  }

  it("generates the grid", () => {
    expect(cases.length).toBeGreaterThan(1500);
  });

  for (const [group, members] of Object.entries(groups)) {
    it(`${group}: every combination reaches its decision`, () => {
      const misses = members.map(miss).filter((text): text is string => text !== undefined);
      expect(misses).toEqual([]);
    }, 120_000);
  }
});
