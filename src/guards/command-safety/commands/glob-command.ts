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
