import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { readCmdLine } from "./cmd-line.js";

describe("readCmdLine", () => {
  it("removes carets outside double quotes", () => {
    expect(readCmdLine("^r^d /^s /^q D:\\")).toBe("rd /s /q D:\\");
    expect(readCmdLine('echo "a^b" ^^')).toBe('echo "a^b" ^');
  });

  it("expands variables the line set in a command started by call, substrings too", () => {
    expect(readCmdLine("set x=rd&& call %x:~0,1%%x:~1,1% /s /q D:\\")).toBe("set x=rd&& rd /s /q D:\\");
    expect(readCmdLine("set x=rd /s /q D:\\&& call %x%")).toBe("set x=rd /s /q D:\\&& rd /s /q D:\\");
    expect(readCmdLine("set x=abcdef& call echo %x:~-2%")).toBe("set x=abcdef& echo ef");
    expect(readCmdLine("call %unknown% /s")).toBe("%unknown% /s");
  });

  it("lets the cmd rules judge what the line runs", () => {
    expect(verdict('cmd /c "^r^d /^s /^q C:\\Users\\ada"')).toMatch(/^deny /);
    expect(verdict('cmd /c "set x=rd&& call %x% /s /q C:\\Users\\ada"')).toMatch(/^deny /);
    expect(verdict('cmd /c "set x=rd&& call %x% /s /q dist"')).toBe("allow");
  });
});
