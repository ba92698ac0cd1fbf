import path from "node:path";

/**
 * One path, prepared for matching: lower-case and `/`-separated, because a case-insensitive file
 * system (macOS, Windows) opens `~/.SSH/ID_RSA` just the same.
 */
export interface PathView {
  /** Absolute path as given (original case), for reading the file when a rule needs to. */
  path: string;
  /** Absolute path, lower-case, `/`-separated. */
  lower: string;
  /** Its segments, lower-case; the last one is the file name. */
  segments: readonly string[];
  /** The file name, lower-case. */
  name: string;
  /** Segments below the home directory the path sits in (any user's), or undefined outside every home. */
  homeSegments?: readonly string[];
}

/**
 * What a rule matches. Plain data, so rules can come from configuration.
 *
 * - `name`: the file name is one of these.
 * - `namePattern`: the file name matches.
 * - `extension`: the file name ends with one of these (`.key` is the extension, not `monkey.keyboard.ts`).
 * - `inside`: the path lies inside a directory with this (relative) path, anywhere: `.aws`, `.claude/credentials`.
 * - `endsWith`: the path's last segments are these: `.codex/auth.json`.
 * - `absolute`: exactly this absolute path (or anything inside it when it ends in `/`).
 * - `homeFile`: this path directly below a home directory: `.npmrc` matches `~/.npmrc` only.
 * - `test`: any predicate.
 */
export type PathMatcher =
  | { name: string | readonly string[] }
  | { namePattern: RegExp }
  | { extension: string | readonly string[] }
  | { inside: string }
  | { endsWith: string }
  | { absolute: string | readonly string[] }
  | { homeFile: string | readonly string[] }
  | { test: (view: PathView) => boolean };

/** Prepares an absolute path for matching; `homes` are the home directories to recognise. */
export function createPathView(absolutePath: string, homes: readonly string[]): PathView {
  const segments = absolutePath.split(path.sep).join("/").toLowerCase().split("/").filter(Boolean).map(windowsName);
  const lower = `/${segments.join("/")}`;
  const view: PathView = { path: absolutePath, lower, segments, name: segments.at(-1) ?? "" };
  const homeSegments = segmentsBelowHome(segments, homes);
  if (homeSegments) view.homeSegments = homeSegments;
  return view;
}

/** Whether `view` matches `matcher`. */
export function matchesPath(view: PathView, matcher: PathMatcher): boolean {
  return compiled(matcher)(view);
}

/**
 * Whether `view` matches any of `matchers`. Every path is matched against every rule, so each list
 * is prepared once (names lower-cased, relative paths split, matchers that can only match some file
 * names filed under those names) and kept for as long as the list itself lives; matchers are plain
 * data and are not changed once used.
 */
export function matchesAnyPath(view: PathView, matchers: readonly PathMatcher[]): boolean {
  let prepared = COMPILED_LISTS.get(matchers);
  if (prepared === undefined) {
    prepared = prepareList(matchers);
    COMPILED_LISTS.set(matchers, prepared);
  }
  for (const test of prepared.anyName) if (test(view)) return true;
  const named = prepared.byName.get(view.name);
  if (named !== undefined) for (const test of named) if (test(view)) return true;
  return false;
}

type PathTest = (view: PathView) => boolean;

/** A list of matchers as tests: those that may match any file name, and those filed under the only names they match. */
interface PreparedList {
  anyName: readonly PathTest[];
  byName: ReadonlyMap<string, readonly PathTest[]>;
}

const COMPILED = new WeakMap<PathMatcher, PathTest>();
const COMPILED_LISTS = new WeakMap<readonly PathMatcher[], PreparedList>();

function prepareList(matchers: readonly PathMatcher[]): PreparedList {
  const anyName: PathTest[] = [];
  const byName = new Map<string, PathTest[]>();
  for (const matcher of matchers) {
    const test = compiled(matcher);
    const names = onlyNames(matcher);
    if (names === undefined) anyName.push(test);
    else for (const name of names) byName.set(name, [...(byName.get(name) ?? []), test]);
  }
  return { anyName, byName };
}

/**
 * The only file names (lower case) a matcher can match, or undefined when it may match any: a
 * `name` matcher's names, the last segment of an `endsWith` or of each `homeFile`. The first of the
 * matcher's keys decides, as in `compile`.
 */
function onlyNames(matcher: PathMatcher): readonly string[] | undefined {
  if ("name" in matcher) return [...lowerSet(matcher.name)];
  if ("namePattern" in matcher || "extension" in matcher || "inside" in matcher) return undefined;
  if ("endsWith" in matcher) {
    const last = split(matcher.endsWith).at(-1);
    return last === undefined ? undefined : [last];
  }
  if ("absolute" in matcher) return undefined;
  if ("homeFile" in matcher) {
    const files = list(matcher.homeFile).map(split);
    return files.every((file) => file.length > 0) ? files.map((file) => file.at(-1) as string) : undefined;
  }
  return undefined;
}

function compiled(matcher: PathMatcher): PathTest {
  let test = COMPILED.get(matcher);
  if (test === undefined) {
    test = compile(matcher);
    COMPILED.set(matcher, test);
  }
  return test;
}

