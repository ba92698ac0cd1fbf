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
 *
 * Tools also name their token stores with a credential word as one part of the name: Databricks'
 * `token-cache.json` (its CLI's U2M OAuth cache), Hugging Face's `stored_tokens` (`hf auth login`
 * keeps every saved token there), Aiven's `aiven-credentials.json` (`avn user login`), cookie jars
 * (`cookies.txt` as yt-dlp's and gallery-dl's `--cookies` take them, fastlane spaceship's `cookie`,
 * `*.cookie`). Such a part counts for files directly in the tool's directory or one folder below,
 * where a tool keeps its own state; deeper down lie the caches and checkouts a tool downloads
 * (`~/.cache/huggingface/hub/…/special_tokens_map.json` is a model's vocabulary). `session.json` is
 * not counted: session managers (editors', terminals') keep window layouts under that name.
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
  "cookie",
  "cookies",
]);

/** Words that make a file a login when they are one part of its name (`token-cache`, `stored_tokens`, `aiven-credentials`). */
const CREDENTIAL_PARTS: ReadonlySet<string> = new Set(["token", "tokens", "credential", "credentials", "creds", "cookie", "cookies", "apikey", "apikeys", "authtoken", "secret", "secrets"]);
/** `key`/`keys` is a credential part after one of these (`api-keys`, `access_key`). */
const KEY_OWNERS: ReadonlySet<string> = new Set(["api", "access"]);
/** Extensions that are a credential by themselves: a cookie file (`.erlang.cookie`, `session.cookie`). */
const CREDENTIAL_EXTENSIONS: ReadonlySet<string> = new Set([".cookie", ".cookies"]);
/** Parts that make `tokens` a vocabulary rather than a login: design tokens, a tokenizer's special and added tokens. */
const NOT_LOGIN_PARTS: ReadonlySet<string> = new Set(["design", "special", "added", "vocab"]);
/** How deep below the tool's directory a name with a credential part is the tool's own state. */
const MAX_PART_DEPTH = 1;

/** Extensions a data file of credentials carries; none at all is the commonest. */
const DATA_EXTENSIONS: ReadonlySet<string> = new Set(["", ".json", ".toml", ".yaml", ".yml", ".txt", ".db", ".sqlite", ".sqlite3", ".conf", ".cfg", ".ini", ".dat", ".env", ".xml", ".properties"]);

/** Directories below a tool directory that hold installed code or packages, whose files are not logins. */
const INSTALLED_CODE = new Set(["node_modules", "site-packages", "dist-packages", "extensions", "lib", "src", "share/doc", "docs", "examples", "test", "tests"]);

/**
 * Whether the first segments below the home directory are a tool's own directory, and how many
 * segments that directory spans: `.foo` (1), `.config/foo`, `.local/share/foo`, `.cache/foo` (2 and
 * 3), `library/application support/foo`, `appdata/roaming/foo` (3).
 */
export function toolDirectoryDepth(below: readonly string[]): number | undefined {
  const [first, second] = below;
  if (first === undefined || !first.startsWith(".") || first === "." || first === "..") {
    if (first === "library" && second === "application support") return 3;
    if (first === "appdata" && (second === "roaming" || second === "local" || second === "locallow")) return 3;
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
 * isToolCredentialFile(view("/home/ada/.databricks/token-cache.json")) // true: a credential word as a part
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
  const inner = below.slice(depth, -1);
  const named = CREDENTIAL_EXTENSIONS.has(extension) || (DATA_EXTENSIONS.has(extension) && (CREDENTIAL_STEMS.has(stem) || (inner.length <= MAX_PART_DEPTH && hasCredentialPart(stem))));
  if (!named) return false;
  return !inner.some((segment, index) => INSTALLED_CODE.has(segment) || INSTALLED_CODE.has(`${segment}/${inner[index + 1] ?? ""}`));
}

/** Whether one part of a stem split at `-`, `_` and `.` is a credential word (`token-cache`, `api_keys`). */
function hasCredentialPart(stem: string): boolean {
  const parts = stem.split(/[-_.]+/);
  if (parts.some((part) => NOT_LOGIN_PARTS.has(part))) return false;
  return parts.some((part, index) => CREDENTIAL_PARTS.has(part) || ((part === "key" || part === "keys") && KEY_OWNERS.has(parts[index - 1] ?? "")));
}
