import { describe, expect, it } from "vitest";
import { LoopgateError } from "../../errors/index.js";
import { parsePatch, patchPaths } from "./parse-patch.js";
import { PatchParseError } from "./patch-parse-error.js";

function parseError(text: string): PatchParseError {
  try {
    parsePatch(text);
  } catch (error) {
    if (error instanceof PatchParseError) return error;
    throw error;
  }
  throw new Error("expected parsePatch to throw");
}

describe("parsePatch: unified diffs", () => {
  it("parses a git diff touching several files", () => {
    const patch = parsePatch(
      [
        "diff --git a/src/a.ts b/src/a.ts",
        "index 83db48f..bf269f4 100644",
        "--- a/src/a.ts",
        "+++ b/src/a.ts",
        "@@ -1,3 +1,3 @@ export function a() {",
        " one",
        "-two",
        "+TWO",
        " three",
        "@@ -10 +10,2 @@",
        " ten",
        "+eleven",
        "diff --git a/b.txt b/b.txt",
        "--- a/b.txt",
        "+++ b/b.txt",
        "@@ -1 +1 @@",
        "-old",
        "\\ No newline at end of file",
        "+new",
        "\\ No newline at end of file",
        "",
      ].join("\n"),
    );
    expect(patch.format).toBe("unified");
    expect(patch.files).toHaveLength(2);
    const [a, b] = patch.files;
    expect(a).toMatchObject({ path: "src/a.ts", kind: "update", line: 1 });
    expect(a?.newPath).toBeUndefined();
    expect(a?.hunks[0]).toEqual({
      oldStart: 1,
      oldLines: 3,
      newStart: 1,
      newLines: 3,
      heading: "export function a() {",
      lines: [
        { kind: "context", text: "one" },
        { kind: "remove", text: "two" },
        { kind: "add", text: "TWO" },
        { kind: "context", text: "three" },
      ],
    });
    expect(a?.hunks[1]).toMatchObject({ oldStart: 10, oldLines: 1, newStart: 10, newLines: 2 });
    expect(b?.hunks[0]).toMatchObject({ oldNoNewlineAtEnd: true, newNoNewlineAtEnd: true });
  });

  it("reads added and deleted files from /dev/null", () => {
    const patch = parsePatch(
      [
        "--- /dev/null",
        "+++ b/new.txt",
        "@@ -0,0 +1,2 @@",
        "+hello",
        "+world",
        "--- a/gone.txt",
        "+++ /dev/null",
        "@@ -1 +0,0 @@",
        "-bye",
      ].join("\n"),
    );
    expect(patch.files[0]).toEqual({ path: "new.txt", kind: "add", hunks: [], content: "hello\nworld\n", line: 1 });
    expect(patch.files[1]).toMatchObject({ path: "gone.txt", kind: "delete" });
  });

  it("keeps an added file's missing final newline", () => {
    const patch = parsePatch("--- /dev/null\n+++ b/x\n@@ -0,0 +1 @@\n+no newline\n\\ No newline at end of file\n");
    expect(patch.files[0]?.content).toBe("no newline");
  });

  it("understands git renames, with and without changes", () => {
    const patch = parsePatch(
      [
        "diff --git a/old name.txt b/new name.txt",
        "similarity index 100%",
        "rename from old name.txt",
        "rename to new name.txt",
        "diff --git a/x.ts b/y.ts",
        "similarity index 90%",
        "rename from x.ts",
        "rename to y.ts",
        "--- a/x.ts",
        "+++ b/y.ts",
        "@@ -1 +1 @@",
        "-a",
        "+b",
      ].join("\n"),
    );
    expect(patch.files[0]).toMatchObject({ path: "old name.txt", newPath: "new name.txt", kind: "update", hunks: [] });
    expect(patch.files[1]).toMatchObject({ path: "x.ts", newPath: "y.ts", kind: "update" });
    expect(patch.files[1]?.hunks).toHaveLength(1);
  });

  it("reads empty added files and deletions that git prints without hunks", () => {
    const patch = parsePatch(
      [
        "diff --git a/empty.txt b/empty.txt",
        "new file mode 100644",
        "index 0000000..e69de29",
        "diff --git a/was-empty.txt b/was-empty.txt",
        "deleted file mode 100644",
        "index e69de29..0000000",
      ].join("\n"),
    );
    expect(patch.files).toEqual([
      { path: "empty.txt", kind: "add", hunks: [], content: "", line: 1 },
      { path: "was-empty.txt", kind: "delete", hunks: [], line: 4 },
    ]);
  });

  it("decodes git's quoted names and strips timestamps of diff -u", () => {
    const patch = parsePatch(
      [
        '--- "a/caf\\303\\251 \\"x\\".txt"',
        '+++ "b/caf\\303\\251 \\"x\\".txt"',
        "@@ -1 +1 @@",
        "-a",
        "+b",
        "--- notes.txt\t2024-01-01 10:00:00.000000000 +0000",
        "+++ notes.txt\t2024-01-02 10:00:00.000000000 +0000",
        "@@ -1 +1 @@",
        "-a",
        "+b",
      ].join("\n"),
    );
    expect(patchPaths(patch)).toEqual(['café "x".txt', "notes.txt"]);
  });

  it("accepts CRLF patches, a preamble, and git's signature", () => {
    const text = "From: someone\r\nSubject: fix\r\n---\r\n x | 2 +-\r\n\r\n--- a/x\r\n+++ b/x\r\n@@ -1 +1 @@\r\n-a\r\n+b\r\n-- \r\n2.43.0\r\n";
    const patch = parsePatch(text);
    expect(patch.files).toHaveLength(1);
    expect(patch.files[0]?.hunks[0]?.lines).toEqual([
      { kind: "remove", text: "a" },
      { kind: "add", text: "b" },
    ]);
  });

  it("treats an empty line inside a counted hunk as empty context", () => {
    const patch = parsePatch("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n\n-b\n+c\n");
    expect(patch.files[0]?.hunks[0]?.lines[1]).toEqual({ kind: "context", text: "" });
  });

  it("finds hunks without line numbers by their text", () => {
    const patch = parsePatch("--- a/x.py\n+++ b/x.py\n@@ def f():\n-    return 1\n+    return 2\n@@\n x\n+y\n\n");
    const hunks = patch.files[0]?.hunks;
    expect(hunks?.[0]).toEqual({
      anchors: ["def f():"],
      lines: [
        { kind: "remove", text: "    return 1" },
        { kind: "add", text: "    return 2" },
      ],
    });
    expect(hunks?.[1]?.lines).toHaveLength(2);
  });

  it("names the line of a hunk that ends early", () => {
    const error = parseError("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n");
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^Invalid patch at line 3: the hunk ends early/);
    expect(error.code).toBe("TOOL_INPUT_INVALID");
    expect(LoopgateError.isInstance(error)).toBe(true);
  });

  it("refuses lines a hunk header does not count, instead of dropping them", () => {
    const error = parseError("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n+c\n");
    expect(error.line).toBe(6);
    expect(error.message).toContain('"+c" belongs to no hunk');
  });

  it("refuses malformed headers, binary patches and copies", () => {
    expect(parseError("--- a/x\n+++ b/x\n@@ -a,1 +1 @@\n-a\n").message).toMatch(/line 3: malformed hunk header/);
    expect(parseError("diff --git a/x.png b/x.png\nindex 1..2\nGIT binary patch\nliteral 5\n").line).toBe(3);
    expect(parseError("diff --git a/x b/y\ncopy from x\ncopy to y\n").message).toContain("copies are not supported");
    expect(parseError("--- a/x\n+++ b/x\n").message).toContain("has no hunks");
    expect(parseError("--- /dev/null\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n").message).toContain("adds x");
  });

  it("says what it expected when there is no patch at all", () => {
    expect(parseError("").message).toContain("the patch is empty");
    expect(parseError("please change foo to bar").message).toContain("no file changes found");
    expect(parseError("a\nb\0c").line).toBe(2);
  });
});

