import path from "node:path";
import { pathOnHost } from "./host-root.js";

/** How much a system file matters when overwritten, appended to or deleted. */
export type SystemFileClass = "critical" | "important" | undefined;

const CRITICAL_FILES = new Set([
  "/etc/passwd", "/etc/passwd-", "/etc/shadow", "/etc/shadow-", "/etc/group", "/etc/group-", "/etc/gshadow", "/etc/gshadow-",
  "/etc/sudoers", "/etc/master.passwd", "/etc/ld.so.preload", "/etc/fstab", "/etc/crypttab", "/etc/doas.conf", "/etc/inittab",
  "/etc/login.defs", "/etc/nsswitch.conf", "/bin/sh", "/bin/bash", "/usr/bin/sudo", "/usr/bin/env", "/bin/su", "/usr/bin/su",
  "/usr/bin/passwd", "/sbin/init", "/usr/sbin/sshd", "/etc/private/master.passwd", "/private/etc/sudoers", "/private/etc/passwd",
  "/private/etc/master.passwd"
]);
const CRITICAL_DIRECTORIES = ["/etc/sudoers.d", "/etc/pam.d", "/etc/security", "/boot", "/etc/selinux", "/private/etc/pam.d", "/etc/ld.so.conf.d"];
const IMPORTANT_DIRECTORIES = [
  "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/usr/bin", "/usr/sbin", "/usr/lib", "/usr/lib64", "/usr/libexec",
  "/usr/share", "/usr/include", "/var/spool/cron", "/Library/LaunchDaemons", "/Library/LaunchAgents", "/System", "/private/etc",
  "/var/lib/dpkg", "/var/lib/rpm",
  // Trust stores outside /etc and /usr/share: a certificate added there is trusted by every TLS client of the host.
  "/usr/local/share/ca-certificates", "/Library/Keychains",
  // macOS's system-wide preferences and policy databases: the application firewall, Gatekeeper, login window, software updates, launchd's overrides.
  "/Library/Preferences", "/var/db", "/private/var/db",
];

/**
 * Programs that take a password or act with another user's rights. A file of their name in a
 * directory on the PATH (`/usr/local/bin/sudo`, `~/.local/bin/sudo`, `~/bin/su`) runs in their
 * place when it comes first: it captures what is typed into it, or runs anything as root.
 */
const PRIVILEGED_PROGRAMS = new Set([
  "sudo", "sudoedit", "su", "doas", "pkexec", "run0", "passwd", "chsh", "chfn", "newgrp", "sg", "login", "visudo", "ssh",
  "scp", "sftp", "ssh-add", "ssh-agent", "sshd", "gpg", "gpg2", "gpg-agent", "pinentry", "polkit-agent-helper-1",
]);
/** Directories of programs that PATH lists: every `bin`, `sbin` and `.bin` (`/usr/local/bin`, `~/.local/bin`, `node_modules/.bin`). */
const PROGRAM_DIRECTORIES = new Set(["bin", "sbin", ".bin"]);

/** Whether a path is a program directory's file named after a privileged program (`/usr/local/bin/sudo`). */
function shadowsPrivilegedProgram(normalized: string): boolean {
  const name = path.posix.basename(normalized);
  return PRIVILEGED_PROGRAMS.has(name) && PROGRAM_DIRECTORIES.has(path.posix.basename(path.posix.dirname(normalized)));
}

/**
 * Classifies an absolute path as a system file: `critical` ones (account and sudo databases,
 * PAM, the boot loader, the dynamic linker's preload list, core binaries, and a file that takes
 * the place of `sudo`, `su`, `ssh` or another privileged program on the PATH) must never be
 * written by an agent; `important` ones (anything else in /etc, system binaries and libraries,
 * cron spools) need a person. The same files under a mount of the host's root
 * (`/host/etc/sudoers`, `host-root.ts`) are the host's, and count the same. The shell guard and
 * the file tools share it.
 *
 * @example
 * systemFileClass("/etc/sudoers") // "critical"
 * systemFileClass("/home/ada/.local/bin/sudo") // "critical"
 * systemFileClass("/etc/hosts") // "important"
 */
export function systemFileClass(absolute: string): SystemFileClass {
  const normalized = path.posix.normalize(absolute).replace(/\/+$/, "");
  const host = pathOnHost(normalized);
  if (host !== undefined) return systemFileClass(host);
  if (CRITICAL_FILES.has(normalized) || CRITICAL_DIRECTORIES.some((directory) => normalized.startsWith(`${directory}/`) || normalized === directory)) return "critical";
  if (shadowsPrivilegedProgram(normalized)) return "critical";
  if (IMPORTANT_DIRECTORIES.some((directory) => normalized.startsWith(`${directory}/`))) return "important";
  return undefined;
}

