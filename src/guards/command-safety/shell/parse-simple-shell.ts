import type { ShFile } from "./syntax-tree.js";

// Operator codes as mvdan-sh emits them (see operators.ts, whose test pins them).
const AND = 10;
const OR = 11;
const PIPE = 12;
const REDIRECT_OUT = 54;
const REDIRECT_APPEND = 55;
const REDIRECT_IN = 56;
const REDIRECT_DUP_OUT = 59;

/** Longer input goes to the full parser (and keeps every column far below mvdan-sh's limit). */
const MAX_LENGTH = 2_000;

/**
 * Words that mean something other than a command name where a command starts (keywords,
 * declarations, `let`, `time`, `coproc`): a command line starting with one goes to the full parser.
 */
const COMMAND_WORDS: ReadonlySet<string> = new Set([
  "if", "then", "elif", "else", "fi", "for", "in", "do", "done", "case", "esac", "while", "until", "select", "function", "time",
  "coproc", "declare", "local", "export", "readonly", "typeset", "nameref", "let", "!", "{", "}", "[[", "]]",
]);

/** Characters a plain (unquoted) word may hold; anything else sends the line to the full parser. */
const PLAIN = /[A-Za-z0-9_\-./:,+%@^~*?=]/;
/** A variable's name, as `$NAME` and `${NAME}` read it. */
const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

type Node = Record<string, unknown>;

/**
 * Parses the simplest command lines — words of plain characters, variables (`$NAME`, `${NAME}`),
 * single quotes and double quotes without backquotes or backslashes, joined by `|`, `&&`, `||` and
 * `;`, with simple redirects (`> file`, `>> file`, `< file`, `2>&1`) — into exactly the tree
 * mvdan-sh's parser gives for them (as
 * `toPlainTree` presents it: same nodes, fields, field order, offsets and positions), without
 * loading that parser, whose runtime takes tens of milliseconds to start. Returns `undefined` for
 * anything outside that subset, however harmless (any other `$`, backquote, backslash, `<<`, `&`,
 * `(`, brace, bracket, comment, keyword, assignment, newline, non-ASCII character…): the full parser
 * then decides. `parse-simple-shell.test.ts` compares both parsers on every corpus command and on
 * generated ones, so the two can never judge a command differently.
 *
 * @example
 * parseSimpleShell("git status --short && ls -la src")?.Stmts.length // 1
 * parseSimpleShell("echo $(id)") // undefined: the full parser reads it
 */
export function parseSimpleShell(source: string): ShFile | undefined {
  if (source.length > MAX_LENGTH || !/^[\x20-\x7e\t]*$/.test(source)) return undefined;
  try {
    return new SimpleParser(source).file();
  } catch (error) {
    if (error === OUTSIDE) return undefined;
    throw error;
  }
}

/** Thrown inside the parser when the input leaves the subset; never escapes `parseSimpleShell`. */
const OUTSIDE = Symbol("outside the simple subset");

function outside(): never {
  throw OUTSIDE;
}

/** mvdan-sh's `Pos`: byte offset and line/column (line 1 here, column from 1), as the plain tree shows it. */
function position(offset: number): Node {
  return { type: "Pos", pos: 0, end: 0, offs: offset, lineCol: (1 << 14) | (offset + 1) };
}

const NO_POSITION: () => Node = () => ({ type: "Pos", pos: 0, end: 0, offs: 0, lineCol: 0 });

function literal(start: number, end: number, value: string): Node {
  return { type: "Lit", pos: start, end, ValuePos: position(start), ValueEnd: position(end), Value: value };
}

function statement(start: number, end: number, command: Node | null, redirects: Node[], semicolon?: number): Node {
  return {
    type: "Stmt",
    pos: start,
    end: semicolon === undefined ? end : semicolon + 1,
    Comments: [],
    Cmd: command,
    Position: position(start),
    Semicolon: semicolon === undefined ? NO_POSITION() : position(semicolon),
    Negated: false,
    Background: false,
    Coprocess: false,
    Redirs: redirects,
  };
}

class SimpleParser {
  private at = 0;

  constructor(private readonly source: string) {}

