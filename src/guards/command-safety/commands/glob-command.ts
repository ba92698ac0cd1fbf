import type { Field } from "../model.js";

/**
 * Programs whose name a glob in the command position is checked against: the ones whose effects
 * the rules judge (deletion, disk writes, permissions, downloads, network clients, shells and
 * interpreters). A pattern such as `/???/r?` or `/b?n/r[m]` runs whichever of these the system holds.
 */
const JUDGED_PROGRAMS = [
  "rm", "rmdir", "shred", "unlink", "dd", "mkfs", "wipefs", "truncate", "mv", "cp", "chmod", "chown", "chattr",
  "curl", "wget", "nc", "ncat", "netcat", "socat", "telnet", "ssh", "scp", "rsync", "ftp", "openssl",
  "sh", "bash", "dash", "zsh", "ksh", "python", "python3", "perl", "ruby", "node", "php", "find", "xargs",
  "base64", "xxd", "kill", "pkill", "killall", "shutdown", "reboot", "halt", "poweroff", "iptables", "git",
  "crontab", "sudo", "env", "eval", "tee", "sed", "awk",
] as const;

const MAX_CANDIDATES = 4;
const MAX_PATTERN = 64;

/**
 * The programs a command word written as a glob pattern can name: its last path component is
 * matched (`?`, `*`, `[…]`) against the programs the rules judge, at most a few of them.
 * Empty for a word that is not an unquoted pattern.
 *
 * @example
 * globCommandCandidates({ value: "/b?n/r[m]", text: "/b?n/r[m]", glob: true }) // ["rm"]
 */
export function globCommandCandidates(field: Field | undefined): string[] {
  const value = field?.value;
  if (!field?.glob || value === undefined || value.length > MAX_PATTERN) return [];
  const base = value.slice(value.lastIndexOf("/") + 1);
  if (!/[?*[]/.test(base) && !/[?*[]/.test(value)) return [];
  const pattern = pathComponentGlob(base);
  if (!pattern) return [];
  return JUDGED_PROGRAMS.filter((name) => pattern.test(name)).slice(0, MAX_CANDIDATES);
}

/**
 * A linear translation of one path component's glob (`*`, `?`, `[…]`, `[!…]`) into an anchored
 * regular expression; undefined when it cannot be built.
 *
 * @example
 * pathComponentGlob(".g?t")?.test(".git") // true
 */
export function pathComponentGlob(glob: string): RegExp | undefined {
  let source = "";
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index] as string;
    if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else if (char === "[") {
      const close = glob.indexOf("]", index + 2);
      if (close < 0) {
        source += "\\[";
        continue;
      }
      let body = glob.slice(index + 1, close);
      const negated = body.startsWith("!") || body.startsWith("^");
      if (negated) body = body.slice(1);
      source += `[${negated ? "^" : ""}${body.replace(/[\\\]^]/g, "\\$&")}]`;
      index = close;
    } else source += char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  try {
    return new RegExp(`^${source}$`);
  } catch {
    return undefined;
  }
}

/**
 * Whether a command word is a wildcard pattern whose program cannot be told: its name (the last
 * path component) holds `?`, `*` or a `[…]` class (`/???/???/u?? disable`). The programs the rules
 * judge that it matches are judged as well, but it may as well match any other program the host
 * holds (`/???/???/p???` is `perl` or `psql`), so the line is a safe-default question. A pattern
 * only in the directories (`~/.nvm/versions/*\/bin/node`) names its program and is not one, nor
 * is a `*` beside a name or an extension (`./scripts/*.sh`).
 *
 * @example
 * isUnresolvedGlobProgram({ value: "/???/???/m????", text: "/???/???/m????", glob: true }) // true
 * isUnresolvedGlobProgram({ value: "[", text: "[", glob: true }) // false
 */
export function isUnresolvedGlobProgram(field: Field | undefined): boolean {
  const value = field?.value;
  if (!field?.glob || value === undefined || value.length > MAX_PATTERN) return false;
  const base = value.slice(value.lastIndexOf("/") + 1);
  if (/\?|\[[^\]]+\]/.test(base)) return true;
  // `*` hides letters only when little else is written (`/bin/r*`); `./scripts/*.sh` and
  // `npm:watch-*` name what they run.
  return base.includes("*") && base.replace(/\*/g, "").length <= MAX_STAR_LITERALS;
}

/** Literal characters a `*` program name may keep and still hide which program it is. */
const MAX_STAR_LITERALS = 2;
