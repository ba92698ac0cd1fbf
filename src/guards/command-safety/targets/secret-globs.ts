import { posix } from "node:path";
import { BROWSER_SECRET_FILES, SENSITIVE_PATH_RULES } from "../../security-audit/rules.js";
import { SYSTEM_SECRET_PATHS } from "../../security-audit/secret-locations.js";
import { globToRegExp } from "../evaluate/parameters.js";

/** Where a glob's expansions are judged: the paths it may name, at most this many. */
const MAX_GLOB_SEGMENTS = 24;

/**
 * Documented secret locations as segments, `~` standing for the home directory and `*` for any
 * one segment: every rule's `homeFile`, `absolute`, `endsWith` and `inside` (below home and below
 * `~/.config`), plus the system's authentication files. Built once, on first use.
 */
interface SecretLocations {
  places: readonly (readonly string[])[];
  names: ReadonlySet<string>;
  extensions: readonly string[];
}

/**
 * Documented names of files that rules recognise by a pattern or a predicate rather than by name:
 * ssh-keygen's default key names, sshd's host keys, DbVisualizer's and SQuirreL SQL's stores.
 */
const PATTERN_EXAMPLES = ["id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "id_ed25519_sk", "id_ecdsa_sk", "ssh_host_rsa_key", "ssh_host_ed25519_key", "ssh_host_ecdsa_key", "ssh_host_dsa_key", "dbvis.xml", "sqlaliases23.xml", "credentials-config.json", "environ", "state.vscdb"];

let built: SecretLocations | undefined;

function locations(): SecretLocations {
  if (built) return built;
  const places: string[][] = [];
  const names = new Set<string>([...BROWSER_SECRET_FILES, ...PATTERN_EXAMPLES]);
  const extensions = new Set<string>();
  const add = (path: string): void => {
    const segments = path.toLowerCase().split("/").filter(Boolean);
    if (segments.length > 0 && segments.length <= 12) places.push(segments);
  };
  const fromHome = (relative: string): void => {
    add(`~/${relative}`);
    if (!relative.startsWith(".") && !relative.startsWith("library/") && !relative.startsWith("appdata/")) add(`~/.config/${relative}`);
  };
  for (const rule of SENSITIVE_PATH_RULES) {
    if (rule.access === "write") continue;
    for (const matcher of rule.match) {
      if ("homeFile" in matcher) for (const file of typeof matcher.homeFile === "string" ? [matcher.homeFile] : matcher.homeFile) fromHome(file);
      else if ("absolute" in matcher) for (const file of typeof matcher.absolute === "string" ? [matcher.absolute] : matcher.absolute) add(file.startsWith("/") ? file : `~/${file}`);
      else if ("endsWith" in matcher) fromHome(matcher.endsWith);
      else if ("inside" in matcher) fromHome(matcher.inside);
      else if ("name" in matcher) for (const name of typeof matcher.name === "string" ? [matcher.name] : matcher.name) names.add(name.toLowerCase());
      else if ("extension" in matcher) for (const extension of typeof matcher.extension === "string" ? [matcher.extension] : matcher.extension) extensions.add(extension.toLowerCase());
    }
  }
  for (const file of SYSTEM_SECRET_PATHS) add(file);
  add("/proc/*/environ");
  for (const name of names) add(`~/${name}`);
  built = { places, names, extensions: [...extensions] };
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
  return locations().places;
}

/** A glob segment matches a name; as in the shell, only a pattern starting with `.` matches a dot file. */
function matchesGlob(pattern: RegExp | null, segment: string, name: string): boolean {
  if (pattern === null) return false;
  if (name.startsWith(".") && !segment.startsWith(".")) return false;
  return pattern.test(name);
}

/**
 * The secret paths an unquoted glob may expand to, for the caller to classify: a documented
 * location whose leading segments the glob's segments match (`~/.vau*` → `~/.vault-token`,
 * `~/.a*s/cred*` → `~/.aws/cred*`, `/etc/shad*` → `/etc/shadow`), and a known secret file name
 * the last segment matches in the glob's own directory (`~/.mozilla/firefox/p/cook*` →
 * `…/cookies.sqlite`; only when `names`). `absolute` is the glob resolved against cwd and home.
 *
 * @example
 * secretGlobCandidates("/home/ada/.vau*", "/home/ada") // ["/home/ada/.vault-token", …]
 */
export function secretGlobCandidates(absolute: string, home: string, names = true): string[] {
  const segments = absolute.split("/").filter(Boolean);
  if (segments.length === 0 || segments.length > MAX_GLOB_SEGMENTS) return [];
  const patterns = segments.map((segment) => (/[*?[]/.test(segment) ? (globToRegExp(segment, "i", true) ?? null) : segment.toLowerCase()));
  // A last segment that starts with a wildcard (`*.json`, `*`) names files by kind, not one file:
  // everyday globs in a project must not be judged by every secret that shares an extension.
  if (patterns.includes(null) || /^\.?[*?[]/.test(segments.at(-1) as string)) return [];
  const homeSegments = home.split("/").filter(Boolean);
  const belowHome = homeSegments.length > 0 && homeSegments.every((segment, index) => segments[index] === segment) ? homeSegments.length : -1;
  const found: string[] = [];
  const { places, names: knownNames, extensions } = locations();
  for (const place of places) {
    const fromHome = place[0] === "~";
    const offset = fromHome ? belowHome : 0;
    const wanted = fromHome ? place.slice(1) : place;
    if (offset < 0 || wanted.length === 0 || offset + wanted.length > segments.length) continue;
    let matches = true;
    for (let index = 0; index < wanted.length && matches; index++) {
      const pattern = patterns[offset + index];
      const want = wanted[index] as string;
      if (want === "*") continue;
      matches = typeof pattern === "string" ? pattern === want : matchesGlob(pattern ?? null, segments[offset + index] as string, want);
    }
    if (!matches) continue;
    const head = segments.slice(0, offset).concat(wanted.map((want, index) => (want === "*" ? (segments[offset + index] as string) : want)));
    found.push(`/${head.concat(segments.slice(offset + wanted.length)).join("/")}`);
    if (found.length >= 8) return found;
  }
  const last = patterns.at(-1);
  if (names && last instanceof RegExp) {
    const directory = posix.dirname(absolute);
    const segment = segments.at(-1) as string;
    const push = (name: string): boolean => {
      found.push(`${directory === "/" ? "" : directory}/${name}`);
      return found.length >= 8;
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
