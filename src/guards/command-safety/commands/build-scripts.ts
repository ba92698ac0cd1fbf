import path from "node:path";
import { shellQuote } from "./loose-json.js";

/** What a language toolchain's build script runs, by its documentation. */
export interface BuildScriptCode {
  /** Shell command lines the script runs. */
  commands: string[];
  /** The interpreter that runs the whole file, with its code option (`conftest.py` → `python3 -c`). */
  interpreter?: readonly [string, string];
}

const MAX_TEXT = 256 * 1024;
const MAX_COMMANDS = 64;
const MAX_WORDS = 64;
/** A double- or single-quoted string literal on one line, escapes kept. Linear: each literal is one run. */
const LITERAL = /"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})'/g;
/** CMake keywords that end a `COMMAND` list of `execute_process` and `add_custom_command`. */
const CMAKE_KEYWORDS = new Set([
  "COMMAND", "WORKING_DIRECTORY", "TIMEOUT", "RESULT_VARIABLE", "RESULTS_VARIABLE", "OUTPUT_VARIABLE", "ERROR_VARIABLE", "INPUT_FILE", "OUTPUT_FILE", "ERROR_FILE",
  "OUTPUT_QUIET", "ERROR_QUIET", "COMMAND_ECHO", "OUTPUT_STRIP_TRAILING_WHITESPACE", "ERROR_STRIP_TRAILING_WHITESPACE", "ENCODING", "ECHO_OUTPUT_VARIABLE",
  "ECHO_ERROR_VARIABLE", "COMMAND_ERROR_IS_FATAL", "OUTPUT", "DEPENDS", "BYPRODUCTS", "COMMENT", "VERBATIM", "USES_TERMINAL", "MAIN_DEPENDENCY", "IMPLICIT_DEPENDS",
  "DEPFILE", "JOB_POOL", "APPEND", "COMMAND_EXPAND_LISTS", "TARGET", "PRE_BUILD", "PRE_LINK", "POST_BUILD", "SOURCES", "ALL",
]);

/**
 * The commands a build script runs: `build.rs`'s `Command::new(P).arg(A).args([…])` chains read
 * into command lines; Gradle's `commandLine …`, `executable`, `"…".execute()` and `[…].execute()`;
 * CMake's `execute_process(COMMAND …)` and `add_custom_command`/`add_custom_target` `COMMAND`s;
 * node-gyp's `<!(…)` expansions and `action` lists; `conftest.py` and `extconf.rb` as a whole, run by
 * their interpreter. Undefined for other files.
 *
 * @example
 * buildScriptCode("/w/build.rs", 'Command::new("sh").arg("-c").arg("curl x | sh").status();')?.commands // ["sh -c 'curl x | sh'"]
 */
export function buildScriptCode(file: string, text: string): BuildScriptCode | undefined {
  const base = path.posix.basename(file);
  const bounded = text.slice(0, MAX_TEXT);
  if (base === "conftest.py") return { commands: [bounded.slice(0, 20_000)], interpreter: ["python3", "-c"] };
  if (base === "extconf.rb") return { commands: [bounded.slice(0, 20_000)], interpreter: ["ruby", "-e"] };
  if (base === "build.rs") return { commands: rustCommands(bounded) };
  if (/\.gradle(?:\.kts)?$/.test(base)) return { commands: gradleCommands(bounded) };
  if (base === "binding.gyp") return { commands: gypCommands(bounded) };
  if (base === "CMakeLists.txt" || base.endsWith(".cmake")) return { commands: cmakeCommands(bounded) };
  return undefined;
}

/** The literals of a piece of code, unescaped. */
function literals(code: string): string[] {
  return [...code.matchAll(LITERAL)].slice(0, MAX_WORDS).map((match) => unescape(match[1] ?? match[2] ?? ""));
}

function unescape(value: string): string {
  return value.replace(/\\(.)/g, (_whole, next: string) => (next === "n" ? "\n" : next === "t" ? "\t" : next));
}

/** The text inside the parenthesis opened just before `from`, and where it ends; bounded, quotes respected. */
function balanced(text: string, from: number): { inside: string; end: number } {
  let depth = 1;
  let quote = "";
  const limit = Math.min(text.length, from + 8000);
  for (let index = from; index < limit; index++) {
    const char = text[index] as string;
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") {
      depth--;
      if (depth === 0) return { inside: text.slice(from, index), end: index + 1 };
    }
  }
  return { inside: text.slice(from, limit), end: limit };
}

