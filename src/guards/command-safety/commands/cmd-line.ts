/** How many `call` and `for` levels are expanded (each one re-reads a command once). */
const MAX_DEPTH = 3;
/** How many `set` variables one line keeps. */
const MAX_VARIABLES = 32;
/** How many commands of one line are read. */
const MAX_COMMANDS = 64;
/** cmd.exe's documented limit on a command line, after expansion; a longer one is not computed. */
const MAX_LINE = 8191;

/**
 * A command whose name only a variable nobody can compute gives: the shell reads it as code printed
 * by a program, which asks (`code.generated`).
 */
export const UNKNOWN_CMD_COMMAND = 'eval "$(cmd-computed-command)"';

/** How cmd.exe was started. */
export interface CmdLineOptions {
  /** `cmd /V:ON` (or `/V`): `!name!` expands when each command runs. */
  delayedExpansion?: boolean;
}

/** What the commands read so far set. */
interface LineState {
  variables: Map<string, string>;
  delayed: boolean;
}

const SEPARATOR = /^(?:&&|\|\||[&|])$/;

/**
 * Reads a cmd.exe line the way cmd.exe does before running each command, as far as the line itself
 * tells (cmd /?, set /?, for /?, Invoke-DOSfuscation's building blocks):
 *
 * - `^` escapes outside double quotes are removed (`^r^d` is `rd`);
 * - `%COMSPEC%` is cmd.exe; other `%name%` are expanded when the line is read, before any `set` of
 *   the same line runs, so they stay as written there;
 * - after `call`, `%name%`, `%name:~start,length%` (negative too) and `%name:old=new%` have the
 *   values the line `set` (`set x=…`, `set "x=…"`, `call set y=%x%`);
 * - with delayed expansion (`cmd /V:ON`, `setlocal EnableDelayedExpansion`), `!name!` and its
 *   substring and substitution forms have them when each command runs;
 * - `for /f ["options"] %a in ('echo …'|"text") do …` runs its body with `%a` the text's first
 *   line's token (`delims=` the whole line);
 * - a command named only by a variable nobody can compute is {@link UNKNOWN_CMD_COMMAND}.
 *
 * @example
 * readCmdLine("set x=rd&& call %x:~0,1%%x:~1,1% /s /q D:\\") // "set x=rd&& rd /s /q D:\\"
 * readCmdLine("set x=rd&& !x! /s D:\\", { delayedExpansion: true }) // "set x=rd&& rd /s D:\\"
 * readCmdLine("^r^d /^s D:\\") // "rd /s D:\\"
 */
export function readCmdLine(code: string, options: CmdLineOptions = {}): string {
  const line = removeCarets(code).replace(/%comspec%/gi, "cmd.exe");
  if (!/%|!|\bcall\b|\bfor\b|\bsetlocal\b|\bif\b/i.test(line)) return line;
  const state: LineState = { variables: new Map(), delayed: options.delayedExpansion === true };
  const pieces = splitCommands(line);
  const out: string[] = [];
  for (let index = 0; index < pieces.length && index < MAX_COMMANDS * 2; index++) {
    const piece = pieces[index] as string;
    if (SEPARATOR.test(piece)) {
      out.push(piece);
      continue;
    }
    // `for … do BODY`: the body runs to the end of the line.
    if (/^\s*for\s/i.test(piece)) {
      out.push(readFor(pieces.slice(index).join(""), state, 0));
      break;
    }
    out.push(readCommand(piece, state, 0));
  }
  return out.join("");
}

