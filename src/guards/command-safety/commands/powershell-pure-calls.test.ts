import { describe, expect, it } from "vitest";
import { isPureDotnetExpression } from "./powershell-pure-calls.js";

describe("isPureDotnetExpression", () => {
  it("knows conversions, text and numbers as values only", () => {
    expect(isPureDotnetExpression("[Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes('Get-Date'))")).toBe(true);
    expect(isPureDotnetExpression("[System.Text.Encoding]::UTF8.GetString([System.Convert]::FromBase64String('aGVsbG8='))")).toBe(true);
    expect(isPureDotnetExpression("[math]::Round(2.5)")).toBe(true);
  });

  it("leaves out other types, members that act, pipelines and expansions", () => {
    expect(isPureDotnetExpression("[Diagnostics.Process]::Start('cmd')")).toBe(false);
    expect(isPureDotnetExpression("[IO.File]::Delete('x')")).toBe(false);
    expect(isPureDotnetExpression("[Text.Encoding]::UTF8.GetString($b) | iex")).toBe(false);
    expect(isPureDotnetExpression("[string]::Join(' ', $(Get-Content x))")).toBe(false);
    expect(isPureDotnetExpression("[Reflection.Assembly]::Load($bytes)")).toBe(false);
    expect(isPureDotnetExpression("Get-Date")).toBe(false);
  });
});
