/** What a protecting process or service guards, and the rule that asks before it is stopped. */
export interface Protection {
  rule: string;
  what: string;
}

const FIREWALL: Protection = { rule: "host.firewall-flush", what: "the firewall" };
const MAC: Protection = { rule: "host.mac-disabled", what: "mandatory access control" };
const UPDATES: Protection = { rule: "host.updates-disabled", what: "automatic security updates" };
const MONITORING: Protection = { rule: "host.audit-disabled", what: "auditing and security monitoring" };
const ANTIVIRUS: Protection = { rule: "host.antivirus-disabled", what: "the antivirus (Microsoft Defender)" };
const WINDOWS_FIREWALL: Protection = { rule: "host.firewall-flush", what: "the Windows firewall" };
const EVENT_LOG: Protection = { rule: "host.audit-disabled", what: "the event log" };
const WINDOWS_UPDATE: Protection = { rule: "host.updates-disabled", what: "Windows Update" };
const MALWARE: Protection = { rule: "host.antivirus-disabled", what: "malware protection" };
const MANAGEMENT: Protection = { rule: "host.audit-disabled", what: "device management (MDM) and the security policies it enforces" };
const GATEKEEPER: Protection = { rule: "host.quarantine-disabled", what: "Gatekeeper's checks of downloaded code (syspolicyd)" };
const LOG_SHIPPING: Protection = { rule: "host.audit-disabled", what: "the shipping of logs to the security team" };

/**
 * Service and process names that are a protection exactly (after `.service`, `.exe`, `.plist` and a
 * launchd label's vendor are taken off). Short or generic names live here, never among the stems,
 * so `pkill -f sense` or `systemctl stop alfred` is not mistaken for one.
 */
const EXACT: ReadonlyMap<string, Protection> = new Map([
  ...["firewalld", "ufw", "nftables", "iptables", "ip6tables", "netfilter-persistent", "pf", "pflog", "ipfw", "npf", "shorewall", "shorewall6", "csf", "lfd", "alf", "alf.agent", "socketfilterfw", "lulu", "opensnitch", "opensnitchd", "littlesnitch", "littlesnitchd", "littlesnitch-daemon", "at.obdev.littlesnitch", "com.objective-see.lulu"].map((name) => [name, FIREWALL] as const),
  ...["apparmor", "selinux", "setroubleshootd", "restorecond", "mcstransd"].map((name) => [name, MAC] as const),
  ...["unattended-upgrades", "apt-daily-upgrade", "dnf-automatic", "dnf-automatic-install", "yum-cron", "softwareupdated", "com.apple.softwareupdated"].map((name) => [name, UPDATES] as const),
  ...["syslog", "syslogd", "rsyslog", "rsyslogd", "syslog-ng", "systemd-journald", "journald", "falco", "aide", "lynis", "zeek", "snort", "suricata", "usbguard", "lkrg", "sysmon", "sysmon64", "tetragon", "tripwire", "rkhunter", "sshguard", "denyhosts", "velociraptor", "xprotect", "blockblock", "ossec", "santa", "sense", "mssense", "ir_agent", "ds_agent", "xagt", "mfetpd", "savd", "cylancesvc", "taniumclient", "repmgr", "cbdefense", "logd", "com.apple.logd", "auditbeat", "security-agent", "system-probe"].map((name) => [name, MONITORING] as const),
  ...["windefend", "wdnissvc", "wdfilter", "wdboot", "securityhealthservice", "wscsvc", "msmpeng", "nissrv", "mpdefendercoreservice", "wdavdaemon"].map((name) => [name, ANTIVIRUS] as const),
  ...["mpssvc", "bfe"].map((name) => [name, WINDOWS_FIREWALL] as const),
  ...["eventlog"].map((name) => [name, EVENT_LOG] as const),
  ...["wuauserv", "usosvc", "waasmedicsvc"].map((name) => [name, WINDOWS_UPDATE] as const),
  // macOS's own: the Malware Removal Tool's agents and the endpoint-security daemon; Gatekeeper's policy daemon; the MDM client.
  ...["mrtd", "mrta", "xprotectservice", "xprotectpluginservice", "endpointsecurityd"].map((name) => [name, MALWARE] as const),
  ...["syspolicyd"].map((name) => [name, GATEKEEPER] as const),
  ...["mdmclient", "managedclient", "com.apple.mdmclient", "com.apple.managedclient", "jamf", "jamfagent", "jamfdaemon"].map((name) => [name, MANAGEMENT] as const),
  ...["splunkd", "splunkforwarder", "filebeat", "winlogbeat", "nxlog", "nxlog-ce"].map((name) => [name, LOG_SHIPPING] as const),
]);

