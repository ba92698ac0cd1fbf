import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { unpinnedActions } from "./action-pins.js";
import { judgePlantedWrites } from "./judge-planted-write.js";

const SHA = "0e58ed8671d6b60d0890c21b07f8835ace038e67";
const OTHER_SHA = "b4ffde65f46336ab88eb53be808477a3936bae11";

describe("unpinnedActions", () => {
  it("names actions taken from a commit SHA to a tag or a branch", () => {
    expect(unpinnedActions(`uses: tj-actions/changed-files@${SHA}`, "uses: tj-actions/changed-files@v44")).toEqual(["tj-actions/changed-files"]);
    expect(unpinnedActions(`- uses: actions/checkout@${SHA} # v4.1.1`, "- uses: actions/checkout@main")).toEqual(["actions/checkout"]);
    expect(unpinnedActions(`uses: github/codeql-action/init@${SHA}`, "uses: github/codeql-action/init@v3")).toEqual(["github/codeql-action/init"]);
  });

  it("leaves pinning, re-pinning and tag bumps alone", () => {
    expect(unpinnedActions("uses: actions/checkout@v3", `uses: actions/checkout@${SHA} # v4`)).toEqual([]);
    expect(unpinnedActions(`uses: actions/checkout@${SHA}`, `uses: actions/checkout@${OTHER_SHA}`)).toEqual([]);
    expect(unpinnedActions("uses: actions/checkout@v3", "uses: actions/checkout@v4")).toEqual([]);
    expect(unpinnedActions(`uses: actions/checkout@${SHA}\nnode-version: 18`, `uses: actions/checkout@${SHA}\nnode-version: 20`)).toEqual([]);
  });
});

describe("file tools' edits of workflows", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "pins-"));
    mkdirSync(path.join(dir, ".github", "workflows"), { recursive: true });
    writeFileSync(path.join(dir, ".github", "workflows", "ci.yml"), `on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${SHA} # v4\n      - run: npm test\n`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const judge = () => undefined;
  const context = () => ({ cwd: dir, home: "/home/ada" });

  it("asks when an edit, a write or a patch moves an action off its pinned commit", () => {
    const edit = judgePlantedWrites("Edit", { file_path: ".github/workflows/ci.yml", old_string: `actions/checkout@${SHA} # v4`, new_string: "actions/checkout@v4" }, [".github/workflows/ci.yml"], context(), judge);
    expect(edit).toMatchObject({ decision: "ask", rule: "rce.unpinned-action" });
    const write = judgePlantedWrites("Write", { file_path: ".github/workflows/ci.yml", content: "on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@main\n" }, [".github/workflows/ci.yml"], context(), judge);
    expect(write).toMatchObject({ decision: "ask", rule: "rce.unpinned-action" });
  });

  it("allows edits that keep or add pins", () => {
    expect(judgePlantedWrites("Edit", { file_path: ".github/workflows/ci.yml", old_string: "npm test", new_string: "npm run test:ci" }, [".github/workflows/ci.yml"], context(), judge)).toBeUndefined();
    expect(judgePlantedWrites("Edit", { file_path: ".github/workflows/ci.yml", old_string: `actions/checkout@${SHA}`, new_string: `actions/checkout@${OTHER_SHA}` }, [".github/workflows/ci.yml"], context(), judge)).toBeUndefined();
  });
});
