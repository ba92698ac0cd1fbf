import type { Field, Provenance } from "../model.js";

/** An unknown piece of a word: a variable, a substitution or arithmetic. */
export interface UnknownPart {
  /** What the piece contributes when the variable is empty or unset (undefined for substitutions). */
  ifEmpty: string | undefined;
  /** `${X:?}`: the shell aborts rather than expand it empty. */
  guarded: boolean;
  /** Only digits. */
  numeric: boolean;
  provenance: Provenance;
  found?: Field["found"];
  /** The known beginning of the value (`x=~/.ssh/$y` makes `$x` start with `/home/ada/.ssh/`). */
  prefix?: string;
}

/**
 * A word, expanded piece by piece. `text` is literal source text (brace expansion and globbing
 * apply when unquoted); `value` is the known result of an expansion (field splitting and globbing
 * apply when unquoted, brace expansion never does).
 */
export type Token =
  | { kind: "text"; text: string; quoted: boolean }
  | { kind: "value"; text: string; quoted: boolean }
  | { kind: "unknown"; quoted: boolean; part: UnknownPart }
  | { kind: "process"; direction: "in" | "out"; provenance: Provenance; text?: string; found?: Field["found"] }
  /** Ends one field and starts the next (`"$@"` expands to one field per parameter). */
  | { kind: "break" };

/** The known string a token list spells, or undefined when part of it is unknown. */
export function tokensToString(tokens: readonly Token[]): string | undefined {
  let out = "";
  for (const token of tokens) {
    if (token.kind === "text" || token.kind === "value") out += token.text;
    else return undefined;
  }
  return out;
}

/** Splits an unquoted literal into text tokens, turning backslash escapes into quoted characters. */
export function unquotedLiteralTokens(literal: string): Token[] {
  if (!literal.includes("\\")) return [{ kind: "text", text: literal, quoted: false }];
  const tokens: Token[] = [];
  let plain = "";
  for (let index = 0; index < literal.length; index++) {
    const char = literal[index] as string;
    if (char === "\\" && index + 1 < literal.length) {
      if (plain) tokens.push({ kind: "text", text: plain, quoted: false });
      plain = "";
      tokens.push({ kind: "text", text: literal[index + 1] as string, quoted: true });
      index++;
    } else {
      plain += char;
    }
  }
  if (plain) tokens.push({ kind: "text", text: plain, quoted: false });
  return tokens;
}

/** Removes the backslashes that escape `$`, `` ` ``, `"`, `\` inside double quotes. */
export function unescapeDoubleQuoted(literal: string): string {
  return literal.includes("\\") ? literal.replace(/\\([$`"\\])/g, "$1") : literal;
}
