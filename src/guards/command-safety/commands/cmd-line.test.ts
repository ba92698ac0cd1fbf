import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { readCmdLine, UNKNOWN_CMD_COMMAND } from "./cmd-line.js";

describe("readCmdLine", () => {
  it("removes carets outside double quotes", () => {
    expect(readCmdLine("^r^d /^s /^q D:\\")).toBe("rd /s /q D:\\");
    expect(readCmdLine('echo "a^b" ^^')).toBe('echo "a^b" ^');
  });

  it("expands variables the line set in a command started by call, substrings too", () => {
    expect(readCmdLine("set x=rd&& call %x:~0,1%%x:~1,1% /s /q D:\\")).toBe("set x=rd&& rd /s /q D:\\");
    expect(readCmdLine("set x=rd /s /q D:\\&& call %x%")).toBe("set x=rd /s /q D:\\&& rd /s /q D:\\");
    expect(readCmdLine("set x=abcdef& call echo %x:~-2%")).toBe("set x=abcdef& echo ef");
    expect(readCmdLine("call %unknown% /s")).toBe(UNKNOWN_CMD_COMMAND);
  });

  it("lets the cmd rules judge what the line runs", () => {
    expect(verdict('cmd /c "^r^d /^s /^q C:\\Users\\ada"')).toMatch(/^deny /);
    expect(verdict('cmd /c "set x=rd&& call %x% /s /q C:\\Users\\ada"')).toMatch(/^deny /);
    expect(verdict('cmd /c "set x=rd&& call %x% /s /q dist"')).toBe("allow");
  });

  it("reads quoted set, substitution, negative substrings and call set", () => {
    expect(readCmdLine('set "x=rd"&& call %x% /s D:\\')).toBe('set "x=rd"&& rd /s D:\\');
    expect(readCmdLine("set x=rX&& call %x:X=d% /s")).toBe("set x=rX&& rd /s");
    expect(readCmdLine("set x=abrdx&& call %x:*b=% /s")).toBe("set x=abrdx&& rdx /s");
    expect(readCmdLine("set x=xxrd&& call %x:~-2% /s")).toBe("set x=xxrd&& rd /s");
    expect(readCmdLine("set x=rd&& call set y=%x%&& call %y% /s")).toBe("set x=rd&& set y=rd&& rd /s");
  });

  it("expands !name! only with delayed expansion, and %name% of the same line only after call", () => {
    expect(readCmdLine("set x=rd&& !x! /s", { delayedExpansion: true })).toBe("set x=rd&& rd /s");
    expect(readCmdLine("setlocal EnableDelayedExpansion&& set x=rd&& !x! /s")).toBe("setlocal EnableDelayedExpansion&& set x=rd&& rd /s");
    expect(readCmdLine("set x=rd&& !x! /s")).toBe(`set x=rd&& ${UNKNOWN_CMD_COMMAND}`);
    expect(readCmdLine("set x=rd&& %x% /s")).toBe(`set x=rd&& ${UNKNOWN_CMD_COMMAND}`);
    expect(readCmdLine("%COMSPEC% /c rd /s D:\\")).toBe("cmd.exe /c rd /s D:\\");
  });

  it("runs for /f bodies with the token an echo gives, and asks when the command is unknown", () => {
    expect(readCmdLine("for /f \"delims=\" %a in ('echo rd') do %a /s D:\\")).toBe("rd /s D:\\");
    expect(readCmdLine("for /f \"tokens=2 delims=,\" %%a in ('echo x,rd,y') do %%a /s")).toBe("rd /s");
    expect(readCmdLine("for /f %a in ('whoami') do %a /s")).toBe(UNKNOWN_CMD_COMMAND);
    expect(readCmdLine("for /f %a in ('git rev-parse HEAD') do echo %a")).toBe("echo %a");
    expect(readCmdLine("if exist D:\\data rd /s /q D:\\data")).toBe("rd /s /q D:\\data");
  });

  it("judges cmd options before /c, %COMSPEC% and caret-laden program names typed into a POSIX shell", () => {
    expect(verdict('cmd /V:ON /c "set x=rd&& !x! /s /q C:\\Users\\ada"')).toMatch(/^deny /);
    expect(verdict('cmd /D /S /Q /E:ON /V:on /c "set x=rd&& !x! /s /q C:\\Users\\ada"')).toMatch(/^deny /);
    expect(verdict('%COMSPEC% /c "rd /s /q C:\\Users\\ada"')).toMatch(/^deny /);
    expect(verdict("c^m^d /c r^d /s /q C:\\Users\\ada")).toMatch(/^deny /);
    expect(verdict("p^o^w^e^r^s^h^e^l^l -c Remove-Item -Recurse C:\\Users\\ada")).toMatch(/^deny /);
    expect(verdict('cmd /c "set x=rd&& %x% /s /q dist"')).toBe("ask code.generated");
    expect(verdict('cmd /V:ON /c "set x=rd&& !x! /s /q build"')).toBe("allow");
    expect(verdict("echo a^b")).toBe("allow");
  });

  it("stops computing a line past cmd.exe's 8,191-character limit", () => {
    const doubling = `set a=rd&${"set a=!a!!a!&".repeat(40)}!a! /s /q C:\\`;
    const line = readCmdLine(doubling, { delayedExpansion: true });
    expect(line.length).toBeLessThan(40 * 8_300);
    expect(line).toContain(UNKNOWN_CMD_COMMAND);
  });
});

