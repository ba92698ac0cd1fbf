import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { HOST_EFFECTS, HOST_SERVICES, HOST_SPELLINGS, HOST_WRITES, SERVICE_MANAGERS, WRITE_METHODS, hostGridCases } from "./__fixtures__/host-grid.js";

/**
 * The host-security grid (its covering design; `hostGridCases({ full: true })` is the whole cross): every documented way of weakening a host protection (commands, service
 * managers, file writes), under every documented way of running it (privilege wrappers, full
 * paths, other shells, BusyBox). Dangerous combinations must be flagged, benign ones — the same
 * tools' status forms and everyday developer actions — must stay allowed.
 */
describe("host-security grid", () => {
  const cases = hostGridCases();

  it("crosses every axis with every spelling that applies to it", () => {
    expect(HOST_EFFECTS.filter((effect) => effect.dangerous).length).toBeGreaterThanOrEqual(100);
    expect(HOST_EFFECTS.filter((effect) => !effect.dangerous).length).toBeGreaterThanOrEqual(50);
    expect(HOST_SPELLINGS.length).toBeGreaterThanOrEqual(30);
    expect(HOST_SERVICES.filter((service) => service.dangerous).length).toBeGreaterThanOrEqual(15);
    expect(SERVICE_MANAGERS.length).toBeGreaterThanOrEqual(10);
    expect(HOST_WRITES.filter((write) => write.dangerous).length).toBeGreaterThanOrEqual(20);
    expect(WRITE_METHODS.length).toBeGreaterThanOrEqual(8);
    const ids = [...HOST_EFFECTS, ...HOST_SERVICES, ...HOST_WRITES].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of [...HOST_EFFECTS, ...HOST_SERVICES, ...HOST_WRITES, ...HOST_SPELLINGS, ...SERVICE_MANAGERS, ...WRITE_METHODS]) {
      expect(entry.source, entry.id).not.toBe("");
    }
    expect(new Set(cases.map((each) => each.id)).size).toBe(cases.length);
    // Every spelling meets dangerous and benign entries; the full cross is larger still.
    for (const spelling of HOST_SPELLINGS) {
      expect(cases.some((each) => each.dangerous && each.id.startsWith(`${spelling.id} × `)), spelling.id).toBe(true);
      expect(cases.some((each) => !each.dangerous && each.id.startsWith(`${spelling.id} × `)), spelling.id).toBe(true);
    }
    expect(hostGridCases({ full: true }).length).toBeGreaterThan(cases.length * 5);
    expect(cases.length).toBeGreaterThan(4000);
  });

  // One test per part of axis A, so each stays short.
  for (const kind of ["effect", "service", "write"] as const) {
    it(`flags every dangerous ${kind} combination`, () => {
      const missed = cases.filter((each) => each.kind === kind && each.dangerous && check(each.command).decision === "allow").map((each) => `${each.id}: ${each.command}`);
      expect(missed).toEqual([]);
    });
  }

  it("allows every benign combination", () => {
    const flagged = cases
      .filter((each) => !each.dangerous)
      .map((each) => ({ each, result: check(each.command) }))
      .filter(({ result }) => result.decision !== "allow")
      .map(({ each, result }) => `${each.id}: ${result.decision} ${result.rule ?? ""}: ${each.command}`);
    expect(flagged).toEqual([]);
  });
});
