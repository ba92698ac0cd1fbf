import { describe, expect, it } from "vitest";
import { applyMutation } from "./powershell-mutations.js";
import type { PsValue } from "./powershell-strings.js";

describe("applyMutation", () => {
  it("computes .NET's in-place array and list changes", () => {
    const strings = new Map<string, PsValue>([["a", ["c", "b", "a"]]]);
    expect(applyMutation("[array]::Reverse($a)", strings)).toBe(true);
    expect(strings.get("a")).toEqual(["a", "b", "c"]);
    applyMutation("$null = $a.Add('d')", strings);
    applyMutation("[void]$a.Insert(0, 'z')", strings);
    applyMutation("$a[1] = 'A'", strings);
    applyMutation("$a += 'e'", strings);
    expect(strings.get("a")).toEqual(["z", "A", "b", "c", "d", "e"]);
    applyMutation("[System.Array]::Sort($a)", strings);
    expect(strings.get("a")).toEqual(["A", "b", "c", "d", "e", "z"]);
  });

  it("forgets an array changed in a way it does not compute, and leaves strings and other statements alone", () => {
    const strings = new Map<string, PsValue>([["a", ["x"]], ["s", "text"]]);
    expect(applyMutation("[array]::Resize([ref]$a, 4)", strings)).toBe(true);
    expect(strings.has("a")).toBe(false);
    strings.set("a", ["x"]);
    applyMutation("$a.SetValue('y', 0)", strings);
    expect(strings.has("a")).toBe(false);
    expect(applyMutation("Write-Output $s.ToUpper()", strings)).toBe(false);
    expect(strings.get("s")).toBe("text");
    applyMutation("[array]::Reverse($unknown)", strings);
    expect(strings.has("unknown")).toBe(false);
  });
});
