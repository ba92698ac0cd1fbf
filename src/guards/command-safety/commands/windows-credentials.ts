import type { Invocation } from "../model.js";

/** The registry hives that hold password hashes and the keys that decrypt them. */
const SECRET_HIVE = /^["']?(?:hklm|hkey_local_machine)[\\/](?:sam|security|system)["']?$/i;
/** Programs that dump a process's memory, and what names the Local Security Authority's process. */
const DUMPERS = new Set(["procdump", "procdump64", "procdump64a", "createdump", "sqldumper", "dumpert", "nanodump"]);
const LSASS = /^["']?(?:lsass(?:\.exe)?|lsass\.dmp)["']?$/i;
/** Credential dumpers whose every use prints or saves credentials. */
const DUMPING_TOOLS = new Set(["out-minidump", "mimikatz", "pypykatz", "lsassy", "secretsdump", "secretsdump.py", "impacket-secretsdump", "lazagne", "sharpdpapi", "seatbelt", "rubeus"]);

/**
 * The credential a Windows command prints or dumps, named for reasons, when that is its documented
 * purpose: Credential Manager's list (`cmdkey /list`) and vault (`vaultcmd /listcreds`), Git
 * Credential Manager's `get`, Wi-Fi passwords (`netsh wlan show profile … key=clear`), the
 * CredentialManager module's `Get-StoredCredential`, a SecureString turned back into text
 * (`ConvertFrom-SecureString -AsPlainText`, `Get-Secret -AsPlainText`), the SAM, SECURITY and SYSTEM hives saved
 * (`reg save HKLM\SAM`), Active Directory's database copied (`ntdsutil … ifm`), the LSA process's
 * memory dumped (`procdump -ma lsass`, `rundll32 comsvcs.dll MiniDump`), and credential dumpers
 * (mimikatz and its kin).
 *
 * @example
 * windowsCredentialCommand(invocation("cmdkey", "/list")) // "cmdkey /list"
 * windowsCredentialCommand(invocation("cmdkey", "/?")) // undefined
 */
export function windowsCredentialCommand(invocation: Invocation): string | undefined {
  const name = invocation.name.replace(/\.exe$/, "");
  const words = invocation.argv.slice(1).map((field) => field.text);
  const lower = words.map((word) => word.toLowerCase().replace(/^["']|["']$/g, ""));
  switch (name) {
    case "netsh":
      // `netsh wlan show profile name=X key=clear` prints the Wi-Fi password.
      return lower[0] === "wlan" && lower.includes("key=clear") ? "netsh wlan show profile key=clear" : undefined;
    case "git":
      // Git Credential Manager and Git for Windows' wincred helper print the stored login for `get`.
      return /^credential-(?:manager(?:-core)?|wincred)$/.test(lower[0] ?? "") && lower[1] === "get" ? `git ${lower[0]} get` : undefined;
    case "cmdkey":
      return lower.some((word) => word.startsWith("/list")) ? "cmdkey /list" : undefined;
    case "vaultcmd":
      return lower.some((word) => word.startsWith("/listcreds")) ? "vaultcmd /listcreds" : undefined;
    case "get-storedcredential":
      return "Get-StoredCredential";
    case "get-secret":
    case "get-azkeyvaultsecret":
      // SecretManagement's and Az.KeyVault's secrets come as SecureStrings unless asked for as text.
      return lower.includes("-asplaintext") ? `${invocation.argv[0]?.value ?? name} -AsPlainText` : undefined;
    case "convertfrom-securestring":
      return lower.includes("-asplaintext") ? "ConvertFrom-SecureString -AsPlainText" : undefined;
    case "reg":
      return (lower[0] === "save" || lower[0] === "export") && words.slice(1).some((word) => SECRET_HIVE.test(word)) ? `reg ${lower[0]} ${words.find((word) => SECRET_HIVE.test(word))}` : undefined;
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
