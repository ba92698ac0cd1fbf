/** A `sed` substitution that deletes from the first `=` to the end of the line (`s|=.*||`, `s#=.*$##g`). */
const SED_DROPS_VALUE = /^s([/|#:,@])=\.\*\$?\1\1g?$/;
/** An awk program that prints the first field only, optionally for matching lines (`{print $1}`, `!/^#/ {print $1}`, `NF {print $1}`). */
const AWK_PRINTS_FIRST = /^\s*(?:!?\s*\/[^/]{0,64}\/\s*|NF\s*|\$1\s*!=\s*""\s*)?\{\s*print\s+\$1\s*;?\s*\}\s*$/;
/**
 * A grep pattern anchored at the line's start that cannot match `=`: runs of classes of name
 * characters (`^[A-Z_]*`, `^[A-Z_][A-Z0-9_]*`, `^[^=]+`, `^\w+`), an optional `=` at the end.
 * Bounded: at most eight pieces, each a fixed class and one quantifier.
 */
const GREP_NAME_PATTERN = /^\^(?:export\s)?(?:(?:\[[A-Za-z0-9_-]{1,24}\]|\[\^=\]|\[\^=\s\]|\\w)(?:[*+?]|\{\d{1,3}(?:,\d{0,3})?\})?){1,8}=?$/;
/** A jq or yq program that keeps the keys of an object and drops its values (`keys`, `.data | keys`, `keys[]`, `to_entries | map(.key)`). */
const JQ_KEYS = /^\s*(?:\.[\w."[\]-]{0,128}\s*\|\s*)?(?:keys(?:_unsorted)?(?:\[\])?|to_entries\s*\|\s*map\(\s*\.key\s*\)|to_entries\[\]\s*\|\s*\.key|to_entries\[\]\.key)(?:\s*\|\s*(?:\.\[\]|length|sort|join\("[^"]{0,8}"\)))?\s*$/;

/** The `-d`/`--delimiter` value of a cut invocation, or undefined. */
function cutDelimiter(args: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-d" || arg === "--delimiter") return args[index + 1];
    if (arg.startsWith("--delimiter=")) return arg.slice(12);
    if (/^-d./.test(arg)) return arg.slice(2);
  }
  return undefined;
}

/** The `-f`/`--fields` value of a cut invocation, or undefined. */
function cutFields(args: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-f" || arg === "--fields") return args[index + 1];
    if (arg.startsWith("--fields=")) return arg.slice(9);
    if (/^-f./.test(arg)) return arg.slice(2);
  }
  return undefined;
}

/** awk's field separator (`-F=`, `-F '='`, `-v FS==`), or undefined. */
function awkSeparator(args: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-F") return args[index + 1];
    if (arg.startsWith("-F")) return arg.slice(2);
    if (arg === "-v" && /^FS=/.test(args[index + 1] ?? "")) return (args[index + 1] as string).slice(3);
  }
  return undefined;
}

/**
 * Whether a filter keeps only the names of `NAME=value` lines, never the values: `cut -d= -f1`,
 * `awk -F= '{print $1}'`, `sed 's|=.*||'`, `grep -o '^[A-Z_]*'`. The field or part it keeps is
 * what is modelled, not the spelling: a field list other than the first (`-f2`, `-f1-`, `-f1,2`),
 * a complement, an awk program printing anything else or a pattern that can reach past the `=`
 * keeps values and answers false.
 *
 * @example
 * keepsOnlyVariableNames("cut", ["-d=", "-f1", ".env"]) // true
 * keepsOnlyVariableNames("cut", ["-d=", "-f2", ".env"]) // false
 */
