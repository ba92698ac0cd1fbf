import { readCmdLine } from "./cmd-line.js";
import type { Field } from "../model.js";
import { POWERSHELLS, powershellToShell } from "./powershell.js";
import { isWindowsPath, posixPathWord } from "./windows-paths.js";

/** cmd.exe hosts. */
const CMD = new Set(["cmd", "cmd.exe"]);
/**
 * cmd's deleters, copiers, readers and searchers, `format`, and Windows programs that copy locked
 * files; judged when a switch (`/s`) or a Windows path shows they are meant the Windows way.
 */
const CMD_COMMANDS = new Set(["rd", "rmdir", "del", "erase", "sdelete", "sdelete.exe", "sdelete64", "sdelete64.exe", "robocopy", "robocopy.exe", "type", "more", "findstr", "findstr.exe", "format", "format.com", "copy", "xcopy", "xcopy.exe", "move", "esentutl", "esentutl.exe", "certutil", "certutil.exe", "bitsadmin", "bitsadmin.exe"]);
/** PowerShell cmdlets an agent on Windows may run directly, without a host (web requests among them: `-InFile` uploads). */
const CMDLET = /^(?:remove-item|ri|clear-content|set-content|move-item|copy-item|get-content|select-string|sls|compress-archive|format-volume|clear-disk|out-file|add-content|invoke-webrequest|iwr|invoke-restmethod|irm|start-bitstransfer)$/i;
const SEPARATOR = /^(?:&&|\|\||&|\|)$/;
/**
 * PowerShell's file reader and its aliases (Get-Content's documentation: `gc`, `type`, `cat`):
 * PowerShell on Linux and macOS reads a POSIX path as written, and bash's own `type` only
 * describes commands, never prints a path.
 */
const CONTENT_READERS = new Set(["get-content", "gc", "type"]);

/**
 * The shell commands a Windows command amounts to, so the shell rules judge it: `cmd /c …` and
 * `cmd.exe /k …` (their code), cmd's own deleters run directly (`rmdir /s /q D:\`, `del /s /q
 * C:\Users\ada\*`), `robocopy … /MIR` (a sync that deletes), and PowerShell cmdlets run without
 * a host (`Remove-Item -Recurse -Force C:\Users\ada\Documents`). Windows paths become the POSIX
 * paths the place classification understands (a drive's root is the root, `C:\Users\ada` a
 * home). Undefined for anything else.
 *
 * @example
 * windowsCommand(fields("cmd", "/c", "rmdir", "/s", "/q", "D:\\")) // "rm -rf '/'"
 */
