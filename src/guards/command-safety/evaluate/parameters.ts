import { mergeProvenance, provenance, type Provenance } from "../model.js";
import { nodeType } from "../shell/parse-shell.js";
import { PARAM_EXPANSION_OPERATORS } from "../shell/operators.js";
import type { ShLit, ShNode, ShParamExp, ShWord } from "../shell/syntax-tree.js";
import { arrayKey, elementAt } from "../walk/arrays.js";
import type { Variable } from "../walk/env.js";
import { credentialVariableDefault } from "../targets/credential-variables.js";
import { globRepeats, patternWorkFits } from "./pattern-work.js";
import type { Token, UnknownPart } from "./tokens.js";
import { transform } from "./transformations.js";
import type { WordContext } from "./word-context.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Evaluates a word to a string (for `${x:-word}` and the like). Set by `expand-word.ts`. */
export type WordToString = (word: ShWord | null, context: WordContext, quoted: boolean) => { value?: string; part?: UnknownPart };

const NUMERIC_SPECIALS = new Set(["$", "!", "?", "#", "RANDOM", "LINENO", "SECONDS", "BASHPID", "UID", "EUID", "PPID", "EPOCHSECONDS", "SRANDOM"]);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Documented typical values of variables every shell session has: the default `PATH` of login
 * shells. (`TMPDIR` is often unset, which makes `$TMPDIR/` the root: it stays unknown.)
 */
const TYPICAL_VALUES: Readonly<Record<string, string>> = {
  PATH: "/usr/local/bin:/usr/bin:/bin",
};

/** The name `$0` holds for a command line run by the shell itself. */
const SHELL_NAME = "bash";
/** Operators that cut a path in `$0` down to its directory or its name (`%`, `%%`, `#`, `##`). */
const SCRIPT_DIRECTORY_OPERATORS: ReadonlySet<string> = new Set(["%", "%%", "#", "##"]);

/** The value of a variable as far as the analysis knows it. */
export function lookupVariable(name: string, context: WordContext): Variable & { numeric?: boolean } {
  const set = context.env.get(name);
  if (set) return set;
  // Windows names the same directory `USERPROFILE` (Git Bash, MSYS, WSL interop).
  if (name === "HOME" || name === "USERPROFILE") return { value: context.env.home, provenance: provenance({}) };
  // Variables that name a credential file or store stand for it: its documented default when unset
  // (`cat $KUBECONFIG` reads ~/.kube/config), and a credential of that kind whatever they hold.
  const store = credentialVariableDefault(name);
  if (store !== undefined) return { value: store.startsWith("/") ? store : `${context.env.home}/${store}`, provenance: provenance({}) };
  if (name === "PWD" && context.env.cwd.known) return { value: context.env.cwd.path, provenance: provenance({}) };
  if (name === "IFS") return { value: " \t\n", provenance: provenance({}) };
  // The user's shell, whichever it is: `$SHELL -c 'code'` runs the code.
  if (name === "SHELL" || name === "BASH") return { value: "/bin/bash", provenance: provenance({}) };
  // Well-known variables the command did not set hold their documented typical values, so that
  // `${PATH:0:1}`, `${PATH%%:*}` or `${PATH::1}` compute the directory they build.
  const typical = ownEntry(TYPICAL_VALUES, name);
  if (typical !== undefined) return { value: typical, provenance: provenance({}) };
  if (name === "USER" || name === "LOGNAME") {
    const home = context.env.get("HOME")?.value || context.env.home;
    const user = home.slice(home.lastIndexOf("/") + 1);
    if (user !== "") return { value: user, provenance: provenance({}) };
  }
  if (NUMERIC_SPECIALS.has(name)) return { provenance: provenance({}), numeric: true };
  return { provenance: provenance({ parameter: true }, [`$${name}`]) };
}

/**
 * Expands `$x`, `${x}`, `${x:-default}`, `${#x}`, `${x/a/b}`, `${x:1:2}`, `${!x}`, `${x^^}` … with
 * what is known; anything else becomes an unknown token that remembers what it is if empty.
 */
