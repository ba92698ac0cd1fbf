import { fileWrites } from "../commands/file-writes.js";
import { parseOptions } from "../commands/getopt.js";
import { GIT_GLOBAL } from "../commands/git-options.js";
import { isGitHistoryPath } from "../../security-audit/system-paths.js";
import { resolve } from "../targets/classify-path.js";
import type { Field, Invocation } from "../model.js";
import { deletedGitDirectories, pipedGitDeletion } from "../history/git-directory.js";
import { otherVcsHistory } from "../history/other-vcs.js";
import { jujutsuEffect } from "../history/jujutsu.js";
import { versionedDataLoss } from "../history/data-versions.js";
import { PROTECTED } from "./git.js";
import { overwrittenSharedRef } from "../history/overwritten-refs.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/** An expiry that leaves nothing unreachable behind: `now`, `all`, `0`, seconds to hours ago. */
const IMMEDIATE = /^(?:now|all|0|\d+\.?(?:seconds?|minutes?|hours?)\.?ago)$/i;
/** Hosting CLIs: GitHub's gh and hub, GitLab's glab, Gitea's tea, Forgejo's fj and Codeberg's berg, Bitbucket's bb. */
const HOSTING_CLIS = new Set(["gh", "glab", "tea", "hub", "fj", "berg", "bb"]);
const TAG = /^(?:refs\/tags\/.+|v?\d+(?:\.\d+)+(?:[-+][\w.]+)?)$/;

/**
 * Operations that make git history, or a repository on a hosting service, unrecoverable:
 * rewriting every commit (`filter-branch`, `filter-repo`, BFG), expiring reflogs and pruning
 * what they protected (`reflog expire --expire=now`, `gc --prune=now`, `git prune`), deleting
 * shared refs (`update-ref -d refs/heads/main`, a release tag on the remote), deleting `.git`
 * with any tool, and deleting repositories (`gh repo delete`, `glab repo delete`, hosting APIs).
 * A local `git branch -D` and force pushes with lease to a feature branch stay allowed.
 */
