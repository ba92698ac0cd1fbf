import { staticField, type Field, type Invocation } from "../model.js";

/** Files Windows runs by their extension: programs, installers, scripts of its script hosts. */
const WINDOWS_RUNNABLE = /\.(?:exe|com|bat|cmd|ps1|msi|msp|scr|vbs|vbe|js|jse|wsf|hta|dll|cpl|sct|lnk|pif)$/i;
/** A path written the Windows way: a drive, a backslash, a `%VARIABLE%`. */
const WINDOWS_PATH = /^[A-Za-z]:|\\|%\w+%/;
/** The most arguments read. */
const MAX_ARGUMENTS = 64;

/**
 * A path written the Windows way, as the same key wherever it is written: backslashes become
 * slashes, so `.\a.exe`, `a.exe` and `C:\t\a.exe` are matched the way they are written elsewhere.
 *
 * @example
 * windowsPathField(staticField(".\\a.exe")).value // "./a.exe"
 */
export function windowsPathField(field: Field): Field {
  const value = field.value;
  return value !== undefined && WINDOWS_PATH.test(value) ? { ...field, value: value.replace(/\\/g, "/") } : field;
}

/** Whether a command word names a file Windows runs by its extension (`a.exe`, `.\setup.bat`, `%TEMP%\x.ps1`). */
export function isWindowsRunnable(value: string): boolean {
  return WINDOWS_RUNNABLE.test(value);
}

/**
 * The files a Windows launcher runs: `start [""] [/b /wait /d DIR …] FILE`, `Start-Process
 * [-FilePath] FILE` (`saps`, `Invoke-Item`, `ii`), `rundll32 FILE,Entry`, `regsvr32 [/s /u /n /i:…] FILE`,
 * `msiexec /i|/package|/a FILE`, `wscript|cscript [//B …] FILE`, `mshta FILE`. A file downloaded
 * earlier in the command and launched this way is code from the network run here.
 *
 * @example
 * windowsLaunchedFiles(invocation("start", "", "/b", "a.exe")).map((f) => f.value) // ["a.exe"]
 */
export function windowsLaunchedFiles(invocation: Invocation): Field[] {
  const args = invocation.argv.slice(1, MAX_ARGUMENTS + 1);
  const values = args.map((field) => field.value ?? "");
  // A switch is `-name` or `/name` (`/b`, `/wait`, `/i:…`, wscript's `//B`); `/tmp/a.exe`, a path made POSIX, is an operand.
  const operand = (skipValueOf?: RegExp) => args.find((field, index) => !/^-|^\/\/?[\w:]*$/.test(field.value ?? "-") && field.value !== "" && !(skipValueOf?.test(values[index - 1] ?? "") ?? false));
  let file: Field | undefined;
  switch (invocation.name.toLowerCase()) {
    case "start":
      file = operand(/^\/d$/i);
      break;
    case "start-process":
    case "saps":
    case "invoke-item":
    case "ii": {
      const at = values.findIndex((value) => /^-(?:filepath|file|path|literalpath|fi|fp)$/i.test(value));
      file = at >= 0 ? args[at + 1] : operand(/^-(?:argumentlist|args|workingdirectory|verb|windowstyle|redirectstandard\w+|credential)$/i);
      break;
    }
    case "rundll32": {
      const first = operand();
      const dll = first?.value?.split(",", 1)[0];
      file = dll ? staticField(dll, first?.text) : undefined;
      break;
    }
    case "regsvr32":
    case "wscript":
    case "cscript":
    case "mshta":
      file = operand();
      break;
    case "msiexec": {
      const at = values.findIndex((value) => /^\/(?:i|package|a|j[mu]?|update|p)$/i.test(value));
      file = at >= 0 ? args[at + 1] : undefined;
      break;
    }
    default:
      return [];
  }
  return file ? [windowsPathField(file)] : [];
}
