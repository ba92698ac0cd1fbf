import { describe, expect, it } from "vitest";
import { posixFromWindowsPath } from "./windows-forms.js";

describe("posixFromWindowsPath", () => {
  it.each([
    ["C:\\Users\\ada\\.aws\\credentials", "/Users/ada/.aws/credentials"],
    ["c:/Users/ada/.npmrc", "/Users/ada/.npmrc"],
    ["\\\\?\\C:\\Users\\ada\\.git-credentials", "/Users/ada/.git-credentials"],
    ["%USERPROFILE%\\.ssh\\id_rsa", "/home/ada/.ssh/id_rsa"],
    ["$env:USERPROFILE\\.ssh", "/home/ada/.ssh"],
    ["${env:APPDATA}\\gcloud", "/home/ada/AppData/Roaming/gcloud"],
    ["%LOCALAPPDATA%\\Microsoft\\Credentials", "/home/ada/AppData/Local/Microsoft/Credentials"],
    ["%SystemRoot%\\System32\\config\\SAM", "/Windows/System32/config/SAM"],
    ["%ProgramData%", "/ProgramData"],
    ["src\\index.ts", "src/index.ts"],
  ])("%s → %s", (raw, expected) => {
    expect(posixFromWindowsPath(raw, "/home/ada")).toBe(expected);
  });

  it("leaves POSIX paths alone", () => {
    expect(posixFromWindowsPath("src/index.ts", "/home/ada")).toBeUndefined();
    expect(posixFromWindowsPath("~/.ssh/id_rsa", "/home/ada")).toBeUndefined();
  });
});
