import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { DECODED_READERS, DECODED_RUNNERS, DECODED_SEPARATORS, DECODED_WRITERS, decodedRunGridCases } from "./__fixtures__/decoded-run-grid.js";

/**
 * The decoded-run grid (its covering design; `decodedRunGridCases({ full: true })` is the whole
 * cross, `bench/decoded-run-grid.ts` runs it): every documented decoder writing a file, crossed with
 * every documented way of running that file, must be flagged; the same decoders writing a file that
 * is only read, hashed or syntax-checked, and decoding to the terminal, must stay allowed.
 */
describe("decoded-run grid", () => {
  const cases = decodedRunGridCases();

  it("crosses every decoder with every runner, separator and reader", () => {
    expect(DECODED_WRITERS.length).toBeGreaterThanOrEqual(25);
    expect(DECODED_RUNNERS.length).toBeGreaterThanOrEqual(20);
    expect(DECODED_SEPARATORS).toEqual([" && ", "; ", "\n", " || true; "]);
    for (const entry of [...DECODED_WRITERS, ...DECODED_RUNNERS, ...DECODED_READERS]) expect(entry.source, entry.id).not.toBe("");
    expect(new Set(cases.map((each) => each.id)).size).toBe(cases.length);
    for (const writer of DECODED_WRITERS) {
      for (const runner of DECODED_RUNNERS) expect(cases.some((each) => each.id.startsWith(`${writer.id} × ${runner.id} × `)), `${writer.id} × ${runner.id}`).toBe(true);
      for (const separator of DECODED_SEPARATORS) expect(cases.some((each) => each.id === `${writer.id} × sh × ${JSON.stringify(separator)}`)).toBe(true);
    }
    expect(decodedRunGridCases({ full: true }).length).toBeGreaterThan(cases.length * 2);
  });

  it("flags every decoded file that is run", () => {
    const missed = cases.filter((each) => each.dangerous && check(each.command).decision === "allow").map((each) => `${each.id}: ${each.command}`);
    expect(missed).toEqual([]);
  });

  it("asks with code.obfuscated when what the file holds is harmless", () => {
    expect(check("echo ZWNobyBoZWxsbwo= | base64 -d > x.sh && sh x.sh").rule).toBe("code.obfuscated");
    expect(check("certutil -decode p.b64 x.exe && x.exe").rule).toBe("code.obfuscated");
  });

  it("keeps the everyday look-alikes allowed", () => {
    const flagged = cases.filter((each) => !each.dangerous).map((each) => ({ each, result: check(each.command) })).filter(({ result }) => result.decision !== "allow");
    expect(flagged.map(({ each, result }) => `${each.id}: ${result.decision} ${result.rule}: ${each.command}`)).toEqual([]);
  });
});
