import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";
import { homeOf, placeOf, TEMPORARY_DIRECTORIES, type PlaceOfPath } from "../../security-audit/path-places.js";
import { globToRegExp } from "../evaluate/parameters.js";
import { anchoredInProject, expansionsQuoted, guardedOutputDirectory } from "./anchored-unknowns.js";
import type { CwdState, Field } from "../model.js";

/** How bad it is to destroy or overwrite a path. */
export type PathClass =
  /** The root, a home directory, a top-level system directory, or everything in one. */
  | "catastrophic"
  /** Inside a system directory (`/etc/nginx`, `/usr/bin/python3`), or a top-level directory that is not a system one. */
  | "system"
  /** A data or credential directory of a home (`~/Documents`, `~/.ssh`). */
  | "home-data"
  /** The working directory itself or one of its parents. */
  | "cwd"
  /** Everything in the run's working directory (`*`, `./*`): the seed's `rm *`. */
  | "cwd-all"
  /** Unknown at analysis time. */
  | "dynamic"
  | "ordinary";

/** A classified path, with a description for reasons. */
export interface PathTarget {
  class: PathClass;
  /** The path as resolved, or as written when it cannot be. */
  shown: string;
  /** Why it is classified so, in words. */
  why: string;
  /** For catastrophic targets: what is hit. */
  scope?: "root" | "home" | "system";
  /**
   * For ordinary targets whose location is known: where they lie (the project, temporary space,
   * a cache, a home directory, a mount, service data, elsewhere), by the classification the
   * security audit shares. `everything`: the target is everything in that place (`dir/*`).
   */
  place?: PlaceOfPath & { everything?: boolean };
}

/** What classification needs to know. */
export interface PathContext {
  home: string;
  cwd: CwdState;
  initialCwd: string | undefined;
  /** Links the script created (link → target); a path that goes through one is classified at its target. */
  links?: ReadonlyMap<string, string>;
}

