import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { createWorkspace } from "./workspace.js";
import type { Workspace } from "./workspace.js";

let base: string;
let root: string;
let outside: string;
let workspace: Workspace;

beforeAll(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-ws-")));
  root = path.join(base, "root");
  outside = path.join(base, "outside");
  mkdirSync(path.join(root, "src"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(root, "src", "a.ts"), "a");
  writeFileSync(path.join(outside, "secret.txt"), "secret");
  symlinkSync(outside, path.join(root, "escape"));
  symlinkSync(path.join(root, "src"), path.join(root, "src-link"));
  symlinkSync(path.join(outside, "missing.txt"), path.join(root, "dangling-out"));
  symlinkSync(path.join(root, "src", "later.txt"), path.join(root, "dangling-in"));
  workspace = createWorkspace(root);
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

async function resolved(input: string): Promise<string> {
  const result = await workspace.resolve(input);
  if (!result.ok) throw new Error(result.message);
  return result.path.relative;
}

async function refusal(input: string): Promise<string> {
  const result = await workspace.resolve(input);
  if (result.ok) throw new Error(`expected ${input} to be refused, got ${result.path.absolute}`);
  return result.message;
}

describe("createWorkspace", () => {
  it("resolves relative and absolute paths inside the root", async () => {
    expect(await resolved("src/a.ts")).toBe("src/a.ts");
    expect(await resolved("./src/../src/a.ts")).toBe("src/a.ts");
    expect(await resolved(path.join(root, "src/a.ts"))).toBe("src/a.ts");
    expect(await resolved(".")).toBe(".");
    expect(await resolved("new/folder/file.txt")).toBe("new/folder/file.txt");
    const result = await workspace.resolve("src/a.ts");
    expect(result.ok && result.path.absolute).toBe(path.join(root, "src", "a.ts"));
  });

  it("follows links that stay inside", async () => {
    expect(await resolved("src-link/a.ts")).toBe("src/a.ts");
    expect(await resolved("dangling-in")).toBe("dangling-in");
  });

  it("refuses paths outside the root", async () => {
    expect(await refusal("../outside/secret.txt")).toContain("outside the workspace");
    expect(await refusal("src/../../outside")).toContain("outside the workspace");
    expect(await refusal(path.join(outside, "secret.txt"))).toContain("outside the workspace");
    expect(await refusal("/etc/passwd")).toContain("outside the workspace");
    expect(await refusal("~/.ssh/id_rsa")).toContain("home-folder");
    expect(await refusal("")).toContain("empty");
    expect(await refusal("a\0b")).toContain("NUL");
  });

  it("refuses symbolic links that escape the root, even to files not yet written", async () => {
    expect(await refusal("escape/secret.txt")).toContain("symbolic link");
    expect(await refusal("escape/new-file.txt")).toContain("symbolic link");
    expect(await refusal("escape")).toContain("symbolic link");
    expect(await refusal("dangling-out")).toContain("symbolic link");
  });

  it("accepts the root as given when it is reached through a link", async () => {
    const linkedRoot = path.join(base, "root-link");
    symlinkSync(root, linkedRoot);
    const viaLink = createWorkspace(linkedRoot);
    expect(viaLink.root).toBe(root);
    const result = await viaLink.resolve(path.join(linkedRoot, "src", "a.ts"));
    expect(result.ok && result.path.relative).toBe("src/a.ts");
  });

  it("rejects a missing root or a file as root", () => {
    expect(() => createWorkspace(path.join(base, "nope"))).toThrow(ConfigurationError);
    expect(() => createWorkspace(path.join(root, "src", "a.ts"))).toThrow(/not a folder/);
    expect(() => createWorkspace("")).toThrow(ConfigurationError);
  });
});
