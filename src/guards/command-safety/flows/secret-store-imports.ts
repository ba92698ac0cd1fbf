import type { Invocation } from "../model.js";

/**
 * Platforms' own secret stores that read the secret values on standard input, by their CLI
 * references: `fly secrets import` (NAME=VALUE lines), `gh secret set NAME` (the value, unless
 * `--body`/`-b` gives it; `-f -` a dotenv file), `vercel env add NAME [ENV]` (the value), Wrangler's
 * `secret put NAME` and `secret bulk` (JSON), `netlify env:import` reads a file instead. Given a
 * secret file this way, the values go only to the store they are meant for, and nothing is printed.
 */
const STDIN_IMPORTS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  fly: [["secrets", "import"]],
  flyctl: [["secrets", "import"]],
  gh: [["secret", "set"]],
  vercel: [["env", "add"]],
  vc: [["env", "add"]],
  wrangler: [["secret", "put"], ["secret", "bulk"], ["pages", "secret", "put"], ["pages", "secret", "bulk"]],
};

/**
 * Whether a command stores what it reads on standard input in a platform's secret store, as that
 * store's CLI documents (`fly secrets import -a APP < staging-secrets.env`), so a secret file
 * redirected into it is used as designed rather than printed.
 *
 * @example
 * storesStdinAsSecret(invocation("fly", "secrets", "import", "-a", "app")) // true
 * storesStdinAsSecret(invocation("fly", "secrets", "list")) // false
 */
export function storesStdinAsSecret(invocation: Invocation): boolean {
  const forms = Object.hasOwn(STDIN_IMPORTS, invocation.name) ? STDIN_IMPORTS[invocation.name] : undefined;
  if (forms === undefined) return false;
  const words = invocation.argv.slice(1, 17).map((field) => field.value ?? "?").filter((word) => !word.startsWith("-"));
  return forms.some((form) => form.every((word, index) => words[index] === word));
}