/**
 * Distinctive parts of security products' process, service and launchd names: a name that contains
 * one is that product (`falcon-sensor.service`, `com.crowdstrike.falcond`, `wazuh-modulesd`,
 * `/opt/sentinelone/bin/sentinelctl`). Each is long and specific enough not to name anything else.
 */
const STEMS: ReadonlyArray<readonly [string, Protection]> = [
  ["auditd", MONITORING], ["audispd", MONITORING], ["osquery", MONITORING], ["wazuh", MONITORING], ["ossec-", MONITORING],
  ["falcon-sensor", MONITORING], ["falcond", MONITORING], ["falconctl", MONITORING], ["csfalcon", MONITORING], ["crowdstrike", MONITORING], ["csagent", MONITORING],
  ["sentinelone", MONITORING], ["sentinelagent", MONITORING], ["sentinel-agent", MONITORING], ["sentineld", MONITORING], ["sentinelctl", MONITORING], ["s1-agent", MONITORING], ["s1-orchestrator", MONITORING],
  ["fail2ban", MONITORING], ["crowdsec", MONITORING], ["clamd", MONITORING], ["clamav", MONITORING], ["freshclam", MONITORING],
  ["santad", MONITORING], ["google.santa", MONITORING], ["northpolesec.santa", MONITORING],
  ["elastic-agent", MONITORING], ["elastic-endpoint", MONITORING], ["elastic.endpoint", MONITORING], ["elasticendpoint", MONITORING], ["endpoint-security", MONITORING],
  ["datadog-agent-security", MONITORING], ["datadog-security", MONITORING], ["falco-", MONITORING],
  ["sophos", MONITORING], ["cybereason", MONITORING], ["qualys-cloud-agent", MONITORING], ["cbagentd", MONITORING], ["cbdaemon", MONITORING], ["carbonblack", MONITORING],
  ["mdatp", ANTIVIRUS], ["microsoft.wdav", ANTIVIRUS], ["windows defender", ANTIVIRUS], ["microsoft defender", ANTIVIRUS], ["windowsdefender", ANTIVIRUS],
  // EDR and XDR agents by their vendors' launchd labels and process names (macOS and Linux alike).
  ["jamf.protect", MONITORING], ["jamfprotect", MONITORING], ["paloaltonetworks", MONITORING], ["cortex-xdr", MONITORING], ["cortex.xdr", MONITORING], ["tanium", MONITORING],
  ["qualys", MONITORING], ["rapid7", MONITORING], ["huntress", MONITORING], ["trellix", MONITORING], ["fireeye", MONITORING], ["cisco.amp", MONITORING], ["ampdaemon", MONITORING],
  ["cisco.secureclient", MONITORING], ["zscaler", MONITORING], ["netskope", MONITORING], ["kolide", MONITORING], ["fleetdm", MONITORING], ["uptycs", MONITORING], ["nessusagent", MONITORING],
  ["tenable", MONITORING], ["wazuh", MONITORING],
  // Antivirus products.
  ["trendmicro", MALWARE], ["com.eset", MALWARE], ["malwarebytes", MALWARE], ["bitdefender", MALWARE], ["mcafee", MALWARE], ["symantec", MALWARE], ["cylance", MALWARE],
  ["avast", MALWARE], ["kaspersky", MALWARE], ["webroot", MALWARE], ["withsecure", MALWARE], ["f-secure", MALWARE],
  // Device management agents (Jamf Pro, Kandji, Mosyle, Addigy, Intune, Workspace ONE, JumpCloud, Hexnode, FileWave).
  ["jamfsoftware", MANAGEMENT], ["com.jamf.", MANAGEMENT], ["kandji", MANAGEMENT], ["mosyle", MANAGEMENT], ["addigy", MANAGEMENT], ["intune", MANAGEMENT], ["airwatch", MANAGEMENT],
  ["jumpcloud", MANAGEMENT], ["hexnode", MANAGEMENT], ["filewave", MANAGEMENT],
  // Log forwarders that send the host's logs to the security team.
  ["splunk", LOG_SHIPPING], ["splunkuniversalforwarder", LOG_SHIPPING], ["co.elastic.beats", LOG_SHIPPING],
];

