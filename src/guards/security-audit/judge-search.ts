import { homedir } from "node:os";
import path from "node:path";
import type { PathVerdict } from "./judge-path.js";
import { displayPath, expandPath } from "./normalize-path.js";
import { pathOnHost } from "./host-root.js";
import { homeOf } from "./path-places.js";

/**
 * What credential hunters search for: key and token prefixes (AWS, GitHub, GitLab, Slack, OpenAI,
 * Stripe, Google), private-key headers, the words credentials are stored under, and the keys that
 * mark a kubeconfig (`current-context`, `client-key-data`). The shell
 * guard's `secrets.search` looks for the same in `grep -r`/`rg` commands.
 */
const CREDENTIAL_PATTERN = /AKIA|ASIA|ghp_|gho_|ghs_|github_pat|glpat-|xox[abprs]|sk-|sk_live|rk_live|AIza|PRIVATE KEY|BEGIN [A-Z ]*PRIVATE|passw|secret|token|api[_-]?key|apikey|credential|aws_access|aws_secret|mnemonic|seed.?phrase|private.?key|bearer|current-context|client-key-data/i;
/** Top-level directories a search of the whole system starts from. */
const SYSTEM_ROOTS = new Set(["/", "/etc", "/home", "/Users", "/root", "/var", "/usr", "/opt", "/srv", "/private", "/Library", "/mnt", "/media", "/Volumes", "/proc", "/run", "/ProgramData", "/Windows"]);
/** A home directory's folders of personal data, which a project never is. */
const HOME_DATA = new Set(["Documents", "Desktop", "Downloads", "Library", "AppData", ".config", ".local", ".local/share", "Library/Application Support"]);

/** Options of `judgeSearch`. */
export interface JudgeSearchOptions {
  cwd: string;
  home?: string;
}

/**
 * Judges a search tool's pattern over a directory: a search for credentials (`password`,
 * `AKIA`, `PRIVATE KEY`, …) across the root, a top-level system directory, a home directory or
 * its personal folders asks (`secrets.search`), as `grep -r password ~` does in the shell: every
 * key it finds is printed into the transcript. Searching the project is everyday work.
 *
 * @example
 * judgeSearch("aws_secret", "~", { cwd: "/work/app", home: "/home/ada" })
 * // { decision: "ask", rule: "secrets.search", reason: "Searching ~ (a home directory) for credentials (aws_secret) needs approval: …" }
 * judgeSearch("password", "src", { cwd: "/work/app", home: "/home/ada" }) // undefined
 */
export function judgeSearch(pattern: string, directory: string, options: JudgeSearchOptions): PathVerdict | undefined {
  // A regular expression is read as the words it spells too: `api[_-]?key` looks for `apikey`.
  if (!CREDENTIAL_PATTERN.test(pattern) && !CREDENTIAL_PATTERN.test(pattern.replace(/\[[^\]]*\]|[\\^$.*+?(){}|]/g, ""))) return undefined;
  const home = options.home || homedir();
  const absolute = expandPath(directory, { cwd: options.cwd || process.cwd(), home }).replace(/(.)\/+$/, "$1");
  const what = broadPlace(absolute, path.resolve(home));
  if (what === undefined) return undefined;
  return {
    decision: "ask",
    rule: "secrets.search",
    reason: `Searching ${displayPath(absolute, home)} (${what}) for credentials (${pattern}) needs approval: every key it finds is printed`,
  };
}

/**
 * Where a search for credentials is a hunt: the root, a top-level system directory, a home
 * directory or its personal folders; under a mount of the host's root (`/host/root`), the host's.
 */
function broadPlace(absolute: string, home: string): string | undefined {
  const host = pathOnHost(absolute);
  if (host !== undefined) {
    const place = broadPlace(host, home);
    return place === undefined ? undefined : `the host's ${host}: ${place}`;
  }
  if (SYSTEM_ROOTS.has(absolute)) return absolute === "/" ? "the root" : "a system directory";
  const owner = absolute === home ? home : homeOf(`${absolute}/`, home);
  if (owner === undefined) return undefined;
  if (owner === absolute) return "a home directory";
  const below = absolute.slice(owner.length + 1);
  return HOME_DATA.has(below) ? "a home directory's personal data" : undefined;
}