export const gitHistoryRules: RuleSet = {
  category: "git",
  rules: [
    { id: "git.history-rewrite", decision: "ask", description: "Rewrites every commit of the repository (git filter-branch, git filter-repo, git lfs migrate, BFG, git fast-import --force), or replaces commits in every view of it (git replace)." },
    { id: "git.reflog-expire", decision: "ask", description: "Expires reflogs now (git reflog expire --expire=now) or deletes their entries (git reflog delete), so rewritten or dropped commits can no longer be found." },
    { id: "git.prune-unreachable", decision: "ask", description: "Deletes unreachable commits now (git gc --prune=now, git prune, jj util gc --expire=now)." },
    { id: "git.delete-shared-ref", decision: "ask", description: "Deletes a protected branch or a tag with git update-ref -d (or delete lines on its --stdin), or points a protected branch at a commit that drops its history (git update-ref refs/heads/main $(git commit-tree -m wipe 4b825dc…), a new root commit, or HEAD~3; update lines on its --stdin), the checked-out branch with git update-ref -d HEAD, a release tag on the remote (also through a hosting API: DELETE …/git/refs/tags/v1.2.3, …/repository/tags/v1.2.3), every remote branch without a local one (git push --prune), a protected branch of a bare repository (git --git-dir=api.git branch -D main), a set of refs only known when it runs (git tag -d $(git tag -l), git for-each-ref … | xargs git update-ref -d, git branch -D $(…), not the merged-only git branch -d), or Jujutsu bookmarks whose deletion the next push takes to the remote (jj bookmark delete main, jj bookmark delete 'glob:release-*', jj git push --deleted). Also a notes ref deleted here or on the remote (git update-ref -d refs/notes/commits, git push origin :refs/notes/commits); the backups filter-branch keeps in refs/original/ stay deletable." },
    { id: "git.stash-clear", decision: "ask", description: "Drops every stash at once (git stash clear, or git stash drop fed each stash git stash list prints through xargs or a loop, or run on every pass of a loop such as while git stash drop); a single git stash drop stays allowed. Also refs/stash deleted with git update-ref -d, its reflog (every older stash) with it." },
    { id: "git.delete-git-directory", decision: "ask", description: "Deletes a repository's .git directory (or its objects, refs or reflogs), or a bare repository, with any tool." },
    { id: "git.delete-remote-repository", decision: "ask", description: "Deletes a repository or organisation on a hosting service (gh repo delete, glab repo delete, tea repos delete, DELETE /repos/… or an Azure DevOps repository through any HTTP client, gh api, glab api or Invoke-RestMethod), or transfers one to another owner (POST /repos/…/transfer, PUT /projects/:id/transfer, glab repo transfer). Archiving stays allowed: unarchiving undoes it." },
    { id: "git.unprotect-branch", decision: "ask", description: "Removes a branch's protection or a ruleset on a hosting service (DELETE …/branches/main/protection, …/protected_branches/main, …/branch_protections/main, …/rulesets/1, an Azure DevOps branch policy, tea branches unprotect), or turns part of it off with a body or query however it is sent (PUT …/protection with required_pull_request_reviews or required_status_checks null, enforce_admins false, allow_force_pushes or allow_deletions true, a review count of 0, a ruleset's enforcement disabled, GitLab's allow_force_push=true, Gitea's enable_force_push, or a body only known when it runs: --input file.json), or a repository's own refusal of force pushes and deletions (git config receive.denyNonFastForwards false), after which its history can be force-pushed away or deleted." },
    { id: "git.overwrite-history", decision: "ask", description: "Overwrites, empties or edits git's record of history — refs, packed-refs, HEAD, reflogs, objects — with anything but git (echo 0… > .git/refs/heads/main, : > .git/packed-refs, sed -i … .git/packed-refs, a file tool writing .git/refs/…)." },
    { id: "git.drop-versioned-data", decision: "ask", description: "Drops the last copy of data versioned beside git (git annex drop --force, dvc gc --cloud), or deletes local LFS objects without the server confirming a copy (git lfs prune --force, --no-verify-remote; --verify-remote and the default prune stay allowed)." },
    { id: "git.other-vcs-history", decision: "ask", description: "Strips, rewrites or force-pushes Mercurial history, deletes a path of a Subversion repository on its server or replaces a revision property, deletes CVS revisions, removes Fossil artifacts for good or abandons Jujutsu operations (hg strip, hg push --force, svn delete URL, svn propset --revprop, fossil scrub --verily, fossil purge obliterate, jj op abandon)." },
  ],
  invocation(invocation, context) {
    const hits: Hit[] = [];
    for (const directory of deletedGitDirectories(invocation)) historyHit(hits, invocation, "git.delete-git-directory", `deletes ${directory}, the repository's history`);
    if (invocation.name !== "git") {
      for (const { field, effect } of fileWrites(invocation)) {
        if (effect === "delete" || effect === "move-away" || field.value === undefined) continue;
        const target = resolve(field.value, pathContext(invocation, context));
        if (target.absolute && isGitHistoryPath(target.path)) historyHit(hits, invocation, "git.overwrite-history", `writes ${field.value}, part of git's record of the repository's history`);
      }
    }
    const dropped = versionedDataLoss(invocation);
    if (dropped) historyHit(hits, invocation, "git.drop-versioned-data", dropped);
    if (invocation.name === "git") gitCommand(invocation, (rule: string, what: string) => historyHit(hits, invocation, rule, what));
    else if (invocation.name === "git-filter-repo" || invocation.name === "git-filter-branch" || runsFilterRepoModule(invocation)) {
      const values = invocation.argv.slice(1).map((field) => field.value ?? "");
      if (!values.some((value) => value === "--help" || value === "-h" || value === "--analyze" || value === "--dry-run")) historyHit(hits, invocation, "git.history-rewrite", "rewrites every commit it selects, replacing the repository's history");
    }
    else if (/^(?:hg|chg|sl|svn|svnadmin|cvs|fossil|jj)$/.test(invocation.name)) {
      const what = otherVcsHistory(invocation);
      if (what) historyHit(hits, invocation, "git.other-vcs-history", what);
      const jujutsu = invocation.name === "jj" ? jujutsuEffect(invocation) : undefined;
      if (jujutsu) historyHit(hits, invocation, jujutsu.rule, jujutsu.what);
    }
    else if (HOSTING_CLIS.has(invocation.name)) hostingCli(invocation, (rule: string, what: string) => historyHit(hits, invocation, rule, what));
    else if (invocation.name === "bfg" || (invocation.name === "java" && invocation.argv.some((field) => /(?:^|\/)bfg[^/]*\.jar$/.test(field.value ?? "")))) {
      if (invocation.argv.some((field) => /^--(?:delete-files|delete-folders|replace-text|strip-blobs-bigger-than|strip-biggest-blobs|strip-blobs-with-ids)$/.test(field.value ?? ""))) historyHit(hits, invocation, "git.history-rewrite", "rewrites every commit of the repository");
    }
    return hits;
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target) || redirect.target.value === undefined) return [];
    const target = historyTarget(redirect.target, invocation, context);
    return target ? [{ rule: "git.overwrite-history", decision: "ask", reason: `${invocation ? `a redirect of ${shown(invocation)}` : "a redirect"} writes ${redirect.target.value}, part of git's record of the repository's history` }] : [];
  },
  pipeline(stages) {
    const pipeline = pipedGitDeletion(stages);
    return pipeline ? [{ rule: "git.delete-git-directory", decision: "ask", reason: `\`${pipeline}\` deletes every .git directory the listing finds, and the history in them` }] : [];
  },
};

