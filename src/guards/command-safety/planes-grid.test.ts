import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { DATABASE_TOOL_LINES, PLANE_OPERATIONS, PLANE_SPELLINGS, SQL_CLIENTS, SQL_STATEMENTS, planesGridCases, type PlaneGridCase } from "./__fixtures__/planes-grid.js";

/** A combination that misses its expectation, described; undefined when it holds. */
function miss(gridCase: PlaneGridCase): string | undefined {
  const result = check(gridCase.command);
  if ((result.decision !== "allow") === gridCase.dangerous) return undefined;
  return `${gridCase.id}: ${result.decision} ${result.rule ?? ""}: ${gridCase.command}`;
}

/**
 * The planes grid (its covering design; `planesGridCases({ full: true })` is the whole cross):
 * every documented way of destroying what a cluster, an infrastructure stack, a hosted app, a
 * database or a store holds, or of widening who may reach it, under every documented spelling of
 * the command, is flagged; the same
 * tools' read-only work, and destructive SQL and store commands aimed only at this machine, stay
 * allowed.
 */
describe("planes grid: operations × spellings", () => {
  const cases = planesGridCases();

  it("crosses every operation with the spellings that apply to it", () => {
    expect(PLANE_OPERATIONS.filter((operation) => operation.dangerous).length).toBeGreaterThanOrEqual(90);
    expect(PLANE_OPERATIONS.filter((operation) => !operation.dangerous).length).toBeGreaterThanOrEqual(70);
    expect(PLANE_SPELLINGS.length).toBeGreaterThanOrEqual(25);
    expect(SQL_STATEMENTS.filter((statement) => statement.dangerous).length).toBeGreaterThanOrEqual(14);
    expect(SQL_CLIENTS.length).toBeGreaterThanOrEqual(8);
    const ids = [...PLANE_OPERATIONS, ...SQL_STATEMENTS, ...DATABASE_TOOL_LINES].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of [...PLANE_OPERATIONS, ...PLANE_SPELLINGS, ...SQL_STATEMENTS, ...SQL_CLIENTS, ...DATABASE_TOOL_LINES]) expect(entry.source, entry.id).not.toBe("");
    expect(new Set(cases.map((each) => each.id)).size).toBe(cases.length);
    // Every spelling meets dangerous and benign operations.
    for (const spelling of PLANE_SPELLINGS) {
      expect(cases.some((each) => each.dangerous && each.id.startsWith(`${spelling.id} × `)), spelling.id).toBe(true);
      expect(cases.some((each) => !each.dangerous && each.id.startsWith(`${spelling.id} × `)), spelling.id).toBe(true);
    }
    expect(planesGridCases({ full: true }).length).toBeGreaterThan(cases.length * 10);
    expect(cases.length).toBeGreaterThan(2000);
  });

  // One test per family, so each stays short.
  for (const family of ["cluster", "iac", "hosted", "store", "recovery", "access", "capacity", "exposure", "clients", "sql"] as const) {
    it(`flags every dangerous ${family} combination and allows every benign one`, () => {
      const failures = cases.filter((each) => each.family === family).map(miss).filter((failure) => failure !== undefined);
      expect(failures).toEqual([]);
    });
  }
});
