import { linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AtFileProcessorModifier } from "../../loop/processors/at-file.js";
import { builtinTools } from "../builtin-tools.js";
import { testToolContext } from "../builtin/__fixtures__/tool-context.js";
import type { AnyTool } from "../types.js";

const KEY = "-----BEGIN OPENSSH PRIVATE KEY----- hard-link-marker";

let base: string;
let root: string;
let home: string;
let tools: Map<string, AnyTool>;

beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-hardlink-")));
  root = path.join(base, "workspace");
  home = path.join(base, "home");
  mkdirSync(path.join(home, ".ssh"), { recursive: true });
  mkdirSync(path.join(root, "memory"), { recursive: true });
  writeFileSync(path.join(home, ".ssh", "id_rsa"), `${KEY}\n`);
  writeFileSync(path.join(home, ".netrc"), "machine example.com password hard-link-marker\n");
  // Names that say nothing about what they are.
  linkSync(path.join(home, ".ssh", "id_rsa"), path.join(root, "notes.txt"));
  linkSync(path.join(home, ".ssh", "id_rsa"), path.join(root, "memory", "key.md"));
  linkSync(path.join(home, ".netrc"), path.join(root, "memory", "hosts.md"));
  writeFileSync(path.join(root, "plain.txt"), "plain\n");
  linkSync(path.join(root, "plain.txt"), path.join(root, "plain-link.txt"));
  tools = new Map(builtinTools({ root, home, sandbox: "off" }).map((tool) => [tool.normalizedName, tool]));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const call = async (name: string, input: Record<string, unknown>) => (await tools.get(name)!.execute(input, testToolContext())).output;

async function mention(text: string): Promise<string> {
  const request = { userMessage: text, agentId: "a", threadId: "t", runId: "r", cwd: root, metadata: {} };
  const prompt = { message: { messages: [{ role: "user" as const, content: [{ type: "text" as const, text }], timestamp: new Date() }], tools: [], params: {} }, metadata: {} };
  const result = await new AtFileProcessorModifier({ home }).modify(request, prompt);
  return JSON.stringify(result.message.messages);
}

describe("a hard link to a secret file", () => {
  it("is refused by every reading tool and by @file mentions, whatever its name", async () => {
    const outputs = {
      read: await call("read", { path: "notes.txt" }),
      edit: await call("edit", { path: "notes.txt", old_string: "BEGIN", new_string: "END" }),
      apply_patch: await call("apply_patch", { patch: "*** Begin Patch\n*** Update File: notes.txt\n@@\n-" + KEY + "\n+replaced\n*** End Patch" }),
      memory_get: await call("memory_get", { path: "memory/key.md" }),
      memory_get_netrc: await call("memory_get", { path: "memory/hosts.md" }),
      memory_search: await call("memory_search", { query: "hard link marker openssh" }),
      at_file: await mention("what is @notes.txt"),
    };
    for (const [tool, output] of Object.entries(outputs)) {
      expect(output, tool).not.toContain("hard-link-marker");
    }
    expect(outputs.read).toBe("notes.txt is a hard link to ~/.ssh/id_rsa, a secret file; it is refused");
    expect(outputs.edit).toContain("is a hard link to ~/.ssh/id_rsa");
    expect(outputs.apply_patch).toContain("is a hard link to ~/.ssh/id_rsa");
    expect(outputs.memory_get).toContain("is a hard link to ~/.ssh/id_rsa");
    expect(outputs.memory_get_netrc).toContain("is a hard link to ~/.netrc");
    expect(outputs.at_file).toContain('<file path=\\"notes.txt\\" error=\\"a hard link to a secret file, not read\\" />');
    // Nothing was changed through the link.
    expect(readFileSync(path.join(home, ".ssh", "id_rsa"), "utf8")).toBe(`${KEY}\n`);
  });

  it("is told apart from a hard link between ordinary files, which reads as usual", async () => {
    expect(await call("read", { path: "plain-link.txt" })).toBe("     1\tplain");
  });

  it("is recognised when the secret appeared after the first check", async () => {
    expect(await call("read", { path: "plain-link.txt" })).toContain("plain");
    writeFileSync(path.join(home, ".ssh", "id_ed25519"), "new key hard-link-marker\n");
    linkSync(path.join(home, ".ssh", "id_ed25519"), path.join(root, "later.txt"));
    // The secrets' identities are rebuilt at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await call("read", { path: "later.txt" })).toBe("later.txt is a hard link to ~/.ssh/id_ed25519, a secret file; it is refused");
  });
});
