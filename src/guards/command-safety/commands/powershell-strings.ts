import { ownEntry } from "../../../util/own-entry.js";
import { decodeScriptBytes, strictBase64Bytes } from "./powershell-encoded.js";
/**
 * PowerShell string expressions computed the way PowerShell computes them, so a command or script
 * built from pieces (Invoke-Obfuscation's STRING and ENCODING techniques) is judged as the text it
 * spells: literals (`'…'`, `"…"` with its backtick escapes), `+`, `-f`, `-join`, `-replace` with a
 * literal pattern, `[char]N`, `[char[]](…)`, `[string]::Join`, `[string]::Concat`, `.Replace()`,
 * `.ToLower()`, `.ToUpper()`, `.Trim()`, `.Substring()`, indexes and ranges (`'abc'[-1..-3]`), and
 * variables assigned earlier. Anything else is unknown: the caller then treats the text as code
 * nobody can read before it runs.
 */

/** A value: a string, a number, or an array of values. */
export type PsValue = string | number | readonly PsValue[];

/** How many tokens one expression may hold, and how deep it may nest. */
const MAX_TOKENS = 2048;
const MAX_DEPTH = 24;
/** The longest string an expression may build (`'x' * 1e9` and its kin stay unknown). */
const MAX_LENGTH = 65536;

type Token =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "variable"; name: string }
  | { kind: "type"; name: string }
  | { kind: "operator"; name: string }
  | { kind: "punct"; value: string }
  | { kind: "member"; name: string };

