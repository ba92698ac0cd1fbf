import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { createTempWorkspace } from "./builtin/__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "./builtin/__fixtures__/temp-workspace.js";
import { testToolContext } from "./builtin/__fixtures__/tool-context.js";
import { builtinTools } from "./builtin-tools.js";
import { KNOWN_TOOL_NAMES } from "./tool-names.js";
import type { AnyTool } from "./types.js";

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

const names = (tools: AnyTool[]) => tools.map((tool) => tool.name);
const byName = (tools: AnyTool[], name: string) => {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
};

describe("builtinTools", () => {
  it("builds every built-in tool under its canonical name", () => {
    const tools = builtinTools({ root: temp.root });
    expect(names(tools)).toEqual(["read", "write", "edit", "apply_patch", "exec", "process", "web_fetch", "memory_search", "memory_get"]);
    for (const tool of tools) {
      expect(KNOWN_TOOL_NAMES.has(tool.normalizedName)).toBe(true);
      expect(tool.description.length).toBeGreaterThan(40);
      const properties = (tool.spec.inputSchema as { properties: Record<string, { description?: string }> }).properties;
      for (const [field, schema] of Object.entries(properties)) expect(schema.description, `${tool.name}.${field}`).toBeTruthy();
    }
  });

  it("applies profiles, allow and deny", () => {
    expect(names(builtinTools({ root: temp.root, profile: "minimal" }))).toEqual(["read", "memory_search", "memory_get"]);
    expect(names(builtinTools({ root: temp.root, profile: "coding", deny: ["group:runtime", "web_fetch"] }))).toEqual([
      "read",
      "write",
      "edit",
      "apply_patch",
      "memory_search",
      "memory_get",
    ]);
    expect(names(builtinTools({ root: temp.root, allow: ["bash", "memory_get"] }))).toEqual(["exec", "memory_get"]);
  });

  it("rejects a bad root or policy when it is created", () => {
    expect(() => builtinTools({ root: path.join(temp.root, "missing") })).toThrow(ConfigurationError);
    expect(() => builtinTools({ root: temp.root, deny: ["group:nope"] })).toThrow(/Unknown tool group/);
  });

  it("rejects missing or mistyped arguments with a message for every tool", async () => {
    for (const tool of builtinTools({ root: temp.root })) {
      const missing = await tool.validate({});
      expect(missing.ok, tool.name).toBe(false);
      if (!missing.ok) expect(missing.message.length).toBeGreaterThan(5);
      const wrong = await tool.validate({ path: 1, command: [], patch: {}, url: 3, query: null, action: 7 });
      expect(wrong.ok, tool.name).toBe(false);
    }
  });

  it("lets an agent read a file, edit it and check the edit with a command", async () => {
    temp.file("src/sum.js", "export const sum = (a, b) => a - b;\n");
    temp.file("check.mjs", 'import { sum } from "./src/sum.js";\nif (sum(2, 3) !== 5) { console.error("wrong: " + sum(2, 3)); process.exit(1); }\nconsole.log("ok");\n');
    const tools = builtinTools({ root: temp.root, profile: "coding" });
    const call = (name: string, input: Record<string, unknown>) => byName(tools, name).execute(input, testToolContext({ toolName: name }));

    const before = await call("exec", { command: "node check.mjs" });
    expect(before.isError).toBe(true);
    expect(before.output).toContain("wrong: -1");
    expect((await call("read", { path: "src/sum.js" })).output).toBe("     1\texport const sum = (a, b) => a - b;");
    expect((await call("edit", { path: "src/sum.js", old_string: "a - b", new_string: "a + b" })).isError).toBeUndefined();
    const after = await call("exec", { command: "node check.mjs" });
    expect(after).toMatchObject({ output: "ok\n\n[exit code 0]" });
    expect(readFileSync(path.join(temp.root, "src/sum.js"), "utf8")).toBe("export const sum = (a, b) => a + b;\n");
  });
});
