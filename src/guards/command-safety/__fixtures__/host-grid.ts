import { shellQuote } from "./grid-words.js";

/**
 * The host-security grid: documented ways of weakening one protection of the host (axis A, the
 * effects, with the service managers and write methods that reach them), crossed with the
 * documented ways of running a command with privileges or through another program (axis B, the
 * spellings). Every dangerous combination must be flagged (deny or ask) and every benign one — the
 * same tools' read-only and status forms and everyday developer actions — must stay allowed.
 * Each entry names where its syntax is documented: MITRE ATT&CK techniques, Atomic Red Team's
 * atomics (redcanaryco/atomic-red-team, atomics/T…/T….yaml), SigmaHQ rules (rules/linux,
 * rules/macos) and the tools' own manuals. Combinations are generated; nothing here is ever executed.
 */

/** One effect spelled as a simple command (program first) or, when it needs shell syntax, a line. */
export interface HostEffect {
  readonly id: string;
  readonly dangerous: boolean;
  /** The words of the command when it is one simple command. */
  readonly argv?: readonly string[];
  /** The command as a shell line, when it needs redirections, pipes or several commands. */
  readonly line?: string;
  /** Where the program is installed, for the full-path spelling. */
  readonly path?: string;
  /** BusyBox ships an applet of this name. */
  readonly busybox?: boolean;
  /** A builtin that changes the running shell: only spellings that keep the shell apply. */
  readonly shellState?: boolean;
  /** Where the syntax is documented. */
  readonly source: string;
}

/** One service, daemon or agent a service manager can stop. */
export interface HostService {
  readonly id: string;
  readonly dangerous: boolean;
  /** The unit or init-script name. */
  readonly name: string;
  /** The launchd label, for macOS daemons. */
  readonly label?: string;
  /** Only keeping it from starting weakens the host; stopping it for now does not. */
  readonly persistentOnly?: boolean;
  readonly source: string;
}

/** One file whose content sets a protection, written by every documented write method. */
export interface HostWrite {
  readonly id: string;
  readonly dangerous: boolean;
  readonly path: string;
  /** One line of the file's new content. */
  readonly content: string;
  readonly source: string;
}

/** One way of running a command: a privilege wrapper, a full path, another shell. */
export interface HostSpelling {
  readonly id: string;
  readonly source: string;
  /** The rewritten command, or undefined when the spelling does not apply to the effect. */
  readonly apply: (effect: HostEffect) => string | undefined;
}

/** One documented way of stopping or disabling a service. */
export interface ServiceManager {
  readonly id: string;
  readonly source: string;
  /** It also keeps the service from starting later (disable, mask, removal from a runlevel). */
  readonly persistent: boolean;
  /** The manager's command words, or undefined when it does not manage this kind of service. */
  readonly apply: (service: HostService) => readonly string[] | undefined;
}

/** One documented way of writing a line into a file. */
export interface WriteMethod {
  readonly id: string;
  readonly source: string;
  readonly apply: (write: HostWrite) => string;
}

const ATOMIC = "Atomic Red Team atomics/";
const SIGMA = "SigmaHQ rules/";
const HOME = "/home/ada";

function run(id: string, dangerous: boolean, argv: readonly string[], source: string, extra: Partial<HostEffect> = {}): HostEffect {
  return { id, dangerous, argv, source, ...extra };
}

function line(id: string, dangerous: boolean, command: string, source: string, extra: Partial<HostEffect> = {}): HostEffect {
  return { id, dangerous, line: command, source, ...extra };
}