/** Double-quoted strings' escapes: `` `n ``, `` `t ``, `` `0 `` and the others; any other character after a backtick is itself. */
const DOUBLE_QUOTED_ESCAPES: Readonly<Record<string, string>> = { "0": "\0", a: "\x07", b: "\b", e: "\x1b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };

/**
 * The string an expression computes, or undefined when any part of it is unknown.
 *
 * @example
 * evaluatePowershellString("('{1}{0}' -f 'Item','Remove-')") // "Remove-Item"
 * evaluatePowershellString("-join [char[]](114,109)") // "rm"
 */
export function evaluatePowershellString(expression: string, variables: ReadonlyMap<string, PsValue> = new Map()): string | undefined {
  const value = evaluatePowershell(expression, variables);
  return value === undefined ? undefined : asString(value);
}

/** The value an expression computes (a string, a number or an array), or undefined. */
export function evaluatePowershell(expression: string, variables: ReadonlyMap<string, PsValue> = new Map()): PsValue | undefined {
  const tokens = tokenize(expression);
  if (!tokens || tokens.length === 0) return undefined;
  const parser = new Parser(tokens, variables);
  const value = parser.list(0);
  return parser.done() ? value : undefined;
}

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    if (tokens.length > MAX_TOKENS) return undefined;
    const char = text[index] as string;
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    if (char === "'") {
      let value = "";
      index++;
      for (;;) {
        if (index >= text.length) return undefined;
        const next = text[index] as string;
        if (next === "'" && text[index + 1] === "'") {
          value += "'";
          index += 2;
        } else if (next === "'") {
          index++;
          break;
        } else {
          value += next;
          index++;
        }
      }
      tokens.push({ kind: "string", value });
      continue;
    }
    if (char === '"') {
      let value = "";
      index++;
      for (;;) {
        if (index >= text.length) return undefined;
        const next = text[index] as string;
        if (next === "`" && index + 1 < text.length) {
          const escaped = text[index + 1] as string;
          value += ownEntry(DOUBLE_QUOTED_ESCAPES, escaped) ?? escaped;
          index += 2;
        } else if (next === '"' && text[index + 1] === '"') {
          value += '"';
          index += 2;
        } else if (next === '"') {
          index++;
          break;
        } else if (next === "$") {
          // Expansions inside double quotes are not computed.
          return undefined;
        } else {
          value += next;
          index++;
        }
      }
      tokens.push({ kind: "string", value });
      continue;
    }
    const number = /^0x[0-9a-f]+|^\d+/i.exec(text.slice(index, index + 12));
    if (number) {
      tokens.push({ kind: "number", value: Number(number[0]) });
      index += number[0].length;
      continue;
    }
    if (char === "$") {
      const name = /^\$\{?([A-Za-z_][\w]*)\}?/.exec(text.slice(index, index + 80));
      if (!name) return undefined;
      tokens.push({ kind: "variable", name: (name[1] as string).toLowerCase() });
      index += name[0].length;
      continue;
    }
    if (char === "[") {
      const type = /^\[\s*(?:System\.)?(char|string|char\[\]|string\[\]|object\[\]|int|byte\[\]|regex|text\.regularexpressions\.regex|scriptblock|convert|text\.encoding|array|collections\.arraylist|collections\.generic\.list\[\s*(?:system\.)?(?:char|string|object)\s*\])\s*\]/i.exec(text.slice(index, index + 60));
      if (type) {
        tokens.push({ kind: "type", name: typeName(type[1] as string) });
        index += type[0].length;
        continue;
      }
    }
    if (char === "-") {
      const operator = /^-(?:[ic]?(?:join|replace|split)|f)(?![\w])/i.exec(text.slice(index, index + 12));
      if (operator) {
        tokens.push({ kind: "operator", name: operator[0].slice(1).toLowerCase().replace(/^[ic](?=join|replace|split)/, "") });
        index += operator[0].length;
        continue;
      }
    }
    if (char === "." && text[index + 1] === ".") {
      tokens.push({ kind: "punct", value: ".." });
      index += 2;
      continue;
    }
    if (char === "." || char === ":") {
      const member = /^(?:\.|::)([A-Za-z_]\w*)/.exec(text.slice(index, index + 40));
      if (member) {
        tokens.push({ kind: "member", name: (member[1] as string).toLowerCase() });
        index += member[0].length;
        continue;
      }
    }
    if ("()[],+-@".includes(char)) {
      tokens.push({ kind: "punct", value: char });
      index++;
      continue;
    }
    return undefined;
  }
  return tokens;
}

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly variables: ReadonlyMap<string, PsValue>,
  ) {}

  done(): boolean {
    return this.position === this.tokens.length;
  }

  /** `a, b, c` (an array) or one expression. */
  list(depth: number): PsValue | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const first = this.binary(depth + 1);
    if (first === undefined || !this.isPunct(",")) return first;
    const items: PsValue[] = [first];
    while (this.isPunct(",")) {
      this.position++;
      const item = this.binary(depth + 1);
      if (item === undefined) return undefined;
      items.push(item);
    }
    return items;
  }

  /** Operators, left to right: `+`, `-f`, `-join`, `-replace`, `-split` (unary `-join` too). */
  private binary(depth: number): PsValue | undefined {
    let left: PsValue | undefined;
    const unary = this.peek();
    if (unary?.kind === "operator" && unary.name === "join") {
      this.position++;
      const operand = this.postfix(depth + 1);
      left = operand === undefined ? undefined : asArray(operand).map(asString).join("");
    } else left = this.postfix(depth + 1);
    while (left !== undefined) {
      const token = this.peek();
      if (token?.kind === "punct" && token.value === "+") {
        this.position++;
        const right = this.postfix(depth + 1);
        left = right === undefined ? undefined : add(left, right);
      } else if (token?.kind === "punct" && (token.value === ".." || token.value === "-") && typeof left === "number") {
        // `1..5` and `$s.Length-1`: numbers only (a range is bounded by the longest string).
        this.position++;
        const right = this.postfix(depth + 1);
        if (typeof right !== "number") return undefined;
        left = token.value === "-" ? left - right : numberRange(left, right);
      } else if (token?.kind === "operator") {
        this.position++;
        const right = token.name === "f" || token.name === "replace" ? this.commaList(depth + 1) : this.postfix(depth + 1);
        left = right === undefined ? undefined : operate(token.name, left, right);
      } else break;
      if (typeof left === "string" && left.length > MAX_LENGTH) return undefined;
    }
    return left;
  }

  /** The right side of `-f` and `-replace`: a comma list of postfix expressions. */
  private commaList(depth: number): PsValue | undefined {
    const first = this.postfix(depth);
    if (first === undefined || !this.isPunct(",")) return first;
    const items: PsValue[] = [first];
    while (this.isPunct(",")) {
      this.position++;
      const item = this.postfix(depth);
      if (item === undefined) return undefined;
      items.push(item);
    }
    return items;
  }

  /** A primary followed by members and indexes: `'x'.Replace('a','b')`, `$s[0]`, `('abc')[-1..-3]`. */
  private postfix(depth: number): PsValue | undefined {
    if (depth > MAX_DEPTH) return undefined;
    let value = this.primary(depth + 1);
    while (value !== undefined) {
      const token = this.peek();
      if (token?.kind === "member") {
        this.position++;
        if (!this.isPunct("(")) {
          value = property(value, token.name);
          continue;
        }
        const args = this.arguments(depth + 1);
        if (args === undefined) return undefined;
        value = callMethod(value, token.name, args);
      } else if (token?.kind === "punct" && token.value === "[") {
        this.position++;
        const index = this.range(depth + 1);
        if (index === undefined || !this.expect("]")) return undefined;
        value = indexInto(value, index);
      } else break;
    }
    return value;
  }

  /** An index: a number, `a..b`, an expression, or a list of them. */
  private range(depth: number): PsValue | undefined {
    return this.list(depth);
  }

  private arguments(depth: number): PsValue[] | undefined {
    if (!this.expect("(")) return undefined;
    const args: PsValue[] = [];
    if (this.isPunct(")")) {
      this.position++;
      return args;
    }
    for (;;) {
      const value = this.binary(depth);
      if (value === undefined) return undefined;
      args.push(value);
      if (this.isPunct(",")) {
        this.position++;
        continue;
      }
      return this.expect(")") ? args : undefined;
    }
  }

  private primary(depth: number): PsValue | undefined {
    const token = this.peek();
    if (!token) return undefined;
    this.position++;
    switch (token.kind) {
      case "string":
      case "number":
        return token.value;
      case "variable":
        return this.variables.get(token.name);
      case "punct":
        if (token.value === "-") {
          const operand = this.primary(depth);
          return typeof operand === "number" ? -operand : undefined;
        }
        if (token.value === "@" && this.isPunct("(")) return this.primary(depth);
        if (token.value === "(") {
          if (this.isPunct(")")) {
            this.position++;
            return [];
          }
          const value = this.list(depth);
          return value !== undefined && this.expect(")") ? value : undefined;
        }
        return undefined;
      case "type":
        return this.typed(token.name, depth);
      default:
        return undefined;
    }
  }

  /** `[char]114`, `[char[]](…)`, `[string]::Join(…)`, `[string]::Concat(…)`, `[string]$x`, base64 and text decoding. */
  private typed(type: string, depth: number): PsValue | undefined {
    const member = this.peek();
    if (type === "text.encoding" && member?.kind === "member") {
      // `[Text.Encoding]::UTF8.GetString(bytes)`, `::Unicode`, `::ASCII`.
      this.position++;
      const method = this.peek();
      if (method?.kind !== "member" || method.name !== "getstring") return undefined;
      this.position++;
      const args = this.arguments(depth);
      const bytes = args?.[0];
      if (!Array.isArray(bytes) || !bytes.every((byte) => typeof byte === "number" && byte >= 0 && byte < 256)) return undefined;
      // Bytes that are not whole, readable text in the encoding decode to what nobody can read in the command.
      return decodeScriptBytes(bytes as number[], member.name);
    }
    if (type === "convert" && member?.kind === "member") {
      // `[Convert]::FromBase64String(s)`: the bytes.
      this.position++;
      const args = this.arguments(depth);
      const text = args?.[0];
      if (member.name !== "frombase64string" || typeof text !== "string" || text.length > MAX_LENGTH) return undefined;
      // .NET rejects what is not whole base64; a truncated or altered payload stays unknown.
      return strictBase64Bytes(text);
    }
    if (member?.kind === "member") {
      this.position++;
      const args = this.arguments(depth);
      if (args === undefined) return undefined;
      if (type === "regex") return member.name === "replace" ? regexReplace(args) : undefined;
      if (type !== "string") return undefined;
      // `[string]::new($chars)`: the characters as one string.
      if (member.name === "new" && args.length === 1) return Array.isArray(args[0]) ? (args[0] as PsValue[]).map(asString).join("") : asString(args[0] as PsValue);
      if (member.name === "join" && args.length >= 2) return args.slice(1).flatMap((arg) => asArray(arg)).map(asString).join(asString(args[0] as PsValue));
      if (member.name === "concat") return args.flatMap((arg) => asArray(arg)).map(asString).join("");
      return undefined;
    }
    const operand = this.postfix(depth);
    if (operand === undefined) return undefined;
    if (type === "char") return typeof operand === "number" ? charOf(operand) : typeof operand === "string" && operand.length === 1 ? operand : undefined;
    if (type === "char[]") return typeof operand === "string" ? [...operand] : Array.isArray(operand) ? mapChars(operand) : typeof operand === "number" ? [charOf(operand) ?? ""] : undefined;
    if (type === "string") return asString(operand);
    if (type === "array" || type === "list" || type === "string[]" || type === "object[]") return typeof operand === "string" || typeof operand === "number" ? [operand] : operand;
    if (type === "int") return typeof operand === "number" ? operand : typeof operand === "string" && operand.length === 1 ? operand.charCodeAt(0) : undefined;
    return undefined;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private isPunct(value: string): boolean {
    const token = this.peek();
    return token?.kind === "punct" && token.value === value;
  }

  private expect(value: string): boolean {
    if (!this.isPunct(value)) return false;
    this.position++;
    return true;
  }
}

