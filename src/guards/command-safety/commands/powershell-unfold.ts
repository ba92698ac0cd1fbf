import { evaluatePowershell, type PsValue } from "./powershell-strings.js";
import { ownEntry } from "../../../util/own-entry.js";
import { applyMutation } from "./powershell-mutations.js";
import { substituteArguments } from "./powershell-arguments.js";

/** How many times code found inside code is unfolded again (`iex (…iex (…)…)`). */
const MAX_DEPTH = 4;
/** How many statements one piece of code yields, all levels together. */
const MAX_STATEMENTS = 256;
/** How many variables and aliases one piece of code keeps. */
const MAX_NAMES = 64;

/**
 * What runs code that cannot be computed before it runs: the shell reads it as code printed by a
 * program, which asks (`code.generated`).
 */
export const UNKNOWN_POWERSHELL_CODE = 'eval "$(powershell-computed-code)"';

/** An operand that fetches or reads code rather than building it: the translation judges it. */
const FETCHED_OR_READ = /https?:|\b(?:irm|iwr|invoke-webrequest|invoke-restmethod|curl|wget|get-content|gc|cat|type)\b|download(?:string|file|data)|webclient|\bhttpclient\b/i;

/** A path from the environment or the script's own places, as a program to run: `$env:X\…`, `"$PSScriptRoot/…"`, `$HOME/…`. */
const PATH_EXPRESSION = /^"?\$(?:\{?env:\w+\}?|psscriptroot|pwd|home|pshome|profile)(?![\w(])(?:[\\/][^"$()]*)?"?$/i;

/** What the statements seen so far defined. */
interface Scope {
  strings: Map<string, PsValue>;
  blocks: Map<string, string>;
  aliases: Map<string, string>;
  count: number;
}

/**
 * PowerShell code as the plain statements it runs, with Invoke-Obfuscation's token and launcher
 * techniques undone, so the translation to shell commands sees the commands themselves:
 *
 * - backtick escapes outside strings are dropped (`` R`e`m`o`v`e-I`t`e`m `` is `Remove-Item`; in
 *   double-quoted strings `` `n ``, `` `t ``, `` `0 ``… stay special, as PowerShell reads them);
 * - aliases defined by `Set-Alias`, `sal`, `New-Alias`, `nal` are replaced by their command, and a
 *   module-qualified name (`Microsoft.PowerShell.Management\Remove-Item`) by the cmdlet;
 * - strings invoked as commands or code are computed (`& ('Re'+'move-Item')`, `. ('{1}{0}' -f …)`,
 *   `iex (-join [char[]](…))`, `'…' | iex`, `$ExecutionContext.InvokeCommand.InvokeScript(…)`,
 *   `[scriptblock]::Create(…).Invoke()`), script blocks run in place (`& { … }`, `. { … }`,
 *   `Invoke-Command -ScriptBlock { … }`, `icm { … }`, `Start-Job { … }`, `$b = { … }; & $b`);
 * - invoked code that cannot be computed becomes {@link UNKNOWN_POWERSHELL_CODE}.
 *
 * @example
 * unfoldPowershell("& ('Re'+'move-Item') ~/code -Recurse") // ["Remove-Item ~/code -Recurse"]
 * unfoldPowershell("sal x Remove-Item; x ~/code") // ["true", "Remove-Item ~/code"]
 */
export function unfoldPowershell(code: string): string[] {
  const scope: Scope = { strings: new Map(), blocks: new Map(), aliases: new Map(), count: 0 };
  return unfold(code, scope, 0);
}

function unfold(code: string, scope: Scope, depth: number): string[] {
  const out: string[] = [];
  for (const statement of splitPowershellStatements(code)) {
    if (scope.count >= MAX_STATEMENTS) {
      out.push(UNKNOWN_POWERSHELL_CODE);
      break;
    }
    scope.count++;
    out.push(...unfoldStatement(dropTicks(statement).trim(), scope, depth));
  }
  return out;
}

