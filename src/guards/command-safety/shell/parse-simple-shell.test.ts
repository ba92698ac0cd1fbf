import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BENIGN_AGENT_COMMANDS } from "../__fixtures__/benign-agent-commands.js";
import { BASE_CASES, corpusCases } from "../__fixtures__/corpus.js";
import { REGRESSION_CASES } from "../__fixtures__/regressions.js";
import { parseShell, parseShellFully } from "./parse-shell.js";
import { parseSimpleShell } from "./parse-simple-shell.js";

// A fast path that read a command differently from mvdan-sh would let the guard judge a command
// other than the one the shell runs. So wherever it gives a tree, that tree must be mvdan-sh's,
// field for field and in the same order (the walker visits fields in order).
function differences(sources: Iterable<string>): { accepted: number; mismatches: string[] } {
  let accepted = 0;
  const mismatches: string[] = [];
  for (const source of sources) {
    const simple = parseSimpleShell(source);
    if (simple === undefined) continue;
    accepted++;
    const full = parseShellFully(source);
    if (!full.ok) mismatches.push(`${JSON.stringify(source)}: mvdan-sh rejects it (${full.error})`);
    else if (JSON.stringify(full.file) !== JSON.stringify(simple)) mismatches.push(`${JSON.stringify(source)}: the trees differ`);
  }
  return { accepted, mismatches };
}

function agrees(source: string): void {
  const simple = parseSimpleShell(source);
  if (simple === undefined) return;
  const full = parseShellFully(source);
  expect(full.ok, source).toBe(true);
  if (full.ok) expect(JSON.stringify(simple), source).toBe(JSON.stringify(full.file));
}

const CORPUS = [
  ...new Set([...corpusCases(), ...REGRESSION_CASES].map((entry) => entry.command).concat(BENIGN_AGENT_COMMANDS)),
];

// Pieces of shell syntax inside and just outside the subset the fast path reads.
const PIECES = [
  "a", "rm", "-rf", "/", "ls", "-la", "src", "git", "status", "--short", "x=1", "=", "a=b", "--opt=v", "~", "~/x", "*.ts", "?", "2", "12",
  "0", "-", "'q'", "''", '""', '"d q"', '"$x"', '"a\\"b"', '"!"', '"`x`"', "'$x'", "'a\"b'", "\"'\"", "'", '"', "|", "||", "&&", "&", ";",
  ";;", ";&", "|&", ">", ">>", ">&", ">|", "&>", "&>>", "<", "<<", "<<<", "2>&1", ">&2", "1>", ">&-", ">/dev/null", "#", "#c", "!", "{",
  "}", "(", ")", "[", "]", "[[", "]]", "$", "$x", "`", "\\", "\n", "\r", "\t", "é", "export", "declare", "local", "let", "time", "if",
  "then", "fi", "for", "in", "do", "done", "while", "case", "esac", "function", "coproc", "select", "until", "ex'port'", "'export'",
  "@", "%", "^", ",", ":", "+", ".", "a,b", "a@b", "k:v", "+x", "%d", "^a", "elif", "else", "typeset", "readonly", "nameref", "2>", "2>>",
  "a=", "=a", "'a'=b", "a'='b", "\"x\"=1", "$A", "${A}", "$HOME/x", '"$A b"', '"${A}"', '"a$B"', "$1", "${A:-b}", "$A[0]", "$_x", "${_}",
  "0<", "< f", "<f", "0<f", "$A$B", '"$A$B"', "x$A", "${A}x", "$A{", "$", "${", '"$"',
];

describe("parseSimpleShell", () => {
  it("reads the common command lines without mvdan-sh", () => {
    for (const source of ["git status --short && ls -la src", "rm -rf /", "npm test -- --run", "ls -la 2>&1 | head -n 5", "cat notes.md >> log.txt; echo 'done'", 'cd "$HOME/src" && wc -l < notes.md', "echo ${PATH}"]) {
      expect(parseSimpleShell(source), source).toBeDefined();
      agrees(source);
    }
  });

  it("leaves everything outside its subset to mvdan-sh", () => {
    const outside = [
      "echo $(id)", "echo `id`", "echo a\\ b", "a & b", "a |& b", "cat << f", "cat <<< f", "a <& 3", "a <> f", "a &> f", "a >| f", "(a)", "{ a; }",
      "a # c", "! a", "a=1 b", "export A=1", "time a", "if a; then b; fi", "[[ -f a ]]", "echo [a]", "a\nb", "echo é", 'echo "\\n"', "a;;", "a |",
      "a &&", "echo $1", "echo $@", "echo $?", 'echo "$"', "echo ${A:-b}", "echo ${#A}", "echo ${A[0]}", "echo $A[0]", "echo $'x'", 'echo $"x"',
      "echo $((1 + 1))", "echo ${A", 'echo "$(id)"',
      "", "   ", ";", "echo 'open", 'echo "open', "a2>f", "a >", "a > > f", "a 2>&1>f", "x".repeat(2_001),
    ];
    for (const source of outside) expect(parseSimpleShell(source), JSON.stringify(source)).toBeUndefined();
  });

  it("gives mvdan-sh's exact tree for every corpus and benign command it reads", () => {
    const { accepted, mismatches } = differences(CORPUS);
    expect(mismatches).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
  });

  // A sweep over every corpus and benign command, both of which grow: it checks correctness, not speed, so a busy machine gets time.
  it("gives mvdan-sh's exact tree for prefixes and suffixes of the base and benign commands", () => {
    const commands = [...BASE_CASES.map((entry) => entry.command), ...BENIGN_AGENT_COMMANDS];
    // Every third cut of each command, starting at a different place for each, to stay quick.
    const cuts = function* () {
      for (const [number, command] of commands.entries()) {
        for (let index = 1 + (number % 3); index < command.length; index += 3) {
          yield command.slice(0, index);
          yield command.slice(index);
        }
      }
    };
    expect(differences(cuts()).mismatches).toEqual([]);
  }, 120_000);

  it("gives mvdan-sh's exact tree for generated command lines", () => {
    const separators = fc.constantFrom("", " ", "  ", "\t");
    const line = fc.array(fc.tuple(fc.constantFrom(...PIECES), separators), { minLength: 1, maxLength: 14 }).map((items) => items.map(([piece, gap]) => piece + gap).join(""));
    fc.assert(fc.property(line, agrees), { numRuns: 4_000 });
  });

  it("gives mvdan-sh's exact tree for generated strings of shell characters", () => {
    const chars = fc.constantFrom(..."ab12A_ \t'\"|&;><=-/~*?$$`\\#!{}()[]@%^,:+.\n".split(""));
    fc.assert(fc.property(fc.array(chars, { maxLength: 24 }).map((list) => list.join("")), agrees), { numRuns: 6_000 });
  });

  it("is what parseShell uses, with the same result as mvdan-sh", () => {
    const source = "git status --short && ls -la src";
    const result = parseShell(source);
    const full = parseShellFully(source);
    expect(result.ok && full.ok && JSON.stringify(result.file) === JSON.stringify(full.file)).toBe(true);
  });
});
