// A scripted coding session over the real built-in tools, in a temporary workspace.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAgent, createInterceptorRegistry, initializeGlobalInterceptors, resetGlobalInterceptors, scriptedModel, type AgentEvent, type ModelRequest } from "../../src/index.js";
import { builtinTools } from "../../src/tools/builtin/index.js";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "loopgate-e2e-"));
  writeFileSync(path.join(root, "math.js"), "export function add(a, b) {\n  return a - b;\n}\n");
  writeFileSync(path.join(root, "check.mjs"), "import { add } from './math.js';\nif (add(2, 3) !== 5) { console.error('add(2, 3) = ' + add(2, 3)); process.exit(1); }\nconsole.log('ok: add(2, 3) = 5');\n");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  resetGlobalInterceptors();
});

/** The text of the tool results the model received on its last call. */
const lastResults = (request: ModelRequest) => request.messages.at(-1)!.content.map((block) => (block.type === "tool_result" ? block.content : ""));

describe("a coding agent with the coding profile", () => {
  it("reads a file, edits it, runs a check and sees it pass", async () => {
    const seen: string[] = [];
    const model = scriptedModel([
      { toolCalls: [{ name: "read", input: { path: "math.js" } }] },
      (request) => {
        seen.push(lastResults(request)[0]!);
        return { toolCalls: [{ name: "exec", input: { command: "node check.mjs" } }] };
      },
      (request) => {
        seen.push(lastResults(request)[0]!);
        return { toolCalls: [{ name: "edit", input: { path: "math.js", old_string: "return a - b;", new_string: "return a + b;" } }] };
      },
      { toolCalls: [{ name: "exec", input: { command: "node check.mjs" } }] },
      (request) => {
        seen.push(lastResults(request)[0]!);
        return { text: "Fixed: add now adds." };
      },
    ]);
    const agent = createAgent({ model, tools: builtinTools({ root, profile: "coding" }), cwd: root });
    const result = await agent.run("Make check.mjs pass");
    expect(result.status).toBe("completed");
    expect(seen[0]).toContain("return a - b;");
    expect(seen[1]).toMatch(/add\(2, 3\) = -1/);
    expect(seen[2]).toContain("ok: add(2, 3) = 5");
    expect(readFileSync(path.join(root, "math.js"), "utf8")).toContain("return a + b;");
    expect(model.calls[0]!.tools.map((tool) => tool.name).sort()).toEqual(
      ["apply_patch", "edit", "exec", "memory_get", "memory_search", "process", "read", "web_fetch", "write"].sort(),
    );
  });

  it("has the global guards block a destructive command in the middle, and carries on", async () => {
    writeFileSync(path.join(root, "keep.txt"), "precious");
    const model = scriptedModel([
      { toolCalls: [{ name: "exec", input: { command: "node check.mjs || true" } }] },
      { toolCalls: [{ name: "exec", input: { command: "cd / && sudo rm -rf --no-preserve-root /" } }, { name: "read", input: { path: "~/.ssh/id_rsa" } }] },
      { toolCalls: [{ name: "edit", input: { path: "math.js", old_string: "a - b", new_string: "a + b" } }] },
      { toolCalls: [{ name: "exec", input: { command: "node check.mjs" } }] },
      { text: "Done, without deleting anything." },
    ]);
    // A safety net below every guard: should the built-in guard ever miss, the command still never
    // runs (and the assertion on who blocked it fails).
    initializeGlobalInterceptors().add({
      id: "test:safety-net",
      name: "tool.before",
      priority: -1_000,
      toolMatcher: /^exec$/,
      handler: (_input, output) => {
        if (String(output.args.command).includes("rm ")) Object.assign(output, { block: true, blockReason: "safety net" });
      },
    });
    const events: AgentEvent[] = [];
    const agent = createAgent({ model, tools: builtinTools({ root, profile: "coding" }), cwd: root, onEvent: (event) => events.push(event) });
    const result = await agent.run("Fix the bug");
    expect(result.status).toBe("completed");
    const blocked = events.filter((event) => event.type === "tool.blocked");
    expect(blocked.map((event) => event.type === "tool.blocked" && [event.toolName, event.interceptorId])).toEqual([
      ["exec", "builtin:command-safety-guard"],
      ["read", "builtin:security-audit"],
    ]);
    const [rm, secret] = lastResults(model.calls[2]!).map((text) => JSON.parse(text));
    expect(rm).toMatchObject({ status: "blocked", tool: "exec" });
    expect(secret).toMatchObject({ status: "blocked", tool: "read" });
    expect(existsSync(path.join(root, "keep.txt"))).toBe(true);
    expect(lastResults(model.calls[4]!)[0]).toContain("ok: add(2, 3) = 5");
  });

  it("keeps the file tools inside the workspace even without the guards", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "loopgate-outside-"));
    writeFileSync(path.join(outside, "x.txt"), "CONTENT-FROM-OUTSIDE");
    const model = scriptedModel([
      { toolCalls: [{ name: "read", input: { path: path.join(outside, "x.txt") } }, { name: "write", input: { path: "../escape.txt", content: "x" } }] },
      { text: "ok" },
    ]);
    await createAgent({ model, tools: builtinTools({ root, profile: "coding" }), cwd: root, registry: createInterceptorRegistry() }).run("go");
    const [read, write] = model.calls[1]!.messages.at(-1)!.content as Array<{ content: string; isError?: boolean }>;
    expect(read!.isError).toBe(true);
    expect(read!.content).not.toContain("CONTENT-FROM-OUTSIDE");
    expect(write!.isError).toBe(true);
    expect(existsSync(path.join(root, "..", "escape.txt"))).toBe(false);
    rmSync(outside, { recursive: true, force: true });
  });
});
