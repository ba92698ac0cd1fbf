import { symlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../__fixtures__/temp-workspace.js";
import { testToolContext } from "../__fixtures__/tool-context.js";
import { memoryTools } from "./index.js";
import { chunkNote } from "./memory-notes.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
  temp.file(
    "memory/2024-05-01.md",
    "# Standup\n\nDiscussed the release.\n\n## Deploy\n\nDeploying to staging needs the VPN and `make deploy-staging`.\nProduction deploys happen on Tuesdays.\n\n## Lunch\n\nPizza again.\n",
  );
  temp.file("memory/people/alice.md", "# Alice\n\nAlice owns the billing service and prefers async reviews.\n");
  temp.file("memory/.hidden/secret.md", "staging password is hunter2\n");
  temp.file("memory/image.md", Buffer.from([0, 1, 2]));
  temp.file("notes-outside-memory.md", "staging staging staging\n");
});
afterEach(() => temp.cleanup());

describe("memory_search", () => {
  it("ranks passages by the query's words and shows where they are", async () => {
    const [search] = memoryTools(temp.workspace);
    const result = await search.execute({ query: "staging deploy" }, testToolContext());
    expect(result.output.split("\n\n")[0]).toBe('1 passage for "staging deploy":');
    expect(result.output).toContain(
      "1. memory/2024-05-01.md:5-8 — Deploy\n   ## Deploy\n   \n   Deploying to staging needs the VPN and `make deploy-staging`.\n   Production deploys happen on Tuesdays.",
    );
    expect(result.output).not.toContain("hunter2");
    expect(result.output).not.toContain("outside");
  });

  it("searches subfolders, file names and headings, and respects the limit", async () => {
    const [search] = memoryTools(temp.workspace);
    const alice = await search.execute({ query: "who owns billing" }, testToolContext());
    expect(alice.details?.hits[0]).toMatchObject({ path: "memory/people/alice.md", heading: "Alice" });
    const many = await search.execute({ query: "the", limit: 1 }, testToolContext());
    expect(many.details?.hits).toHaveLength(1);
  });

  it("says when nothing matches or there are no notes", async () => {
    const [search] = memoryTools(temp.workspace);
    expect((await search.execute({ query: "kubernetes" }, testToolContext())).output).toBe('No notes in memory/ match "kubernetes".');
    const [empty] = memoryTools(temp.workspace, { memoryDir: "nothing-here" });
    expect((await empty.execute({ query: "x" }, testToolContext())).output).toBe("There are no notes in nothing-here/ yet.");
    const [outside] = memoryTools(temp.workspace, { memoryDir: "../elsewhere" });
    expect((await outside.execute({ query: "x" }, testToolContext())).output).toContain("outside the workspace");
  });

  it("does not follow links out of the notes folder", async () => {
    const elsewhere = createTempWorkspace("loopgate-elsewhere-");
    try {
      elsewhere.file("leak.md", "staging secrets\n");
      symlinkSync(elsewhere.root, path.join(temp.root, "memory", "linked"));
      const [search] = memoryTools(temp.workspace);
      expect((await search.execute({ query: "secrets" }, testToolContext())).output).toContain("No notes");
    } finally {
      elsewhere.cleanup();
    }
  });
});

describe("memory_get", () => {
  it("reads a note by the path search shows, or relative to the notes folder", async () => {
    const [, get] = memoryTools(temp.workspace);
    const whole = await get.execute({ path: "memory/people/alice.md" }, testToolContext());
    expect(whole.output).toBe("     1\t# Alice\n     2\t\n     3\tAlice owns the billing service and prefers async reviews.");
    const part = await get.execute({ path: "2024-05-01.md", offset: 5, limit: 2 }, testToolContext());
    expect(part.output).toBe("     5\t## Deploy\n     6\t\n\n[Showing lines 5-6 of 12. Continue with offset=7.]");
  });

  it("refuses files outside the notes folder and bad ranges", async () => {
    const [, get] = memoryTools(temp.workspace);
    const run = (input: { path: string; offset?: number }) => get.execute(input, testToolContext());
    expect((await run({ path: "notes-outside-memory.md" })).output).toBe(
      "notes-outside-memory.md is not a note in memory/; memory_get reads only notes",
    );
    expect((await run({ path: "../../etc/passwd" })).output).toContain("outside the workspace");
    expect((await run({ path: "people/alice.md", offset: 99 })).output).toBe("offset 99 is past the end of memory/people/alice.md, which has 3 lines");
    expect((await run({ path: "image.md" })).output).toContain("binary");
    expect((await run({ path: "missing.md" })).isError).toBe(true);
  });
});

describe("chunkNote", () => {
  it("splits at headings and paragraphs but keeps code blocks whole", () => {
    const chunks = chunkNote("n.md", "intro\n\n# A\ntext a\n\n```\ncode\n\n# not a heading\n```\n\n## B\nb\n");
    expect(chunks.map((chunk) => [chunk.startLine, chunk.endLine, chunk.heading ?? null])).toEqual([
      [1, 1, null],
      [3, 4, "A"],
      [6, 10, "A"],
      [12, 13, "B"],
    ]);
  });
});
