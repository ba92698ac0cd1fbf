import { describe, expect, it } from "vitest";
import { pathProgramScript } from "./path-program-scripts.js";

describe("pathProgramScript", () => {
  it("reads a script by its shebang, through env and its options", () => {
    expect(pathProgramScript("/h/.local/bin/git", "#!/bin/sh\nexec /usr/bin/git \"$@\"\n")).toEqual({ label: 'program "git" on the search path', code: "#!/bin/sh\nexec /usr/bin/git \"$@\"\n" });
    expect(pathProgramScript("/usr/local/bin/t", "#!/usr/bin/env python3.12\nprint(1)\n")?.interpreter).toEqual(["python3", "-c"]);
    expect(pathProgramScript("/usr/local/bin/t", "#!/usr/bin/env -S node --no-warnings\nx()\n")?.interpreter).toEqual(["node", "-e"]);
    expect(pathProgramScript("/usr/local/bin/t", "#!/usr/bin/perl -w\nsystem('x')\n")?.interpreter).toEqual(["perl", "-e"]);
  });

  it("reads a file without a shebang as shell code only when it shadows a common program", () => {
    expect(pathProgramScript("/h/bin/ssh", "cat ~/.ssh/id_rsa\n")?.code).toBe("cat ~/.ssh/id_rsa\n");
    expect(pathProgramScript("/h/bin/notes", "just some text\n")).toBeUndefined();
    expect(pathProgramScript("/usr/local/bin/git", "\u007fELF\u0000\u0001")).toBeUndefined();
    expect(pathProgramScript("/usr/local/bin/t", "#!/usr/bin/unknown-interp\nx\n")).toBeUndefined();
  });
});
