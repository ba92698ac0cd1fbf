import { execFile, execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { needsSandbox, sandboxUnavailable } from "../builtin/__fixtures__/sandbox-availability.js";
import { probeSandbox } from "../sandbox/probe-sandbox.js";
import { createWorkspace } from "../workspace.js";
import type { Workspace } from "../workspace.js";
import { openBeneath, openFolderBeneath } from "./open-beneath.js";
import { openInWorkspace, readOpenedFolder } from "./open-in-workspace.js";
import { removeInWorkspace, writeInWorkspace } from "./write-in-workspace.js";

let base: string;
let root: string;
let outside: string;
let workspace: Workspace;

beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-safe-fs-")));
  root = path.join(base, "root");
  outside = path.join(base, "outside");
  mkdirSync(path.join(root, "src"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(root, "src", "a.txt"), "inside\n");
  writeFileSync(path.join(outside, "a.txt"), "outside\n");
  workspace = createWorkspace(root, { home: path.join(base, "home") });
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const at = (relative: string) => ({ absolute: path.join(root, relative), relative });

describe("openBeneath", () => {
  it("opens files and folders below the root", async () => {
    const file = await openBeneath(root, ["src", "a.txt"]);
    expect(file.ok).toBe(true);
    if (file.ok) {
      expect(await file.handle.readFile("utf8")).toBe("inside\n");
      await file.handle.close();
    }
    const folder = await openBeneath(root, []);
    expect(folder.ok).toBe(true);
    if (folder.ok) await folder.handle.close();
  });

  it("follows no symbolic link on the way, not even one that stays inside: the names were checked before", async () => {
    symlinkSync(outside, path.join(root, "out"));
    symlinkSync(path.join(root, "src"), path.join(root, "src-link"));
    symlinkSync(path.join(outside, "a.txt"), path.join(root, "file-link"));
    expect(await openBeneath(root, ["out", "a.txt"])).toMatchObject({ ok: false, reason: "not-folder" });
    expect(await openBeneath(root, ["src-link", "a.txt"])).toMatchObject({ ok: false, reason: "not-folder" });
    expect(await openBeneath(root, ["file-link"])).toMatchObject({ ok: false, reason: "moved" });
    expect(await openFolderBeneath(root, ["out"], { create: true })).toMatchObject({ ok: false });
    expect(readdirSync(outside)).toEqual(["a.txt"]);
  });

  it("reports what is missing", async () => {
    expect(await openBeneath(root, ["src", "nope.txt"])).toMatchObject({ ok: false, reason: "missing", message: "src/nope.txt does not exist" });
  });
});

describe("openInWorkspace", () => {
  it("refuses what is not a regular file or a folder without waiting on it (a FIFO)", async () => {
    execFileSync("mkfifo", [path.join(root, "pipe")]);
    expect(await openInWorkspace(workspace, "pipe")).toEqual({ ok: false, reason: "not-file", message: "pipe is not a regular file" });
  });

  it("lists a folder through its descriptor", async () => {
    const entry = await openInWorkspace(workspace, "src");
    if (!entry.ok) throw new Error(entry.message);
    try {
      expect((await readOpenedFolder(entry)).map((dirent) => dirent.name)).toEqual(["a.txt"]);
    } finally {
      await entry.handle.close();
    }
  });

  it("refuses links out before opening, and follows links that stay inside to the real file", async () => {
    symlinkSync(outside, path.join(root, "out"));
    symlinkSync(path.join(root, "src"), path.join(root, "src-link"));
    expect(await openInWorkspace(workspace, "out/a.txt")).toMatchObject({ ok: false, reason: "refused" });
    const inside = await openInWorkspace(workspace, "src-link/a.txt");
    if (!inside.ok) throw new Error(inside.message);
    expect(inside.path.relative).toBe("src/a.txt");
    await inside.handle.close();
  });
});

describe("writeInWorkspace", () => {
  it("creates missing folders and writes atomically, reporting what it created", async () => {
    const result = await writeInWorkspace(root, at("new/deep/file.txt"), "hello\n", { mode: 0o640 });
    expect(result).toEqual({ ok: true, created: true, createdFolders: ["new", "new/deep"] });
    expect(readFileSync(path.join(root, "new/deep/file.txt"), "utf8")).toBe("hello\n");
    expect(statSync(path.join(root, "new/deep/file.txt")).mode & 0o777).toBe(0o640);
    expect(readdirSync(path.join(root, "new/deep"))).toEqual(["file.txt"]);
  });

  it("replaces a symbolic link at the name instead of writing through it", async () => {
    symlinkSync(path.join(outside, "a.txt"), path.join(root, "link.txt"));
    expect(await writeInWorkspace(root, at("link.txt"), "mine\n")).toMatchObject({ ok: true, created: false });
    expect(lstatSync(path.join(root, "link.txt")).isSymbolicLink()).toBe(false);
    expect(readFileSync(path.join(outside, "a.txt"), "utf8")).toBe("outside\n");
  });

  it("refuses a folder on the way that is a symbolic link, and a folder as the target", async () => {
    symlinkSync(outside, path.join(root, "out"));
    expect(await writeInWorkspace(root, at("out/b.txt"), "x")).toMatchObject({ ok: false });
    expect(existsSync(path.join(outside, "b.txt"))).toBe(false);
    expect(await writeInWorkspace(root, at("src"), "x")).toEqual({ ok: false, message: "src is a folder; give a file path" });
  });

  it("deletes a link at the name, never what it points to", async () => {
    symlinkSync(path.join(outside, "a.txt"), path.join(root, "link.txt"));
    await removeInWorkspace(root, at("link.txt"));
    expect(existsSync(path.join(root, "link.txt"))).toBe(false);
    expect(readFileSync(path.join(outside, "a.txt"), "utf8")).toBe("outside\n");
    symlinkSync(outside, path.join(root, "out"));
    await expect(removeInWorkspace(root, at("out/a.txt"))).rejects.toThrow(/not a folder/);
    expect(existsSync(path.join(outside, "a.txt"))).toBe(true);
  });
});

describe.skipIf(sandboxUnavailable !== undefined)(`without descriptor paths (as on macOS)${needsSandbox}`, () => {
  it("opens by name and compares identities: still no link followed out, no write outside", async () => {
    // bubblewrap gives the check a system without /proc, so the fallback runs for real.
    const script = fileURLToPath(new URL("./__fixtures__/without-descriptor-paths.ts", import.meta.url));
    const fresh = path.join(base, "fallback");
    mkdirSync(fresh);
    const args = ["--ro-bind", "/", "/", "--dev", "/dev", "--tmpfs", "/proc", "--bind", base, base, "--bind", tmpdir(), tmpdir(), "--unshare-pid", "--die-with-parent", "--", process.execPath, "--import", "tsx", script, fresh, outside];
    const availability = await probeSandbox();
    if (!availability.available) throw new Error(availability.reason);
    const { stdout } = await promisify(execFile)(availability.bwrap, args, { cwd: process.cwd(), timeout: 30_000 });
    expect(JSON.parse(stdout)).toEqual({
      descriptorPaths: false,
      read: "inside\n",
      throughLinkedFolder: false,
      linkAsFile: false,
      writeThroughLinkedFolder: false,
      writeNew: { ok: true, created: true, createdFolders: ["new"] },
      replaceLink: true,
      outsideAfter: "outside\n",
    });
    expect(readdirSync(outside)).toEqual(["a.txt"]);
    expect(readFileSync(path.join(fresh, "new", "c.txt"), "utf8")).toBe("c\n");
  });
});
