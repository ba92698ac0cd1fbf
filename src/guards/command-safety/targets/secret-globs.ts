import { posix } from "node:path";
import { BROWSER_SECRET_FILES, SENSITIVE_PATH_RULES } from "../../security-audit/rules.js";
import { pathOnHost } from "../../security-audit/host-root.js";
import { homeOf, isWithin, TEMPORARY_DIRECTORIES } from "../../security-audit/path-places.js";
import { SYSTEM_SECRET_PATHS } from "../../security-audit/secret-locations.js";
import { globToRegExp } from "../evaluate/parameters.js";

/** Where a glob's expansions are judged: the paths it may name, at most this many. */
const MAX_GLOB_SEGMENTS = 24;
/** How many concrete paths one glob is judged by. */
const MAX_CANDIDATES = 32;
/** `**` segments aligned with any run of directories; more than this are read as `*`. */
const MAX_GLOBSTARS = 2;

/**
 * Documented secret locations as segments, `~` standing for the home directory and `*` for any
 * one segment: every rule's `homeFile`, `absolute`, `endsWith` and `inside` (below home and below
 * `~/.config`), plus the system's authentication files. `byName` marks the places that only say a
 * name is a secret anywhere (placed below home). Built once, on first use.
 */
interface SecretLocations {
  places: readonly SecretPlace[];
  segments: readonly (readonly string[])[];
  names: ReadonlySet<string>;
  extensions: readonly string[];
}

interface SecretPlace {
  segments: readonly string[];
  byName: boolean;
}

/**
 * Documented names of files that rules recognise by a pattern or a predicate rather than by name:
 * ssh-keygen's default key names, sshd's host keys, DbVisualizer's and SQuirreL SQL's stores.
 */
