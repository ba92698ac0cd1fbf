import type { Field } from "../model.js";
import { isWindowsPath, posixPathWord } from "./windows-paths.js";
import { diskCmdlet } from "./powershell-disks.js";
import { spellParameters } from "./powershell-parameters.js";
import { UNKNOWN_POWERSHELL_CODE, unfoldPowershell } from "./powershell-unfold.js";
import { startedProcess } from "./powershell-start-process.js";
import { isPureDotnetExpression } from "./powershell-pure-calls.js";
import { decodeEncodedArguments, decodeEncodedCommand } from "./powershell-encoded.js";
import { decodedFileCall, decodesBase64, decodingShell } from "./powershell-decoded-writes.js";

/** PowerShell hosts: `pwsh` on Linux and macOS, Windows PowerShell. */
export const POWERSHELLS: ReadonlySet<string> = new Set(["pwsh", "pwsh-preview", "powershell", "powershell.exe", "pwsh.exe"]);

const VALUE_OPTIONS = /^-(?:executionpolicy|ex|ep|windowstyle|w|workingdirectory|wd|configurationname|config|outputformat|of|inputformat|if|settingsfile|custompipename|version|v|psconsolefile|configurationfile|cf)$/i;

/**
 * The code a PowerShell host runs: `-Command`/`-c` (the rest of the line), `-EncodedCommand` (base64
 * UTF-16LE). `uncomputable`: an encoded command whose text cannot be known from the command (not
 * clean base64 of UTF-16LE text, or built by a substitution or a variable); `fields`: the words of
 * a `-Command` some of which only run time gives.
 */
export function powershellCode(argv: readonly Field[]): { code?: string; dynamic?: boolean; script?: Field; uncomputable?: boolean; fields?: readonly Field[] } {
  const args = argv.slice(1);
  const encodedArguments = encodedArgumentsOf(args);
  if (encodedArguments === null) return { uncomputable: true };
  for (let index = 0; index < args.length; index++) {
    const given = args[index]?.value;
    if (given === undefined) return { dynamic: true };
    // Parameters are case-insensitive, start with `-`, `--` or `/`, and may be shortened to any unambiguous prefix.
    const [value, attached] = hostParameter(given);
    if (/^-(?:c|co|com|comm|comma|comman|command|commandwithargs|cwa)$/i.test(value)) {
      return commandFrom(attached !== undefined ? [{ value: attached, text: attached, glob: false }, ...args.slice(index + 1)] : args.slice(index + 1));
    }
    if (/^-(?:e|ec)$/i.test(value) || (value.length >= 3 && "-encodedcommand".startsWith(value.toLowerCase()))) {
      const field = attached !== undefined ? { value: attached } : args[index + 1];
      if (field === undefined) return { dynamic: true };
      const code = field.value === undefined ? undefined : decodeEncodedCommand(field.value);
      if (code === undefined) return { uncomputable: true };
      // The encoded command gets -EncodedArguments' values as `$args`; code that runs them runs what they say.
      return { code: encodedArguments?.length && /\$args\b/i.test(code) ? [code, ...encodedArguments].join("\n") : code };
    }
    if (isEncodedArguments(value)) {
      if (attached === undefined) index++;
      continue;
    }
    if (/^-(?:f|fi|fil|file)$/i.test(value)) return attached !== undefined ? { script: { value: attached, text: attached, glob: false } } : args[index + 1] ? { script: args[index + 1] as Field } : {};
    if (VALUE_OPTIONS.test(value)) index++;
    // Windows PowerShell runs its first operand as a command (-Command is its default); pwsh runs it as a script file.
    else if (!value.startsWith("-")) return /(?:^|[/\\])powershell(?:\.exe)?$/i.test(argv[0]?.value ?? "") ? commandFrom(args.slice(index)) : { script: args[index] as Field };
  }
  return {};
}