/** One command of the line, as it runs: delayed expansion, `call`'s second reading, `set` recorded. */
function readCommand(command: string, state: LineState, depth: number): string {
  const expanded = state.delayed ? expand(command, state.variables, "!") : command;
  if (expanded.length > MAX_LINE) return UNKNOWN_CMD_COMMAND;
  if (/^\s*setlocal\s+(?:\S+\s+)*enabledelayedexpansion\b/i.test(expanded)) state.delayed = true;
  if (/^\s*setlocal\s+(?:\S+\s+)*disabledelayedexpansion\b/i.test(expanded)) state.delayed = false;
  const set = /^\s*set\s+(?!\/[ap]\b)("?)([A-Za-z_][\w.$#@-]*)=(.*)$/is.exec(expanded);
  if (set?.[2] !== undefined && set[3] !== undefined) {
    let value = set[3].trimEnd();
    // `set "x=value"`: the quotes enclose the assignment; what follows the closing quote is dropped.
    if (set[1] === '"') value = value.includes('"') ? value.slice(0, value.lastIndexOf('"')) : value;
    if (state.variables.size < MAX_VARIABLES || state.variables.has(set[2].toLowerCase())) state.variables.set(set[2].toLowerCase(), value);
    return command;
  }
  // `if [/i] [not] exist X CMD`, `if defined X CMD`, `if errorlevel N CMD`, `if A==B CMD`: the condition is data, CMD runs.
  const condition = /^(\s*)if\s+(?:\/i\s+)?(?:not\s+)?(?:exist\s+(?:"[^"]*"|\S+)|defined\s+\S+|errorlevel\s+\d+|(?:"[^"]*"|[^\s=]+)\s*==\s*(?:"[^"]*"|\S+))\s+(\S.*)$/is.exec(expanded);
  if (condition?.[2] !== undefined && depth < MAX_DEPTH) return `${condition[1] ?? ""}${readCommand(condition[2], state, depth + 1)}`;
  const call = /^(\s*)call\s+(.*)$/is.exec(expanded);
  if (call?.[2] !== undefined) {
    const again = expand(call[2], state.variables, "%");
    if (depth >= MAX_DEPTH || again.length > MAX_LINE) return UNKNOWN_CMD_COMMAND;
    if (/^\s*for\s/i.test(again)) return `${call[1] ?? ""}${readFor(again, state, depth + 1)}`;
    return `${call[1] ?? ""}${readCommand(again, state, depth + 1)}`;
  }
  return unknownHead(expanded) ? `${/^\s*/.exec(expanded)?.[0] ?? ""}${UNKNOWN_CMD_COMMAND}` : expanded;
}

/**
 * `for /f ["options"] %a in ('command'|"text") do BODY`: BODY with `%a` the output's token, when the
 * command is an `echo` (or the text a literal); anything else leaves `%a` unknown.
 */
function readFor(text: string, state: LineState, depth: number): string {
  const loop = /^\s*for\s+\/f\s+(?:"([^"]*)"\s+)?%%?([A-Za-z])\s+in\s+\(\s*(?:'([^']*)'|`([^`]*)`|"([^"]*)")\s*\)\s+do\s+(.*)$/is.exec(text);
  if (!loop || depth >= MAX_DEPTH) return text;
  const [, options = "", letter, single, backquoted, literal, body = ""] = loop;
  const usebackq = /\busebackq\b/i.test(options);
  const command = usebackq ? backquoted : single;
  let output: string | undefined;
  if (command !== undefined) {
    const echo = /^\s*echo[ .]?(.*)$/is.exec(readCommand(command, state, depth + 1));
    output = echo?.[1];
  } else if (literal !== undefined && !usebackq) output = literal;
  const value = output === undefined ? undefined : forToken(output.split(/\r?\n/)[0] as string, options);
  const variable = new RegExp(`%%?${letter}`, "g");
  if (value === undefined) {
    const bodyHead = body.trimStart().split(/\s+/)[0] ?? "";
    return variable.test(bodyHead) ? UNKNOWN_CMD_COMMAND : body;
  }
  return readCommand(body.replace(variable, () => value), state, depth + 1);
}

/** The token `for /f` gives its variable: `delims=` (nothing) keeps the whole line; else the `tokens=` one (default the first) split at the delimiters (default space and tab). */
function forToken(line: string, options: string): string | undefined {
  const delims = /\bdelims=([^"]*?)(?=\s+\w+=|$)/i.exec(options);
  const separators = delims ? delims[1] ?? "" : " \t";
  if (separators === "") return line;
  const tokens = Number(/\btokens=(\d{1,2})\b/i.exec(options)?.[1] ?? "1");
  const parts = line.split(new RegExp(`[${separators.replace(/[\\\]^-]/g, "\\$&")}]+`)).filter((part) => part !== "");
  return parts[tokens - 1];
}

/** A command whose name is nothing but variables the line does not know (`%x%`, `!a!!b!`, `%x:~0,2%`). */
function unknownHead(command: string): boolean {
  const head = /^\s*(\S+)/.exec(command)?.[1];
  return head !== undefined && /^(?:%[^%\s]+%|![^!\s]+!)+$/.test(head) && !/^%(?:comspec|systemroot|windir)%$/i.test(head);
}

/** Commands and the separators between them (`&&`, `||`, `&`, `|`), quotes kept whole. */
function splitCommands(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.match(/"[^"]*"?|&&|\|\||[&|]|[^&|"]+/g) ?? []) {
    if (SEPARATOR.test(piece) || out.length === 0 || SEPARATOR.test(out.at(-1) ?? "")) out.push(piece);
    else out[out.length - 1] += piece;
  }
  return out;
}

