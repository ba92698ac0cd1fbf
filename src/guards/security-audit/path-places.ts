import path from "node:path";

/**
 * Where a path lies, as it matters for destroying or overwriting what is there:
 *
 * - `project`: inside the run's working directory (the project).
 * - `temporary`: a temporary directory (`/tmp`, `/var/tmp`, `/dev/shm`, macOS's `/var/folders`).
 * - `cache`: a re-downloadable cache (`node_modules`, `~/.cache`, `~/.npm`, `~/.m2/repository`, `/var/cache`, …).
 * - `home`: other data in a home directory (ours or another user's), including other projects there.
 * - `mount`: a mounted disk (`/mnt/x`, `/media/x`, `/Volumes/x`) or something on it.
 * - `software`: where software is installed by hand or by Homebrew (`/usr/local`, `/opt/homebrew`, `~/.local/bin`): installing there is routine.
 * - `service-data`: data of services and installed software (`/srv`, `/opt`, `/var/www`, `/var/lib`, `/var/log`, …).
 * - `outside`: anywhere else outside the project (another project next to this one, `/data/…`).
 */
export type PathPlace = "project" | "temporary" | "cache" | "home" | "mount" | "software" | "service-data" | "outside";

/** Where a path lies, in words for reasons. */
export interface PlaceOfPath {
  place: PathPlace;
  /** Why, for reasons: "another project next to this one", "a mounted disk", …; empty for harmless places. */
  why: string;
  /** For `mount`: the path is the mount point itself (the whole disk), not something on it. */
  mountPoint?: boolean;
}

/** What placing a path needs to know. */
export interface PlaceContext {
  /** Our home directory (other users' homes are recognised by their usual locations). */
  home: string;
  /** The project (the run's working directory), when known. */
  project: string | undefined;
}

/** Directories that are the system's temporary space: anything there is expected to vanish. */
export const TEMPORARY_DIRECTORIES: readonly string[] = ["/tmp", "/var/tmp", "/private/tmp", "/var/folders", "/private/var/folders", "/dev/shm", "/dev/null"];
/** Directory names that hold re-downloadable or re-buildable caches wherever they are. */
const CACHE_NAMES = new Set(["node_modules", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".cache", ".turbo", ".parcel-cache", ".eslintcache", ".sass-cache"]);
/** Caches below a home directory, by their documented locations. */
const HOME_CACHES = [
  ".cache", ".npm", ".yarn/cache", ".yarn/berry/cache", ".pnpm-store", ".local/share/pnpm/store", ".cargo/registry", ".cargo/git",
  ".m2/repository", ".gradle/caches", ".gradle/wrapper/dists", ".ivy2/cache", ".sbt/boot", ".nuget/packages", "go/pkg/mod",
  ".bun/install/cache", ".deno", "Library/Caches", ".composer/cache", ".pub-cache", ".android/cache", ".terraform.d/plugin-cache",
  ".node-gyp", ".electron", ".conda/pkgs", ".julia/compiled", ".rustup/downloads", ".rustup/tmp", ".nvm/.cache", ".stack/programs",
  "Library/Developer/Xcode/DerivedData", "Library/Developer/CoreSimulator/Caches", ".local/share/virtualenvs",
];
/** A home directory's own scratch space. */
const HOME_TEMPORARY = ["tmp", ".tmp", "Library/Caches/TemporaryItems"];
/** A home directory's own program directories: installing a tool there is routine. */
const HOME_BINARIES = [".local/bin", "bin", ".cargo/bin", "go/bin", ".npm-global/bin", ".yarn/bin"];
const SYSTEM_CACHES = ["/var/cache", "/var/lib/apt/lists"];
/** npm's global package roots (`$(npm root -g)`): `{prefix}/lib/node_modules` under the system's and Homebrew's prefixes. */
const GLOBAL_PACKAGES = /^\/(?:usr|usr\/local|opt\/homebrew|home\/linuxbrew\/\.linuxbrew)\/lib\/node_modules(?:\/|$)/;
const SOFTWARE = ["/usr/local", "/opt/homebrew", "/home/linuxbrew/.linuxbrew"];
const SERVICE_DATA = ["/srv", "/opt", "/var/www", "/var/lib", "/var/log", "/var/backups", "/var/mail", "/var/opt", "/var/spool", "/var/db", "/usr/local/var", "/data"];
/** Mount points: `/mnt/x`, `/media/x`, `/media/user/x`, `/run/media/user/x`, `/Volumes/x`. */
const MOUNT = /^(?:\/mnt\/[^/]+|\/media\/[^/]+(?:\/[^/]+)?|\/run\/media\/[^/]+\/[^/]+|\/volumes\/[^/]+)(?=\/|$)/i;

