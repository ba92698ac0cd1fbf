import { patternWorkFits, regexRepeats } from "../evaluate/pattern-work.js";

/** Longest text and longest sed expression the filters evaluate; beyond them the output is unknown. */
const MAX_TEXT = 4096;
const MAX_EXPRESSION = 128;
const MAX_SED_COMMANDS = 8;

/**
 * What `sed` prints for known input when its script is only `s///` substitutions (`-e`, `-E`/`-r`,
 * several separated by `;`): `echo xm | sed 's/x/r/'` prints `rm`. Undefined for anything else
 * (other commands, `-n`, `-i`, files), and for patterns with quantified groups, which could take
 * exponential time.
 *
 * @example
 * sedText(["s/x/r/"], "xm -rf\n") // "rm -rf\n"
 */
export function sedText(args: readonly string[], text: string): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const scripts: string[] = [];
  let extended = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-e" || arg === "--expression") scripts.push(args[++index] ?? "");
    else if (arg.startsWith("--expression=")) scripts.push(arg.slice(13));
    else if (arg === "-E" || arg === "-r" || arg === "--regexp-extended") extended = true;
    else if (arg === "--posix" || arg === "-u" || arg === "--unbuffered") continue;
    else if (arg.startsWith("-")) return undefined;
    else if (scripts.length === 0) scripts.push(arg);
    else return undefined;
  }
  const commands = scripts.flatMap((script) => script.split(/\s*[;\n]\s*/)).filter((command) => command.trim() !== "");
  if (commands.length === 0 || commands.length > MAX_SED_COMMANDS) return undefined;
  const substitutions = commands.map((command) => substitution(command.trim(), extended));
  if (substitutions.some((item) => item === undefined)) return undefined;
  const lines = text.split("\n");
  // Patterns and text both come from the command: refuse what would backtrack for too long.
  const repeats = Math.max(...substitutions.map((item) => regexRepeats(item!.pattern.source)));
  if (!patternWorkFits(repeats, Math.max(...lines.map((line) => line.length))) || !patternWorkFits(repeats, text.length / Math.max(1, lines.length))) return undefined;
  return lines.map((line, index) => (index === lines.length - 1 && line === "" ? line : substitutions.reduce((current, item) => current.replace(item!.pattern, item!.replacement), line))).join("\n");
}

function substitution(command: string, extended: boolean): { pattern: RegExp; replacement: string } | undefined {
  const delimiter = command[1];
  if (command[0] !== "s" || delimiter === undefined || /[\s\\\n]/.test(delimiter) || command.length > MAX_EXPRESSION) return undefined;
  const parts: string[] = [""];
  for (let index = 2; index < command.length; index++) {
    const char = command[index] as string;
    if (char === "\\" && command[index + 1] === delimiter) {
      parts[parts.length - 1] += delimiter;
      index++;
    } else if (char === "\\" && index + 1 < command.length) {
      parts[parts.length - 1] += char + command[++index];
    } else if (char === delimiter) parts.push("");
    else parts[parts.length - 1] += char;
  }
  if (parts.length !== 3) return undefined;
  const [source, replacement, flags] = parts as [string, string, string];
  if (!/^[gI]*$/.test(flags) || /\)[*+?{]|\\\)\\?[*+?{]/.test(source)) return undefined;
  try {
    return { pattern: new RegExp(extended ? source : basicToExtended(source), `${flags.includes("g") ? "g" : ""}${flags.includes("I") ? "i" : ""}`), replacement: sedReplacement(replacement) };
  } catch {
    return undefined;
  }
}

/** A POSIX basic regular expression in JavaScript's syntax: `\(`, `\{`, `\+`, `\?`, `\|` are the operators; the bare characters are literal. */
function basicToExtended(source: string): string {
  let result = "";
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (char === "\\" && index + 1 < source.length) {
      const next = source[++index] as string;
      result += "(){}+?|".includes(next) ? next : `\\${next}`;
    } else result += "(){}+?|".includes(char) ? `\\${char}` : char;
  }
  return result;
}