/** A type's name as the parser knows it: the list types are arrays, the regex type is `regex`. */
function typeName(written: string): string {
  const name = written.toLowerCase().replace(/\s+/g, "");
  if (name.startsWith("collections.")) return "list";
  return name === "text.regularexpressions.regex" ? "regex" : name;
}

/** `a..b`: the numbers from a to b, either way. */
function numberRange(start: number, end: number): PsValue | undefined {
  if (!Number.isInteger(start) || !Number.isInteger(end) || Math.abs(end - start) > MAX_LENGTH) return undefined;
  const items: number[] = [];
  const step = end >= start ? 1 : -1;
  for (let at = start; step > 0 ? at <= end : at >= end; at += step) items.push(at);
  return items;
}

/** `.Length` and `.Count` of a string or an array. */
function property(value: PsValue, name: string): PsValue | undefined {
  if (name !== "length" && name !== "count") return undefined;
  if (typeof value === "string") return name === "length" ? value.length : 1;
  return Array.isArray(value) ? value.length : 1;
}

/** `[regex]::Replace(input, pattern, replacement)` with a pattern that is plain text (no pattern from the command is compiled). */
function regexReplace(args: readonly PsValue[]): PsValue | undefined {
  const [input, pattern, replacement] = args.map(asString);
  if (args.length !== 3 || input === undefined || pattern === undefined || replacement === undefined) return undefined;
  if (pattern === "" || /[\\^$.|?*+()[\]{}]/.test(pattern) || /\$/.test(replacement)) return undefined;
  return input.split(pattern).join(replacement);
}

