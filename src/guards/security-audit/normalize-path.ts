import { lstatSync, readlinkSync } from "node:fs";
import path from "node:path";
import { posixFromWindowsPath } from "./windows-forms.js";

/** Where relative paths and `~` resolve from. */
export interface PathContext {
  /** The run's working directory: relative paths resolve against it. */
  cwd: string;
  /** The home directory that `~`, `$HOME` and `${HOME}` expand to. */
  home: string;
}

/** The forms of one path that the audit matches: what was written, and where it really leads. */
export interface PathCandidates {
  /** Absolute, with `~`/`$HOME` expanded and `..` collapsed; symlinks not followed. */
  literal: string;
  /** The literal path with every symlink followed (even a dangling last one); equal to `literal` when none. */
  real: string;
}

const MAX_SYMLINK_HOPS = 40;

/**
 * Expands `~`, `~user`, `$HOME` and `${HOME}`, resolves against `cwd` and collapses `..`. Windows
 * spellings are read as the places they name (`C:\Users\ada\.aws` → `/Users/ada/.aws`,
 * `%APPDATA%\gcloud` → `<home>/AppData/Roaming/gcloud`, backslashes as separators).
 *
 * @example
 * expandPath("~/.ssh/../.ssh/id_rsa", { cwd: "/srv", home: "/home/ada" }) // "/home/ada/.ssh/id_rsa"
 * expandPath("$env:USERPROFILE\\.ssh\\id_rsa", { cwd: "/srv", home: "/home/ada" }) // "/home/ada/.ssh/id_rsa"
 */
export function expandPath(rawPath: string, context: PathContext): string {
  let expanded = rawPath.trim();
  // Quotes survive when a path is lifted from a shell word or a JSON-in-string argument.
  if (/^(["']).*\1$/s.test(expanded) && expanded.length >= 2) expanded = expanded.slice(1, -1);
  expanded = posixFromWindowsPath(expanded, context.home) ?? expanded;
  expanded = expanded.replace(/^(?:\$\{HOME\}|\$HOME)(?=\/|\\|$)/, () => context.home);
  expanded = expanded.replace(/^~(?=\/|\\|$)/, () => context.home);
  expanded = expanded.replace(/^~([A-Za-z0-9._-]+)(?=\/|$)/, (_whole, user: string) =>
    user === "root" ? "/root" : path.join(path.dirname(context.home), user),
  );
  return path.resolve(context.cwd, ownProcessLinks(expanded, context.cwd));
}

/** `/proc/self/root`, `/proc/self/cwd` and their `/proc/thread-self` twins, before any `..` after them. */
const OWN_PROCESS_LINK = /^\/+proc\/+(?:self|thread-self)\/+(root|cwd)(?=\/|$)/;

/**
 * proc(5): `/proc/self/root` is the reading process's root directory and `/proc/self/cwd` its
 * working directory, the command's own. They are links, so `..` after them climbs from where they
 * lead (`/proc/self/cwd/../../.aws` is two levels above the working directory), not from `/proc`;
 * replaced by what they name, the path resolves without asking the file system.
 */
function ownProcessLinks(expanded: string, cwd: string): string {
  let resolved = expanded;
  // `/proc/self/root/proc/self/cwd/…` names the same place; a few rounds reach it.
  for (let round = 0; round < 4; round++) {
    const link = OWN_PROCESS_LINK.exec(resolved);
    if (link === null) return resolved;
    const rest = resolved.slice(link[0].length);
    resolved = link[1] === "root" ? rest || "/" : `${cwd}${rest}`;
  }
  return resolved;
}

/**
 * What the file system said about the paths looked up during one batch of lookups (one command's
 * analysis, where nothing changes the file system): a symbolic link's target, `true` for anything
 * else that exists, `false` for what does not exist or cannot be inspected.
 */
export type LinkLookups = Map<string, string | boolean>;

/** Paths one batch remembers; past this the file system is asked again. */
const MAX_LINK_LOOKUPS = 512;

/**
 * Follows every symlink in an absolute path, including a dangling last component (writing through
 * one creates its target). Parts that do not exist yet are kept as written. Never throws: a path
 * that cannot be inspected is returned as given. `lookups`, when given, keeps what the file
 * system said about each component for the next paths of the same batch.
 *
 * @example
 * // with ./notes.txt -> ~/.ssh/id_rsa
 * resolveRealPath("/work/notes.txt") // "/home/ada/.ssh/id_rsa"
 */
export function resolveRealPath(absolutePath: string, lookups?: LinkLookups): string {
  // Walk the components with an lstat that reports a missing file without throwing: most paths a
  // guard sees do not exist (yet), and an exception per path would cost more than the whole check.
  let resolved = path.parse(absolutePath).root;
  const pending = absolutePath.slice(resolved.length).split(/[/\\]+/).filter(Boolean);
  let hops = 0;
  while (pending.length > 0) {
    const part = pending.shift() as string;
    if (part === ".") continue;
    if (part === "..") {
      resolved = path.dirname(resolved);
      continue;
    }
    const next = path.join(resolved, part);
    let found = lookups?.get(next);
    if (found === undefined) {
      found = lookUp(next);
      if (lookups && lookups.size < MAX_LINK_LOOKUPS) lookups.set(next, found);
    }
    // Does not exist (nothing further down can be a link we could see), or cannot be inspected
    // (not a directory, no permission): keep the rest as written.
    if (found === false) return path.join(next, ...pending);
    if (found === true) {
      resolved = next;
      continue;
    }
    if (++hops > MAX_SYMLINK_HOPS) return path.join(next, ...pending);
    const targetParts = found.split(/[/\\]+/).filter(Boolean);
    if (path.isAbsolute(found)) resolved = path.parse(found).root;
    pending.unshift(...targetParts);
  }
  return resolved;
}

/** A symbolic link's target, `true` for anything else that exists, `false` when missing or not inspectable. */
function lookUp(file: string): string | boolean {
  try {
    const stats = lstatSync(file, { throwIfNoEntry: false });
    if (!stats) return false;
    return stats.isSymbolicLink() ? readlinkSync(file) : true;
  } catch {
    return false;
  }
}

/**
 * The literal and real forms of a path as the audit matches them.
 *
 * @example
 * sensitivePathCandidates("notes.txt", { cwd: "/work", home: "/home/ada" })
 * // { literal: "/work/notes.txt", real: "/home/ada/.ssh/id_rsa" } when notes.txt links there
 */
export function sensitivePathCandidates(rawPath: string, context: PathContext): PathCandidates {
  const literal = expandPath(rawPath, context);
  if (literal.includes("\0")) return { literal, real: literal };
  return { literal, real: resolveRealPath(literal) };
}

/**
 * A path as shown in messages: `~/…` inside the home directory, absolute elsewhere.
 *
 * @example
 * displayPath("/home/ada/.ssh/id_rsa", "/home/ada") // "~/.ssh/id_rsa"
 */
export function displayPath(absolutePath: string, home: string): string {
  const relative = path.relative(home, absolutePath);
  if (relative === "") return "~";
  if (!relative.startsWith("..") && !path.isAbsolute(relative)) return `~/${relative.split(path.sep).join("/")}`;
  return absolutePath;
}
