import { describe, expect, it } from "vitest";
import { nodeType, parseShell, parseShellFully } from "./parse-shell.js";
import { BINARY_OPERATORS, EXTGLOB_OPERATORS, PARAM_EXPANSION_OPERATORS, PROCESS_SUBSTITUTION_OPERATORS, REDIRECT_OPERATORS } from "./operators.js";
import type { ShBinaryCmd, ShCallExpr, ShExtGlob, ShFile, ShParamExp, ShProcSubst } from "./syntax-tree.js";

function parse(source: string): ShFile {
  const result = parseShellFully(source);
  if (!result.ok) throw new Error(result.error);
  return result.file;
}

describe("mvdan-sh operator codes", () => {
  it("match every redirect operator the parser emits", () => {
    for (const [code, op] of Object.entries(REDIRECT_OPERATORS)) {
      const source = op === "<<" || op === "<<-" ? `cat ${op}END\nx\nEND\n` : `cat ${op} f`;
      expect(parse(source).Stmts[0]?.Redirs[0]?.Op, op).toBe(Number(code));
    }
  });

  it("match every binary command operator", () => {
    for (const [code, op] of Object.entries(BINARY_OPERATORS)) {
      expect((parse(`a ${op} b`).Stmts[0]?.Cmd as ShBinaryCmd).Op, op).toBe(Number(code));
    }
  });

  it("match process substitution, parameter expansion and extglob operators", () => {
    for (const [code, op] of Object.entries(PROCESS_SUBSTITUTION_OPERATORS)) {
      const word = (parse(`a ${op}b)`).Stmts[0]?.Cmd as ShCallExpr).Args[1];
      expect((word?.Parts[0] as ShProcSubst).Op, op).toBe(Number(code));
    }
    for (const [code, op] of Object.entries(PARAM_EXPANSION_OPERATORS)) {
      const word = (parse(`echo \${x${op}${op === "@" ? "Q" : "y"}}`).Stmts[0]?.Cmd as ShCallExpr).Args[1];
      expect((word?.Parts[0] as ShParamExp).Exp?.Op, op).toBe(Number(code));
    }
    for (const [code, op] of Object.entries(EXTGLOB_OPERATORS)) {
      const word = (parse(`echo ${op}a|b)`).Stmts[0]?.Cmd as ShCallExpr).Args[1];
      expect((word?.Parts[0] as ShExtGlob).Op, op).toBe(Number(code));
    }
  });
});

describe("parseShell", () => {
  it("parses bash syntax into statements", () => {
    const file = parse("rm -rf build && npm test; cat <(ls)");
    expect(file.Stmts).toHaveLength(2);
    expect(nodeType(file.Stmts[0]?.Cmd as ShBinaryCmd)).toBe("BinaryCmd");
  });

  it("reports syntax errors as values", () => {
    const result = parseShell('echo "unterminated');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(/quote/);
      expect(result.incomplete).toBe(true);
    }
  });

  it("turns a parser stack overflow into an error value and keeps working", () => {
    const deep = `${"$(".repeat(5000)}x${")".repeat(5000)}`;
    expect(parseShell(deep).ok).toBe(false);
    expect(parseShell("echo ok").ok).toBe(true);
  });

  it("leaves the host's Error.stackTraceLimit as it was", () => {
    expect(Error.stackTraceLimit).not.toBe(Infinity);
  });
});
