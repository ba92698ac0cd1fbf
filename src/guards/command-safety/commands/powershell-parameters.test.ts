import { describe, expect, it } from "vitest";
import { spellParameters } from "./powershell-parameters.js";

describe("spellParameters", () => {
  it("spells out unambiguous prefixes and `-Name:value` forms of the file cmdlets", () => {
    expect(spellParameters(["Remove-Item", "-Pa", "~/code", "-Rec", "-Fo"])).toEqual(["Remove-Item", "-path", "~/code", "-recurse", "-force"]);
    expect(spellParameters(["ri", "-LiteralP:~/code", "-r:$true", "-Confirm:$false"])).toEqual(["ri", "-literalpath", "~/code", "-recurse"]);
    expect(spellParameters(["Remove-Item", "-Recurse:$false", "x"])).toEqual(["Remove-Item", "x"]);
  });

  it("leaves ambiguous prefixes and other commands as written", () => {
    expect(spellParameters(["Remove-Item", "-f", "x"])).toEqual(["Remove-Item", "-f", "x"]);
    expect(spellParameters(["Get-Date", "-Fo", "yyyy"])).toEqual(["Get-Date", "-Fo", "yyyy"]);
  });
});
