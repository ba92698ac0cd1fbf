import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { commitChanges } from "./commit-changes.js";
import { applyPatchTool } from "./index.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

const run = (patch: string) => applyPatchTool(temp.workspace).execute({ patch }, testToolContext());
const read = (relative: string) => readFileSync(path.join(temp.root, relative), "utf8");

describe("apply_patch", () => {
  it("adds, updates, moves and deletes files in one envelope patch", async () => {
    temp.file("src/app.py", "class App:\n    def run(self):\n        return 1\n");
    temp.file("old.txt", "bye\n");
    chmodSync(path.join(temp.root, "src/app.py"), 0o755);
    const result = await run(
      [
        "*** Begin Patch",
        "*** Add File: docs/new.md",
        "+# New",
        "*** Update File: src/app.py",
        "*** Move to: src/main.py",
        "@@ def run(self):",
        "-        return 1",
        "+        return 2",
        "*** Delete File: old.txt",
        "*** End Patch",
      ].join("\n"),
    );
    expect(result.isError).toBeUndefined();
    expect(result.output).toBe("Applied the patch to 3 files:\n  A docs/new.md (+1 -0)\n  R src/app.py → src/main.py (+1 -1)\n  D old.txt (+0 -1)");
    expect(read("docs/new.md")).toBe("# New\n");
    expect(read("src/main.py")).toBe("class App:\n    def run(self):\n        return 2\n");
    expect(statSync(path.join(temp.root, "src/main.py")).mode & 0o777).toBe(0o755);
    expect(existsSync(path.join(temp.root, "src/app.py"))).toBe(false);
    expect(existsSync(path.join(temp.root, "old.txt"))).toBe(false);
  });

  it("applies a multi-file git diff", async () => {
    temp.file("a.txt", "one\ntwo\nthree\n");
    temp.file("b.txt", "x\n");
    const result = await run(
      [
        "diff --git a/a.txt b/a.txt",
        "--- a/a.txt",
        "+++ b/a.txt",
        "@@ -1,3 +1,3 @@",
        " one",
        "-two",
        "+TWO",
        " three",
        "diff --git a/b.txt b/c.txt",
        "similarity index 100%",
        "rename from b.txt",
        "rename to c.txt",
        "diff --git a/n.txt b/n.txt",
        "new file mode 100644",
        "--- /dev/null",
        "+++ b/n.txt",
        "@@ -0,0 +1 @@",
        "+new",
      ].join("\n"),
    );
    expect(result.output).toBe("Applied the patch to 3 files:\n  M a.txt (+1 -1)\n  R b.txt → c.txt (+0 -0)\n  A n.txt (+1 -0)");
    expect(read("a.txt")).toBe("one\nTWO\nthree\n");
    expect(read("c.txt")).toBe("x\n");
    expect(read("n.txt")).toBe("new\n");
  });

  it("changes nothing when any section does not fit", async () => {
    temp.file("a.txt", "a\n");
    temp.file("b.txt", "b\n");
    const result = await run(
      ["*** Begin Patch", "*** Update File: a.txt", "-a", "+A", "*** Add File: new.txt", "+n", "*** Update File: b.txt", "-zzz", "+B", "*** End Patch"].join("\n"),
    );
    expect(result.isError).toBe(true);
    expect(result.output).toContain("b.txt: the hunk does not match the file");
    expect(result.output).toMatch(/Nothing was changed\.$/);
    expect(read("a.txt")).toBe("a\n");
    expect(readdirSync(temp.root).sort()).toEqual(["a.txt", "b.txt"]);
  });

  it("refuses to add over an existing file, update a missing one or move onto a file", async () => {
    temp.file("a.txt", "a\n");
    temp.file("b.txt", "b\n");
    expect((await run("*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch")).output).toContain("a.txt already exists");
    expect((await run("*** Begin Patch\n*** Update File: nope.txt\n-a\n+b\n*** End Patch")).output).toContain("nope.txt does not exist");
    expect((await run("*** Begin Patch\n*** Delete File: nope.txt\n*** End Patch")).output).toContain("cannot be deleted");
    expect((await run("*** Begin Patch\n*** Update File: a.txt\n*** Move to: b.txt\n*** End Patch")).output).toContain(
      "cannot move a.txt to b.txt: b.txt already exists",
    );
    expect(read("a.txt")).toBe("a\n");
  });

  it("reports parse errors with the line", async () => {
    const result = await run("*** Begin Patch\n*** Update File: a.txt\n@@\n-x\nplain text\n*** End Patch");
    expect(result.isError).toBe(true);
    expect(result.output).toMatch(/^Invalid patch at line 5: .*Nothing was changed\.$/);
  });

  it("refuses paths outside the workspace and through escaping links", async () => {
    const outside = createTempWorkspace("loopgate-outside-");
    try {
      symlinkSync(outside.root, path.join(temp.root, "out"));
      expect((await run("*** Begin Patch\n*** Add File: ../evil.txt\n+x\n*** End Patch")).output).toContain("outside the workspace");
      expect((await run("*** Begin Patch\n*** Add File: out/evil.txt\n+x\n*** End Patch")).output).toContain("symbolic link");
      expect((await run(`--- /dev/null\n+++ ${outside.root}/x.txt\n@@ -0,0 +1 @@\n+x\n`)).output).toContain("outside the workspace");
      expect(readdirSync(outside.root)).toEqual([]);
    } finally {
      outside.cleanup();
    }
  });

  it("moves and deletes binary files but will not patch them", async () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    temp.file("img.bin", bytes);
    temp.file("del.bin", bytes);
    expect((await run("*** Begin Patch\n*** Update File: img.bin\n-a\n+b\n*** End Patch")).output).toContain("img.bin is a binary file");
    const moved = await run("*** Begin Patch\n*** Update File: img.bin\n*** Move to: assets/img.bin\n*** Delete File: del.bin\n*** End Patch");
    expect(moved.isError).toBeUndefined();
    expect(readFileSync(path.join(temp.root, "assets/img.bin"))).toEqual(bytes);
    expect(readdirSync(temp.root).sort()).toEqual(["assets"]);
  });

  it("checks that a deleted file's removed lines are its whole content", async () => {
    temp.file("a.txt", "a\nb\n");
    const result = await run("--- a/a.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n");
    expect(result.output).toContain("a.txt has more content than the patch deletes");
    expect(read("a.txt")).toBe("a\nb\n");
  });
});

