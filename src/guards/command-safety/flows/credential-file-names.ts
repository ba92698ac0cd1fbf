/**
 * Files whose own name says they hold credentials (`creds.enc`, `/tmp/secrets.tar.gz`,
 * `tokens.b64`, `passwords.gpg`), wherever they are. The secret-path classification knows the
 * files tools keep credentials in; a file a script gathered credentials into, then packed,
 * encoded or encrypted, has a name of its own choosing, and the published analyses of the 2025
 * npm compromises (s1ngularity, Shai-Hulud) describe exactly that: harvested tokens written to a
 * file such as `/tmp/…/creds.json` or `results.b64`, then uploaded. Sending such a file is read as
 * sending what its name says when it lies outside the project or is packed (the secret-flow rule
 * checks that: `-d @token.json` in the project is a request body named for what it carries).
 *
 * Design tokens (`design-tokens.json`), public keys (`public-keys.txt`) and `known_keys` are not
 * secrets. Source files named after the concept (`keys.ts`, `tokens.css` — design tokens —, `secrets.md`)
 * are code and documentation, not data, and are left out by their extension.
 */

/**
 * The stem before the first dot: `creds`, `aws-credentials`, `github_tokens`, `passwords`, `api-keys`.
 * Bare `keys` is not one: `aws s3api delete-objects --delete file://keys.json` lists object keys,
 * and `ssh-keys=keys.txt` holds public keys.
 */
const CREDENTIAL_STEM = /^(?!(?:design|public|pub|known)[-_])(?:[\w-]*[-_])?(?:creds?|credentials?|secrets?|tokens?|passwords?|passwds?|(?:api|access|secret|private)[-_]?keys?)$/i;

/** Extensions of code, styles and documentation: a file of these is about credentials, not a store of them. */
const SOURCE_EXTENSION = /\.(?:[cm]?[jt]sx?|css|scss|sass|less|html?|md|mdx|rst|py|rb|go|rs|java|kt|swift|cs|php|vue|svelte|sh|ps1|tf|proto|graphql|snap|d\.ts)$/i;

/**
 * Whether a path's file name says it holds credentials, secrets, tokens, passwords or keys, with
 * any data, archive, encoding or encryption extension (or none).
 *
 * @example
 * namedAsCredentials("/tmp/creds.enc") // true
 * namedAsCredentials("src/tokens.css") // false
 */
export function namedAsCredentials(path: string): boolean {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.indexOf(".", 1);
  const stem = dot < 0 ? name : name.slice(0, dot);
  return CREDENTIAL_STEM.test(stem.replace(/^\./, "")) && !SOURCE_EXTENSION.test(name);
}
