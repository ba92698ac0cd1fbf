import { describe, expect, it } from "vitest";
import { INVALID_ARGUMENTS_KEY, invalidToolArguments, parseToolArguments } from "./tool-arguments.js";

describe("parseToolArguments", () => {
  it("parses a JSON object and treats empty text as no arguments", () => {
    expect(parseToolArguments('{"path":"a.txt","lines":[1,2]}')).toEqual({ path: "a.txt", lines: [1, 2] });
    expect(parseToolArguments("")).toEqual({});
    expect(parseToolArguments("  ")).toEqual({});
  });

  it("keeps broken or non-object JSON recognisably invalid", () => {
    const cut = parseToolArguments('{"path": "a.t');
    expect(cut[INVALID_ARGUMENTS_KEY]).toBe('{"path": "a.t');
    expect(invalidToolArguments(cut)).toMatchObject({ raw: '{"path": "a.t' });
    expect(invalidToolArguments(parseToolArguments("[1,2]"))).toEqual({ raw: "[1,2]", error: "the arguments must be a JSON object" });
    expect(invalidToolArguments(parseToolArguments('"ls"'))).toBeDefined();
  });

  it("says parsed arguments are valid", () => {
    expect(invalidToolArguments({ path: "a" })).toBeUndefined();
    expect(invalidToolArguments(null)).toBeUndefined();
  });
});