describe("commitChanges", () => {
  it("restores every file and removes created folders when a later write fails", async () => {
    const a = temp.file("a.txt", "before\n");
    const gone = temp.file("gone.txt", "keep me\n");
    temp.file("blocker", "a file where a folder is needed");
    const result = await commitChanges(temp.root, [
      { absolute: a, relative: "a.txt", before: "before\n", after: "after\n" },
      { absolute: gone, relative: "gone.txt", before: "keep me\n", after: null, mode: 0o640 },
      { absolute: path.join(temp.root, "new/deep/file.txt"), relative: "new/deep/file.txt", before: null, after: "x" },
      { absolute: path.join(temp.root, "blocker/file.txt"), relative: "blocker/file.txt", before: null, after: "x" },
    ]);
    expect(result).toMatchObject({ ok: false, failed: "blocker/file.txt", rollbackErrors: [] });
    expect(read("a.txt")).toBe("before\n");
    expect(read("gone.txt")).toBe("keep me\n");
    expect(statSync(gone).mode & 0o777).toBe(0o640);
    expect(readdirSync(temp.root).sort()).toEqual(["a.txt", "blocker", "gone.txt"]);
  });

  it("reports success when every write lands", async () => {
    mkdirSync(path.join(temp.root, "d"));
    expect(await commitChanges(temp.root, [{ absolute: path.join(temp.root, "d/x"), relative: "d/x", before: null, after: "x" }])).toEqual({ ok: true });
    expect(read("d/x")).toBe("x");
  });
});
