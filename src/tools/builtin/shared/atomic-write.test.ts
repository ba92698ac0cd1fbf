import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { writeFileAtomic } from "./atomic-write.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

describe("writeFileAtomic", () => {
  it("replaces the content in one step", async () => {
    const file = temp.file("a.txt", "old");
    await writeFileAtomic(file, "new");
    expect(readFileSync(file, "utf8")).toBe("new");
    expect(readdirSync(temp.root)).toEqual(["a.txt"]);
  });

  it("keeps the old file and removes its temporary file when writing fails", async () => {
    const file = temp.file("a.txt", "old");
    await expect(writeFileAtomic(file, { not: "content" } as unknown as string)).rejects.toThrow();
    expect(readFileSync(file, "utf8")).toBe("old");
    expect(readdirSync(temp.root)).toEqual(["a.txt"]);
  });

  it("fails cleanly when the folder does not exist", async () => {
    await expect(writeFileAtomic(path.join(temp.root, "missing", "a.txt"), "x")).rejects.toThrow(/ENOENT/);
    expect(readdirSync(temp.root)).toEqual([]);
  });
});
