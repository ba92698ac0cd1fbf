import { secretGlobCandidates } from "../targets/secret-globs.js";
import type { Field } from "../model.js";

/** How many names and whole-path patterns of one listing are turned into paths. */
const MAX_PATTERNS = 4;
/** How many paths one listing stands for, at most. */
const MAX_CANDIDATES = 16;
const GLOB = /[*?[]/;

/**
 * Paths that stand for what a search found (`find`, `fd`, `locate`, `git ls-files`, a filtered
 * listing), for the secret-file rules to classify, beyond the root joined with each name:
 *
 * - a name pattern that can complete a documented secret file name (`id_*` → `id_rsa`,
 *   `*.kdb*` stays for the extension rules) below the root;
 * - a name searched for from an ancestor of the home directory (`find / -name .npmrc`,
 *   `find /home -name .git-credentials`) as that file in the home directory, where it is found;
 * - a whole-path pattern (`-path '*\/.aws/*'`, `locate .aws/credentials`), each segment made only of
 *   `*` standing for some directory, and its last `*` for each name searched for.
 *
 * `home` is the home directory, without a trailing `/`. Bounded: a few patterns, a few paths each.
 *
 * @example
 * foundPathCandidates({ root: f("/"), narrowed: true, names: ["credentials"], paths: ["*\/.aws/*"] }, "/home/ada")
 * // ["/home/ada/credentials", "/found/.aws/credentials"]
 */
export function foundPathCandidates(found: NonNullable<Field["found"]>, home: string): string[] {
  const rootValue = found.root.value;
  if (rootValue === undefined || rootValue.length > 1024) return [];
  const root = rootValue === "/" ? "" : rootValue.replace(/\/+$/, "");
  const names = (found.names ?? []).slice(0, MAX_PATTERNS);
  const candidates: string[] = [];
  const push = (path: string): void => {
    if (candidates.length < MAX_CANDIDATES && !candidates.includes(path)) candidates.push(path);
  };
  const aboveHome = root.startsWith("/") || root === "" ? root === "" || (home !== root && home.startsWith(`${root}/`)) : false;
  for (const name of names) {
    if (name.includes("/") || name.length > 256) continue;
    if (aboveHome) push(`${home}/${name}`);
    // A pattern that starts with its literal part can complete a known secret name (`id_*`, `cred*`);
    // one whose literal part holds a dot (`tmp.*`, `config.*`) names files by their stem, any extension.
    if (GLOB.test(name) && /^[^*?[.]{2,}[*?[]/.test(name)) for (const path of secretGlobCandidates(`${root}/found/${name}`, home)) push(path);
  }
  for (const pattern of (found.paths ?? []).slice(0, MAX_PATTERNS)) {
    if (pattern.length > 512) continue;
    const trimmed = pattern.replace(/^\*+/, "");
    const segments = trimmed.split("/").map((segment) => (/^\*+$/.test(segment) ? "found" : segment));
    const head = trimmed.startsWith("/") ? "/found" : pattern.startsWith("/") ? "" : `${root}/found/`;
    const last = segments.at(-1);
    const ends = last === "found" || last === "" ? names.filter((name) => !name.includes("/")) : [];
    const bodies = ends.length > 0 ? ends.map((name) => [...segments.slice(0, -1), name].join("/")) : [segments.join("/")];
    for (const body of bodies) {
      const path = `${head}${body}`.replace(/\/{2,}/g, "/");
      push(path);
      if (GLOB.test(path) && !/\/\.?[*?[][^/]*$/.test(path)) for (const expanded of secretGlobCandidates(path, home)) push(expanded);
      else if (GLOB.test(path)) push(path.replace(/\*/g, ""));
    }
  }
  return candidates;
}

/** Words credentials are kept under, in the names of the files that hold them. */
const SECRET_WORD = /secret|credential|passw|token|api[_-]?key|private[_-]?key|\.kdbx?\b|wallet|keystore|keychain/i;

/**
 * The name or path pattern of a search that hunts for credentials by the words their files are
 * named with (`-name '*secret*'`, `-iname '*password*'`, `-path '*token*'`, `fd credentials`,
 * `locate wallet`), for reasons; undefined when no pattern holds such a word.
 *
 * @example
 * secretWordPattern({ root: f("/"), narrowed: true, names: ["*secret*"] }) // "*secret*"
 * secretWordPattern({ root: f("."), narrowed: true, names: ["*.ts"] }) // undefined
 */
export function secretWordPattern(found: NonNullable<Field["found"]>): string | undefined {
  return [...(found.names ?? []), ...(found.paths ?? [])].slice(0, 2 * MAX_PATTERNS).find((pattern) => pattern.length <= 256 && SECRET_WORD.test(pattern));
}
