import { describe, expect, it } from "vitest";
import { decodeEscapes } from "./escapes.js";

describe("decodeEscapes", () => {
  it("reads octal as $'…' does, as echo -e does and as printf %b does", () => {
    expect(decodeEscapes("\\162\\155").value).toBe("rm");
    expect(decodeEscapes("\\162\\0155", { octalNeedsZero: true }).value).toBe("\\162m");
    expect(decodeEscapes("\\162\\0155", { octalNeedsZero: true, octalEither: true }).value).toBe("rm");
  });

  it("stops at \\c for echo -e and printf %b", () => {
    expect(decodeEscapes("ab\\cde", { octalNeedsZero: true, octalEither: true })).toEqual({ value: "ab", stop: true });
  });
});
