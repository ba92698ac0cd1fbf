import { describe, expect, it } from "vitest";
import { awkPrintText, cutText, sedText } from "./text-filters.js";

describe("sedText", () => {
  it("applies s/// substitutions, basic or extended, with groups, & and flags", () => {
    expect(sedText(["s/x/r/"], "xm -rf\n")).toBe("rm -rf\n");
    expect(sedText(["-e", "s#/tmp##", "-e", "s/a/b/g"], "/tmp/aa\n")).toBe("/bb\n");
    expect(sedText(["s/\\(a\\)\\(b\\)/\\2\\1/"], "ab")).toBe("ba");
    expect(sedText(["-E", "s/(a)(b)/\\2&/"], "ab")).toBe("bab");
    expect(sedText(["s/X$//; s/^/./"], "fX\n")).toBe(".f\n");
  });

  it("leaves other scripts, files, in-place edits and quantified groups unknown", () => {
    expect(sedText(["-n", "p"], "x")).toBeUndefined();
    expect(sedText(["s/a/b/", "file"], "x")).toBeUndefined();
    expect(sedText(["-i", "s/a/b/"], "x")).toBeUndefined();
    expect(sedText(["-E", "s/(a+)+b//"], "aaaa")).toBeUndefined();
    expect(sedText(["1d"], "x")).toBeUndefined();
  });
});

describe("cutText", () => {
  it("cuts fields and characters by list", () => {
    expect(cutText(["-d:", "-f2"], "a:rm\n")).toBe("rm\n");
    expect(cutText(["-d", " ", "-f", "2-"], "x rm -rf\n")).toBe("rm -rf\n");
    expect(cutText(["-c", "2-3"], "xrmy")).toBe("rm");
    expect(cutText(["-f2"], "no-tab")).toBe("no-tab");
    expect(cutText(["--complement", "-f2"], "x")).toBeUndefined();
  });
});

describe("awkPrintText", () => {
  it("prints the listed fields of each line", () => {
    expect(awkPrintText(["{print $2}"], "a rm\n")).toBe("rm\n");
    expect(awkPrintText(["-F:", "{print $2, $1}"], "a:rm")).toBe("rm a");
    expect(awkPrintText(["{print $NF}"], "x y z")).toBe("z");
    expect(awkPrintText(["{system($0)}"], "x")).toBeUndefined();
  });
});