function unfoldStatement(statement: string, scope: Scope, depth: number): string[] {
  const inner = (code: string): string[] => (depth >= MAX_DEPTH ? [UNKNOWN_POWERSHELL_CODE] : unfold(code, scope, depth + 1));
  // `[array]::Reverse($a)`, `$a.Add(x)`, `$a[0] = x`, `$a += x`: a variable changed in place.
  if (applyMutation(statement, scope.strings)) return ["true"];
  const assignment = /^\$([A-Za-z_]\w*)\s*=(?!=)\s*([^]*)$/.exec(statement);
  if (assignment) {
    const value = (assignment[2] as string).trim();
    remember(scope, (assignment[1] as string).toLowerCase(), value);
    // `$r = Remove-Item …`, `$o = & (…) …`: the command on the right runs.
    if (/^[A-Za-z&.]/.test(value) && !scope.strings.has((assignment[1] as string).toLowerCase()) && !scope.blocks.has((assignment[1] as string).toLowerCase())) return unfoldStatement(value, scope, depth);
    // An expression's value is kept above; the assignment itself runs nothing.
    return ["true"];
  }
  const alias = aliasDefinition(statement);
  if (alias) {
    if (scope.aliases.size < MAX_NAMES) scope.aliases.set(alias[0], alias[1]);
    return ["true"];
  }
  const launched = launchedCode(statement, scope);
  if (launched !== undefined) return launched === null ? [UNKNOWN_POWERSHELL_CODE] : inner(launched);
  const called = calledCommand(statement, scope);
  if (called !== undefined) return called === null ? [UNKNOWN_POWERSHELL_CODE] : depth >= MAX_DEPTH ? [UNKNOWN_POWERSHELL_CODE] : unfoldStatement(called, scope, depth + 1);
  const resolved = resolveHead(statement, scope);
  // `Remove-Item $d -Recurse`, `bash -c (-join $a)`: arguments computed from what the code assigned.
  const head = /^[A-Za-z][\w.\\-]*/.exec(resolved)?.[0];
  return [head !== undefined && scope.strings.size > 0 ? head + substituteArguments(resolved.slice(head.length), scope.strings) : resolved];
}

/** `$x = 'a'+'b'` keeps a string, `$b = { … }` or `[scriptblock]::Create(…)` a script block; anything else forgets the name. */
function remember(scope: Scope, name: string, value: string): void {
  scope.strings.delete(name);
  scope.blocks.delete(name);
  if (scope.strings.size + scope.blocks.size >= MAX_NAMES) return;
  const block = scriptBlockText(value, scope);
  if (block !== undefined && block !== null) {
    scope.blocks.set(name, block);
    return;
  }
  const computed = evaluatePowershell(value, scope.strings);
  if (computed !== undefined) scope.strings.set(name, computed);
}