export function expandParameter(node: ShParamExp, context: WordContext, quoted: boolean, wordToString: WordToString): Token[] {
  const name = node.Param?.Value ?? "";
  let variable = lookupVariable(name, context);
  if (node.Excl) {
    // ${!name}: indirection through a known name; ${!prefix*} and ${!arr[@]} list names.
    const names = (node as { Names?: number }).Names;
    if (names && !node.Index) {
      // `${!prefix*}`, `${!prefix@}`: the names of the variables the script set that begin with the prefix.
      const matching = [...context.env.names()].filter((each) => each.startsWith(name) && NAME.test(each)).sort().slice(0, 64);
      return quoted && PARAM_EXPANSION_OPERATORS[names] === "@" ? matching.flatMap((each, position): Token[] => (position === 0 ? [value(each, true)] : [{ kind: "break" }, value(each, true)])) : [value(matching.join(" "), quoted)];
    }
    // `${!r}` with `r='a[$(cmd)]'`: the name's subscript is evaluated, and cmd runs.
    if (variable.value !== undefined && !node.Index) context.subscripts?.(variable.value);
    if (variable.value !== undefined && NAME.test(variable.value) && !node.Index) variable = lookupVariable(variable.value, context);
    else if (!node.Index && !(node as { Names?: number }).Names) {
      // `${!v}` with `v` unknown (`for v in $(compgen -e)`) reads whichever variable `v` names:
      // any exported token can be its value, as in a dump of the environment.
      variable = { provenance: mergeProvenance(variable.provenance, provenance({ parameter: true, environment: [`\${!${name}} (a variable named at run time)`] }, [`\${!${name}}`])) };
    } else variable = unknownFrom(variable);
  }
  const index = node.Index ? staticIndex(node.Index) : undefined;
  if (node.Index && index === undefined) {
    // `${m[cmd]}`, `${a[$i]}`: a subscript whose text is known names one element.
    const key = nodeType(node.Index) === "Word" ? wordToString(node.Index as ShWord, context, true).value : undefined;
    if (key === undefined) context.scan(node.Index);
    const element = key !== undefined ? elementByKey(variable, key, context) : undefined;
    variable = element !== undefined ? { value: element, provenance: variable.provenance } : unknownFrom(variable);
  }
  const all = name === "@" || name === "*" || index === "@" || index === "*";
  // `"${@:2}"`, `"${a[@]:1:2}"`: a static slice of a known list is a shorter list (positional
  // parameters count from $0, so `${@:1}` is all of them).
  const sliced = all && variable.list && node.Slice ? sliceList(node, variable.list, name === "@" || name === "*") : undefined;
  if (sliced) variable = { value: sliced[0] ?? "", provenance: variable.provenance, list: sliced };
  const list = variable.list;
  if (node.Length && all) return [list ? value(String(list.length), quoted) : unknown({ ...part(variable), numeric: true }, quoted)];
  if (typeof index === "number") {
    const element = elementAt(variable, String(index));
    variable = element !== undefined ? { value: element, provenance: variable.provenance } : unknownFrom(variable);
  }
  if (all && list && !node.Exp && !node.Repl && (!node.Slice || sliced) && !node.Excl) {
    const star = name === "*" || index === "*";
    if (!quoted) return [value(list.join(" "), false)];
    if (star) return [value(list.join((context.env.get("IFS")?.value ?? " ").slice(0, 1)), true)];
    return list.flatMap((item, position): Token[] => (position === 0 ? [value(item, true)] : [{ kind: "break" }, value(item, true)]));
  }
  if (node.Length) {
    return [variable.value !== undefined ? value(String(variable.value.length), quoted) : unknown({ ...part(variable), numeric: true }, quoted)];
  }
  if (node.Slice) return [slice(node, variable, context, quoted)];
  if (node.Repl) return [replace(node, variable, context, quoted, wordToString)];
  if (node.Exp && name === "0" && variable.value === SHELL_NAME && SCRIPT_DIRECTORY_OPERATORS.has(PARAM_EXPANSION_OPERATORS[(node.Exp as { Op: number }).Op] ?? "")) {
    // `${0%/*}`: the directory of the script the line comes from, wherever it was run from — not
    // the shell's name this analysis gives `$0`.
    return [unknown({ ifEmpty: "", guarded: false, numeric: false, provenance: provenance({ parameter: true }, ["${0%/*} (the script's directory)"]) }, quoted)];
  }
  if (node.Exp) return [operator(node, name, variable, context, quoted, wordToString)];
  if (variable.value !== undefined) return [value(variable.value, quoted)];
  // A variable assigned a partly known word keeps its known beginning (`d=~/.ssh/$y; cat $d`).
  const prefix = variable.dynamic?.prefix;
  if (prefix && (quoted || !/\s/.test(prefix))) return [unknown({ ...part(variable), prefix }, quoted)];
  return [unknown(part(variable), quoted)];
}