/** A host parameter in `-` form, with a value attached by `:` (`/enc:AAA` → `-enc`, `AAA`). */
function hostParameter(word: string): [string, string | undefined] {
  // `/enc` is a parameter; `/tmp/x.ps1` is a script's path.
  const dashed = /^--[A-Za-z]/.test(word) || /^\/[A-Za-z]+(?::|$)/.test(word) ? `-${word.replace(/^(?:--|\/)/, "")}` : word;
  const colon = /^-[A-Za-z]+:/.exec(dashed);
  return colon ? [colon[0].slice(0, -1), dashed.slice(colon[0].length)] : [dashed, undefined];
}

/** `-EncodedArguments` under its abbreviations (`-ea`, `-encodeda…`). */
function isEncodedArguments(parameter: string): boolean {
  const name = parameter.toLowerCase();
  return name === "-ea" || (name.length >= 9 && "-encodedarguments".startsWith(name));
}

/** The values `-EncodedArguments` carries; null when they cannot be read, undefined when there are none. */
function encodedArgumentsOf(args: readonly Field[]): string[] | null | undefined {
  for (let index = 0; index < args.length; index++) {
    const [value, attached] = hostParameter(args[index]?.value ?? "");
    if (!isEncodedArguments(value)) continue;
    const encoded = attached ?? args[index + 1]?.value;
    return encoded === undefined ? null : (decodeEncodedArguments(encoded) ?? null);
  }
  return undefined;
}

/**
 * The command words after `-Command`. Inside double quotes the calling shell sees PowerShell's own
 * variables (`$true`, `$env:HOME`) as its unset ones; the words as written are what PowerShell gets.
 */
