import { symlinkSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { readTool } from "./index.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

const numbered = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join("\n") + "\n";

describe("read", () => {
  it("shows a file with numbered lines", async () => {
    temp.file("src/a.ts", "const a = 1;\r\nconst b = 2;\n");
    const result = await readTool(temp.workspace).execute({ path: "src/a.ts" }, testToolContext());
    expect(result.isError).toBeUndefined();
    expect(result.output).toBe("     1\tconst a = 1;\n     2\tconst b = 2;");
    expect(result.details).toEqual({ path: "src/a.ts", kind: "file", startLine: 1, endLine: 2, totalLines: 2, truncated: false });
  });

  it("reads a line range and says how to continue", async () => {
    temp.file("big.txt", numbered(100));
    const result = await readTool(temp.workspace).execute({ path: "big.txt", offset: 10, limit: 3 }, testToolContext());
    expect(result.output).toBe("    10\tline 10\n    11\tline 11\n    12\tline 12\n\n[Showing lines 10-12 of 100. Continue with offset=13.]");
  });

  it("caps output by characters and long lines by length", async () => {
    temp.file("wide.txt", `${"x".repeat(5000)}\n${numbered(2000)}`);
    const result = await readTool(temp.workspace, { maxOutputChars: 3000, maxLineChars: 100 }).execute({ path: "wide.txt" }, testToolContext());
    expect(result.output.length).toBeLessThan(3300);
    expect(result.output).toContain("… [line cut: 5,000 characters]");
    expect(result.output).toMatch(/\[Showing lines 1-\d+ of 2001\. Continue with offset=\d+\.\]/);
    expect(result.output).toContain("[1 long line was cut at 100 characters.]");
    expect(result.details?.truncated).toBe(true);
  });

  it("refuses binary files", async () => {
    temp.file("image.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]));
    temp.file("latin1.txt", Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    const read = readTool(temp.workspace);
    const png = await read.execute({ path: "image.png" }, testToolContext());
    expect(png.isError).toBe(true);
    expect(png.output).toContain("image.png is a binary file");
    expect((await read.execute({ path: "latin1.txt" }, testToolContext())).output).toContain("binary");
  });

  it("refuses huge files unless a range is asked for, then streams it", async () => {
    temp.file("huge.log", numbered(5000));
    const read = readTool(temp.workspace, { maxBytes: 1000 });
    const whole = await read.execute({ path: "huge.log" }, testToolContext());
    expect(whole.isError).toBe(true);
    expect(whole.output).toMatch(/huge\.log is 4[\d.]+ KB, too large to read whole \(limit 1000 B\)\. Read a part of it with offset and limit/);
    const part = await read.execute({ path: "huge.log", offset: 4999, limit: 10 }, testToolContext());
    expect(part.output).toBe("  4999\tline 4999\n  5000\tline 5000");
    const middle = await read.execute({ path: "huge.log", offset: 2, limit: 2 }, testToolContext());
    expect(middle.output).toBe("     2\tline 2\n     3\tline 3\n\n[Showing lines 2-3. Continue with offset=4.]");
    expect((await read.execute({ path: "huge.log", offset: 6000 }, testToolContext())).output).toContain("past the end");
  });

  it("lists folders", async () => {
    temp.file("src/a.ts", "");
    temp.file("src/lib/b.ts", "");
    const result = await readTool(temp.workspace).execute({ path: "src" }, testToolContext());
    expect(result.output).toBe("src is a folder with 2 entries:\na.ts\nlib/");
  });

  it("gives clear errors for missing files, ranges past the end, empty files and escapes", async () => {
    temp.file("short.txt", "one\n");
    temp.file("empty.txt", "");
    symlinkSync("/etc", `${temp.root}/etc-link`);
    const read = readTool(temp.workspace);
    const run = (path: string, offset?: number) => read.execute(offset === undefined ? { path } : { path, offset }, testToolContext());
    expect(await run("nope.txt")).toEqual({ output: "nope.txt does not exist", isError: true });
    expect((await run("short.txt", 5)).output).toBe("offset 5 is past the end of short.txt, which has 1 line");
    expect((await run("empty.txt")).output).toBe("empty.txt is empty.");
    expect((await run("../outside.txt")).output).toContain("outside the workspace");
    expect((await run("etc-link/hostname")).output).toContain("symbolic link");
  });

  it("rejects bad input through its schema", async () => {
    const read = readTool(temp.workspace);
    expect((await read.validate({})).ok).toBe(false);
    expect((await read.validate({ path: "a", offset: 0 })).ok).toBe(false);
    expect((await read.validate({ path: "a", limit: "ten" })).ok).toBe(false);
    expect(read.spec.inputSchema).toMatchObject({ required: ["path"] });
  });
});
