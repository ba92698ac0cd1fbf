import { fileWrites } from "../commands/file-writes.js";
import type { Field, Invocation } from "../model.js";
import { kubectlVerb, kubectlVerbIndex } from "../planes/kubectl-verb.js";
import { classifyPath, resolve } from "../targets/classify-path.js";
import { pathContext, shown, via } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/** Windows services that protect the host, by the rule that guards them. */
const WINDOWS_SERVICES: ReadonlyArray<[RegExp, string, string]> = [
  [/^(?:windefend|wdnissvc|wdfilter|wdboot|sense|securityhealthservice|wscsvc)$/i, "host.antivirus-disabled", "the antivirus (Microsoft Defender)"],
  [/^(?:mpssvc|bfe)$/i, "host.firewall-flush", "the Windows firewall"],
  [/^(?:eventlog|sysmon64|sysmon)$/i, "host.audit-disabled", "the event log"],
  [/^(?:wuauserv|usosvc|waasmedicsvc)$/i, "host.updates-disabled", "Windows Update"],
];
/** Microsoft Defender preferences whose `$true` turns a protection off (Set-MpPreference). */
const DEFENDER_SWITCHES = /^-disable(?:realtimemonitoring|behaviormonitoring|ioavprotection|scriptscanning|intrusionpreventionsystem|blockatfirstseen|archivescanning|emailscanning|removabledrivescanning|scanningnetworkfiles|privacymode)$/i;
/** Kernel modules live under the system's module tree; one loaded from anywhere else was built or fetched by someone. */
/** Defender settings whose `0`/`Disabled` turns a protection off (cloud protection, controlled folder access, PUA and network protection). */
const DEFENDER_LEVELS = /^-(?:mapsreporting|enablecontrolledfolderaccess|puaprotection|enablenetworkprotection|cloudblocklevel)$/;
const MODULE_TREE = /^\/(?:(?:usr\/)?lib\/modules|boot\/(?:kernel|modules)|System\/Library\/Extensions|Library\/Extensions)\//;
const CMDLET_NAMES = /^(?:set-mppreference|add-mppreference|set-netfirewallprofile|set-executionpolicy|stop-service|set-service|uninstall-windowsfeature|remove-windowsfeature|disable-windowsoptionalfeature|clear-eventlog|remove-eventlog|limit-eventlog|set-itemproperty|new-itemproperty|disable-bitlocker|suspend-bitlocker|set-processmitigation|new-netfirewallrule|mpcmdrun(?:\.exe)?|set-item)$/i;
const COMMANDS = new Set(["sc", "sc.exe", "reg", "reg.exe", "bcdedit", "bcdedit.exe", "wevtutil", "wevtutil.exe", "auditpol", "auditpol.exe", "fsutil", "fsutil.exe", "manage-bde", "net", "net.exe", "fdesetup", "systemsetup", "tccutil", "dscl", "dseditgroup", "launchctl", "kickstart", "insmod", "kldload", "kextload", "kmutil", "sqlite3", "chattr", "ufw", "kubectl", "sysadminctl"]);

/**
 * Host protections beyond Linux's usual tools: Microsoft Defender, the Windows firewall, event log
 * and code-signing checks (through PowerShell cmdlets, `sc`, `reg`, `bcdedit`, `wevtutil`), macOS
 * Gatekeeper's re-arming, FileVault, remote login and admin accounts, full-disk encryption, kernel
 * modules loaded from outside the module tree, immutable system files, firewalls opened to every
 * port, and cluster APIs proxied on every interface.
 */