const SYSTEM_TOP = new Set([
  "bin", "boot", "dev", "etc", "home", "lib", "lib32", "lib64", "libx32", "media", "mnt", "opt", "proc", "root", "run",
  "sbin", "srv", "sys", "usr", "var", "snap", "nix", "gnu", "applications", "library", "system", "users", "volumes",
  "private", "cores", "lost+found", "efi",
]);
const SYSTEM_PARENTS = new Set(["usr", "var", "boot", "bin", "sbin", "lib", "lib32", "lib64", "system", "library", "private", "nix", "snap", "sys", "proc", "dev", "run"]);
const SYSTEM_DEEP = ["/etc", "/boot", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/usr/bin", "/usr/sbin", "/usr/lib", "/usr/lib64", "/usr/libexec", "/usr/include", "/usr/share", "/var/lib", "/System", "/Library", "/private/etc", "/dev", "/proc", "/sys"];
const HOME_DATA = new Set([
  "documents", "desktop", "downloads", "pictures", "music", "videos", "movies", "public", "library", "projects", "src",
  "code", "dev", "work", "repos", "git", "workspace", ".ssh", ".gnupg", ".aws", ".config", ".kube", ".docker", ".local",
  "dropbox", "onedrive", "google drive", "icloud drive", ".password-store", ".mozilla", ".thunderbird",
]);
const EVERYTHING_GLOB = /^(?:\*+|\.\*|\*\.\*|\?\*|\.\?\*|\.\.\?\*|\.\[!.\]\*|\[!.\]\*|\[\^.\]\*|\.\[\^.\]\*|\*\*)$/;

/**
 * Classifies a path operand of a destructive command: a known value is resolved against the
 * working directory and `~`; an unknown one is classified by what it would be if its variables
 * were empty (`"$DIR/"*` is `/*` then), unless they are guarded with `${DIR:?}`.
 *
 * @example
 * classifyPath(staticField("/*"), context).class // "catastrophic"
 * classifyPath(staticField("node_modules"), context).class // "ordinary"
 */
export function classifyPath(field: Field, context: PathContext): PathTarget {
  if (field.found) {
    const cache = foundCaches(field.found, context);
    if (cache) return cache;
    const root = classifyPath(field.found.root, context);
    if (root.class === "catastrophic") {
      return field.found.narrowed ? { class: "system", shown: root.shown, why: `paths found under ${root.shown}` } : { ...root, why: `every path under ${root.shown}` };
    }
    // Below a parent of the working directory, what is found lies in the projects next to this one.
    if (root.class !== "dynamic" && isParentOfProject(field.found.root, context)) {
      if (!field.found.narrowed) return { class: "cwd", shown: root.shown, why: `every path under ${root.shown}, which holds the working directory` };
      return { class: "ordinary", shown: root.shown, why: "", place: { place: "outside", why: "next to the project" } };
    }
    if (root.class === "cwd" || root.class === "cwd-all") {
      return field.found.narrowed ? { class: "ordinary", shown: root.shown, why: "" } : { ...root, class: "cwd", why: `every path under ${root.shown}` };
    }
    // Paths found in a home's data directory (`find ~/code -name '*.js'`) lie in that home.
    if (root.class === "home-data") return { class: "ordinary", shown: root.shown, why: root.why, place: { place: "home", why: "a home directory's data", everything: !field.found.narrowed } };
    const found: PathTarget = { class: root.class === "dynamic" ? "dynamic" : "ordinary", shown: root.shown, why: root.why };
    if (root.place) found.place = { ...root.place, everything: !field.found.narrowed };
    // Named below a top-level directory (`ls /backups | … | xargs -I{} rm -rf /backups/{}`): they lie where a path below it does.
    else if (root.class === "system" && field.found.root.value !== undefined) {
      const below = resolve(field.found.root.value, context);
      const place = below.absolute ? placeOf(path.posix.join(below.path, "found"), { home: context.home, project: context.initialCwd }) : undefined;
      if (place?.place === "outside" || place?.place === "mount" || place?.place === "service-data") found.place = { ...place, everything: !field.found.narrowed };
    }
    return found;
  }
  if (field.value !== undefined) return classifyValue(field.value, field.glob, context);
  const dynamic = field.dynamic;
  if (dynamic && !dynamic.guarded && dynamic.ifEmpty !== undefined && dynamic.ifEmpty !== "") {
    const empty = classifyValue(dynamic.ifEmpty, field.glob || /[*?]/.test(dynamic.ifEmpty), context);
    if (empty.class === "catastrophic") return { ...empty, shown: field.text, why: `${field.text} (${empty.shown} when its variable is empty or unset)` };
  }
  // A bare `"$TMPDIR"`: the temporary directory itself (empty, the command gets no path or '').
  if (dynamic && dynamic.prefix === "" && dynamic.ifEmpty === "" && !field.glob && isTemporaryVariable(dynamic.provenance.sources)) return { class: "ordinary", shown: field.text, why: "" };
  // `"$PKG/node_modules"`, `"${ROOT}/.pytest_cache"`: a re-downloadable cache named by its last part, wherever it is.
  if (dynamic && dynamic.ifEmpty !== undefined && !field.glob && dynamicCache(dynamic.ifEmpty, context)) return { class: "ordinary", shown: field.text, why: "", place: { place: "cache", why: "" } };
  if (dynamic && dynamic.prefix === "" && dynamic.ifEmpty && isTemporaryVariable(dynamic.provenance.sources)) {
    // `$TMPDIR/x`, `${TMPDIR:-/tmp}/x`: conventional temporary directories, with a name below them.
    // `$TMPDIR/x` is `/x` when the variable is empty, but names a file in the temporary directory.
    const fallbacks = dynamic.ifEmpty.startsWith("/") ? [dynamic.ifEmpty, `/tmp${dynamic.ifEmpty}`] : [`/tmp/${dynamic.ifEmpty}`];
    if (fallbacks.some((fallback) => classifyValue(fallback, field.glob, context).class === "ordinary")) return { class: "ordinary", shown: field.text, why: "" };
  }
  // `rm -rf "./$dir"` in the project, `rm -rf "${BUILD_DIR:?}/"*`: the unknown part cannot leave the project or the named output (`anchored-unknowns.ts`).
  if (dynamic && expansionsQuoted(field.text) && ((!field.glob && anchoredInProject(dynamic, context.cwd, context.initialCwd)) || guardedOutputDirectory(dynamic))) return { class: "ordinary", shown: field.text, why: "" };
  return { class: "dynamic", shown: field.text, why: `${field.text} (only known when the command runs)` };
}

/** Classifies a known path value. */
export function classifyValue(value: string, glob: boolean, context: PathContext): PathTarget {
  if (value === "") return { class: "ordinary", shown: "''", why: "" };
  const resolved = throughLinks(resolve(value, context), value, context);
  const segments = resolved.path.split("/").filter(Boolean);
  const firstGlob = glob ? segments.findIndex((segment) => /[*?[]/.test(segment)) : -1;
  if (firstGlob >= 0) {
    const directory = (resolved.absolute ? "/" : "") + segments.slice(0, firstGlob).join("/");
    const everything = firstGlob === segments.length - 1 && EVERYTHING_GLOB.test(segments[firstGlob] as string);
    const base: PathTarget = directory === "" ? (resolved.absolute ? { class: "catastrophic", shown: "/", why: "", scope: "root" } : { class: "cwd", shown: ".", why: "" }) : classifyValue(directory, false, context);
    const shown = display(resolved.path, context.home);
    if (resolved.absolute && firstGlob === 0 && !everything) {
      // `/e*`, `/???`, `/[b]oot`: a pattern at the root that names a system directory.
      const pattern = globToRegExp(segments[0] as string, "i", true);
      const hit = pattern ? [...SYSTEM_TOP].find((name) => pattern.test(name)) : undefined;
      if (hit) return { class: "catastrophic", shown, why: `${shown} (matches /${hit}, a system directory)`, scope: "system" };
    }
    if (everything) {
      if (base.class === "catastrophic") return { ...base, shown, why: `${shown} (everything in ${base.shown})` };
      if (base.class === "cwd" && isInitial(directory || ".", resolved.absolute, context)) return { class: "cwd-all", shown, why: `${shown} (everything in the working directory)` };
      if (base.class === "cwd") return { class: "cwd", shown, why: `${shown} (everything in ${base.shown}, which holds the working directory)` };
      if (base.class === "system" || base.class === "home-data") return { class: base.class, shown, why: `${shown} (everything in ${base.shown})` };
      if (base.class === "dynamic") return { class: "dynamic", shown, why: base.why };
      return base.place ? { class: "ordinary", shown, why: "", place: { ...base.place, everything: true } } : { class: "ordinary", shown, why: "" };
    }
    // `~/code/*/node_modules`: re-downloadable caches, whichever directories the pattern matches.
    if (resolved.absolute && !everything && firstGlob < segments.length - 1) {
      const place = placeOf(resolved.path, { home: context.home, project: context.initialCwd });
      if (place.place === "cache") return { class: "ordinary", shown, why: "", place };
    }
    if (base.class === "catastrophic" || base.class === "system") return { class: "system", shown, why: `${shown} (files in ${base.shown})` };
    if (base.class === "dynamic") return { class: "dynamic", shown, why: base.why };
    const place = base.place ?? (base.class === "home-data" ? { place: "home" as const, why: "a home directory's data" } : undefined);
    return place ? { class: "ordinary", shown, why: base.why, place } : { class: "ordinary", shown, why: base.why };
  }
  if (!resolved.absolute) {
    if (resolved.path === "." || resolved.path === ".." || resolved.path.startsWith("../")) {
      return { class: "cwd", shown: value, why: `${value} (the working directory or a parent of it)` };
    }
    return { class: "ordinary", shown: value, why: "" };
  }
  return classifyAbsolute(resolved.path, context);
}

function classifyAbsolute(absolute: string, context: PathContext): PathTarget {
  const shown = display(absolute, context.home);
  const segments = absolute.split("/").filter(Boolean);
  const lower = segments.map((segment) => segment.toLowerCase());
  if (segments.length === 0) return { class: "catastrophic", shown: "/", why: "/ (the root of the file system)", scope: "root" };
  if (absolute === context.home || isUserHome(lower)) return { class: "catastrophic", shown, why: `${shown} (a home directory)`, scope: "home" };
  if (TEMPORARY_DIRECTORIES.some((temporary) => absolute === temporary || absolute.startsWith(`${temporary}/`))) {
    return isAncestorOfCwd(absolute, context) ? { class: "cwd", shown, why: `${shown} (which holds the working directory)` } : { class: "ordinary", shown, why: "" };
  }
  if (segments.length === 1) {
    if (SYSTEM_TOP.has(lower[0] as string)) return { class: "catastrophic", shown, why: `${shown} (a system directory)`, scope: "system" };
    return { class: "system", shown, why: `${shown} (a top-level directory)` };
  }
  if (segments.length === 2 && SYSTEM_PARENTS.has(lower[0] as string)) {
    return { class: "catastrophic", shown, why: `${shown} (a system directory)`, scope: "system" };
  }
  const home = homeOf(absolute, context.home);
  if (home !== undefined) {
    const below = absolute.slice(home.length + 1).split("/");
    if (below.length === 1 && HOME_DATA.has((below[0] as string).toLowerCase())) return { class: "home-data", shown, why: `${shown} (a home directory's data or keys)` };
  }
  const place = placeOf(absolute, { home: context.home, project: context.initialCwd });
  // A package manager's cache (`/var/lib/apt/lists`) is re-downloadable even inside a system directory.
  if (place.place === "cache") return { class: "ordinary", shown, why: "", place };
  if (SYSTEM_DEEP.some((root) => absolute.toLowerCase().startsWith(`${root.toLowerCase()}/`))) return { class: "system", shown, why: `${shown} (inside a system directory)` };
  if (isAncestorOfCwd(absolute, context)) return { class: "cwd", shown, why: `${shown} (the working directory or a parent of it)` };
  return { class: "ordinary", shown, why: place.why ? `${shown} (${place.why})` : "", place };
}

const TEMPORARY_VARIABLES = new Set(["$TMPDIR", "$TMP", "$TEMP", "$RUNNER_TEMP", "$XDG_CACHE_HOME", "$XDG_RUNTIME_DIR"]);

function isTemporaryVariable(sources: readonly string[]): boolean {
  return sources.length > 0 && sources.every((source) => TEMPORARY_VARIABLES.has(source));
}

/** Follows links the script made, and links on disk, when the path goes through them (`link/`, `link/*`). */
function throughLinks(resolved: { path: string; absolute: boolean }, value: string, context: PathContext): { path: string; absolute: boolean } {
  if (!resolved.absolute) return resolved;
  const traverses = /\/\.?$/.test(value) || /[*?[]/.test(value);
  for (const [link, target] of context.links ?? []) {
    if (resolved.path.startsWith(`${link}/`) || (traverses && resolved.path === link)) return { path: path.posix.join(target, resolved.path.slice(link.length)), absolute: target.startsWith("/") };
  }
  if (!traverses) return resolved;
  const directory = /[*?[]/.test(value) ? resolved.path.slice(0, resolved.path.search(/\/[^/]*[*?[]/)) || "/" : resolved.path;
  const real = realDirectory(directory);
  return real && real !== directory ? { path: real + resolved.path.slice(directory.length), absolute: true } : resolved;
}

function realDirectory(directory: string): string | undefined {
  try {
    return lstatSync(directory).isSymbolicLink() ? realpathSync.native(directory) : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves `value` against the current directory when it is known; keeps it relative otherwise. */
export function resolve(value: string, context: PathContext): { path: string; absolute: boolean } {
  if (value.startsWith("/")) return { path: path.posix.resolve(value), absolute: true };
  if (context.cwd.known) return { path: path.posix.resolve(context.cwd.path, value), absolute: true };
  return { path: path.posix.normalize(value).replace(/\/+$/, "") || ".", absolute: false };
}

function isParentOfProject(root: Field, context: PathContext): boolean {
  if (root.value === undefined || context.initialCwd === undefined) return false;
  const resolved = resolve(root.value, context);
  return resolved.absolute && resolved.path !== context.initialCwd && context.initialCwd.startsWith(resolved.path === "/" ? "/" : `${resolved.path}/`);
}

function isInitial(directory: string, absolute: boolean, context: PathContext): boolean {
  if (!absolute) return directory === "." ? context.cwd.initial : false;
  return context.initialCwd !== undefined && path.posix.resolve(directory) === context.initialCwd;
}

function isAncestorOfCwd(absolute: string, context: PathContext): boolean {
  const cwd = context.initialCwd;
  if (cwd === undefined) return false;
  return cwd === absolute || cwd.startsWith(absolute.endsWith("/") ? absolute : `${absolute}/`);
}

function isUserHome(lower: readonly string[]): boolean {
  if (lower.length === 1 && lower[0] === "root") return true;
  return lower.length === 2 && (lower[0] === "home" || lower[0] === "users");
}

/** A path as shown in reasons: `~/…` inside the home directory. */
export function display(absolute: string, home: string): string {
  if (absolute === home) return "~";
  if (absolute.startsWith(`${home}/`)) return `~/${absolute.slice(home.length + 1)}`;
  return absolute;
}

/** Whether a path's static end, after its unknown part, is a directory named as a re-downloadable cache. */
function dynamicCache(ifEmpty: string, context: PathContext): boolean {
  const name = ifEmpty.replace(/\/+$/, "").split("/").at(-1) ?? "";
  if (name === "" || name === "." || name === ".." || !/^\//.test(ifEmpty)) return false;
  return placeOf(path.posix.join("/srv/found", name), { home: context.home, project: context.initialCwd }).place === "cache";
}

/**
 * `find ~/code -name node_modules -prune -exec rm -rf {} +`: when every path found is named as a
 * re-downloadable cache (and nothing else is found), the paths are caches wherever the root is.
 */
function foundCaches(found: NonNullable<Field["found"]>, context: PathContext): PathTarget | undefined {
  if (!found.only || !found.names?.length || found.root.value === undefined) return undefined;
  if (found.names.some((name) => /[*?[\]/]/.test(name))) return undefined;
  const resolved = resolve(found.root.value, context);
  if (!resolved.absolute) return undefined;
  // Below the root or system directories, packages live in directories of those names too (/usr/lib/node_modules).
  const root = classifyValue(found.root.value, false, context);
  if (root.class === "system" || (root.class === "catastrophic" && root.scope !== "home")) return undefined;
  const places = found.names.map((name) => placeOf(path.posix.join(resolved.path, "found", name), { home: context.home, project: context.initialCwd }));
  return places.every((place) => place.place === "cache") ? { class: "ordinary", shown: found.root.value, why: "", place: { place: "cache", why: "" } } : undefined;
}