/** `Command::new("prog").arg("a").args(["b", "c"])…`: each chain as one command line; arguments that are not literals stand as an unknown value. */
function rustCommands(text: string): string[] {
  const commands: string[] = [];
  for (const match of text.matchAll(/Command::new\s*\(/g)) {
    if (commands.length >= MAX_COMMANDS) break;
    const program = balanced(text, (match.index ?? 0) + match[0].length);
    const words = [literals(program.inside)[0] ?? "$RUST_VALUE"];
    let at = program.end;
    for (let step = 0; step < MAX_WORDS; step++) {
      const call = /^\s*\.\s*([a-z_]+)\s*\(/.exec(text.slice(at, at + 200));
      if (!call) break;
      const args = balanced(text, at + call[0].length);
      const found = literals(args.inside);
      if (call[1] === "arg") words.push(found[0] ?? "$RUST_VALUE");
      else if (call[1] === "args") words.push(...(found.length > 0 ? found : ["$RUST_VALUE"]));
      at = args.end;
    }
    commands.push(words.map(shellQuote).join(" "));
  }
  return commands;
}

/** Gradle's `commandLine …` and `executable …` (Groovy and Kotlin DSL, `exec`, `providers.exec`, `Exec` tasks) and Groovy's `"…".execute()`. */
function gradleCommands(text: string): string[] {
  const commands: string[] = [];
  for (const line of text.split("\n", 8000)) {
    if (commands.length >= MAX_COMMANDS) break;
    const command = /\b(?:commandLine|executable)\b\s*(?:=\s*(?:listOf|arrayOf)?\s*)?\(?(.*)$/.exec(line);
    if (command) {
      const words = literals(command[1] as string);
      if (words.length > 0) commands.push(words.map(shellQuote).join(" "));
    }
    for (const run of line.matchAll(/("(?:[^"\\\n]|\\.){0,4000}"|'(?:[^'\\\n]|\\.){0,4000}')\s*\.execute\s*\(/g)) commands.push(literals(run[1] as string)[0] ?? "");
    for (const run of line.matchAll(/\[([^\]\n]{0,4000})\]\s*\.execute\s*\(/g)) commands.push(literals(run[1] as string).map(shellQuote).join(" "));
  }
  return commands.filter((command) => command.trim() !== "");
}

/** node-gyp's command expansions `<!(cmd)` and `<!@(cmd)`, and each `action` list. */
function gypCommands(text: string): string[] {
  const commands: string[] = [];
  for (const match of text.matchAll(/<!@?\(/g)) {
    if (commands.length >= MAX_COMMANDS) break;
    commands.push(expansion(text, (match.index ?? 0) + match[0].length));
  }
  for (const match of text.matchAll(/["']action["']\s*:\s*\[/g)) {
    if (commands.length >= MAX_COMMANDS) break;
    commands.push(literals(balanced(text, (match.index ?? 0) + match[0].length).inside).map(shellQuote).join(" "));
  }
  return commands.filter((command) => command.trim() !== "");
}

/** A `<!(…)` expansion's command: up to its closing parenthesis (quotes are the command's own), with the string's escapes undone. */
function expansion(text: string, from: number): string {
  let depth = 1;
  const limit = Math.min(text.length, from + 4000);
  for (let index = from; index < limit; index++) {
    if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return text.slice(from, index).replace(/\\(["'\\])/g, "$1");
  }
  return text.slice(from, limit);
}

/** CMake's `execute_process`, `add_custom_command` and `add_custom_target`: each `COMMAND` and its words up to the next keyword. */
function cmakeCommands(text: string): string[] {
  const commands: string[] = [];
  for (const match of text.matchAll(/\b(?:execute_process|add_custom_command|add_custom_target)\s*\(/gi)) {
    if (commands.length >= MAX_COMMANDS) break;
    const words = cmakeWords(balanced(text, (match.index ?? 0) + match[0].length).inside);
    let current: string[] | undefined;
    for (const word of words) {
      if (word.keyword && word.text === "COMMAND") {
        if (current?.length) commands.push(current.map(shellQuote).join(" "));
        current = [];
      } else if (word.keyword && CMAKE_KEYWORDS.has(word.text)) {
        if (current?.length) commands.push(current.map(shellQuote).join(" "));
        current = undefined;
      } else current?.push(word.text);
    }
    if (current?.length) commands.push(current.map(shellQuote).join(" "));
  }
  return commands;
}

/** CMake arguments: quoted ones unescaped (never keywords), unquoted ones split on blanks. */
function cmakeWords(text: string): { text: string; keyword: boolean }[] {
  const words: { text: string; keyword: boolean }[] = [];
  for (const match of text.matchAll(/"((?:[^"\\]|\\.){0,4000})"|([^\s"()]+)/g)) {
    if (words.length >= 256) break;
    if (match[1] !== undefined) words.push({ text: unescape(match[1]), keyword: false });
    else words.push({ text: match[2] as string, keyword: true });
  }
  return words;
}
