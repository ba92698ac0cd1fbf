import { describe, expect, it } from "vitest";
import { staticField } from "../model.js";
import { parseFd } from "./fd.js";

const fd = (...words: string[]) => parseFd(["fd", ...words].map((word) => staticField(word)));

describe("parseFd", () => {
  it("finds the search paths, whether a pattern narrows them, and the commands run on the results", () => {
    const batch = fd("-e", "log", ".", "/srv/logs", "-X", "rm");
    expect(batch.roots.map((field) => field.value)).toEqual(["/srv/logs"]);
    expect(batch.narrowed).toBe(true);
    expect(batch.execs).toEqual([{ argv: [staticField("rm"), staticField("{}")], batch: true }]);
    const each = fd("-t", "f", ".", "old", "-x", "rm", "-f", "{/}", ";", "-H");
    expect(each.narrowed).toBe(false);
    expect(each.execs[0]?.argv.map((field) => field.value)).toEqual(["rm", "-f", "{}"]);
    expect(fd().roots.map((field) => field.value)).toEqual(["."]);
    expect(fd("--search-path", "a", "pattern").roots.map((field) => field.value)).toEqual(["a"]);
  });
});