/** `Set-Alias -Name x -Value Remove-Item`, `sal x Remove-Item`, `New-Alias x Remove-Item -Force`: [name, command]. */
function aliasDefinition(statement: string): [string, string] | undefined {
  const words = statement.split(/\s+/);
  if (!/^(?:set-alias|sal|new-alias|nal)$/i.test(words[0] ?? "")) return undefined;
  let name: string | undefined;
  let value: string | undefined;
  const positional: string[] = [];
  for (let index = 1; index < words.length; index++) {
    const word = words[index] as string;
    if (/^-n(?:a(?:me?)?)?$/i.test(word)) name = words[++index];
    else if (/^-v(?:a(?:l(?:ue?)?)?)?$/i.test(word)) value = words[++index];
    else if (/^-(?:s(?:c(?:o(?:pe?)?)?)?|o(?:p(?:t(?:i(?:on?)?)?)?)?|d(?:e(?:s(?:c(?:r(?:i(?:p(?:t(?:i(?:on?)?)?)?)?)?)?)?)?)?)$/i.test(word)) index++;
    else if (!word.startsWith("-")) positional.push(word);
  }
  name ??= positional.shift();
  value ??= positional.shift();
  const unquote = (text: string | undefined) => text?.replace(/^(['"])(.*)\1$/, "$2");
  const from = unquote(name);
  const to = unquote(value);
  return from && to && /^[\w.?%-]+$/.test(from) && /^[\w.\\-]+$/.test(to) ? [from.toLowerCase(), to] : undefined;
}

/**
 * Code a statement runs as a script: `iex X`, `Invoke-Expression -Command X`, `X | iex`,
 * `& { … }`, `. { … }`, `Invoke-Command [-ScriptBlock] { … }`, `Start-Job { … }`,
 * `[scriptblock]::Create(X).Invoke()`, `$ExecutionContext.InvokeCommand.InvokeScript(X)`, `$b.Invoke()`.
 * Null: code runs that cannot be computed; undefined: the statement launches nothing.
 */
function launchedCode(statement: string, scope: Scope): string | null | undefined {
  const evaluate = /^(?:iex|invoke-expression)(?:\s+-c(?:o(?:m(?:m(?:a(?:nd?)?)?)?)?)?)?(?:\s+|(?=\())([^]+)$/i.exec(statement);
  if (evaluate) {
    const code = codeOf(evaluate[1] as string, scope);
    // `iex (irm URL)`, `iex (gc x.ps1)`: code fetched or read, judged by the translation as such.
    return code === null && FETCHED_OR_READ.test(evaluate[1] as string) ? undefined : code;
  }
  const piped = /^([^|]+)\|\s*(?:iex|invoke-expression)\s*$/i.exec(statement);
  if (piped) {
    const value = evaluatePowershell((piped[1] as string).trim(), scope.strings);
    // `irm URL | iex` is the download cradle, judged by the translation.
    return value === undefined ? undefined : asCode(value);
  }
  const block = /^[&.]\s*(\{[^]*)$/.exec(statement);
  if (block) return blockBody(block[1] as string) ?? null;
  const job = /^(?:invoke-command|icm|start-job|sajb|start-threadjob)\b([^]*)$/i.exec(statement);
  if (job) {
    const rest = (job[1] as string).trim();
    const named = /(?:^|\s)-s(?:c(?:r(?:i(?:p(?:t(?:b(?:l(?:o(?:ck?)?)?)?)?)?)?)?)?)?(?::|\s+)([^]+)$/i.exec(rest);
    const operand = named ? (named[1] as string) : /^[{(]|^\$[A-Za-z_]/.test(rest) ? rest : undefined;
    if (operand === undefined) return undefined;
    return scriptBlockText(leadingOperand(operand), scope) ?? null;
  }
  const created = /^(\[scriptblock\]::create\s*\([^]*\))\s*\.\s*invoke\w*\s*\([^]*\)$/i.exec(statement) ?? /^\$executioncontext\.(?:sessionstate\.)?invokecommand\.newscriptblock\s*(\([^]*\))\s*\.\s*invoke\w*\s*\([^]*\)$/i.exec(statement);
  if (created) return scriptBlockText(created[1] as string, scope) ?? null;
  const invokeScript = /^\$executioncontext\.(?:sessionstate\.)?invokecommand\.invokescript\s*\(([^]*)\)$/i.exec(statement);
  if (invokeScript) return codeOf(invokeScript[1] as string, scope);
  const invoked = /^\$([A-Za-z_]\w*)\s*\.\s*invoke\w*\s*\([^]*\)$/i.exec(statement);
  if (invoked) return scope.blocks.get((invoked[1] as string).toLowerCase()) ?? null;
  return undefined;
}

/**
 * A command invoked by a computed name: `& ('Re'+'move-Item') args`, `. $name args`, `&$b`:
 * the statement with the name spelled out. Null: the name cannot be computed.
 */
function calledCommand(statement: string, scope: Scope): string | null | undefined {
  // `.` dot-sources only when a space, a group or a string follows it (`./a.ps1` is a path).
  const call = /^(?:&|\.(?=[\s({'"$]))\s*([^]+)$/.exec(statement);
  if (!call) return undefined;
  const rest = call[1] as string;
  const operand = leadingOperand(rest);
  const args = rest.slice(operand.length);
  const variable = /^\$([A-Za-z_]\w*)$/.exec(operand);
  const block = variable ? scope.blocks.get((variable[1] as string).toLowerCase()) : scriptBlockText(operand, scope);
  if (block !== undefined && block !== null) return block + args;
  const known = substituteArguments(args, scope.strings);
  // `& ./build.ps1`, `& git status`: a plain word is a program or a script's path, run as any command is.
  if (!/^[('"$[]/.test(operand)) return `${operand}${known}`;
  const value = evaluatePowershell(operand, scope.strings);
  // `& "$env:ProgramFiles\Git\bin\git.exe" status`, `& $PSScriptRoot/build.ps1`: a program's path built from the environment.
  if (value === undefined || Array.isArray(value)) return PATH_EXPRESSION.test(operand) ? `${operand}${known}` : null;
  const name = String(value).trim();
  return /^[\w.\\/:~-]+$/.test(name) ? `${name}${known}` : null;
}

/** The code a launcher's operand holds: a string expression computed, a script block's body. */
function codeOf(operand: string, scope: Scope): string | null {
  const text = operand.trim();
  const block = scriptBlockText(text, scope);
  if (block !== undefined) return block;
  const value = evaluatePowershell(text, scope.strings);
  return value === undefined ? null : asCode(value);
}

function asCode(value: PsValue): string {
  return Array.isArray(value) ? value.map(String).join("\n") : String(value);
}

/**
 * The body of a script-block operand: `{ … }`, `$b` holding one, `[scriptblock]::Create(X)` (also in
 * parentheses). Undefined: not a script block; null: one whose code cannot be computed.
 */
function scriptBlockText(operand: string, scope: Scope): string | null | undefined {
  const text = operand.trim().replace(/^\(\s*([^]*?)\s*\)$/, "$1");
  if (text.startsWith("{")) return blockBody(text) ?? null;
  const variable = /^\$([A-Za-z_]\w*)$/.exec(text);
  if (variable) return scope.blocks.get((variable[1] as string).toLowerCase());
  const created = /^(?:\[scriptblock\]::create|\$executioncontext\.(?:sessionstate\.)?invokecommand\.newscriptblock)\s*\(([^]*)\)$/i.exec(text);
  if (!created) return undefined;
  const value = evaluatePowershell(created[1] as string, scope.strings);
  return value === undefined ? null : asCode(value);
}

/** `{ body }` (the whole text one balanced block): the body. */
function blockBody(text: string): string | undefined {
  const end = balancedEnd(text, 0);
  return end === text.length - 1 ? text.slice(1, -1) : end > 0 ? text.slice(1, end) : undefined;
}

/** The operand at the start of `text`: a balanced `(…)`, `{…}`, a quoted string, or a word, with members after it (`$b.Invoke()`). */
function leadingOperand(text: string): string {
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === "(" || char === "{" || char === "[" || char === "'" || char === '"') {
      const end = balancedEnd(text, index);
      if (end < 0) return text;
      index = end + 1;
    } else if (/\s/.test(char)) break;
    else index++;
  }
  return text.slice(0, index);
}

const CLOSERS: Readonly<Record<string, string>> = { "(": ")", "{": "}", "[": "]" };

/** Where the group opened at `start` closes (quotes inside it respected), or -1. */
function balancedEnd(text: string, start: number): number {
  const opener = text[start] as string;
  if (opener === "'" || opener === '"') {
    for (let index = start + 1; index < text.length; index++) {
      const char = text[index] as string;
      if (char === "`" && opener === '"') index++;
      else if (char === opener) {
        if (text[index + 1] === opener) index++;
        else return index;
      }
    }
    return -1;
  }
  const stack: string[] = [ownEntry(CLOSERS, opener) as string];
  for (let index = start + 1; index < text.length; index++) {
    const char = text[index] as string;
    if (char === "'" || char === '"') {
      const end = balancedEnd(text, index);
      if (end < 0) return -1;
      index = end;
    } else if (char === "`") index++;
    else if (ownEntry(CLOSERS, char) !== undefined) stack.push(ownEntry(CLOSERS, char) as string);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  return -1;
}

/** The statement with an alias or a module-qualified name at its head replaced by the command. */
function resolveHead(statement: string, scope: Scope): string {
  const head = /^[^\s|;]+/.exec(statement)?.[0];
  if (head === undefined) return statement;
  const qualified = /^[A-Za-z][\w.]*\\([A-Za-z]+-[A-Za-z]+)$/.exec(head);
  const name = qualified ? (qualified[1] as string) : head;
  const aliased = scope.aliases.get(name.toLowerCase());
  const resolved = aliased ?? name;
  return resolved === head ? statement : resolved + statement.slice(head.length);
}

/**
 * Statements split at `;` and new lines outside strings, `(…)`, `{…}` and `[…]`, a backtick
 * escaping the character after it.
 */
export function splitPowershellStatements(code: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let depth = 0;
  for (let index = 0; index < code.length; index++) {
    const char = code[index] as string;
    if (char === "`") index++;
    else if (char === "'" || char === '"') {
      const end = balancedEnd(code, index);
      if (end < 0) break;
      index = end;
    } else if (char === "(" || char === "{" || char === "[") depth++;
    else if ((char === ")" || char === "}" || char === "]") && depth > 0) depth--;
    else if (depth === 0 && (char === ";" || char === "\n")) {
      statements.push(code.slice(start, index));
      start = index + 1;
    }
  }
  statements.push(code.slice(start));
  return statements.filter((statement) => statement.trim() !== "");
}

/**
 * Backticks outside strings escape the next character, which is then itself (a backtick before a
 * new line continues the line). Inside single quotes a backtick is literal; inside double quotes
 * its escapes are left for the string's own reading.
 */
function dropTicks(statement: string): string {
  if (!statement.includes("`")) return statement;
  let out = "";
  for (let index = 0; index < statement.length; index++) {
    const char = statement[index] as string;
    if (char === "'" || char === '"') {
      const end = balancedEnd(statement, index);
      if (end < 0) return out + statement.slice(index);
      out += statement.slice(index, end + 1);
      index = end;
    } else if (char === "`" && index + 1 < statement.length) {
      const next = statement[index + 1] as string;
      out += next === "\n" || next === "\r" ? " " : next;
      index++;
    } else out += char;
  }
  return out;
}