export const hostPlatformRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.antivirus-disabled", decision: "ask", description: "Turns the antivirus off or excludes files from it (Set-MpPreference -DisableRealtimeMonitoring $true — a switch judged by its name, also when the calling shell expanded its value away —, Add-MpPreference -ExclusionPath, mdatp exclusion folder add, sc stop WinDefend, Defender's policy keys and tamper protection in the registry)." },
    { id: "host.encryption-disabled", decision: "ask", description: "Turns full-disk encryption off or suspends it (fdesetup disable, manage-bde -off, Disable-BitLocker, Suspend-BitLocker)." },
    { id: "host.remote-access", decision: "ask", description: "Opens the host to remote control: turns on remote login or screen sharing, or serves a cluster's API on every interface (systemsetup -setremotelogin on, kickstart -activate, kubectl proxy --address=0.0.0.0)." },
    { id: "host.admin-account", decision: "ask", description: "Creates an administrator or root account or makes a user one (dscl … UniqueID 0, dseditgroup -a x admin, sysadminctl -addUser -admin, net localgroup administrators x /add, kubectl create clusterrolebinding … --clusterrole=cluster-admin)." },
    { id: "host.kernel-module", decision: "ask", description: "Loads a kernel module from a file outside the system's module tree (insmod /tmp/x.ko, kldload ./x.ko, kextload /tmp/x.kext, kmutil load -p /tmp/x.kext)." },
    { id: "host.immutable-removed", decision: "ask", description: "Removes the immutable or append-only attribute of a system file or log (chattr -i /etc/passwd, chattr -a /var/log/auth.log), the step before changing it." },
  ],
  invocation(invocation, context) {
    if (!COMMANDS.has(invocation.name) && !CMDLET_NAMES.test(baseName(invocation))) return apparmorDisabled(invocation, context);
    return [...windows(invocation), ...macos(invocation), ...linux(invocation, context), ...apparmorDisabled(invocation, context)].slice(0, 2);
  },
};