/** Suffixes and prefixes that do not change which service or process is named. */
const DECORATION = /\.(?:service|socket|timer|exe|plist|app)$/;

/**
 * The protection a service, process or launchd label names, if any: `auditd`, `falcon-sensor.service`,
 * `com.crowdstrike.falcond`, `MsMpEng.exe`, `/Library/LaunchDaemons/com.google.santa.daemon.plist`.
 * Matching is case-insensitive; a name is a protection when it is one exactly, when one of a
 * launchd label's parts is one, or when it contains a security product's distinctive stem.
 *
 * @example
 * protectionNamed("com.crowdstrike.falcond.plist")?.rule // "host.audit-disabled"
 * protectionNamed("nginx") // undefined
 */
export function protectionNamed(name: string): Protection | undefined {
  // Every invocation's program name is asked about (`host-security.ts`) and names repeat: each is read once.
  if (NAMED.has(name)) return NAMED.get(name);
  const protection = readProtection(name);
  if (NAMED.size < MAX_NAMED && name.length <= 200) NAMED.set(name, protection);
  return protection;
}

const NAMED = new Map<string, Protection | undefined>();
const MAX_NAMED = 1024;

function readProtection(name: string): Protection | undefined {
  const base = (name.split(/[\\/]/).at(-1) ?? name).toLowerCase().replace(/^["']|["']$/g, "").replace(DECORATION, "").replace(DECORATION, "");
  if (base === "" || base.length > 200) return undefined;
  const exact = EXACT.get(base) ?? EXACT.get(base.replace(/^com\.apple\./, ""));
  if (exact) return exact;
  for (const part of base.split(".")) {
    const found = EXACT.get(part);
    if (found && base.includes(".") && part.length > 3) return found;
  }
  for (const [stem, protection] of STEMS) if (base.includes(stem)) return protection;
  return undefined;
}

/**
 * The protection a process pattern reaches (pkill(1) and pgrep(1) match an extended regular
 * expression anywhere in the process name, or in the whole command line with `-f`): the pattern's
 * literal runs are compared with the names, so `audit`, `'[a]uditd'` and `falcon.*` all reach theirs.
 * A literal run reaches a name it contains, or a stem or name it begins and falls at most two
 * characters short of (`audit` reaches `auditd`; `elastic` does not reach `elastic-agent`).
 *
 * @example
 * protectionMatched("[f]alcon-senso")?.rule // "host.audit-disabled"
 * protectionMatched("node server.js") // undefined
 */
export function protectionMatched(pattern: string): Protection | undefined {
  const runs = withLiteralClasses(pattern.slice(0, 300)).split(/[\s^$*+?()[\]{}|\\"']+/).filter((run) => run.length >= 4);
  for (const run of runs) {
    const named = protectionNamed(run.replace(/\.$/, ""));
    if (named) return named;
    const lower = run.toLowerCase().replace(/\.$/, "");
    for (const [stem, protection] of STEMS) if (stem.startsWith(lower) && stem.length - lower.length <= 2) return protection;
    for (const [name, protection] of EXACT) if (name.startsWith(lower) && name.length - lower.length <= 2) return protection;
  }
  return undefined;
}

/**
 * Whether a name (a process, a program, a pattern) names loopgate itself: its hook, its MCP proxy,
 * its CLI. A pattern's one-character classes are read as the character they match, so the
 * `grep '[l]oopgate'` idiom (which keeps grep out of its own matches) still names it.
 */
export function namesGuard(name: string): boolean {
  return /loopgate/i.test(withLiteralClasses(name.slice(0, 300)));
}

/** A pattern with its one-character classes written as the character they match (`[l]oopgate` → `loopgate`). */
function withLiteralClasses(pattern: string): string {
  return pattern.replace(/\[(\w)\]/g, "$1");
}
