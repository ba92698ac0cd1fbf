import { describe, expect, it } from "vitest";
import { applyHunks } from "./apply-hunks.js";
import { PatchApplyError } from "./patch-apply-error.js";
import { parsePatch } from "./parse-patch.js";

function apply(original: string, patch: string): string {
  const file = parsePatch(patch).files[0];
  if (!file) throw new Error("no file");
  return applyHunks(original, file.hunks, file.path);
}

function failure(original: string, patch: string): PatchApplyError {
  try {
    apply(original, patch);
  } catch (error) {
    if (error instanceof PatchApplyError) return error;
    throw error;
  }
  throw new Error("expected a PatchApplyError");
}

const envelope = (...lines: string[]) => ["*** Begin Patch", "*** Update File: f.txt", ...lines, "*** End Patch"].join("\n");

describe("applyHunks", () => {
  it("applies unified hunks even when line numbers drifted", () => {
    const original = "header\nextra\na\nb\nc\nd\ne\n";
    const patch = "--- a/f.txt\n+++ b/f.txt\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n@@ -4,2 +4,2 @@\n d\n-e\n+E\n";
    expect(apply(original, patch)).toBe("header\nextra\na\nB\nc\nd\nE\n");
  });

  it("uses line numbers to choose between identical blocks", () => {
    const original = "x\ny\nx\ny\n";
    expect(apply(original, "--- a/f.txt\n+++ b/f.txt\n@@ -3,2 +3,2 @@\n x\n-y\n+Y\n")).toBe("x\ny\nx\nY\n");
  });

  it("refuses an envelope hunk that matches several places, and anchors resolve it", () => {
    const original = "def a():\n    return 1\n\ndef b():\n    return 1\n";
    const ambiguous = failure(original, envelope("@@", "-    return 1", "+    return 2"));
    expect(ambiguous.message).toBe(
      'f.txt: the hunk matches 2 places (lines 2, 5); add more context lines or an "@@ <line above>" anchor so it matches one.',
    );
    expect(apply(original, envelope("@@ def b():", "-    return 1", "+    return 2"))).toBe("def a():\n    return 1\n\ndef b():\n    return 2\n");
  });

  it("tolerates whitespace differences and keeps the file's own context lines", () => {
    const original = "if (x) {\n\tcall();   \n\tother();\n}\n";
    expect(apply(original, envelope("@@", "     call();", "-    other();", "+    changed();"))).toBe("if (x) {\n\tcall();   \n    changed();\n}\n");
  });

  it("keeps CRLF line endings and a missing final newline", () => {
    expect(apply("a\r\nb\r\nc", envelope("@@", " a", "-b", "+B"))).toBe("a\r\nB\r\nc");
  });

  it("follows \\ No newline at end of file", () => {
    const patch = "--- a/f.txt\n+++ b/f.txt\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n";
    expect(apply("a\nb", patch)).toBe("a\nb\n");
    const drop = "--- a/f.txt\n+++ b/f.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n";
    expect(apply("a\nb\n", drop)).toBe("a\nb");
  });

  it("inserts pure additions where they belong", () => {
    expect(apply("a\nb\n", "--- a/f.txt\n+++ b/f.txt\n@@ -1,0 +2 @@\n+inserted\n")).toBe("a\ninserted\nb\n");
    expect(apply("a\nb\n", envelope("@@", "+appended"))).toBe("a\nb\nappended\n");
    expect(apply("a\nb\nc\n", envelope("@@ a", "+after a"))).toBe("a\nafter a\nb\nc\n");
  });

  it("honours *** End of File", () => {
    const original = "x\nend\nx\nend\n";
    expect(apply(original, envelope("@@", " x", "-end", "+END", "*** End of File"))).toBe("x\nend\nx\nEND\n");
  });

  it("explains a hunk that does not match, and out-of-order hunks", () => {
    const missing = failure("a\nb\n", envelope("@@", " a", "-c", "+C"));
    expect(missing.message).toBe(
      "f.txt: the hunk does not match the file. These lines (context and removed) were not found in order:\n  a\n  c\nRead the file again and copy the lines exactly.",
    );
    expect(missing.path).toBe("f.txt");
    const order = failure("a\nb\nc\n", envelope("@@", "-c", "+C", "@@", "-a", "+A"));
    expect(order.message).toContain("hunk 2 of 2 does not match the file after the previous hunk");
    expect(failure("a\n", envelope("@@ nothing", "+x")).message).toContain('names the line "nothing" after "@@", but it is not in the file');
  });

  it("creates content from an empty file", () => {
    expect(apply("", "--- a/f.txt\n+++ b/f.txt\n@@ -0,0 +1,2 @@\n+one\n+two\n")).toBe("one\ntwo\n");
  });
});
