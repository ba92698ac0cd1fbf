/** Code longer than this is left as written (the translations are for one-liners). */
const MAX_TRANSLATED = 4096;

/**
 * The shells whose own syntax is translated into bash's before the code is parsed: zsh's
 * parameter flags and subscripts, fish's command substitutions, `set` and `string join`, xonsh's
 * Python substitutions and path literals, nushell's and elvish's externals and substitutions.
 */
export type ShellDialect = "zsh" | "fish" | "xonsh" | "nu" | "elvish";

/**
 * The dialect a shell's code is written in, when it is not read as bash as it is.
 *
 * @example
 * shellDialect("xonsh") // "xonsh"
 * shellDialect("bash") // undefined
 */
export function shellDialect(name: string): ShellDialect | undefined {
  if (name === "zsh" || name === "rzsh") return "zsh";
  if (name === "fish") return "fish";
  if (name === "xonsh") return "xonsh";
  if (name === "nu" || name === "nushell") return "nu";
  if (name === "elvish") return "elvish";
  return undefined;
}

/**
 * Rewrites zsh or fish code into the bash that does the same for what the guard evaluates, so
 * `zsh -c 'a=(r m); ${(j::)a} -rf ~'` is read as running rm. Anything else is left as written.
 *
 * @example
 * translateDialect("zsh", "${(j::)a}") // "\"$(IFS=''; echo \"${a[*]}\")\""
 * translateDialect("fish", "set c rm; eval $c") // "c=(rm); eval $c"
 */
export function translateDialect(dialect: ShellDialect, code: string): string {
  if (code.length > MAX_TRANSLATED) return code;
  switch (dialect) {
    case "zsh":
      return fromZsh(code);
    case "fish":
      return fromFish(code);
    case "xonsh":
      return fromXonsh(code);
    case "nu":
      return fromNu(code);
    case "elvish":
      return fromElvish(code);
  }
}

/** A Python string or xonsh path literal: `p"~/x"`, `pf"…"`, `r'…'`, `"…"`. */
const PY_LITERAL = String.raw`([a-zA-Z]{0,3})("[^"\\\n]{0,400}"|'[^'\\\n]{0,400}')`;
const XONSH_ASSIGNMENT = new RegExp(String.raw`(^|[;\n])([ \t]*)([A-Za-z_]\w*)[ \t]*=[ \t]*${PY_LITERAL}[ \t]*(?=[;\n]|$)`, "g");
const PY_LITERAL_WORD = new RegExp(`^${PY_LITERAL}$`);
const XONSH_UNCAPTURED = /[$!]\[([^[\]]{0,400})\]/g;
const XONSH_ENV_LOOKUP = /\$\{([^{}]{0,200})\}/g;
const XONSH_ENV_DUMP = /(^|[;\n])([ \t]*)(?:p?print\(\s*\$\{\.\.\.\}\s*\)|\$\{\.\.\.\}(?:\.items\(\))?)(?=[ \t]*(?:[;\n|]|$))/g;
/** nushell's environment shown: `$env` as a statement or a pipeline's head, or `$env.NAME` alone (an expression's value is printed). */
const NU_ENV_DUMP = /(^|[;\n])([ \t]*)\$env(?=[ \t]*(?:[;\n|]|$))/g;
/** nushell commands that format or reorder a table they are piped: what they print is what they got. */
const NU_PASS_ON = /\|([ \t]*)(?:to[ \t]+(?:json|yaml|toml|nuon|csv|tsv|text|md|html|xml)(?:[ \t]+-[a-z]+)*|table(?:[ \t]+-[a-z]+)*|transpose(?:[ \t]+[\w-]+){0,3}|sort-by[ \t]+[\w-]+|sort|flatten|collect|reverse)(?=[ \t]*(?:[;\n|]|$))/g;
const NU_ENV_VALUE = /(^|[;\n])([ \t]*)\$env\.([A-Za-z_]\w*)(?=[ \t]*(?:[;\n|]|$))/g;
/** fish's `set` with only listing flags (`set -x`, `set --export`, `set -S`) prints variables with their values; `-n` prints names only. */
const FISH_SET_LISTING = /(^|[;\n])([ \t]*)set((?:[ \t]+(?:-[gxUlSL]+|--(?:global|export|universal|local|show|long)))+)(?=[ \t]*(?:[;\n|]|$))/g;
/** What stands for a Python value the guard cannot compute: a substitution whose output is unknown. */
const UNKNOWN_VALUE = '"$(python-expression)"';

/**
 * xonsh: `@(expr)` puts a Python value in a command's words (string and path literals and names
 * bound to them are read; `p"~/x"` expands `~`), `!(cmd)`, `$[cmd]` and `![cmd]` run commands like
 * `$(cmd)`, and `${"NAME"}` looks up an environment variable. Other Python values are unknown.
 */
