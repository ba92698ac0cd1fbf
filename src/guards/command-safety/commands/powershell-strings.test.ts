import { describe, expect, it } from "vitest";
import { evaluatePowershellString } from "./powershell-strings.js";

describe("evaluatePowershellString", () => {
  it("computes Invoke-Obfuscation's string techniques", () => {
    expect(evaluatePowershellString("('Re'+'move-Item')")).toBe("Remove-Item");
    expect(evaluatePowershellString("('{1}{0}' -f 'Item','Remove-')")).toBe("Remove-Item");
    expect(evaluatePowershellString("(('Remove','Item') -join '-')")).toBe("Remove-Item");
    expect(evaluatePowershellString("-join [char[]](114,109)")).toBe("rm");
    expect(evaluatePowershellString("[string]::Join('', [char[]](114,109))")).toBe("rm");
    expect(evaluatePowershellString("[char]0x72 + [char]109")).toBe("rm");
    expect(evaluatePowershellString("'Remove-Itxm'.Replace('x','e')")).toBe("Remove-Item");
    expect(evaluatePowershellString("'Remove-ItXm' -replace 'x','e'")).toBe("Remove-Item");
    expect(evaluatePowershellString("('metI-evomeR'[-1..-11] -join '')")).toBe("Remove-Item");
    expect(evaluatePowershellString("\"Re`move-Item\"")).toBe("Remove-Item");
    expect(evaluatePowershellString("[Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('cgBtAA=='))")).toBe("rm");
    expect(evaluatePowershellString("$a + 'Item'", new Map([["a", "Remove-"]]))).toBe("Remove-Item");
  });

  it("keeps double-quoted escapes special, and leaves the unknown unknown", () => {
    expect(evaluatePowershellString('"a`tb"')).toBe("a\tb");
    expect(evaluatePowershellString('"R`e`move"')).toBe("R\x1bmove");
    expect(evaluatePowershellString("$x + 'Item'")).toBeUndefined();
    expect(evaluatePowershellString('"$env:USERPROFILE"')).toBeUndefined();
    expect(evaluatePowershellString("'a' -replace '.*','b'")).toBeUndefined();
    expect(evaluatePowershellString("(Get-Date)")).toBeUndefined();
    expect(evaluatePowershellString("'x' * 99999999")).toBeUndefined();
  });
});