export function keepsOnlyVariableNames(name: string, args: readonly string[]): boolean {
  if (args.length > 16 || args.some((arg) => arg.length > 256)) return false;
  switch (name) {
    case "cut":
    case "gcut":
      return cutDelimiter(args) === "=" && cutFields(args) === "1" && !args.includes("--complement");
    case "awk":
    case "gawk":
    case "mawk":
    case "nawk": {
      if (awkSeparator(args) !== "=") return false;
      const program = args.find((arg, index) => !arg.startsWith("-") && args[index - 1] !== "-F" && args[index - 1] !== "-v");
      return program !== undefined && AWK_PRINTS_FIRST.test(program);
    }
    case "sed":
    case "gsed": {
      if (args.some((arg) => /^-[a-zA-Z]*[nif]|^--(?:quiet|silent|in-place|file)/.test(arg))) return false;
      const explicit = args.filter((_arg, index) => args[index - 1] === "-e" || args[index - 1] === "--expression");
      const programs = explicit.length > 0 ? explicit : args.filter((arg) => !arg.startsWith("-")).slice(0, 1);
      return programs.length > 0 && programs.every((program) => SED_DROPS_VALUE.test(program));
    }
    case "grep":
    case "egrep":
    case "rg": {
      const only = args.some((arg) => /^-[a-zA-Z]*o|^--only-matching$/.test(arg));
      if (!only || args.some((arg) => /^-[a-zA-Z]*[ABCvf]|^--(?:after|before|context|invert|file)/.test(arg))) return false;
      const explicit = args.filter((_arg, index) => /^-[a-zA-Z]*e$|^--regexp$/.test(args[index - 1] ?? ""));
      const patterns = explicit.length > 0 ? explicit : args.filter((arg) => !arg.startsWith("-")).slice(0, 1);
      return patterns.length > 0 && patterns.every((pattern) => GREP_NAME_PATTERN.test(pattern));
    }
    default:
      return false;
  }
}

/**
 * Whether a jq or yq invocation prints only the keys of what it reads (`jq keys`, `jq '.data |
 * keys'`, `yq 'keys'`), never a value.
 *
 * @example
 * keepsOnlyKeys("jq", ["-r", ".data | keys[]"]) // true
 * keepsOnlyKeys("jq", [".data"]) // false
 */
export function keepsOnlyKeys(name: string, args: readonly string[]): boolean {
  if (!/^(?:jq|gojq|jaq|yq)$/.test(name) || args.length > 16) return false;
  if (args.some((arg) => /^--(?:arg|argjson|slurpfile|rawfile|args|jsonargs|from-file)$|^-[a-zA-Z]*f$/.test(arg))) return false;
  const program = args.find((arg) => !arg.startsWith("-"));
  return program !== undefined && program.length <= 256 && JQ_KEYS.test(program);
}

/**
 * Whether a filter's output keeps only names (variable names or object keys) of what it reads,
 * so a secret read or piped into it is not printed.
 *
 * @example
 * keepsOnlyNames("awk", ["-F=", "{print $1}"]) // true
 */
export function keepsOnlyNames(name: string, args: readonly string[]): boolean {
  return keepsOnlyVariableNames(name, args) || keepsOnlyKeys(name, args);
}

/**
 * Whether a names filter drops the lines that hold no name at all, so a multi-line value's
 * continuation lines cannot pass: `cut -s` (only lines with the delimiter) and `grep -o` (only
 * the matches). `cut -d= -f1`, `awk -F= '{print $1}'` and `sed 's|=.*||'` pass such lines whole.
 *
 * @example
 * dropsUnnamedLines("cut", ["-s", "-d=", "-f1"]) // true
 * dropsUnnamedLines("cut", ["-d=", "-f1"]) // false
 */
export function dropsUnnamedLines(name: string, args: readonly string[]): boolean {
  if (name === "cut" || name === "gcut") return args.some((arg) => arg === "--only-delimited" || /^-[a-zA-Z]*s/.test(arg));
  return name === "grep" || name === "egrep" || name === "rg";
}