export function windowsCommand(argv: readonly Field[]): string | undefined {
  // The program's own name, however it is spelled (`/usr/bin/cmd`, `\rd`, `"format"`, `C:\Windows\System32\cmd.exe`).
  const written = (argv[0]?.value ?? "").split(/[\\/]/).at(-1)?.toLowerCase() ?? "";
  // `%COMSPEC%` is cmd.exe's own path.
  const name = /^%comspec%$/i.test(written) ? "cmd" : written;
  const words = [name, ...argv.slice(1).map((field) => field.text)];
  const caretFree = name.includes("^") ? name.replace(/\^(.)/g, "$1") : undefined;
  // `c^m^d /c r^d /s /q …` typed into a POSIX shell: a caret is literal there, so no such program
  // exists; the line was meant for cmd.exe, which drops the carets, and is judged as it would run.
  if (caretFree !== undefined && isWindowsProgramName(caretFree)) return cmdToShell(readCmdLine([argv[0]?.text ?? name, ...words.slice(1)].join(" ")));
  // `Get-Content ~/.aws/credentials`, `gc hosts.yml`, `type ~/.netrc`: the positional -Path, read (`type git` stays bash's own).
  if (CONTENT_READERS.has(name) && argv.length > 1 && argv.slice(1).every(isPosixOperand) && (name !== "type" || argv.slice(1).some((field) => /[/\\]/.test(field.value ?? field.text)))) {
    return `cat ${argv.slice(1).map((field) => field.text).join(" ")}`;
  }
  if (!CMD.has(name) && !CMD_COMMANDS.has(name) && !CMDLET.test(name)) return windowsProgram(name, words);
  if (CMD.has(name)) {
    const at = words.findIndex((word, index) => index > 0 && /^\/[ck]$/i.test(word));
    if (at < 0) return undefined;
    const rest = words.slice(at + 1);
    // One word quoted for the calling POSIX shell (`cmd /c 'vssadmin delete shadows /all'`) reaches cmd as its value;
    // one double-quoted word is taken as written, its `\"` a quote cmd.exe sees (`set \"x=rd\"`).
    const single = rest.length === 1 && (rest[0] as string).startsWith("'") ? argv[at + 1]?.value : undefined;
    const code = rest.length === 1 ? (single ?? /^"(.*)"$/s.exec(rest[0] as string)?.[1]?.replace(/\\"/g, '"') ?? rest[0] as string) : rest.join(" ");
    // `/V:ON` or `/V` before `/c` turns on delayed expansion (`!name!`); the last one given counts.
    const delayed = words.slice(1, at).reduce((on, word) => (/^\/v(?::on)?$/i.test(word) ? true : /^\/v:off$/i.test(word) ? false : on), false);
    return cmdToShell(readCmdLine(code, { delayedExpansion: delayed }));
  }
  const code = words.join(" ");
  let translated: string | undefined;
  if (CMDLET.test(name) && argv.slice(1).some((field) => /^-\w/.test(field.text) || isWindowsPath(field.text))) translated = powershellToShell(code);
  else if (CMD_COMMANDS.has(name) && argv.slice(1).some((field) => /^\/\w+$/.test(field.text) || isWindowsPath(field.text))) translated = cmdToShell(code);
  // What translates to itself would be walked again as itself.
  return translated === code ? undefined : translated;
}

/** An operand spelled the POSIX way (`~/.\\aws/credentials` is one, its backslash removed by the shell); Windows spellings go to the cmdlet translation. */
function isPosixOperand(field: Field): boolean {
  return !field.text.startsWith("-") && !isWindowsPath(field.text) && !/\$env:|%[^%\s]+%/i.test(field.text) && !(field.value ?? field.text).includes("\\");
}

/** Windows programs a caret-laden name may spell (cmd.exe's own commands, its hosts, and system tools). */
const WINDOWS_PROGRAMS = new Set([
  "cmd", "cmd.exe", "powershell", "powershell.exe", "pwsh", "pwsh.exe", "reg", "reg.exe", "netsh", "schtasks", "sc", "wmic", "bcdedit",
  "vssadmin", "wbadmin", "mshta", "rundll32", "regsvr32", "cscript", "wscript", "msiexec", "taskkill", "icacls", "takeown", "cipher",
  "attrib", "net", "net1", "diskpart", "wevtutil", "fsutil", "start", "call", "set", "echo",
]);

/** A caret-free program name cmd.exe would run: its commands, hosts and system tools, with or without `.exe`. */
function isWindowsProgramName(name: string): boolean {
  const base = name.replace(/\.(?:exe|com)$/, "");
  return WINDOWS_PROGRAMS.has(name) || WINDOWS_PROGRAMS.has(base) || CMD.has(name) || CMD_COMMANDS.has(name) || CMD_COMMANDS.has(base) || CMDLET.test(base);
}

/** Programs that run the same on Windows as elsewhere, often called by their `.exe` name from PowerShell. */
const CROSS_PLATFORM = new Set([
  "curl", "wget", "scp", "sftp", "ssh", "tar", "git", "node", "python", "python3", "py", "rsync", "openssl", "ncat", "nc", "socat",
  "kubectl", "docker", "podman", "gh", "az", "aws", "gcloud", "terraform", "npm", "npx", "pip", "7z", "zip", "rclone", "psql", "mysql",
  "bash", "sh", "zsh", "dash", "wsl", "perl", "ruby", "php", "deno", "bun", "sqlite3", "mongosh", "redis-cli",
]);

/**
 * A Windows program run by its `.exe` name (`curl.exe -T C:\Users\ada\.ssh\id_rsa …`): the
 * program without the suffix, with its Windows paths made POSIX, so the rules for that program
 * judge it. PowerShell hosts are left to their own handling.
 */
function windowsProgram(name: string, words: readonly string[]): string | undefined {
  if (!name.endsWith(".exe") || POWERSHELLS.has(name) || name === ".exe") return undefined;
  const [head, ...rest] = words;
  if (head === undefined) return undefined;
  const program = (head.replace(/^["']|["']$/g, "").split(/[\\/]/).at(-1) ?? head).replace(/\.exe$/i, "");
  if (!/^[\w.+-]+$/.test(program)) return undefined;
  // Windows' own programs are judged by their rules under either name; what changes here is a
  // cross-platform program's name (`curl.exe` is `curl`) and Windows paths.
  if (!CROSS_PLATFORM.has(program.toLowerCase()) && !rest.some((word) => isWindowsPath(word))) return undefined;
  return [program, ...rest.map((word) => (isWindowsPath(word) ? posixPathWord(word) : embeddedPath(word)))].join(" ");
}

/** A Windows path inside an option's value (`f=@C:\\Users\\ada\\.aws\\credentials`, `--upload-file=C:\\…`) made POSIX. */
function embeddedPath(word: string): string {
  const split = /^([\w.-]*=@?|--[\w-]+=@?|@)(.+)$/s.exec(word);
  return split?.[1] !== undefined && split[2] !== undefined && isWindowsPath(split[2]) ? `${split[1]}${posixPathWord(split[2])}` : word;
}

/**
 * cmd.exe code as shell commands: `rd|rmdir /s` → `rm -rf`, `del|erase` → `rm -f` (`-rf` with
 * `/s`), `robocopy src dst /MIR|/PURGE` → `rsync -a --delete src/ dst/`, `move`, `copy`; everything
 * else as written, with Windows paths made POSIX.
 */
export function cmdToShell(code: string): string {
  const commands: string[][] = [[]];
  const separators: string[] = [];
  for (const word of code.match(/"[^"]*"|&&|\|\||[&|]|[^\s&|"]+(?:"[^"]*"[^\s&|"]*)*/g) ?? []) {
    if (SEPARATOR.test(word)) {
      separators.push(word === "&" ? ";" : word);
      commands.push([]);
    } else commands.at(-1)?.push(word);
  }
  return commands.map((words, index) => translate(words) + (separators[index] ? ` ${separators[index]} ` : "")).join("");
}

function translate(words: readonly string[]): string {
  const [head, ...rest] = words;
  if (head === undefined) return "true";
  const name = head.toLowerCase().replace(/\.(?:exe|com)$/, "");
  const switches = rest.filter((word) => /^\/\w+(?::\w+)?$/.test(word)).map((word) => word.toLowerCase());
  const paths = rest.filter((word) => !/^\/\w+(?::\w+)?$/.test(word)).map(posixPathWord);
  switch (name) {
    case "rd":
    case "rmdir":
      return paths.length ? `${switches.includes("/s") ? "rm -rf" : "rmdir"} ${paths.join(" ")}` : "true";
    case "del":
    case "erase":
      return paths.length ? `rm ${switches.includes("/s") ? "-rf" : "-f"} ${paths.join(" ")}` : "true";
    case "sdelete":
    case "sdelete64": {
      // Sysinternals SDelete: `-s` recurses into directories, `-p N` takes a pass count; the rest are files or directories overwritten and deleted.
      const targets = rest.filter((word, index) => !/^[-/]\w+$/.test(word) && !/^[-/]p$/i.test(rest[index - 1] ?? "")).map(posixPathWord);
      return targets.length ? `rm ${rest.some((word) => /^[-/]s$/i.test(word)) ? "-rf" : "-f"} ${targets.join(" ")}` : "true";
    }
    case "robocopy": {
      const [source, destination] = paths;
      if (!source || !destination) return "true";
      const deletes = switches.some((word) => word === "/mir" || word === "/purge");
      return `rsync -a ${deletes ? "--delete " : ""}${source}/ ${destination}/`;
    }
    case "move":
      return paths.length >= 2 ? `mv ${paths.join(" ")}` : "true";
    case "copy":
    case "xcopy":
      return paths.length >= 2 ? `cp -r ${paths.join(" ")}` : "true";
    case "type":
    case "more":
      return paths.length ? `cat ${paths.join(" ")}` : "true";
    case "findstr":
      return findstr(rest, switches);
    case "format":
      // `format D: /q`: a new file system on the volume, everything on it gone.
      return rest.some((word) => /^[a-z]:$/i.test(word)) ? `mkfs ${rest.filter((word) => /^[a-z]:$/i.test(word)).map(driveDevice).join(" ")}` : "true";
    case "certutil":
      // `certutil -encode SOURCE DEST` writes SOURCE's content, re-encoded, to DEST; `-decode|-decodehex` writes
      // bytes no one could read in the command, judged where certutil is (`commands/decoded-files.ts`).
      if (rest.some((word) => /^[-/]decode(?:hex)?$/i.test(word)) && paths.length >= 2) return `certutil -${rest.some((word) => /^[-/]decodehex$/i.test(word)) ? "decodehex" : "decode"} ${paths.slice(-2).join(" ")}`;
      if (/^[-/]encode(?:hex)?$/i.test(rest[0] ?? "") && paths.length >= 2) return `cp ${paths.slice(-2).join(" ")}`;
      return [head.replace(/\.exe$/i, ""), ...rest.map((word) => (isWindowsPath(word) ? posixPathWord(word) : word))].join(" ");
    case "bitsadmin": {
      // `bitsadmin /transfer job [/upload|/download] URL FILE`: BITS moves FILE to or from URL.
      const url = rest.find((word) => /^\w+:\/\//.test(word));
      const file = url === undefined ? undefined : rest[rest.indexOf(url) + 1];
      if (url === undefined || file === undefined) return "true";
      return switches.includes("/upload") ? `curl -T ${posixPathWord(file)} ${url}` : `curl -o ${posixPathWord(file)} ${url}`;
    }
    case "esentutl": {
      // `esentutl /y SOURCE /d DEST` copies a file, even one the system holds open (ntds.dit, SAM).
      const at = rest.findIndex((word) => /^\/y$/i.test(word));
      const to = rest.findIndex((word) => /^\/d$/i.test(word));
      const source = at >= 0 ? rest[at + 1] : undefined;
      const destination = to >= 0 ? rest[to + 1] : undefined;
      return source && destination ? `cp ${posixPathWord(source)} ${posixPathWord(destination)}` : "true";
    }
    default:
      // A host started from cmd.exe gets its words with their backslashes (`C:\Users\ada`): quoted for the shell that reads them next.
      if (POWERSHELLS.has(name) || CMD.has(name)) return words.map((word) => (/^[^"'$`]*\\[^"'$`]*$/.test(word) ? `'${word}'` : word)).join(" ");
      // A program named by its Windows path keeps its name and gets a POSIX path (`C:\t\a.exe` is `/t/a.exe`), so a file written earlier is found.
      return [isWindowsPath(head) ? posixPathWord(head) : /\.exe$/i.test(head) ? head.replace(/\.exe$/i, "") : head, ...rest.map((word) => (isWindowsPath(word) ? posixPathWord(word) : word))].join(" ");
  }
}

/** A drive letter as a device the disk rules know: `D:` → `/dev/disk/by-letter/D`. */
export function driveDevice(drive: string): string {
  return `/dev/disk/by-letter/${drive.slice(0, 1).toUpperCase()}`;
}

/**
 * `findstr [/s] [/i] [/c:"text"] pattern files`: a search that prints matching lines, `grep`
 * (recursive with `/s`) for the shell rules.
 */
function findstr(rest: readonly string[], switches: readonly string[]): string {
  const literal = rest.find((word) => /^\/c:/i.test(word))?.slice(3);
  const operands = rest.filter((word) => !/^\/[a-z]+(?::.*)?$/i.test(word));
  const pattern = literal ?? operands.shift();
  if (pattern === undefined || operands.length === 0) return "true";
  return `grep ${switches.includes("/s") ? "-r " : ""}-e ${pattern} ${operands.map(posixPathWord).join(" ")}`;
}