/** A variable's provenance without what marks its value as a secret: its name and the credentials or environment it holds. */
function withoutSecretMarks(origin: Provenance, name: string): Provenance {
  const { secrets: _secrets, environment: _environment, ...rest } = origin;
  return { ...rest, sources: rest.sources.filter((source) => source !== `$${name}`) };
}

function operator(node: ShParamExp, name: string, variable: Variable & { numeric?: boolean }, context: WordContext, quoted: boolean, wordToString: WordToString): Token {
  const expansion = node.Exp as { Op: number; Word: ShWord | null };
  const op = PARAM_EXPANSION_OPERATORS[expansion.Op] ?? "";
  const known = variable.value;
  switch (op) {
    case ":-":
    case "-":
    case ":=":
    case "=": {
      const useDefault = known !== undefined && (op.startsWith(":") ? known === "" : false);
      if (known !== undefined && !useDefault) return value(known, quoted);
      const fallback = wordToString(expansion.Word, context, quoted);
      if (op.endsWith("=") && NAME.test(name)) {
        context.env.set(name, fallback.value !== undefined && known !== undefined ? { value: fallback.value, provenance: provenance({}) } : { provenance: variable.provenance });
      }
      if (known !== undefined) return fallback.value !== undefined ? value(fallback.value, quoted) : unknown(fallback.part ?? part(variable), quoted);
      const base = part(variable);
      return unknown({ ...base, ifEmpty: fallback.value, provenance: fallback.part ? mergeProvenance(base.provenance, fallback.part.provenance) : base.provenance }, quoted);
    }
    case ":?":
    case "?":
      if (expansion.Word) wordToString(expansion.Word, context, true);
      return known !== undefined ? value(known, quoted) : unknown({ ...part(variable), guarded: true }, quoted);
    case ":+":
    case "+": {
      const alternative = wordToString(expansion.Word, context, quoted);
      if (known !== undefined) {
        if (known === "" && op === ":+") return value("", quoted);
        return alternative.value !== undefined ? value(alternative.value, quoted) : unknown(alternative.part ?? part(variable), quoted);
      }
      // Empty or the alternative, never the value itself: `${TOKEN:+set}` does not carry the token.
      const tested = withoutSecretMarks(variable.provenance, name);
      return unknown({ ...part(variable), provenance: alternative.part ? mergeProvenance(tested, alternative.part.provenance) : tested }, quoted);
    }
    case "#":
    case "##":
    case "%":
    case "%%": {
      const pattern = wordToString(expansion.Word, context, true);
      const trimmed = known === undefined || pattern.value === undefined ? undefined : trimPattern(known, pattern.value, op);
      if (trimmed !== undefined) return value(trimmed, quoted);
      return unknown(known !== undefined && pattern.value !== undefined ? tooCostly(variable) : trimmedPart(part(variable), op, pattern.value), quoted);
    }
    case "^":
    case "^^":
    case ",":
    case ",,": {
      if (expansion.Word) wordToString(expansion.Word, context, true);
      if (known === undefined) return unknown(part(variable), quoted);
      const convert = op.startsWith("^") ? (text: string) => text.toUpperCase() : (text: string) => text.toLowerCase();
      return value(op.length === 2 ? convert(known) : convert(known.slice(0, 1)) + known.slice(1), quoted);
    }
    case "@": {
      // `${x@E}`, `${x@P}`, `${x@Q}`, `${x@U}` …: bash's transformations of the value.
      const letter = wordToString(expansion.Word, context, true).value ?? "";
      if (known === undefined) return unknown(part(variable), quoted);
      const result = transform(known, letter, context);
      return "value" in result ? value(result.value, quoted) : unknown({ ...part(variable), provenance: mergeProvenance(variable.provenance, result.provenance) }, quoted);
    }
    default:
      return known !== undefined ? value(known, quoted) : unknown(part(variable), quoted);
  }
}