/** Places outside a home directory whose files the system runs by itself: services, schedules, logins. */
const SYSTEM_AUTOSTART = [
  "/etc/systemd/system", "/etc/systemd/user", "/lib/systemd/system", "/usr/lib/systemd/system", "/usr/lib/systemd/user",
  "/etc/init.d", "/etc/rc.d", "/etc/cron.d", "/etc/cron.hourly", "/etc/cron.daily", "/etc/cron.weekly", "/etc/cron.monthly",
  "/var/spool/cron", "/etc/profile.d", "/etc/xdg/autostart", "/etc/update-motd.d", "/Library/LaunchAgents", "/Library/LaunchDaemons",
];
const SYSTEM_AUTOSTART_FILES = new Set(["/etc/rc.local", "/etc/crontab", "/etc/anacrontab", "/etc/profile", "/etc/bash.bashrc", "/etc/zshenv", "/etc/zsh/zshenv", "/etc/zsh/zshrc", "/etc/environment"]);
/** The same, below a home directory: user services, desktop autostart, launch agents, login scripts. */
const HOME_AUTOSTART = [".config/systemd/user", ".config/autostart", "Library/LaunchAgents", ".config/environment.d", ".config/upstart", ".kde/Autostart", ".config/plasma-workspace/env"];
const HOME_AUTOSTART_FILES = new Set([
  ".config/powershell/Microsoft.PowerShell_profile.ps1", ".config/powershell/profile.ps1", "Documents/PowerShell/Microsoft.PowerShell_profile.ps1",
  "Documents/PowerShell/profile.ps1", "Documents/WindowsPowerShell/Microsoft.PowerShell_profile.ps1", "Documents/WindowsPowerShell/profile.ps1", ".ssh/rc", ".xprofile", ".xinitrc", ".xsession", ".xsessionrc", ".pam_environment", ".bash_logout", ".zlogout", ".zshenv", ".zprofile", ".zlogin", ".profile", ".bashrc", ".bash_profile", ".bash_login", ".zshrc"]);

const PYTHON_STARTUP = /\/(?:site|dist)-packages\/(?:[^/]+\.pth|sitecustomize\.py|usercustomize\.py)$/;

/**
 * Whether a file in this place runs by itself later (persistence): service units, cron tables,
 * desktop autostart entries, launch agents, login and shell startup files, Python's `.pth` and
 * `sitecustomize` start-up files. `below` is the path's
 * part below its home directory, when it is in one. Under a mount of the host's root
 * (`/host/etc/cron.d/x`, `host-root.ts`) the host's own places count.
 *
 * @example
 * isAutostartPath("/home/ada/.config/systemd/user/x.service", ".config/systemd/user/x.service") // true
 */
export function isAutostartPath(absolute: string, below: string | undefined): boolean {
  const normalized = path.posix.normalize(absolute).replace(/\/+$/, "");
  const host = pathOnHost(normalized);
  if (host !== undefined) return isAutostartPath(host, /^\/(?:root|home\/[^/]+)\/(.+)$/.exec(host)?.[1]);
  // Python runs every `.pth` file's import lines, and `sitecustomize`/`usercustomize`, at each start (site(7)).
  if (PYTHON_STARTUP.test(normalized)) return true;
  if (SYSTEM_AUTOSTART_FILES.has(normalized) || SYSTEM_AUTOSTART.some((directory) => normalized.startsWith(`${directory}/`))) return true;
  if (below === undefined) return false;
  return HOME_AUTOSTART_FILES.has(below) || HOME_AUTOSTART.some((directory) => below.startsWith(`${directory}/`));
}

/** git's record of history inside a repository: refs, packed refs, HEAD, reflogs, objects. */
const GIT_HISTORY = /\/\.git\/(?:refs(?:\/|$)|packed-refs$|HEAD$|ORIG_HEAD$|logs(?:\/|$)|objects(?:\/|$)|shallow$)/;
/** Where a repository's history is a copy to throw away: temporary directories and installed dependencies. */
const DISPOSABLE_REPOSITORY = /^(?:\/tmp|\/var\/tmp|\/private\/tmp|\/dev\/shm)\/|\/(?:node_modules|site-packages|\.cargo\/registry|\.cargo\/git|go\/pkg\/mod)\//;

/**
 * Whether a path is part of git's record of a repository's history (refs, packed refs, HEAD,
 * reflogs, objects), which only git itself should write: a ref overwritten or `packed-refs`
 * emptied by anything else loses commits. Clones in temporary directories and dependencies aside.
 *
 * @example
 * isGitHistoryPath("/work/app/.git/refs/heads/main") // true
 * isGitHistoryPath("/work/app/.git/info/exclude") // false
 */
export function isGitHistoryPath(absolute: string): boolean {
  const normalized = path.posix.normalize(absolute).replace(/\/+$/, "");
  return GIT_HISTORY.test(normalized) && !DISPOSABLE_REPOSITORY.test(normalized);
}
