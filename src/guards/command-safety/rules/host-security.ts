import { mountedHostPaths } from "../flows/container-mounts.js";
import { fileWrites } from "../commands/file-writes.js";
import type { Field, Invocation } from "../model.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import { RUNTIME_ACCESS_COMMANDS, RUNTIME_SOCKET, runtimeAccessGiven } from "./host-container-access.js";
import { grantedRootCapabilities } from "./host-capabilities.js";
import { esxiHostWeakened } from "./host-esxi.js";
import { FIREWALL_COMMANDS, firewallChange } from "./host-firewall.js";
import { protectionMatched, protectionNamed } from "./host-protections.js";
import { stoppedTargets } from "./host-stops.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Packages that are a protection of their own, beyond the services above (their rule, what they protect). */
const PROTECTING_PACKAGES: ReadonlyArray<[RegExp, string, string]> = [
  [/^(?:apparmor|selinux-policy(?:-[\w-]+)?|selinux-basics|policycoreutils)$/, "host.mac-disabled", "mandatory access control"],
  [/^(?:ufw|firewalld|nftables|iptables|iptables-persistent|netfilter-persistent|little-snitch|lulu|opensnitch|gufw)$/, "host.firewall-flush", "the firewall"],
  [/^(?:audit|auditd|clamav(?:-[\w-]+)?|canonical-livepatch|kpatch)$/, "host.audit-disabled", "auditing and security monitoring"],
];
/** Package managers' remove verbs: apt(8), dnf(8), yum(8), zypper(8), pacman(8), apk(8), snap(8), brew(1), port(1), dpkg(1), rpm(8). */
const PACKAGE_REMOVE: Readonly<Record<string, RegExp>> = {
  apt: /^(?:remove|purge|autopurge)$/, "apt-get": /^(?:remove|purge)$/, aptitude: /^(?:remove|purge)$/, dnf: /^(?:remove|erase)$/, yum: /^(?:remove|erase)$/, microdnf: /^remove$/,
  zypper: /^(?:remove|rm)$/, apk: /^del$/, snap: /^remove$/, brew: /^(?:uninstall|remove|rm)$/, port: /^uninstall$/, pacman: /^-R[a-z]*$|^--remove$/, dpkg: /^-[rP]$|^--(?:remove|purge)$/, rpm: /^-e$|^--erase$/,
};
/** Options of container engines that switch a container's confinement off (docker run --security-opt, --cap-add). */
const UNCONFINED = /^(?:apparmor|seccomp|label|systempaths)[=:](?:unconfined|disable)$|^no-new-privileges[=:]false$/;
const ROOT_CAP_NAMES = /^(?:ALL|(?:CAP_)?(?:SYS_ADMIN|SYS_MODULE|SYS_PTRACE|SYS_RAWIO|DAC_READ_SEARCH|BPF))$/i;
/** Kernel settings whose lower values turn a protection off: ASLR, ptrace scope, pointer and log restrictions, link protections. */
const KERNEL_HARDENING: ReadonlyArray<[string, (value: string) => boolean]> = [
  ["kernel.randomize_va_space", (value) => value !== "2"],
  ["kernel.yama.ptrace_scope", (value) => value === "0"],
  ["kernel.kptr_restrict", (value) => value === "0"],
  ["kernel.dmesg_restrict", (value) => value === "0"],
  ["kernel.unprivileged_bpf_disabled", (value) => value === "0"],
  ["kernel.perf_event_paranoid", (value) => Number(value) < 0],
  ["kernel.exec-shield", (value) => value === "0"],
  ["fs.protected_symlinks", (value) => value === "0"],
  ["fs.protected_hardlinks", (value) => value === "0"],
  ["fs.protected_regular", (value) => value === "0"],
  ["fs.protected_fifos", (value) => value === "0"],
  ["fs.suid_dumpable", (value) => value !== "0"],
  ["vm.mmap_min_addr", (value) => value === "0"],
  ["kernel.sysrq", (value) => value === "1"],
  ["kernel.kexec_load_disabled", (value) => value === "0"],
  // A core pattern that pipes to a program runs it as root on every crash; the distributions' own handlers are fine.
  ["kernel.core_pattern", (value) => /^["']?\|/.test(value) && !/systemd-coredump|apport|abrt|coredump/.test(value)],
  ["vm.unprivileged_userfaultfd", (value) => value === "1"],
  ["net.ipv4.conf.all.accept_redirects", (value) => value === "1"],
  ["net.ipv4.conf.all.accept_source_route", (value) => value === "1"],
  ["net.ipv4.conf.all.secure_redirects", (value) => value === "0"],
  ["net.ipv6.conf.all.accept_redirects", (value) => value === "1"],
  ["net.ipv4.conf.all.rp_filter", (value) => value === "0"],
  ["net.ipv4.tcp_syncookies", (value) => value === "0"],
  ["kernel.unprivileged_userns_clone", (value) => value === "1"],
  ["kernel.apparmor_restrict_unprivileged_userns", (value) => value === "0"],
  ["kernel.apparmor_restrict_unprivileged_unconfined", (value) => value === "0"],
  ["dev.tty.ldisc_autoload", (value) => value === "1"],
  ["kernel.io_uring_disabled", (value) => value === "0"],
  ["net.core.bpf_jit_harden", (value) => value === "0"],
  ["net.ipv4.conf.default.accept_redirects", (value) => value === "1"],
  ["net.ipv4.conf.default.accept_source_route", (value) => value === "1"],
  ["net.ipv4.conf.default.rp_filter", (value) => value === "0"],
  ["net.ipv6.conf.default.accept_redirects", (value) => value === "1"],
];
/** The commands these rules read (files written to /proc/sys or /sys are judged for every command). */
const COMMANDS = new Set([
  ...FIREWALL_COMMANDS, ...RUNTIME_ACCESS_COMMANDS, "systemctl", "service", "launchctl", "chkconfig",
  "update-rc.d", "rc-service", "pkill", "killall", "kill", "setenforce", "aa-teardown", "aa-disable", "aa-complain", "apparmor_parser", "grubby", "kernelstub",
  "xattr", "spctl", "csrutil", "nvram", "softwareupdate", "sysctl", "auditctl", "docker", "podman", "nerdctl", "dockerd", "socat", "chmod", "setfacl", "setcap",
  "modprobe", "rmmod", "journalctl", "dmesg", "log", "sv", "rc-update", "s6-svc", "fail2ban-client", "semanage", "mount", "mokutil", "setsebool",
  "supervisorctl", "rpm-ostree", "grub-editenv", "grub2-editenv",
  ...Object.keys({ apt: 0, "apt-get": 0, aptitude: 0, dnf: 0, yum: 0, microdnf: 0, zypper: 0, apk: 0, snap: 0, brew: 0, port: 0, pacman: 0, dpkg: 0, rpm: 0 }),
]);
/** Mount points whose read-only, noexec, nosuid or nodev options protect the host (mount(8)). */
const PROTECTED_MOUNTS = /^\/(?:|boot(?:\/efi)?|usr|etc|tmp|var\/tmp|dev\/shm|home|proc|sys(?:\/firmware\/efi\/efivars|\/fs\/cgroup)?|system|vendor)$/;

/**
 * Turning off or weakening, for the whole host, a protection it relies on: the firewall,
 * mandatory access control (SELinux, AppArmor), macOS quarantine, Gatekeeper and SIP, ASLR and
 * other kernel hardening, auditing and security monitoring, the container socket, and root-level
 * file capabilities. Each is decided by what the tool's documentation says the command does.
 */
export const hostSecurityRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.firewall-flush", decision: "ask", description: "Removes every firewall rule, opens its default policy or turns the firewall off (iptables -F, iptables -P INPUT ACCEPT, nft flush ruleset, ufw disable, systemctl stop firewalld, pfctl -d, netsh advfirewall … state off, esxcli network firewall set -e false), or opens it to everything (firewall-cmd --set-target=ACCEPT on a zone or policy, --set-default-zone trusted, --add-port=1-65535/tcp, a rich rule accepting every source, a physical interface in the trusted zone, an nft input chain with policy accept)." },
    { id: "host.mac-disabled", decision: "ask", description: "Turns mandatory access control off (setenforce 0, aa-teardown, aa-disable, aa-complain, systemctl stop apparmor, modprobe -r apparmor, apt-get remove apparmor, docker run --security-opt seccomp=unconfined, writes to /sys/kernel/security)." },
    { id: "host.quarantine-disabled", decision: "ask", description: "Turns macOS quarantine, Gatekeeper, System Integrity Protection or privacy consent (TCC) off, or Windows' code-signing checks, SmartScreen and user account control (xattr -d com.apple.quarantine on anything but the project's own build output, spctl --master-disable, csrutil disable, sqlite3 …/TCC.db \"INSERT …\", tccutil reset All or a service for every app, bcdedit /set testsigning on, bcdedit /debug on, Set-ExecutionPolicy Unrestricted, santactl rule --allowlist). Also an ESXi host letting binaries no signed package installed run (esxcli system settings kernel set -s execInstalledOnly -v FALSE, encryption set --require-exec-installed-only=F)." },
    { id: "host.kernel-hardening", decision: "ask", description: "Weakens kernel hardening for the whole host (sysctl -w kernel.randomize_va_space=0, kernel.yama.ptrace_scope=0, sysctl -p of a file the command wrote, writes to /proc/sys/…)." },
    { id: "host.audit-disabled", decision: "ask", description: "Stops auditing or security monitoring, or deletes the system's logs (auditctl -D, auditctl -e 0, systemctl stop auditd, service rsyslog stop, stopping an EDR agent, journalctl --vacuum-time=1s, dmesg -C, log erase, ufw logging off, wevtutil cl or Clear-EventLog on any log, Limit-EventLog -MaximumSize 64KB, bcdedit /event off). Also auditd told to fail silently or given a backlog too small to keep events (auditctl -f 0, auditctl -b 1), and an ESXi host's audit records disabled (esxcli system auditrecords local disable)." },
    { id: "host.container-socket", decision: "ask", description: "Exposes the container engine's socket, which is root on the host (docker run -v /var/run/docker.sock:…, dockerd -H tcp://0.0.0.0, chmod 666 docker.sock), or gives a runtime socket (docker, podman, containerd, CRI-O, BuildKit, k3s, LXD, Incus) to another user or group (chown, chgrp, setfacl -m), or adds a user to a group that drives a runtime (usermod -aG docker, gpasswd -a USER lxd, adduser USER incus-admin, libvirt)." },
    { id: "host.mount-protections", decision: "ask", description: "Remounts a system mount point without its protections: read-write where it is read-only, or with exec, suid or dev where those are off (mount -o remount,rw /, mount -o remount,exec /tmp)." },
    { id: "host.capabilities", decision: "ask", description: "Gives a program root-level file capabilities (setcap cap_sys_admin+ep, cap_setuid, cap_dac_override, all+ep, also read from standard input with setcap -), or cap_net_raw/cap_net_admin to a shell or interpreter." },
    { id: "host.updates-disabled", decision: "ask", description: "Turns automatic security updates off (systemctl disable --now unattended-upgrades, dnf-automatic.timer, softwareupdate --schedule off, sc config wuauserv start= disabled)." },
  ],
  invocation(invocation, context) {
    const hits = [...kernel(invocation, context), ...serviceStop(invocation)];
    if (!COMMANDS.has(invocation.name) && !isProtectingService(invocation.name)) return hits;
    return [...hits, ...firewall(invocation, context), ...mandatoryAccessControl(invocation), ...quarantine(invocation, context), ...audit(invocation), ...securityModuleRemoved(invocation), ...containerSocket(invocation), ...capabilities(invocation), ...mountProtections(invocation), ...intrusionPrevention(invocation), ...protectionRemoved(invocation), ...containerConfinement(invocation), ...esxiHostWeakened(invocation)];
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target)) return [];
    if (selinuxSwitch(redirect.target, invocation, context)) return [{ rule: "host.mac-disabled", decision: "ask", reason: "a redirect switches SELinux's enforcement through /sys/fs/selinux/enforce" }];
    if (securityFsWrite(redirect.target, invocation, context)) return [{ rule: "host.mac-disabled", decision: "ask", reason: "a redirect writes into the kernel's security modules (/sys/kernel/security)" }];
    const key = procSysKey(redirect.target, invocation, context);
    return key ? [{ rule: "host.kernel-hardening", decision: "ask", reason: `a redirect${invocation ? ` of ${shown(invocation)}` : ""} changes the kernel setting ${key} for the whole host` }] : [];
  },
};

