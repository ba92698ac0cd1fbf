/**
 * Where Windows' environment variables point, below the home directory (`home`) or from the root
 * of the system drive. cmd spells them `%APPDATA%`, PowerShell `$env:APPDATA` or `${env:APPDATA}`.
 */
const VARIABLES: Readonly<Record<string, { home?: string; root?: string }>> = {
  userprofile: { home: "" },
  home: { home: "" },
  "homedrive%%homepath": { home: "" },
  appdata: { home: "AppData/Roaming" },
  localappdata: { home: "AppData/Local" },
  temp: { root: "tmp" },
  tmp: { root: "tmp" },
  programdata: { root: "ProgramData" },
  allusersprofile: { root: "ProgramData" },
  systemroot: { root: "Windows" },
  windir: { root: "Windows" },
  systemdrive: { root: "" },
  public: { root: "Users/Public" },
  programfiles: { root: "Program Files" },
  "programfiles(x86)": { root: "Program Files (x86)" },
};

const VARIABLE = /^(?:%(homedrive%%homepath|[a-z][\w()]*)%|\$\{env:([a-z][\w()]*)\}|\$env:([a-z][\w]*(?:\(x86\))?))(?=[\\/]|$)/i;
/** `C:\…`, `c:/…`, `C:`; after an optional `\\?\` or `\\.\` prefix. */
const DRIVE = /^(?:\\\\[?.]\\)?[a-z]:(?=[\\/]|$)/i;

/**
 * A path written the Windows way as the POSIX path the audit matches: drive letters become the
 * root (`C:\Users\ada\.ssh\id_rsa` → `/Users/ada/.ssh/id_rsa`, a home directory like any other),
 * profile and system variables become the places they name (`%APPDATA%\gcloud` →
 * `<home>/AppData/Roaming/gcloud`, `$env:SystemRoot` → `/Windows`), and backslashes separate
 * directories. Undefined when the path has none of these marks.
 *
 * @example
 * posixFromWindowsPath("%USERPROFILE%\\.aws\\credentials", "/home/ada") // "/home/ada/.aws/credentials"
 * posixFromWindowsPath("src/index.ts", "/home/ada") // undefined
 */
export function posixFromWindowsPath(raw: string, home: string): string | undefined {
  // Most paths carry no Windows mark at all: no variable, no drive, no backslash.
  const first = raw.charCodeAt(0);
  if (first !== 37 && first !== 36 && first !== 92 && raw.charCodeAt(1) !== 58 && !raw.includes("\\")) return undefined;
  const variable = VARIABLE.exec(raw);
  if (variable) {
    const place = VARIABLES[(variable[1] ?? variable[2] ?? variable[3] ?? "").toLowerCase()];
    if (place) {
      const base = place.home !== undefined ? joinPosix(home, place.home) : `/${place.root}`;
      return joinPosix(base, slashes(raw.slice(variable[0].length)));
    }
  }
  const drive = DRIVE.exec(raw);
  if (drive) return `/${slashes(raw.slice(drive[0].length)).replace(/^\/+/, "")}`;
  if (raw.includes("\\")) return slashes(raw);
  return undefined;
}

function slashes(text: string): string {
  return text.replace(/\\/g, "/");
}

function joinPosix(base: string, rest: string): string {
  const tail = rest.replace(/^\/+/, "");
  if (tail === "") return base || "/";
  return `${base.replace(/\/+$/, "")}/${tail}`;
}