/**
 * A trim of a value known only as a path found in a directory (`for f in ~/.ssh/*.pub`): a suffix
 * without `/` removed (`${f%.pub}`) keeps the directory but not the name's pattern; any other trim
 * may leave the directory, so the value is then simply unknown.
 */
function trimmedPart(base: UnknownPart, op: string, pattern: string | undefined): UnknownPart {
  if (!base.found) return base;
  const { found, ...rest } = base;
  if (op.startsWith("%") && pattern !== undefined && !pattern.includes("/")) return { ...rest, found: { root: found.root, narrowed: true, names: ["*"] } };
  return rest;
}

function sliceList(node: ShParamExp, list: readonly string[], positional: boolean): string[] | undefined {
  const bounds = node.Slice as { Offset: ShNode | null; Length: ShNode | null };
  // `${x::1}`: an empty offset is 0.
  const offset = bounds.Offset === null || (nodeType(bounds.Offset) === "Word" && (bounds.Offset as ShWord).Parts.length === 0) ? 0 : staticInteger(bounds.Offset);
  const length = bounds.Length ? staticInteger(bounds.Length) : undefined;
  if (offset === undefined || (bounds.Length && (length === undefined || length < 0))) return undefined;
  const start = positional ? offset - 1 : offset;
  if (start < 0) return undefined;
  return list.slice(start, length === undefined ? undefined : start + length);
}

function slice(node: ShParamExp, variable: Variable, context: WordContext, quoted: boolean): Token {
  const bounds = node.Slice as { Offset: ShNode | null; Length: ShNode | null };
  // `${x::1}`: an empty offset is 0.
  const offset = bounds.Offset === null || (nodeType(bounds.Offset) === "Word" && (bounds.Offset as ShWord).Parts.length === 0) ? 0 : staticInteger(bounds.Offset);
  const length = bounds.Length ? staticInteger(bounds.Length) : undefined;
  if (bounds.Offset && offset === undefined) context.scan(bounds.Offset);
  if (bounds.Length && length === undefined) context.scan(bounds.Length);
  if (variable.value === undefined || offset === undefined || (bounds.Length && length === undefined)) return unknown(part(variable), quoted);
  const text = variable.value;
  const start = offset < 0 ? Math.max(0, text.length + offset) : offset;
  const end = length === undefined ? text.length : length < 0 ? text.length + length : start + length;
  return value(text.slice(start, Math.max(start, end)), quoted);
}

function replace(node: ShParamExp, variable: Variable, context: WordContext, quoted: boolean, wordToString: WordToString): Token {
  const replacement = node.Repl as { All: boolean; Orig: ShWord | null; With: ShWord | null };
  const original = wordToString(replacement.Orig, context, true);
  const withText = wordToString(replacement.With, context, true);
  if (variable.value === undefined || original.value === undefined || withText.value === undefined) return unknown(part(variable), quoted);
  if (!patternWorkFits(globRepeats(original.value), variable.value.length)) return unknown(tooCostly(variable), quoted);
  const pattern = globToRegExp(original.value, replacement.All ? "g" : "");
  if (!pattern) return unknown(part(variable), quoted);
  return value(variable.value.replace(pattern, () => withText.value as string), quoted);
}

/** `${x#pat}`, `${x##pat}`, `${x%pat}`, `${x%%pat}`; undefined when the pattern cannot be translated or would cost too much to try at every split. */
function trimPattern(text: string, pattern: string, op: string): string | undefined {
  const longest = op.length === 2;
  const fromStart = op.startsWith("#");
  // One anchored match per split of the text, each costing up to length ^ repeats.
  if (!patternWorkFits(globRepeats(pattern), text.length)) return undefined;
  const indexes = [...Array(text.length + 1).keys()];
  const regex = globToRegExp(pattern, "", true);
  if (!regex) return undefined;
  const order = fromStart ? (longest ? indexes.reverse() : indexes) : longest ? indexes : indexes.reverse();
  for (const index of order) {
    const candidate = fromStart ? text.slice(0, index) : text.slice(index);
    if (regex.test(candidate)) return fromStart ? text.slice(index) : text.slice(0, index);
  }
  return text;
}