function hit(invocation: Invocation, rule: string, what: string): Hit[] {
  return [{ rule, decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}

function values(invocation: Invocation): string[] {
  return invocation.argv.slice(1).map((field) => field.value ?? "?");
}

function isProtectingService(name: string): boolean {
  return protectionNamed(name) !== undefined;
}

function firewall(invocation: Invocation, context: RuleContext): Hit[] {
  const change = firewallChange(invocation, context);
  return change ? hit(invocation, "host.firewall-flush", change) : [];
}

/**
 * A protection stopped, paused or disabled, by the shared reading of what a command stops
 * (`host-stops.ts`): `systemctl stop auditd`, `pkill -STOP -f falcon-sensor`, `kill $(pgrep osqueryd)`,
 * `launchctl bootout system/com.crowdstrike.falcond`, `taskkill /IM MsMpEng.exe`, `sc config WinDefend start= disabled`.
 * Stopping the updater for now (to free the package manager's lock) is everyday; disabling it is not.
 */
function serviceStop(invocation: Invocation): Hit[] {
  for (const target of stoppedTargets(invocation)) {
    // A unit or service name with glob characters (`systemctl stop 'falcon*'`, `Stop-Service Win*`) is a pattern too.
    const protection = target.kind === "pattern" || /[*?[]/.test(target.name) ? protectionMatched(target.name) : protectionNamed(target.name);
    if (!protection || (protection.rule === "host.updates-disabled" && !target.persistent)) continue;
    const shownName = target.kind === "pattern" ? target.name.slice(0, 60) : (target.name.split(/[\\/]/).at(-1) ?? target.name);
    return hit(invocation, protection.rule, `${target.persistent ? "disables" : "stops"} ${protection.what} (${shownName})`);
  }
  return [];
}

function mandatoryAccessControl(invocation: Invocation): Hit[] {
  const args = values(invocation);
  switch (invocation.name) {
    case "setenforce":
      return args[0] === "0" || args[0]?.toLowerCase() === "permissive" ? hit(invocation, "host.mac-disabled", "switches SELinux to permissive") : [];
    case "aa-teardown":
      return hit(invocation, "host.mac-disabled", "unloads every AppArmor profile");
    case "aa-disable":
    case "aa-complain":
      return hit(invocation, "host.mac-disabled", invocation.name === "aa-disable" ? "disables AppArmor profiles" : "stops AppArmor profiles from enforcing");
    case "apparmor_parser":
      return args.some((arg) => arg === "-R" || arg === "--remove") ? hit(invocation, "host.mac-disabled", "removes AppArmor profiles") : [];
    case "semanage":
      // semanage-permissive(8): one domain no longer confined.
      return args[0] === "permissive" && args.some((arg) => arg === "-a" || arg === "--add") ? hit(invocation, "host.mac-disabled", "makes an SELinux domain permissive") : [];
    case "setsebool":
      return selinuxBooleans(invocation, args);
    case "grubby":
    case "kernelstub":
    case "rpm-ostree":
    case "grub-editenv":
    case "grub2-editenv":
      return kernelBootArguments(invocation, args);
    default:
      return [];
  }
}

/**
 * SELinux booleans whose value turns a protection off (setsebool(8), the policies' boolean lists):
 * `deny_*` and `secure_mode*` switched off, executable memory and kernel module loading switched on.
 */
function selinuxBooleans(invocation: Invocation, args: readonly string[]): Hit[] {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const pairs = operands.flatMap((operand, index) => (operand.includes("=") ? [operand.split("=", 2) as [string, string]] : /^(?:on|off|1|0|true|false)$/i.test(operands[index + 1] ?? "") ? [[operand, operands[index + 1] as string] as [string, string]] : []));
  for (const [name, value] of pairs) {
    const on = /^(?:on|1|true)$/i.test(value);
    const weakens = (/^(?:deny_|secure_mode)/.test(name) && !on) || (/exec(?:mem|stack|heap|mod)$|^mmap_low_allowed$|^domain_kernel_load_modules$|^ssh_sysadm_login$|^unconfined_login$/.test(name) && on);
    if (weakens) return hit(invocation, "host.mac-disabled", `sets the SELinux boolean ${name} to ${value}, lifting a restriction of the policy`);
  }
  return [];
}

/** Kernel boot parameters that switch a protection off, added through the boot loader's tools (kernel-parameters.txt). */
const WEAK_BOOT_ARGUMENTS: ReadonlyArray<[RegExp, string, string]> = [
  [/^(?:selinux=0|enforcing=0|apparmor=0|security=none|lsm=(?!.*\b(?:apparmor|selinux|smack|tomoyo)\b).*)$/, "host.mac-disabled", "without mandatory access control"],
  [/^(?:audit=0)$/, "host.audit-disabled", "without auditing"],
  [/^(?:mitigations=off|nokaslr|nopti|pti=off|nospectre_v[12]|spectre_v2=off|nosmap|nosmep|lockdown=none|module\.sig_enforce=0|ima_appraise=off|init=\/bin\/(?:ba)?sh|randomize_kstack_offset=off|page_table_isolation=off)$/, "host.kernel-hardening", "with the kernel's hardening off"],
];

function kernelBootArguments(invocation: Invocation, args: readonly string[]): Hit[] {
  // `grubby --args=…`, `kernelstub -a …`, `rpm-ostree kargs --append=…`, `grub-editenv - set kernelopts=…`.
  if (invocation.name === "rpm-ostree" && args[0] !== "kargs") return [];
  const added = args.flatMap((arg) => arg.replace(/^(?:--args|--add-options|--append(?:-if-missing)?|--replace|kernelopts)=/, "").replace(/^["']|["']$/g, "").split(/\s+/));
  for (const [pattern, rule, what] of WEAK_BOOT_ARGUMENTS) {
    const found = added.find((word) => pattern.test(word));
    if (found !== undefined) return hit(invocation, rule, `boots the kernel ${what} (${found})`);
  }
  return [];
}

function quarantine(invocation: Invocation, context: RuleContext): Hit[] {
  const args = values(invocation);
  switch (invocation.name) {
    case "xattr": {
      const flags = args.filter((arg) => arg.startsWith("-")).join("");
      const clears = flags.includes("c");
      if (!clears && !(flags.includes("d") && args.includes("com.apple.quarantine"))) return [];
      // What the project built itself was never downloaded: taking quarantine off it is everyday; anything else was fetched by someone.
      const files = invocation.argv.slice(1).filter((field) => !field.value?.startsWith("-")).slice(clears ? 0 : 1);
      if (files.length > 0 && files.every((field) => insideProject(field, invocation, context))) return [];
      return clears ? hit(invocation, "host.quarantine-disabled", "clears every extended attribute, macOS quarantine included") : hit(invocation, "host.quarantine-disabled", "removes macOS quarantine from downloaded files");
    }
    case "spctl":
      if (args[0] === "kext-consent" && args[1] === "disable") return hit(invocation, "host.quarantine-disabled", "lets kernel extensions load without the user's consent");
      return args.some((arg) => arg === "--master-disable" || arg === "--global-disable" || (arg === "--disable" && !args.includes("--label"))) ? hit(invocation, "host.quarantine-disabled", "turns Gatekeeper off") : [];
    case "softwareupdate":
      return args.includes("--schedule") && args.includes("off") ? hit(invocation, "host.updates-disabled", "turns macOS's automatic updates off") : [];
    case "csrutil":
      // csrutil(8): `disable`, `authenticated-root disable`, or `enable --without fs|kext|debug|nvram|…` (SIP partly off).
      return args.includes("disable") || (args.includes("enable") && args.includes("--without")) ? hit(invocation, "host.quarantine-disabled", "turns System Integrity Protection off") : [];
    case "mokutil":
      // mokutil(1): shim stops verifying what it boots.
      return args.includes("--disable-validation") ? hit(invocation, "host.quarantine-disabled", "turns Secure Boot's signature checks off") : [];
    case "nvram":
      return args.some((arg) => /boot-args=.*(?:amfi_get_out_of_my_way|cs_enforcement_disable|amfi=0)/.test(arg)) ? hit(invocation, "host.quarantine-disabled", "boots macOS without code-signing enforcement") : [];
    default:
      return [];
  }
}

/**
 * The settings `sysctl -p FILE` (`--load=FILE`) loads, when the same script wrote that file
 * (`echo kernel.randomize_va_space=0 > /tmp/k.conf; sysctl -p /tmp/k.conf`): its `key = value` lines.
 */
function loadedSettings(invocation: Invocation, context: RuleContext): string[] {
  if (context.writtenFile === undefined) return [];
  const args = invocation.argv.slice(1, 33);
  const lines: string[] = [];
  args.forEach((field, index) => {
    const value = field.value ?? "";
    const attached = /^(?:-p|--load=)(.+)$/.exec(value)?.[1];
    const file = attached !== undefined ? { ...field, value: attached } : value === "-p" || value === "--load" ? args[index + 1] : undefined;
    const text = file === undefined ? undefined : context.writtenFile?.(file, invocation.cwd)?.text;
    if (text !== undefined) lines.push(...text.slice(0, 10_000).split("\n").filter((line) => line.includes("=") && !/^\s*[#;]/.test(line)));
  });
  return lines;
}

function kernel(invocation: Invocation, context: RuleContext): Hit[] {
  if (invocation.name === "sysctl") {
    for (const arg of [...values(invocation), ...loadedSettings(invocation, context)]) {
      const [key, value] = arg.split("=", 2);
      const weakens = key !== undefined && value !== undefined ? KERNEL_HARDENING.find(([name]) => name === key.trim().replace(/\//g, "."))?.[1] : undefined;
      if (weakens?.(value?.trim() ?? "")) return hit(invocation, "host.kernel-hardening", `sets ${key}=${value}, weakening the kernel's protection for the whole host`);
    }
    return [];
  }
  for (const { field } of fileWrites(invocation)) {
    if (selinuxSwitch(field, invocation, context)) return hit(invocation, "host.mac-disabled", "switches SELinux's enforcement through /sys/fs/selinux/enforce");
    if (securityFsWrite(field, invocation, context)) return hit(invocation, "host.mac-disabled", "writes into the kernel's security modules (/sys/kernel/security)");
    const key = procSysKey(field, invocation, context);
    if (key) return hit(invocation, "host.kernel-hardening", `changes the kernel setting ${key} for the whole host`);
  }
  return [];
}

function selinuxSwitch(field: Field, invocation: Invocation | undefined, context: RuleContext): boolean {
  if (field.value === undefined) return false;
  return (invocation ? resolve(field.value, pathContext(invocation, context)).path : field.value) === "/sys/fs/selinux/enforce";
}

/** The hardening setting a path under /proc/sys names (`/proc/sys/kernel/randomize_va_space` → `kernel.randomize_va_space`). */
function procSysKey(field: Field, invocation: Invocation | undefined, context: RuleContext): string | undefined {
  if (field.value === undefined) return undefined;
  const absolute = invocation ? resolve(field.value, pathContext(invocation, context)).path : field.value;
  if (!absolute.startsWith("/proc/sys/")) return undefined;
  const key = absolute.slice("/proc/sys/".length).replace(/\//g, ".");
  return KERNEL_HARDENING.some(([name]) => name === key) ? key : undefined;
}

function audit(invocation: Invocation): Hit[] {
  // journalctl(1): --vacuum-time/size/files delete archived journal files, the host's log history.
  if (invocation.name === "journalctl") {
    const vacuum = values(invocation).find((arg) => /^--vacuum-(?:time|size|files)(?:=|$)/.test(arg));
    return vacuum ? hit(invocation, "host.audit-disabled", `deletes the system journal's archived logs (${vacuum})`) : [];
  }
  // log(1) (macOS): `log erase` deletes the unified log's stored messages.
  if (invocation.name === "log") return values(invocation)[0] === "erase" ? hit(invocation, "host.audit-disabled", "erases the system's unified log") : [];
  // ufw(8) `logging off`: the firewall stops logging what it blocks and allows.
  if (invocation.name === "ufw") return values(invocation).join(" ") === "logging off" ? hit(invocation, "host.audit-disabled", "turns the firewall's logging off") : [];
  // dmesg(1): -C/--clear empties the kernel's ring buffer, -c after printing it.
  if (invocation.name === "dmesg") {
    return values(invocation).some((arg) => arg === "--clear" || arg === "--read-clear" || /^-[a-zA-Z]*[cC]/.test(arg)) ? hit(invocation, "host.audit-disabled", "clears the kernel's message buffer, the log of what the kernel saw") : [];
  }
  if (invocation.name !== "auditctl") return [];
  const args = values(invocation);
  if (args.includes("-D")) return hit(invocation, "host.audit-disabled", "deletes every audit rule");
  const option = (flag: string): string | undefined => {
    const index = args.findIndex((arg) => arg === flag || (arg.startsWith(flag) && /^\d+$/.test(arg.slice(2))));
    return index < 0 ? undefined : args[index] === flag ? args[index + 1] : args[index]?.slice(2);
  };
  if (option("-e") === "0") return hit(invocation, "host.audit-disabled", "turns auditing off");
  // auditctl(8): `-f 0` is the silent failure mode (a lost record is not even reported), and a
  // backlog (`-b`) under the kernel's default of 64 buffers drops events whenever they arrive faster than auditd reads them
  // (0 is the kernel's "no limit").
  if (option("-f") === "0") return hit(invocation, "host.audit-disabled", "makes auditing fail silently, so lost events are not reported");
  const backlog = option("-b");
  if (backlog !== undefined && /^\d+$/.test(backlog) && Number(backlog) > 0 && Number(backlog) < 64) return hit(invocation, "host.audit-disabled", `shrinks the audit backlog to ${backlog} buffers, so events are dropped`);
  // auditctl(8): `-a never,…` suppresses events; `-d` and `-W` delete a rule or a watch.
  // `-a exclude,always -F msgtype=…` drops whole record types before they are logged.
  if (args.some((arg, index) => /^-[aA]$/.test(arg) && /(?:^|,)(?:never|exclude)(?:,|$)/.test(args[index + 1] ?? ""))) return hit(invocation, "host.audit-disabled", "adds a rule that suppresses audit events");
  if (args.some((arg) => arg === "-d" || arg === "-W")) return hit(invocation, "host.audit-disabled", "deletes an audit rule or watch");
  return [];
}

/** modprobe(8) -r and rmmod(8) of a security module (AppArmor, SELinux, lockdown, Landlock, Yama). */
function securityModuleRemoved(invocation: Invocation): Hit[] {
  if (invocation.name !== "modprobe" && invocation.name !== "rmmod") return [];
  const args = values(invocation);
  if (invocation.name === "modprobe" && !args.some((arg) => arg === "-r" || arg === "--remove" || /^-[a-zA-Z]*r[a-zA-Z]*$/.test(arg))) return [];
  const module = args.find((arg) => /^(?:apparmor|selinux|lockdown|landlock|yama|tomoyo|smack|loadpin|safesetid|lkrg|p_lkrg)$/i.test(arg));
  if (module) return hit(invocation, "host.mac-disabled", `unloads the security module ${module}`);
  // The packet filter's own modules: unloading one drops its tables and every rule in them.
  const filter = args.find((arg) => /^(?:iptable_filter|ip6table_filter|nf_tables|ip_tables|ip6_tables|x_tables|ebtable_filter)$/i.test(arg));
  return filter ? hit(invocation, "host.firewall-flush", `unloads the firewall's module ${filter}, and every rule in its tables`) : [];
}

function containerSocket(invocation: Invocation): Hit[] {
  const socket = mountedHostPaths(invocation).find((field) => RUNTIME_SOCKET.test(field.value ?? ""));
  if (socket) return hit(invocation, "host.container-socket", `mounts the container engine's socket (${socket.value}) into a container, which gives it root on the host`);
  const args = values(invocation);
  if (invocation.name === "dockerd" || (invocation.name === "podman" && args[0] === "system" && args[1] === "service")) {
    const listens = args.some((arg) => /^(?:-H|--host=)?tcp:\/\//.test(arg));
    if (listens && !args.includes("--tlsverify")) return hit(invocation, "host.container-socket", "serves the container engine's API over the network without TLS verification");
  }
  if (invocation.name === "socat" && args.some((arg) => /^unix-connect:.*(?:docker|podman)\.sock/i.test(arg)) && args.some((arg) => /^tcp[46]?-listen:/i.test(arg))) {
    return hit(invocation, "host.container-socket", "exposes the container engine's socket on a TCP port");
  }
  return runtimeAccessGiven(invocation);
}

function capabilities(invocation: Invocation): Hit[] {
  const granted = grantedRootCapabilities(invocation);
  return granted ? hit(invocation, "host.capabilities", `gives a program root-level capabilities (${granted})`) : [];
}

function securityFsWrite(target: Field, invocation: Invocation | undefined, context: RuleContext): boolean {
  if (target.value === undefined) return false;
  const absolute = invocation ? resolve(target.value, pathContext(invocation, context)).path : target.value;
  return absolute.startsWith("/sys/kernel/security/");
}

/** mount(8) `-o remount,…` of a system mount point with rw, exec, suid or dev. */
function mountProtections(invocation: Invocation): Hit[] {
  if (invocation.name !== "mount") return [];
  const args = values(invocation);
  const options = args.flatMap((arg, index) => (arg === "-o" || arg === "--options" ? [args[index + 1] ?? ""] : /^-o./.test(arg) ? [arg.slice(2)] : /^--options=/.test(arg) ? [arg.slice(10)] : [])).join(",").split(",");
  if (!options.includes("remount")) return [];
  const opened = options.filter((option) => /^(?:rw|exec|suid|dev)$/.test(option));
  const point = args.filter((arg, index) => !arg.startsWith("-") && args[index - 1] !== "-o" && args[index - 1] !== "-t" && args[index - 1] !== "--options").at(-1);
  if (opened.length === 0 || point === undefined || !PROTECTED_MOUNTS.test(point.replace(/(.)\/+$/, "$1"))) return [];
  return hit(invocation, "host.mount-protections", `remounts ${point} with ${opened.join(",")}, lifting a protection of the host's file systems`);
}

/** fail2ban-client(1) `stop`, `unban --all`; CrowdSec's `cscli decisions delete --all` has its own model. */
function intrusionPrevention(invocation: Invocation): Hit[] {
  if (invocation.name !== "fail2ban-client") return [];
  const args = values(invocation).filter((arg) => !arg.startsWith("-") || arg === "--all");
  if (args[0] === "stop" && args.length === 1) return hit(invocation, "host.audit-disabled", "stops fail2ban, which blocks brute-force attacks");
  if (args[0] === "unban" && args.includes("--all")) return hit(invocation, "host.audit-disabled", "lifts every ban fail2ban has set");
  return [];
}

/** `apt-get remove apparmor`, `dnf remove firewalld`, `brew uninstall --cask little-snitch`: the protection uninstalled. */
function protectionRemoved(invocation: Invocation): Hit[] {
  const verb = ownEntry(PACKAGE_REMOVE, invocation.name);
  if (!verb) return [];
  const args = values(invocation);
  if (!args.some((arg) => verb.test(arg))) return [];
  for (const arg of args) {
    const name = arg.replace(/[:=@].*$/, "");
    const found = PROTECTING_PACKAGES.find(([pattern]) => pattern.test(name));
    if (found) return hit(invocation, found[1], `uninstalls ${name}, which provides ${found[2]}`);
    const protection = name.length > 2 ? protectionNamed(name) : undefined;
    if (protection) return hit(invocation, protection.rule, `uninstalls ${name}, which provides ${protection.what}`);
  }
  return [];
}

/** `docker run --security-opt seccomp=unconfined`, `--cap-add=ALL`: the container's confinement off. */
function containerConfinement(invocation: Invocation): Hit[] {
  if (!["docker", "podman", "nerdctl"].includes(invocation.name)) return [];
  const args = values(invocation);
  if (!args.some((arg) => arg === "run" || arg === "create")) return [];
  for (const [index, arg] of args.entries()) {
    const [option, inline] = arg.split(/=(.*)/s, 2);
    const value = inline ?? args[index + 1] ?? "";
    if (option === "--security-opt" && UNCONFINED.test(value)) return hit(invocation, "host.mac-disabled", `runs a container without its confinement (--security-opt ${value})`);
    if (option === "--cap-add" && value.split(",").some((cap) => ROOT_CAP_NAMES.test(cap))) return hit(invocation, "host.capabilities", `gives a container root-level capabilities (--cap-add ${value})`);
  }
  return [];
}

/** Directories build tools write their products to (Xcode's DerivedData and build, electron-builder's dist and release, cargo's target). */
const BUILD_OUTPUT = /^(?:build|builds|dist|dist-[\w-]+|out|output|target|release|releases|debug|deriveddata|\.build|products|artifacts|bundle|xcarchive|[\w.-]+\.xcarchive)$/i;

/** A known path inside the run's project (its working directory or below) that lies in a build output directory. */
function insideProject(field: Field, invocation: Invocation, context: RuleContext): boolean {
  const project = context.initialCwd;
  if (field.value === undefined || project === undefined || project === context.home || project === "/" || invocation.remote !== undefined) return false;
  const target = resolve(field.value, pathContext(invocation, context));
  const base = `${project.replace(/\/$/, "")}/`;
  return target.absolute && target.path.startsWith(base) && target.path.slice(base.length).split("/").some((segment) => BUILD_OUTPUT.test(segment));
}
