import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { writeTool } from "./index.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

describe("write", () => {
  it("creates a file and its folders", async () => {
    const result = await writeTool(temp.workspace).execute({ path: "a/b/c.txt", content: "hello\nworld\n" }, testToolContext());
    expect(result).toEqual({ output: "Created a/b/c.txt (2 lines, 12 B).", details: { path: "a/b/c.txt", bytes: 12, created: true } });
    expect(readFileSync(path.join(temp.root, "a/b/c.txt"), "utf8")).toBe("hello\nworld\n");
  });

  it("replaces a file atomically, keeps its permissions and leaves no temporary file", async () => {
    const file = temp.file("script.sh", "old");
    chmodSync(file, 0o750);
    const result = await writeTool(temp.workspace).execute({ path: "script.sh", content: "#!/bin/sh\necho new" }, testToolContext());
    expect(result.output).toBe("Replaced script.sh (2 lines, 18 B).");
    expect(readFileSync(file, "utf8")).toBe("#!/bin/sh\necho new");
    expect(statSync(file).mode & 0o777).toBe(0o750);
    expect(readdirSync(temp.root)).toEqual(["script.sh"]);
  });

  it("leaves the old file whole when the write fails", async () => {
    const file = temp.file("locked/file.txt", "original");
    chmodSync(path.dirname(file), 0o500);
    try {
      const result = await writeTool(temp.workspace).execute({ path: "locked/file.txt", content: "new" }, testToolContext());
      // Root ignores folder permissions; then the write succeeds and there is nothing to check.
      if (process.getuid?.() === 0) return;
      expect(result.isError).toBe(true);
      expect(result.output).toMatch(/Cannot write locked\/file\.txt .*the file was not changed/);
      expect(readFileSync(file, "utf8")).toBe("original");
      expect(readdirSync(path.dirname(file))).toEqual(["file.txt"]);
    } finally {
      chmodSync(path.dirname(file), 0o700);
    }
  });

  it("refuses folders, paths outside the root and escaping links", async () => {
    mkdirSync(path.join(temp.root, "dir"));
    const outside = createTempWorkspace("loopgate-outside-");
    try {
      symlinkSync(outside.root, path.join(temp.root, "out"));
      const write = writeTool(temp.workspace);
      const run = (target: string) => write.execute({ path: target, content: "x" }, testToolContext());
      expect((await run("dir")).output).toBe("dir is a folder; give a file path");
      expect((await run("../escape.txt")).output).toContain("outside the workspace");
      expect((await run("out/planted.txt")).output).toContain("symbolic link");
      expect(readdirSync(outside.root)).toEqual([]);
    } finally {
      outside.cleanup();
    }
  });

  it("writes through a link to a file inside the root", async () => {
    const target = temp.file("real.txt", "old");
    symlinkSync(target, path.join(temp.root, "alias.txt"));
    await writeTool(temp.workspace).execute({ path: "alias.txt", content: "new" }, testToolContext());
    expect(readFileSync(target, "utf8")).toBe("new");
  });

  it("refuses content over the limit", async () => {
    const result = await writeTool(temp.workspace, { maxBytes: 10 }).execute({ path: "x.txt", content: "0123456789AB" }, testToolContext());
    expect(result).toEqual({ output: "The content is 12 B, over the 10 B limit of write", isError: true });
    expect(() => statSync(path.join(temp.root, "x.txt"))).toThrow();
  });
});
