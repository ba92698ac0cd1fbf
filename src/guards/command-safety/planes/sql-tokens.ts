/** One lexical token of SQL: a word (keyword or identifier, lower-cased), a string literal, or a punctuation mark. */
export interface SqlToken {
  kind: "word" | "string" | "punct";
  /** Words lower-cased; strings without their quotes; punctuation as written. */
  text: string;
  /** Parenthesis depth the token sits at (0 = the statement's top level). */
  depth: number;
}

/** A statement, or a client meta-command (`\dt`, `.tables`, `\! cmd`) on its own line. */
export interface SqlStatement {
  tokens: SqlToken[];
  /** The statement as written, trimmed (for reasons). */
  text: string;
  /** A client meta-command rather than SQL: its text after the `\` or `.`. */
  meta?: string;
}

/** The longest SQL text tokenized; beyond it the rest is ignored (the caller asks instead). */
const MAX_SQL_LENGTH = 200_000;

/**
 * Splits SQL into statements and tokens the way a server reads it: `'…'` strings (with `''`),
 * `E'…'` escapes, `"…"`, `` `…` `` and `[…]` identifiers, `$tag$…$tag$` bodies, `--` and nested
 * `/* … *\/` comments, `;` separators, and client meta-commands on their own line (`\gexec`,
 * `.shell`, `\! rm …`).
 *
 * @example
 * sqlStatements("select 1; drop table t -- bye").map((s) => s.tokens[0]?.text) // ["select", "drop"]
 */
export function sqlStatements(source: string): SqlStatement[] {
  const text = source.length > MAX_SQL_LENGTH ? source.slice(0, MAX_SQL_LENGTH) : source;
  const statements: SqlStatement[] = [];
  let tokens: SqlToken[] = [];
  let start = 0;
  let depth = 0;
  let index = 0;
  const finish = (end: number) => {
    const written = text.slice(start, end).trim();
    if (tokens.length > 0) statements.push({ tokens, text: written });
    tokens = [];
    depth = 0;
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1] ?? "";
    if (tokens.length === 0 && atLineStart(text, index) && (char === "\\" || (char === "." && /[a-z]/i.test(next)))) {
      const end = lineEnd(text, index);
      statements.push({ tokens: [], text: text.slice(index, end).trim(), meta: text.slice(index + 1, end).trim() });
      index = end;
      start = index;
      continue;
    }
    if (char === "\\" && tokens.length > 0) {
      // A meta-command ends the statement it follows (`select … \gexec`).
      const end = lineEnd(text, index);
      finish(index);
      statements.push({ tokens: [], text: text.slice(index, end).trim(), meta: text.slice(index + 1, end).trim() });
      index = end;
      start = index;
      continue;
    }
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    if (char === "-" && next === "-") {
      index = lineEnd(text, index);
      continue;
    }
    if (char === "#" && tokens.length === 0 && atLineStart(text, index)) {
      index = lineEnd(text, index);
      continue;
    }
    if (char === "/" && next === "*") {
      index = blockCommentEnd(text, index);
      continue;
    }
    if (char === ";") {
      finish(index);
      index++;
      start = index;
      continue;
    }
    if (char === "'" || ((char === "e" || char === "E" || char === "n" || char === "N") && next === "'" && !isWordChar(text[index - 1]))) {
      const quote = char === "'" ? index : index + 1;
      const end = quotedEnd(text, quote, "'", char !== "'");
      tokens.push({ kind: "string", text: text.slice(quote + 1, end - 1).replace(/''/g, "'"), depth });
      index = end;
      continue;
    }
    if (char === '"' || char === "`") {
      const end = quotedEnd(text, index, char, false);
      tokens.push({ kind: "word", text: text.slice(index + 1, end - 1).toLowerCase(), depth });
      index = end;
      continue;
    }
    if (char === "$") {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(index, index + 64));
      if (tag) {
        const close = text.indexOf(tag[0], index + tag[0].length);
        const end = close < 0 ? text.length : close + tag[0].length;
        tokens.push({ kind: "string", text: text.slice(index + tag[0].length, close < 0 ? text.length : close), depth });
        index = end;
        continue;
      }
    }
    if (isWordChar(char)) {
      let end = index + 1;
      while (end < text.length && isWordChar(text[end])) end++;
      tokens.push({ kind: "word", text: text.slice(index, end).toLowerCase(), depth });
      index = end;
      continue;
    }
    if (char === "(") {
      tokens.push({ kind: "punct", text: char, depth });
      depth++;
    } else if (char === ")") {
      depth = Math.max(0, depth - 1);
      tokens.push({ kind: "punct", text: char, depth });
    } else tokens.push({ kind: "punct", text: char, depth });
    index++;
  }
  finish(text.length);
  return statements;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_@$]/.test(char);
}

function atLineStart(text: string, index: number): boolean {
  for (let back = index - 1; back >= 0; back--) {
    const char = text[back] as string;
    if (char === "\n") return true;
    if (char !== " " && char !== "\t" && char !== "\r") return false;
  }
  return true;
}

function lineEnd(text: string, index: number): number {
  const end = text.indexOf("\n", index);
  return end < 0 ? text.length : end;
}

function blockCommentEnd(text: string, index: number): number {
  let nesting = 0;
  for (let at = index; at < text.length - 1; at++) {
    if (text[at] === "/" && text[at + 1] === "*") {
      nesting++;
      at++;
    } else if (text[at] === "*" && text[at + 1] === "/") {
      nesting--;
      at++;
      if (nesting === 0) return at + 1;
    }
  }
  return text.length;
}

/** The index after a quoted token starting at `index`; doubled quotes continue it, backslashes escape when `escapes`. */
function quotedEnd(text: string, index: number, quote: string, escapes: boolean): number {
  let at = index + 1;
  while (at < text.length) {
    const char = text[at];
    if (escapes && char === "\\") {
      at += 2;
      continue;
    }
    if (char === quote) {
      if (text[at + 1] === quote) {
        at += 2;
        continue;
      }
      return at + 1;
    }
    at++;
  }
  return text.length;
}
