/** Code longer than this is left as written (the translations are for one-liners). */
const MAX_TRANSLATED = 4096;

/**
 * The shells whose own syntax is translated into bash's before the code is parsed: zsh's
 * parameter flags and subscripts, fish's command substitutions, `set` and `string join`.
 */
export type ShellDialect = "zsh" | "fish";

/** The dialect a shell's code is written in, when it is not read as bash as it is. */
export function shellDialect(name: string): ShellDialect | undefined {
  if (name === "zsh" || name === "rzsh") return "zsh";
  if (name === "fish") return "fish";
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
  return dialect === "zsh" ? fromZsh(code) : fromFish(code);
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
  const assigned = code.replace(FISH_SET, (_whole, start: string, space: string, name: string, values: string) => `${start}${space}${name}=(${values.trim()})`);
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
