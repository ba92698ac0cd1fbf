import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { countTokens, DEFAULT_LIMITS } from "./limits.js";

describe("countTokens", () => {
  it("counts words and operator runs", () => {
    expect(countTokens("rm -rf build && npm test", 100)).toBe(6);
    expect(countTokens("a|b;c", 100)).toBe(5);
    expect(countTokens("x".repeat(1000), 100)).toBe(1);
  });

  it("skips the bodies of here-documents, which the parser does not tokenize", () => {
    const body = "word ".repeat(50);
    expect(countTokens(`cat > f <<'EOF'\n${body}\n${body}\nEOF\nls`, 1000)).toBe(countTokens("cat > f <<'EOF'\nEOF\nls", 1000));
    expect(countTokens(`cat <<-END\n\t${body}\n\tEND\n`, 1000)).toBe(3);
  });

  it("counts every backtick on its own, as the substitution it opens or closes", () => {
    expect(countTokens("echo `ls`", 100)).toBe(4);
    expect(countTokens("echo `ls``ls`", 100)).toBe(7);
    expect(countTokens('x="`a`"', 100)).toBe(5);
    // Escaped backticks are substitutions one level down: each counts too.
    expect(countTokens("echo `a \\`b\\``", 100)).toBe(8);
    expect(countTokens("`ls`".repeat(2000), 100_000)).toBe(6000);
  });

  it("stops counting at the bound", () => {
    expect(countTokens("a ".repeat(10_000), 50)).toBe(50);
  });
});

describe("analysis limits", () => {
  it("decides a command with too many words and operators by the fail-closed scan, before parsing it", () => {
    expect(check("echo hi; ".repeat(DEFAULT_LIMITS.maxTokens))).toMatchObject({ decision: "ask", rule: "input.too-complex", analyzed: false });
    expect(check(`${"echo hi; ".repeat(DEFAULT_LIMITS.maxTokens)}rm -rf /`)).toMatchObject({ decision: "deny", rule: "input.too-complex" });
    expect(check("ls; ls", { limits: { maxTokens: 2 } })).toMatchObject({ rule: "input.too-complex" });
  });

  it("decides words heavy with backtick substitutions by the fail-closed scan, before parsing them", () => {
    for (const command of ["echo " + "`ls`".repeat(1400), 'echo "' + "`ls`".repeat(1400) + '"', "echo a" + "`x`b".repeat(1400), "echo `a \\`b \\\\\\`c\\\\\\` b\\` a`;".repeat(400)]) {
      expect(check(command)).toMatchObject({ rule: "input.too-complex", analyzed: false });
      expect(check(command).reason).toContain("maxTokens");
    }
    expect(check("echo `date` `whoami`")).toMatchObject({ decision: "allow", analyzed: true });
  });

  it("counts code re-parsed from the command against the same bound", () => {
    expect(check(`bash -c '${"ls; ".repeat(40)}'`, { limits: { maxTokens: 60 } })).toMatchObject({ rule: "input.too-complex", analyzed: false });
    expect(check(`bash -c '${"ls; ".repeat(10)}'`, { limits: { maxTokens: 60 } }).analyzed).toBe(true);
  });

  it("bounds the work of a command with many statements", () => {
    expect(check("echo a; ".repeat(400))).toMatchObject({ decision: "ask", rule: "input.too-complex" });
    expect(check("echo a; ".repeat(30)).decision).toBe("allow");
    expect(check("echo a; echo b; echo c", { limits: { maxSteps: 5 } }).rule).toBe("input.too-complex");
  });

  it("bounds the length of re-parsed code", () => {
    expect(check(`bash -c '${"echo aaaaaaaaaa; ".repeat(20)}'`, { limits: { maxReparsedLength: 100 } })).toMatchObject({ rule: "input.too-complex", analyzed: false });
  });

  it("leaves unknown, as reshaped text, a pattern operation that would backtrack for too long", () => {
    // Each of these took minutes before the work of patterns was bounded.
    const long = "a".repeat(3000);
    expect(check(`x=${long}; y=\${x//*a*a*a*a*a*a*a*a*a*a*b/}; $y`)).toMatchObject({ decision: "ask", rule: "code.obfuscated", analyzed: true });
    expect(check(`x=${long}; y=\${x%%*a*a*a*a*a*a*a*a*a*a*b}; $y`)).toMatchObject({ decision: "ask", rule: "code.obfuscated", analyzed: true });
    expect(check(`X=$(echo ${long.slice(0, 300)} | sed -E 's/a*a*a*a*a*a*a*a*a*a*a*a*b//'); $X`)).toMatchObject({ decision: "ask", rule: "code.obfuscated" });
    // A short text is no excuse: the result is what hides the command, so running it asks.
    expect(check("x='rm -rf /'; y=${x//*a*a*a*a*a*a*b/}; $y")).toMatchObject({ decision: "ask", rule: "code.obfuscated" });
    // Everyday patterns are still computed.
    expect(check('d=/home/dev/x/y; rm -rf "${d%/*/*}"').rule).toBe("fs.recursive-delete-home");
    expect(check("x='rm -rf /'; y=${x//q/}; $y").rule).toBe("fs.recursive-delete-root");
  });

  it("analyses a long here-document written to a file", () => {
    const file = `cat > notes.md <<'EOF'\n${"a line of text in a file\n".repeat(1500)}EOF`;
    expect(check(file)).toMatchObject({ decision: "allow", analyzed: true });
  });
});