/** Axis A: effects spelled as commands. */
export const HOST_EFFECTS: readonly HostEffect[] = [
  // ---- T1562.012 audit
  run("auditctl-e0", true, ["auditctl", "-e", "0"], `${ATOMIC}T1562.012; auditctl(8) -e`, { path: "/usr/sbin/auditctl" }),
  run("auditctl-D", true, ["auditctl", "-D"], `${ATOMIC}T1562.012; auditctl(8) -D`, { path: "/sbin/auditctl" }),
  run("auditctl-never", true, ["auditctl", "-a", "never,exit", "-F", "arch=b64", "-S", "execve"], "auditctl(8) -a never (suppression rule); MITRE T1562.012"),
  // ---- T1562.001 SELinux and AppArmor
  run("setenforce-0", true, ["setenforce", "0"], `${ATOMIC}T1562.001 (Disable SELinux); setenforce(8)`, { path: "/usr/sbin/setenforce", busybox: true }),
  run("setenforce-permissive", true, ["setenforce", "Permissive"], "setenforce(8) Enforcing|Permissive", { path: "/usr/sbin/setenforce" }),
  run("semanage-permissive", true, ["semanage", "permissive", "-a", "httpd_t"], "semanage-permissive(8) -a", { path: "/usr/sbin/semanage" }),
  run("grubby-selinux-0", true, ["grubby", "--update-kernel", "ALL", "--args", "selinux=0"], "grubby(8) --args; RHEL docs: selinux=0 on the kernel command line"),
  run("aa-disable", true, ["aa-disable", "/etc/apparmor.d/usr.sbin.cupsd"], `${ATOMIC}T1562.001 (Disable AppArmor); aa-disable(8)`, { path: "/usr/sbin/aa-disable" }),
  run("aa-complain", true, ["aa-complain", "/etc/apparmor.d/usr.sbin.mysqld"], "aa-complain(8)", { path: "/usr/sbin/aa-complain" }),
  run("aa-teardown", true, ["aa-teardown"], "aa-teardown(8)", { path: "/usr/sbin/aa-teardown" }),
  run("apparmor-parser-R", true, ["apparmor_parser", "-R", "/etc/apparmor.d/usr.sbin.cupsd"], "apparmor_parser(8) -R (remove a profile)", { path: "/sbin/apparmor_parser" }),
  run("apparmor-disable-link", true, ["ln", "-s", "/etc/apparmor.d/usr.sbin.mysqld", "/etc/apparmor.d/disable/"], "Ubuntu AppArmor wiki: disabling a profile by a link in /etc/apparmor.d/disable", { path: "/bin/ln", busybox: true }),
  // ---- T1562.004 firewalls
  run("ufw-disable", true, ["ufw", "disable"], `${ATOMIC}T1562.004; ufw(8) disable`, { path: "/usr/sbin/ufw" }),
  run("ufw-default-allow", true, ["ufw", "default", "allow", "incoming"], "ufw(8) default allow|deny|reject [incoming]", { path: "/usr/sbin/ufw" }),
  run("ufw-reset", true, ["ufw", "--force", "reset"], "ufw(8) reset (disables the firewall and removes every rule)", { path: "/usr/sbin/ufw" }),
  run("iptables-F", true, ["iptables", "-F"], `${ATOMIC}T1562.004 (Stop/Start UFW firewall, iptables flush); iptables(8) -F`, { path: "/usr/sbin/iptables", busybox: true }),
  run("iptables-flush-long", true, ["iptables", "--flush", "INPUT"], "iptables(8) --flush [chain]", { path: "/sbin/iptables" }),
  run("iptables-policy-accept", true, ["iptables", "-P", "INPUT", "ACCEPT"], "iptables(8) -P chain target", { path: "/usr/sbin/iptables" }),
  run("iptables-nft-F", true, ["iptables-nft", "-F"], "iptables-nft(8) (the nf_tables back end of iptables(8))", { path: "/usr/sbin/iptables-nft" }),
  run("ip6tables-F", true, ["ip6tables", "-F"], "ip6tables(8) -F", { path: "/usr/sbin/ip6tables" }),
  run("nft-flush", true, ["nft", "flush", "ruleset"], `${SIGMA}linux (Flush Iptables Ufw Chain / nftables); nft(8) flush ruleset`, { path: "/usr/sbin/nft" }),
  run("firewalld-trusted", true, ["firewall-cmd", "--set-default-zone=trusted"], "firewall-cmd(1) --set-default-zone", { path: "/usr/bin/firewall-cmd" }),
  run("firewalld-all-ports", true, ["firewall-cmd", "--permanent", "--add-port=1-65535/tcp"], "firewall-cmd(1) --add-port=portid[-portid]/protocol"),
  run("pfctl-d", true, ["pfctl", "-d"], "pfctl(8) -d (disable the packet filter)", { path: "/sbin/pfctl" }),
  run("socketfilterfw-off", true, ["/usr/libexec/ApplicationFirewall/socketfilterfw", "--setglobalstate", "off"], `${ATOMIC}T1562.004 (Disable macOS application firewall); socketfilterfw --help`),
  run("netsh-firewall-off", true, ["netsh", "advfirewall", "set", "allprofiles", "state", "off"], `${ATOMIC}T1562.004 (Disable Microsoft Defender Firewall); netsh advfirewall`),
  run("esxcli-firewall-off", true, ["esxcli", "network", "firewall", "set", "--enabled", "false"], "VMware esxcli network firewall set --enabled; MITRE T1562.004"),
  // ---- T1562.001 EDR and antivirus tools
  run("mdatp-rtp-off", true, ["mdatp", "config", "real-time-protection", "--value", "disabled"], `${ATOMIC}T1562.001 (Disable Microsoft Defender for Endpoint on Linux); mdatp config`),
  line("set-mppreference", true, "pwsh -Command 'Set-MpPreference -DisableRealtimeMonitoring $true'", `${ATOMIC}T1562.001 (Tamper with Windows Defender Command Prompt); Set-MpPreference docs`),
  // ---- macOS protections (T1553.001 Gatekeeper bypass, T1562.001)
  run("spctl-master-disable", true, ["spctl", "--master-disable"], `${ATOMIC}T1553.001; spctl(8) --master-disable`, { path: "/usr/sbin/spctl" }),
  run("spctl-global-disable", true, ["spctl", "--global-disable"], "spctl(8) --global-disable (macOS 10.15+)", { path: "/usr/sbin/spctl" }),
  run("xattr-d-quarantine", true, ["xattr", "-d", "com.apple.quarantine", `${HOME}/Downloads/Tool.app`], `${ATOMIC}T1553.001 (Gatekeeper bypass); xattr(1) -d`, { path: "/usr/bin/xattr" }),
  run("xattr-cr", true, ["xattr", "-cr", `${HOME}/Downloads/Tool.app`], "xattr(1) -c -r (clear every attribute, the quarantine one too)", { path: "/usr/bin/xattr" }),
  run("xattr-rd-quarantine", true, ["xattr", "-rd", "com.apple.quarantine", "/Applications/Tool.app"], "xattr(1) -r -d"),
  run("csrutil-disable", true, ["csrutil", "disable"], "csrutil(8) disable (System Integrity Protection)", { path: "/usr/bin/csrutil" }),
  run("lsquarantine-off", true, ["defaults", "write", "com.apple.LaunchServices", "LSQuarantine", "-bool", "false"], `${SIGMA}macos (Disable Gatekeeper/quarantine via defaults); defaults(1)`, { path: "/usr/bin/defaults" }),
  // ---- T1070.002 logs
  run("journalctl-vacuum-time", true, ["journalctl", "--vacuum-time=1s"], `${ATOMIC}T1070.002; journalctl(1) --vacuum-time`, { path: "/usr/bin/journalctl" }),
  run("journalctl-vacuum-size", true, ["journalctl", "--vacuum-size=1K"], "journalctl(1) --vacuum-size", { path: "/bin/journalctl" }),
  line("journalctl-rotate-vacuum", true, "journalctl --rotate && journalctl --vacuum-time=1s", "journalctl(1) --rotate then --vacuum-time"),
  line("truncate-auth-log", true, "> /var/log/auth.log", `${ATOMIC}T1070.002 (rm/echo/truncate of /var/log files); bash(1) redirection`),
  line("cat-null-wtmp", true, "cat /dev/null > /var/log/wtmp", `${ATOMIC}T1070.002 (Overwrite Linux log); ${SIGMA}linux (Clear Linux Logs)`),
  run("truncate-syslog", true, ["truncate", "-s", "0", "/var/log/syslog"], `${ATOMIC}T1070.002; truncate(1)`, { path: "/usr/bin/truncate", busybox: true }),
  run("rm-auth-log", true, ["rm", "-f", "/var/log/auth.log"], `${ATOMIC}T1070.002 (Delete log files using rm)`, { path: "/bin/rm", busybox: true }),
  run("rm-var-log-glob", true, ["rm", "-rf", "/var/log/journal"], `${SIGMA}linux (Clear Linux Logs)`, { path: "/bin/rm", busybox: true }),
  run("shred-secure-log", true, ["shred", "-u", "/var/log/secure"], `${ATOMIC}T1070.002 (shred of /var/log/secure); shred(1)`, { path: "/usr/bin/shred", busybox: true }),
  run("ln-null-auth-log", true, ["ln", "-sf", "/dev/null", "/var/log/auth.log"], "ln(1) -sf; MITRE T1070.002", { path: "/bin/ln", busybox: true }),
  run("cp-null-lastlog", true, ["cp", "/dev/null", "/var/log/lastlog"], "cp(1) of /dev/null over a log; MITRE T1070.002", { path: "/bin/cp", busybox: true }),
  run("find-var-log-delete", true, ["find", "/var/log", "-type", "f", "-delete"], "find(1) -delete; MITRE T1070.002", { path: "/usr/bin/find", busybox: true }),
  run("dmesg-C", true, ["dmesg", "-C"], "dmesg(1) -C/--clear", { path: "/bin/dmesg", busybox: true }),
  run("dmesg-clear", true, ["dmesg", "--clear"], "dmesg(1) --clear", { path: "/usr/bin/dmesg" }),
  // ---- T1070.003 shell history
  line("unset-histfile", true, "unset HISTFILE", `${ATOMIC}T1070.003 (Disable history collection); bash(1) HISTFILE`, { shellState: true }),
  line("export-histfile-null", true, "export HISTFILE=/dev/null", `${ATOMIC}T1070.003; bash(1) HISTFILE`, { shellState: true }),
  line("histsize-0", true, "export HISTSIZE=0", `${ATOMIC}T1070.003 (Use Space Before Command / HISTSIZE); bash(1) HISTSIZE`, { shellState: true }),
  line("histfilesize-0", true, "HISTFILESIZE=0", "bash(1) HISTFILESIZE", { shellState: true }),
  line("set-o-history", true, "set +o history", `${ATOMIC}T1070.003 (Disable Bash History Logging with SSH -T / set +o history); bash(1) set`, { shellState: true }),
  line("history-c-w", true, "history -c && history -w", `${ATOMIC}T1070.003 (Clear Bash history (history -c)); bash(1) history`, { shellState: true }),
  run("rm-bash-history", true, ["rm", `${HOME}/.bash_history`], `${ATOMIC}T1070.003 (Clear Bash history (rm))`, { path: "/bin/rm", busybox: true }),
  run("shred-zsh-history", true, ["shred", "-u", `${HOME}/.zsh_history`], `${SIGMA}linux (Linux Command History Tampering); shred(1)`, { path: "/usr/bin/shred" }),
  line("echo-empty-history", true, `echo '' > ${HOME}/.bash_history`, `${ATOMIC}T1070.003 (Clear Bash history (echo))`),
  run("ln-null-history", true, ["ln", "-sf", "/dev/null", `${HOME}/.bash_history`], `${ATOMIC}T1070.003 (Clear Bash history (ln dev/null))`, { path: "/bin/ln", busybox: true }),
  run("truncate-history", true, ["truncate", "-s0", `${HOME}/.bash_history`], `${ATOMIC}T1070.003 (Clear Bash history (truncate))`, { busybox: true }),
  line("ps-history-save-nothing", true, "pwsh -Command 'Set-PSReadlineOption -HistorySaveStyle SaveNothing'", `${ATOMIC}T1070.003 (Prevent PowerShell History Logging)`),
  // ---- kernel hardening (T1562, T1014)
  run("sysctl-aslr-0", true, ["sysctl", "-w", "kernel.randomize_va_space=0"], "sysctl(8) -w; kernel admin-guide sysctl/kernel: randomize_va_space", { path: "/sbin/sysctl", busybox: true }),
  run("sysctl-aslr-0-no-w", true, ["sysctl", "kernel.randomize_va_space=0"], "sysctl(8) variable=value (procps accepts it without -w)", { path: "/usr/sbin/sysctl" }),
  run("sysctl-ptrace", true, ["sysctl", "-w", "kernel.yama.ptrace_scope=0"], "kernel admin-guide LSM/Yama: ptrace_scope", { path: "/sbin/sysctl" }),
  run("sysctl-kptr", true, ["sysctl", "-w", "kernel.kptr_restrict=0"], "kernel admin-guide sysctl/kernel: kptr_restrict"),
  run("sysctl-dmesg-restrict", true, ["sysctl", "-w", "kernel.dmesg_restrict=0"], "kernel admin-guide sysctl/kernel: dmesg_restrict"),
  run("sysctl-bpf", true, ["sysctl", "-w", "kernel.unprivileged_bpf_disabled=0"], "kernel admin-guide sysctl/kernel: unprivileged_bpf_disabled"),
  run("sysctl-protected-symlinks", true, ["sysctl", "-w", "fs.protected_symlinks=0"], "kernel admin-guide sysctl/fs: protected_symlinks"),
  run("sysctl-slash-name", true, ["sysctl", "-w", "kernel/randomize_va_space=0"], "sysctl(8): names may use / instead of ."),
  line("proc-sys-aslr", true, "echo 0 > /proc/sys/kernel/randomize_va_space", "proc(5) /proc/sys/kernel/randomize_va_space"),
  line("proc-sys-ptrace-tee", true, "echo 0 | tee /proc/sys/kernel/yama/ptrace_scope", "proc(5); tee(1)"),
  run("insmod-tmp", true, ["insmod", "/tmp/diamorphine.ko"], `${ATOMIC}T1547.006 (Linux - Load Kernel Module via insmod); insmod(8)`, { path: "/sbin/insmod", busybox: true }),
  run("insmod-relative", true, ["insmod", "./rootkit.ko"], "insmod(8) with a file name; MITRE T1014"),
  run("modprobe-remove-apparmor", true, ["modprobe", "-r", "apparmor"], "modprobe(8) -r", { path: "/sbin/modprobe", busybox: true }),
  run("rmmod-lkrg", true, ["rmmod", "lkrg"], "rmmod(8); LKRG (Linux Kernel Runtime Guard) is a loadable security module", { path: "/sbin/rmmod", busybox: true }),
  // ---- T1490 inhibit system recovery
  run("tmutil-disable", true, ["tmutil", "disable"], `${ATOMIC}T1490 (Disable Time Machine); tmutil(8) disable`, { path: "/usr/bin/tmutil" }),
  run("tmutil-disablelocal", true, ["tmutil", "disablelocal"], "tmutil(8) disablelocal (before macOS 10.13)", { path: "/usr/bin/tmutil" }),
  run("tmutil-deletelocalsnapshots", true, ["tmutil", "deletelocalsnapshots", "/"], "tmutil(8) deletelocalsnapshots <mount_point|date>", { path: "/usr/bin/tmutil" }),
  run("tmutil-delete", true, ["tmutil", "delete", "-d", "/Volumes/Backup", "-t", "2024-01-01-000000"], "tmutil(8) delete [-d backup_mount_point -t timestamp] [-p path]"),
  run("tmutil-thin", true, ["tmutil", "thinlocalsnapshots", "/", "999999999999", "4"], "tmutil(8) thinlocalsnapshots mount_point [purge_amount] [urgency]"),
  run("timeshift-delete-all", true, ["timeshift", "--delete-all"], "timeshift(1) --delete-all", { path: "/usr/bin/timeshift" }),
  run("timeshift-delete", true, ["timeshift", "--delete", "--snapshot", "2024-01-01_00-00-01"], "timeshift(1) --delete --snapshot"),
  run("snapper-delete", true, ["snapper", "delete", "1-100"], "snapper(8) delete number1-number2", { path: "/usr/bin/snapper" }),
  run("snapper-c-delete", true, ["snapper", "-c", "root", "delete", "--sync", "42"], "snapper(8) -c config delete --sync"),
  run("btrfs-snapshot-delete", true, ["btrfs", "subvolume", "delete", "/.snapshots/1/snapshot"], "btrfs-subvolume(8) delete", { path: "/usr/bin/btrfs" }),
  run("zfs-destroy-snapshot", true, ["zfs", "destroy", "tank/home@daily-2024-01-01"], "zfs-destroy(8) filesystem@snap", { path: "/usr/sbin/zfs" }),
  run("zfs-destroy-snapshots-r", true, ["zfs", "destroy", "-r", "rpool@autosnap_2024-01-01"], "zfs-destroy(8) -r snapshot"),
  run("lvremove-snapshot", true, ["lvremove", "-f", "/dev/vg0/root_snap"], "lvremove(8) -f", { path: "/sbin/lvremove" }),
  line("vssadmin-delete", true, "cmd /c 'vssadmin delete shadows /all /quiet'", `${ATOMIC}T1490 (Windows - Delete Volume Shadow Copies)`),
  line("wbadmin-delete", true, "pwsh -Command 'wbadmin delete catalog -quiet'", `${ATOMIC}T1490 (Windows - Delete Backup Files / wbadmin)`),
  line("bcdedit-recovery", true, "cmd /c 'bcdedit /set {default} recoveryenabled no'", `${ATOMIC}T1490 (Windows - Disable Windows Recovery Console Repair)`),
  line("wmic-shadowcopy", true, "cmd /c 'wmic shadowcopy delete'", `${ATOMIC}T1490 (Windows - Delete Volume Shadow Copies via WMI)`),
  // ---- persistence (T1053.003 cron, T1543.002 systemd, T1543.001/.004 launchd, T1547.013 XDG, T1098.004 SSH keys)
  line("crontab-stdin", true, "echo '* * * * * /tmp/.x/agent' | crontab -", `${ATOMIC}T1053.003 (Cron - Replace crontab with referenced file); crontab(1)`),
  run("crontab-file", true, ["crontab", "/tmp/persistevil"], `${ATOMIC}T1053.003; crontab(1) file`, { path: "/usr/bin/crontab", busybox: true }),
  line("crontab-append", true, "(crontab -l; echo '@reboot /tmp/.x/agent') | crontab -", `${ATOMIC}T1053.003; crontab(1) -l then -`),
  run("systemctl-enable-path", true, ["systemctl", "enable", "/tmp/evil.service"], `${ATOMIC}T1543.002 (Create Systemd Service); systemctl(1) enable path`),
  run("systemctl-user-link", true, ["systemctl", "--user", "link", "/tmp/evil.service"], "systemctl(1) link (a unit file outside the unit search path)"),
  run("launchctl-load-agent", true, ["launchctl", "load", "-w", `${HOME}/Library/LaunchAgents/com.evil.agent.plist`], `${ATOMIC}T1543.001 (Launch Agent); launchctl(1) load`, { path: "/bin/launchctl" }),
  run("launchctl-bootstrap-daemon", true, ["launchctl", "bootstrap", "system", "/Library/LaunchDaemons/com.evil.daemon.plist"], `${ATOMIC}T1543.004 (Launch Daemon); launchctl(1) bootstrap`, { path: "/bin/launchctl" }),
  // ---- T1548.001 setuid and setgid, capabilities
  run("chmod-us-bash", true, ["chmod", "u+s", "/bin/bash"], `${ATOMIC}T1548.001 (Set a SetUID flag on file); chmod(1)`, { path: "/bin/chmod", busybox: true }),
  run("chmod-4755-python", true, ["chmod", "4755", "/usr/bin/python3"], "chmod(1) 4xxx (setuid)", { path: "/bin/chmod", busybox: true }),
  run("chmod-gs-sh", true, ["chmod", "g+s", "/bin/sh"], `${ATOMIC}T1548.001 (Set a SetGID flag on file)`, { path: "/bin/chmod", busybox: true }),
  run("chmod-2755-find", true, ["chmod", "2755", "/usr/bin/find"], "chmod(1) 2xxx (setgid)"),
  run("chmod-plus-s-tmp", true, ["chmod", "+s", "/tmp/rootshell"], "chmod(1) +s; MITRE T1548.001"),
  line("chown-root-setuid", true, "chown root:root /tmp/sh && chmod 4755 /tmp/sh", `${ATOMIC}T1548.001 (Make and modify binary from C source)`),
  run("setcap-setuid", true, ["setcap", "cap_setuid+ep", "/usr/bin/python3.11"], `${ATOMIC}T1548.001 (Make and modify capabilities of a binary); setcap(8)`, { path: "/usr/sbin/setcap" }),
  run("setcap-sys-admin", true, ["setcap", "cap_sys_admin+ep", "/tmp/tool"], "capabilities(7) CAP_SYS_ADMIN; setcap(8)", { path: "/sbin/setcap" }),
  run("setcap-dac-override", true, ["setcap", "cap_dac_override=eip", "/usr/bin/vim.basic"], "capabilities(7) CAP_DAC_OVERRIDE"),
  // ---- T1553.004 root certificates
  line("ca-copy-update", true, "cp /tmp/mitm.crt /usr/local/share/ca-certificates/ && update-ca-certificates", `${ATOMIC}T1553.004 (Install root CA on Debian/Ubuntu); update-ca-certificates(8)`),
  line("ca-anchors-update", true, "cp /tmp/mitm.pem /etc/pki/ca-trust/source/anchors/ && update-ca-trust", `${ATOMIC}T1553.004 (Install root CA on CentOS/RHEL); update-ca-trust(8)`),
  run("trust-anchor", true, ["trust", "anchor", "/tmp/mitm.pem"], "trust(1) anchor (p11-kit)", { path: "/usr/bin/trust" }),
  run("security-add-trusted-cert", true, ["security", "add-trusted-cert", "-d", "-r", "trustRoot", "-k", "/Library/Keychains/System.keychain", "/tmp/mitm.crt"], `${ATOMIC}T1553.004 (Install root CA on macOS); security(1)`, { path: "/usr/bin/security" }),
  run("certutil-nss", true, ["certutil", "-d", `sql:${HOME}/.pki/nssdb`, "-A", "-t", "C,,", "-n", "mitm", "-i", "/tmp/mitm.crt"], "certutil(1) (NSS) -A -t C"),
  // ---- verification turned off for later runs (T1553, T1562)
  run("git-sslverify-global", true, ["git", "config", "--global", "http.sslVerify", "false"], "git-config(1) http.sslVerify; --global"),
  run("git-sslverify-system", true, ["git", "config", "--system", "http.sslVerify", "false"], "git-config(1) --system"),
  run("git-ssh-command-global", true, ["git", "config", "--global", "core.sshCommand", "ssh -o StrictHostKeyChecking=no"], "git-config(1) core.sshCommand; ssh_config(5) StrictHostKeyChecking"),
  run("npm-strict-ssl-g", true, ["npm", "config", "set", "strict-ssl", "false", "-g"], "npm-config(7) strict-ssl; npm config set -g"),
  run("npm-strict-ssl", true, ["npm", "config", "set", "strict-ssl", "false"], "npm-config(7) strict-ssl (user config)"),
  run("pip-trusted-host", true, ["pip", "config", "set", "global.trusted-host", "pypi.org files.pythonhosted.org"], "pip docs: pip config set; --trusted-host"),
  run("yarn-strict-ssl", true, ["yarn", "config", "set", "strict-ssl", "false", "-g"], "yarn classic: yarn config set strict-ssl"),
  // ---- credentials and accounts (T1098, T1548.003)
  run("passwd-d-root", true, ["passwd", "-d", "root"], "passwd(1) -d (delete the password: login without one); MITRE T1098", { path: "/usr/bin/passwd", busybox: true }),
  run("chmod-shadow", true, ["chmod", "644", "/etc/shadow"], "shadow(5); chmod(1); MITRE T1003.008", { path: "/bin/chmod", busybox: true }),
  run("chmod-passwd-world-writable", true, ["chmod", "o+w", "/etc/passwd"], "passwd(5); chmod(1)"),
  run("usermod-docker", true, ["usermod", "-aG", "docker", "ada"], "Docker docs: the docker group grants root-level privileges", { path: "/usr/sbin/usermod" }),
  run("chmod-docker-sock", true, ["chmod", "666", "/var/run/docker.sock"], "Docker docs: protect the daemon socket"),

  // ---- more of the same families, from the same catalogues
  run("iptables-accept-first", true, ["iptables", "-I", "INPUT", "1", "-j", "ACCEPT"], "iptables(8) -I chain rulenum -j ACCEPT (every packet accepted first); MITRE T1562.004"),
  run("ufw-force-disable", true, ["ufw", "--force", "disable"], "ufw(8) --force", { path: "/usr/sbin/ufw" }),
  run("ufw-allow-from-any", true, ["ufw", "allow", "from", "0.0.0.0/0"], "ufw(8) allow from ADDRESS (every port)"),
  run("nft-delete-table", true, ["nft", "delete", "table", "inet", "filter"], "nft(8) delete table", { path: "/usr/sbin/nft" }),
  run("netfilter-persistent-flush", true, ["netfilter-persistent", "flush"], "netfilter-persistent(8) flush"),
  run("alf-defaults-off", true, ["defaults", "write", "/Library/Preferences/com.apple.alf", "globalstate", "-int", "0"], `${ATOMIC}T1562.004 (macOS application firewall via defaults)`),
  run("gatekeeper-autorearm-off", true, ["defaults", "write", "com.apple.security", "GKAutoRearm", "-bool", "false"], `${SIGMA}macos (Gatekeeper auto-rearm disabled)`),
  run("spctl-kext-consent", true, ["spctl", "kext-consent", "disable"], "spctl(8) kext-consent disable"),
  run("csrutil-authenticated-root", true, ["csrutil", "authenticated-root", "disable"], "csrutil(8) authenticated-root disable (sealed system volume)"),
  run("nvram-amfi", true, ["nvram", "boot-args=amfi_get_out_of_my_way=1"], "nvram(8) boot-args; AMFI (code signing enforcement) off"),
  run("kldload-tmp", true, ["kldload", "/tmp/rootkit.ko"], "FreeBSD kldload(8) with a path; MITRE T1547.006"),
  run("kextload-tmp", true, ["kextload", "/tmp/Evil.kext"], "kextload(8); MITRE T1547.006"),
  run("kmutil-load", true, ["kmutil", "load", "-p", "/tmp/Evil.kext"], "kmutil(8) load -p"),
  run("zfs-auto-snapshot-off", true, ["zfs", "set", "com.sun:auto-snapshot=false", "tank"], "zfs-auto-snapshot(8) com.sun:auto-snapshot property; MITRE T1490"),
  run("snapper-timeline-off", true, ["snapper", "-c", "root", "set-config", "TIMELINE_CREATE=no"], "snapper(8) set-config; snapper-configs(5) TIMELINE_CREATE"),
  line("at-job", true, "echo /tmp/.x/agent | at now + 1 minute", `${ATOMIC}T1053.002 (At - Schedule a job); at(1)`),
  run("systemd-run-timer", true, ["systemd-run", "--on-calendar=hourly", "/tmp/.x/agent"], `${ATOMIC}T1053.006 (Systemd Timers: transient timer); systemd-run(1)`),
  run("systemd-run-user-boot", true, ["systemd-run", "--user", "--on-boot=1", "/tmp/.x/agent"], "systemd-run(1) --user --on-boot"),
  run("launchctl-submit", true, ["launchctl", "submit", "-l", "com.evil.agent", "--", "/tmp/.x/agent"], "launchctl(1) submit -l label -- program", { path: "/bin/launchctl" }),
  run("chmod-6755-bash", true, ["chmod", "6755", "/bin/bash"], "chmod(1) 6xxx (setuid and setgid)", { path: "/bin/chmod", busybox: true }),
  run("chmod-symbolic-s", true, ["chmod", "u=rwxs", "/usr/bin/python3"], "chmod(1) symbolic mode with s"),
  run("install-setuid", true, ["install", "-m", "4755", "/bin/bash", "/tmp/rootbash"], "install(1) -m MODE (a setuid copy of a shell)", { busybox: true }),
  run("setcap-all", true, ["setcap", "=ep", "/tmp/tool"], "setcap(8) =ep (every capability)"),
  run("setcap-ptrace", true, ["setcap", "cap_sys_ptrace+ep", "/usr/bin/gdb"], "capabilities(7) CAP_SYS_PTRACE"),
  line("ca-bundle-append", true, "cat /tmp/mitm.pem >> /etc/ssl/certs/ca-certificates.crt", "update-ca-certificates(8): the bundle every TLS client reads; MITRE T1553.004"),
  run("certutil-addstore-root", true, ["certutil.exe", "-addstore", "-f", "Root", "mitm.cer"], `${ATOMIC}T1553.004 (Add Root Certificate to CurrentUser Certificate Store / certutil)`),
  line("import-certificate-root", true, "pwsh -Command 'Import-Certificate -FilePath mitm.cer -CertStoreLocation Cert:\\LocalMachine\\Root'", `${ATOMIC}T1553.004 (Install root CA on Windows); Import-Certificate docs`),
  run("security-login-keychain", true, ["security", "add-trusted-cert", "-r", "trustRoot", "-k", `${HOME}/Library/Keychains/login.keychain-db`, "/tmp/mitm.crt"], "security(1) add-trusted-cert into the login keychain"),
  run("git-sslverify-file", true, ["git", "config", "--file", `${HOME}/.gitconfig`, "http.sslVerify", "false"], "git-config(1) --file (the global file named)"),
  run("git-sslverify-type", true, ["git", "config", "--global", "--type", "bool", "http.sslVerify", "false"], "git-config(1) --type bool"),
  run("npm-set-strict-ssl", true, ["npm", "set", "strict-ssl", "false"], "npm-config(7): npm set is npm config set"),
  run("yarn-berry-strict-ssl", true, ["yarn", "config", "set", "enableStrictSsl", "false"], "Yarn (berry) configuration: enableStrictSsl"),
  run("conda-ssl-verify", true, ["conda", "config", "--set", "ssl_verify", "false"], "conda config --set ssl_verify"),
  run("composer-disable-tls", true, ["composer", "config", "-g", "disable-tls", "true"], "Composer config: disable-tls"),
  run("kubectl-insecure-cluster", true, ["kubectl", "config", "set-cluster", "prod", "--insecure-skip-tls-verify=true"], "kubectl config set-cluster --insecure-skip-tls-verify (kept in the kubeconfig)"),
  run("gcloud-ssl-validation-off", true, ["gcloud", "config", "set", "auth/disable_ssl_validation", "True"], "gcloud config set auth/disable_ssl_validation"),
  run("passwd-d-user", true, ["passwd", "-d", "ada"], "passwd(1) -d", { path: "/usr/bin/passwd" }),
  run("usermod-empty-password", true, ["usermod", "-p", "", "root"], "usermod(8) -p (an empty password)", { path: "/usr/sbin/usermod" }),
  run("useradd-uid0", true, ["useradd", "-o", "-u", "0", "-g", "0", "backdoor"], `${ATOMIC}T1136.001 (Create a user account with root privileges); useradd(8) -o -u 0`, { path: "/usr/sbin/useradd" }),
  run("journalctl-vacuum-files", true, ["journalctl", "--vacuum-files=1"], "journalctl(1) --vacuum-files"),
  run("find-truncate-logs", true, ["find", "/var/log", "-name", "*.log", "-exec", "truncate", "-s", "0", "{}", ";"], "find(1) -exec truncate(1); MITRE T1070.002"),
  run("sed-delete-log-lines", true, ["sed", "-i", "/10.0.0.5/d", "/var/log/auth.log"], "sed(1) -i d (lines removed from a log); MITRE T1070.002", { busybox: true }),
  run("history-d", true, ["history", "-d", "120"], `${ATOMIC}T1070.003; bash(1) history -d offset`, { shellState: true }),
  run("auditctl-e0-nospace", true, ["auditctl", "-e0"], "auditctl(8) -e (value joined to the option)"),
  run("setenforce-sys-fs", true, ["sh", "-c", "echo 0 > /sys/fs/selinux/enforce"], "selinuxfs: /sys/fs/selinux/enforce"),
  run("rm-audit-log", true, ["rm", "-f", "/var/log/audit/audit.log"], "auditd(8) /var/log/audit/audit.log; MITRE T1070.002", { busybox: true }),
  run("auditctl-exclude", true, ["auditctl", "-a", "exclude,always", "-F", "msgtype=EXECVE"], "auditctl(8) -a exclude filter (record types dropped)", { path: "/sbin/auditctl" }),
  run("log-erase", true, ["log", "erase", "--all"], "log(1) (macOS) erase; MITRE T1070.002", { path: "/usr/bin/log" }),
  run("ufw-logging-off", true, ["ufw", "logging", "off"], "ufw(8) logging off; MITRE T1562.006"),
  run("chmod-leading-zero-setuid", true, ["chmod", "04755", "/usr/bin/find"], "chmod(1) numeric mode with leading zeros", { path: "/bin/chmod" }),
  run("chmod-operator-setuid", true, ["chmod", "=4755", "/bin/dash"], "GNU chmod numeric mode with an operator (=, +)"),
  run("ln-cron-d", true, ["ln", "-s", "/tmp/.x/job", "/etc/cron.d/updater"], "ln(1) -s into cron.d; crontab(5) /etc/cron.d", { path: "/bin/ln", busybox: true }),
  run("ln-wants", true, ["ln", "-s", "/etc/systemd/system/updater.service", "/etc/systemd/system/multi-user.target.wants/"], "systemd.unit(5) .wants/ directories (what systemctl enable links)"),
  line("sysctl-p-written", true, "echo kernel.randomize_va_space=0 > /tmp/k.conf && sysctl -p /tmp/k.conf", "sysctl(8) -p FILE (settings loaded from a file the command wrote)"),
  run("wevtutil-cl", true, ["wevtutil", "cl", "Security"], `${ATOMIC}T1070.001 (Clear Logs: wevtutil cl)`),

  // ---- benign: the same tools' read-only and status forms, and everyday developer actions
  run("ufw-status", false, ["ufw", "status", "verbose"], "ufw(8) status", { path: "/usr/sbin/ufw" }),
  run("ufw-allow-port", false, ["ufw", "allow", "3000/tcp"], "ufw(8) allow port: one port opened on purpose, everyday work"),
  run("auditctl-l", false, ["auditctl", "-l"], "auditctl(8) -l", { path: "/sbin/auditctl" }),
  run("auditctl-s", false, ["auditctl", "-s"], "auditctl(8) -s"),
  run("getenforce", false, ["getenforce"], "getenforce(8)", { path: "/usr/sbin/getenforce" }),
  run("sestatus", false, ["sestatus"], "sestatus(8)"),
  run("aa-status", false, ["aa-status"], "aa-status(8)", { path: "/usr/sbin/aa-status" }),
  run("iptables-L", false, ["iptables", "-L", "-n", "-v"], "iptables(8) -L", { path: "/usr/sbin/iptables", busybox: true }),
  run("iptables-S", false, ["iptables", "-S"], "iptables(8) -S"),
  run("nft-list", false, ["nft", "list", "ruleset"], "nft(8) list ruleset", { path: "/usr/sbin/nft" }),
  run("firewalld-list", false, ["firewall-cmd", "--list-all"], "firewall-cmd(1) --list-all"),
  run("firewalld-state", false, ["firewall-cmd", "--state"], "firewall-cmd(1) --state"),
  run("pfctl-show", false, ["pfctl", "-s", "rules"], "pfctl(8) -s rules", { path: "/sbin/pfctl" }),
  run("socketfilterfw-get", false, ["/usr/libexec/ApplicationFirewall/socketfilterfw", "--getglobalstate"], "socketfilterfw --getglobalstate"),
  run("mdatp-health", false, ["mdatp", "health"], "mdatp health"),
  run("spctl-status", false, ["spctl", "--status"], "spctl(8) --status", { path: "/usr/sbin/spctl" }),
  run("spctl-assess", false, ["spctl", "--assess", "-v", "/Applications/Safari.app"], "spctl(8) --assess"),
  run("xattr-l", false, ["xattr", "-l", `${HOME}/Downloads/report.pdf`], "xattr(1) -l", { path: "/usr/bin/xattr" }),
  run("xattr-d-own-build", false, ["xattr", "-d", "com.apple.quarantine", "/work/app/dist/MyApp.app"], "xattr(1) -d on the project's own build output"),
  run("csrutil-status", false, ["csrutil", "status"], "csrutil(8) status"),
  run("defaults-read-quarantine", false, ["defaults", "read", "com.apple.LaunchServices", "LSQuarantine"], "defaults(1) read"),
  run("journalctl-unit", false, ["journalctl", "-u", "nginx", "--since", "today"], "journalctl(1) -u --since", { path: "/usr/bin/journalctl" }),
  run("journalctl-disk-usage", false, ["journalctl", "--disk-usage"], "journalctl(1) --disk-usage"),
  run("journalctl-follow", false, ["journalctl", "-f", "-n", "100"], "journalctl(1) -f"),
  run("tail-syslog", false, ["tail", "-n", "50", "/var/log/syslog"], "tail(1)", { busybox: true }),
  run("grep-auth-log", false, ["grep", "sshd", "/var/log/auth.log"], "grep(1)", { busybox: true }),
  run("ls-var-log", false, ["ls", "-la", "/var/log"], "ls(1)", { busybox: true }),
  run("dmesg-T", false, ["dmesg", "-T"], "dmesg(1) -T", { path: "/bin/dmesg", busybox: true }),
  line("dmesg-tail", false, "dmesg | tail -20", "dmesg(1)"),
  line("history-tail", false, "history | tail -20", "bash(1) history", { shellState: true }),
  line("history-n", false, "history 20", "bash(1) history n", { shellState: true }),
  line("histsize-large", false, "export HISTSIZE=100000", "bash(1) HISTSIZE (keeping more history)", { shellState: true }),
  run("sysctl-a", false, ["sysctl", "-a"], "sysctl(8) -a", { path: "/sbin/sysctl", busybox: true }),
  line("sysctl-a-grep", false, "sysctl -a | grep randomize", "sysctl(8) -a"),
  run("sysctl-read-aslr", false, ["sysctl", "kernel.randomize_va_space"], "sysctl(8) variable (read)"),
  run("sysctl-max-map-count", false, ["sysctl", "-w", "vm.max_map_count=262144"], "Elasticsearch docs: vm.max_map_count", { path: "/usr/sbin/sysctl" }),
  run("sysctl-inotify", false, ["sysctl", "-w", "fs.inotify.max_user_watches=524288"], "inotify(7) max_user_watches (file watchers of dev servers)"),
  line("cat-proc-sys", false, "cat /proc/sys/kernel/randomize_va_space", "proc(5)"),
  run("lsmod", false, ["lsmod"], "lsmod(8)", { path: "/sbin/lsmod", busybox: true }),
  run("modinfo", false, ["modinfo", "ext4"], "modinfo(8)"),
  run("modprobe-kvm", false, ["modprobe", "kvm_intel"], "modprobe(8) of a module from the system's tree"),
  run("tmutil-listbackups", false, ["tmutil", "listbackups"], "tmutil(8) listbackups", { path: "/usr/bin/tmutil" }),
  run("tmutil-status", false, ["tmutil", "status"], "tmutil(8) status"),
  run("tmutil-latestbackup", false, ["tmutil", "latestbackup"], "tmutil(8) latestbackup"),
  run("tmutil-startbackup", false, ["tmutil", "startbackup"], "tmutil(8) startbackup"),
  run("tmutil-listlocalsnapshots", false, ["tmutil", "listlocalsnapshots", "/"], "tmutil(8) listlocalsnapshots"),
  run("tmutil-enable", false, ["tmutil", "enable"], "tmutil(8) enable"),
  run("timeshift-list", false, ["timeshift", "--list"], "timeshift(1) --list"),
  run("timeshift-create", false, ["timeshift", "--create", "--comments", "before upgrade"], "timeshift(1) --create"),
  run("snapper-list", false, ["snapper", "list"], "snapper(8) list", { path: "/usr/bin/snapper" }),
  run("snapper-create", false, ["snapper", "create", "--description", "before upgrade"], "snapper(8) create"),
  run("btrfs-subvolume-list", false, ["btrfs", "subvolume", "list", "/"], "btrfs-subvolume(8) list"),
  run("zfs-list-snapshots", false, ["zfs", "list", "-t", "snapshot"], "zfs-list(8)", { path: "/usr/sbin/zfs" }),
  run("zfs-snapshot", false, ["zfs", "snapshot", "tank/home@before-upgrade"], "zfs-snapshot(8)"),
  run("lvs", false, ["lvs"], "lvs(8)", { path: "/sbin/lvs" }),
  run("crontab-l", false, ["crontab", "-l"], "crontab(1) -l", { path: "/usr/bin/crontab", busybox: true }),
  line("crontab-backup", false, "crontab -l > /tmp/crontab.saved", "crontab(1) -l"),
  run("getcap", false, ["getcap", "/usr/bin/ping"], "getcap(8)", { path: "/sbin/getcap" }),
  run("setcap-bind-port", false, ["setcap", "cap_net_bind_service=+ep", "/work/app/bin/server"], "capabilities(7) CAP_NET_BIND_SERVICE on the project's own server"),
  run("chmod-x-script", false, ["chmod", "+x", "scripts/build.sh"], "chmod(1) +x", { busybox: true }),
  run("chmod-755-bin", false, ["chmod", "755", "/work/app/bin/cli"], "chmod(1) 755"),
  run("update-ca-certificates", false, ["update-ca-certificates"], "update-ca-certificates(8) with nothing new", { path: "/usr/sbin/update-ca-certificates" }),
  run("trust-list", false, ["trust", "list"], "trust(1) list"),
  run("openssl-x509", false, ["openssl", "x509", "-in", "certs/dev.crt", "-noout", "-text"], "openssl-x509(1)"),
  run("security-find-cert", false, ["security", "find-certificate", "-a", "-c", "Dev CA"], "security(1) find-certificate"),
  run("git-config-user", false, ["git", "config", "--global", "user.name", "Ada Lovelace"], "git-config(1)"),
  run("git-c-sslverify-once", false, ["git", "-c", "http.sslVerify=false", "ls-remote", "https://git.internal.example/app.git"], "git(1) -c for one command"),
  run("npm-registry", false, ["npm", "config", "set", "registry", "https://registry.npmjs.org/"], "npm-config(7) registry"),
  run("pip-config-list", false, ["pip", "config", "list"], "pip config list"),
  run("curl-k-once", false, ["curl", "-k", "https://localhost:8443/health"], "curl(1) -k for one request"),
  run("launchctl-list", false, ["launchctl", "list"], "launchctl(1) list", { path: "/bin/launchctl" }),
  run("systemctl-status-auditd", false, ["systemctl", "status", "auditd"], "systemctl(1) status", { path: "/usr/bin/systemctl" }),
  run("systemctl-restart-nginx", false, ["systemctl", "restart", "nginx"], "systemctl(1) restart", { path: "/bin/systemctl" }),
  run("systemctl-list-timers", false, ["systemctl", "list-timers"], "systemctl(1) list-timers"),
  run("systemctl-enable-docker", false, ["systemctl", "enable", "--now", "docker"], "systemctl(1) enable an installed unit"),
  run("service-nginx-reload", false, ["service", "nginx", "reload"], "service(8) reload"),
  run("passwd-self", false, ["passwd", "-S", "ada"], "passwd(1) -S (status)"),
  run("ufw-default-deny", false, ["ufw", "default", "deny", "incoming"], "ufw(8) default deny (tightens)"),
  run("visudo-check", false, ["visudo", "-c"], "visudo(8) -c"),
  run("mdatp-rtp-on", false, ["mdatp", "config", "real-time-protection", "--value", "enabled"], "mdatp config (turning protection on)"),
  run("clamscan-downloads", false, ["clamscan", "-r", `${HOME}/Downloads`], "clamscan(1)"),
  run("freshclam-update", false, ["freshclam"], "freshclam(1)"),
  run("kldload-pf", false, ["kldload", "pf"], "kldload(8) of a module by name (from the system's module path)"),
  run("kextload-installed", false, ["kextload", "/Library/Extensions/SoftRAID.kext"], "kextload(8) of an installed extension"),
  run("zfs-set-compression", false, ["zfs", "set", "compression=lz4", "tank/data"], "zfs-set(8)"),
  run("git-config-type-bool", false, ["git", "config", "--global", "--type", "bool", "pull.rebase", "true"], "git-config(1) --type bool"),
  run("npm-save-exact", false, ["npm", "config", "set", "save-exact", "true"], "npm-config(7)"),
  run("kubectl-set-cluster-local", false, ["kubectl", "config", "set-cluster", "dev", "--server=https://127.0.0.1:6443"], "kubectl config set-cluster"),
  run("security-find-identity", false, ["security", "find-identity", "-v", "-p", "codesigning"], "security(1) find-identity"),
  run("systemd-run-scope", false, ["systemd-run", "--user", "--scope", "-p", "MemoryMax=2G", "npm", "test"], "systemd-run(1) --scope (a command run now, with limits)"),
  run("atq", false, ["atq"], "at(1) atq"),
  run("launchctl-print", false, ["launchctl", "print", "gui/501"], "launchctl(1) print"),
  run("wevtutil-query", false, ["wevtutil", "qe", "Application", "/c:5", "/f:text"], "wevtutil qe"),
  run("last-logins", false, ["last", "-n", "20"], "last(1)"),
  run("log-show", false, ["log", "show", "--last", "1h", "--predicate", "process == \"sshd\""], "log(1) show"),
  run("ufw-logging-on", false, ["ufw", "logging", "on"], "ufw(8) logging on"),
  run("chmod-0755-script", false, ["chmod", "0755", "scripts/build.sh"], "chmod(1) numeric mode with a leading zero"),
  run("ln-user-bin", false, ["ln", "-s", "/work/app/bin/cli", `${HOME}/.local/bin/app`], "ln(1) -s of the project's program into ~/.local/bin"),
  line("sysctl-p-written-benign", false, "echo vm.max_map_count=262144 > /tmp/k.conf && sysctl -p /tmp/k.conf", "sysctl(8) -p FILE with an everyday setting"),
  run("ausearch", false, ["ausearch", "-m", "USER_LOGIN", "--start", "today"], "ausearch(8)"),
];