function hit(invocation: Invocation, rule: string, what: string): Hit[] {
  return [{ rule, decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}

/** Arguments as written: PowerShell's `$true` is an unset shell variable to the parser, but its text says what it is. */
function words(invocation: Invocation): string[] {
  return invocation.argv.slice(1).map((field) => field.value ?? field.text);
}

/** A program's name without a Windows directory (`C:\\Program Files\\Windows Defender\\MpCmdRun.exe` → `MpCmdRun.exe`). */
function baseName(invocation: Invocation): string {
  return invocation.name.split("\\").at(-1) ?? invocation.name;
}

function windows(invocation: Invocation): Hit[] {
  const name = baseName(invocation).toLowerCase().replace(/\.exe$/, "");
  const args = words(invocation);
  const lower = args.map((arg) => arg.toLowerCase().replace(/^["']|["']$/g, ""));
  switch (name) {
    case "set-mppreference": {
      // A switch is judged by its name: `-DisableRealtimeMonitoring:$true`, `… 1`, or with its value lost to the calling shell's expansion.
      const off = args.findIndex((arg, index) => {
        const [switchName = "", inline] = arg.split(":", 2);
        return DEFENDER_SWITCHES.test(switchName) && !/^(?:\$false|0|false)$/i.test(inline ?? args[index + 1] ?? "");
      });
      if (off >= 0) return hit(invocation, "host.antivirus-disabled", `turns Microsoft Defender's protection off (${args[off]})`);
      // Exclusions set whole, cloud protection and sample submission off, ransomware, PUA and network protection disabled.
      const weakened = lower.findIndex((arg, index) => /^-exclusion(?:path|process|extension|ipaddress)$/.test(arg) || (DEFENDER_LEVELS.test(arg) && /^(?:0|disabled|auditmode|\$false)$/.test(lower[index + 1] ?? "")) || (arg === "-submitsamplesconsent" && /^(?:2|neversend)$/.test(lower[index + 1] ?? "")));
      return weakened >= 0 ? hit(invocation, "host.antivirus-disabled", `weakens Microsoft Defender (${args[weakened]} ${args[weakened + 1] ?? ""})`.replace(/ \)$/, ")")) : [];
    }
    case "add-mppreference":
      return lower.some((arg) => /^-exclusion(?:path|process|extension|ipaddress)$/.test(arg)) ? hit(invocation, "host.antivirus-disabled", "excludes files or programs from Microsoft Defender's scans") : [];
    case "uninstall-windowsfeature":
    case "remove-windowsfeature":
    case "disable-windowsoptionalfeature":
      return lower.some((arg) => /defender/.test(arg)) ? hit(invocation, "host.antivirus-disabled", "removes Microsoft Defender") : [];
    case "set-netfirewallprofile":
      if (lower.some((arg, index) => arg === "-defaultinboundaction" && lower[index + 1] === "allow")) return hit(invocation, "host.firewall-flush", "lets every inbound connection through the Windows firewall");
      return lower.some((arg, index) => (arg === "-enabled" && /^(?:false|\$false|0)$/.test(lower[index + 1] ?? "")) || /^-enabled:\$?false$/.test(arg)) ? hit(invocation, "host.firewall-flush", "turns the Windows firewall off") : [];
    case "set-executionpolicy": {
      const policy = lower.find((arg) => /^(?:unrestricted|bypass)$/.test(arg));
      const scope = lower[lower.indexOf("-scope") + 1];
      return policy && lower.indexOf("-scope") >= 0 && scope === "process" ? [] : policy ? hit(invocation, "host.quarantine-disabled", `lets every unsigned script run for later sessions (execution policy ${policy})`) : [];
    }
    case "net":
      // Stopping Windows' protecting services (sc, net stop, Stop-Service, Set-Service) is read with every other stop in host-security.ts.
      return lower[0] === "localgroup" && /^(?:administrators|admins)$/.test(lower[1] ?? "") && lower.includes("/add") ? hit(invocation, "host.admin-account", "makes a user a Windows administrator") : [];
    case "reg":
    case "set-itemproperty":
    case "new-itemproperty": {
      // Unquoted, the shell takes a key's backslashes as escapes (`HKLM\SOFTWARE` reaches reg as `HKLMSOFTWARE`): match both spellings.
      const text = lower.join(" ");
      if (name === "reg" && lower[0] !== "add") return [];
      const zero = /\/d\s+0\b|-value\s+0\b/.test(text);
      if (/windows defender|windefend/.test(text) && /disable\w*/.test(text) && !zero) return hit(invocation, "host.antivirus-disabled", "turns Microsoft Defender off through its policy keys");
      // Tamper protection (Features\TamperProtection): 0 or 4 is off, and Defender's settings can then be changed by anything.
      if (/windows defender/.test(text) && /tamperprotection/.test(text) && /\/d\s+[04]\b|-value\s+[04]\b/.test(text)) return hit(invocation, "host.antivirus-disabled", "turns Microsoft Defender's tamper protection off");
      if (/policies\\?system/.test(text) && /enablelua|consentpromptbehavioradmin/.test(text) && zero) return hit(invocation, "host.quarantine-disabled", "turns Windows' user account control off");
      if (/terminal server/.test(text) && /fdenytsconnections/.test(text) && zero) return hit(invocation, "host.remote-access", "turns Remote Desktop connections on");
      if (/control\\?lsa/.test(text) && /runasppl|lmcompatibilitylevel|disablerestrictedadmin/.test(text) && zero) return hit(invocation, "host.quarantine-disabled", "turns off the protection of Windows' credential store (LSA)");
      // SmartScreen's policy (`EnableSmartScreen` 0), Explorer's and Edge's switches (`SmartScreenEnabled` Off or 0).
      if (/smartscreen/.test(text) && (zero || /(?:\/d|-value)\s+["']?off\b/.test(text))) return hit(invocation, "host.quarantine-disabled", "turns Windows SmartScreen's checks of downloaded programs off");
      // The firewall's policy keys: `EnableFirewall` 0 under a profile of FirewallPolicy.
      if (/firewallpolicy|windowsfirewall/.test(text) && /enablefirewall/.test(text) && zero) return hit(invocation, "host.firewall-flush", "turns the Windows firewall off through its policy keys");
      // A protecting service's `Start` set to 4 (disabled) under Services\\NAME.
      const service = /services\\?([\w.-]+)/.exec(text)?.[1];
      const protecting = service === undefined ? undefined : WINDOWS_SERVICES.find(([pattern]) => pattern.test(service));
      if (protecting && /\bstart\b/.test(text) && /\/d\s+4\b|-value\s+4\b/.test(text)) return hit(invocation, protecting[1], `disables ${protecting[2]} at boot`);
      // Attachment Manager's `SaveZoneInformation` 1: downloads lose their mark of the web, and SmartScreen and Office's checks with it.
      if (/attachments/.test(text) && /savezoneinformation/.test(text) && /\/d\s+1\b|-value\s+1\b/.test(text)) return hit(invocation, "host.quarantine-disabled", "stops Windows from marking downloaded files (mark of the web)");
      if (/wdigest/.test(text) && /uselogoncredential/.test(text) && /\/d\s+1\b|-value\s+1\b/.test(text)) return hit(invocation, "host.quarantine-disabled", "makes Windows keep logon passwords in memory in clear text (WDigest)");
      return [];
    }
    case "auditpol":
      // auditpol(1): `/clear`, `/remove`, or categories set to not audit.
      return lower.some((arg) => /^\/(?:clear|remove)$/.test(arg)) || (lower[0] === "/set" && lower.some((arg) => /^\/(?:success|failure):disable$/.test(arg))) ? hit(invocation, "host.audit-disabled", "turns Windows' security auditing off") : [];
    case "fsutil":
      return lower[0] === "usn" && lower[1] === "deletejournal" ? hit(invocation, "host.audit-disabled", "deletes the file system's change journal, the record of what was changed") : [];
    case "bcdedit":
      return bcdeditWeakening(invocation, lower);
    case "wevtutil":
    case "clear-eventlog":
    case "remove-eventlog":
      // wevtutil(1) `sl LOG /e:false` stops a log from recording; `/ms:BYTES` caps its size, so a tiny cap keeps almost nothing.
      if (name === "wevtutil" && /^(?:sl|set-log)$/.test(lower[1] === undefined ? "" : lower[0] ?? "") && lower.some((arg) => /^\/(?:e|enabled):(?:false|0)$/.test(arg))) return hit(invocation, "host.audit-disabled", "stops a Windows event log from recording");
      if (name === "wevtutil" && /^(?:sl|set-log)$/.test(lower[0] ?? "") && lower.some((arg) => tinyLog(/^\/(?:ms|maxsize):(.+)$/.exec(arg)?.[1]))) return hit(invocation, "host.audit-disabled", "shrinks a Windows event log until it keeps almost nothing");
      return name !== "wevtutil" || /^(?:cl|clear-log)$/.test(lower[0] ?? "") ? hit(invocation, "host.audit-disabled", "clears the Windows event log") : [];
    case "limit-eventlog": {
      // Limit-EventLog -MaximumSize: a log capped at a few hundred kilobytes overwrites its events within minutes.
      // Parameters may be shortened to any unambiguous prefix: `-m`, `-max`, `-MaximumSize`.
      const size = lower.findIndex((arg) => arg.length >= 2 && "-maximumsize".startsWith(arg));
      return size >= 0 && tinyLog(lower[size + 1]) ? hit(invocation, "host.audit-disabled", "shrinks a Windows event log until it keeps almost nothing") : [];
    }
    case "manage-bde":
      return lower.some((arg) => arg === "-off" || arg === "-disable") ? hit(invocation, "host.encryption-disabled", "turns BitLocker disk encryption off") : [];
    case "mpcmdrun":
      // MpCmdRun.exe -RemoveDefinitions -All: Defender left without signatures.
      return lower.includes("-removedefinitions") ? hit(invocation, "host.antivirus-disabled", "removes Microsoft Defender's malware definitions") : [];
    case "set-item":
      // WinRM's client trusts every host (`TrustedHosts *`): credentials go to whichever machine answers.
      return lower.some((arg) => /^wsman:\\?localhost\\?client\\?trustedhosts$/.test(arg)) && lower.some((arg, index) => /^-value$/.test(lower[index - 1] ?? "") && arg === "*") ? hit(invocation, "host.remote-access", "makes the WinRM client trust every remote host") : [];
    case "set-processmitigation":
      // Set-ProcessMitigation -System -Disable DEP,ASLR…: the exploit mitigations every program gets.
      return lower.includes("-system") && lower.some((arg, index) => arg === "-disable" && /\b(?:dep|forcerelocateimages|bottomup|highentropy|sehop|cfg|emulateatlthunks|strictcfg)\b/.test(lower[index + 1] ?? "")) ? hit(invocation, "host.quarantine-disabled", "turns exploit mitigations (DEP, ASLR, CFG) off for every program") : [];
    case "new-netfirewallrule": {
      // An inbound allow rule that names no port, program or remote address lets every connection in.
      const inbound = lower.some((arg, index) => arg === "-direction" && lower[index + 1] === "inbound");
      const allows = lower.some((arg, index) => arg === "-action" && lower[index + 1] === "allow");
      const narrowed = lower.some((arg, index) => /^-(?:localport|program|remoteaddress|service|package)$/.test(arg) && !/^(?:any|\*)$/.test(lower[index + 1] ?? ""));
      return inbound && allows && !narrowed ? hit(invocation, "host.firewall-flush", "lets every inbound connection through the Windows firewall") : [];
    }
    case "disable-bitlocker":
      return hit(invocation, "host.encryption-disabled", "turns BitLocker disk encryption off");
    case "suspend-bitlocker":
      return hit(invocation, "host.encryption-disabled", "suspends BitLocker's protection, leaving the disk's key in the clear");
    default:
      return [];
  }
}

/** Below this many bytes an event log holds only its latest moments (Windows' own logs default to 1 MB to 20 MB). */
const TINY_LOG_BYTES = 1024 * 1024;

/** Whether a log size (`65536`, PowerShell's `64KB`, `1MB`) is below `TINY_LOG_BYTES`. */
function tinyLog(size: string | undefined): boolean {
  const match = /^(\d+)(kb|mb|gb)?$/.exec(size ?? "");
  if (!match) return false;
  const unit = match[2] === "kb" ? 1024 : match[2] === "mb" ? 1024 ** 2 : match[2] === "gb" ? 1024 ** 3 : 1;
  return Number(match[1]) * unit < TINY_LOG_BYTES;
}

/** bcdedit's boolean values (BCDEdit /set: `on`, `yes`, `true`, `1`). */
const BCD_ON = /^(?:on|yes|true|1)$/;

/**
 * What a `bcdedit` command turns off in the next boot, from Microsoft's BCDEdit command-line
 * options reference: `/set [{ID}] testsigning|nointegritychecks on` and `loadoptions
 * DISABLE_INTEGRITY_CHECKS` (drivers load unsigned), `nx AlwaysOff` (no DEP), `/debug [{ID}] on`,
 * `/set [{ID}] debug on` and `/bootdebug on` (kernel debugging, which switches kernel patch
 * protection off), and `/event [{ID}] off` (the entry's event logging). The recovery settings
 * (`recoveryenabled`, `bootstatuspolicy`) are backups (`planes/backups.ts`); `/enum`, `/v` and
 * `/dbgsettings` read or only configure.
 */
function bcdeditWeakening(invocation: Invocation, lower: readonly string[]): Hit[] {
  const set = (name: string): string | undefined => lower[lower.indexOf(name) + 1];
  if (lower.includes("nx") && set("nx") === "alwaysoff") return hit(invocation, "host.quarantine-disabled", "boots Windows with data execution prevention (DEP) off");
  if (["testsigning", "nointegritychecks"].some((name) => lower.includes(name) && BCD_ON.test(set(name) ?? "")) || (lower.includes("loadoptions") && /d?disable_integrity_checks/.test(set("loadoptions") ?? ""))) {
    return hit(invocation, "host.quarantine-disabled", "boots Windows without driver signature checks");
  }
  const switched = (option: string): boolean => lower[0] === option && BCD_ON.test(lower.at(-1) ?? "");
  if (switched("/debug") || switched("/bootdebug") || (lower[0] === "/set" && lower.includes("debug") && BCD_ON.test(set("debug") ?? ""))) {
    return hit(invocation, "host.quarantine-disabled", "boots Windows with kernel debugging on, which turns kernel patch protection off");
  }
  return lower[0] === "/event" && lower.at(-1) === "off" ? hit(invocation, "host.audit-disabled", "turns the boot entry's event logging off") : [];
}

function macos(invocation: Invocation): Hit[] {
  const args = words(invocation);
  switch (invocation.name) {
    case "fdesetup":
      return args[0] === "disable" ? hit(invocation, "host.encryption-disabled", "turns FileVault disk encryption off") : [];
    case "systemsetup":
      return args.some((arg, index) => /^-set(?:remotelogin|remoteappleevents)$/i.test(arg) && /^on$/i.test(args[index + 1] ?? "")) ? hit(invocation, "host.remote-access", "turns remote login on") : [];
    case "kickstart":
      return args.includes("-activate") ? hit(invocation, "host.remote-access", "turns Apple Remote Desktop access on") : [];
    case "launchctl":
      return (args[0] === "load" || args[0] === "bootstrap" || args[0] === "enable") && args.some((arg) => /(?:^|\/)(?:ssh|com\.openssh\.sshd|com\.apple\.screensharing)(?:\.plist)?$/.test(arg)) ? hit(invocation, "host.remote-access", "turns remote login or screen sharing on") : [];
    case "dscl": {
      const text = args.join(" ");
      if (/UniqueID\s+0\b|PrimaryGroupID\s+0\b/.test(text)) return hit(invocation, "host.admin-account", "gives an account root's user or group id");
      return /-(?:append|create)\s+\/Groups\/(?:admin|wheel)\s+GroupMembership/.test(text) ? hit(invocation, "host.admin-account", "makes a user an administrator") : [];
    }
    case "dseditgroup":
      return args.includes("-a") && /^(?:admin|wheel)$/.test(args.at(-1) ?? "") ? hit(invocation, "host.admin-account", "makes a user an administrator") : [];
    case "sysadminctl":
      return args.includes("-addUser") && args.includes("-admin") ? hit(invocation, "host.admin-account", "creates an administrator account") : [];
    case "tccutil":
      return privacyReset(invocation, args);
    case "sqlite3":
      // The privacy consent database: a row written there grants an app access without asking the user.
      return args.some((arg) => /(?:^|\/)com\.apple\.TCC\/TCC\.db$/.test(arg)) && args.some((arg) => /\b(?:insert|update|replace|delete)\b/i.test(arg)) ? hit(invocation, "host.quarantine-disabled", "grants privacy permissions in macOS's consent database (TCC) without the user's consent") : [];
    default:
      return [];
  }
}

/**
 * `tccutil reset SERVICE [BUNDLE_ID]` (tccutil(1)): forgets the privacy decisions (camera, screen
 * recording, full disk access, accessibility, …) users made for SERVICE, or for every service with
 * `All` — for every app unless a bundle id names one. Resetting one app's decisions is how its
 * developer tests the consent prompt again; resetting every app's erases what the user allowed and
 * refused on this machine.
 */
function privacyReset(invocation: Invocation, args: readonly string[]): Hit[] {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  if (operands[0]?.toLowerCase() !== "reset" || operands[1] === undefined || operands[2] !== undefined) return [];
  const every = operands[1].toLowerCase() === "all";
  return hit(invocation, "host.quarantine-disabled", `resets macOS privacy consent (TCC) for ${every ? "every service" : operands[1]} and every app, forgetting what the user allowed and refused`);
}

/**
 * The module file a loader is given: insmod(8)'s first operand, FreeBSD kldload(8)'s operand when it
 * is a path (a bare name is looked up in the module path), macOS kextload(8)'s bundle and `kmutil
 * load -p|--bundle-path`. Undefined when nothing is loaded from a file.
 */
function moduleFile(invocation: Invocation): Field | undefined {
  const args = invocation.argv.slice(1, 33);
  if (invocation.name === "kmutil") {
    if (args[0]?.value !== "load") return undefined;
    const at = args.findIndex((field) => field.value === "-p" || field.value === "--bundle-path");
    return at < 0 ? undefined : args[at + 1];
  }
  const operand = args.find((field) => field.value === undefined || !field.value.startsWith("-"));
  if (invocation.name === "kldload" && operand?.value !== undefined && !operand.value.includes("/")) return undefined;
  return operand;
}

function linux(invocation: Invocation, context: RuleContext): Hit[] {
  const args = words(invocation);
  switch (invocation.name) {
    case "insmod":
    case "kldload":
    case "kextload":
    case "kmutil": {
      const file = moduleFile(invocation);
      if (!file) return [];
      const absolute = file.value === undefined ? undefined : resolve(file.value, pathContext(invocation, context)).path;
      return absolute !== undefined && MODULE_TREE.test(absolute) ? [] : hit(invocation, "host.kernel-module", `loads a kernel module from ${absolute ?? file.text}, outside the system's module tree`);
    }
    case "chattr": {
      if (!args.some((arg) => /^-[a-zA-Z]*[ia]/.test(arg))) return [];
      const target = invocation.argv.slice(1).filter((field) => field.value === undefined || !field.value.startsWith("-"))
        .map((field) => classifyPath(field, pathContext(invocation, context)))
        .find((place) => place.class === "catastrophic" || place.class === "system" || /^\/var\/log\//.test(place.shown));
      return target ? hit(invocation, "host.immutable-removed", `removes the immutable or append-only attribute of ${target.shown}`) : [];
    }
    case "ufw":
      return ufwOpensEverything(args) ? hit(invocation, "host.firewall-flush", "lets every connection through the firewall") : [];
    case "kubectl": {
      // The verb and the word after it, past kubectl's global options (`kubectl -n shop create clusterrolebinding …`).
      const at = kubectlVerbIndex(args);
      const verb = args[at];
      // Cluster-wide administrator rights handed to a user, group or service account; pod security switched off for a namespace.
      if (verb === "create" && kubectlVerb(args.slice(at + 1)) === "clusterrolebinding" && args.some((arg, index) => arg === "--clusterrole=cluster-admin" || (arg === "cluster-admin" && args[index - 1] === "--clusterrole"))) return hit(invocation, "host.admin-account", "gives an account administrator rights over the whole cluster");
      if (verb === "label" && args.some((arg) => /^pod-security\.kubernetes\.io\/enforce=privileged$/.test(arg))) return hit(invocation, "host.quarantine-disabled", "turns pod security enforcement off for a namespace (privileged)");
      if (verb !== "proxy") return [];
      const address = args.find((arg, index) => args[index - 1] === "--address") ?? args.find((arg) => arg.startsWith("--address="))?.slice(10);
      // A listening address, not a host to reach: `0.0.0.0` is every interface here, so this is narrower than `targets/loopback-hosts.ts`.
      return address !== undefined && !/^(?:127\.0\.0\.1|localhost|::1)$/.test(address) ? hit(invocation, "host.remote-access", `serves the cluster's API with this user's credentials on ${address}`) : [];
    }
    default:
      return [];
  }
}

/**
 * An incoming ufw rule that allows every port from anywhere. ufw(8)'s grammar: `allow [in|out [on
 * IFACE]] [log|log-all] [proto P] [from ADDR [port P|app A]] [to ADDR [port P|app A]]`, so `ufw
 * allow from any`, `ufw allow in from any to any`, `ufw allow proto tcp to any` and a whole port
 * range (`1:65535/tcp`) open the firewall entirely, while a port, an app profile, a narrower source or
 * an outgoing rule is everyday (`ufw allow 22/tcp`, `ufw allow from 10.0.0.0/8 to any port 22`).
 */
function ufwOpensEverything(args: readonly string[]): boolean {
  if (args.includes("--dry-run")) return false;
  const allow = args.indexOf("allow");
  if (allow < 0 || args.slice(allow + 1).some((arg) => /^(?:0|1):65535(?:\/\w+)?$/.test(arg))) return allow >= 0;
  let rest = args.slice(allow + 1);
  if (rest[0] === "out") return false;
  if (rest[0] === "in") rest = rest.slice(rest[1] === "on" ? 3 : 1);
  if (rest[0] === "log" || rest[0] === "log-all") rest = rest.slice(1);
  if (rest[0] === "proto") rest = rest.slice(2);
  const addresses = rest.filter((arg, index) => rest[index - 1] === "from" || rest[index - 1] === "to");
  const selectors = rest.filter((arg) => arg === "from" || arg === "to").length;
  return selectors > 0 && selectors === addresses.length && rest.length === selectors * 2 && addresses.every((address) => /^(?:any|0\.0\.0\.0\/0|::\/0)$/.test(address));
}

/** `ln -s /etc/apparmor.d/PROFILE /etc/apparmor.d/disable/`: a profile linked there is not loaded at boot. */
function apparmorDisabled(invocation: Invocation, context: RuleContext): Hit[] {
  if (invocation.name !== "ln" && invocation.name !== "cp") return [];
  for (const { field } of fileWrites(invocation)) {
    if (field.value !== undefined && /^\/etc\/apparmor\.d\/(?:disable|force-complain)(?:\/|$)/.test(resolve(field.value, pathContext(invocation, context)).path)) return hit(invocation, "host.mac-disabled", "disables an AppArmor profile (linked into /etc/apparmor.d/disable)");
  }
  return [];
}
