import type { Invocation } from "../model.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext, shown, via } from "./helpers.js";
import type { RuleContext, RuleSet } from "./types.js";

/** gpg(1)'s commands that delete secret keys from the keyring (public keys alone can be fetched again). */
const DELETE_SECRET = /^--delete-secret-(?:keys?|and-public-keys?)$/;
/** Keyrings in temporary space or the project are test keyrings (`--homedir /tmp/gnupg-test`, `GNUPGHOME=$(mktemp -d)`). */
const SCRATCH = /^\/(?:tmp|var\/tmp|dev\/shm|private\/tmp)(?:\/|$)/;

/**
 * The user's secret keys deleted through their own store's tool: `gpg --delete-secret-keys`,
 * `--delete-secret-and-public-key(s)` on the user's keyring. Nothing brings a deleted secret key
 * back, as with `rm ~/.gnupg/private-keys-v1.d/…` (`secrets.destroy`, declared with the secret-file
 * rules). A keyring named in temporary space or the project (`--homedir`, `GNUPGHOME=`) is a test's.
 */
export const keyStoreRules: RuleSet = {
  category: "secrets",
  programs: ["gpg", "gpg2"],
  rules: [],
  invocation(invocation, context) {
    const args = invocation.argv.slice(1, 33).map((field) => field.value ?? "?");
    if (!args.some((arg) => DELETE_SECRET.test(arg))) return [];
    const at = args.findIndex((arg) => arg === "--homedir");
    const homedir = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith("--homedir="))?.slice(10) ?? invocation.assignments.get("GNUPGHOME")?.value;
    if (homedir !== undefined && isScratch(homedir, invocation, context)) return [];
    return [{ rule: "secrets.destroy", decision: "deny", reason: `${shown(invocation)} deletes secret keys from the ${homedir === undefined ? "user's GnuPG keyring" : `GnuPG keyring in ${homedir}`}, which nothing brings back${via(invocation)}` }];
  },
};

function isScratch(homedir: string, invocation: Invocation, context: RuleContext): boolean {
  if (homedir === "?") return false;
  const path = resolve(homedir, pathContext(invocation, context)).path;
  const project = context.initialCwd;
  return SCRATCH.test(path) || (project !== undefined && (path === project || path.startsWith(`${project}/`)));
}