/** `python3 -m git_filter_repo …`: the same program run as a module. */
function runsFilterRepoModule(invocation: Invocation): boolean {
  if (!/^python(?:\d+(?:\.\d+)?)?$/.test(invocation.name)) return false;
  const module = invocation.argv.findIndex((field) => field.value === "-m");
  return module > 0 && invocation.argv[module + 1]?.value === "git_filter_repo";
}

function gitCommand(invocation: Invocation, hit: (rule: string, what: string) => void): void {
  const global = parseOptions(invocation.argv.slice(1), GIT_GLOBAL);
  const [subcommand, ...rest] = global.operands;
  const values = rest.map((field) => field.value ?? "");
  switch (subcommand?.value) {
    case "filter-branch":
    case "filter-repo":
      if (!values.some((value) => value === "--help" || value === "--analyze" || value === "--dry-run")) hit("git.history-rewrite", "rewrites every commit it selects, replacing the repository's history");
      return;
    case "replace":
      // git-replace(1): the replacement is what every command shows from now on, and what a later
      // filter-repo or a push of refs/replace/ makes permanent.
      if (values.length > 0 && !values.some((value) => /^(?:-l|--list|-d|--delete|--format(?:=.*)?|-h|--help)$/.test(value))) hit("git.history-rewrite", "replaces a commit or object in every view of the history");
      return;
    case "reflog":
      if (values[0] === "delete" && values.length > 1 && !values.includes("--dry-run") && !values.includes("-n")) hit("git.reflog-expire", "deletes reflog entries, the record through which dropped or rewritten commits are found");
      if (values[0] === "expire" && values.some((value) => /^--expire(?:-unreachable)?=/.test(value) && IMMEDIATE.test(value.slice(value.indexOf("=") + 1)))) hit("git.reflog-expire", "expires reflog entries now, so commits only they remembered can be pruned");
      if (values[0] === "expire" && values.some((value, index) => /^--expire(?:-unreachable)?$/.test(value) && IMMEDIATE.test(values[index + 1] ?? ""))) hit("git.reflog-expire", "expires reflog entries now, so commits only they remembered can be pruned");
      return;
    case "gc": {
      // `git -c gc.pruneExpire=now gc` prunes as `--prune=now` does.
      const configured = global.values("c").some((field) => /^gc\.(?:pruneexpire|reflogexpire(?:unreachable)?)=/i.test(field.value ?? "") && IMMEDIATE.test((field.value ?? "").replace(/^[^=]*=/, "")));
      if (configured || values.some((value) => value.startsWith("--prune=") && IMMEDIATE.test(value.slice(8)))) hit("git.prune-unreachable", "deletes every unreachable commit now");
      return;
    }
    case "config": {
      const key = values.findIndex((value) => /^gc\.(?:pruneexpire|reflogexpire(?:unreachable)?)$/i.test(value));
      if (key >= 0 && IMMEDIATE.test(values[key + 1] ?? "")) hit("git.prune-unreachable", `sets ${values[key]} to ${values[key + 1]}, so the next gc deletes unreachable commits at once`);
      // git-config(1) receive.denyNonFastForwards / receive.denyDeletes: a shared repository's own refusal of force pushes and branch deletions.
      const guard = values.findIndex((value) => /^receive\.deny(?:nonfastforwards|deletes)$/i.test(value));
      if (guard >= 0 && /^(?:false|no|off|0)$/i.test(values[guard + 1] ?? "")) hit("git.unprotect-branch", `sets ${values[guard]} to ${values[guard + 1]}, so pushes can rewrite or delete the repository's branches`);
      return;
    }
    case "fast-import":
      // git-fast-import(1) --force: branches are overwritten even when that drops commits, as a history rewrite does.
      if (values.includes("--force")) hit("git.history-rewrite", "imports a stream that overwrites existing branches, dropping the commits they had");
      return;
    case "prune": {
      const expire = values.findIndex((value) => value === "--expire" || value.startsWith("--expire="));
      const when = expire < 0 ? "now" : values[expire]?.includes("=") ? values[expire]?.slice(9) : values[expire + 1];
      if (!values.some((value) => value === "-n" || value === "--dry-run") && IMMEDIATE.test(when ?? "")) hit("git.prune-unreachable", "deletes every unreachable loose object");
      return;
    }
    case "lfs":
      if (values[0] === "migrate" && (values[1] === "import" || values[1] === "export") && !values.includes("--no-rewrite")) hit("git.history-rewrite", "rewrites commits to move files in or out of Git LFS");
      return;
    case "update-ref": {
      deleteRef(rest, hit, invocation);
      const overwritten = overwrittenSharedRef(rest, invocation.stdin?.text);
      if (overwritten) hit("git.delete-shared-ref", overwritten);
      return;
    }
    case "stash":
      if (values[0] === "clear") hit("git.stash-clear", "drops every stash, the work kept in them with it");
      else if (values[0] === "drop" && dropsListedStashes(rest, invocation)) hit("git.stash-clear", "drops each stash git lists, one after another, as git stash clear does");
      // `while git stash drop; do :; done`: each pass drops the newest stash, until none is left.
      else if (values[0] === "drop" && invocation.repeated) hit("git.stash-clear", "drops a stash on every pass of a loop, as many as the loop runs, as git stash clear does");
      return;
    case "tag":
      if (values.some((value) => /^-[a-zA-Z]*d/.test(value) || value === "--delete") && rest.some(isUnknownSet)) hit("git.delete-shared-ref", `deletes tags only known when it runs (${unknownSetOf(rest)})`);
      return;
    case "branch": {
      // In a bare repository (`--git-dir=/srv/git/api.git`, `GIT_DIR=…`, `-C api.git`) the branches are the ones everyone pushes to and clones.
      const place = global.value("git-dir")?.value ?? invocation.assignments.get("GIT_DIR")?.value ?? global.values("C").at(-1)?.value;
      const bare = place !== undefined && /[^/]\.git\/?$/.test(place) && !/(?:^|\/)\.git\/?$/.test(place);
      const deletes = values.some((value) => /^-[a-zA-Z]*[dD]/.test(value) || value === "--delete");
      const shared = values.find((value) => !value.startsWith("-") && PROTECTED.test(value));
      if (bare && deletes && shared) hit("git.delete-shared-ref", `deletes the branch ${shared} of the shared repository ${place}`);
      // git-branch(1): `-d` refuses a branch not merged into its upstream or HEAD; `-D` (`-d --force`) deletes whatever it is given.
      else if (deletes && forcedDelete(values) && rest.some(isUnknownSet) && !listsMergedBranches(rest, invocation)) hit("git.delete-shared-ref", `force-deletes branches only known when it runs (${unknownSetOf(rest)}), merged or not`);
      return;
    }
    case "push":
    case "send-pack":
      remoteTags(rest, hit);
      // `--prune` deletes every remote branch (or ref of the refspec) that has no local counterpart.
      if (values.includes("--prune") && !values.includes("--dry-run") && !values.includes("-n")) hit("git.delete-shared-ref", "deletes every branch on the remote that has no local counterpart");
      return;
    default:
      return;
  }
}

