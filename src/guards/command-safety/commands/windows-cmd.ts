import type { Field } from "../model.js";
import { POWERSHELLS, powershellToShell } from "./powershell.js";
import { isWindowsPath, posixPathWord } from "./windows-paths.js";

/** cmd.exe hosts. */
const CMD = new Set(["cmd", "cmd.exe"]);
/** cmd's deleters and copiers, and PowerShell cmdlets an agent on Windows may run directly. */
const CMD_COMMANDS = new Set(["rd", "rmdir", "del", "erase", "robocopy", "robocopy.exe"]);
const CMDLET = /^(?:remove-item|clear-content|set-content|move-item|copy-item)$/i;
const SEPARATOR = /^(?:&&|\|\||&|\|)$/;

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
  const name = (argv[0]?.value ?? "").toLowerCase();
  if (!CMD.has(name) && !CMD_COMMANDS.has(name) && !CMDLET.test(name)) return undefined;
  const words = argv.map((field) => field.text);
  if (CMD.has(name)) {
    const at = words.findIndex((word, index) => index > 0 && /^\/[ck]$/i.test(word));
    if (at < 0) return undefined;
    const rest = words.slice(at + 1);
    const code = rest.length === 1 ? (/^"(.*)"$/s.exec(rest[0] as string)?.[1] ?? rest[0] as string) : rest.join(" ");
    return cmdToShell(code);
  }
  const code = words.join(" ");
  let translated: string | undefined;
  if (CMDLET.test(name) && argv.slice(1).some((field) => /^-\w/.test(field.text) || isWindowsPath(field.text))) translated = powershellToShell(code);
  else if (CMD_COMMANDS.has(name) && argv.slice(1).some((field) => /^\/\w+$/.test(field.text) || isWindowsPath(field.text))) translated = cmdToShell(code);
  // What translates to itself would be walked again as itself.
  return translated === code ? undefined : translated;
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
  const name = head.toLowerCase().replace(/\.exe$/, "");
  const switches = rest.filter((word) => /^\/\w+(?::\w+)?$/.test(word)).map((word) => word.toLowerCase());
  const paths = rest.filter((word) => !/^\/\w+(?::\w+)?$/.test(word)).map(posixPathWord);
  switch (name) {
    case "rd":
    case "rmdir":
      return paths.length ? `${switches.includes("/s") ? "rm -rf" : "rmdir"} ${paths.join(" ")}` : "true";
    case "del":
    case "erase":
      return paths.length ? `rm ${switches.includes("/s") ? "-rf" : "-f"} ${paths.join(" ")}` : "true";
    case "robocopy": {
      const [source, destination] = paths;
      if (!source || !destination) return "true";
      const deletes = switches.some((word) => word === "/mir" || word === "/purge");
      return `rsync -a ${deletes ? "--delete " : ""}${source}/ ${destination}/`;
    }
    case "move":
      return paths.length >= 2 ? `mv ${paths.join(" ")}` : "true";
    case "format":
    case "format.com":
      // Drive letters stay as written: the disk rules judge `format E:` itself.
      return words.join(" ");
    case "copy":
    case "xcopy":
      return paths.length >= 2 ? `cp -r ${paths.join(" ")}` : "true";
    default:
      if (POWERSHELLS.has(name) || CMD.has(name)) return words.join(" ");
      return [head, ...rest.map((word) => (isWindowsPath(word) ? posixPathWord(word) : word))].join(" ");
  }
}
