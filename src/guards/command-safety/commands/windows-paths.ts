/** A drive-letter path: `C:\Users\ada`, `d:/data`, `D:` (the drive's root). */
const DRIVE = /^([A-Za-z]):(?:[\\/](.*))?$/s;
/** Variables that name the user's profile directory, in cmd (`%USERPROFILE%`) and PowerShell (`$env:USERPROFILE`, `$HOME`, `~`). */
/** PowerShell's own profile script, which every new session runs. */
const POWERSHELL_PROFILE = /^\$PROFILE(?:\.\w+)?$/i;
const PROFILE = /^(?:%USERPROFILE%|%HOMEDRIVE%%HOMEPATH%|\$env:USERPROFILE|\$\{env:USERPROFILE\}|\$env:HOME|\$HOME|~)(?=[\\/]|$)/i;
/** Variables that name folders of the profile: roaming and local application data. */
const PROFILE_FOLDERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:%APPDATA%|\$env:APPDATA|\$\{env:APPDATA\})(?=[\\/]|$)/i, "/AppData/Roaming"],
  [/^(?:%LOCALAPPDATA%|\$env:LOCALAPPDATA|\$\{env:LOCALAPPDATA\})(?=[\\/]|$)/i, "/AppData/Local"],
];
/** Variables that name folders shared by every user. */
const PROGRAM_DATA = /^(?:%ProgramData%|%ALLUSERSPROFILE%|\$env:ProgramData|\$env:ALLUSERSPROFILE)(?=[\\/]|$)/i;
/** Variables that name the temporary directory. */
const TEMPORARY = /^(?:%TEMP%|%TMP%|\$env:TEMP|\$env:TMP)(?=[\\/]|$)/i;
/** Variables that name Windows' own directory. */
const WINDOWS = /^(?:%SystemRoot%|%windir%|\$env:SystemRoot|\$env:windir)(?=[\\/]|$)/i;

/**
 * A Windows path as the POSIX path the place classification understands, quoted for a shell:
 * a drive's root is the root (`D:\` → `/`), `C:\Users\ada\Documents` → `/Users/ada/Documents`
 * (a home directory's data), `%USERPROFILE%\code` → `$HOME/code`, `C:\Windows` → `/Windows`.
 * Other words are returned as they are.
 *
 * @example
 * posixPathWord("C:\\Users\\ada\\Documents") // "'/Users/ada/Documents'"
 * posixPathWord("%USERPROFILE%\\code") // "\"$HOME\"'/code'"
 */
export function posixPathWord(word: string): string {
  const unquoted = /^(["'])(.*)\1$/s.exec(word)?.[2] ?? word;
  if (POWERSHELL_PROFILE.test(unquoted)) return `"$HOME"'/Documents/PowerShell/Microsoft.PowerShell_profile.ps1'`;
  const profile = PROFILE.exec(unquoted);
  if (profile) return `"$HOME"${quote(slashes(unquoted.slice(profile[0].length)))}`;
  for (const [pattern, folder] of PROFILE_FOLDERS) {
    const match = pattern.exec(unquoted);
    if (match) return `"$HOME"${quote(folder + slashes(unquoted.slice(match[0].length)))}`;
  }
  const programData = PROGRAM_DATA.exec(unquoted);
  if (programData) return quote(`/ProgramData${slashes(unquoted.slice(programData[0].length))}`);
  const temporary = TEMPORARY.exec(unquoted);
  if (temporary) return quote(`/tmp${slashes(unquoted.slice(temporary[0].length))}`);
  const windows = WINDOWS.exec(unquoted);
  if (windows) return quote(`/Windows${slashes(unquoted.slice(windows[0].length))}`);
  const drive = DRIVE.exec(unquoted);
  if (drive) return quote(`/${slashes(drive[2] ?? "")}`.replace(/^\/+/, "/"));
  // A network share (`\\nas\backups`) is a disk mounted from elsewhere.
  const share = /^\\\\([^\\/?.][^\\/]*)[\\/](.*)$/s.exec(unquoted);
  if (share) return quote(`/mnt/${share[1]}/${slashes(share[2] ?? "")}`.replace(/\/+$/, ""));
  // A relative path with backslashes (`..\other-project`, `build\*.obj`): the separators are Windows'.
  if (/^[\w.~-][^"'$`]*\\/.test(unquoted) && !/^\\/.test(unquoted)) return quote(slashes(unquoted));
  return word;
}

/** Whether a word is a Windows path (a drive letter, a profile variable, or backslashes). */
export function isWindowsPath(word: string): boolean {
  const unquoted = /^(["'])(.*)\1$/s.exec(word)?.[2] ?? word;
  return DRIVE.test(unquoted) || /^%\w+%/.test(unquoted) || /^\$env:/i.test(unquoted) || /^[.~\w-]*\\/.test(unquoted) || POWERSHELL_PROFILE.test(unquoted);
}

function slashes(text: string): string {
  return text.replace(/\\/g, "/");
}

function quote(text: string): string {
  if (text === "") return "";
  // A trailing `*` stays a glob: `C:\Users\ada\*` is everything in the home directory.
  const glob = /\/\*$/.test(text) ? "*" : "";
  const body = glob ? text.slice(0, -1) : text;
  return `'${body.replace(/'/g, "'\\''")}'${glob}`;
}