function deleteRef(rest: readonly Field[], hit: (rule: string, what: string) => void, invocation: Invocation): void {
  const values = rest.map((field) => field.value ?? "");
  // git-update-ref(1) `--stdin`: `delete REF` lines in its input; input only known at run time that was made of such lines.
  if (values.includes("--stdin")) {
    const stdin = invocation.stdin;
    const deleted = stdin?.text === undefined ? [] : [...stdin.text.matchAll(/^\s*delete\s+(\S+)/gm)].map((match) => match[1] as string);
    const lost = deleted.map(deletedRefLoss).find((loss) => loss !== undefined);
    if (lost !== undefined) hit(lost.rule, `${lost.what} (from its input)`);
    else if (stdin !== undefined && stdin.text === undefined && /\bdelete\b/.test([stdin.description, ...(stdin.fragments ?? [])].join(" "))) hit("git.delete-shared-ref", `deletes every ref its input lists (${stdin.description})`);
    return;
  }
  if (!values.includes("-d") && !values.includes("--delete")) return;
  const unknown = rest.find(isUnknownSet);
  if (unknown && listsOnlyFilterBranchBackups(`${unknown.text} ${invocation.stdin?.description ?? ""}`)) return;
  if (unknown) {
    hit("git.delete-shared-ref", `deletes refs only known when it runs (${unknownSetOf(rest)})`);
    return;
  }
  const ref = values.find((value) => !value.startsWith("-"));
  const lost = ref === undefined ? undefined : deletedRefLoss(ref);
  if (lost !== undefined) hit(lost.rule, lost.what);
  // git-update-ref(1): HEAD is dereferenced unless --no-deref, so `-d HEAD` deletes the checked-out branch with its reflog.
  else if ((ref === "HEAD" || ref === "@") && !values.includes("--no-deref")) hit("git.delete-shared-ref", "deletes the branch HEAD points to, and the reflog that remembered its commits");
}

