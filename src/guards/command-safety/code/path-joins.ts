/** Longest expression read as a path object; longer ones are left unknown. */
const MAX_PATH_EXPRESSION = 600;
/** At most this many suffix calls (`.expanduser()`, `.joinpath(…)`) are read off one expression. */
const MAX_SUFFIXES = 4;
/** At most this many `/` joins are read from one expression. */
const MAX_PARTS = 12;

/** Methods of a pathlib object that return the same path, or `~` expanded (`.expanduser()`). */
const SAME_PATH_SUFFIX = /\.(expanduser|resolve|absolute)\(\s*\)$/;
/** Calls that turn a path object into its text (`str(p)`, `os.fspath(p)`). */
const TEXT_OF_PATH = /^(?:str|os\.fspath|fspath)\(/;

/**
 * How one Python expression is evaluated to a string: the caller's evaluator, which knows the
 * one-liner's variables and its home-directory spellings.
 */
export type Evaluate = (text: string) => string | undefined;

/**
 * A pathlib path built from known parts, as the text it names: `Path.home() / ".claude" /
 * "settings.json"`, `Path.home().joinpath(".codex", "config.toml")`, `Path("~/.gemini").expanduser()`,
 * `str(base / "x")`. `evaluate` reads each part (a literal, a known variable, `Path.home()`);
 * `home` stands for the home directory in what it returns. Undefined when a part is unknown or the
 * expression is not one of these forms.
 *
 * @example
 * pythonPathJoin(`Path.home() / ".claude"`, (text) => (text === "Path.home()" ? "~" : text.slice(1, -1)), "~") // "~/.claude"
 */
export function pythonPathJoin(text: string, evaluate: Evaluate, home: string): string | undefined {
  if (text.length > MAX_PATH_EXPRESSION) return undefined;
  let rest = text.trim();
  // `str(p / "x")`, `(Path.home() / "x")`: the path inside.
  const wrapper = TEXT_OF_PATH.exec(rest)?.[0] ?? (rest.startsWith("(") ? "(" : undefined);
  if (wrapper !== undefined && closing(rest, wrapper.length - 1) === rest.length - 1) {
    const inner = rest.slice(wrapper.length, -1).trim();
    return splitTopLevel(inner, ",")?.length === 1 ? evaluate(inner) : undefined;
  }
  const joins: string[][] = [];
  let expand = false;
  for (let step = 0; step < MAX_SUFFIXES; step++) {
    const same = SAME_PATH_SUFFIX.exec(rest);
    if (same) {
      expand ||= same[1] === "expanduser";
      rest = rest.slice(0, same.index).trim();
      continue;
    }
    const join = rest.endsWith(")") ? rest.lastIndexOf(".joinpath(") : -1;
    if (join <= 0 || closing(rest, join + ".joinpath".length) !== rest.length - 1) break;
    const args = splitTopLevel(rest.slice(join + ".joinpath(".length, -1), ",");
    const values = args?.map((arg) => evaluate(arg.trim()));
    if (!values || values.some((value) => value === undefined)) return undefined;
    joins.unshift(values as string[]);
    rest = rest.slice(0, join).trim();
  }
  const parts = splitTopLevel(rest, "/");
  if (!parts || parts.some((part) => part.trim() === "")) return undefined;
  // Nothing read off and nothing joined: not a path expression of these forms.
  if (parts.length === 1 && joins.length === 0 && !expand && rest === text.trim()) return undefined;
  const values = parts.map((part) => evaluate(part.trim()));
  if (values.some((value) => value === undefined)) return undefined;
  let joined = [...(values as string[]), ...joins.flat()].reduce((base, part) => (part.startsWith("/") ? part : base === "" ? part : `${base.replace(/\/+$/, "")}/${part}`), "");
  if (expand && /^~(?=\/|$)/.test(joined)) joined = home + joined.slice(1);
  return joined;
}

/** The index of the bracket closing the one at `open`, skipping quoted text; -1 when it does not close. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"' || char === "'") {
      index = quoteEnd(text, index);
      continue;
    }
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The text split on a separator outside quotes and brackets; undefined past MAX_PARTS or when brackets do not balance. */
function splitTopLevel(text: string, separator: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"' || char === "'") {
      index = quoteEnd(text, index);
      continue;
    }
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") depth--;
    else if (char === separator && depth === 0) {
      // `//` is floor division, not a join.
      if (separator === "/" && (text[index + 1] === "/" || text[index - 1] === "/")) return undefined;
      parts.push(text.slice(start, index));
      start = index + 1;
      if (parts.length >= MAX_PARTS) return undefined;
    }
    if (depth < 0) return undefined;
  }
  if (depth !== 0) return undefined;
  parts.push(text.slice(start));
  return parts;
}

/** The index of the quote closing the one at `open` (a tripled quote closes with three). */
function quoteEnd(text: string, open: number): number {
  const quote = text[open] as string;
  if (text.startsWith(quote.repeat(3), open)) {
    const end = text.indexOf(quote.repeat(3), open + 3);
    return end < 0 ? text.length : end + 2;
  }
  for (let index = open + 1; index < text.length; index++) {
    if (text[index] === "\\") index++;
    else if (text[index] === quote) return index;
  }
  return text.length;
}
