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

  it("leaves other commands alone", () => {
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
  });
});