function fromXonsh(code: string): string {
  const bound = new Map<string, string>();
  // `${...}` is the environment itself: a statement that shows it (`${...}`, `print(${...})`) prints every variable.
  const dumped = code.replace(XONSH_ENV_DUMP, "$1$2env");
  const assigned = dumped.replace(XONSH_ASSIGNMENT, (_whole, start: string, space: string, name: string, prefix: string, literal: string) => {
    const word = pythonWord(prefix, literal);
    if (word === undefined) return `${start}${space}${name}=${UNKNOWN_VALUE}`;
    bound.set(name, word);
    return `${start}${space}${name}=${word}`;
  });
  return pythonSubstitutions(assigned, bound)
    .replace(/@\$\(/g, "$(")
    .replace(XONSH_UNCAPTURED, (_whole, command: string) => `$(${command})`)
    .replace(/!\(/g, "$(")
    .replace(XONSH_ENV_LOOKUP, (_whole, expression: string) => {
      const name = /^\s*(["'])(\w+)\1\s*$/.exec(expression)?.[2] ?? /^\s*(\w+)\s*$/.exec(expression)?.[1];
      return name !== undefined ? `\${${name}}` : UNKNOWN_VALUE;
    });
}

/** Each `@(expr)` (parentheses nested inside it matched) replaced by the expression's words. */
function pythonSubstitutions(code: string, bound: ReadonlyMap<string, string>): string {
  let result = "";
  let index = 0;
  for (let start = code.indexOf("@(", index); start >= 0; start = code.indexOf("@(", index)) {
    let depth = 0;
    let end = start + 1;
    for (; end < code.length; end++) {
      if (code[end] === "(") depth++;
      else if (code[end] === ")" && --depth === 0) break;
    }
    if (end >= code.length) break;
    result += code.slice(index, start) + pythonValue(code.slice(start + 2, end).trim(), bound);
    index = end + 1;
  }
  return result + code.slice(index);
}

/** The words of a Python expression in `@(…)`: literals, a list or tuple of them, or a name bound to one. */
function pythonValue(expression: string, bound: ReadonlyMap<string, string>): string {
  const name = /^[A-Za-z_]\w*$/.test(expression) ? bound.get(expression) : undefined;
  if (name !== undefined) return name;
  const items = /^[[(](.*)[\])]$/s.exec(expression)?.[1]?.split(",").map((item) => item.trim()).filter(Boolean) ?? [expression];
  const words: string[] = [];
  for (const item of items) {
    const literal = PY_LITERAL_WORD.exec(item);
    const word = literal ? pythonWord(literal[1] ?? "", literal[2] ?? "") : bound.get(item);
    if (word === undefined) return UNKNOWN_VALUE;
    words.push(word);
  }
  return words.join(" ");
}

/** A Python literal as one shell word: path literals (`p"…"`) expand a leading `~`; f-strings with fields are unknown. */
function pythonWord(prefix: string, literal: string): string | undefined {
  const flags = prefix.toLowerCase();
  if (!/^[bfpr]*$/.test(flags)) return undefined;
  const text = literal.slice(1, -1);
  if (flags.includes("f") && /[{}]/.test(text)) return undefined;
  if (flags.includes("p") && text.startsWith("~")) {
    const slash = text.indexOf("/");
    const user = slash < 0 ? text : text.slice(0, slash);
    const rest = slash < 0 ? "" : text.slice(slash + 1);
    // The slash stays unquoted: bash expands `~` only up to an unquoted slash.
    return /^~[\w.-]*$/.test(user) ? `${user}${slash < 0 ? "" : "/"}${rest ? quote(rest) : ""}` : quote(text);
  }
  return quote(text);
}

/**
 * nushell: `^cmd` and `run-external cmd` run the external program, `(cmd)` substitutes its
 * output, and `$env.NAME` and `$nu.home-path` are the environment's values.
 */
function fromNu(code: string): string {
  const shown = code.replace(NU_ENV_VALUE, '$1$2echo "$$$3"').replace(NU_ENV_DUMP, "$1$2env").replace(NU_PASS_ON, "|$1cat");
  const externals = shown.replace(/(^|[\s;|({])\^(?=[\w./~-])/g, "$1").replace(/(^|[\s;|({])run-external[ \t]+/g, "$1");
  const variables = externals.replace(/\$env\.([A-Za-z_]\w*)/g, "$$$1").replace(/\$nu\.home-path\b/g, "$$HOME");
  return fishSubstitutions(variables);
}

/**
 * elvish: `e:cmd` names the external program, `(cmd)` substitutes its output (`put` prints its
 * arguments), and `$E:NAME` is an environment variable.
 */
function fromElvish(code: string): string {
  const externals = code.replace(/(^|[\s;|({])e:(?=[\w./~-])/g, "$1").replace(/\$E:([A-Za-z_]\w*)/g, "$$$1");
  return fishSubstitutions(externals.replace(/\((\s*)put(?=\s)/g, "($1echo"));
}

/** A zsh flag's argument: the text between a delimiter and its match (`j:,:`, `s.:.`, `j[-]`). */
const ZSH_FLAGGED = /\$\{\(([^()]{1,40})\)([A-Za-z_]\w*)(?:\[(\d{1,4}|[@*])\])?\}/g;
/** Flags on a nested expansion (`${(j::)${(s:,:)x}}`), once the inner one is translated. */
const ZSH_FLAGGED_NESTED = /\$\{\(([^()]{1,40})\)(\$\{[^{}]{1,120}\})\}/g;
const ZSH_SUBSCRIPT = /\$\{?([A-Za-z_]\w*)\[(\d{1,4})\]\}?/g;
const ZSH_PROCESS_FILE = /(^|[\s;|&])=\(/g;

function fromZsh(code: string): string {
  return code
    .replace(ZSH_FLAGGED, (_whole, flags: string, name: string, index?: string) => zshFlags(flags, index === undefined || !/\d/.test(index) ? name : `${name}[${Math.max(0, Number(index) - 1)}]`))
    .replace(ZSH_FLAGGED_NESTED, (_whole, flags: string, inner: string) => {
      const join = /j(.)(.*?)\1/.exec(flags);
      return join ? `"$(set -- ${inner}; IFS=${quote(join[2] as string)}; echo "$*")"` : inner;
    })
    .replace(ZSH_SUBSCRIPT, (_whole, name: string, index: string) => `\${${name}[${Math.max(0, Number(index) - 1)}]}`)
    .replace(ZSH_PROCESS_FILE, (_whole, before: string) => `${before}<(`);
}

/** `${(j:,:)a}` joins, `${(s:,:)x}` splits, `(U)`/`(L)` change case; other flags keep the value. */
function zshFlags(flags: string, name: string): string {
  const join = /j(.)(.*?)\1/.exec(flags);
  if (join) return `"$(IFS=${quote(join[2] as string)}; echo "\${${name.replace(/\[.*/, "")}[*]}")"`;
  const split = /s(.)(.+?)\1/.exec(flags);
  if (split) return `\${${name}//${quote(split[2] as string)}/ }`;
  if (flags.includes("U")) return `"\${${name}^^}"`;
  if (flags.includes("L")) return `"\${${name},,}"`;
  return name.includes("[") ? `"\${${name}}"` : `"\${${name}[@]}"`;
}

function quote(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

const FISH_SET = /(^|[;\n]|\band\s|\bor\s)(\s*)set\s+(?:-[a-zA-Z]+\s+)*([A-Za-z_]\w*)\s+([^;\n]*)/g;
const FISH_STRING_JOIN = /\(\s*string\s+join\s+("[^"]*"|'[^']*'|[^\s()]+)\s+([^()]*)\)/g;

/**
 * fish: `set [-l|-g|-x] name values…` assigns a list, `(cmd)` substitutes its output, and
 * `string join SEP args` prints the arguments joined.
 */
function fromFish(code: string): string {
  const assigned = fishBlocks(code.replace(FISH_SET_LISTING, "$1$2env")).replace(FISH_SET, (_whole, start: string, space: string, name: string, values: string) => `${start}${space}${name}=(${values.trim()})`);
  const joined = assigned.replace(FISH_STRING_JOIN, (_whole, separator: string, args: string) => `$(set -- ${args}; IFS=${separator}; echo "$*")`);
  return fishSubstitutions(joined);
}

/** fish's `(cmd)` outside quotes is a command substitution, bash's `$(cmd)`. */
function fishSubstitutions(code: string): string {
  let result = "";
  let quote: string | undefined;
  for (let index = 0; index < code.length; index++) {
    const char = code[index] as string;
    if (quote) {
      if (char === "\\" && quote === '"') {
        result += char + (code[index + 1] ?? "");
        index++;
        continue;
      }
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "\\") {
      result += char + (code[index + 1] ?? "");
      index++;
      continue;
    } else if (char === "(" && code[index - 1] !== "$" && code[index - 1] !== "=") {
      result += "$(";
      continue;
    }
    result += char;
  }
  return result;
}

/** The most statements of fish code whose blocks are rewritten. */
const MAX_FISH_STATEMENTS = 256;

/**
 * fish's blocks as bash's, one statement a line: `for x in …; …; end` → `for x in …` / `do` /
 * `done`, `if`/`else if`/`else`/`end` → `if … then … elif … else … fi`, `while`, `begin … end` and
 * `function name … end` (a function), `switch` with its `case` bodies all walked; the `and`, `or`
 * and `not` combiners; `source` with no file, which reads its input (`curl … | source`); and
 * `alias --save` / `funcsave`, which write a function file fish loads in every session.
 */
function fishBlocks(code: string): string {
  if (!/(?:^|[\s;])(?:end|and|or|not|source|alias|funcsave|begin)(?:[\s;]|$)/.test(code)) return code;
  const statements = fishStatements(code);
  if (statements === undefined) return code;
  const stack: string[] = [];
  const lines: string[] = [];
  for (const statement of statements) {
    const [keyword = "", ...rest] = statement.split(/\s+/);
    const tail = statement.slice(keyword.length).trim();
    switch (keyword) {
      case "for":
      case "while":
        stack.push("done");
        lines.push(`${keyword} ${tail}`, "do", ":");
        break;
      case "if":
        stack.push("fi");
        lines.push(`if ${fishCombiners(tail)}`, "then", ":");
        break;
      case "else":
        if (rest[0] === "if") lines.push(`elif ${fishCombiners(tail.slice(2).trim())}`, "then", ":");
        else lines.push("else", ":");
        break;
      case "begin":
      case "switch":
        stack.push("}");
        lines.push("{", ":");
        if (tail && keyword === "begin") lines.push(fishStatement(tail));
        break;
      case "function": {
        const name = rest[0] ?? "";
        if (!/^[\w.:-]+$/.test(name)) return code;
        stack.push("}");
        lines.push(`function ${name} {`, ":");
        break;
      }
      case "case":
        break;
      case "end":
        lines.push(stack.pop() ?? ":");
        break;
      default:
        lines.push(fishStatement(statement));
    }
  }
  while (stack.length > 0) lines.push(stack.pop() as string);
  return lines.join("\n");
}

/** One fish statement as bash: its combiner words, `source` of its input, and saved aliases. */
function fishStatement(statement: string): string {
  const combined = fishCombiners(statement);
  const saved = /^alias\s+(?:--save|-s)\s+(?:(?:--\w+|-\w)\s+)*([\w.-]+)(?:=|\s+)(.*)$/s.exec(combined) ?? /^alias\s+(?:(?:--\w+|-\w)\s+)*([\w.-]+)(?:=|\s+)(.*?)\s+(?:--save|-s)$/s.exec(combined);
  // The alias is a function of that name here and in every later session.
  if (saved) return `function ${saved[1]} { :; }\n${functionFile(saved[1] as string, `function ${saved[1]}; ${unquote(saved[2] as string)} $argv; end`)}`;
  const funcsave = /^funcsave\s+(?:(?:--\w+|-\w)\s+)*([\w.-]+)/.exec(combined);
  if (funcsave) return functionFile(funcsave[1] as string, `function ${funcsave[1]}`);
  // `source` (or `.`) without a file, or with `-`, runs what arrives on its input.
  return combined.replace(/(^|\|\s*)(?:source|\.)(?:\s+-)?\s*$/, "$1sh");
}

function fishCombiners(statement: string): string {
  return statement.replace(/^(?:and|or)\s+/, "").replace(/^not\s+/, "! ");
}

function functionFile(name: string, body: string): string {
  return `printf '%s\\n' ${quote(body)} > ~/.config/fish/functions/${name}.fish`;
}

function unquote(text: string): string {
  const trimmed = text.trim();
  return /^(["'])(.*)\1$/s.exec(trimmed)?.[2] ?? trimmed;
}

/** fish code split into statements at `;` and newlines outside quotes and parentheses; undefined when unbalanced. */
function fishStatements(code: string): string[] | undefined {
  const statements: string[] = [];
  let current = "";
  let quote: string | undefined;
  let depth = 0;
  for (let index = 0; index < code.length; index++) {
    const char = code[index] as string;
    if (quote) {
      if (char === "\\" && index + 1 < code.length) {
        current += char + code[++index];
        continue;
      }
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "\\" && index + 1 < code.length) {
      current += char + code[++index];
      continue;
    } else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "#" && /(?:^|\s)$/.test(current) && depth === 0) {
      while (index + 1 < code.length && code[index + 1] !== "\n") index++;
      continue;
    } else if ((char === ";" || char === "\n") && depth === 0) {
      if (current.trim()) statements.push(current.trim());
      current = "";
      if (statements.length > MAX_FISH_STATEMENTS) return undefined;
      continue;
    }
    current += char;
  }
  if (quote || depth !== 0) return undefined;
  if (current.trim()) statements.push(current.trim());
  return statements;
}