/** grep's short options that take a value (grep(1)): the letters after one in a cluster are its value. */
const GREP_VALUE_LETTERS = "ABCDdefm";
/** ripgrep's short options that take a value (rg(1)); its `-L` follows links and `-r` replaces. */
const RG_VALUE_LETTERS = "ABCEdefgjMmrTt";

/** What a search that prints no matched line prints instead: its exit status only, counts, or file names. */
export type LinelessOutput = "status" | "counts" | "file names";

/**
 * What a search prints when it prints no matched line, or undefined when it prints lines:
 * grep's `-q|--quiet|--silent` (the exit status), `-c|--count` (counts), `-l|--files-with-matches`
 * and `-L|--files-without-match` (file names) — grep(1): with these "normal output" is suppressed —
 * and ripgrep's `-q`, `-c`, `--count-matches`, `-l`, `--files-without-match` (rg(1)). Reading a
 * secret file this way reveals whether a name is in it, never a value. Only known arguments count:
 * a pattern known only at run time could guess a value piece by piece.
 *
 * @example
 * linelessSearchOutput("grep", ["-c", "API_KEY", ".env"]) // "counts"
 * linelessSearchOutput("grep", ["-A2", "API_KEY", ".env"]) // undefined
 */
export function linelessSearchOutput(name: string, args: readonly string[]): LinelessOutput | undefined {
  const ripgrep = name === "rg";
  if (!ripgrep && name !== "grep" && name !== "egrep" && name !== "fgrep" && name !== "zgrep") return undefined;
  if (args.length > 32 || args.includes("?")) return undefined;
  const valueLetters = ripgrep ? RG_VALUE_LETTERS : GREP_VALUE_LETTERS;
  let output: LinelessOutput | undefined;
  const strongest = (found: LinelessOutput): void => {
    // `-q` wins over `-l`, which wins over `-c`, as grep(1) orders them.
    if (output === undefined || found === "status" || (found === "file names" && output === "counts")) output = found;
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "--") break;
    if (arg.startsWith("--")) {
      if (/^--(?:quiet|silent)$/.test(arg)) strongest("status");
      else if (/^--(?:count|count-matches)$/.test(arg)) strongest("counts");
      else if (/^--(?:files-with-matches|files-without-match)$/.test(arg)) strongest("file names");
      continue;
    }
    if (!/^-[a-zA-Z0-9]+$/.test(arg)) continue;
    for (let at = 1; at < arg.length; at++) {
      const letter = arg[at] as string;
      if (letter === "q") strongest("status");
      else if (letter === "c") strongest("counts");
      else if (letter === "l" || (letter === "L" && !ripgrep)) strongest("file names");
      else if (valueLetters.includes(letter)) {
        // The option's value is the rest of the cluster or the next word: skip it.
        if (at === arg.length - 1) index++;
        break;
      }
    }
  }
  return output;
}

/**
 * Whether a comparison reports only whether (or where) files differ, never their content:
 * `diff -q|--brief` ("Files A and B differ", diff(1)), and cmp(1) without `-l|--verbose` or
 * `-b|--print-bytes` (the first differing byte's offset and line number, or nothing with `-s`).
 *
 * @example
 * comparesWithoutContent("diff", ["-q", ".env", ".env.example"]) // true
 * comparesWithoutContent("cmp", ["-l", ".env", ".env.bak"]) // false
 */
export function comparesWithoutContent(name: string, args: readonly string[]): boolean {
  if (args.length > 16 || args.includes("?")) return false;
  const flags = args.filter((arg) => arg.startsWith("-") && arg !== "-");
  if (name === "diff") return flags.some((arg) => arg === "--brief" || (/^-[a-zA-Z]+$/.test(arg) && arg.includes("q")));
  if (name === "cmp") return !flags.some((arg) => arg === "--verbose" || arg === "--print-bytes" || (/^-[a-zA-Z]+$/.test(arg) && /[lb]/.test(arg)));
  return false;
}
