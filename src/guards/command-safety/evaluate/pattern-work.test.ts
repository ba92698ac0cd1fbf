import { describe, expect, it } from "vitest";
import { globRepeats, patternWorkFits, regexRepeats } from "./pattern-work.js";

describe("pattern work", () => {
  it("counts a glob's unescaped stars", () => {
    expect(globRepeats("*.ts")).toBe(1);
    expect(globRepeats("*a*a*b")).toBe(3);
    expect(globRepeats("\\*literal")).toBe(0);
  });

  it("counts a regular expression's repetitions, escaped ones excepted", () => {
    expect(regexRepeats("a*b+c?d{2}")).toBe(4);
    expect(regexRepeats("\\*\\+x")).toBe(0);
  });

  it("fits everyday patterns on long text and refuses stacked repetitions", () => {
    expect(patternWorkFits(0, 100_000)).toBe(true);
    expect(patternWorkFits(1, 1000)).toBe(true);
    expect(patternWorkFits(2, 100)).toBe(true);
    expect(patternWorkFits(10, 3000)).toBe(false);
    expect(patternWorkFits(6, 8)).toBe(false);
  });
});