/** A glob pattern (`*`, `?`, `[…]`) as a regular expression; undefined for patterns it cannot translate. */
export function globToRegExp(pattern: string, flags: string, anchored = false): RegExp | undefined {
  if (pattern.length > 256) return undefined;
  let source = "";
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === "*") source += "[\\s\\S]*";
    else if (char === "?") source += "[\\s\\S]";
    else if (char === "[") {
      const close = pattern.indexOf("]", index + 2);
      if (close < 0) source += "\\[";
      else {
        const body = pattern.slice(index + 1, close).replace(/^!/, "^").replace(/\\/g, "\\\\");
        source += `[${body}]`;
        index = close;
      }
    } else source += char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  try {
    return new RegExp(anchored ? `^(?:${source})$` : source, flags);
  } catch {
    return undefined;
  }
}

/** A static array index: `@`, `*` or an integer. */
function staticIndex(node: ShNode): "@" | "*" | number | undefined {
  if (nodeType(node) !== "Word") return undefined;
  const parts = (node as ShWord).Parts;
  const only = parts.length === 1 ? parts[0] : undefined;
  if (!only || nodeType(only) !== "Lit") return undefined;
  const text = (only as ShLit).Value.trim();
  if (text === "@" || text === "*") return text;
  return /^-?\d{1,6}$/.test(text) ? Number(text) : undefined;
}

function staticInteger(node: ShNode | null, depth = 0): number | undefined {
  if (!node || depth > 4) return undefined;
  // `${x: -4}` and `${x:(-4)}`: the offset is arithmetic, a signed number here.
  if (nodeType(node) === "ParenArithm") return staticInteger((node as { X: ShNode | null }).X, depth + 1);
  if (nodeType(node) === "UnaryArithm") {
    const unary = node as { Op: number; Post: boolean; X: ShNode | null };
    const sign = PARAM_EXPANSION_OPERATORS[unary.Op];
    const magnitude = unary.Post ? undefined : staticInteger(unary.X, depth + 1);
    if (magnitude === undefined || (sign !== "-" && sign !== "+")) return undefined;
    return sign === "-" ? -magnitude : magnitude;
  }
  if (nodeType(node) !== "Word") return undefined;
  const parts = (node as ShWord).Parts;
  const only = parts.length === 1 ? parts[0] : undefined;
  if (!only || nodeType(only) !== "Lit") return undefined;
  const text = (only as ShLit).Value.trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
}

function part(variable: Variable & { numeric?: boolean }): UnknownPart {
  const dynamic = variable.dynamic;
  const result: UnknownPart = dynamic
    ? { ifEmpty: dynamic.ifEmpty, guarded: dynamic.guarded, numeric: dynamic.numeric, provenance: variable.provenance }
    : { ifEmpty: "", guarded: false, numeric: variable.numeric === true, provenance: variable.provenance };
  if (variable.found) result.found = variable.found;
  return result;
}

/**
 * The element a non-numeric subscript names: an associative array's key, or for an indexed
 * array an arithmetic variable (`${a[i]}` with `i=1`).
 */
function elementByKey(variable: Variable, text: string, context: WordContext): string | undefined {
  const key = arrayKey(text);
  if (variable.keys?.includes(key) || /^-?\d+$/.test(key)) return elementAt(variable, key);
  if (variable.keys) return NAME.test(key) ? elementAt(variable, key) : undefined;
  const counter = NAME.test(key) ? lookupVariable(key, context).value : undefined;
  return counter !== undefined && /^\s*-?\d{1,6}\s*$/.test(counter) ? elementAt(variable, arrayKey(counter)) : undefined;
}

/**
 * A known value whose pattern operation was not computed because it would backtrack for too long:
 * unknown, and marked as reshaped text, since only a command written to hide its result needs such
 * a pattern (running it asks as obfuscated code).
 */
function tooCostly(variable: Variable): UnknownPart {
  const unknownPart = part(variable);
  return { ...unknownPart, provenance: { ...unknownPart.provenance, obfuscated: true } };
}

function unknownFrom(variable: Variable): Variable {
  return { provenance: variable.provenance };
}

function value(text: string, quoted: boolean): Token {
  return { kind: "value", text, quoted };
}

function unknown(unknownPart: UnknownPart, quoted: boolean): Token {
  return { kind: "unknown", quoted, part: unknownPart };
}