  file(): ShFile {
    const statements: Node[] = [];
    this.skipBlanks();
    while (this.at < this.source.length) {
      const list = this.andOr();
      this.skipBlanks();
      if (this.peek() === ";") {
        if (this.source[this.at + 1] === ";" || this.source[this.at + 1] === "&") outside();
        list.end = this.at + 1;
        list.Semicolon = position(this.at);
        this.at++;
        this.skipBlanks();
      } else if (this.at < this.source.length) outside();
      statements.push(list);
    }
    if (statements.length === 0) outside();
    const first = statements[0]!;
    const last = statements[statements.length - 1]!;
    return { type: "File", pos: first.pos, end: last.end, Name: "", Stmts: statements, Last: [] } as unknown as ShFile;
  }

  /** `pipeline (&& pipeline | || pipeline)*`, nested to the left as mvdan-sh nests it. */
  private andOr(): Node {
    let left = this.pipeline();
    for (;;) {
      this.skipBlanks();
      const op = this.source.startsWith("&&", this.at) ? AND : this.source.startsWith("||", this.at) ? OR : undefined;
      if (op === undefined) return left;
      if (this.source[this.at + 2] === "&" || this.source[this.at + 2] === "|") outside();
      const opAt = this.at;
      this.at += 2;
      this.skipBlanks();
      const right = this.pipeline();
      left = this.binary(left, right, op, opAt);
    }
  }

  private pipeline(): Node {
    let left = this.simpleCommand();
    for (;;) {
      this.skipBlanks();
      if (this.peek() !== "|" || this.source[this.at + 1] === "|") return left;
      if (this.source[this.at + 1] === "&") outside();
      const opAt = this.at;
      this.at++;
      this.skipBlanks();
      left = this.binary(left, this.simpleCommand(), PIPE, opAt);
    }
  }

  private binary(left: Node, right: Node, op: number, opAt: number): Node {
    const command = { type: "BinaryCmd", pos: left.pos, end: right.end, OpPos: position(opAt), Op: op, X: left, Y: right };
    return statement(left.pos as number, right.end as number, command, []);
  }

  /** Words and output redirects up to an operator; at least one word. */
  private simpleCommand(): Node {
    const start = this.at;
    const args: Node[] = [];
    const redirects: Node[] = [];
    for (;;) {
      this.skipBlanks();
      const char = this.peek();
      if (char === undefined || char === ";" || char === "|" || (char === "&" && this.source[this.at + 1] === "&")) break;
      if (char === ">" || char === "<") {
        redirects.push(this.redirect(null));
        continue;
      }
      const word = this.word();
      if (this.peek() === ">" || this.peek() === "<") {
        // `2>&1`: digits right before `>` name the descriptor; any other word there is rare enough for the full parser.
        const parts = word.Parts as Node[];
        if (parts.length !== 1 || parts[0]!.type !== "Lit" || !/^[0-9]+$/.test(parts[0]!.Value as string)) outside();
        redirects.push(this.redirect(parts[0]!));
        continue;
      }
      if (args.length === 0) this.checkCommandName(word);
      args.push(word);
    }
    if (args.length === 0) outside();
    const first = args[0]!;
    const last = args[args.length - 1]!;
    const command = { type: "CallExpr", pos: first.pos, end: last.end, Assigns: [], Args: args };
    const lastRedirect = redirects[redirects.length - 1];
    const end = Math.max(last.end as number, (lastRedirect?.end as number | undefined) ?? 0);
    return statement(start, end, command, redirects);
  }

  /** A keyword, declaration or assignment where a command starts is for the full parser. */
  private checkCommandName(word: Node): void {
    const firstPart = (word.Parts as Node[])[0]!;
    if (firstPart.type !== "Lit") return;
    const value = firstPart.Value as string;
    if (COMMAND_WORDS.has(value) || value.includes("=")) outside();
  }