function commandFrom(rest: readonly Field[]): { code?: string; dynamic?: boolean; fields?: readonly Field[] } {
  const words = rest.map((field) => field.value ?? (BARE_VARIABLE.test(field.text) ? field.text : POWERSHELL_VARIABLES.test(field.text) ? field.text.slice(1, -1).replace(/\\([$`"\\])/g, "$1") : undefined));
  return words.some((word) => word === undefined) ? { dynamic: true, fields: rest } : { code: words.join(" ") };
}

/** An unquoted word that is one of PowerShell's automatic values, alone or as a parameter's value (`-DisableRealtimeMonitoring $true`, `-DisableRealtimeMonitoring:$true`). */
const BARE_VARIABLE = /^(?:-\w+:)?\$(?:true|false|null)$/i;
/**
 * Double-quoted words whose every expansion is one of PowerShell's automatic or environment
 * variables (escaped characters, `C:\\`, kept as the shell passes them), the pipeline's current item
 * (`$_`, `$PSItem`) among them.
 */
const POWERSHELL_VARIABLES = /^"(?:[^"$`\\]|\\[^\n]|\$(?:true|false|null|env:\w+|_|psitem)\b)*"$/i;

/** Aliases Windows PowerShell defines and pwsh on Linux and macOS leaves to the native programs. */
const UNIX_NAMES = new Set(["rm", "rmdir", "cp", "mv", "cat", "ls", "tee", "sort"]);
/** Common parameters of the file cmdlets; a flag that shortens none of them is a native program's. */
const CMDLET_PARAMETERS = ["path", "literalpath", "recurse", "force", "filter", "include", "exclude", "credential", "confirm", "whatif", "stream", "destination", "container", "passthru", "verbose", "debug", "erroraction", "errorvariable", "warningaction", "raw", "encoding", "append", "readcount", "totalcount", "tail", "wait", "delimiter", "name", "directory", "file", "hidden", "depth", "followsymlink", "attributes"];

/** `-rf`, `-la`, `-R`: a POSIX option cluster no cmdlet parameter starts with. */
function isPosixFlag(word: string): boolean {
  if (!/^-[A-Za-z]{1,4}$/.test(word)) return false;
  const name = word.slice(1).toLowerCase();
  return !CMDLET_PARAMETERS.some((parameter) => parameter.startsWith(name));
}

const REMOVE = new Set(["remove-item", "rm", "ri", "rd", "rmdir", "del", "erase"]);
const CLEAR = new Set(["clear-content", "clc"]);
const SET = new Set(["set-content", "sc", "out-file"]);
const FROM_BASE64_WORD = /FromBase64String/i;
const MOVE = new Set(["move-item", "mv", "mi", "move"]);
const COPY = new Set(["copy-item", "cp", "cpi", "copy"]);
const FETCH = new Set(["invoke-webrequest", "iwr", "invoke-restmethod", "irm", "curl", "wget"]);
const EVAL = new Set(["invoke-expression", "iex"]);
const PRINT = new Set(["write-output", "write", "write-host", "echo", "write-information", "write-verbose", "write-debug", "write-warning"]);
const READ = new Set(["get-content", "gc", "cat", "type"]);
const SEARCH = new Set(["select-string", "sls"]);
/** Cmdlets that pass on, reshape or format what the pipeline gives them: what they print is what they got. */
const PASS_ON = new Set(["out-string", "out-host", "out-default", "format-list", "fl", "format-table", "ft", "format-wide", "fw", "sort-object", "sort", "convertto-json", "convertto-csv", "convertto-xml", "convertto-html", "where-object", "where", "?", "select-object", "select"]);
/** `Select-Object` of the listing's names only (`gci env: | Select-Object Name`). */
const NAMES_ONLY = /^-(?:property|expandproperty)$|^(?:name|key)$/i;
const APPEND = new Set(["add-content", "ac"]);
const ARCHIVE = new Set(["compress-archive"]);
const MAIL = new Set(["send-mailmessage"]);
const BITS = new Set(["start-bitstransfer"]);
/** Stop-Computer and Restart-Computer shut the machine down or restart it. */
const POWER = new Set(["stop-computer", "restart-computer"]);
const PATH_PARAMETERS = /^-(?:path|literalpath|lp|pspath|filepath|destination|destinationpath)$/i;
const SWITCHES = /^-(?:recurse|r|rec|force|fo|f|confirm:\$false|whatif|append|nonewline|passthru|usebasicparsing|verbose|container|directory|file|hidden|followsymlink)$/i;

/**
 * PowerShell code as the shell commands it amounts to, so the shell rules judge it: `Remove-Item
 * -Recurse -Force X` is `rm -rf X`, `Clear-Content X` is `truncate -s 0 X`, `Set-Content`/`Out-File`
 * write, `Move-Item`/`Copy-Item` move and copy, `iwr URL | iex` downloads and runs code, `$env:HOME`
 * and `$HOME` are the home directory. Other statements pass through as they are written.
 *
 * @example
 * powershellToShell("Remove-Item -Recurse -Force ~/code") // "rm -rf ~/code"
 */
export function powershellToShell(code: string): string {
  const decodes = decodesBase64(code);
  return unfoldPowershell(code).map((statement) => translateStatement(statement, decodes)).join("\n");
}

const LIST = new Set(["get-childitem", "gci", "ls", "dir"]);
const FILTERS = /^-(?:filter|include|name)$/i;

function translateStatement(statement: string, decodes = false): string {
  const stages = splitPipeline(statement);
  // `[Convert]::ToBase64String(…)` alone: a value computed and printed, no command run.
  if (stages.length === 1 && isPureDotnetExpression(statement)) return "true";
  const listed = listThenRemove(stages) ?? listThenSearch(stages) ?? listThenCopy(stages);
  return listed ?? stages.map((stage, index) => (index > 0 ? forEachBlock(stage, decodes) : undefined) ?? translateCommand(stage, index > 0, decodes)).join(" | ");
}

/**
 * A statement of a block that is only a value — a variable or its properties (`$_.Name`,
 * `$_.Length * 2`), a string without subexpressions (`'x'`, `"$_ done"`) — which PowerShell
 * prints and runs nothing for. A method call (`$_.Delete()`) or a subexpression (`"$(…)"`) runs code.
 */
const VALUE_ONLY = /^(?:\$[^(]*|'[^']*'|"(?:[^"$]|\$(?!\())*")$/;

/**
 * `… | ForEach-Object { BODY }` (`%`, `foreach`, `-Process { … }`): BODY runs once for each item
 * the pipeline gives, the item being `$_` (`$PSItem`) — about_Automatic_Variables, ForEach-Object's
 * reference —, as `while IFS= read -r item; do BODY; done` runs in a shell; so `Get-WinEvent -ListLog
 * * | % { wevtutil cl $_.LogName }` clears every log whatever its name, and `gci C:\Users | % {
 * Remove-Item -Recurse $_.FullName }` deletes each item listed. Undefined for any other stage.
 */
function forEachBlock(stage: string, decodes: boolean): string | undefined {
  const [head, ...rest] = psWords(stage);
  if (!FOR_EACH.has((head ?? "").toLowerCase())) return undefined;
  const block = rest.find((word) => word.startsWith("{") && word.endsWith("}"));
  if (block === undefined) return undefined;
  const body = block.slice(1, -1).replace(/\$(?:_|psitem)\b(?:\.\w+)*/gi, "$$item");
  const statements = unfoldPowershell(body).map((statement) => (VALUE_ONLY.test(statement.trim()) ? "true" : translateStatement(statement, decodes)));
  return `while IFS= read -r item; do ${statements.length > 0 ? statements.join("; ") : "true"}; done`;
}

/**
 * `Get-ChildItem X -Recurse | Select-String P`: every file below X is searched, as `grep -r P X`
 * would; what matches is printed.
 */
function listThenSearch(stages: readonly string[]): string | undefined {
  if (stages.length < 2) return undefined;
  const [head, ...rest] = psWords(stages[0] as string);
  if (head === undefined || !LIST.has(head.toLowerCase())) return undefined;
  const search = stages.slice(1).map((stage) => psWords(stage)).find((words) => SEARCH.has((words[0] ?? "").toLowerCase()));
  if (!search) return undefined;
  const pattern = searchPattern(search.slice(1));
  if (pattern === undefined) return undefined;
  const filterAt = rest.findIndex((word) => FILTERS.test(word));
  const path = rest.find((word, index) => !word.startsWith("-") && (filterAt < 0 || index !== filterAt + 1)) ?? ".";
  const recursive = rest.some((word) => /^-(?:r|rec|recu|recur|recurs|recurse)$/i.test(word)) ? "-r " : "";
  return `grep ${recursive}-e ${pattern} ${pathWord(path)}`;
}

/**
 * `Get-ChildItem X [-Recurse] [-Include|-Filter p] | Copy-Item|Move-Item -Destination D` (or
 * `Compress-Archive -DestinationPath D`): what the listing yields is copied or moved, as
 * `find X [-name p] -exec cp {} D \;` would.
 */
function listThenCopy(stages: readonly string[]): string | undefined {
  if (stages.length < 2) return undefined;
  const [head, ...rest] = psWords(stages[0] as string);
  if (head === undefined || !LIST.has(head.toLowerCase())) return undefined;
  const action = stages.slice(1).map((stage) => psWords(stage)).find((words) => COPY.has((words[0] ?? "").toLowerCase()) || MOVE.has((words[0] ?? "").toLowerCase()) || ARCHIVE.has((words[0] ?? "").toLowerCase()));
  if (!action) return undefined;
  const verb = MOVE.has((action[0] as string).toLowerCase()) ? "mv" : "cp -r";
  const destination = valueOf(action, /^-(?:destination|destinationpath)$/i) ?? action.slice(1).find((word) => !word.startsWith("-"));
  if (destination === undefined) return undefined;
  const filterAt = rest.findIndex((word) => FILTERS.test(word) || /^-include$/i.test(word));
  const filter = filterAt >= 0 ? rest[filterAt + 1]?.split(",")[0] : undefined;
  const path = rest.find((word, index) => !word.startsWith("-") && (filterAt < 0 || index !== filterAt + 1)) ?? ".";
  const depth = rest.some((word) => /^-(?:r|rec|recu|recur|recurs|recurse)$/i.test(word)) ? "" : " -maxdepth 1";
  return `find ${pathWord(path)} -mindepth 1${depth}${filter ? ` -name ${filter}` : ""} -exec ${verb} {} ${pathWord(destination)} \\;`;
}

/** Select-String's pattern: `-Pattern P`, or its first positional argument. */
function searchPattern(words: readonly string[]): string | undefined {
  const at = words.findIndex((word) => /^-pattern$/i.test(word));
  if (at >= 0) return words[at + 1];
  return words.find((word, index) => !word.startsWith("-") && (index === 0 || !words[index - 1]?.startsWith("-") || SWITCHES.test(words[index - 1] as string)));
}

/**
 * `Get-ChildItem X [-Recurse] [-Filter p] | Remove-Item`: what the listing yields is deleted,
 * as `find X [-name p] -delete` would.
 */
function listThenRemove(stages: readonly string[]): string | undefined {
  if (stages.length < 2) return undefined;
  if (!stages.slice(1).some(removesEachItem)) return undefined;
  const listing = childItemsAsFind(stages[0] as string);
  return listing === undefined ? undefined : `${listing} -delete`;
}

const FOR_EACH = new Set(["foreach-object", "foreach", "%"]);

/**
 * A pipeline stage that deletes each item it is given: `Remove-Item` (and its aliases), or a
 * `ForEach-Object { Remove-Item $_… }` block (`%`, `foreach`) whose command removes the current
 * item (`$_`, `$PSItem`).
 */
function removesEachItem(stage: string): boolean {
  const [head, block] = psWords(stage);
  const name = (head ?? "").toLowerCase();
  if (REMOVE.has(name)) return true;
  if (!FOR_EACH.has(name) || block === undefined || !block.startsWith("{")) return false;
  const [inner] = psWords(block.slice(1, -1));
  return REMOVE.has((inner ?? "").toLowerCase()) && /\$(?:_|psitem)\b/i.test(block);
}

/**
 * `Get-ChildItem X [-Recurse|-Depth n] [-Filter|-Include p]` as the `find` that visits the same
 * paths (`find X -mindepth 1 [-maxdepth 1] [-name p]`), so what its output feeds (`| Remove-Item`)
 * is judged by where those paths are. Undefined when the command is not a listing.
 *
 * @example
 * childItemsAsFind("gci D:\\ -Recurse") // "find '/' -mindepth 1"
 */
export function childItemsAsFind(command: string): string | undefined {
  const [head, ...rest] = spellParameters(psWords(command));
  if (head === undefined || !LIST.has(head.toLowerCase())) return undefined;
  const filterAt = rest.findIndex((word) => /^-(?:filter|include)$/i.test(word));
  const filter = filterAt >= 0 ? rest[filterAt + 1]?.split(",")[0] : undefined;
  const pathAt = rest.findIndex((word) => /^-(?:path|literalpath|lp)$/i.test(word));
  const valueAt = (index: number) => index > 0 && /^-(?:filter|include|exclude|depth|attributes|path|literalpath|lp)$/i.test(rest[index - 1] as string);
  const path = (pathAt >= 0 ? rest[pathAt + 1] : undefined) ?? rest.find((word, index) => !word.startsWith("-") && !valueAt(index)) ?? ".";
  const depth = rest.some((word) => /^-(?:r|rec|recu|recur|recurs|recurse|depth)$/i.test(word)) ? "" : " -maxdepth 1";
  return `find ${pathWord(path)} -mindepth 1${depth}${filter ? ` -name ${filter}` : ""}`;
}

/**
 * A command's words as PowerShell reads them: a word runs on through quoted strings, `(…)`
 * subexpressions and `{…}` blocks and hashtables (`@{Authorization="Bearer x"}` is one word), and
 * ends at unquoted white space; an unclosed quote ends nothing (its rest is one word).
 */
function psWords(command: string): string[] {
  return command.trim().match(/(?:'[^']*'|"[^"]*"|\{[^{}]*\}|\([^()]*\)|[^\s'"{}()])+|\S+/g) ?? [];
}

function pathWord(word: string): string {
  if (isWindowsPath(word)) return posixPathWord(word);
  // PowerShell's providers resolve a leading `~` themselves, quoted or not: `'~/code'` is the home's code.
  const tilde = /^(["'])~(?:\/(.*))?\1$/s.exec(word);
  if (tilde) return tilde[2] ? `~/${tilde[1]}${tilde[2]}${tilde[1]}` : "~";
  return word.replace(/\$env:(\w+)/gi, "$$$1");
}

function splitPipeline(statement: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quote: string | undefined;
  for (const char of statement) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "|") {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

/**
 * What a statement reads of the environment, as the shell command that prints the same: a bare
 * `$env:NAME` (PowerShell prints an expression's value) is `echo "$NAME"`;
 * `[Environment]::GetEnvironmentVariables()` is `env`; `[Environment]::GetEnvironmentVariable("NAME")`
 * is `printenv NAME`.
 */
function environmentRead(statement: string): string | undefined {
  const bare = /^\$env:(\w+)$/i.exec(statement);
  if (bare) return `echo "$${bare[1]}"`;
  const call = /^\[(?:System\.)?Environment\]::GetEnvironmentVariables?\s*\(\s*(?:(["'])(\w+)\1)?[^)]*\)/i.exec(statement);
  if (!call) return undefined;
  return call[2] !== undefined ? `printenv ${call[2]}` : "env";
}

/** One command of a pipeline; `piped` when the stage before it feeds it (a web request then sends that as its body). */
function translateCommand(command: string, piped = false, decodes = false): string {
  const decoded = decodedFileCall(command.trim(), decodes, pathWord);
  if (decoded !== undefined) return decoded;
  const dotnet = dotnetFileCall(command.trim());
  if (dotnet !== undefined) return dotnet;
  const environment = environmentRead(command.trim());
  if (environment !== undefined) return environment;
  const spelled = spellParameters(psWords(command));
  // `Start-Process pwsh -ArgumentList '-enc','…'`: the program starts with those arguments, judged as typed.
  const started = startedProcess(spelled);
  if (started !== undefined) return started ?? UNKNOWN_POWERSHELL_CODE;
  const words = spelled.map((word, index) => (index > 0 && !word.startsWith("-") ? pathWord(word) : word.replace(/\$env:(\w+)/gi, "$$$1")));
  const [head, ...rest] = words;
  if (head === undefined) return "";
  const name = head.toLowerCase();
  // Output cmdlets print their arguments, `$env:NAME` among them, as echo does.
  if (PRINT.has(name)) return `echo ${rest.filter((word) => !word.startsWith("-")).map((word) => (word.startsWith("$") ? `"${word.replace(/\$env:(\w+)/gi, "$$$1")}"` : word)).join(" ")}`.trimEnd();
  const recurse = rest.some((word) => /^-(?:r|rec|recu|recur|recurs|recurse)$/i.test(word));
  const paths = rest.filter((word, index) => {
    if (word.startsWith("-")) return false;
    const previous = rest[index - 1];
    // Positional, the value of a path parameter, or after a switch (which takes no value).
    return previous === undefined || !previous.startsWith("-") || PATH_PARAMETERS.test(previous) || SWITCHES.test(previous);
  });
  // pwsh on Linux and macOS defines no `rm`, `cp`, `mv`, `cat` aliases: `rm -rf X` runs the program itself.
  if (UNIX_NAMES.has(name) && rest.some(isPosixFlag)) return words.join(" ");
  if (REMOVE.has(name)) return paths.length ? `rm ${recurse ? "-rf" : "-f"} ${paths.join(" ")}` : "true";
  if (CLEAR.has(name)) return paths.length ? `truncate -s 0 ${paths.join(" ")}` : "true";
  // `Set-Content x.exe -Value $bytes -Encoding Byte` in code that decodes base64: the file holds decoded bytes.
  if (SET.has(name) && decodes && paths.length && rest.some((word) => /^-(?:asbytestream|encoding)$/i.test(word) || FROM_BASE64_WORD.test(word))) return decodingShell(paths[0] as string, command);
  if (SET.has(name)) return paths.length ? `tee ${rest.some((word) => /^-append$/i.test(word)) ? "-a " : ""}${paths[0]} </dev/null` : "true";
  if (MOVE.has(name)) return paths.length >= 2 ? `mv ${paths.join(" ")}` : "true";
  if (COPY.has(name)) return paths.length >= 2 ? `cp -r ${paths.join(" ")}` : "true";
  if (FETCH.has(name)) {
    // `-InFile F` uploads F; `-Body` sends its value.
    const upload = rest.findIndex((word) => /^-infile$/i.test(word));
    const uriAt = rest.findIndex((word) => /^-uri$/i.test(word));
    const uri = uriAt >= 0 ? rest[uriAt + 1] : undefined;
    const targets = [...(uri !== undefined && !uri.startsWith("-") ? [uri] : []), ...paths].join(" ");
    if (upload >= 0 && rest[upload + 1] !== undefined) return `curl -T ${rest[upload + 1]} ${targets.split(" ").filter((word) => word !== rest[upload + 1]).join(" ")}`;
    const bodyAt = rest.findIndex((word) => /^-body$/i.test(word));
    const body = bodyAt >= 0 ? bodyData(psWords(command)[bodyAt + 2]) : undefined;
    // Pipeline input to a request that sends a body is its body: `Get-Content F | Invoke-RestMethod -Method Post URL`.
    const sends = piped && rest.some((word, index) => /^-method$/i.test(rest[index - 1] ?? "") && /^(?:post|put|patch)$/i.test(word));
    // `-Method Delete` (or `-CustomMethod`) is the request's method, as curl's `-X` (a POST is implied by a body).
    const method = rest.find((word, index) => /^-(?:custom)?method$/i.test(rest[index - 1] ?? "") && /^[a-z]+$/i.test(word));
    // A POST with no body to imply it (`-Method Post -Uri …/access_tokens`) keeps its method.
    const implied = body !== undefined || sends ? /^(?:get|head|post)$/i : /^(?:get|head)$/i;
    const verb = method !== undefined && !implied.test(method) ? `-X ${method.toUpperCase()} ` : "";
    // `-OutFile F` saves the response in F, as curl's `-o`.
    const outAt = rest.findIndex((word) => /^-(?:outf(?:i(?:le?)?)?|o)$/i.test(word));
    const saved = outAt >= 0 && rest[outAt + 1] !== undefined ? rest[outAt + 1] : undefined;
    const output = saved !== undefined ? `-o ${saved} ` : "";
    const fetched = saved !== undefined ? targets.split(" ").filter((word) => word !== saved).join(" ") : targets;
    return `curl ${verb}${output}${body !== undefined ? `-d ${body} ` : sends ? "-d @- " : ""}${fetched}`;
  }
  if (BITS.has(name)) {
    // `Start-BitsTransfer -Source F -Destination URL -TransferType Upload` sends F.
    const source = valueOf(rest, /^-source$/i);
    const destination = valueOf(rest, /^-destination$/i);
    const upload = /^upload/i.test(valueOf(rest, /^-transfertype$/i) ?? "");
    if (source === undefined || destination === undefined) return "true";
    return upload ? `curl -T ${source} ${destination}` : `curl -o ${destination} ${source}`;
  }
  if (POWER.has(name)) return name.startsWith("restart") ? "reboot" : "shutdown -h now";
  if (EVAL.has(name)) return paths.length ? `eval ${paths.join(" ")}` : "sh";
  if (READ.has(name)) return `cat ${paths.join(" ")}`;
  if (SEARCH.has(name)) {
    // Select-String's first positional argument is the pattern, the rest are files.
    const pattern = searchPattern(rest);
    const files = paths.filter((word) => word !== pattern && word !== (pattern === undefined ? undefined : pathWord(pattern)));
    return pattern === undefined ? "true" : `grep -e ${pattern} ${files.join(" ")}`.trimEnd();
  }
  if (APPEND.has(name)) return paths.length ? `tee -a ${paths[0]} </dev/null` : "true";
  if (ARCHIVE.has(name)) {
    const to = rest.findIndex((word) => /^-destinationpath$/i.test(word));
    const destination = to >= 0 ? rest[to + 1] : paths.at(-1);
    const sources = paths.filter((word) => word !== destination);
    return destination !== undefined && sources.length ? `zip -r ${destination} ${sources.join(" ")}` : "true";
  }
  if (MAIL.has(name)) {
    // `Send-MailMessage -Attachments F -To X`: the files leave as attachments, like `mail -A F X`.
    const to = valueOf(rest, /^-to$/i) ?? "recipient";
    const attachments = (valueOf(rest, /^-(?:attachments?|att|a)$/i) ?? "").split(",").filter(Boolean);
    return `mail ${attachments.map((file) => `-A ${pathWord(file)} `).join("")}${to} </dev/null`;
  }
  if (piped && PASS_ON.has(name)) {
    // `gci env: | Out-String`, `| Format-List`, `| ConvertTo-Json`: the listing is printed all the same; its names alone are not a secret.
    const namesOnly = (name === "select-object" || name === "select") && rest.length > 0 && rest.every((word) => NAMES_ONLY.test(word));
    return namesOnly ? "cut -s -d= -f1" : "cat";
  }
  const disk = diskCmdlet(name, rest);
  if (disk !== undefined) return disk;
  return words.join(" ");
}

/**
 * .NET's file calls made from PowerShell: `[System.IO.Directory]::Delete(P, $true)` deletes a tree,
 * `[IO.File]::Delete(P)` a file, `[IO.File]::WriteAllText(P, …)` (and `WriteAllBytes`,
 * `WriteAllLines`) replaces a file's content.
 */
function dotnetFileCall(command: string): string | undefined {
  const call = /^\[(?:System\.)?IO\.(Directory|File)\]::(Delete|WriteAllText|WriteAllBytes|WriteAllLines)\(\s*(?:'([^']*)'|"([^"]*)")\s*(?:,\s*([^)]*))?\)\s*;?$/i.exec(command);
  if (!call) return undefined;
  const [, kind, method, single, double, second] = call;
  const target = pathWord(single ?? double ?? "");
  if (target === "") return undefined;
  if (!/^delete$/i.test(method ?? "")) return `tee ${target} </dev/null`;
  if (/^file$/i.test(kind ?? "")) return `rm -f ${target}`;
  return /^\$true$/i.test((second ?? "").trim()) ? `rm -rf ${target}` : `rmdir ${target}`;
}

/** The value after a parameter, if any. */
function valueOf(words: readonly string[], parameter: RegExp): string | undefined {
  const at = words.findIndex((word) => parameter.test(word));
  const value = at >= 0 ? words[at + 1] : undefined;
  return value === undefined || value.startsWith("-") ? undefined : value;
}

/** `-Body` of a web request as curl data: `(Get-Content F)` is `"$(cat F)"`, `$env:X` is `"$X"`. */
function bodyData(word: string | undefined): string | undefined {
  if (word === undefined || word.startsWith("-")) return undefined;
  const group = /^\$?\(([^()]*)\)$/.exec(word);
  if (group) return `"$(${translateStatement(group[1] as string)})"`;
  return word.startsWith("$") ? `"${word.replace(/^\$env:(\w+)$/i, "$$$1")}"` : word;
}