const PATTERN_EXAMPLES = ["id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "id_ed25519_sk", "id_ecdsa_sk", "ssh_host_rsa_key", "ssh_host_ed25519_key", "ssh_host_ecdsa_key", "ssh_host_dsa_key", "dbvis.xml", "sqlaliases23.xml", "credentials-config.json", "environ", "state.vscdb", "creds.json", "auth.toml", "prod.env", "production.env", "secrets.env", "sam", "security", "system"];

let built: SecretLocations | undefined;

function locations(): SecretLocations {
  if (built) return built;
  const places: SecretPlace[] = [];
  const names = new Set<string>([...BROWSER_SECRET_FILES, ...PATTERN_EXAMPLES]);
  const extensions = new Set<string>();
  const add = (path: string, byName = false): void => {
    const segments = path.toLowerCase().split("/").filter(Boolean);
    if (segments.length > 0 && segments.length <= 12) places.push({ segments, byName });
  };
  // A documented file's own name is a secret's name in its own directory too (`~/.julia/servers/x/aut?.toml`).
  const named = (path: string): void => {
    const name = path.toLowerCase().split("/").filter(Boolean).at(-1);
    if (name !== undefined && name !== "*") names.add(name);
  };
  const fromHome = (relative: string): void => {
    add(`~/${relative}`);
    if (!relative.startsWith(".") && !relative.startsWith("library/") && !relative.startsWith("appdata/")) add(`~/.config/${relative}`);
  };
  for (const rule of SENSITIVE_PATH_RULES) {
    if (rule.access === "write") continue;
    for (const matcher of rule.match) {
      if ("homeFile" in matcher) {
        for (const file of typeof matcher.homeFile === "string" ? [matcher.homeFile] : matcher.homeFile) {
          fromHome(file);
          named(file);
        }
      } else if ("absolute" in matcher) {
        for (const file of typeof matcher.absolute === "string" ? [matcher.absolute] : matcher.absolute) {
          add(file.startsWith("/") ? file : `~/${file}`);
          if (!file.endsWith("/")) named(file);
        }
      } else if ("endsWith" in matcher) {
        fromHome(matcher.endsWith);
        named(matcher.endsWith);
      } else if ("inside" in matcher) fromHome(matcher.inside);
      else if ("name" in matcher) for (const name of typeof matcher.name === "string" ? [matcher.name] : matcher.name) names.add(name.toLowerCase());
      else if ("extension" in matcher) for (const extension of typeof matcher.extension === "string" ? [matcher.extension] : matcher.extension) extensions.add(extension.toLowerCase());
    }
  }
  for (const file of SYSTEM_SECRET_PATHS) add(file);
  add("/proc/*/environ");
  for (const name of names) add(`~/${name}`, true);
  built = { places, segments: places.map((place) => place.segments), names, extensions: [...extensions] };
  return built;
}

/**
 * Documented secret locations as lower-case segments, `~` standing for the home directory and `*`
 * for any one segment (`["~", ".aws", "credentials"]`, `["proc", "*", "environ"]`). Built once.
 *
 * @example
 * secretLocationPlaces().some((place) => place.join("/") === "proc/*\/environ") // true
 */
export function secretLocationPlaces(): readonly (readonly string[])[] {
  return locations().segments;
}

/** A glob segment matches a name; as in the shell, only a pattern starting with `.` matches a dot file. */
function matchesGlob(pattern: RegExp | null, segment: string, name: string): boolean {
  if (pattern === null) return false;
  if (name.startsWith(".") && !segment.startsWith(".")) return false;
  return pattern.test(name);
}

/**
 * The secret paths an unquoted glob may expand to, for the caller to classify: a documented
 * location whose segments the glob's segments match, `**` standing for any run of directories
 * (`~/.vau*` → `~/.vault-token`, `~/.a*s/cred*` → `~/.aws/cred*`, `/etc/*shadow` → `/etc/shadow`,
 * `/var/**\/token` → `/var/lib/kubelet/pki/**\/token`), and a known secret file name the last
 * segment matches in the glob's own directory (`~/.mozilla/firefox/p/cook*` → `…/cookies.sqlite`;
 * only when `names`). A last segment that starts with a wildcard (`*`, `*.yml`) names files by
 * kind: it is judged by the documented locations it can match (`~/.config/gh/*.yml` →
 * `~/.config/gh/hosts.yml`), and by the names that are secrets anywhere only where credentials are
 * kept (`~/.mozilla/firefox/p/*.json` → `…/logins.json`): `*.json` in the project, in temporary
 * space or in a home's ordinary folders stays everyday work. `absolute` is the glob resolved
 * against cwd and home; `project` the run's working directory.
 *
 * @example
 * secretGlobCandidates("/home/ada/.vau*", "/home/ada") // ["/home/ada/.vault-token", …]
 * secretGlobCandidates("/home/ada/.config/gh/*", "/home/ada") // ["/home/ada/.config/gh/hosts.yml", …]
 */
export function secretGlobCandidates(absolute: string, home: string, names = true, project?: string): string[] {
  const segments = absolute.split("/").filter(Boolean);
  if (segments.length === 0 || segments.length > MAX_GLOB_SEGMENTS) return [];
  let globstars = 0;
  const patterns = segments.map((segment) => {
    if (segment === "**" && ++globstars <= MAX_GLOBSTARS) return GLOBSTAR;
    return /[*?[]/.test(segment) ? (globToRegExp(segment, "i", true) ?? null) : segment.toLowerCase();
  });
  if (patterns.includes(null)) return [];
  const byKind = /^\.?[*?[]/.test(segments.at(-1) as string);
  const homeSegments = home.split("/").filter(Boolean);
  const belowHome = homeSegments.length > 0 && homeSegments.every((segment, index) => segments[index] === segment) ? homeSegments.length : -1;
  const found: string[] = [];
  const { places, names: knownNames, extensions } = locations();
  const glob = { patterns: patterns as readonly GlobSegment[], raw: segments };
  // Under a mount of the host's root (`/host/etc/kubernetes/*.conf`), the system's places start after the mount.
  const onHost = pathOnHost(absolute);
  const hostOffset = onHost === undefined ? 0 : segments.length - onHost.split("/").filter(Boolean).length;
  for (const place of places) {
    if (byKind && place.byName) continue;
    const fromHome = place.segments[0] === "~";
    const wanted = fromHome ? place.segments.slice(1) : place.segments;
    let offset = fromHome ? belowHome : 0;
    let tail = offset < 0 || wanted.length === 0 || offset > segments.length ? undefined : align(glob, offset, wanted, 0);
    if (tail === undefined && !fromHome && hostOffset > 0) tail = align(glob, (offset = hostOffset), wanted, 0);
    if (tail === undefined) continue;
    found.push(`/${segments.slice(0, offset).concat(tail).join("/")}`);
    if (found.length >= MAX_CANDIDATES) return found;
  }
  const last = patterns.at(-1);
  const directory = posix.dirname(absolute);
  if (names && last instanceof RegExp && (!byKind || keepsCredentials(directory, home, project, segments.at(-1)?.startsWith(".") === true))) {
    const segment = segments.at(-1) as string;
    const push = (name: string): boolean => {
      found.push(`${directory === "/" ? "" : directory}/${name}`);
      return found.length >= MAX_CANDIDATES;
    };
    for (const name of knownNames) if (matchesGlob(last, segment, name) && push(name)) return found;
    // `c.kd*`, `key.p*`: the pattern's literal start, already into a secret extension, completed (`c.kdbx`, `key.pem`).
    const start = segment.slice(0, segment.search(/[*?[]/)).toLowerCase();
    for (const extension of extensions) {
      let overlap = Math.min(start.length, extension.length);
      while (overlap > 0 && !start.endsWith(extension.slice(0, overlap))) overlap--;
      if (overlap === 0) continue;
      const name = start + extension.slice(overlap);
      if (matchesGlob(last, segment, name) && push(name)) return found;
    }
  }
  return found;
}

/** System directories where hosts and services keep credentials, and Windows drives as WSL, Git Bash and Cygwin mount them. */
const SYSTEM_CREDENTIAL_AREAS = /^\/(?:etc|private\/etc|var\/lib|var\/db|run|var\/run|(?:mnt\/|cygdrive\/)?[a-z])(?:\/|$)/i;

/**
 * Whether a directory is where credentials are kept rather than everyday files: below a home
 * directory its hidden, `Library` and `AppData` folders (`~/.mozilla/…`, `~/.config/…`), not its
 * ordinary ones (`~/Downloads`, `~/code/x`); elsewhere the system's configuration and state
 * (`/etc`, `/var/lib`, `/run`, a Windows drive), never the project or temporary space. In the
 * home directory itself, its dot files (`dotFiles`: the pattern starts with a dot, `~/.*.cnf`).
 */
function keepsCredentials(directory: string, home: string, project: string | undefined, dotFiles: boolean): boolean {
  if (project !== undefined && isWithin(directory, project)) return false;
  if (TEMPORARY_DIRECTORIES.some((temporary) => isWithin(directory, temporary))) return false;
  const owner = homeOf(`${directory}/`, home) ?? homeOf(directory, home);
  if (owner === undefined) return SYSTEM_CREDENTIAL_AREAS.test(pathOnHost(directory) ?? directory);
  if (directory === owner) return dotFiles;
  const below = directory.slice(owner.length + 1).split("/");
  return below.some((segment) => segment.startsWith(".")) || /^(?:library|appdata)$/i.test(below[0] ?? "");
}

/** A glob segment: a literal (lower case), a pattern, or `**` (globstar: any number of directories). */
type GlobSegment = string | RegExp | typeof GLOBSTAR;
const GLOBSTAR: unique symbol = Symbol("**");

/**
 * The glob aligned with a documented place from the glob's segment `at` and the place's segment
 * `from`: the concrete segments it names (the place's, then what the glob names inside it), or
 * undefined when no path the glob matches is the place or lies inside it. `**` takes any run of
 * the place's directories, none included (bash(1), `shopt -s globstar`).
 */
function align(glob: { patterns: readonly GlobSegment[]; raw: readonly string[] }, at: number, place: readonly string[], from: number): string[] | undefined {
  if (from === place.length) return glob.raw.slice(at);
  if (at === glob.patterns.length) return undefined;
  const pattern = glob.patterns[at] as GlobSegment;
  const want = place[from] as string;
  if (pattern === GLOBSTAR) {
    const skipped = align(glob, at + 1, place, from);
    if (skipped !== undefined) return skipped;
    const taken = align(glob, at, place, from + 1);
    return taken === undefined ? undefined : [want === "*" ? "x" : want, ...taken];
  }
  const raw = glob.raw[at] as string;
  if (want !== "*" && !(typeof pattern === "string" ? pattern === want : matchesGlob(pattern, raw, want))) return undefined;
  const rest = align(glob, at + 1, place, from + 1);
  return rest === undefined ? undefined : [want === "*" ? raw : want, ...rest];
}