/**
 * What deleting one ref with `git update-ref -d` loses. git-update-ref(1): the ref's reflog is
 * deleted with it. So `refs/stash` takes every stash with it (git-stash(1): older stashes live only
 * in that ref's reflog), a notes ref (`refs/notes/commits`) every note, a protected branch or a
 * tag what everyone builds on. The backups `git filter-branch` leaves in `refs/original/` are
 * deleted this way by its own documentation's checklist once a rewrite is kept, and an ordinary
 * local branch is `git branch -D`'s everyday work: both stay allowed.
 */
function deletedRefLoss(ref: string): { rule: string; what: string } | undefined {
  if (ref === "refs/stash") return { rule: "git.stash-clear", what: "deletes refs/stash and its reflog, dropping every stash" };
  if (ref.startsWith("refs/notes/")) return { rule: "git.delete-shared-ref", what: `deletes the notes ref ${ref}, and every note it holds` };
  if ((ref.startsWith("refs/heads/") && PROTECTED.test(ref)) || ref.startsWith("refs/tags/")) return { rule: "git.delete-shared-ref", what: `deletes ${ref}` };
  return undefined;
}

/**
 * A listing of the backups `git filter-branch` keeps and nothing else: git-filter-branch(1)'s
 * checklist deletes them with `git for-each-ref --format="%(refname)" refs/original/ | xargs -n 1
 * git update-ref -d` once the rewrite is kept.
 */
