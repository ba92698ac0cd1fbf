import path from "node:path";

/** How much a system file matters when overwritten, appended to or deleted. */
export type SystemFileClass = "critical" | "important" | undefined;

const CRITICAL_FILES = new Set([
  "/etc/passwd", "/etc/passwd-", "/etc/shadow", "/etc/shadow-", "/etc/group", "/etc/group-", "/etc/gshadow", "/etc/gshadow-",
  "/etc/sudoers", "/etc/master.passwd", "/etc/ld.so.preload", "/etc/fstab", "/etc/crypttab", "/etc/doas.conf", "/etc/inittab",
  "/etc/login.defs", "/etc/nsswitch.conf", "/bin/sh", "/bin/bash", "/usr/bin/sudo", "/usr/bin/env", "/bin/su", "/usr/bin/su",
  "/usr/bin/passwd", "/sbin/init", "/usr/sbin/sshd", "/etc/private/master.passwd", "/private/etc/sudoers", "/private/etc/passwd",
  "/private/etc/master.passwd",
]);
const CRITICAL_DIRECTORIES = ["/etc/sudoers.d", "/etc/pam.d", "/etc/security", "/boot", "/etc/selinux", "/private/etc/pam.d", "/etc/ld.so.conf.d"];
const IMPORTANT_DIRECTORIES = [
  "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/usr/bin", "/usr/sbin", "/usr/lib", "/usr/lib64", "/usr/libexec",
  "/var/spool/cron", "/Library/LaunchDaemons", "/Library/LaunchAgents", "/System", "/private/etc", "/var/lib/dpkg", "/var/lib/rpm",
];

/**
 * Classifies an absolute path as a system file: `critical` ones (account and sudo databases,
 * PAM, the boot loader, the dynamic linker's preload list, core binaries) must never be written by
 * an agent; `important` ones (anything else in /etc, system binaries, cron spools) need a person.
 *
 * @example
 * systemFileClass("/etc/sudoers") // "critical"
 * systemFileClass("/etc/hosts") // "important"
 */
export function systemFileClass(absolute: string): SystemFileClass {
  const normalized = path.posix.normalize(absolute).replace(/\/+$/, "");
  if (CRITICAL_FILES.has(normalized) || CRITICAL_DIRECTORIES.some((directory) => normalized.startsWith(`${directory}/`) || normalized === directory)) return "critical";
  if (IMPORTANT_DIRECTORIES.some((directory) => normalized.startsWith(`${directory}/`))) return "important";
  return undefined;
}
