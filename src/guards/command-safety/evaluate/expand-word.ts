import { provenance } from "../model.js";
import type { Field } from "../model.js";
import { nodeType } from "../shell/parse-shell.js";
import { EXTGLOB_OPERATORS, PROCESS_SUBSTITUTION_OPERATORS } from "../shell/operators.js";
import type { ShCmdSubst, ShDblQuoted, ShExtGlob, ShLit, ShNode, ShParamExp, ShProcSubst, ShSglQuoted, ShWord } from "../shell/syntax-tree.js";
import { expandBraces } from "./braces.js";
import { decodeEscapes } from "./escapes.js";
import { tokensToFields } from "./fields.js";
import { expandParameter } from "./parameters.js";
import { tokensToString, unescapeDoubleQuoted, unquotedLiteralTokens, type Token, type UnknownPart } from "./tokens.js";
import type { WordContext } from "./word-context.js";


/**
 * Expands words the way bash would, as far as the analysis knows: one word may become several
 * fields (brace expansion, splitting of known values) or none (an empty unquoted variable).
 * Substitutions inside are analysed as commands through `context.substitute`.
 *
 * @example
 * expandWords(call.Args, context).map((field) => field.value) // ["rm", "-rf", "/"]
 */
export function expandWords(words: readonly ShWord[], context: WordContext): Field[] {
  const fields: Field[] = [];
  for (const word of words) {
    context.budget.spend();
    const tokens = wordTokens(word, context, false);
    const text = context.source.of(word);
    const ifs = context.env.get("IFS")?.value ?? " \t\n";
    for (const expanded of expandBraces(tokens, context.budget.limits.maxFieldsPerWord)) {
      fields.push(...tokensToFields(expanded, text, homeOf(context), context.env.cwd.known ? context.env.cwd.path : undefined, ifs));
    }
  }
  return fields;
}

/**
 * Expands one word as a single field without splitting or brace expansion (assignment values,
 * redirect targets, heredoc bodies, `case` subjects).
 */
export function expandWordSingle(word: ShWord, context: WordContext, mode: "assignment" | "quoted" = "assignment"): Field {
  const tokens = wordTokens(word, context, mode === "quoted");
  const text = context.source.of(word);
  const joined = tokens.map((token): Token => (token.kind === "value" ? { ...token, quoted: true } : token));
  const fields = tokensToFields(joined, text, homeOf(context), context.env.cwd.known ? context.env.cwd.path : undefined);
  if (fields.length === 1) return fields[0] as Field;
  if (fields.length === 0) return { value: "", text, glob: false };
  return { value: undefined, text, glob: false, dynamic: fields.find((field) => field.dynamic)?.dynamic ?? { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ generated: true }) } };
}

/** `~` means `$HOME`, also after the script assigns it. */
function homeOf(context: WordContext): string {
  return context.env.get("HOME")?.value || context.env.home;
}

/** The known string of a word, or the unknown part it amounts to (for `${x:-word}` and friends). */
export function wordToString(word: ShWord | null, context: WordContext, quoted: boolean): { value?: string; part?: UnknownPart } {
  if (!word) return { value: "" };
  const tokens = wordTokens(word, context, quoted);
  const value = tokensToString(tokens);
  if (value !== undefined) return { value };
  const unknowns = tokens.filter((token): token is Extract<Token, { kind: "unknown" }> => token.kind === "unknown");
  const first = unknowns[0]?.part;
  return { part: first ?? { ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ generated: true }) } };
}

/** The tokens of a word: literals, quotes and escapes resolved, expansions evaluated. */
export function wordTokens(word: ShWord, context: WordContext, quoted: boolean): Token[] {
  const tokens: Token[] = [];
  for (const part of word.Parts) tokens.push(...partTokens(part, context, quoted));
  return tokens;
}

function partTokens(part: ShNode, context: WordContext, quoted: boolean): Token[] {
  switch (nodeType(part)) {
    case "Lit": {
      const literal = (part as ShLit).Value;
      return quoted ? [{ kind: "text", text: unescapeDoubleQuoted(literal), quoted: true }] : unquotedLiteralTokens(literal);
    }
    case "SglQuoted": {
      const single = part as ShSglQuoted;
      return [{ kind: "text", text: single.Dollar ? decodeEscapes(single.Value).value : single.Value, quoted: true }];
    }
    case "DblQuoted": {
      const tokens: Token[] = [];
      for (const inner of (part as ShDblQuoted).Parts) tokens.push(...partTokens(inner, context, true));
      // "" is an empty field, not nothing.
      if (tokens.length === 0) tokens.push({ kind: "text", text: "", quoted: true });
      return tokens;
    }
    case "ParamExp":
      return expandParameter(part as ShParamExp, context, quoted, wordToString);
    case "CmdSubst": {
      const output = context.substitute((part as ShCmdSubst).Stmts, "command");
      if (output.text !== undefined) return [{ kind: "value", text: output.text.replace(/\n+$/, ""), quoted }];
      // `$(find ~/code -name '*.log')`: each path find visits below its root, as after `find … -exec`.
      return [{ kind: "unknown", quoted, part: { ifEmpty: undefined, guarded: false, numeric: false, provenance: output.provenance, ...(output.found ? { found: output.found } : {}) } }];
    }
    case "ProcSubst": {
      const process = part as ShProcSubst;
      const direction = PROCESS_SUBSTITUTION_OPERATORS[process.Op] === ">(" ? "out" : "in";
      const output = context.substitute(process.Stmts, direction === "in" ? "process-in" : "process-out");
      return [{ kind: "process", direction, provenance: output.provenance, ...(output.text !== undefined ? { text: output.text } : {}), ...(output.found ? { found: output.found } : {}) }];
    }
    case "ArithmExp":
      context.scan(part);
      return [{ kind: "unknown", quoted, part: { ifEmpty: undefined, guarded: true, numeric: true, provenance: provenance({}) } }];
    case "ExtGlob": {
      const glob = part as ShExtGlob;
      return [{ kind: "text", text: `${EXTGLOB_OPERATORS[glob.Op] ?? "@("}${glob.Pattern?.Value ?? ""})`, quoted: false }];
    }
    default:
      context.scan(part);
      return [{ kind: "unknown", quoted, part: { ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ generated: true }) } }];
  }
}