/**
 * Where an absolute path lies. The project comes first (a project in `/tmp` is still the
 * project), then caches, then a home directory, temporary space, mounts and service data.
 *
 * @example
 * placeOf("/work/other-project", { home: "/home/ada", project: "/work/app" }).place // "outside"
 * placeOf("/home/ada/.cache/pip", { home: "/home/ada", project: "/work/app" }).place // "cache"
 */
export function placeOf(absolute: string, context: PlaceContext): PlaceOfPath {
  const normalized = path.posix.normalize(absolute).replace(/(.)\/+$/, "$1");
  const project = context.project;
  if (project !== undefined && isWithin(normalized, project)) return { place: "project", why: "" };
  const segments = normalized.split("/").filter(Boolean);
  // The global package root (`npm root -g`) holds installed programs, not a project's re-downloadable dependencies.
  const global = GLOBAL_PACKAGES.exec(normalized);
  if (global && !normalized.slice(global[0].length).split("/").some((segment) => CACHE_NAMES.has(segment))) return { place: "software", why: "installed software" };
  if (segments.some((segment) => CACHE_NAMES.has(segment))) return { place: "cache", why: "" };
  if (SOFTWARE.some((directory) => isWithin(normalized, directory))) return { place: "software", why: "installed software" };
  const home = homeOf(normalized, context.home);
  if (home !== undefined) {
    const below = normalized.slice(home.length + 1);
    if (HOME_CACHES.some((cache) => below === cache || below.startsWith(`${cache}/`))) return { place: "cache", why: "" };
    if (HOME_BINARIES.some((directory) => below.startsWith(`${directory}/`))) return { place: "software", why: "installed software" };
    if (HOME_TEMPORARY.some((directory) => below === directory || below.startsWith(`${directory}/`))) return { place: "temporary", why: "" };
    return { place: "home", why: siblingOf(normalized, project) ? "another project next to this one" : home === context.home ? "the home directory" : "another user's home directory" };
  }
  if (SYSTEM_CACHES.some((cache) => isWithin(normalized, cache))) return { place: "cache", why: "" };
  if (TEMPORARY_DIRECTORIES.some((directory) => isWithin(normalized, directory))) return { place: "temporary", why: "" };
  const mount = MOUNT.exec(normalized);
  if (mount) return { place: "mount", why: "a mounted disk", mountPoint: mount[0].length === normalized.length };
  if (SERVICE_DATA.some((directory) => isWithin(normalized, directory))) return { place: "service-data", why: "service or application data" };
  return { place: "outside", why: siblingOf(normalized, project) ? "another project next to this one" : "outside the project" };
}

/** The home directory a path lies in: ours, `/home/<user>`, `/Users/<user>` or `/root`. */
export function homeOf(absolute: string, home: string): string | undefined {
  if (home !== "" && home !== "/" && absolute.startsWith(`${home}/`)) return home;
  const match = /^(\/(?:home|Users)\/[^/]+|\/root)\//.exec(absolute);
  return match?.[1];
}

/** Whether `absolute` is `directory` or inside it. */
export function isWithin(absolute: string, directory: string): boolean {
  if (directory === "/") return true;
  return absolute === directory || absolute.startsWith(`${directory}/`);
}

/** A path below the project's parent directory (but not in the project): a neighbouring project. */
function siblingOf(absolute: string, project: string | undefined): boolean {
  if (project === undefined) return false;
  const parent = path.posix.dirname(project);
  return parent !== "/" && absolute.startsWith(`${parent}/`) && !isWithin(absolute, project);
}
