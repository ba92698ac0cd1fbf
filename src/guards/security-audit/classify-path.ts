import { homedir } from "node:os";
import path from "node:path";
import { displayPath, expandPath, resolveRealPath } from "./normalize-path.js";
import { homeOf, placeOf, type PathPlace } from "./path-places.js";
import type { PathAccess } from "./rules.js";
import { classifySensitivePath, type ClassifySensitivePathOptions } from "./sensitive-paths.js";
import { shadowedProgram } from "./program-shadowing.js";
import { isAutostartPath, isGitHistoryPath, systemFileClass } from "./system-paths.js";

/**
 * What a path is, most sensitive first:
 *
 * - `secret`: a credential, key, environment file or shell profile (`classifySensitivePath`).
 * - `agent-settings`: settings that hold an agent's hooks and guards (written only; reading is fine).
 * - `system-critical`: account databases, sudoers, PAM, sshd's configuration, the boot loader, … (written only).
 * - `system`: other system files, binaries and libraries (written only).
 * - `autostart`: a file the system runs by itself later: units, cron tables, autostart entries (written only).
 * - `path-shadowing`: a file named after a well-known program in a directory PATH lists before the real one's (`/usr/local/bin/git`; written only).
 * - `git-history`: git's record of a repository's history — refs, packed refs, HEAD, reflogs, objects (written only).
 * - otherwise where it lies (`PathPlace`): the project, temporary space, a cache, a home directory, a mount, service data, elsewhere.
 */
export type PathSensitivity = "secret" | "agent-settings" | "system-critical" | "system" | "autostart" | "path-shadowing" | "git-history" | PathPlace;

/** Options of `classifyPath`. */
export interface ClassifyPathOptions extends ClassifySensitivePathOptions {
  /** How the path is used; system files, autostart locations and agent settings matter for `write` only. */
  access: PathAccess;
}

/** A classified path. */
export interface PathClassification {
  sensitivity: PathSensitivity;
  /** The rule that matched, for `secret` and `agent-settings` (e.g. `secrets.ssh-private-key`). */
  rule?: string;
  /** What the path is, in words: `~/.ssh/id_rsa (SSH private key)`, `/etc/pam.d/sshd (a critical system file)`. */
  reason: string;
  /** The absolute path that decided (the literal one, or where a symlink leads). */
  path: string;
}

/**
 * The one classification of a path that the command safety guard and the file tools share, so
 * what the shell may not write the file tools may not write either. Secret files first (by the
 * security audit's rules, symlinks followed); for writes, system files, autostart locations and
 * agent settings; then where the path lies relative to the project (`cwd`). Never throws.
 *
 * @example
 * classifyPath("/etc/pam.d/sshd", { cwd: "/work/app", home: "/home/ada", access: "write" }).sensitivity // "system-critical"
 * classifyPath("../other-app/src", { cwd: "/work/app", home: "/home/ada", access: "write" }).sensitivity // "outside"
 * classifyPath("dist/app.js", { cwd: "/work/app", home: "/home/ada", access: "write" }).sensitivity // "project"
 */
export function classifyPath(rawPath: string, options: ClassifyPathOptions): PathClassification {
  const cwd = options.cwd || process.cwd();
  const home = options.home || homedir();
  const literal = typeof rawPath === "string" && rawPath.trim() !== "" ? expandPath(rawPath, { cwd, home }) : cwd;
  const secret = classifySensitivePath(rawPath, options);
  if (secret) {
    const reason = secret.reason.replace(/^Access denied: /, "");
    return { sensitivity: secret.rule === "tamper.agent-settings" ? "agent-settings" : "secret", rule: secret.rule, reason, path: secret.path };
  }
  const real = literal.includes("\0") ? literal : resolveRealPath(literal);
  const shown = displayPath(literal, home) + (real === literal ? "" : `, links to ${displayPath(real, home)}`);
  if (options.access === "write") {
    for (const candidate of real === literal ? [literal] : [literal, real]) {
      const system = systemFileClass(candidate);
      if (system === "critical") return { sensitivity: "system-critical", reason: `${shown} (a critical system file)`, path: candidate };
      const below = belowHome(candidate, home);
      if (isAutostartPath(candidate, below)) return { sensitivity: "autostart", reason: `${shown} (runs by itself later: a service, schedule or login file)`, path: candidate };
      if (system === "important") return { sensitivity: "system", reason: `${shown} (a system file)`, path: candidate };
      const program = shadowedProgram(candidate, home);
      if (program !== undefined) return { sensitivity: "path-shadowing", reason: `${shown} (a program named ${program} ahead of the real one on PATH: every later ${program} call runs it)`, path: candidate };
      if (isGitHistoryPath(candidate)) return { sensitivity: "git-history", reason: `${shown} (git's record of the repository's history)`, path: candidate };
    }
  }
  // Judged where the path really leads, against where the project and home really are.
  const place = placeOf(real, { home: resolveRealPath(path.resolve(home)), project: resolveRealPath(path.resolve(cwd)) });
  return { sensitivity: place.place, reason: place.why ? `${shown} (${place.why})` : shown, path: real };
}

function belowHome(absolute: string, home: string): string | undefined {
  const owner = homeOf(absolute, path.resolve(home));
  return owner === undefined ? undefined : absolute.slice(owner.length + 1);
}
