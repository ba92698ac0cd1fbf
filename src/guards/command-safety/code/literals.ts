import { decodeEscapes } from "../evaluate/escapes.js";
import { decodedValue } from "./decoders.js";
import { pythonPathJoin } from "./path-joins.js";

/** A call argument in interpreter code: a known string, a list of known strings, or anything else. */
export type Literal = { kind: "string"; value: string } | { kind: "list"; values: string[] } | { kind: "dynamic"; text: string };

const MAX_ARGUMENTS = 6;

/** Stands for the home directory in a value read from code (`os.homedir()`, `Path.home()`). */
export const HOME_VALUE = "\u0000home\u0000";
/** Stands for a value the code computes at run time. */
export const DYNAMIC_VALUE = "\u0000dynamic\u0000";

const HOME_EXPRESSION = /^(?:(?:(?:require\(\s*["'](?:node:)?os["']\s*\)|os)\.)?homedir\(\)|(?:os\.path\.)?expanduser\(\s*(["'])~\1\s*\)|(?:pathlib\.)?Path\.home\(\)|process\.env\.HOME|process\.env\[["']HOME["']\]|Deno\.env\.get\(\s*["']HOME["']\s*\)|Bun\.env\.HOME|Bun\.env\[["']HOME["']\]|os\.environ\[["']HOME["']\]|os\.environ\.get\(\s*["']HOME["']\s*\)|os\.getenv\(\s*["']HOME["']\s*\)|ENV\[["']HOME["']\]|\$ENV\{HOME\}|Dir\.home|getenv\(\s*["']HOME["']\s*\)|\$_(?:SERVER|ENV)\[["']HOME["']\]|File\.expand_path\(\s*["']~["']\s*\))$/;
const HOME_PREFIX = new RegExp(`^(?:${HOME_EXPRESSION.source.slice(1, -1)})\\s*(?:\\+|\\.\\.|\\.(?=\\s*["']))`);
/** The working directory, as code names it: `__dirname`, `process.cwd()`, `os.getcwd()`, `Dir.pwd`, `getcwd()`. */
const CWD_EXPRESSION = /^(?:__dirname|process\.cwd\(\)|os\.getcwd\(\)|Dir\.pwd|getcwd\(\)|Deno\.cwd\(\)|(?:pathlib\.)?Path\.cwd\(\)|Path\(\s*\))$/;
/** A path object made from one literal: `pathlib.Path("build")`, `Pathname.new("x")`. */
const PATH_OBJECT = /^(?:pathlib\.)?(?:Pure)?(?:Posix)?Path\(|^Pathname\.new\(/;
const EXPAND_USER = /^(?:os\.path\.)?expanduser\(\s*(["'])~(\/[^"']*)\1\s*\)$|^File\.expand_path\(\s*(["'])~(\/[^"']*)\3\s*\)$/;
/** A Python expression that may be a pathlib join (`Path.home() / "x"`, `.joinpath(…)`, `.expanduser()`, `str(…)`). */
const PATH_JOIN_HINT = /\/|\.joinpath\(|\.(?:expanduser|resolve|absolute)\(\s*\)$|^(?:str|os\.fspath)\(|^\(/;
const PATH_JOIN = /^(?:(?:os\.path|path|File|Path|require\(\s*["'](?:node:)?path["']\s*\))\.(?:join|resolve)|(?:join|resolve)(?=\(\s*(?:__dirname|process\.cwd\(\)|Deno\.|os\.homedir\(\)|homedir\(\)|["'`])))\(/;
/** Languages whose `.` joins strings (lua's `..` as well). */
const DOT_JOINS = /^(?:perl|php|lua)$/;
/** Nesting of decoders and joined calls evaluated in one expression. */
const MAX_DECODE_DEPTH = 8;

/**
 * Reads the arguments of a call whose opening parenthesis is at `open` (or, with `bare`, the
 * arguments of a call written without parentheses, up to the end of the statement).
 *
 * @example
 * readArguments('os.system("rm -rf " + "/")', 9, "python") // [{ kind: "string", value: "rm -rf /" }]
 */
export function readArguments(code: string, open: number, language: string, bare = false): Literal[] {
  const args: Literal[] = [];
  let index = bare ? open : open + 1;
  while (index < code.length && args.length < MAX_ARGUMENTS) {
    const { text, end, stop } = readExpression(code, index, bare);
    if (text.trim() !== "") args.push(evaluateExpression(text.trim(), language));
    index = end + 1;
    if (stop) break;
  }
  return args;
}

/** The source of one argument: up to a top-level `,` or the closing parenthesis. */
function readExpression(code: string, start: number, bare: boolean): { text: string; end: number; stop: boolean } {
  let depth = 0;
  let index = start;
  while (index < code.length) {
    const char = code[index] as string;
    if (char === '"' || char === "'" || char === "`") {
      index = skipQuoted(code, index);
      continue;
    }
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) {
      if (depth === 0) return { text: code.slice(start, index), end: index, stop: true };
      depth--;
    } else if (char === "," && depth === 0) return { text: code.slice(start, index), end: index, stop: false };
    else if (bare && depth === 0 && (char === ";" || char === "\n")) return { text: code.slice(start, index), end: index, stop: true };
    index++;
  }
  return { text: code.slice(start), end: code.length, stop: true };
}

/** A variable's name where an expression continues: perl's and php's with their `$`. */
const VARIABLE_NAME = /^\$?[A-Za-z_]\w*/;
/** What may follow a variable inside a concatenation: its end, an operator, or a string (juxtaposition). */
const CONCATENATION_NEXT = /^\s*(?:$|\+(?!\+)|\.(?=[\s.$"'])|["'])/;

/**
 * Evaluates an argument: string literals joined by `+`, `.` or juxtaposition; a list of them; a
 * base64 decode of one; `join` of literal lists. `variables` are the one-liner's known string
 * variables (`c="rm"; system(c " -rf ~")`), read where they stand in a concatenation.
 */
export function evaluateExpression(text: string, language: string, variables?: ReadonlyMap<string, string>, depth = 0): Literal {
  if (variables?.size) {
    const only = variables.get(text);
    if (only !== undefined) return { kind: "string", value: only };
  }
  const joined = joinExpression(text, language, variables) ?? formatExpression(text, language, variables);
  if (joined !== undefined) return joined;
  if (HOME_EXPRESSION.test(text)) return { kind: "string", value: HOME_VALUE };
  if (CWD_EXPRESSION.test(text)) return { kind: "string", value: "." };
  if (PATH_OBJECT.test(text) && text.endsWith(")")) {
    // `Path("a", "b")`, `Path(home, ".claude")`: the parts joined.
    const parts = readArguments(text, text.indexOf("("), language).map((part) => (part.kind === "dynamic" ? evaluateExpression(part.text.trim(), language, variables) : part));
    if (parts.length === 1 && parts[0]?.kind === "string") return parts[0];
    if (parts.length > 1 && parts.length < MAX_ARGUMENTS && parts.every((part) => part.kind === "string")) return { kind: "string", value: parts.map((part) => (part as { value: string }).value).join("/") };
  }
  if (language === "python" && PATH_JOIN_HINT.test(text)) {
    const joinedPath = pythonPathJoin(text, (part) => {
      const literal = evaluateExpression(part, language, variables);
      return literal.kind === "string" ? literal.value : undefined;
    }, HOME_VALUE);
    if (joinedPath !== undefined) return { kind: "string", value: joinedPath };
  }
  const inHome = homePath(text, language, variables);
  if (inHome !== undefined) return { kind: "string", value: inHome };
  // `pack("H*", "726d…")`, `base64.b64decode("…").decode()`, `String.fromCharCode(114, 109)`: a documented decoder of literals.
  const decoded = depth < MAX_DECODE_DEPTH ? decodedValue(text, language, (part) => evaluateExpression(part, language, variables, depth + 1)) : undefined;
  if (decoded) return decoded;
  if (/^[[(]/.test(text) && /[\])]$/.test(text)) {
    const values: string[] = [];
    const inner = text.slice(1, -1);
    let index = 0;
    while (index < inner.length) {
      const { text: item, end } = readExpression(inner, index, false);
      const literal = evaluateExpression(item.trim(), language, variables);
      if (item.trim() === "" && end >= inner.length) break;
      if (literal.kind !== "string") return { kind: "dynamic", text };
      values.push(literal.value);
      index = end + 1;
    }
    return { kind: "list", values };
  }
  let index = 0;
  let value = "";
  let sawString = false;
  while (index < text.length) {
    const char = text[index] as string;
    // `+` joins strings; `.` does in perl and PHP (and lua's `..`), elsewhere it calls a method.
    if (/\s/.test(char) || ((char === "+" || (char === "." && DOT_JOINS.test(language))) && sawString)) {
      index++;
      continue;
    }
    // `"rm -rf " + os.homedir()`: the home directory joined to strings.
    const home = sawString ? HOME_TOKEN.exec(text.slice(index)) : null;
    if (home) {
      value += HOME_VALUE;
      index += home[0].length;
      continue;
    }
    const name = variables?.size ? VARIABLE_NAME.exec(text.slice(index))?.[0] : undefined;
    const known = name !== undefined ? variables?.get(name) : undefined;
    if (name !== undefined && known !== undefined && CONCATENATION_NEXT.test(text.slice(index + name.length))) {
      value += known;
      sawString = true;
      index += name.length;
      continue;
    }
    const prefix = /^(?:[rRbBuUfF]{1,2})?(?=["'])/.exec(text.slice(index))?.[0] ?? "";
    const quote = text[index + prefix.length];
    // `''.join(map(chr, …)) + " -rf ~"`, `"…".reverse + "x"`: a literal's method call joined to others.
    const called = (quote === '"' || quote === "'") && !DOT_JOINS.test(language) && depth < MAX_DECODE_DEPTH ? termEnd(text, index, language) : undefined;
    if (called !== undefined && called > skipQuoted(text, index + prefix.length) && (index > 0 || called < text.length)) {
      const term = evaluateExpression(text.slice(index, called), language, variables, depth + 1);
      if (term.kind !== "string") return { kind: "dynamic", text };
      value += term.value;
      sawString = true;
      index = called;
      continue;
    }
    if (quote !== '"' && quote !== "'" && quote !== "`") {
      // `chr(114) + chr(109)`, `"rm " . reverse("…")`: a call joined to others is evaluated on its own.
      const end = depth < MAX_DECODE_DEPTH ? termEnd(text, index, language) : undefined;
      const term = end !== undefined && (index > 0 || end < text.length) ? evaluateExpression(text.slice(index, end), language, variables, depth + 1) : undefined;
      if (term?.kind !== "string") return { kind: "dynamic", text };
      value += term.value;
      sawString = true;
      index = end as number;
      continue;
    }
    const tripled = text.startsWith(quote.repeat(3), index + prefix.length);
    const open = index + prefix.length;
    const end = tripled ? text.indexOf(quote.repeat(3), open + 3) : skipQuoted(text, open) - 1;
    if (end < 0 || end <= open) return { kind: "dynamic", text };
    const body = tripled ? text.slice(open + 3, end) : text.slice(open + 1, end);
    const piece = literalValue(variables?.size ? interpolate(body, quote, prefix.toLowerCase(), language, variables) : body, quote, prefix.toLowerCase(), language);
    if (piece === undefined) return { kind: "dynamic", text };
    value += piece;
    sawString = true;
    index = tripled ? end + 3 : end + 1;
  }
  return sawString ? { kind: "string", value } : { kind: "dynamic", text };
}

const PERL_JOIN = /^(?:join|implode)\s*\(/;
const SEPARATOR_JOIN = /^((?:"[^"\\]*"|'[^'\\]*'))\s*\.\s*join\s*\(/;
const LIST_JOIN = /\]\s*\.\s*join\s*\(\s*((?:"[^"\\]*"|'[^'\\]*')?)\s*\)$/;

/**
 * Where a call or member chain starting at `start` ends (`chr(114)`, `Buffer.from(…).toString()`,
 * `[…].pack("H*")`, `114.chr`), or undefined when none starts there. perl and PHP join with `.`,
 * so their chains go on only through `->` and `::`.
 */
function termEnd(text: string, start: number, language: string): number | undefined {
  const concatenatesWithDot = language === "perl" || language === "php";
  const head = /^(?:[rRbBuUfF]{1,2}(?=["'])|[A-Za-z_$][\w$]*|\d+(?=\.chr\b)|(?=[[("']))/.exec(text.slice(start));
  if (!head) return undefined;
  let index = start + head[0].length;
  if (text[index] === '"' || text[index] === "'") index = skipQuoted(text, index);
  for (let steps = 0; steps < 64 && index < text.length; steps++) {
    const char = text[index] as string;
    if (char === "(" || char === "[") {
      const close = closingBracket(text, index);
      if (close < 0) return undefined;
      index = close + 1;
      continue;
    }
    const member = (concatenatesWithDot ? /^\s*(?:->|::)\s*[A-Za-z_$][\w$]*/ : /^\s*(?:\.(?!\.)|::|:(?=[A-Za-z_]))\s*[A-Za-z_$][\w$]*/).exec(text.slice(index));
    if (!member) break;
    index += member[0].length;
  }
  return index > start ? index : undefined;
}

/** Where the bracket opened at `open` closes, strings skipped, or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"' || char === "'" || char === "`") {
      index = skipQuoted(text, index) - 1;
      continue;
    }
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char) && --depth === 0) return index;
  }
  return -1;
}

/** A known variable interpolated in a string, per language (perl and php name it with its `$`). */
function interpolationPattern(quote: string, prefix: string, language: string): RegExp | undefined {
  if (quote === "`" && language === "node") return /\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g;
  if (prefix.includes("f") && language === "python") return /\{\s*([A-Za-z_]\w*)\s*\}/g;
  if (quote !== '"') return undefined;
  if (language === "ruby") return /#\{\s*([A-Za-z_]\w*)\s*\}/g;
  if (language === "perl" || language === "php") return /\{?(\$[A-Za-z_]\w*)\}?(?![\w[{]|->)|\$\{([A-Za-z_]\w*)\}/g;
  return undefined;
}

/** A string's body with the one-liner's known string variables put in where it interpolates them. */
function interpolate(body: string, quote: string, prefix: string, language: string, variables: ReadonlyMap<string, string>): string {
  const pattern = interpolationPattern(quote, prefix, language);
  if (!pattern || body.length > 2000) return body;
  return body.replace(pattern, (whole, name: string | undefined, braced: string | undefined) => {
    const key = name ?? (braced !== undefined ? `$${braced}` : undefined);
    const value = key !== undefined ? variables.get(key) : undefined;
    return value !== undefined && !/[\\$#{}`]/.test(value) ? value : whole;
  });
}

/** Python's formatting of known strings: `"{} -x".format("a")`, `"%s -x" % "a"`, `"%s %s" % ("a", "b")`. */
function formatExpression(text: string, language: string, variables?: ReadonlyMap<string, string>): Literal | undefined {
  if (language !== "python" || text.length > 2000 || !/^[rRbBuU]?["']/.test(text)) return undefined;
  const format = /\.format\(/.exec(text);
  const percent = format ? undefined : topLevelPercent(text);
  const templateText = format ? text.slice(0, format.index) : percent !== undefined ? text.slice(0, percent) : undefined;
  if (templateText === undefined || (format && !text.endsWith(")"))) return undefined;
  const template = evaluateExpression(templateText.trim(), language);
  if (template.kind !== "string") return undefined;
  const args = format
    ? readArguments(text, (format.index ?? 0) + format[0].length - 1, language)
    : [evaluateExpression(text.slice((percent as number) + 1).trim(), language, variables)];
  const values = args.flatMap((literal) => (literal.kind === "string" ? [literal.value] : literal.kind === "list" ? literal.values : [undefined]));
  if (values.some((value) => value === undefined)) return undefined;
  let next = 0;
  const filled = format
    ? template.value.replace(/\{(\d*)\}/g, (_whole, index: string) => values[index === "" ? next++ : Number(index)] ?? "\u0000")
    : template.value.replace(/%[sdr]/g, () => values[next++] ?? "\u0000");
  return filled.includes("\u0000") ? undefined : { kind: "string", value: filled };
}

/** Where a `%` outside quotes splits a formatting expression. */
function topLevelPercent(text: string): number | undefined {
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "%") return index;
  }
  return undefined;
}

/**
 * A list of known strings joined into one: perl's `join(" ", "rm", "-rf", …)`, Python's
 * `" ".join(["rm", …])`, and JavaScript's or ruby's `["rm", …].join(" ")`.
 */
function joinExpression(text: string, language: string, variables?: ReadonlyMap<string, string>): Literal | undefined {
  if (!text.endsWith(")") || text.length > 2000) return undefined;
  let separator: Literal | undefined;
  let parts: Literal | undefined;
  if (PERL_JOIN.test(text) && language !== "node") {
    const args = readArguments(text, text.indexOf("("), language).map((literal) => (literal.kind === "dynamic" && variables?.has(literal.text.trim()) ? { kind: "string" as const, value: variables.get(literal.text.trim()) as string } : literal));
    const [first, ...rest] = args;
    if (!first || rest.some((literal) => literal.kind === "dynamic")) return undefined;
    separator = first;
    parts = { kind: "list", values: rest.flatMap((literal) => (literal.kind === "string" ? [literal.value] : literal.kind === "list" ? literal.values : [])) };
  } else {
    const prefixed = SEPARATOR_JOIN.exec(text);
    const suffixed = prefixed ? null : LIST_JOIN.exec(text);
    if (prefixed) {
      separator = evaluateExpression(prefixed[1] as string, language);
      parts = evaluateExpression(text.slice(prefixed[0].length, -1).trim(), language, variables);
    } else if (suffixed && text.startsWith("[")) {
      separator = suffixed[1] ? evaluateExpression(suffixed[1], language) : { kind: "string", value: language === "ruby" ? "" : "," };
      parts = evaluateExpression(text.slice(0, (suffixed.index ?? 0) + 1), language, variables);
    }
  }
  if (separator?.kind !== "string" || parts?.kind !== "list") return undefined;
  return { kind: "string", value: parts.values.join(separator.value) };
}

/**
 * A path in the home directory built the usual ways: `os.homedir() + "/.ssh/id_rsa"`,
 * `os.path.expanduser("~/.aws")`, `path.join(os.homedir(), ".ssh", "id_rsa")`.
 */
function homePath(text: string, language: string, variables?: ReadonlyMap<string, string>): string | undefined {
  const prefix = HOME_PREFIX.exec(text);
  if (prefix) {
    const rest = evaluateExpression(text.slice(prefix[0].length).trim(), language);
    return rest.kind === "string" ? HOME_VALUE + rest.value : undefined;
  }
  const expanded = EXPAND_USER.exec(text);
  if (expanded) return HOME_VALUE + (expanded[2] ?? expanded[4] ?? "");
  const join = PATH_JOIN.exec(text);
  if (join && text.endsWith(")")) {
    // `os.path.join(home, ".claude")`: a part may be a known variable.
    const parts = readArguments(text, join[0].length - 1, language).map((part) => (part.kind === "dynamic" && variables?.has(part.text.trim()) ? { kind: "string" as const, value: variables.get(part.text.trim()) as string } : part));
    if (parts.length > 1 && parts.every((part) => part.kind === "string") && (parts[0] as { value: string }).value === HOME_VALUE) {
      return parts.map((part) => (part as { value: string }).value).join("/");
    }
    // `path.join(__dirname, "dist")`, `path.resolve(".claude", "settings.json")`: a path in the working directory, or wherever an absolute part restarts it.
    if (parts.length > 1 && parts.every((part) => part.kind === "string")) {
      return parts.map((part) => (part as { value: string }).value).reduce((base, part) => (part.startsWith("/") || part.startsWith(HOME_VALUE) ? part : `${base.replace(/\/+$/, "")}/${part}`));
    }
  }
  return undefined;
}

/**
 * The home directory interpolated at the start of a string: perl's `"$ENV{HOME}/…"`, ruby's
 * `"#{Dir.home}/…"`, python's `f"{os.environ['HOME']}/…"`, JavaScript's `` `${os.homedir()}/…` ``,
 * php's `"$_SERVER[HOME]/…"`.
 */
const HOME_INTERPOLATION = new RegExp(`^(?:(?:\\$\\{|#\\{|\\{)\\s*(?:${HOME_EXPRESSION.source.slice(1, -1)})\\s*\\}|\\$ENV\\{["']?HOME["']?\\}|\\{?\\$_(?:SERVER|ENV)\\[["']?HOME["']?\\]\\}?)`);

/** A home-directory expression at the start of the rest of a concatenation. */
const HOME_TOKEN = new RegExp(`^(?:${HOME_EXPRESSION.source.slice(1, -1)})(?![\\w.(\\[])`);

/** The same interpolations anywhere in a string. */
const HOME_ANYWHERE = new RegExp(HOME_INTERPOLATION.source.slice(1), "g");

function literalValue(body: string, quote: string, prefix: string, language: string): string | undefined {
  if (quote === "`" && language !== "node") return undefined;
  if (isInterpolated(body, quote, prefix, language)) {
    const home = HOME_INTERPOLATION.exec(body);
    if (home && home[0].length < body.length && body[home[0].length] === "/") {
      const rest = literalValue(body.slice(home[0].length), quote, prefix, language);
      return rest === undefined ? undefined : HOME_VALUE + rest;
    }
    // The home directory interpolated elsewhere (`system("rm -rf #{ENV['HOME']}")`): a command line.
    const parts: string[] = [];
    let start = 0;
    for (const match of body.matchAll(HOME_ANYWHERE)) {
      parts.push(body.slice(start, match.index));
      start = match.index + match[0].length;
    }
    parts.push(body.slice(start));
    if (parts.length < 2 || parts.length > 9 || parts.some((part) => isInterpolated(part, quote, prefix, language))) return undefined;
    const pieces = parts.map((part) => literalValue(part, quote, prefix, language));
    return pieces.every((piece): piece is string => piece !== undefined) ? pieces.join(HOME_VALUE) : undefined;
  }
  if (prefix.includes("r")) return body;
  if (quote === "'" && (language === "perl" || language === "ruby" || language === "php")) return body.replace(/\\([\\'])/g, "$1");
  // perl's, ruby's and PHP's double quotes: a backslash before a sigil or quote stands for that character.
  if (quote === '"' && (language === "perl" || language === "ruby" || language === "php")) return decodeEscapes(body.replace(SIGIL_ESCAPE, (whole, char: string) => (/[$@#{}"`]/.test(char) ? char : whole))).value;
  return decodeEscapes(body).value;
}

/** One backslash escape, so that `\\` pairs are read as a unit. */
const SIGIL_ESCAPE = /\\([\s\S])/g;

function isInterpolated(written: string, quote: string, prefix: string, language: string): boolean {
  if (quote === "`") return written.includes("${");
  // An escaped sigil (`\$`, `\@`, `\#{`) is not an interpolation.
  const body = quote === '"' && (language === "perl" || language === "ruby" || language === "php") ? written.replace(SIGIL_ESCAPE, "") : written;
  if (prefix.includes("f")) return /\{/.test(body.replace(/\{\{|\}\}/g, ""));
  if (quote !== '"') return false;
  if (language === "ruby") return body.includes("#{");
  if (language === "perl") return /[$@][{A-Za-z_]/.test(body);
  if (language === "php") return /\$[{A-Za-z_]/.test(body);
  return false;
}

/**
 * The code with the contents of string literals blanked out (same length), so call patterns are
 * looked for in code only: `print("os.system('x')")` calls print, not os.system.
 *
 * @example
 * maskStrings("print('os.system(1)')", "python") // "print('___________')"
 */
export function maskStrings(code: string, language: string): string {
  let out = "";
  let index = 0;
  const quotes = language === "node" ? "'\"`" : "'\"";
  while (index < code.length) {
    const char = code[index] as string;
    if (!quotes.includes(char)) {
      out += char;
      index++;
      continue;
    }
    const tripled = language === "python" && code.startsWith(char.repeat(3), index);
    const end = tripled ? code.indexOf(char.repeat(3), index + 3) : skipQuoted(code, index) - 1;
    const close = end < 0 ? code.length : tripled ? end + 3 : end + 1;
    const width = tripled ? 3 : 1;
    const blanked = code.slice(index, index + width) + "_".repeat(Math.max(0, close - index - 2 * width)) + code.slice(Math.max(index + width, close - width), close);
    out += interpolationsKept(code, index, close, blanked, language, char);
    index = close;
  }
  return out;
}

/**
 * A blanked string with its interpolations put back (node's `` `${…}` ``, ruby's `"#{…}"`): they
 * are code, and calls made in them (`` `${execSync('gh auth token')}` ``) are calls of the code.
 */
function interpolationsKept(code: string, open: number, close: number, blanked: string, language: string, quote: string): string {
  const marker = language === "node" && quote === "`" ? "$" : language === "ruby" && quote === '"' ? "#" : undefined;
  if (marker === undefined || !code.slice(open, close).includes(`${marker}{`)) return blanked;
  let out = blanked;
  for (let index = open + 1; index < close - 1; index++) {
    if (code[index] !== marker || code[index + 1] !== "{") continue;
    const end = interpolationEnd(code, index + 2);
    if (end < 0 || end >= close) break;
    out = out.slice(0, index - open) + code.slice(index, end + 1) + out.slice(end + 1 - open);
    index = end;
  }
  return out;
}

function skipQuoted(code: string, open: number): number {
  const quote = code[open] as string;
  let index = open + 1;
  let interpolations = quote === '"';
  while (index < code.length) {
    const char = code[index] as string;
    // Ruby's `"#{ENV["HOME"]}"`: quotes inside an interpolation do not end the string. One that
    // does not close ends the search, so a string is scanned once.
    if (interpolations && char === "#" && code[index + 1] === "{") {
      const close = interpolationEnd(code, index + 2);
      if (close > 0) {
        index = close + 1;
        continue;
      }
      interpolations = false;
    }
    if (char === "\\") index += 2;
    else if (char === quote) return index + 1;
    else index++;
  }
  return code.length;
}

/** The `}` closing an interpolation opened just before `start`, or -1 when there is none on the same line. */
function interpolationEnd(code: string, start: number): number {
  let depth = 0;
  for (let index = start; index < code.length && index < start + 200; index++) {
    const char = code[index];
    if (char === "\n") return -1;
    if (char === "{") depth++;
    else if (char === "}") {
      if (depth === 0) return index;
      depth--;
    }
  }
  return -1;
}
