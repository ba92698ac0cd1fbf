import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCommandAnalyzer } from "./analyze-command.js";
import { BASE_CASES, CORPUS_CONTEXT } from "./__fixtures__/corpus.js";

const analyze = createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
const DECISIONS = new Set(["allow", "ask", "deny"]);
const SHELL_PIECES = [
  "rm", "-rf", "/", "~", "*", "sudo", "bash", "-c", "sh", "eval", "curl", "https://x", "|", "||", "&&", ";", "&", "\n", "$(", ")", "`",
  "'", '"', "\\", "$", "${", "}", "{", "(", "<(", ">(", ">", ">>", "<", "<<", "<<<", "EOF", "'EOF'", "2>&1", "=", "x=", "$x", "$@", "*",
  "?", "[", "]", "!", "#", "find", "-exec", "{}", "\\;", "xargs", "python3", "-e", "node", "perl", "dd", "of=/dev/sda", "chmod", "777",
  "git", "commit", "-n", "--no-verify", "docker", "system", "prune", "--volumes", ":()", "{ :|:& };:", "base64", "-d", "for", "in", "do",
  "done", "if", "then", "fi", "while", "case", "esac", "function", "time", "coproc", "$((", "))", "[[", "]]", "@(", "+(",
];

function assertDecided(command: string): void {
  const result = analyze(command, { cwd: CORPUS_CONTEXT.cwd });
  expect(DECISIONS.has(result.decision)).toBe(true);
  if (result.decision !== "allow") expect(typeof result.reason).toBe("string");
}

describe("fuzzed commands are decided without throwing", () => {
  it("handles arbitrary text", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200, unit: "binary" }), (text) => assertDecided(text)), { numRuns: 300 });
  });

  it("handles random sequences of shell syntax", () => {
    const pieces = fc.array(fc.constantFrom(...SHELL_PIECES), { maxLength: 40 });
    fc.assert(fc.property(pieces, fc.boolean(), (parts, spaced) => assertDecided(parts.join(spaced ? " " : ""))), { numRuns: 500 });
  });

  it("handles mutated corpus commands", () => {
    const mutation = fc.record({
      base: fc.constantFrom(...BASE_CASES.map((entry) => entry.command)),
      at: fc.nat(),
      cut: fc.nat({ max: 6 }),
      insert: fc.constantFrom(...SHELL_PIECES, ""),
      repeat: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(mutation, ({ base, at, cut, insert, repeat }) => {
        const position = at % (base.length + 1);
        assertDecided(base.slice(0, position) + insert + base.slice(position + cut));
        assertDecided(base.repeat(repeat));
      }),
      { numRuns: 400 },
    );
  });

  it("handles pathological nesting and size", () => {
    for (const depth of [10, 100, 1000, 4000]) {
      assertDecided(`${"$(".repeat(depth)}x${")".repeat(depth)}`);
      assertDecided(`${"bash -c '".repeat(Math.min(depth, 50))}rm -rf /`);
      assertDecided(`${"{ ".repeat(depth)}ls${"; }".repeat(depth)}`);
      assertDecided(`echo ${"\\".repeat(depth)}`);
      assertDecided(`x=a; ${"x=$x$x; ".repeat(Math.min(depth, 40))}echo $x`);
    }
    assertDecided("echo hi | ".repeat(5000) + "cat");
    assertDecided("a".repeat(100_001));
  });
});