/** One matcher as a test; the first of its keys in the order `PathMatcher` lists them decides. */
function compile(matcher: PathMatcher): PathTest {
  if ("name" in matcher) {
    const names = lowerSet(matcher.name);
    return (view) => names.has(view.name);
  }
  // search() ignores lastIndex, so a /g pattern from configuration cannot make matching stateful.
  if ("namePattern" in matcher) {
    const pattern = matcher.namePattern;
    return (view) => view.name.search(pattern) !== -1;
  }
  if ("extension" in matcher) {
    const extensions = [...lowerSet(matcher.extension)];
    return (view) => extensions.some((extension) => view.name.endsWith(extension));
  }
  if ("inside" in matcher) {
    const needle = split(matcher.inside);
    // The directories of the path: every segment but the file name.
    return (view) => runAt(view.segments, view.segments.length - 1, needle) >= 0;
  }
  if ("endsWith" in matcher) {
    const tail = split(matcher.endsWith);
    return (view) => endsWithSegments(view.segments, tail);
  }
  if ("absolute" in matcher) {
    const wanted = [...lowerSet(matcher.absolute)];
    return (view) => wanted.some((absolute) => (absolute.endsWith("/") ? view.lower.startsWith(absolute) : view.lower === absolute));
  }
  if ("homeFile" in matcher) {
    const files = list(matcher.homeFile).map(split);
    return (view) => {
      const below = view.homeSegments;
      return below !== undefined && files.some((file) => sameSegments(below, file));
    };
  }
  return (view) => matcher.test(view);
}

/** Where `needle` starts as a contiguous run inside the first `length` entries of `haystack`, or -1. */
function runAt(haystack: readonly string[], length: number, needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let start = 0; start + needle.length <= length; start++) {
    let offset = 0;
    while (offset < needle.length && haystack[start + offset] === needle[offset]) offset++;
    if (offset === needle.length) return start;
  }
  return -1;
}

/** Whether the last segments of `segments` are `tail` (the file name compared first). */
function endsWithSegments(segments: readonly string[], tail: readonly string[]): boolean {
  if (tail.length > segments.length) return false;
  const offset = segments.length - tail.length;
  for (let index = tail.length - 1; index >= 0; index--) if (segments[offset + index] !== tail[index]) return false;
  return true;
}

/** Index of `needle` as a contiguous run inside `haystack`, or -1. */
export function indexOfSequence(haystack: readonly string[], needle: readonly string[]): number {
  return runAt(haystack, haystack.length, needle);
}

function segmentsBelowHome(segments: readonly string[], homes: readonly string[]): readonly string[] | undefined {
  for (const home of homes) {
    const homeParts = split(home);
    if (homeParts.length > 0 && homeParts.length < segments.length && homeParts.every((part, index) => segments[index] === part)) {
      return segments.slice(homeParts.length);
    }
  }
  // Other users' homes are as sensitive as ours.
  if (segments[0] === "root" && segments.length > 1) return segments.slice(1);
  if ((segments[0] === "home" || segments[0] === "users") && segments.length > 2) return segments.slice(2);
  // Windows profiles as WSL (`/mnt/c/Users/ada`), Git Bash (`/c/Users/ada`) and Cygwin (`/cygdrive/c/Users/ada`) reach them.
  const drive = segments[0] === "mnt" || segments[0] === "cygdrive" ? 1 : 0;
  if (/^[a-z]$/.test(segments[drive] ?? "") && segments[drive + 1] === "users" && segments.length > drive + 3) return segments.slice(drive + 3);
  return undefined;
}

/**
 * A segment as Windows and macOS open it: trailing dots and spaces are dropped (`id_rsa.` is
 * `id_rsa`), and so is an NTFS stream suffix (`.env::$DATA`, `.env:$DATA`). `.` and `..` stay.
 */
function windowsName(segment: string): string {
  const last = segment.charCodeAt(segment.length - 1);
  // Most segments end in neither a dot, a space nor a stream name: nothing to do.
  if (last !== 46 && last !== 32 && !segment.includes(":")) return segment;
  const stream = segment.replace(/:(?:[^:]*:)?\$data$/, "");
  const trimmed = stream.replace(/[. ]+$/, "");
  return trimmed === "" || /^\.+$/.test(stream) ? stream : trimmed;
}

function sameSegments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((part, index) => b[index] === part);
}

/** Names, extensions or absolute paths of a matcher, lower-cased. */
function lowerSet(values: string | readonly string[]): ReadonlySet<string> {
  return new Set(list(values).map((value) => value.toLowerCase()));
}

const SPLIT_CACHE = new Map<string, readonly string[]>();
const MAX_SPLIT_CACHE = 1024;

/** A rule's relative path as lower-case segments; rules are matched against every path, so each is split once. */
function split(relative: string): readonly string[] {
  let parts = SPLIT_CACHE.get(relative);
  if (parts === undefined) {
    parts = relative.toLowerCase().split(/[/\\]+/).filter(Boolean);
    if (SPLIT_CACHE.size < MAX_SPLIT_CACHE) SPLIT_CACHE.set(relative, parts);
  }
  return parts;
}

function list<T>(value: T | readonly T[]): readonly T[] {
  return Array.isArray(value) ? value : [value as T];
}
