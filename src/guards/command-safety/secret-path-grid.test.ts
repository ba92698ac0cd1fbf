import { describe, expect, it } from "vitest";
import { SENSITIVE_PATH_RULES } from "../security-audit/rules.js";
import { classifySensitivePath } from "../security-audit/sensitive-paths.js";
import { GRID_BENIGN_FILES, GRID_CONTEXT, gridSecretFiles } from "./__fixtures__/secret-path-grid.js";
import { GRID_METADATA, GRID_READERS, GRID_WRAPPERS, gridMiss, secretPathGridCases, type PathGridCase } from "./__fixtures__/secret-path-grid-cases.js";
import { PATH_SPELLINGS } from "./__fixtures__/secret-path-spellings.js";

/**
 * Combinations still open, each with why (the whole cross in `bench/secret-path-grid.ts` counts
 * them too):
 * - bash's own `type` describes commands: only an operand with a slash is read as PowerShell's
 *   `type` (Get-Content), so `cd ~/.aws && type credentials` is not;
 * - a wildcard directory (`*`, `**`) above a location the classification knows only by a
 *   predicate on its directories (Windows' registry hives in `System32/config`, anaconda-client's
 *   `tokens` directory, Discord's `Local Storage/leveldb`, an editor's `globalStorage`) has no
 *   documented path to be aligned with;
 * - `sudo jq . FILE` or `sudo yq . FILE` after `cd` into a key store: the expression `.` is read as
 *   the store itself handed to a program run as root (`secrets.pass-to-program`).
 */
const PREDICATE_ONLY = ["/system32/config/sam", "/anaconda-client/tokens/", "/local storage/leveldb/", "/globalstorage/state.vscdb"];
function knownOpen(gridCase: PathGridCase): boolean {
  const moved = gridCase.spelling === "cd" || gridCase.spelling === "pushd";
  if (gridCase.reader === "type" && moved) return true;
  if ((gridCase.reader === "jq" || gridCase.reader === "yq") && moved && gridCase.wrapper === "sudo") return true;
  const lower = gridCase.file.absolute.toLowerCase();
  return (gridCase.spelling === "glob-parent" || gridCase.spelling === "globstar") && PREDICATE_ONLY.some((part) => lower.includes(part));
}

/**
 * The secret-path grid (its covering design; `secretPathGridCases({ full: true })` is the whole
 * cross): every file the shared path classification calls secret, spelled every way the Bash
 * manual and POSIX pathname resolution allow, read by every documented reader, is denied; benign
 * look-alikes and commands that reveal nothing stay allowed.
 */
describe("secret-path grid: secret files × path spellings × readers", () => {
  const cases = secretPathGridCases();

  it("enumerates every read rule of the classification and crosses every axis", () => {
    const files = gridSecretFiles();
    const rules = new Set(files.map((file) => classifySensitivePath(file.absolute, { ...GRID_CONTEXT, access: "read" })?.rule));
    // Rules for a whole file printed (`access: "print"`, a tool home's data file) are crossed by their own cases.
    const readRules = SENSITIVE_PATH_RULES.filter((rule) => rule.access === undefined && rule.id !== "secrets.credential-store" && rule.id !== "secrets.browser-data").map((rule) => rule.id);
    expect(readRules.filter((rule) => !rules.has(rule))).toEqual([]);
    expect(files.length).toBeGreaterThan(300);
    expect(PATH_SPELLINGS.length).toBeGreaterThanOrEqual(29);
    expect(GRID_READERS.length).toBeGreaterThanOrEqual(40);
    for (const entry of [...files, ...GRID_BENIGN_FILES, ...PATH_SPELLINGS, ...GRID_READERS, ...GRID_METADATA, ...GRID_WRAPPERS]) expect(entry.source).not.toBe("");
    for (const spelling of PATH_SPELLINGS) {
      expect(cases.some((each) => each.group === "secret" && each.spelling === spelling.id), spelling.id).toBe(true);
      expect(cases.some((each) => each.group === "metadata" && each.spelling === spelling.id), spelling.id).toBe(true);
    }
    for (const reader of GRID_READERS) expect(cases.some((each) => each.group === "benign" && each.reader === reader.id), reader.id).toBe(true);
    expect(cases.length).toBeGreaterThan(3000);
  });

  for (const group of ["secret", "benign", "metadata"] as const) {
    it(`${group}: every combination reaches its decision`, () => {
      const misses = cases.filter((each) => each.group === group && !knownOpen(each)).map(gridMiss).filter((text): text is string => text !== undefined);
      expect(misses).toEqual([]);
    });
  }
});