function charOf(code: number): string | undefined {
  return Number.isInteger(code) && code >= 0 && code < 0x110000 ? String.fromCodePoint(code) : undefined;
}

function mapChars(items: readonly PsValue[]): PsValue | undefined {
  const chars: string[] = [];
  for (const item of items) {
    const char = typeof item === "number" ? charOf(item) : typeof item === "string" && item.length === 1 ? item : undefined;
    if (char === undefined) return undefined;
    chars.push(char);
  }
  return chars;
}

function asArray(value: PsValue): readonly PsValue[] {
  return Array.isArray(value) ? value : [value as string | number];
}

/** PowerShell's string form of a value: an array's items joined by spaces (`$OFS`). */
export function asString(value: PsValue): string {
  return Array.isArray(value) ? value.map(asString).join(" ") : String(value);
}

function add(left: PsValue, right: PsValue): PsValue | undefined {
  if (Array.isArray(left)) return [...left, ...asArray(right)];
  if (typeof left === "number") return typeof right === "number" ? left + right : undefined;
  return left + asString(right);
}

function operate(name: string, left: PsValue, right: PsValue): PsValue | undefined {
  if (name === "join") return asArray(left).map(asString).join(asString(right));
  if (name === "f") return format(asString(left), asArray(right));
  if (name === "replace") {
    const [pattern, replacement = ""] = asArray(right).map(asString);
    // Only a pattern without regular-expression syntax is computed (no pattern from the command is compiled).
    if (pattern === undefined || pattern === "" || /[\\^$.|?*+()[\]{}]/.test(pattern) || /\$/.test(replacement)) return undefined;
    const source = asArray(left).map(asString);
    const replaced = source.map((text) => text.split(new RegExp(escapeLiteral(pattern), "i")).join(replacement));
    return Array.isArray(left) ? replaced : replaced[0];
  }
  if (name === "split") {
    const separator = asString(right);
    // `-split ''` splits between every character, with an empty string at each end.
    if (separator === "") return ["", ...asString(left), ""];
    if (/[\\^$.|?*+()[\]{}]/.test(separator)) return undefined;
    return asString(left).split(separator);
  }
  return undefined;
}

function escapeLiteral(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}-]/g, "\\$&");
}

