import { describe, expect, it } from "vitest";
import { startedProcess } from "./powershell-start-process.js";

describe("startedProcess", () => {
  it("joins the argument list after the program, named or positional", () => {
    expect(startedProcess(["Start-Process", "pwsh", "-argumentlist", "'-enc','AAA='"])).toBe("pwsh -enc AAA=");
    expect(startedProcess(["saps", "-filepath", "cmd.exe", "-args", "'/c dir'", "-wait"])).toBe("cmd.exe /c dir");
    expect(startedProcess(["Start-Process", "dotnet", "'build'", "-nonewwindow"])).toBe("dotnet build");
    expect(startedProcess(["Start-Process", "pwsh", "-argumentlist", "@('-c','Get-Date')"])).toBe("pwsh -c Get-Date");
  });

  it("is unknown for a shell whose arguments cannot be computed, and nothing without arguments", () => {
    expect(startedProcess(["Start-Process", "pwsh", "-argumentlist", "$a"])).toBeNull();
    expect(startedProcess(["Start-Process", "notepad.exe", "-argumentlist", "$a"])).toBeUndefined();
    expect(startedProcess(["Start-Process", "notepad.exe"])).toBeUndefined();
    expect(startedProcess(["Get-Process"])).toBeUndefined();
  });
});
