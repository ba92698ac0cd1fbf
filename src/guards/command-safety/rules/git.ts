import { parseOptions, type OptionGrammar, type ParsedArguments } from "../commands/getopt.js";
import { GIT_GLOBAL } from "../commands/git-options.js";
import type { Field, Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";
import { SHARED_BRANCH, SHARED_METADATA_REF } from "../history/shared-branches.js";

const COMMIT: OptionGrammar = {
  flags: "apenqsvzio",
  values: "mFCct",
  optionals: "Su",
  long: ["all", "patch", "edit", "no-edit", "no-verify", "verify", "verbose", "no-verbose", "quiet", "signoff", "no-signoff", "amend", "dry-run", "short", "branch", "porcelain", "long", "null", "include", "only", "allow-empty", "allow-empty-message", "no-post-rewrite", "reset-author", "status", "no-status", "interactive", "no-gpg-sign", "reuse-message"],
  longValues: ["message", "file", "reedit-message", "template", "author", "date", "cleanup", "fixup", "squash", "trailer", "pathspec-from-file"],
  longOptionals: ["gpg-sign", "untracked-files"],
  aliases: { n: "no-verify", m: "message" },
};
const PUSH: OptionGrammar = {
  flags: "fnqvud46",
  values: "o",
  long: ["force", "force-if-includes", "no-force-if-includes", "no-verify", "verify", "dry-run", "all", "branches", "mirror", "tags", "follow-tags", "no-follow-tags", "delete", "prune", "atomic", "no-atomic", "set-upstream", "porcelain", "thin", "no-thin", "quiet", "verbose", "progress", "no-progress", "ipv4", "ipv6", "no-force-with-lease", "no-signed", "no-recurse-submodules"],
  longOptionals: ["force-with-lease", "recurse-submodules", "signed"],
  longValues: ["repo", "receive-pack", "exec", "push-option"],
  aliases: { f: "force", d: "delete", u: "set-upstream", n: "dry-run" },
};
const VERIFY_ONLY: OptionGrammar = { long: ["no-verify", "verify", "verbose", "no-verbose"], values: "mFsXS", flags: "nqv" };
const HOOK_SUBCOMMANDS = new Set(["commit", "push", "merge", "am", "rebase", "pull", "cherry-pick", "revert", "checkout", "switch"]);
/** A release tag: `refs/tags/…`, or a version name (`v1.2.0`, `2.0.0-rc1`). */
const RELEASE_TAG = /^(?:refs\/tags\/.+|v?\d+(?:\.\d+)+(?:[-+][\w.]+)?)$/;
/** Branches shared by everyone working on a repository, by the documented branching models (`history/shared-branches.ts`). */
export const PROTECTED = SHARED_BRANCH;
const HOOK_ENV = /^(?:HUSKY|HUSKY_SKIP_HOOKS|SKIP_HOOKS|PRE_COMMIT_ALLOW_NO_CONFIG|SKIP|LEFTHOOK|OVERCOMMIT_DISABLE|GIT_HOOKS_DISABLED)$/;

/** Skipping git hooks (--no-verify, -n in clusters, core.hooksPath, HUSKY=0), force pushes to protected branches, mirrors and every ref pushed to a URL. */
export const gitRules: RuleSet = {
  category: "git",
  programs: ["git", "alias", "pass", "gopass"],
  rules: [
    { id: "git.no-verify", decision: "deny", description: "Skips commit or push hooks (--no-verify, -n in any flag cluster, unambiguous abbreviations)." },
    { id: "git.hooks-path-override", decision: "deny", description: "Points core.hooksPath elsewhere for one command (git -c core.hooksPath=/dev/null commit)." },
    { id: "git.hook-bypass-env", decision: "deny", description: "Disables hooks through the environment (HUSKY=0 git commit)." },
    { id: "git.hooks-disabled", decision: "ask", description: "Disables hooks in the repository's config (git config core.hooksPath /dev/null)." },
    { id: "git.force-push", decision: "ask", description: "Force-pushes to a shared branch of the documented branching models (trunk-based main, master, trunk; git-flow develop, release/*, hotfix/*, support/*; GitLab Flow staging, pre-production, production; semantic-release next, beta, alpha, 1.x; dev, stage, qa, uat, canary, …; not feature/x, fix-…, user/…), a release tag, notes or replacement refs (refs/notes/*, refs/replace/*, which every clone fetches), or without naming the branch; or pushes every Jujutsu bookmark or a shared one, whose pushes move remote branches backwards and delete them as force pushes do (jj git push --all, jj git push --tracked, jj git push -b main, jj bookmark set main --allow-backwards)." },
    { id: "git.delete-protected-branch", decision: "ask", description: "Deletes a shared branch on the remote (git push origin --delete staging), or remote refs only known when it runs (git branch -r | xargs git push origin --delete, xargs -I{} git push origin :refs/tags/{}, git push origin $(git for-each-ref --format=':%(refname)' refs/tags), git tag -l | sed 's/^/:/' | xargs git push origin)." },
    { id: "git.push-mirror", decision: "ask", description: "git push --mirror (or git send-pack --mirror, or a remote configured as a push mirror: git remote add --mirror=push, remote.NAME.mirror true) overwrites every ref on the remote." },
    { id: "git.push-all-to-url", decision: "ask", description: "Pushes every branch of the repository to a URL given on the command line rather than a configured remote (git push https://host/other/mirror.git --all, --branches, 'refs/*:refs/*', git@host:x/y.git 'refs/heads/*:refs/heads/*'): a copy of the code and its history sent where nobody configured. One branch pushed to a URL (CI's git push https://…/repo.git HEAD:main), tags pushed to a URL (a release job's git push --tags URL), pushes to a named remote, to a local path or file:// URL, and dry runs stay allowed. A password store is judged whole: pass or gopass pushing it to a URL, or to a remote the same command adds (pass git push https://host/x.git master, pass git remote add x URL && pass git push x), sends every entry; its configured remotes stay allowed." },
  ],
  invocation(invocation, context) {
    if (invocation.name === "alias") return hookSkippingAlias(invocation);
    if (invocation.name === "pass" || invocation.name === "gopass") return passwordStorePush(invocation, context);
    if (invocation.name !== "git") return [];
    const global = parseOptions(invocation.argv.slice(1), GIT_GLOBAL);
    const subcommand = global.operands[0]?.value;
    const args = global.operands.slice(1);
    if (!subcommand) return [];
    const hits: Hit[] = [];
    if (HOOK_SUBCOMMANDS.has(subcommand)) {
      const config = [...global.values("c"), ...global.values("config-env")].map((field) => field.value ?? "");
      // The project's own hooks directory (`-c core.hooksPath=.githooks`) still runs hooks; anywhere else, or nothing, does not.
      if (config.some((entry) => /^core\.hookspath(?:=|$)/i.test(entry) && !/^core\.hookspath=(?!\.\.?(?:\/|$))(?!(?:\.\/)?\.git\/(?!hooks\/?$))(?:\.\/)?[\w.-]+(?:\/[\w.-]+)*\/?$/i.test(entry))) {
        hits.push({ rule: "git.hooks-path-override", decision: "deny", reason: `${shown(invocation)} points core.hooksPath elsewhere, so hooks do not run${via(invocation)}` });
      }
      for (const [name, value] of invocation.assignments) {
        if (HOOK_ENV.test(name) && !(name === "HUSKY" && value.value === "1")) {
          hits.push({ rule: "git.hook-bypass-env", decision: "deny", reason: `${name}=${value.value ?? "…"} disables git hooks for ${shown(invocation)}${via(invocation)}` });
        }
      }
    }
    if (subcommand === "commit") {
      if (skipsVerify(parseOptions(args, COMMIT))) hits.push(noVerify(invocation, "commit"));
    } else if (subcommand === "push" || subcommand === "send-pack") {
      // git-send-pack(1), the plumbing under push, takes the same refspecs and --force, --all, --mirror.
      hits.push(...push(invocation, parseOptions(args, PUSH)));
    } else if (subcommand === "merge" || subcommand === "am" || subcommand === "rebase" || subcommand === "pull" || subcommand === "cherry-pick" || subcommand === "revert") {
      if (skipsVerify(parseOptions(args, { ...VERIFY_ONLY, flags: "qv" }))) hits.push(noVerify(invocation, subcommand));
    } else if (subcommand === "config" && args.some((field) => /^alias\./i.test(field.value ?? "")) && args.some((field) => /--no-verify|\b(?:commit|push)\b.*\s-[a-zA-Z]*n\b/.test(field.value ?? ""))) {
      hits.push({ rule: "git.no-verify", decision: "deny", reason: `${shown(invocation)} defines an alias that skips hooks${via(invocation)}` });
    } else if (subcommand === "remote" && args[0]?.value === "add" && args.some((field) => field.value === "--mirror" || field.value === "--mirror=push")) {
      hits.push(pushMirror(invocation, "adds a push mirror: every later push to it overwrites every ref on the remote"));
    } else if (subcommand === "config") {
      // `remote.<name>.mirror true` makes every push to that remote a `push --mirror`.
      const mirror = args.findIndex((field) => /^remote\..+\.mirror$/i.test(field.value ?? ""));
      if (mirror >= 0 && /^(?:true|yes|on|1)$/i.test(args[mirror + 1]?.value ?? "")) hits.push(pushMirror(invocation, "makes every later push to that remote overwrite every ref on it"));
      const key = args.findIndex((field) => field.value?.toLowerCase() === "core.hookspath");
      const value = key >= 0 ? args[key + 1] : undefined;
      if (value && (value.value === "/dev/null" || value.value === "" || value.value === "/nonexistent")) {
        hits.push({ rule: "git.hooks-disabled", decision: "ask", reason: `${shown(invocation)} disables the repository's hooks${via(invocation)}` });
      }
    }
    return hits;
  },
};

/** Output that puts a colon before each ref, making each one a deleting refspec: sed, awk, printf, for-each-ref's `--format`. */
const COLON_REFSPECS = /s(.)\^\1:|s(.)\.\*\2:&|["']:["']|print\s+":|printf\s+["']?:|--format=["']?:/;

function pushMirror(invocation: Invocation, what: string): Hit {
  return { rule: "git.push-mirror", decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` };
}

/** The last of --no-verify/--verify wins, as in git. */
function skipsVerify(parsed: ParsedArguments): boolean {
  const last = parsed.options.filter((option) => option.name === "no-verify" || option.name === "verify").at(-1);
  return last?.name === "no-verify";
}

function noVerify(invocation: Invocation, subcommand: string): Hit {
  return { rule: "git.no-verify", decision: "deny", reason: `${shown(invocation)} skips the ${subcommand} hooks${via(invocation)}` };
}

function push(invocation: Invocation, parsed: ParsedArguments): Hit[] {
  const hits: Hit[] = [];
  if (skipsVerify(parsed)) hits.push(noVerify(invocation, "push"));
  if (parsed.has("dry-run")) return hits;
  if (parsed.has("mirror")) hits.push(pushMirror(invocation, "overwrites every ref on the remote"));
  else {
    const copied = everyRefToUrl(parsed);
    if (copied) hits.push({ rule: "git.push-all-to-url", decision: "ask", reason: `${shown(invocation)} pushes ${copied.refs} to ${copied.url}, a remote nobody configured: a copy of the code and its history leaves${via(invocation)}` });
  }
  const refspecs = parsed.operands.slice(1);
  const destinations = refspecs.map(destination);
  // `:refs/tags/{}` from xargs, `$(git tag -l | sed 's/^/:/')`: empty sources, so deletions, of refs only known when it runs.
  // A listing that prints each ref after a colon (`sed 's/^/:/'`, `--format=':%(refname)'`) piped in by xargs deletes them too.
  const deletesUnknown = (field: Field) =>
    field.value === undefined &&
    (field.dynamic?.prefix.startsWith(":") === true ||
      (field.dynamic?.provenance.generated === true && (/^"?\$\(/.test(field.text) ? COLON_REFSPECS.test(field.text) : field.text === "(input)" && COLON_REFSPECS.test(invocation.stdin?.description ?? ""))));
  const deleting = parsed.has("delete") ? destinations : refspecs.filter((field) => field.value?.startsWith(":") || deletesUnknown(field)).map(destination);
  const deletedProtected = deleting.find((ref) => ref !== undefined && PROTECTED.test(ref));
  if (deletedProtected) hits.push({ rule: "git.delete-protected-branch", decision: "ask", reason: `${shown(invocation)} deletes the remote branch ${deletedProtected}${via(invocation)}` });
  // `git branch -r | xargs git push origin --delete`: branches only known when it runs, the protected ones among them.
  else if (deleting.some((ref) => ref === undefined)) hits.push({ rule: "git.delete-protected-branch", decision: "ask", reason: `${shown(invocation)} deletes remote branches only known when it runs${via(invocation)}` });
  const plusForced = refspecs.some((field) => field.value?.startsWith("+"));
  const force = parsed.has("force") || plusForced;
  const lease = parsed.has("force-with-lease") && !parsed.has("force");
  if (!force && !lease) return hits;
  // A wildcard refspec (`+refs/heads/*:refs/heads/*`) pushes every branch, the protected ones too.
  const protectedTarget = destinations.find((ref) => ref !== undefined && (PROTECTED.test(ref) || ref.includes("*")));
  // A release tag moved on the remote (`git tag -f v1.0.0 && git push -f origin v1.0.0`): what everyone fetched as that release is replaced.
  const releaseTag = force ? destinations.find((ref) => ref !== undefined && RELEASE_TAG.test(ref)) : undefined;
  // `git push -f origin refs/notes/commits`, `+refs/replace/*`: notes and replacements every clone fetches.
  const sharedMetadata = force ? refspecs.filter((field) => !field.value?.replace(/^\+/, "").startsWith(":")).map(destination).find((ref) => ref !== undefined && SHARED_METADATA_REF.test(ref)) : undefined;
  const unknownTarget = refspecs.length === 0 || destinations.some((ref) => ref === undefined || ref === "HEAD");
  if (protectedTarget || (force && !lease && unknownTarget)) {
    const target = protectedTarget ?? "the current branch";
    hits.push({ rule: "git.force-push", decision: "ask", reason: `${shown(invocation)} force-pushes ${target}, rewriting its history on the remote${via(invocation)}` });
  } else if (releaseTag) hits.push({ rule: "git.force-push", decision: "ask", reason: `${shown(invocation)} force-pushes the release tag ${releaseTag}, replacing the release on the remote${via(invocation)}` });
  else if (force && !lease && sharedMetadata) hits.push({ rule: "git.force-push", decision: "ask", reason: `${shown(invocation)} force-pushes ${sharedMetadata}, overwriting the notes or replacements everyone else pushed there${via(invocation)}` });
  return hits;
}

/**
 * A repository given as a URL that reaches another machine, git-push(1)'s "GIT URLS": `scheme://`
 * other than `file://`, or scp-like `[user@]host:path`. A configured remote's name, a local path
 * and a server on this machine (`http://localhost:3000/x.git`) are not.
 */
const OTHER_MACHINE_URL = /^(?:(?!file:)[a-z][a-z0-9+.-]*:\/\/(?!(?:[^/@]*@)?(?:localhost|127\.[\d.]+|\[::1\])(?:[:/]|$))|[\w.-]+@[\w.-]+:|[\w-]+(?:\.[\w-]+)+:(?!\/\/))/i;
/** A refspec naming every branch or every ref by pattern (`refs/*:refs/*`, `+refs/heads/*:refs/heads/*`, `*:*`). */
const EVERY_REF = /^\+?(?:refs\/(?:heads\/)?)?\*(?::|$)/;

/**
 * Every branch pushed to a URL: `--all` (`--branches` since git 2.46) or a refspec that matches
 * every branch, with the repository written as a URL (or `--repo=URL`). `--tags` alone is not: a
 * release job pushes its tags to the repository's own URL (`git push --tags https://…/app.git`),
 * and tags carry released history only.
 */
function everyRefToUrl(parsed: ParsedArguments): { url: string; refs: string } | undefined {
  const url = parsed.value("repo")?.value ?? parsed.operands[0]?.value;
  if (url === undefined || !OTHER_MACHINE_URL.test(url)) return undefined;
  const refspecs = parsed.operands.slice(parsed.value("repo") ? 0 : 1);
  const refs = parsed.has("all") || parsed.has("branches") ? "every branch" : refspecs.some((field) => EVERY_REF.test(field.value ?? "")) ? "every ref a wildcard refspec matches" : undefined;
  return refs ? { url: url.replace(/\/\/[^/@]*@/, "//…@"), refs } : undefined;
}

function destination(field: Field): string | undefined {
  const value = field.value;
  if (value === undefined) return undefined;
  const refspec = value.replace(/^\+/, "");
  const colon = refspec.lastIndexOf(":");
  return colon >= 0 ? refspec.slice(colon + 1) : refspec;
}

/**
 * `pass git push URL` (pass(1): `git` runs git in the store, a repository whose every commit is
 * the whole store), or a push to a remote the same command adds (`pass git remote add x URL &&
 * pass git push x`): every encrypted entry leaves for a repository nobody configured, however
 * few refs are named. Pushes to the store's configured remotes, and the documented setup (`pass
 * git remote add origin HOST:pass-store && pass git push -u --all`) stay allowed. gopass's `git`
 * passes through the same way.
 */
function passwordStorePush(invocation: Invocation, context: RuleContext): Hit[] {
  const args = invocation.argv.slice(1);
  if (args[0]?.value !== "git") return [];
  if (args[1]?.value === "remote") {
    // `pass git remote add [-f] NAME URL`, `set-url NAME URL`: remembered for a later push by name.
    const [verb, name, url] = args.slice(2).filter((field) => !field.value?.startsWith("-")).map((field) => field.value);
    if ((verb === "add" || verb === "set-url") && name !== undefined && url !== undefined && OTHER_MACHINE_URL.test(url)) (context.storeRemotes ??= new Map()).set(name, url);
    return [];
  }
  if (args[1]?.value !== "push") return [];
  const parsed = parseOptions(args.slice(2), PUSH);
  if (parsed.has("dry-run")) return [];
  const target = parsed.value("repo")?.value ?? parsed.operands[0]?.value;
  if (target === undefined) return [];
  // The documented setup adds the user's own `origin` and pushes to it (pass(1), EXTENDED GIT EXAMPLE).
  const url = OTHER_MACHINE_URL.test(target) ? target : target === "origin" ? undefined : context.storeRemotes?.get(target);
  if (url === undefined) return [];
  return [{ rule: "git.push-all-to-url", decision: "ask", reason: `${shown(invocation)} pushes the ${invocation.name} password store to ${url.replace(/\/\/[^/@]*@/, "//…@")}, a remote nobody configured: every encrypted entry leaves${via(invocation)}` }];
}

/** `alias git='git --no-verify'`, `alias gc='git commit -n'`: every later use of the alias skips the hooks. */
function hookSkippingAlias(invocation: Invocation): Hit[] {
  const skipping = invocation.argv.slice(1).find((field) => /^[^=]+=.*\bgit\b.*(?:\s--no-verify\b|\b(?:commit|push)\b.*\s-[a-zA-Z]*n\b)/s.test(field.value ?? ""));
  return skipping ? [{ rule: "git.no-verify", decision: "deny", reason: `${shown(invocation)} defines an alias that skips git hooks${via(invocation)}` }] : [];
}