describe("parsePatch: *** Begin Patch format", () => {
  it("parses add, update with move, and delete sections", () => {
    const patch = parsePatch(
      [
        "*** Begin Patch",
        "*** Add File: docs/new.md",
        "+# Title",
        "+",
        "+body",
        "*** Update File: src/app.py",
        "*** Move to: src/main.py",
        "@@ class App:",
        "@@     def run(self):",
        "-        return 1",
        "+        return 2",
        "@@",
        " tail",
        "+more",
        "*** End of File",
        "*** Delete File: old.txt",
        "*** End Patch",
      ].join("\n"),
    );
    expect(patch.format).toBe("envelope");
    expect(patch.files).toEqual([
      { path: "docs/new.md", kind: "add", hunks: [], content: "# Title\n\nbody\n", line: 2 },
      {
        path: "src/app.py",
        newPath: "src/main.py",
        kind: "update",
        line: 6,
        hunks: [
          {
            anchors: ["class App:", "def run(self):"],
            lines: [
              { kind: "remove", text: "        return 1" },
              { kind: "add", text: "        return 2" },
            ],
          },
          {
            endOfFile: true,
            lines: [
              { kind: "context", text: "tail" },
              { kind: "add", text: "more" },
            ],
          },
        ],
      },
      { path: "old.txt", kind: "delete", hunks: [], line: 16 },
    ]);
  });

  it("tolerates indented markers, a missing first @@ and blank layout lines", () => {
    const patch = parsePatch(
      "\n  *** Begin Patch\n*** Update File: a.txt\n x\n-y\n\n+z\n\n\n  *** End Patch  \n\n",
    );
    expect(patch.files[0]?.hunks[0]?.lines).toEqual([
      { kind: "context", text: "x" },
      { kind: "remove", text: "y" },
      { kind: "context", text: "" },
      { kind: "add", text: "z" },
    ]);
  });

  it("keeps context lines that look like markers", () => {
    const patch = parsePatch("*** Begin Patch\n*** Update File: a.md\n *** note\n-x\n+y\n*** End Patch");
    expect(patch.files[0]?.hunks[0]?.lines[0]).toEqual({ kind: "context", text: "*** note" });
  });

  it("names the line of every kind of mistake", () => {
    expect(parseError("*** Begin Patch\n*** Update File: a\n-x\n*** End").line).toBe(4);
    expect(parseError("*** Begin Patch\n*** Add File: a\nhello\n*** End Patch").message).toMatch(/line 3: .*must start with "\+"/);
    expect(parseError("*** Begin Patch\n*** Update File: a\n@@\n-x\nplain\n*** End Patch").line).toBe(5);
    expect(parseError("*** Begin Patch\n*** Update File: a\n*** End Patch").message).toContain("no hunks");
    expect(parseError("*** Begin Patch\n*** Add File:\n*** End Patch").message).toContain("needs a path");
    expect(parseError("*** Begin Patch\n*** Update File: a\n@@\n*** End Patch").message).toContain("has no lines");
    expect(parseError("*** Begin Patch\n*** Delete File: a\n*** End Patch\nmore").line).toBe(4);
    expect(parseError("*** Begin Patch\n*** End Patch").message).toContain("changes no files");
    expect(parseError("*** Begin Patch\n*** Update File: a\n-x\n+y\n").message).toContain("cut off");
    expect(parseError("*** Begin Patch\n*** Update File: a\n-x\n*** End of File\n-y\n*** End Patch").message).toContain(
      'expected "@@"',
    );
  });
});

describe("parsePatch: robustness", () => {
  it("either parses or throws PatchParseError, for any text", async () => {
    const fc = await import("fast-check");
    const pieces = fc.constantFrom(
      "*** Begin Patch", "*** End Patch", "*** Add File: a", "*** Update File: a", "*** Delete File: b", "*** Move to: c",
      "*** End of File", "@@", "@@ -1,2 +1,2 @@", "@@ -1 +1 @@", "--- a/x", "+++ b/x", "--- /dev/null", "+++ /dev/null",
      "diff --git a/x b/x", "rename from x", "rename to y", "new file mode 100644", "\\ No newline at end of file",
      " ctx", "-old", "+new", "", "-- ", "garbage", '--- "a/\\q"',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
        try {
          const patch = parsePatch(parts.join("\n"));
          expect(patch.files.length).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(PatchParseError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
