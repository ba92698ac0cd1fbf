import { describe, expect, it } from "vitest";
import { classifyPath } from "./classify-path.js";
import { judgePath } from "./judge-path.js";
import { isSearchPathDirectory, shadowedProgram, wellKnownProgram } from "./program-shadowing.js";

const home = "/home/ada";

describe("programs shadowed on PATH", () => {
  it("names the well-known program a file in a PATH directory ahead of the system's would replace", () => {
    expect(shadowedProgram("/usr/local/bin/git", home)).toBe("git");
    expect(shadowedProgram("/home/ada/.local/bin/python3.12", home)).toBe("python");
    expect(shadowedProgram("/home/ada/bin/npm", home)).toBe("npm");
    expect(shadowedProgram("/opt/homebrew/bin/gh", home)).toBe("gh");
    expect(shadowedProgram("/home/ada/.cargo/bin/curl", home)).toBe("curl");
    expect(shadowedProgram("/usr/local/bin/mytool", home)).toBeUndefined();
    expect(shadowedProgram("/home/ada/code/app/bin/git", home)).toBeUndefined();
    expect(shadowedProgram("/home/bob/.local/bin/git", home)).toBeUndefined();
  });

  it("knows the PATH directories and program families", () => {
    expect(isSearchPathDirectory("/home/ada/.local/bin/", home)).toBe(true);
    expect(isSearchPathDirectory("/usr/bin", home)).toBe(false);
    expect(wellKnownProgram("pip3")).toBe("pip");
    expect(wellKnownProgram("git-lfs")).toBeUndefined();
  });

  it("is part of the one path classification the file tools are judged by", () => {
    expect(classifyPath("/usr/local/bin/git", { cwd: "/work/app", home, access: "write" }).sensitivity).toBe("path-shadowing");
    expect(classifyPath("/usr/local/bin/git", { cwd: "/work/app", home, access: "read" }).sensitivity).not.toBe("path-shadowing");
    expect(judgePath("~/.local/bin/node", { cwd: "/work/app", home, access: "write" })?.rule).toBe("host.path-shadowing");
    expect(judgePath("/usr/bin/node", { cwd: "/work/app", home, access: "write" })?.rule).toBe("sysfile.modify");
    expect(judgePath("~/.local/bin/mytool", { cwd: "/work/app", home, access: "write" })).toBeUndefined();
  });
});
