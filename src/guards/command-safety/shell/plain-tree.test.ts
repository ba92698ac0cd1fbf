import { describe, expect, it } from "vitest";
import { check } from "../__fixtures__/decide.js";
import { BASE_CASES } from "../__fixtures__/corpus.js";
import { nodeType, parseShell, usePlainTrees, walkNodes } from "./parse-shell.js";
import { SourceText } from "./source-text.js";
import type { ShCallExpr, ShLit, ShNode } from "./syntax-tree.js";

describe("plain syntax trees", () => {
  it("carry types, byte offsets and decoded strings", () => {
    const source = 'echo "héllo" $(rm -rf ~)';
    const result = parseShell(source);
    if (!result.ok) throw new Error(result.error);
    const call = result.file.Stmts[0]?.Cmd as ShCallExpr;
    expect(call.type).toBe("CallExpr");
    const word = call.Args[1] as ShNode & { Parts: { Parts: ShLit[] }[] };
    expect(word.Parts[0]?.Parts[0]?.Value).toBe("héllo");
    expect(new SourceText(source).of(word)).toBe('"héllo"');
    const types: string[] = [];
    walkNodes(result.file, (node) => (types.push(nodeType(node)), true));
    expect(types).toEqual(expect.arrayContaining(["File", "Stmt", "CallExpr", "Word", "DblQuoted", "CmdSubst", "Lit"]));
  });

  it("give the same decisions as the parser's wrapper objects", () => {
    // An evenly spread sample of a fixed size: the corpus grows every round, the test's cost should not.
    const step = Math.max(1, Math.floor(BASE_CASES.length / 1_000));
    const sample = BASE_CASES.filter((_, index) => index % step === 0);
    const plain = sample.map((entry) => check(entry.command).decision);
    const previous = usePlainTrees(false);
    try {
      expect(sample.map((entry) => check(entry.command).decision)).toEqual(plain);
    } finally {
      usePlainTrees(previous);
    }
  }, 120_000);
});