/** Axis A, services: protections stopped by a service manager, and everyday services. */
export const HOST_SERVICES: readonly HostService[] = [
  { id: "auditd", dangerous: true, name: "auditd", source: `${ATOMIC}T1562.012; ${SIGMA}linux (Disabling Security Tools)` },
  { id: "rsyslog", dangerous: true, name: "rsyslog", source: `${ATOMIC}T1562.006 (rsyslog stop); ${SIGMA}linux (Disabling Security Tools)` },
  { id: "syslog-ng", dangerous: true, name: "syslog-ng", source: `${ATOMIC}T1562.006; syslog-ng docs` },
  { id: "journald", dangerous: true, name: "systemd-journald", source: "systemd-journald.service(8); MITRE T1562.006" },
  { id: "firewalld", dangerous: true, name: "firewalld", source: `${ATOMIC}T1562.004 (Stop/Start firewalld)` },
  { id: "ufw", dangerous: true, name: "ufw", source: `${ATOMIC}T1562.004 (Stop/Start UFW firewall systemctl)` },
  { id: "nftables", dangerous: true, name: "nftables", source: "Debian nftables.service (stop flushes the ruleset)" },
  { id: "apparmor", dangerous: true, name: "apparmor", source: `${ATOMIC}T1562.001 (Disable AppArmor)` },
  { id: "falcon-sensor", dangerous: true, name: "falcon-sensor", label: "com.crowdstrike.falcond", source: `${ATOMIC}T1562.001 (Disable Carbon Black / CrowdStrike Falcon on Linux)` },
  { id: "mdatp", dangerous: true, name: "mdatp", label: "com.microsoft.wdav.daemon", source: "Microsoft Defender for Endpoint on Linux: the mdatp service; MITRE T1562.001" },
  { id: "clamav", dangerous: true, name: "clamav-daemon", source: `${ATOMIC}T1562.001 (Stop and disable ClamAV)` },
  { id: "freshclam", dangerous: true, name: "clamav-freshclam", source: "ClamAV freshclam service (signature updates)" },
  { id: "osqueryd", dangerous: true, name: "osqueryd", label: "io.osquery.agent", source: `${ATOMIC}T1562.001 (Stop osquery); osquery docs` },
  { id: "wazuh-agent", dangerous: true, name: "wazuh-agent", source: "Wazuh agent service; MITRE T1562.001" },
  { id: "sysmon", dangerous: true, name: "sysmon", source: "Sysmon for Linux (sysmon.service); MITRE T1562.001" },
  { id: "auditbeat", dangerous: true, name: "auditbeat", source: "Elastic Auditbeat service; MITRE T1562.001" },
  { id: "elastic-agent", dangerous: true, name: "elastic-agent", source: "Elastic Agent service; MITRE T1562.001" },
  { id: "fail2ban", dangerous: true, name: "fail2ban", source: "fail2ban service (bans brute-force sources)" },
  { id: "snapper-timeline", dangerous: true, name: "snapper-timeline.timer", source: "snapper(8) timeline snapshots timer; MITRE T1490" },
  // Stopping it for a moment (to free the package lock) is everyday work; keeping it from starting is not.
  { id: "unattended-upgrades", dangerous: true, persistentOnly: true, name: "unattended-upgrades", source: "Debian unattended-upgrades (security updates)" },
  { id: "nginx", dangerous: false, name: "nginx", label: "homebrew.mxcl.nginx", source: "everyday development server" },
  { id: "postgresql", dangerous: false, name: "postgresql", label: "homebrew.mxcl.postgresql@16", source: "everyday development database" },
  { id: "redis", dangerous: false, name: "redis-server", source: "everyday development store" },
  { id: "docker", dangerous: false, name: "docker", source: "everyday container engine" },
];

