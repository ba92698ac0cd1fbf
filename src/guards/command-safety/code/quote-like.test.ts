import { describe, expect, it } from "vitest";
import { quoteLikeLiterals } from "./quote-like.js";

describe("quoteLikeLiterals", () => {
  it("rewrites perl's q, qq and qw as quotes and lists", () => {
    expect(quoteLikeLiterals("perl", "system q(rm -rf /)")).toBe('system "rm -rf /"');
    expect(quoteLikeLiterals("perl", "system qq{ls -la}")).toBe('system "ls -la"');
    expect(quoteLikeLiterals("perl", "system qw(rm -rf /)")).toBe('system ("rm", "-rf", "/")');
    expect(quoteLikeLiterals("perl", "print qx{ls}")).toBe("print qx{ls}");
  });

  it("rewrites ruby's percent literals, spreading a splatted word list", () => {
    expect(quoteLikeLiterals("ruby", "system %q(rm -rf /)")).toBe('system "rm -rf /"');
    expect(quoteLikeLiterals("ruby", "system(*%w(rm -rf /))")).toBe('system("rm", "-rf", "/")');
    expect(quoteLikeLiterals("ruby", "puts %w(a b).join")).toBe('puts ["a", "b"].join');
    expect(quoteLikeLiterals("ruby", "x = 10%(3)")).toBe("x = 10%(3)");
  });

  it("leaves interpolated, quoted or nested text as written", () => {
    expect(quoteLikeLiterals("perl", "system qq(rm $x)")).toBe("system qq(rm $x)");
    expect(quoteLikeLiterals("perl", "system q(say 'x')")).toBe("system q(say 'x')");
    expect(quoteLikeLiterals("ruby", 'system %Q(rm #{x})')).toBe('system %Q(rm #{x})');
    expect(quoteLikeLiterals("python", "q(x)")).toBe("q(x)");
  });
});