/** `^x` is `x` outside double quotes (`^^` a caret). */
function removeCarets(code: string): string {
  if (!code.includes("^")) return code;
  let out = "";
  let quoted = false;
  for (let index = 0; index < code.length; index++) {
    const char = code[index] as string;
    if (char === '"') quoted = !quoted;
    if (char === "^" && !quoted && index + 1 < code.length) {
      out += code[index + 1];
      index++;
    } else out += char;
  }
  return out;
}

/**
 * `%name%`, `%name:~start[,length]%` and `%name:old=new%` (`!…!` for delayed expansion) with the
 * values the line set; others as written.
 */
function expand(text: string, variables: ReadonlyMap<string, string>, mark: "%" | "!"): string {
  if (!text.includes(mark)) return text;
  const pattern = mark === "%" ? /%([A-Za-z_][\w.$#@-]*)(?::(?:~(-?\d{1,4})(?:,(-?\d{1,4}))?|([^%=]{1,64})=([^%]{0,64})))?%/g : /!([A-Za-z_][\w.$#@-]*)(?::(?:~(-?\d{1,4})(?:,(-?\d{1,4}))?|([^!=]{1,64})=([^!]{0,64})))?!/g;
  return text.replace(pattern, (whole, name: string, start?: string, length?: string, old?: string, replacement?: string) => {
    const value = variables.get(name.toLowerCase());
    if (value === undefined) return whole;
    if (old !== undefined) return substitute(value, old, replacement ?? "");
    if (start === undefined) return value;
    const from = Number(start) < 0 ? Math.max(0, value.length + Number(start)) : Math.min(value.length, Number(start));
    if (length === undefined) return value.slice(from);
    const count = Number(length);
    return count < 0 ? value.slice(from, Math.max(from, value.length + count)) : value.slice(from, from + count);
  });
}

/** `%x:old=new%`: every `old` (case-insensitive) replaced; `*old` replaces everything up to the first `old` too. */
function substitute(value: string, old: string, replacement: string): string {
  const lower = value.toLowerCase();
  if (old.startsWith("*")) {
    const needle = old.slice(1).toLowerCase();
    const at = needle === "" ? -1 : lower.indexOf(needle);
    return at < 0 ? value : replacement + value.slice(at + needle.length);
  }
  const needle = old.toLowerCase();
  let out = "";
  let from = 0;
  for (let at = lower.indexOf(needle, from); at >= 0; at = lower.indexOf(needle, from)) {
    out += value.slice(from, at) + replacement;
    from = at + needle.length;
  }
  return out + value.slice(from);
}
