import { readdirSync, readFileSync, symlinkSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { editTool } from "./index.js";
import type { EditInput } from "./index.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

const edit = (input: EditInput) => editTool(temp.workspace).execute(input, testToolContext());

describe("edit", () => {
  it("replaces a unique piece of text and shows the result", async () => {
    const file = temp.file("src/a.ts", "function add(a, b) {\n  return a - b;\n}\n");
    const result = await edit({ path: "src/a.ts", old_string: "return a - b;", new_string: "return a + b;" });
    expect(result.isError).toBeUndefined();
    expect(readFileSync(file, "utf8")).toBe("function add(a, b) {\n  return a + b;\n}\n");
    expect(result.output).toBe("Edited src/a.ts: replaced 1 occurrence (first at line 2).\n     1\tfunction add(a, b) {\n     2\t  return a + b;\n     3\t}");
    expect(result.details).toEqual({ path: "src/a.ts", replacements: 1, firstLine: 2 });
  });

  it("refuses ambiguous text unless replace_all is set", async () => {
    const file = temp.file("a.txt", "x = 1\ny = 2\nx = 1\n");
    const ambiguous = await edit({ path: "a.txt", old_string: "x = 1", new_string: "x = 3" });
    expect(ambiguous).toEqual({
      output: "old_string occurs 2 times in a.txt (at lines 1, 3). Include more surrounding lines so it matches once, or set replace_all to true.",
      isError: true,
    });
    expect(readFileSync(file, "utf8")).toBe("x = 1\ny = 2\nx = 1\n");
    const all = await edit({ path: "a.txt", old_string: "x = 1", new_string: "x = 3", replace_all: true });
    expect(all.details).toMatchObject({ replacements: 2 });
    expect(readFileSync(file, "utf8")).toBe("x = 3\ny = 2\nx = 3\n");
  });

  it("explains near misses", async () => {
    temp.file("a.py", "def f():\n\treturn 1\n\ndef g():\n    pass\n");
    const whitespace = await edit({ path: "a.py", old_string: "def f():\n    return 1", new_string: "x" });
    expect(whitespace.output).toBe(
      "old_string was not found in a.py. The file has it at lines 1-2 with different whitespace (indentation, tabs or trailing spaces); copy those lines exactly as the file has them.",
    );
    const firstLine = await edit({ path: "a.py", old_string: "def g():\n    return 2", new_string: "x" });
    expect(firstLine.output).toContain("Its first line appears at line 4, but the lines after it differ");
    expect((await edit({ path: "a.py", old_string: "nothing like it", new_string: "x" })).output).toBe("old_string was not found in a.py.");
  });

  it("matches LF text against a CRLF file and keeps CRLF", async () => {
    const file = temp.file("win.txt", "one\r\ntwo\r\nthree\r\n");
    await edit({ path: "win.txt", old_string: "one\ntwo", new_string: "1\n2" });
    expect(readFileSync(file, "utf8")).toBe("1\r\n2\r\nthree\r\n");
  });

  it("preserves a byte order mark", async () => {
    const file = temp.file("bom.txt", "\uFEFFhello\n");
    await edit({ path: "bom.txt", old_string: "hello", new_string: "bye" });
    expect(readFileSync(file)).toEqual(Buffer.from("\uFEFFbye\n"));
  });

  it("gives clear errors and changes nothing for bad input", async () => {
    temp.file("a.txt", "a\n");
    temp.file("bin.dat", Buffer.from([1, 0, 2]));
    symlinkSync("/etc", `${temp.root}/etc`);
    expect((await edit({ path: "a.txt", old_string: "", new_string: "x" })).output).toContain("old_string is empty");
    expect((await edit({ path: "a.txt", old_string: "a", new_string: "a" })).output).toContain("nothing to change");
    expect((await edit({ path: "nope.txt", old_string: "a", new_string: "b" })).output).toBe("nope.txt does not exist; to create it, use write");
    expect((await edit({ path: "bin.dat", old_string: "a", new_string: "b" })).output).toContain("binary");
    expect((await edit({ path: "../a.txt", old_string: "a", new_string: "b" })).output).toContain("outside the workspace");
    expect((await edit({ path: "etc/hostname", old_string: "a", new_string: "b" })).output).toContain("symbolic link");
    expect(readFileSync(`${temp.root}/a.txt`, "utf8")).toBe("a\n");
    expect(readdirSync(temp.root).sort()).toEqual(["a.txt", "bin.dat", "etc"]);
    const tool = editTool(temp.workspace);
    expect((await tool.validate({ path: "a.txt", old_string: "a" })).ok).toBe(false);
    expect((await tool.validate({ path: "a.txt", old_string: "a", new_string: 1 })).ok).toBe(false);
  });

  it("treats replacement text literally ($& and $1 are not patterns)", async () => {
    const file = temp.file("a.txt", "price\n");
    await edit({ path: "a.txt", old_string: "price", new_string: "$& $1 $$" });
    expect(readFileSync(file, "utf8")).toBe("$& $1 $$\n");
  });
});
