import { existsSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { isExceptionPath, isInHomeCredentialStore } from "./exceptions.js";
import { pathOnHost } from "./host-root.js";
import { displayPath, expandPath, resolveRealPath, type LinkLookups, type PathContext } from "./normalize-path.js";
import { createPathView, type PathView } from "./path-matcher.js";
import { findMatchingRule, SENSITIVE_PATH_RULES, type PathAccess, type SensitivePathRule } from "./rules.js";

/** Options of `classifySensitivePath`. */
export interface ClassifySensitivePathOptions extends PathContext {
  /** Rules checked after the built-in ones. */
  extraRules?: readonly SensitivePathRule[];
  /**
   * Paths (files or directories; `~` and relative paths allowed) the caller trusts. They lift a rule
   * hit, except inside a home directory's credential stores, which nothing opens.
   */
  allowPaths?: readonly string[];
  /** How the path is used; rules for changes only (agent settings) apply to `write`. Default `read`. */
  access?: PathAccess;
  /**
   * Where the caller keeps the home and working directories with their real paths between calls
   * of one batch (one command's analysis), so the file system is asked about them once.
   */
  realPaths?: Map<string, string[]>;
  /** Where the caller keeps what the file system said about each path's components during the same batch. */
  links?: LinkLookups;
}

/** Why a path is sensitive. */
export interface SensitivePathMatch {
  /** Stable rule id, e.g. `secrets.ssh-private-key`. */
  rule: string;
  /** A sentence for the agent or the user, e.g. `Access denied: ~/.ssh/id_rsa (SSH private key)`. */
  reason: string;
  /** The seed category, e.g. `SSH private keys`. */
  category: string;
  /** The absolute path that matched (the literal one, or where a symlink leads). */
  path: string;
}

/**
 * Classifies a path as sensitive (credentials, keys, shell profiles, …) or not.
 *
 * The path is matched after `~`/`$HOME` expansion, resolution against `cwd` and `..` collapsing, and
 * both as written and with symlinks followed; a path under a mount of the host's root
 * (`/host/etc/shadow`, `/proc/1/root/root/.kube/config`; `host-root.ts`) is matched as the host's. The test/fixture/node_modules exceptions never apply
 * inside a home directory's credential stores. Never throws.
 *
 * @example
 * classifySensitivePath("~/.ssh/id_rsa", { cwd: "/work", home: "/home/ada" })
 * // { rule: "secrets.ssh-private-key", reason: "Access denied: ~/.ssh/id_rsa (SSH private key)", … }
 * classifySensitivePath(".env.example", { cwd: "/work", home: "/home/ada" }) // undefined
 */
export function classifySensitivePath(rawPath: string, options: ClassifySensitivePathOptions): SensitivePathMatch | undefined {
  if (typeof rawPath !== "string" || rawPath.trim() === "") return undefined;
  // Callers in a hurry may pass an empty home or cwd; "~" must never expand to nothing.
  const context: PathContext = { cwd: options.cwd || process.cwd(), home: options.home || homedir() };
  const homes = realPathsOf(context.home, options.realPaths);
  const rules = options.extraRules?.length ? [...SENSITIVE_PATH_RULES, ...options.extraRules] : SENSITIVE_PATH_RULES;
  const literal = expandPath(rawPath, context);
  const given = { context, homes, rules, options };
  const match = matchCandidate(literal, literal, given) ?? onHost(literal, literal, given);
  if (match) return match;
  // Where the path really leads is looked up (an lstat per component) only when the path as
  // written is not sensitive, or is excepted: most paths a guard sees are neither.
  const real = literal.includes("\0") ? literal : resolveRealPath(literal, options.links);
  return real === literal ? undefined : (matchCandidate(real, literal, given) ?? onHost(real, literal, given));
}

/** What a path under a mount of the host's root matches as the host's own path (`/host/etc/shadow` as `/etc/shadow`). */
function onHost(candidate: string, literal: string, given: MatchInputs): SensitivePathMatch | undefined {
  const host = pathOnHost(candidate);
  return host === undefined ? undefined : matchCandidate(host, literal, given, `, the host's ${host}`);
}

/** What matching one candidate needs besides the candidate itself. */
interface MatchInputs {
  context: PathContext;
  homes: readonly string[];
  rules: readonly SensitivePathRule[];
  options: ClassifySensitivePathOptions;
}

/** What one candidate form of a path (as written, or where it leads) matches, after the exceptions. */
function matchCandidate(candidate: string, literal: string, given: MatchInputs, how?: string): SensitivePathMatch | undefined {
  const { context, options } = given;
  const view = createPathView(candidate, given.homes);
  const rule = findMatchingRule(view, given.rules, options.access);
  if (!rule) return undefined;
  // A tool's state printed from inside the project is the project's own file (dotfiles, a tool's repository being worked on).
  if (rule.access === "print" && isInsideProject(candidate, context)) return undefined;
  // The project's roots (with their real paths) and the allowed paths only matter once a rule matched.
  if (!isInHomeCredentialStore(view) && (isExceptionPath(view, realPathsOf(context.cwd, options.realPaths)) || isAllowed(view, (options.allowPaths ?? []).map((entry) => expandPath(entry, context))))) return undefined;
  const shown = displayPath(literal, context.home);
  const through = how ?? (candidate === literal ? "" : `, links to ${displayPath(candidate, context.home)}`);
  return {
    rule: rule.id,
    reason: `Access denied: ${shown} (${rule.label}${through})`,
    category: rule.category,
    path: candidate,
  };
}

/** Whether a path lies in the working directory, when that is not the home directory itself. */
function isInsideProject(candidate: string, context: PathContext): boolean {
  const project = path.resolve(context.cwd);
  if (project === path.resolve(context.home) || project === path.parse(project).root) return false;
  const relative = path.relative(project, candidate);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

function isAllowed(view: PathView, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const relative = path.relative(entry, view.path);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  });
}

/** A directory and its real path, from the caller's cache when it keeps one. */
function realPathsOf(directory: string, cache: Map<string, string[]> | undefined): string[] {
  const known = cache?.get(directory);
  if (known) return known;
  const found = withRealPaths([directory]);
  if (cache && cache.size < 16) cache.set(directory, found);
  return found;
}

/** The given directories plus their real paths, so a home or project reached through a symlink is still recognised. */
function withRealPaths(directories: readonly string[]): string[] {
  const all = new Set<string>();
  for (const directory of directories) {
    if (!directory) continue;
    const absolute = path.resolve(directory);
    all.add(absolute);
    // A directory that does not exist still names where paths would be; realpath would throw for it.
    if (!existsSync(absolute)) continue;
    try {
      all.add(realpathSync.native(absolute));
    } catch {
      // Vanished or unreadable since: the path as given is all there is.
    }
  }
  return [...all];
}
