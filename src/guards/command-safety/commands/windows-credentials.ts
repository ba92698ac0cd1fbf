import type { Invocation } from "../model.js";

/** The registry hives that hold password hashes and the keys that decrypt them. */
const SECRET_HIVE = /^["']?(?:hklm|hkey_local_machine)[\\/](?:sam|security|system)["']?$/i;
/**
 * Registry keys where remote-access tools keep saved passwords: WinSCP's sessions (`Password`,
 * obfuscated), PuTTY's sessions (`ProxyPassword` in clear), the VNC servers' `Password` values
 * (ORL WinVNC3, RealVNC's WinVNC4 and vncserver, TightVNC's Server, UltraVNC), Windows' autologon
 * `DefaultPassword` under Winlogon, and OpenSSH's agent keys (each tool's documentation).
 */
const PASSWORD_KEYS = /\\(?:martin prikryl\\winscp 2\\sessions|orl\\winvnc3|realvnc\\(?:winvnc4|vncserver)|tightvnc\\server|uvnc bvba\\ultravnc|windows nt\\currentversion\\winlogon|openssh\\agent\\keys)(?:\\|$)/;
/** PuTTY's sessions hold a password only in `ProxyPassword`: the whole tree (`/s`) or that value prints it. */
const PUTTY_SESSIONS = /\\simontatham\\putty\\sessions(?:\\|$)/;
/** A value or search pattern that names a password (`/v DefaultPassword`, `/f password`). */
const PASSWORD_VALUE = /pass|pwd|secret|cred/;
/** Programs that dump a process's memory, and what names the Local Security Authority's process. */
const DUMPERS = new Set(["procdump", "procdump64", "procdump64a", "createdump", "sqldumper", "dumpert", "nanodump"]);
const LSASS = /^["']?(?:lsass(?:\.exe)?|lsass\.dmp)["']?$/i;
/** Credential dumpers whose every use prints or saves credentials. */
const DUMPING_TOOLS = new Set(["out-minidump", "mimikatz", "pypykatz", "lsassy", "secretsdump", "secretsdump.py", "impacket-secretsdump", "lazagne", "sharpdpapi", "seatbelt", "rubeus"]);

/**
 * The credential a Windows command prints or dumps, named for reasons, when that is its documented
 * purpose: Git Credential Manager's `get`, Wi-Fi passwords (`netsh wlan show profile … key=clear`), the
 * CredentialManager module's `Get-StoredCredential`, a SecureString turned back into text
 * (`ConvertFrom-SecureString -AsPlainText`, `Get-Secret -AsPlainText`), the SAM, SECURITY and SYSTEM hives saved
 * (`reg save HKLM\SAM`), Active Directory's database copied (`ntdsutil … ifm`), the LSA process's
 * memory dumped (`procdump -ma lsass`, `rundll32 comsvcs.dll MiniDump`), and credential dumpers
 * (mimikatz and its kin), saved passwords read from the registry (`reg query` of WinSCP's, PuTTY's
 * and the VNC servers' stores, Winlogon's `DefaultPassword`), IIS's `appcmd list apppool /text:*`.
 * Credential Manager's `cmdkey /list` and `vaultcmd /listcreds` are not among them: they list each
 * credential's target, type and user name, never its password (cmdkey and vaultcmd references).
 *
 * @example
 * windowsCredentialCommand(invocation("reg", "query", "HKCU\\Software\\ORL\\WinVNC3", "/v", "Password")) // "reg query hkcu\software\orl\winvnc3 /v password"
 * windowsCredentialCommand(invocation("cmdkey", "/list")) // undefined
 */
export function windowsCredentialCommand(invocation: Invocation): string | undefined {
  // `%windir%\system32\inetsrv\appcmd.exe`: the program by its base name.
  const name = invocation.name.slice(invocation.name.lastIndexOf("\\") + 1).replace(/\.exe$/, "");
  const words = invocation.argv.slice(1).map((field) => field.text);
  const lower = words.map((word) => word.toLowerCase().replace(/^["']|["']$/g, ""));
  switch (name) {
    case "netsh":
      // `netsh wlan show profile name=X key=clear` prints the Wi-Fi password.
      return lower[0] === "wlan" && lower.includes("key=clear") ? "netsh wlan show profile key=clear" : undefined;
    case "git":
      // Git Credential Manager and Git for Windows' wincred helper print the stored login for `get`.
      return /^credential-(?:manager(?:-core)?|wincred)$/.test(lower[0] ?? "") && lower[1] === "get" ? `git ${lower[0]} get` : undefined;
    case "get-storedcredential":
      return "Get-StoredCredential";
    case "get-secret":
    case "get-azkeyvaultsecret":
      // SecretManagement's and Az.KeyVault's secrets come as SecureStrings unless asked for as text.
      return lower.includes("-asplaintext") ? `${invocation.argv[0]?.value ?? name} -AsPlainText` : undefined;
    case "convertfrom-securestring":
      return lower.includes("-asplaintext") ? "ConvertFrom-SecureString -AsPlainText" : undefined;
    case "reg":
      if (lower[0] === "query") return registryPasswordQuery(lower.slice(1));
      return (lower[0] === "save" || lower[0] === "export") && words.slice(1).some((word) => SECRET_HIVE.test(word)) ? `reg ${lower[0]} ${words.find((word) => SECRET_HIVE.test(word))}` : undefined;
    case "appcmd":
      return appcmdPasswords(lower);
    case "ntdsutil":
      return lower.some((word) => /\bifm\b/.test(word)) ? "ntdsutil ifm (a copy of Active Directory's database)" : undefined;
    case "rundll32":
      return lower.some((word) => word.includes("comsvcs")) && lower.some((word) => /minidump/.test(word)) ? "rundll32 comsvcs.dll MiniDump" : undefined;
    default:
      if (DUMPERS.has(name) && words.some((word) => LSASS.test(word))) return `${name} lsass`;
      if (DUMPING_TOOLS.has(name)) return name;
      return undefined;
  }
}

/**
 * `reg query KEY [/v NAME] [/s] [/f PATTERN]` (reg query's reference) reading a saved password: a
 * remote-access tool's store or Winlogon's values, a value named as a password, or a search of the
 * hive for password-named values (`reg query HKLM /f password /t REG_SZ /s`).
 */
function registryPasswordQuery(args: readonly string[]): string | undefined {
  const key = args[0] ?? "";
  const valueOf = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const value = valueOf("/v");
  const pattern = valueOf("/f");
  const asked = (value !== undefined && PASSWORD_VALUE.test(value)) || (pattern !== undefined && PASSWORD_VALUE.test(pattern));
  const named = `reg query ${key}${value !== undefined ? ` /v ${value}` : ""}${pattern !== undefined ? ` /f ${pattern}` : ""}`;
  if (PASSWORD_KEYS.test(key) && (value === undefined || asked)) return named;
  if (PUTTY_SESSIONS.test(key) && (asked || args.includes("/s"))) return named;
  return asked ? named : undefined;
}

/**
 * IIS's `appcmd list apppool|vdir|app` printing every attribute (`/text:*`), a password attribute
 * (`/text:processModel.password`), or the whole configuration (`/config`): application pools keep
 * their identity's password and virtual directories their connection password in clear
 * (appcmd.exe reference, "Getting Started with AppCmd.exe").
 */
function appcmdPasswords(args: readonly string[]): string | undefined {
  if (args[0] !== "list" || !/^(?:apppools?|vdirs?|apps?|sites?)$/.test(args[1] ?? "")) return undefined;
  const shown = args.find((arg) => arg === "/text:*" || (arg.startsWith("/text:") && arg.includes("password")) || arg === "/config" || arg.startsWith("/config:"));
  return shown === undefined ? undefined : `appcmd list ${args[1]} ${shown}`;
}