/** sed's replacement in JavaScript's: `&` is the match, `\1`…`\9` the groups, `\n` a newline. */
function sedReplacement(replacement: string): string {
  let result = "";
  for (let index = 0; index < replacement.length; index++) {
    const char = replacement[index] as string;
    if (char === "\\" && index + 1 < replacement.length) {
      const next = replacement[++index] as string;
      result += /\d/.test(next) ? `$${next}` : next === "n" ? "\n" : next === "$" ? "$$" : next;
    } else result += char === "&" ? "$&" : char === "$" ? "$$" : char;
  }
  return result;
}

/**
 * What `cut -d C -f LIST` or `cut -c LIST` prints for known input (`echo a:rm | cut -d: -f2`).
 *
 * @example
 * cutText(["-d:", "-f2"], "a:rm\n") // "rm\n"
 */
export function cutText(args: readonly string[], text: string): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  let delimiter = "\t";
  let fields: string | undefined;
  let characters: string | undefined;
  let only = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const [option, attached] = /^-[dfc]./.test(arg) ? [arg.slice(0, 2), arg.slice(2)] : [arg, undefined];
    const value = () => attached ?? args[++index];
    if (option === "-d") delimiter = value() ?? "";
    else if (option === "-f") fields = value();
    else if (option === "-c" || option === "-b") characters = value();
    else if (option === "-s") only = true;
    else return undefined;
  }
  if (delimiter.length !== 1 || (fields === undefined) === (characters === undefined)) return undefined;
  const list = positions((fields ?? characters) as string);
  if (!list) return undefined;
  const lines = text.split("\n");
  const cut = (line: string) => {
    if (characters !== undefined) return [...line].filter((_, at) => list(at + 1)).join("");
    if (!line.includes(delimiter)) return only ? undefined : line;
    return line.split(delimiter).filter((_, at) => list(at + 1)).join(delimiter);
  };
  return lines.map((line, index) => (index === lines.length - 1 && line === "" ? line : cut(line))).filter((line) => line !== undefined).join("\n");
}

/** cut's LIST (`2`, `1,3`, `2-`, `-3`, `2-4`) as a test of 1-based positions. */
function positions(list: string): ((position: number) => boolean) | undefined {
  const ranges: [number, number][] = [];
  for (const part of list.split(",")) {
    const match = /^(\d*)(-?)(\d*)$/.exec(part);
    if (!match || (match[1] === "" && match[3] === "")) return undefined;
    const from = match[1] === "" ? 1 : Number(match[1]);
    const to = match[2] === "" ? from : match[3] === "" ? Infinity : Number(match[3]);
    ranges.push([from, to]);
  }
  return (position) => ranges.some(([from, to]) => position >= from && position <= to);
}

/**
 * What `awk [-F SEP] '{print $N, …}'` prints for known input: the listed fields of each line.
 *
 * @example
 * awkPrintText(["{print $2}"], "a rm\n") // "rm\n"
 */
export function awkPrintText(args: readonly string[], text: string): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  let separator: string | undefined;
  let program: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-F") separator = args[++index];
    else if (arg.startsWith("-F")) separator = arg.slice(2);
    else if (program === undefined && !arg.startsWith("-")) program = arg;
    else return undefined;
  }
  const print = /^\s*\{\s*print\s+((?:\$(?:\d{1,2}|NF)\s*,?\s*)+);?\s*\}\s*$/.exec(program ?? "")?.[1];
  if (print === undefined || (separator !== undefined && separator.length !== 1)) return undefined;
  const items = [...print.matchAll(/\$(\d{1,2}|NF)(\s*,)?/g)];
  const lines = text.split("\n");
  const line = (input: string) => {
    const fields = separator === undefined ? input.trim().split(/[ \t]+/) : input.split(separator);
    const pick = (name: string) => (name === "0" ? input : (name === "NF" ? fields.at(-1) : fields[Number(name) - 1]) ?? "");
    return items.map((item, index) => pick(item[1] as string) + (index < items.length - 1 ? (item[2] ? " " : "") : "")).join("");
  };
  return lines.map((input, index) => (index === lines.length - 1 && input === "" ? input : line(input))).join("\n");
}