/** `-f`: `{0}`, `{1,5}`, `{0:x}` take the numbered argument; `{{` and `}}` are braces. */
function format(template: string, args: readonly PsValue[]): string | undefined {
  let out = "";
  for (let index = 0; index < template.length; index++) {
    const char = template[index] as string;
    if ((char === "{" || char === "}") && template[index + 1] === char) {
      out += char;
      index++;
    } else if (char === "{") {
      const end = template.indexOf("}", index);
      const slot = end < 0 ? undefined : /^(\d{1,3})(?:,-?\d{1,3})?(?::[^}]*)?$/.exec(template.slice(index + 1, end));
      const arg = slot ? args[Number(slot[1])] : undefined;
      if (arg === undefined) return undefined;
      out += asString(arg);
      index = end;
    } else out += char;
    if (out.length > MAX_LENGTH) return undefined;
  }
  return out;
}

function callMethod(value: PsValue, name: string, args: readonly PsValue[]): PsValue | undefined {
  if (typeof value !== "string") {
    if (name === "tostring" && typeof value === "number") return String(value);
    return undefined;
  }
  const strings = args.map(asString);
  switch (name) {
    case "replace":
      return strings.length === 2 && strings[0] !== "" ? value.split(strings[0] as string).join(strings[1] as string) : undefined;
    case "tolower":
    case "tolowerinvariant":
      return value.toLowerCase();
    case "toupper":
    case "toupperinvariant":
      return value.toUpperCase();
    case "trim": {
      if (args.length === 0) return value.trim();
      const chars = strings.join("");
      let start = 0;
      let end = value.length;
      while (start < end && chars.includes(value[start] as string)) start++;
      while (end > start && chars.includes(value[end - 1] as string)) end--;
      return value.slice(start, end);
    }
    case "tostring":
      return value;
    case "substring": {
      const [start, length] = args;
      if (typeof start !== "number" || (length !== undefined && typeof length !== "number")) return undefined;
      return length === undefined ? value.slice(start) : value.slice(start, start + length);
    }
    case "tochararray":
      return [...value];
    case "insert": {
      const [at, text] = args;
      if (typeof at !== "number" || at < 0 || at > value.length || text === undefined) return undefined;
      return value.slice(0, at) + asString(text) + value.slice(at);
    }
    case "remove": {
      const [start, count] = args;
      if (typeof start !== "number" || start < 0 || start > value.length || (count !== undefined && typeof count !== "number")) return undefined;
      return count === undefined ? value.slice(0, start) : value.slice(0, start) + value.slice(start + count);
    }
    case "padleft":
    case "padright": {
      const [width, fill = " "] = args;
      if (typeof width !== "number" || width > MAX_LENGTH || asString(fill).length !== 1) return undefined;
      return name === "padleft" ? value.padStart(width, asString(fill)) : value.padEnd(width, asString(fill));
    }
    case "trimstart":
    case "trimend": {
      const chars = strings.join("");
      if (chars === "") return name === "trimstart" ? value.trimStart() : value.trimEnd();
      let start = 0;
      let end = value.length;
      if (name === "trimstart") while (start < end && chars.includes(value[start] as string)) start++;
      else while (end > start && chars.includes(value[end - 1] as string)) end--;
      return value.slice(start, end);
    }
    case "split": {
      // `.Split('-')`, `.Split(' ', ',')`: split at any of the given characters. A longer string splits
      // differently in Windows PowerShell (each of its characters) and pwsh (the whole string): unknown.
      const separators = args.flatMap((arg) => asArray(arg)).map(asString);
      if (separators.length === 0 || separators.length > 16 || separators.some((separator) => separator.length !== 1)) return undefined;
      let parts = [value];
      for (const separator of separators) parts = parts.flatMap((part) => part.split(separator));
      return parts;
    }
    default:
      return undefined;
  }
}

function indexInto(value: PsValue, index: PsValue): PsValue | undefined {
  const items = typeof value === "string" ? [...value] : Array.isArray(value) ? value : undefined;
  if (!items) return undefined;
  const at = (position: PsValue): PsValue | undefined => {
    if (typeof position !== "number") return undefined;
    return items[position < 0 ? items.length + position : position];
  };
  if (!Array.isArray(index)) return at(index);
  const picked: PsValue[] = [];
  for (const position of index) {
    const item = at(position);
    if (item !== undefined) picked.push(item);
  }
  return picked;
}
