import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { windowsCredentialCommand } from "./windows-credentials.js";

const judged = (source: string) => windowsCredentialCommand(invocations(source)[0] as never);

describe("windowsCredentialCommand", () => {
  it.each([
    ["reg query 'HKCU\\Software\\ORL\\WinVNC3' /v Password", "reg query hkcu\\software\\orl\\winvnc3 /v password"],
    ["appcmd list apppool /text:*", "appcmd list apppool /text:*"],
    ["Get-StoredCredential -Target github", "Get-StoredCredential"],
    ["ConvertFrom-SecureString -AsPlainText", "ConvertFrom-SecureString -AsPlainText"],
    ["reg save 'HKLM\\SAM' sam.save", "reg save 'HKLM\\SAM'"],
    ["procdump -ma lsass.exe out.dmp", "procdump lsass"],
    ["rundll32.exe comsvcs.dll, MiniDump 624 out.dmp full", "rundll32 comsvcs.dll MiniDump"],
    ["mimikatz sekurlsa::logonpasswords", "mimikatz"],
  ])("%s prints or dumps credentials", (source, named) => {
    expect(judged(source)).toBe(named);
  });

  it.each(["cmdkey /?", "cmdkey /list", "vaultcmd /listcreds:Web /all", "reg query 'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run'", "appcmd list apppool", "reg save 'HKCU\\Software\\App' app.reg", "reg query 'HKLM\\SAM'", "procdump -ma 4242 app.dmp", "ConvertFrom-SecureString $s"])("%s does not", (source) => {
    expect(judged(source)).toBeUndefined();
  });
});
