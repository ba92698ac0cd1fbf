import { describe, expect, it } from "vitest";
import { powershellToShell } from "./powershell.js";
import { decodedFileCall, decodesBase64 } from "./powershell-decoded-writes.js";

describe("PowerShell's decoded file writes", () => {
  it("reads WriteAllBytes and WriteAllText of decoded bytes as base64 -d into the file", () => {
    expect(decodedFileCall("[IO.File]::WriteAllBytes('a.exe', [Convert]::FromBase64String('TVo='))", true, (word) => word)).toBe("printf '%s' 'TVo=' | base64 -d > 'a.exe'");
    expect(decodedFileCall("[System.IO.File]::WriteAllText(\"a.ps1\", [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($s)))", true, (word) => word)).toBe("base64 -d < /dev/null > \"a.ps1\"");
  });

  it("leaves file writes alone in code that decodes nothing", () => {
    expect(decodesBase64("[IO.File]::WriteAllText('a.txt', 'hi')")).toBe(false);
    expect(decodedFileCall("[IO.File]::WriteAllText('a.txt', 'hi')", false, (word) => word)).toBeUndefined();
  });

  it("follows the decoded bytes from an earlier statement and through Set-Content", () => {
    expect(powershellToShell("$b = [Convert]::FromBase64String('TVo='); [IO.File]::WriteAllBytes('a.exe', $b)")).toContain("base64 -d < /dev/null > 'a.exe'");
    expect(powershellToShell("Set-Content -Path a.exe -Value ([Convert]::FromBase64String($b)) -Encoding Byte")).toBe("base64 -d < /dev/null > a.exe");
    expect(powershellToShell("Set-Content -Path notes.txt -Value 'hi'")).toBe("tee notes.txt </dev/null");
  });
});