function listsOnlyFilterBranchBackups(listing: string): boolean {
  const patterns = /\bfor-each-ref\b/.test(listing) ? [...listing.matchAll(/\s(refs\/\S*)/g)].map((match) => match[1] as string) : [];
  return patterns.length > 0 && patterns.every((pattern) => /^refs\/original\/?["')]*$/.test(pattern));
}

/** `git branch -D`, `-Dr`, `--delete --force`, `-d -f`: deletion that does not check the branch was merged. */
function forcedDelete(values: readonly string[]): boolean {
  return values.some((value) => /^-[a-zA-Z]*D/.test(value)) || values.some((value) => value === "--force" || /^-[a-zA-Z]*f/.test(value));
}

/**
 * A ref operand that stands for a list only known when the command runs: what a program printed
 * (`$(git tag -l)`, `xargs`, `while read`), or a glob. A plain variable (`"$branch"`) names one ref.
 */
function isUnknownSet(field: Field): boolean {
  if (field.glob) return true;
  const dynamic = field.dynamic;
  if (field.value !== undefined || dynamic === undefined || dynamic.numeric) return false;
  // `$(git describe --tags --abbrev=0)`, `$(git branch --show-current)`: commands that print one ref.
  if (/^"?\$\(\s*git\s+(?:describe|rev-parse|symbolic-ref|branch\s+--show-current)\b[^|;&]*\)"?$/.test(field.text)) return false;
  const origin = dynamic.provenance;
  return origin.generated || origin.network || origin.obfuscated || (dynamic.ifEmpty === undefined && !origin.parameter);
}

/**
 * `git stash list | xargs -n1 git stash drop`, `for s in $(git stash list …); do git stash drop $s; done`:
 * the stash dropped is each one git listed, so every stash goes. A listing cut to one entry
 * (`head -1`) drops one.
 */
function dropsListedStashes(rest: readonly Field[], invocation: Invocation): boolean {
  const operand = rest.slice(1).find((field) => field.value === undefined && field.dynamic !== undefined);
  if (!operand?.dynamic?.provenance.generated || !operand.dynamic.provenance.sources.includes("git")) return false;
  const listing = `${operand.text} ${invocation.stdin?.description ?? ""}`;
  return !/\bhead\b|\btail\b|--max-count|\s-n\s*1\b|\s-1\b/.test(listing);
}

/** `git branch -D $(git branch --merged)`: branches whose commits are all in HEAD already, so deleting them loses nothing. */
function listsMergedBranches(rest: readonly Field[], invocation: Invocation): boolean {
  const listing = [...rest.filter(isUnknownSet).map((field) => field.text), invocation.stdin?.description ?? ""].join(" ");
  return /--merged\b/.test(listing) && !/--no-merged\b/.test(listing);
}

function unknownSetOf(rest: readonly Field[]): string {
  return rest.find(isUnknownSet)?.text ?? "a list";
}

/**
 * `git push --delete origin v1.2.0`, `git push origin :refs/tags/v1`: a release tag disappears for
 * everyone. So does a notes ref (`git push origin :refs/notes/commits`, git-push(1): an empty
 * source deletes the destination ref), with every note the team shared through it.
 */
function remoteTags(rest: readonly Field[], hit: (rule: string, what: string) => void): void {
  const values = rest.map((field) => field.value ?? "");
  if (values.includes("--dry-run") || values.includes("-n")) return;
  const operands = values.filter((value) => !value.startsWith("-"));
  const deleting = values.includes("--delete") || values.includes("-d") ? operands.slice(1) : operands.slice(1).filter((value) => /^\+?:/.test(value)).map((value) => value.replace(/^\+?:/, ""));
  const tag = deleting.find((value) => TAG.test(value));
  if (tag) hit("git.delete-shared-ref", `deletes the tag ${tag} on the remote`);
  const notes = deleting.find((value) => value.startsWith("refs/notes/"));
  if (notes) hit("git.delete-shared-ref", `deletes the notes ref ${notes} on the remote, and every note shared through it`);
}

function hostingCli(invocation: Invocation, hit: (rule: string, what: string) => void): void {
  const words = invocation.argv.slice(1).map((field) => field.value ?? "").filter((value) => !value.startsWith("-"));
  if (invocation.name === "hub" && words[0] === "delete") {
    hit("git.delete-remote-repository", `deletes the repository ${words[1] ?? ""} on GitHub`.replace("  ", " "));
    return;
  }
  // `gh repo sync OWNER/REPO --force`: the branch is reset to its source's, dropping the commits only it has.
  if (invocation.name === "gh" && words[0] === "repo" && words[1] === "sync" && invocation.argv.some((field) => field.value === "--force")) {
    hit("git.force-push", `resets a branch of ${words[2] ?? "the repository"} to its source's, dropping the commits only it has`);
    return;
  }
  // `tea branches unprotect main`: the branch can be force-pushed away or deleted from then on.
  if (invocation.name === "tea" && (words[0] === "branches" || words[0] === "branch" || words[0] === "b") && words[1] === "unprotect") {
    hit("git.unprotect-branch", `removes the protection of the branch ${words[2] ?? ""} on Gitea`.replace("  ", " "));
    return;
  }
  // `glab repo transfer`: the repository leaves for another namespace, as POST …/transfer does through the API.
  if ((words[0] === "repo" || words[0] === "repos") && words[1] === "transfer") {
    hit("git.delete-remote-repository", `transfers the repository ${words[2] ?? "of this directory"} to another owner`);
    return;
  }
  if ((words[0] === "repo" || words[0] === "repos") && (words[1] === "delete" || words[1] === "rm" || words[1] === "remove")) {
    hit("git.delete-remote-repository", `deletes the repository ${words[2] ?? "of this directory"} and its history on the hosting service`);
  }
}

function historyTarget(field: Field, invocation: Invocation | undefined, context: RuleContext): string | undefined {
  if (field.value === undefined) return undefined;
  const cwd = invocation?.cwd ?? (context.initialCwd ? { known: true as const, path: context.initialCwd, initial: true } : { known: false as const, initial: true });
  const target = resolve(field.value, { home: context.home, cwd, initialCwd: context.initialCwd });
  return target.absolute && isGitHistoryPath(target.path) ? target.path : undefined;
}

function historyHit(hits: Hit[], invocation: Invocation, rule: string, what: string): void {
  hits.push({ rule, decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` });
}
