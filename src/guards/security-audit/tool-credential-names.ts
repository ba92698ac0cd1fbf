import type { PathView } from "./path-matcher.js";

/**
 * Credential files recognized by their names inside a per-user tool directory.
 *
 * Command-line tools keep their logins in a directory of their own below the home directory:
 * `~/.<tool>/`, or the XDG base directories `~/.config/<tool>/`, `~/.local/share/<tool>/` and
 * `~/.cache/<tool>/`, macOS's `~/Library/Application Support/<tool>/`, Windows'
 * `AppData/{Roaming,Local}/<tool>/`. By long habit they name the file for what it holds:
 * `credentials`, `token`, `auth.json`, `access_tokens.db`, `api_key`, `secrets.yaml`. Recognizing
 * the name in such a place makes a new tool's login a secret the day the tool ships, without
 * waiting for it to be listed by path. The same names in a project are judged by the ordinary
 * rules (a project's `auth.ts` or `token.go` is source code, and these names with a source
 * extension never match).
 */

/** The stem words: the whole file name before its extension. */
const CREDENTIAL_STEMS: ReadonlySet<string> = new Set([
  "credentials",
  "credential",
  "creds",
  "token",
  "tokens",
  "access-token",
  "access_token",
  "accesstoken",
  "access-tokens",
  "access_tokens",
  "refresh-token",
  "refresh_token",
  "auth",
  "auth-token",
  "auth_token",
  "authtoken",
  "auth-tokens",
  "auth_tokens",
  "oauth",
  "oauth-token",
  "oauth_token",
  "oauth_creds",
  "oauth-creds",
  "api-key",
  "api_key",
  "apikey",
  "api-keys",
  "api_keys",
  "api-token",
  "api_token",
  "apitoken",
  "secret",
  "secrets",
  "session-token",
  "session_token",
]);

/** Extensions a data file of credentials carries; none at all is the commonest. */
const DATA_EXTENSIONS: ReadonlySet<string> = new Set(["", ".json", ".toml", ".yaml", ".yml", ".txt", ".db", ".sqlite", ".sqlite3", ".conf", ".cfg", ".ini", ".dat", ".env", ".xml", ".properties"]);

/** Directories below a tool directory that hold installed code or packages, whose files are not logins. */
const INSTALLED_CODE = new Set(["node_modules", "site-packages", "dist-packages", "extensions", "lib", "src", "share/doc", "docs", "examples", "test", "tests"]);

/**
 * Whether the first segments below the home directory are a tool's own directory, and how many
 * segments that directory spans: `.foo` (1), `.config/foo`, `.local/share/foo`, `.cache/foo` (2 and
 * 3), `library/application support/foo`, `appdata/roaming/foo` (3).
 */
function toolDirectoryDepth(below: readonly string[]): number | undefined {
  const [first, second] = below;
  if (first === undefined || !first.startsWith(".") || first === "." || first === "..") {
    if (first === "library" && second === "application support") return 3;
    if (first === "appdata" && (second === "roaming" || second === "local")) return 3;
    return undefined;
  }
  if (first === ".config" || first === ".cache") return 2;
  if (first === ".local") return second === "share" || second === "state" ? 3 : undefined;
  return 1;
}

/**
 * Whether `view` is a file named for credentials inside a per-user tool directory.
 *
 * @example
 * isToolCredentialFile(view("/home/ada/.foo/credentials")) // true
 * isToolCredentialFile(view("/home/ada/.config/foo/auth.json")) // true
 * isToolCredentialFile(view("/home/ada/.config/foo/config.yaml")) // false
 * isToolCredentialFile(view("/home/ada/code/app/src/auth.json")) // false: not a tool directory
 */
export function isToolCredentialFile(view: PathView): boolean {
  const below = view.homeSegments;
  if (below === undefined || below.length < 2) return false;
  const depth = toolDirectoryDepth(below);
  if (depth === undefined || below.length <= depth) return false;
  const dot = view.name.lastIndexOf(".");
  // A leading dot is part of the name (`.token`), not an extension.
  const [stem, extension] = dot > 0 ? [view.name.slice(0, dot), view.name.slice(dot)] : [view.name.replace(/^\./, ""), ""];
  if (!CREDENTIAL_STEMS.has(stem) || !DATA_EXTENSIONS.has(extension)) return false;
  const inner = below.slice(depth, -1);
  return !inner.some((segment, index) => INSTALLED_CODE.has(segment) || INSTALLED_CODE.has(`${segment}/${inner[index + 1] ?? ""}`));
}