/** Axis A, files: protections set by a file's content, written by every write method. */
export const HOST_WRITES: readonly HostWrite[] = [
  { id: "selinux-config", dangerous: true, path: "/etc/selinux/config", content: "SELINUX=disabled", source: `${ATOMIC}T1562.001 (Disable SELinux persistently); selinux_config(5)` },
  { id: "sysctl-conf-aslr", dangerous: true, path: "/etc/sysctl.conf", content: "kernel.randomize_va_space=0", source: "sysctl.conf(5); kernel admin-guide sysctl/kernel" },
  { id: "sysctl-d-ptrace", dangerous: true, path: "/etc/sysctl.d/10-ptrace.conf", content: "kernel.yama.ptrace_scope = 0", source: "sysctl.d(5); Yama" },
  { id: "proc-sys-aslr-file", dangerous: true, path: "/proc/sys/kernel/randomize_va_space", content: "0", source: "proc(5)" },
  { id: "ld-so-preload", dangerous: true, path: "/etc/ld.so.preload", content: "/tmp/libprocesshider.so", source: `${ATOMIC}T1574.006 (Shared Library Injection via /etc/ld.so.preload); ld.so(8)` },
  { id: "cron-d", dangerous: true, path: "/etc/cron.d/update", content: "* * * * * root /tmp/.x/agent", source: `${ATOMIC}T1053.003 (Cron - Add script to /etc/cron.d folder)` },
  { id: "etc-crontab", dangerous: true, path: "/etc/crontab", content: "@reboot root /tmp/.x/agent", source: `${ATOMIC}T1053.003; crontab(5)` },
  { id: "systemd-unit", dangerous: true, path: "/etc/systemd/system/updater.service", content: "ExecStart=/tmp/.x/agent", source: `${ATOMIC}T1543.002 (Create Systemd Service); systemd.service(5)` },
  { id: "user-unit", dangerous: true, path: `${HOME}/.config/systemd/user/updater.service`, content: "ExecStart=/tmp/.x/agent", source: `${ATOMIC}T1543.002 (user unit); systemd.unit(5) user search path` },
  { id: "xdg-autostart", dangerous: true, path: `${HOME}/.config/autostart/updater.desktop`, content: "Exec=/tmp/.x/agent", source: `${ATOMIC}T1547.013 (XDG Autostart Entries)` },
  { id: "udev-run", dangerous: true, path: "/etc/udev/rules.d/99-updater.rules", content: 'ACTION=="add", RUN+="/tmp/.x/agent"', source: `${ATOMIC}T1546.017 (Udev rules); udev(7) RUN` },
  { id: "rc-local", dangerous: true, path: "/etc/rc.local", content: "/tmp/.x/agent &", source: `${ATOMIC}T1037.004 (rc.local)` },
  { id: "profile-d", dangerous: true, path: "/etc/profile.d/updater.sh", content: "/tmp/.x/agent &", source: `${ATOMIC}T1546.004 (Append to /etc/profile.d)` },
  { id: "authorized-keys", dangerous: true, path: `${HOME}/.ssh/authorized_keys`, content: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExample attacker@example.net", source: `${ATOMIC}T1098.004 (Modify SSH Authorized Keys); sshd(8) AUTHORIZED_KEYS` },
  { id: "root-authorized-keys", dangerous: true, path: "/root/.ssh/authorized_keys", content: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExample attacker@example.net", source: `${ATOMIC}T1098.004` },
  { id: "pam-permit", dangerous: true, path: "/etc/pam.d/common-auth", content: "auth sufficient pam_permit.so", source: `${ATOMIC}T1556.003 (Malicious PAM rule); pam_permit(8)` },
  { id: "sudoers-nopasswd", dangerous: true, path: "/etc/sudoers.d/ada", content: "ada ALL=(ALL) NOPASSWD: ALL", source: `${ATOMIC}T1548.003 (Sudo and Sudo Caching); sudoers(5)` },
  { id: "ssh-config-hostkey", dangerous: true, path: "/etc/ssh/ssh_config", content: "StrictHostKeyChecking no", source: "ssh_config(5) StrictHostKeyChecking" },
  { id: "user-ssh-config-hostkey", dangerous: true, path: `${HOME}/.ssh/config`, content: "StrictHostKeyChecking no", source: "ssh_config(5) StrictHostKeyChecking (user file)" },
  { id: "sshd-root-login", dangerous: true, path: "/etc/ssh/sshd_config", content: "PermitRootLogin yes", source: "sshd_config(5) PermitRootLogin; MITRE T1098" },
  { id: "bashrc-tls-off", dangerous: true, path: `${HOME}/.bashrc`, content: "export NODE_TLS_REJECT_UNAUTHORIZED=0", source: "Node.js docs: NODE_TLS_REJECT_UNAUTHORIZED=0 disables verification" },
  { id: "curlrc-insecure", dangerous: true, path: `${HOME}/.curlrc`, content: "insecure", source: "curl(1) -K/--config, default ~/.curlrc; --insecure" },
  { id: "apparmor-disable-dir", dangerous: true, path: "/etc/apparmor.d/disable/usr.sbin.cupsd", content: "", source: "apparmor(7): profiles linked in /etc/apparmor.d/disable are not loaded" },
  { id: "rsyslog-drop", dangerous: true, path: "/etc/rsyslog.d/00-drop.conf", content: "*.* stop", source: `${ATOMIC}T1562.006 (rsyslog configuration that discards events); rsyslog.conf(5)` },
  { id: "journald-storage-none", dangerous: true, path: "/etc/systemd/journald.conf", content: "Storage=none", source: "journald.conf(5) Storage=none; MITRE T1562.006" },
  { id: "audit-rules-never", dangerous: true, path: "/etc/audit/rules.d/00-quiet.rules", content: "-a never,task", source: "audit.rules(7); MITRE T1562.012" },
  { id: "modules-load", dangerous: true, path: "/etc/modules-load.d/diamorphine.conf", content: "diamorphine", source: `${ATOMIC}T1547.006; modules-load.d(5)` },
  { id: "ld-so-conf-d", dangerous: true, path: "/etc/ld.so.conf.d/evil.conf", content: "/tmp/.x/lib", source: "ld.so(8), ldconfig(8) /etc/ld.so.conf.d; MITRE T1574.006" },
  { id: "environment-preload", dangerous: true, path: "/etc/environment", content: "LD_PRELOAD=/tmp/.x/lib.so", source: "pam_env(8) /etc/environment; ld.so(8) LD_PRELOAD; MITRE T1574.006" },
  { id: "xdg-system-autostart", dangerous: true, path: "/etc/xdg/autostart/updater.desktop", content: "Exec=/tmp/.x/agent", source: `${ATOMIC}T1547.013 (system-wide XDG autostart)` },
  { id: "launch-daemon-file", dangerous: true, path: "/Library/LaunchDaemons/com.evil.daemon.plist", content: "<string>/tmp/.x/agent</string>", source: `${ATOMIC}T1543.004 (Launch Daemon plist)` },
  { id: "launch-agent-file", dangerous: true, path: `${HOME}/Library/LaunchAgents/com.evil.agent.plist`, content: "<string>/tmp/.x/agent</string>", source: `${ATOMIC}T1543.001 (Launch Agent plist)` },
  { id: "systemd-timer-unit", dangerous: true, path: "/etc/systemd/system/updater.timer", content: "OnCalendar=hourly", source: `${ATOMIC}T1053.006 (Systemd Timers); systemd.timer(5)` },
  { id: "apt-hook", dangerous: true, path: "/etc/apt/apt.conf.d/99update", content: 'APT::Update::Pre-Invoke {"/tmp/.x/agent";};', source: "apt.conf(5) APT::Update::Pre-Invoke; MITRE T1546" },
  { id: "update-motd", dangerous: true, path: "/etc/update-motd.d/99-updater", content: "/tmp/.x/agent &", source: "update-motd(5): run as root at every login; MITRE T1037" },
  { id: "nm-dispatcher", dangerous: true, path: "/etc/NetworkManager/dispatcher.d/99-updater", content: "/tmp/.x/agent &", source: "NetworkManager-dispatcher(8): run as root on network events" },
  { id: "sudoers-main", dangerous: true, path: "/etc/sudoers", content: "ada ALL=(ALL) NOPASSWD: ALL", source: `${ATOMIC}T1548.003; sudoers(5)` },
  { id: "pam-sshd", dangerous: true, path: "/etc/pam.d/sshd", content: "auth sufficient pam_permit.so", source: `${ATOMIC}T1556.003; pam.d(5)` },
  { id: "sshd-empty-passwords", dangerous: true, path: "/etc/ssh/sshd_config", content: "PermitEmptyPasswords yes", source: "sshd_config(5) PermitEmptyPasswords" },
  { id: "gitconfig-sslverify", dangerous: true, path: `${HOME}/.gitconfig`, content: "sslVerify = false", source: "git-config(1) http.sslVerify in ~/.gitconfig" },
  { id: "wgetrc-no-check", dangerous: true, path: `${HOME}/.wgetrc`, content: "check_certificate = off", source: "wget(1) Wgetrc Commands: check_certificate" },
  { id: "pip-conf-trusted-host", dangerous: true, path: `${HOME}/.config/pip/pip.conf`, content: "trusted-host = pypi.org", source: "pip configuration: trusted-host" },
  { id: "npmrc-strict-ssl", dangerous: true, path: `${HOME}/.npmrc`, content: "strict-ssl=false", source: "npmrc(5); npm-config(7) strict-ssl" },
  { id: "docker-insecure-registries", dangerous: true, path: "/etc/docker/daemon.json", content: '{"insecure-registries": ["0.0.0.0/0"]}', source: "dockerd(8) daemon.json insecure-registries" },
  { id: "selinux-enforce-file", dangerous: true, path: "/sys/fs/selinux/enforce", content: "0", source: "selinuxfs enforce node" },
  { id: "sysctl-d-kptr", dangerous: true, path: "/etc/sysctl.d/99-debug.conf", content: "kernel.kptr_restrict=0", source: "sysctl.d(5); kernel admin-guide sysctl/kernel: kptr_restrict" },
  { id: "ca-anchor-file", dangerous: true, path: "/usr/local/share/ca-certificates/mitm.crt", content: "-----BEGIN CERTIFICATE-----", source: `${ATOMIC}T1553.004; update-ca-certificates(8)` },
  { id: "zshrc-tls-off", dangerous: true, path: `${HOME}/.zshrc`, content: "export NODE_TLS_REJECT_UNAUTHORIZED=0", source: "Node.js docs: NODE_TLS_REJECT_UNAUTHORIZED; zsh(1) STARTUP FILES" },
  { id: "project-journald-example", dangerous: false, path: "/work/app/deploy/journald.conf", content: "Storage=none", source: "journald.conf(5) (a file of the project, not the host's)" },
  { id: "tmp-notes", dangerous: false, path: "/tmp/notes.txt", content: "PermitRootLogin yes", source: "a scratch file" },
  { id: "project-npmrc", dangerous: false, path: "/work/app/.npmrc", content: "save-exact=true", source: "npmrc(5)" },
  { id: "project-sysctl-copy", dangerous: false, path: "/work/app/deploy/99-elasticsearch.conf", content: "vm.max_map_count=262144", source: "Elasticsearch docs: vm.max_map_count (a file of the project)" },
  { id: "project-ssh-config-doc", dangerous: false, path: "/work/app/docs/ssh.md", content: "StrictHostKeyChecking accept-new", source: "ssh_config(5) (text in the project's docs)" },
];


/** The effect as one shell line. */
export function effectCommand(effect: HostEffect): string {
  return effect.argv ? effect.argv.map(shellQuote).join(" ") : effect.line!;
}

/** Runs the effect under a privilege wrapper: as words when it is a simple command, else through `sh -c`. */
function wrapped(prefix: string, effect: HostEffect): string | undefined {
  if (effect.shellState) return undefined;
  return effect.argv ? `${prefix} ${effectCommand(effect)}` : `${prefix} sh -c ${shellQuote(effect.line!)}`;
}

const SUDO = "sudo(8)";
/** Axis B: spellings. */
export const HOST_SPELLINGS: readonly HostSpelling[] = [
  { id: "plain", source: "as documented", apply: effectCommand },
  { id: "sudo", source: SUDO, apply: (effect) => wrapped("sudo", effect) },
  { id: "sudo-n-u", source: `${SUDO} -n (non-interactive) -u user`, apply: (effect) => wrapped("sudo -n -u root", effect) },
  { id: "doas", source: "doas(1) (OpenBSD, opendoas)", apply: (effect) => wrapped("doas", effect) },
  { id: "pkexec", source: "pkexec(1) (polkit)", apply: (effect) => wrapped("pkexec", effect) },
  { id: "run0", source: "run0(1) (systemd 256)", apply: (effect) => wrapped("run0", effect) },
  { id: "su-c", source: "su(1) [-] [user] -c command", apply: (effect) => (effect.shellState ? undefined : `su - root -c ${shellQuote(effectCommand(effect))}`) },
  { id: "sudo-sh-c", source: `${SUDO}; sh(1) -c`, apply: (effect) => (effect.shellState ? undefined : `sudo sh -c ${shellQuote(effectCommand(effect))}`) },
  { id: "sudo-bash-c", source: `${SUDO} -E; bash(1) -c`, apply: (effect) => (effect.argv ? `sudo -E bash -c ${shellQuote(effectCommand(effect))}` : undefined) },
  { id: "bash-c", source: "bash(1) -c", apply: (effect) => (effect.shellState ? undefined : `bash -c ${shellQuote(effectCommand(effect))}`) },
  {
    id: "full-path",
    source: "hier(7): programs named by their installed path",
    apply: (effect) => (effect.argv && effect.path ? [effect.path, ...effect.argv.slice(1)].map(shellQuote).join(" ") : undefined),
  },
  {
    id: "sudo-full-path",
    source: `${SUDO} with the program's installed path (secure_path aside)`,
    apply: (effect) => (effect.argv && effect.path ? `sudo ${[effect.path, ...effect.argv.slice(1)].map(shellQuote).join(" ")}` : undefined),
  },
  { id: "env-i", source: "env(1) -i", apply: (effect) => (effect.argv ? `env -i ${effectCommand(effect)}` : undefined) },
  { id: "sudo-env", source: `${SUDO}; env(1) NAME=VALUE`, apply: (effect) => (effect.argv ? `sudo env LC_ALL=C ${effectCommand(effect)}` : undefined) },
  { id: "nohup", source: "nohup(1)", apply: (effect) => (effect.argv ? `nohup ${effectCommand(effect)}` : undefined) },
  { id: "command", source: "bash(1) command builtin", apply: (effect) => (effect.argv ? `command ${effectCommand(effect)}` : undefined) },
  { id: "exec-subshell", source: "bash(1) exec in a subshell", apply: (effect) => (effect.argv ? `(exec ${effectCommand(effect)})` : undefined) },
  { id: "busybox", source: "BusyBox applets", apply: (effect) => (effect.argv && effect.busybox ? `busybox ${effectCommand(effect)}` : undefined) },
  { id: "sudo-busybox", source: `${SUDO}; BusyBox applets`, apply: (effect) => (effect.argv && effect.busybox ? `sudo busybox ${effectCommand(effect)}` : undefined) },
  { id: "after-cd", source: "bash(1) lists (cmd1 && cmd2)", apply: (effect) => `cd /tmp && ${effectCommand(effect)}` },
  { id: "sudo-i", source: `${SUDO} -i command (login shell)`, apply: (effect) => wrapped("sudo -i", effect) },
  { id: "sudo-s", source: `${SUDO} -s command (shell)`, apply: (effect) => wrapped("sudo -s", effect) },
  { id: "sudo-dashdash", source: `${SUDO} -- command`, apply: (effect) => wrapped("sudo --", effect) },
  { id: "doas-u", source: "doas(1) -u user", apply: (effect) => wrapped("doas -u root", effect) },
  { id: "pkexec-user", source: "pkexec(1) --user", apply: (effect) => wrapped("pkexec --user root", effect) },
  { id: "runuser", source: "runuser(1) -u user --", apply: (effect) => wrapped("runuser -u root --", effect) },
  { id: "nsenter-pid1", source: "nsenter(1) -t 1 -a (the host's namespaces)", apply: (effect) => wrapped("nsenter -t 1 -m -u -i -n -p --", effect) },
  { id: "systemd-run-wait", source: "systemd-run(1) --wait --pipe", apply: (effect) => wrapped("systemd-run --wait --pipe --", effect) },
  { id: "script-qc", source: "script(1) -q -c", apply: (effect) => (effect.shellState ? undefined : `script -qc ${shellQuote(effectCommand(effect))} /dev/null`) },
  { id: "timeout", source: "timeout(1)", apply: (effect) => (effect.argv ? `timeout 60 ${effectCommand(effect)}` : undefined) },
  { id: "nice", source: "nice(1)", apply: (effect) => (effect.argv ? `nice -n 10 ${effectCommand(effect)}` : undefined) },
  { id: "backslash-program", source: "bash(1) QUOTING (a quoted command name skips aliases)", apply: (effect) => (effect.argv && /^[a-z]/.test(effect.argv[0] ?? "") ? `\\${effectCommand(effect)}` : undefined) },
  // The walker reads eval's code in a copy of the shell's variables, so a plain assignment made there is not seen afterwards; builtins that change the shell are left out.
  { id: "eval", source: "bash(1) eval", apply: (effect) => (effect.shellState ? undefined : `eval ${shellQuote(effectCommand(effect))}`) },
  { id: "pipe-to-sudo-sh", source: `${SUDO}; sh(1) reading commands from standard input`, apply: (effect) => (effect.shellState ? undefined : `echo ${shellQuote(effectCommand(effect))} | sudo sh`) },
  { id: "zsh-c", source: "zsh(1) -c", apply: (effect) => (effect.shellState ? undefined : `zsh -c ${shellQuote(effectCommand(effect))}`) },
  { id: "background-quiet", source: "bash(1) asynchronous lists and redirections", apply: (effect) => (effect.argv ? `${effectCommand(effect)} >/dev/null 2>&1 &` : undefined) },
];

/** The name init scripts and other managers than systemd give a service (no unit suffix). */
function initName(service: HostService): string {
  return service.name.replace(/\.(?:service|timer)$/, "");
}

/** Axis A, the ways of stopping a service (each a documented service manager). */
export const SERVICE_MANAGERS: readonly ServiceManager[] = [
  { id: "systemctl-stop", persistent: false, source: "systemctl(1) stop", apply: (service) => ["systemctl", "stop", service.name] },
  { id: "systemctl-disable-now", persistent: true, source: "systemctl(1) disable --now", apply: (service) => ["systemctl", "disable", "--now", service.name] },
  { id: "systemctl-mask", persistent: true, source: "systemctl(1) mask", apply: (service) => ["systemctl", "mask", service.name] },
  { id: "systemctl-kill", persistent: false, source: "systemctl(1) kill", apply: (service) => ["systemctl", "kill", service.name] },
  { id: "systemctl-q-stop", persistent: false, source: "systemctl(1) -q stop several units", apply: (service) => ["systemctl", "-q", "stop", "cron", service.name] },
  { id: "service-stop", persistent: false, source: "service(8) SCRIPT stop", apply: (service) => ["service", initName(service), "stop"] },
  { id: "init-d-stop", persistent: false, source: "Debian policy 9.3: /etc/init.d scripts", apply: (service) => [`/etc/init.d/${initName(service)}`, "stop"] },
  { id: "rc-service-stop", persistent: false, source: "rc-service(8) (OpenRC)", apply: (service) => ["rc-service", initName(service), "stop"] },
  { id: "rc-update-del", persistent: true, source: "rc-update(8) del (OpenRC)", apply: (service) => ["rc-update", "del", initName(service), "default"] },
  { id: "update-rc-disable", persistent: true, source: "update-rc.d(8) disable", apply: (service) => ["update-rc.d", initName(service), "disable"] },
  { id: "chkconfig-off", persistent: true, source: "chkconfig(8) off", apply: (service) => ["chkconfig", initName(service), "off"] },
  { id: "sv-down", persistent: false, source: "sv(8) down (runit)", apply: (service) => ["sv", "down", initName(service)] },
  { id: "launchctl-unload", persistent: true, source: "launchctl(1) unload -w", apply: (service) => (service.label ? ["launchctl", "unload", "-w", `/Library/LaunchDaemons/${service.label}.plist`] : undefined) },
  { id: "launchctl-bootout", persistent: false, source: "launchctl(1) bootout", apply: (service) => (service.label ? ["launchctl", "bootout", `system/${service.label}`] : undefined) },
  { id: "launchctl-disable", persistent: true, source: "launchctl(1) disable", apply: (service) => (service.label ? ["launchctl", "disable", `system/${service.label}`] : undefined) },
];

/** Axis A, the ways of writing a line into a file. */
export const WRITE_METHODS: readonly WriteMethod[] = [
  { id: "redirect", source: "bash(1) REDIRECTION >", apply: (write) => `echo ${shellQuote(write.content)} > ${write.path}` },
  { id: "append", source: "bash(1) REDIRECTION >>", apply: (write) => `echo ${shellQuote(write.content)} >> ${write.path}` },
  { id: "printf-append", source: "printf(1); bash(1) >>", apply: (write) => `printf '%s\\n' ${shellQuote(write.content)} >> ${write.path}` },
  { id: "tee", source: "tee(1)", apply: (write) => `echo ${shellQuote(write.content)} | tee ${write.path}` },
  { id: "tee-a", source: "tee(1) -a", apply: (write) => `echo ${shellQuote(write.content)} | tee -a ${write.path} > /dev/null` },
  { id: "sudo-tee-a", source: "sudo(8); tee(1) -a", apply: (write) => `echo ${shellQuote(write.content)} | sudo tee -a ${write.path}` },
  { id: "heredoc", source: "bash(1) Here Documents", apply: (write) => `cat > ${write.path} <<'EOF'\n${write.content}\nEOF` },
  { id: "sudo-sh-c-append", source: "sudo(8); sh(1) -c", apply: (write) => `sudo sh -c ${shellQuote(`echo ${shellQuote(write.content)} >> ${write.path}`)}` },
  { id: "sed-append", source: "GNU sed(1) -i, a command", apply: (write) => `sed -i ${shellQuote(`$a ${write.content}`)} ${write.path}` },
  { id: "cp-from-tmp", source: "cp(1)", apply: (write) => `printf '%s\\n' ${shellQuote(write.content)} > /tmp/staged && cp /tmp/staged ${write.path}` },
  { id: "install", source: "install(1) -m", apply: (write) => `printf '%s\\n' ${shellQuote(write.content)} > /tmp/staged && sudo install -m 644 /tmp/staged ${write.path}` },
];

/** One generated combination of the grid. */
export interface HostGridCase {
  /** Which part of axis A it comes from. */
  readonly kind: "effect" | "service" | "write";
  readonly id: string;
  readonly dangerous: boolean;
  readonly command: string;
}

/** Spellings crossed with every effect; the others are spread over the effects (see `hostGridCases`). */
const CORE_SPELLINGS = new Set(["plain", "sudo", "sudo-sh-c", "full-path", "busybox"]);
/** How the other spellings are spread: each goes with every `SPREAD`-th entry, a different one for each spelling. */
const SPREAD = { effect: 5, service: 24, write: 24 } as const;

/**
 * The grid's combinations. `full`: every entry of axis A (effects, services by every manager, files
 * by every write method) under every spelling that applies. Otherwise a covering design that keeps
 * the test short: every effect under the core spellings (plain, sudo, `sudo sh -c`, the full path,
 * BusyBox), every service and file write as written, and every other spelling with a fixed, evenly spread share of
 * the entries (entry i takes spelling j when i + j is a multiple of the spread), so each spelling
 * meets every family and each entry meets several spellings.
 *
 * @example
 * hostGridCases().find((each) => each.id === "sudo × tmutil-disable")?.command // "sudo tmutil disable"
 */
export function hostGridCases(options: { full?: boolean } = {}): HostGridCase[] {
  const cases: HostGridCase[] = [];
  const spell = (kind: HostGridCase["kind"], index: number, effect: HostEffect): void => {
    HOST_SPELLINGS.forEach((spelling, order) => {
      const taken = options.full === true || spelling.id === "plain" || (kind === "effect" && CORE_SPELLINGS.has(spelling.id)) || (index + order) % SPREAD[kind] === 0;
      const command = taken ? spelling.apply(effect) : undefined;
      if (command !== undefined) cases.push({ kind, id: `${spelling.id} × ${effect.id}`, dangerous: effect.dangerous, command });
    });
  };
  HOST_EFFECTS.forEach((effect, index) => spell("effect", index, effect));
  let pair = 0;
  for (const service of HOST_SERVICES) {
    for (const manager of SERVICE_MANAGERS) {
      const argv = manager.apply(service);
      if (argv === undefined) continue;
      const dangerous = service.dangerous && (manager.persistent || !service.persistentOnly);
      spell("service", pair++, { id: `${manager.id}(${service.id})`, dangerous, argv, source: manager.source });
    }
  }
  pair = 0;
  for (const write of HOST_WRITES) {
    for (const method of WRITE_METHODS) {
      spell("write", pair++, { id: `${method.id}(${write.id})`, dangerous: write.dangerous, line: method.apply(write), source: method.source });
    }
  }
  return cases;
}