  /** `>`, `>>`, `>&` or `<` (with the descriptor word `fd` before it, if any), then its target word. */
  private redirect(fd: Node | null): Node {
    const opAt = this.at;
    const input = this.peek() === "<";
    let op = input ? REDIRECT_IN : REDIRECT_OUT;
    this.at++;
    if (input) {
      if (this.peek() === "<" || this.peek() === "&" || this.peek() === ">" || this.peek() === "(") outside();
    } else if (this.peek() === ">") {
      op = REDIRECT_APPEND;
      this.at++;
    } else if (this.peek() === "&") {
      op = REDIRECT_DUP_OUT;
      this.at++;
    }
    const next = this.peek();
    if (next === ">" || next === "&" || next === "|" || next === "(") outside();
    this.skipBlanks();
    const target = this.peek();
    if (target === undefined || target === ";" || target === "|" || target === "&" || target === ">" || target === "<") outside();
    const word = this.word();
    if (this.peek() === ">" || this.peek() === "<") outside();
    return { type: "Redirect", pos: fd ? fd.pos : opAt, end: word.end, OpPos: position(opAt), Op: op, N: fd, Word: word, Hdoc: null };
  }

  /** One word: plain characters, '…' and "…" side by side. */
  private word(): Node {
    const start = this.at;
    const parts: Node[] = [];
    while (this.at < this.source.length) {
      const char = this.source[this.at]!;
      if (char === "'") parts.push(this.singleQuoted());
      else if (char === '"') parts.push(this.doubleQuoted());
      else if (char === "$") parts.push(this.parameter());
      else if (PLAIN.test(char)) parts.push(this.plain());
      else break;
    }
    if (parts.length === 0) outside();
    const next = this.peek();
    if (next !== undefined && next !== " " && next !== "\t" && next !== ";" && next !== "|" && next !== "&" && next !== ">" && next !== "<") outside();
    if (next === "&" && this.source[this.at + 1] !== "&") outside();
    return { type: "Word", pos: start, end: this.at, Parts: parts };
  }

  private plain(): Node {
    const start = this.at;
    while (this.at < this.source.length && PLAIN.test(this.source[this.at]!)) this.at++;
    return literal(start, this.at, this.source.slice(start, this.at));
  }

  private singleQuoted(): Node {
    const left = this.at;
    const right = this.source.indexOf("'", left + 1);
    if (right === -1) outside();
    this.at = right + 1;
    return { type: "SglQuoted", pos: left, end: right + 1, Left: position(left), Right: position(right), Dollar: false, Value: this.source.slice(left + 1, right) };
  }

  private doubleQuoted(): Node {
    const left = this.at;
    const parts: Node[] = [];
    this.at++;
    let run = this.at;
    const endRun = () => {
      if (this.at > run) parts.push(literal(run, this.at, this.source.slice(run, this.at)));
    };
    for (;;) {
      const char = this.peek();
      if (char === undefined || char === "`" || char === "\\" || char === "!") outside();
      if (char === '"') break;
      if (char === "$") {
        endRun();
        parts.push(this.parameter());
        run = this.at;
      } else this.at++;
    }
    endRun();
    const right = this.at;
    this.at++;
    return { type: "DblQuoted", pos: left, end: right + 1, Left: position(left), Right: position(right), Dollar: false, Parts: parts };
  }

  /** `$NAME` or `${NAME}`; any other use of `$` is for the full parser. */
  private parameter(): Node {
    const dollar = this.at;
    const braced = this.source[dollar + 1] === "{";
    const nameAt = dollar + (braced ? 2 : 1);
    if (!NAME_START.test(this.source[nameAt] ?? "")) outside();
    let end = nameAt + 1;
    while (NAME_PART.test(this.source[end] ?? "")) end++;
    const name = literal(nameAt, end, this.source.slice(nameAt, end));
    if (braced && this.source[end] !== "}") outside();
    // `$A[0]` and `$A{…}` read differently in different shells: leave them to the full parser.
    if (!braced && (this.source[end] === "[" || this.source[end] === "{")) outside();
    this.at = braced ? end + 1 : end;
    return {
      type: "ParamExp",
      pos: dollar,
      end: this.at,
      Dollar: position(dollar),
      Rbrace: braced ? position(end) : NO_POSITION(),
      Short: !braced,
      Excl: false,
      Length: false,
      Width: false,
      Param: name,
      Index: null,
      Slice: null,
      Repl: null,
      Names: 0,
      Exp: null,
    };
  }

  private skipBlanks(): void {
    while (this.source[this.at] === " " || this.source[this.at] === "\t") this.at++;
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }
}
