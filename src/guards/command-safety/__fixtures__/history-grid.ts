/**
 * The history grid: documented ways of making git history or a repository on a hosting service
 * unrecoverable (axis A, the effects), crossed with documented spellings of the same command
 * (axis B: git's own options, inline aliases, remotes, ref names, API clients and their body
 * options, wrappers). Every dangerous combination must be flagged (deny or ask) and every benign
 * one must stay allowed. Each entry names where it is documented; none comes from a labelled set.
 * Combinations are generated as text and never executed.
 */

/** One git step: a subcommand and its arguments, with `{remote}`, `{branch}`, `{tag}`, `{feature}` slots. */
export interface GitStep {
  readonly sub: string;
  readonly args: readonly string[];
}

/** An effect reached through git commands, joined with `&&` when there are several. */
export interface GitEffect {
  readonly kind: "git";
  readonly id: string;
  readonly dangerous: boolean;
  readonly source: string;
  readonly steps: readonly GitStep[];
}

/** An effect reached through one HTTP request to a hosting service's REST API. */
export interface ApiEffect {
  readonly kind: "api";
  readonly id: string;
  readonly dangerous: boolean;
  readonly source: string;
  readonly platform: Platform;
  readonly method: "GET" | "DELETE" | "PUT" | "PATCH" | "POST";
  /** The path after the API's base (`repos/acme/app`), query included. */
  readonly path: string;
  /** The JSON body, when the request has one. */
  readonly body?: Record<string, unknown> | readonly unknown[];
}

/** An effect reached through a whole shell line (a hosting CLI, a deletion of `.git`, a history tool). */
export interface LineEffect {
  readonly kind: "line";
  readonly id: string;
  readonly dangerous: boolean;
  readonly source: string;
  /** The words of the command when it is one simple command, so that `xargs` can carry its last one. */
  readonly argv?: readonly string[];
  readonly line?: string;
}

export type HistoryEffect = GitEffect | ApiEffect | LineEffect;

/** Hosting platforms, by their REST API's base URL. */
export type Platform = "github" | "github-enterprise" | "gitlab" | "gitlab-self" | "gitea" | "bitbucket" | "azure";

/** Each platform's credential header, with the variable its own tools document, so the token goes to its own service. */
const PLATFORM_AUTH: Record<Platform, string> = {
  github: "Authorization: Bearer $GITHUB_TOKEN",
  "github-enterprise": "Authorization: Bearer $GH_ENTERPRISE_TOKEN",
  gitlab: "PRIVATE-TOKEN: $GITLAB_TOKEN",
  "gitlab-self": "PRIVATE-TOKEN: $GITLAB_TOKEN",
  gitea: "Authorization: token $GITEA_TOKEN",
  bitbucket: "Authorization: Bearer $BITBUCKET_TOKEN",
  azure: "Authorization: Bearer $AZURE_DEVOPS_TOKEN",
};

const PLATFORM_BASE: Record<Platform, string> = {
  github: "https://api.github.com/",
  "github-enterprise": "https://github.example.com/api/v3/",
  gitlab: "https://gitlab.com/api/v4/",
  "gitlab-self": "https://gitlab.example.com/api/v4/",
  gitea: "https://codeberg.org/api/v1/",
  bitbucket: "https://api.bitbucket.org/2.0/",
  azure: "https://dev.azure.com/acme/web/",
};

const git = (id: string, dangerous: boolean, source: string, ...steps: [string, ...string[]][]): GitEffect => ({
  kind: "git",
  id,
  dangerous,
  source,
  steps: steps.map(([sub, ...args]) => ({ sub, args })),
});

const api = (id: string, dangerous: boolean, source: string, platform: Platform, method: ApiEffect["method"], path: string, body?: ApiEffect["body"]): ApiEffect => ({
  kind: "api",
  id,
  dangerous,
  source,
  platform,
  method,
  path,
  ...(body === undefined ? {} : { body }),
});

const words = (id: string, dangerous: boolean, source: string, ...argv: string[]): LineEffect => ({ kind: "line", id, dangerous, source, argv });
const line = (id: string, dangerous: boolean, source: string, text: string): LineEffect => ({ kind: "line", id, dangerous, source, line: text });

const PUSH = "git-push(1), <refspec> and OPTIONS";
const GH_PROTECTION = "GitHub REST API, branches/branch-protection: PUT/DELETE /repos/{owner}/{repo}/branches/{branch}/protection";
const WEAK_PROTECTION = { required_status_checks: null, enforce_admins: false, required_pull_request_reviews: null, restrictions: null };
const STRONG_PROTECTION = {
  required_status_checks: { strict: true, contexts: ["ci/test"] },
  enforce_admins: true,
  required_pull_request_reviews: { required_approving_review_count: 2, dismiss_stale_reviews: true },
  restrictions: null,
};
const ZERO_OID = "0000000000000000000000000000000000000000";

/** Axis A: effects. */
export const HISTORY_EFFECTS: readonly HistoryEffect[] = [
  // Force pushes over a shared ref (git-push(1): --force, -f, "+" before a refspec, --mirror, --all, --tags, --prune).
  git("push-force", true, `${PUSH}: --force`, ["push", "--force", "{remote}", "{branch}"]),
  git("push-f", true, `${PUSH}: -f`, ["push", "-f", "{remote}", "{branch}"]),
  git("push-f-after", true, `${PUSH}: options may follow the operands`, ["push", "{remote}", "{branch}", "--force"]),
  git("push-uf-cluster", true, `${PUSH}: -u and -f in one cluster`, ["push", "-uf", "{remote}", "{branch}"]),
  git("push-plus", true, `${PUSH}: "+<src>:<dst>" forces that one ref`, ["push", "{remote}", "+{branch}"]),
  git("push-plus-head", true, `${PUSH}: "+HEAD:<dst>"`, ["push", "{remote}", "+HEAD:{branch}"]),
  git("push-plus-other", true, `${PUSH}: "+<src>:<dst>" with another source`, ["push", "{remote}", "+rewritten:{branch}"]),
  git("push-force-head", true, `${PUSH}: --force with HEAD:<dst>`, ["push", "--force", "{remote}", "HEAD:{branch}"]),
  git("push-lease-shared", true, `${PUSH}: --force-with-lease still rewrites the shared branch it names`, ["push", "--force-with-lease", "{remote}", "{branch}"]),
  git("push-force-current", true, `${PUSH}: without a refspec, push.default decides which branch is forced`, ["push", "--force", "{remote}"]),
  git("push-force-bare", true, `${PUSH}: no remote, no refspec`, ["push", "-f"]),
  git("push-mirror", true, `${PUSH}: --mirror overwrites and deletes every ref`, ["push", "--mirror", "{remote}"]),
  git("push-prune", true, `${PUSH}: --prune removes remote branches without a local counterpart`, ["push", "--prune", "{remote}", "refs/heads/*:refs/heads/*"]),
  git("push-glob", true, `${PUSH}: a forced wildcard refspec`, ["push", "{remote}", "+refs/heads/*:refs/heads/*"]),
  git("push-all-force", true, `${PUSH}: --all --force`, ["push", "--all", "--force", "{remote}"]),
  git("push-tags-force", true, `${PUSH}: --tags --force replaces every release tag`, ["push", "--tags", "--force", "{remote}"]),
  git("push-force-tag", true, `${PUSH}: a forced tag`, ["push", "--force", "{remote}", "{tag}"]),
  git("send-pack-force", true, "git-send-pack(1): --force, the plumbing under push", ["send-pack", "--force", "{remote}", "{branch}"]),
  // Remote ref deletion (git-push(1): --delete, -d, an empty source ":<dst>").
  git("push-delete", true, `${PUSH}: --delete`, ["push", "--delete", "{remote}", "{branch}"]),
  git("push-d", true, `${PUSH}: -d`, ["push", "-d", "{remote}", "{branch}"]),
  git("push-delete-after", true, `${PUSH}: --delete after the remote`, ["push", "{remote}", "--delete", "{branch}"]),
  git("push-colon", true, `${PUSH}: ":<dst>" deletes <dst>`, ["push", "{remote}", ":{branch}"]),
  git("push-delete-tag", true, `${PUSH}: --delete of a tag`, ["push", "--delete", "{remote}", "{tag}"]),
  git("push-colon-tag", true, `${PUSH}: ":refs/tags/<tag>"`, ["push", "{remote}", ":{tag}"]),
  // Local history made unrecoverable.
  git("reflog-expire-gc", true, "git-reflog(1) expire --expire=now --all, then git-gc(1) --prune=now", ["reflog", "expire", "--expire=now", "--all"], ["gc", "--prune=now"]),
  git("reflog-expire-unreachable", true, "git-reflog(1): --expire-unreachable=<time>", ["reflog", "expire", "--expire-unreachable=now", "--all"]),
  git("reflog-delete", true, "git-reflog(1): delete removes single entries", ["reflog", "delete", "--rewrite", "main@{1}"]),
  git("reset-gc-prune", true, "git-gc(1): --prune=<date> prunes loose objects older than the date; now prunes all", ["reset", "--hard", "HEAD~3"], ["gc", "--prune=now", "--aggressive"]),
  git("gc-prune-all", true, "git-gc(1): --prune=all", ["gc", "--prune=all"]),
  git("prune-now", true, "git-prune(1): --expire <time>", ["prune", "--expire=now"]),
  git("filter-branch", true, "git-filter-branch(1)", ["filter-branch", "--force", "--index-filter", "git rm --cached --ignore-unmatch .env", "--prune-empty", "--", "--all"]),
  git("filter-repo", true, "git-filter-repo(1): --invert-paths --path", ["filter-repo", "--invert-paths", "--path", ".env", "--force"]),
  git("lfs-migrate", true, "git-lfs-migrate(1): import rewrites history", ["lfs", "migrate", "import", "--everything", "--include=*.bin"]),
  git("update-ref-delete-main", true, "git-update-ref(1): -d deletes the ref (and its reflog)", ["update-ref", "-d", "refs/heads/main"]),
  git("update-ref-delete-head", true, "git-update-ref(1): -d HEAD deletes the branch HEAD points to", ["update-ref", "-d", "HEAD"]),
  git("update-ref-delete-tag", true, "git-update-ref(1): -d of a tag", ["update-ref", "-d", "refs/tags/v1.2.3"]),
  git("stash-clear", true, "git-stash(1): clear removes all entries; they may be impossible to recover", ["stash", "clear"]),
  git("orphan-replace-main", true, "git-checkout(1) --orphan, git-branch(1) -D and -m, git-push(1) --force", ["checkout", "--orphan", "fresh"], ["commit", "-m", "initial"], ["branch", "-D", "main"], ["branch", "-m", "main"], ["push", "-f", "{remote}", "main"]),
  git("rebase-root-push", true, "git-rebase(1) --root, then git-push(1) --force", ["rebase", "-i", "--root"], ["push", "--force", "{remote}", "{branch}"]),
  git("amend-push", true, "git-commit(1) --amend, then git-push(1) -f of the current branch", ["commit", "--amend", "--no-edit"], ["push", "-f"]),
  git("reset-push", true, "git-reset(1) --hard, then git-push(1) --force", ["reset", "--hard", "HEAD~5"], ["push", "--force", "{remote}", "HEAD:{branch}"]),
  git("config-deny-nff", true, "git-config(1): receive.denyNonFastForwards", ["config", "receive.denyNonFastForwards", "false"]),

  // Whole lines: .git deleted with any tool, history tools outside git, hosting CLIs.
  words("rm-git", true, "rm(1) -r -f", "rm", "-rf", ".git"),
  words("rm-git-split", true, "rm(1): -r and -f as separate options", "rm", "-r", "-f", "./.git/"),
  words("rm-git-absolute", true, "rm(1) with an absolute path", "rm", "-fr", "/work/app/.git"),
  line("find-git-rm", true, "find(1): -exec rm -rf {} +", "find . -name .git -type d -prune -exec rm -rf {} +"),
  words("bfg-delete", true, "BFG Repo-Cleaner: --delete-files", "bfg", "--delete-files", "id_rsa"),
  words("bfg-jar", true, "BFG Repo-Cleaner: java -jar bfg.jar --strip-blobs-bigger-than", "java", "-jar", "bfg.jar", "--strip-blobs-bigger-than", "50M"),
  words("filter-repo-bin", true, "git-filter-repo(1) run as its own program", "git-filter-repo", "--path", "secrets/", "--invert-paths"),
  words("gh-repo-delete", true, "gh repo delete (GitHub CLI manual)", "gh", "repo", "delete", "acme/app", "--yes"),
  words("gh-release-cleanup-tag", true, "gh release delete --cleanup-tag deletes the tag on the remote", "gh", "release", "delete", "v1.2.3", "--cleanup-tag", "--yes"),
  words("gh-repo-sync-force", true, "gh repo sync --force: hard-resets the destination branch", "gh", "repo", "sync", "acme/app", "--force"),
  words("glab-repo-delete", true, "glab repo delete (GitLab CLI manual)", "glab", "repo", "delete", "acme/app", "--yes"),
  words("glab-repo-transfer", true, "glab repo transfer (GitLab CLI manual), as POST /projects/:id/transfer", "glab", "repo", "transfer", "acme/app", "--target-namespace", "other", "--yes"),
  words("glab-release-with-tag", true, "glab release delete --with-tag deletes the tag too", "glab", "release", "delete", "v1.2.3", "--with-tag", "--yes"),
  words("tea-repo-delete", true, "tea repos delete (Gitea CLI)", "tea", "repos", "delete", "--owner", "acme", "--name", "app"),
  words("tea-unprotect", true, "tea branches unprotect (Gitea CLI)", "tea", "branches", "unprotect", "main", "--repo", "acme/app"),
  words("az-repos-delete", true, "az repos delete (Azure CLI reference)", "az", "repos", "delete", "--id", "0d5b0b3e", "--yes"),
  words("az-repos-policy-delete", true, "az repos policy delete (Azure CLI reference)", "az", "repos", "policy", "delete", "--id", "12", "--yes"),
  words("hub-delete", true, "hub delete (hub manual)", "hub", "delete", "-y", "acme/app"),

  // Hosting APIs: repositories, refs and protection (each platform's REST reference).
  api("gh-delete-repo", true, "GitHub REST: DELETE /repos/{owner}/{repo}", "github", "DELETE", "repos/acme/app"),
  api("ghe-delete-repo", true, "GitHub Enterprise Server REST: DELETE /repos/{owner}/{repo}", "github-enterprise", "DELETE", "repos/acme/app"),
  api("gh-transfer-repo", true, "GitHub REST: POST /repos/{owner}/{repo}/transfer", "github", "POST", "repos/acme/app/transfer", { new_owner: "someone-else" }),
  api("gh-delete-branch-ref", true, "GitHub REST git/refs: DELETE /repos/{owner}/{repo}/git/refs/{ref}", "github", "DELETE", "repos/acme/app/git/refs/heads/main"),
  api("gh-delete-tag-ref", true, "GitHub REST git/refs: DELETE …/git/refs/tags/{tag}", "github", "DELETE", "repos/acme/app/git/refs/tags/v1.2.3"),
  api("gh-force-ref", true, "GitHub REST git/refs: PATCH …/git/refs/{ref} {sha, force: true}", "github", "PATCH", "repos/acme/app/git/refs/heads/main", { sha: "4f1c2e9", force: true }),
  api("gh-delete-protection", true, GH_PROTECTION, "github", "DELETE", "repos/acme/app/branches/main/protection"),
  api("ghe-delete-protection", true, GH_PROTECTION, "github-enterprise", "DELETE", "repos/acme/app/branches/release%2F2.0/protection"),
  api("gh-delete-admin-enforcement", true, "GitHub REST: DELETE …/protection/enforce_admins", "github", "DELETE", "repos/acme/app/branches/main/protection/enforce_admins"),
  api("gh-delete-review-protection", true, "GitHub REST: DELETE …/protection/required_pull_request_reviews", "github", "DELETE", "repos/acme/app/branches/main/protection/required_pull_request_reviews"),
  api("gh-delete-status-checks", true, "GitHub REST: DELETE …/protection/required_status_checks", "github", "DELETE", "repos/acme/app/branches/main/protection/required_status_checks"),
  api("gh-put-weak-protection", true, `${GH_PROTECTION}: null turns each protection off`, "github", "PUT", "repos/acme/app/branches/main/protection", WEAK_PROTECTION),
  api("gh-put-allow-force", true, `${GH_PROTECTION}: allow_force_pushes`, "github", "PUT", "repos/acme/app/branches/main/protection", { ...STRONG_PROTECTION, allow_force_pushes: true }),
  api("gh-put-allow-deletions", true, `${GH_PROTECTION}: allow_deletions`, "github", "PUT", "repos/acme/app/branches/main/protection", { ...STRONG_PROTECTION, allow_deletions: true }),
  api("gh-patch-zero-reviews", true, "GitHub REST: PATCH …/protection/required_pull_request_reviews {required_approving_review_count: 0}", "github", "PATCH", "repos/acme/app/branches/main/protection/required_pull_request_reviews", { required_approving_review_count: 0 }),
  api("gh-delete-ruleset", true, "GitHub REST rules: DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}", "github", "DELETE", "repos/acme/app/rulesets/42"),
  api("gh-disable-ruleset", true, "GitHub REST rules: PUT /repos/{owner}/{repo}/rulesets/{ruleset_id} {enforcement: disabled}", "github", "PUT", "repos/acme/app/rulesets/42", { enforcement: "disabled" }),
  api("gh-disable-org-ruleset", true, "GitHub REST orgs/rules: PUT /orgs/{org}/rulesets/{ruleset_id}", "github", "PUT", "orgs/acme/rulesets/7", { enforcement: "disabled" }),
  api("gh-delete-tag-protection", true, "GitHub REST: DELETE /repos/{owner}/{repo}/tags/protection/{id}", "github", "DELETE", "repos/acme/app/tags/protection/5"),
  api("gh-graphql-allow-force", true, "GitHub GraphQL: updateBranchProtectionRule(allowsForcePushes: true)", "github", "POST", "graphql", { query: 'mutation { updateBranchProtectionRule(input: {branchProtectionRuleId: "BPR_1", allowsForcePushes: true}) { clientMutationId } }' }),
  api("gl-delete-project", true, "GitLab API projects: DELETE /projects/:id", "gitlab", "DELETE", "projects/42"),
  api("gl-delete-group", true, "GitLab API groups: DELETE /groups/:id", "gitlab-self", "DELETE", "groups/acme"),
  api("gl-transfer-project", true, "GitLab API projects: PUT /projects/:id/transfer", "gitlab", "PUT", "projects/42/transfer", { namespace: "other-group" }),
  api("gl-delete-branch", true, "GitLab API branches: DELETE /projects/:id/repository/branches/:branch", "gitlab", "DELETE", "projects/42/repository/branches/main"),
  api("gl-delete-tag", true, "GitLab API tags: DELETE /projects/:id/repository/tags/:tag_name", "gitlab-self", "DELETE", "projects/acme%2Fapp/repository/tags/v1.2.3"),
  api("gl-unprotect-branch", true, "GitLab API protected branches: DELETE /projects/:id/protected_branches/:name", "gitlab", "DELETE", "projects/42/protected_branches/main"),
  api("gl-allow-force-push", true, "GitLab API protected branches: PATCH /projects/:id/protected_branches/:name?allow_force_push=true", "gitlab", "PATCH", "projects/42/protected_branches/main?allow_force_push=true"),
  api("gl-unprotect-tag", true, "GitLab API protected tags: DELETE /projects/:id/protected_tags/:name", "gitlab", "DELETE", "projects/42/protected_tags/v%2A"),
  api("gitea-delete-repo", true, "Gitea/Forgejo API: DELETE /repos/{owner}/{repo}", "gitea", "DELETE", "repos/acme/app"),
  api("gitea-delete-branch", true, "Gitea/Forgejo API: DELETE /repos/{owner}/{repo}/branches/{branch}", "gitea", "DELETE", "repos/acme/app/branches/main"),
  api("gitea-delete-tag", true, "Gitea/Forgejo API: DELETE /repos/{owner}/{repo}/tags/{tag}", "gitea", "DELETE", "repos/acme/app/tags/v1.2.3"),
  api("gitea-delete-protection", true, "Gitea/Forgejo API: DELETE /repos/{owner}/{repo}/branch_protections/{name}", "gitea", "DELETE", "repos/acme/app/branch_protections/main"),
  api("gitea-allow-force", true, "Gitea/Forgejo API: PATCH …/branch_protections/{name} {enable_force_push: true}", "gitea", "PATCH", "repos/acme/app/branch_protections/main", { enable_force_push: true }),
  api("bb-delete-repo", true, "Bitbucket Cloud REST: DELETE /repositories/{workspace}/{repo_slug}", "bitbucket", "DELETE", "repositories/acme/app"),
  api("bb-delete-branch", true, "Bitbucket Cloud REST: DELETE …/refs/branches/{name}", "bitbucket", "DELETE", "repositories/acme/app/refs/branches/main"),
  api("bb-delete-tag", true, "Bitbucket Cloud REST: DELETE …/refs/tags/{name}", "bitbucket", "DELETE", "repositories/acme/app/refs/tags/v1.2.3"),
  api("bb-delete-restriction", true, "Bitbucket Cloud REST: DELETE …/branch-restrictions/{id}", "bitbucket", "DELETE", "repositories/acme/app/branch-restrictions/7"),
  api("azure-delete-repo", true, "Azure DevOps REST git: Repositories - Delete", "azure", "DELETE", "_apis/git/repositories/0d5b0b3e?api-version=7.1"),
  api("azure-delete-branch", true, "Azure DevOps REST git: Refs - Update Refs with newObjectId 0000… deletes the ref", "azure", "POST", "_apis/git/repositories/app/refs?api-version=7.1", [{ name: "refs/heads/main", oldObjectId: "4f1c2e9d", newObjectId: ZERO_OID }]),
  api("azure-delete-policy", true, "Azure DevOps REST policy: Configurations - Delete", "azure", "DELETE", "_apis/policy/configurations/12?api-version=7.1"),

  // Benign: everyday git and hosting work.
  git("ok-lease-feature", false, `${PUSH}: --force-with-lease to a personal branch`, ["push", "--force-with-lease", "{remote}", "{feature}"]),
  git("ok-force-feature", false, `${PUSH}: --force to a personal branch`, ["push", "--force", "{remote}", "{feature}"]),
  git("ok-push-feature", false, PUSH, ["push", "{remote}", "{feature}"]),
  git("ok-push-upstream", false, `${PUSH}: -u`, ["push", "-u", "{remote}", "HEAD"]),
  git("ok-push-tags", false, `${PUSH}: --tags without force only adds tags`, ["push", "--tags", "{remote}"]),
  git("ok-push-follow-tags", false, `${PUSH}: --follow-tags`, ["push", "--follow-tags", "{remote}", "main"]),
  git("ok-if-includes", false, `${PUSH}: --force-if-includes is a no-op without --force-with-lease`, ["push", "--force-if-includes", "{remote}", "main"]),
  git("ok-dry-run-force", false, `${PUSH}: --dry-run sends nothing`, ["push", "--dry-run", "--force", "{remote}", "main"]),
  git("ok-delete-feature", false, `${PUSH}: --delete of a merged feature branch, as after a merged pull request`, ["push", "--delete", "{remote}", "{feature}"]),
  git("ok-colon-feature", false, `${PUSH}: ":<dst>" of a feature branch`, ["push", "{remote}", ":{feature}"]),
  git("ok-fetch-prune", false, "git-fetch(1): --prune removes stale remote-tracking refs only", ["fetch", "--prune", "{remote}"]),
  git("ok-remote-prune", false, "git-remote(1): prune", ["remote", "prune", "{remote}"]),
  git("ok-gc", false, "git-gc(1)", ["gc"]),
  git("ok-gc-aggressive", false, "git-gc(1): --aggressive", ["gc", "--aggressive"]),
  git("ok-reflog", false, "git-reflog(1): show", ["reflog"]),
  git("ok-reflog-expire-default", false, "git-reflog(1): expire with the default 90 days", ["reflog", "expire", "--expire=90.days.ago", "--all"]),
  git("ok-branch-d", false, "git-branch(1): -d refuses unmerged branches", ["branch", "-d", "{feature}"]),
  git("ok-branch-D-local", false, "git-branch(1): -D of a local branch; the reflog keeps its commits", ["branch", "-D", "spike"]),
  git("ok-rebase-i", false, "git-rebase(1): -i on a local branch", ["rebase", "-i", "HEAD~3"]),
  git("ok-amend", false, "git-commit(1): --amend", ["commit", "--amend", "--no-edit"]),
  git("ok-stash-drop", false, "git-stash(1): drop one entry", ["stash", "drop"]),
  git("ok-tag-delete-local", false, "git-tag(1): -d of one local tag", ["tag", "-d", "v0.1.0-local"]),
  git("ok-update-ref-feature", false, "git-update-ref(1): moves a feature branch", ["update-ref", "refs/heads/{feature}", "HEAD"]),
  git("ok-orphan-pages", false, "git-checkout(1): --orphan for a pages branch", ["checkout", "--orphan", "gh-pages"]),
  git("ok-filter-repo-analyze", false, "git-filter-repo(1): --analyze only reports", ["filter-repo", "--analyze"]),
  git("ok-rebase-push-lease", false, "git-rebase(1), then git-push(1) --force-with-lease of the feature branch", ["rebase", "origin/main"], ["push", "--force-with-lease", "{remote}", "{feature}"]),
  words("ok-gh-repo-view", false, "gh repo view", "gh", "repo", "view", "acme/app"),
  words("ok-gh-repo-clone", false, "gh repo clone", "gh", "repo", "clone", "acme/app"),
  words("ok-gh-pr-merge", false, "gh pr merge --delete-branch deletes the merged head branch", "gh", "pr", "merge", "123", "--squash", "--delete-branch"),
  words("ok-gh-ruleset-list", false, "gh ruleset list", "gh", "ruleset", "list"),
  words("ok-gh-ruleset-view", false, "gh ruleset view", "gh", "ruleset", "view", "42"),
  words("ok-glab-repo-view", false, "glab repo view", "glab", "repo", "view", "acme/app"),
  // Archiving is undone by unarchiving (gh repo unarchive, PATCH {archived: false}, POST …/unarchive): nothing is lost.
  words("ok-gh-repo-archive", false, "gh repo archive; gh repo unarchive restores it", "gh", "repo", "archive", "acme/app", "--yes"),
  words("ok-glab-repo-archive", false, "glab repo archive downloads an archive of the repository", "glab", "repo", "archive", "acme/app"),
  words("ok-az-repos-list", false, "az repos list", "az", "repos", "list"),
  words("ok-tea-repos-list", false, "tea repos list", "tea", "repos", "list"),
  words("ok-rm-git-elsewhere", false, "rm(1) of a build output, not of .git", "rm", "-rf", "dist"),
  api("ok-gh-get-protection", false, GH_PROTECTION, "github", "GET", "repos/acme/app/branches/main/protection"),
  api("ok-gh-get-repo", false, "GitHub REST: GET /repos/{owner}/{repo}", "github", "GET", "repos/acme/app"),
  api("ok-gh-strengthen-protection", false, `${GH_PROTECTION}: required checks and reviews added`, "github", "PUT", "repos/acme/app/branches/main/protection", STRONG_PROTECTION),
  api("ok-gh-enable-ruleset", false, "GitHub REST rules: PUT …/rulesets/{id} {enforcement: active}", "github", "PUT", "repos/acme/app/rulesets/42", { enforcement: "active" }),
  api("ok-gh-delete-feature-ref", false, "GitHub REST git/refs: DELETE of a merged feature branch", "github", "DELETE", "repos/acme/app/git/refs/heads/feature/login-form"),
  api("ok-gh-move-feature-ref", false, "GitHub REST git/refs: PATCH without force is a fast-forward", "github", "PATCH", "repos/acme/app/git/refs/heads/feature/login-form", { sha: "4f1c2e9" }),
  api("ok-gh-create-pr", false, "GitHub REST pulls: POST /repos/{owner}/{repo}/pulls", "github", "POST", "repos/acme/app/pulls", { title: "Fix typo", head: "fix/typo", base: "main" }),
  api("ok-gh-delete-label", false, "GitHub REST labels: DELETE …/labels/{name}", "github", "DELETE", "repos/acme/app/labels/wontfix"),
  api("ok-gh-archive-repo", false, "GitHub REST: PATCH /repos/{owner}/{repo} {archived: true}, undone with archived: false", "github", "PATCH", "repos/acme/app", { archived: true }),
  api("ok-gl-archive-project", false, "GitLab API projects: POST /projects/:id/archive, undone by …/unarchive", "gitlab", "POST", "projects/42/archive"),
  api("ok-gl-protect", false, "GitLab API protected branches: POST /projects/:id/protected_branches", "gitlab", "POST", "projects/42/protected_branches?name=main&push_access_level=40"),
  api("ok-gl-delete-feature", false, "GitLab API branches: DELETE of a feature branch", "gitlab", "DELETE", "projects/42/repository/branches/feature%2Flogin-form"),
  api("ok-gl-get-project", false, "GitLab API projects: GET /projects/:id", "gitlab", "GET", "projects/42"),
  api("ok-gitea-get-protection", false, "Gitea/Forgejo API: GET …/branch_protections", "gitea", "GET", "repos/acme/app/branch_protections"),
];

/** One spelling: a documented way of writing the same command. */
export interface Spelling {
  readonly id: string;
  readonly source: string;
  /** The rewritten command, or undefined when the spelling does not apply to the effect. */
  readonly apply: (effect: HistoryEffect) => string | undefined;
}

/** Ref spellings of a shared branch (git-rev-parse(1) "SPECIFYING REVISIONS", gitglossary(7) "refspec"). */
export const BRANCH_SPELLINGS = ["main", "master", "refs/heads/main", "release/2.0", "develop", "production", "trunk"] as const;
/** Release tags (git-tag(1); semantic versions). */
export const TAG_SPELLINGS = ["v1.2.3", "refs/tags/v1.2.3", "2.0.0", "v2.0.0-rc.1"] as const;
/** Personal branches. */
export const FEATURE_SPELLINGS = ["my-feature", "feature/login-form", "fix/typo-123", "refs/heads/feature/x"] as const;
/** Remotes (git-push(1) "GIT URLS", "REMOTES"). */
export const REMOTE_SPELLINGS = ["origin", "upstream", "https://github.com/acme/app.git", "git@github.com:acme/app.git", "ssh://git@gitlab.com/acme/app.git"] as const;

/** Git's own spellings of one invocation (git(1) OPTIONS and ENVIRONMENT, git-config(1) alias.*). */
const GIT_PREFIXES: readonly { id: string; source: string; prefix: string; env?: string }[] = [
  { id: "git", source: "git(1)", prefix: "git" },
  { id: "git-C", source: "git(1): -C <path>", prefix: "git -C /work/app" },
  { id: "git-c", source: "git(1): -c <name>=<value>", prefix: "git -c user.name=ada" },
  { id: "git-dir-env", source: "git(1) ENVIRONMENT: GIT_DIR", prefix: "git", env: "GIT_DIR=/work/app/.git " },
  { id: "git-dir-option", source: "git(1): --git-dir and --work-tree", prefix: "git --git-dir=/work/app/.git --work-tree=/work/app" },
  { id: "git-no-pager", source: "git(1): --no-pager", prefix: "git --no-pager" },
  { id: "git-path", source: "an absolute program path", prefix: "/usr/bin/git" },
];

/** The shell words of a value, single-quoted when it needs quoting. */
export function shellQuote(value: string): string {
  return /^[\w@%+=:,./~{}-]+$/.test(value) && !value.includes("{}") ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

function fill(arg: string, slots: Slots): string {
  return arg.replace(/\{(remote|branch|tag|feature)\}/g, (_, name: keyof Slots) => slots[name]);
}

interface Slots {
  remote: string;
  branch: string;
  tag: string;
  feature: string;
}

const DEFAULT_SLOTS: Slots = { remote: "origin", branch: "main", tag: "v1.2.3", feature: "feature/login-form" };

function gitLine(effect: GitEffect, slots: Slots, prefix = GIT_PREFIXES[0]!, alias = false): string {
  return effect.steps
    .map((step, index) => {
      const args = step.args.map((arg) => shellQuote(fill(arg, slots)));
      const last = index === effect.steps.length - 1;
      // git-config(1) alias.*: `git -c alias.x='push -f' x origin main` runs `git push -f origin main`.
      if (alias && last) {
        const [first, ...rest] = args;
        const body = [step.sub, ...(first?.startsWith("-") ? [first] : [])].join(" ");
        const remaining = first?.startsWith("-") ? rest : args;
        return [`${prefix.env ?? ""}${prefix.prefix}`, `-c alias.zz=${shellQuote(body)}`, "zz", ...remaining].join(" ");
      }
      return [`${prefix.env ?? ""}${prefix.prefix}`, step.sub, ...args].join(" ");
    })
    .join(" && ");
}

function uses(effect: GitEffect, slot: keyof Slots): boolean {
  return effect.steps.some((step) => step.args.some((arg) => arg.includes(`{${slot}}`)));
}

/** The plain shell line of an effect, with its default slots and the plain client for APIs. */
export function plainLine(effect: HistoryEffect): string {
  if (effect.kind === "git") return gitLine(effect, DEFAULT_SLOTS);
  if (effect.kind === "line") return effect.line ?? (effect.argv ?? []).map(shellQuote).join(" ");
  return curlLine(effect, "-X", "data");
}

/** The API's full URL. */
function url(effect: ApiEffect): string {
  return PLATFORM_BASE[effect.platform] + effect.path;
}

function json(effect: ApiEffect): string | undefined {
  return effect.body === undefined ? undefined : JSON.stringify(effect.body);
}

/** A flat body (no nested objects or arrays) as key/value pairs, for field options. */
function flatFields(effect: ApiEffect): [string, string][] | undefined {
  const body = effect.body;
  if (body === undefined || Array.isArray(body)) return undefined;
  const entries = Object.entries(body);
  if (entries.some(([, value]) => value !== null && typeof value === "object")) return undefined;
  return entries.map(([key, value]) => [key, value === null ? "null" : String(value)]);
}

function curlLine(effect: ApiEffect, methodStyle: "-X" | "--request" | "-Xjoined", bodyStyle: "data" | "data-raw" | "json" | "heredoc" | "here-string"): string {
  const method = methodStyle === "-Xjoined" ? `-X${effect.method}` : `${methodStyle} ${effect.method}`;
  const body = json(effect);
  const auth = `-H "${PLATFORM_AUTH[effect.platform]}"`;
  const base = `curl -sS ${method} ${auth} ${shellQuote(url(effect))}`;
  if (body === undefined) return base;
  switch (bodyStyle) {
    case "data":
      return `${base} -d ${shellQuote(body)}`;
    case "data-raw":
      return `${base} --data-raw ${shellQuote(body)}`;
    case "json":
      return `${base} --json ${shellQuote(body)}`;
    case "heredoc":
      return `${base} -d @- <<'EOF'\n${body}\nEOF`;
    case "here-string":
      return `${base} --data-binary @- <<< ${shellQuote(body)}`;
  }
}

/** `gh api` for GitHub (and `--hostname` for GitHub Enterprise), `glab api` for GitLab. */
function cliApiLine(effect: ApiEffect, methodStyle: "-X" | "--method" | "-Xjoined" | "--method=", bodyStyle: "here-string" | "heredoc" | "pipe" | "fields" | "raw-fields"): string | undefined {
  const program = effect.platform === "github" ? "gh api" : effect.platform === "github-enterprise" ? "gh api --hostname github.example.com" : effect.platform === "gitlab" ? "glab api" : effect.platform === "gitlab-self" ? "glab api --hostname gitlab.example.com" : undefined;
  if (program === undefined) return undefined;
  const method = methodStyle === "-Xjoined" ? `-X${effect.method}` : methodStyle === "--method=" ? `--method=${effect.method}` : `${methodStyle} ${effect.method}`;
  const base = `${program} ${method} ${shellQuote(effect.path)}`;
  const body = json(effect);
  if (body === undefined) return bodyStyle === "here-string" ? base : undefined;
  switch (bodyStyle) {
    case "here-string":
      return `${base} --input - <<< ${shellQuote(body)}`;
    case "heredoc":
      return `${base} --input - <<'JSON'\n${body}\nJSON`;
    case "pipe":
      return `printf '%s' ${shellQuote(body)} | ${base} --input -`;
    case "fields": {
      // gh-api(1): -F/--field converts true, false, null and numbers to JSON.
      const fields = flatFields(effect);
      return fields === undefined ? undefined : `${base} ${fields.map(([key, value]) => `-F ${shellQuote(`${key}=${value}`)}`).join(" ")}`;
    }
    case "raw-fields": {
      // -f/--raw-field sends strings; only string bodies keep their meaning.
      const fields = flatFields(effect);
      return fields === undefined || Object.values(effect.body as object).some((value) => typeof value !== "string") ? undefined : `${base} ${fields.map(([key, value]) => `--raw-field ${shellQuote(`${key}=${value}`)}`).join(" ")}`;
    }
  }
}

/** HTTPie and xh: `http METHOD url key:=json`. */
function httpieLine(effect: ApiEffect, program: "http" | "xh" | "https"): string | undefined {
  const body = effect.body;
  const target = program === "https" ? url(effect).replace(/^https:\/\//, "") : url(effect);
  const base = `${program} ${effect.method} ${shellQuote(target)} "${PLATFORM_AUTH[effect.platform].replace(": ", ":")}"`;
  if (body === undefined) return base;
  if (Array.isArray(body)) return `echo ${shellQuote(JSON.stringify(body))} | ${base}`;
  // HTTPie: `key:=raw-json` for non-strings, `key=value` for strings.
  return `${base} ${Object.entries(body)
    .map(([key, value]) => shellQuote(typeof value === "string" ? `${key}=${value}` : `${key}:=${JSON.stringify(value)}`))
    .join(" ")}`;
}

function wgetLine(effect: ApiEffect): string {
  const body = json(effect);
  return `wget -qO- --method=${effect.method}${body === undefined ? "" : ` --body-data=${shellQuote(body)}`} --header="${PLATFORM_AUTH[effect.platform]}" ${shellQuote(url(effect))}`;
}

function powershellLine(effect: ApiEffect, cmdlet: "Invoke-RestMethod" | "Invoke-WebRequest" | "irm"): string {
  const body = json(effect);
  const method = effect.method.charAt(0) + effect.method.slice(1).toLowerCase();
  const [header, value] = PLATFORM_AUTH[effect.platform].split(": ") as [string, string];
  return `${cmdlet} -Method ${method} -Uri '${url(effect)}' -Headers @{'${header}'="${value.replace("$", "$env:")}"}${body === undefined ? "" : ` -Body '${body}' -ContentType 'application/json'`}`;
}

const api_ = (id: string, source: string, make: (effect: ApiEffect) => string | undefined): Spelling => ({ id, source, apply: (effect) => (effect.kind === "api" ? make(effect) : undefined) });

/** Axis B: spellings, each applied wherever it fits the effect. */
export const HISTORY_SPELLINGS: readonly Spelling[] = [
  // git(1)'s own options and environment, every step of the line.
  ...GIT_PREFIXES.slice(1).map((prefix): Spelling => ({ id: prefix.id, source: prefix.source, apply: (effect) => (effect.kind === "git" ? gitLine(effect, DEFAULT_SLOTS, prefix) : undefined) })),
  { id: "git-alias", source: "git-config(1): alias.* defined inline with -c", apply: (effect) => (effect.kind === "git" ? gitLine(effect, DEFAULT_SLOTS, GIT_PREFIXES[0], true) : undefined) },
  // Slots: remotes, shared branches, release tags, personal branches.
  ...REMOTE_SPELLINGS.slice(1).map((remote, index): Spelling => ({ id: `remote-${index + 1}`, source: "git-push(1) GIT URLS and REMOTES", apply: (effect) => (effect.kind === "git" && uses(effect, "remote") ? gitLine(effect, { ...DEFAULT_SLOTS, remote }) : undefined) })),
  ...BRANCH_SPELLINGS.slice(1).map((branch): Spelling => ({ id: `branch-${branch}`, source: "gitrevisions(7), git-push(1) <refspec>", apply: (effect) => (effect.kind === "git" && uses(effect, "branch") ? gitLine(effect, { ...DEFAULT_SLOTS, branch }) : undefined) })),
  ...TAG_SPELLINGS.slice(1).map((tag): Spelling => ({ id: `tag-${tag}`, source: "git-tag(1), git-push(1) <refspec>", apply: (effect) => (effect.kind === "git" && uses(effect, "tag") ? gitLine(effect, { ...DEFAULT_SLOTS, tag }) : undefined) })),
  ...FEATURE_SPELLINGS.map((feature): Spelling => ({ id: `feature-${feature}`, source: "git-branch(1)", apply: (effect) => (effect.kind === "git" && uses(effect, "feature") ? gitLine(effect, { ...DEFAULT_SLOTS, feature }) : undefined) })),
  // gh-api(1) and glab-api(1): method and body options.
  api_("gh-X-here-string", "gh-api(1): -X, --input - with a bash here-string", (effect) => cliApiLine(effect, "-X", "here-string")),
  api_("gh-method-heredoc", "gh-api(1): --method, --input - with a here-document", (effect) => cliApiLine(effect, "--method", "heredoc")),
  api_("gh-Xjoined-pipe", "gh-api(1): -XMETHOD, --input - from a pipe", (effect) => cliApiLine(effect, "-Xjoined", "pipe")),
  api_("gh-method-eq-fields", "gh-api(1): --method=, -F/--field typed fields", (effect) => cliApiLine(effect, "--method=", "fields")),
  api_("gh-X-raw-fields", "gh-api(1): -f/--raw-field string fields", (effect) => cliApiLine(effect, "-X", "raw-fields")),
  // curl(1): -X/--request, -d/--data, --data-raw, --json, @- from a here-document or here-string.
  api_("curl-X-data", "curl(1): -X, -d", (effect) => curlLine(effect, "-X", "data")),
  api_("curl-request-data-raw", "curl(1): --request, --data-raw", (effect) => curlLine(effect, "--request", "data-raw")),
  api_("curl-Xjoined-json", "curl(1): -XMETHOD, --json", (effect) => curlLine(effect, "-Xjoined", "json")),
  api_("curl-heredoc", "curl(1): -d @- reads the body from stdin", (effect) => (effect.body === undefined ? undefined : curlLine(effect, "-X", "heredoc"))),
  api_("curl-here-string", "curl(1): --data-binary @- with a here-string", (effect) => (effect.body === undefined ? undefined : curlLine(effect, "--request", "here-string"))),
  // HTTPie, xh, wget, PowerShell.
  api_("httpie", "HTTPie: http METHOD URL key:=json", (effect) => httpieLine(effect, "http")),
  api_("httpie-https", "HTTPie: https METHOD host/path", (effect) => httpieLine(effect, "https")),
  api_("xh", "xh: xh METHOD URL key:=json", (effect) => httpieLine(effect, "xh")),
  api_("wget", "wget(1): --method, --body-data", wgetLine),
  api_("invoke-restmethod", "PowerShell Invoke-RestMethod -Method -Uri -Body", (effect) => powershellLine(effect, "Invoke-RestMethod")),
  api_("invoke-webrequest", "PowerShell Invoke-WebRequest -Method -Uri -Body", (effect) => powershellLine(effect, "Invoke-WebRequest")),
  // Wrappers: the same line run by another program (bash(1) -c, sh(1) -c, env(1), timeout(1), xargs(1)).
  { id: "bash-c", source: "bash(1): -c string", apply: (effect) => `bash -c ${shellQuote(plainLine(effect))}` },
  { id: "sh-c", source: "sh(1): -c", apply: (effect) => `sh -c ${shellQuote(plainLine(effect))}` },
  // env(1) and timeout(1) run one program; the API clients are crossed with the shell wrappers only.
  { id: "env", source: "env(1)", apply: (effect) => (effect.kind !== "api" && singleCommand(effect) ? `env GIT_TRACE=0 ${plainLine(effect)}` : undefined) },
  { id: "timeout", source: "timeout(1)", apply: (effect) => (effect.kind !== "api" && singleCommand(effect) ? `timeout 120 ${plainLine(effect)}` : undefined) },
  { id: "xargs", source: "xargs(1): the last word read from stdin", apply: xargsLine },
];

function singleCommand(effect: HistoryEffect): boolean {
  return effect.kind === "git" ? effect.steps.length === 1 : effect.kind === "line" && effect.argv !== undefined;
}

function xargsLine(effect: HistoryEffect): string | undefined {
  if (effect.kind === "line" && effect.argv !== undefined && effect.argv.length > 2) {
    return `echo ${shellQuote(effect.argv.at(-1)!)} | xargs ${effect.argv.slice(0, -1).map(shellQuote).join(" ")}`;
  }
  if (effect.kind === "git" && effect.steps.length === 1) {
    const step = effect.steps[0]!;
    const args = step.args.map((arg) => fill(arg, DEFAULT_SLOTS));
    if (args.length === 0) return undefined;
    return `echo ${shellQuote(args.at(-1)!)} | xargs git ${step.sub} ${args.slice(0, -1).map(shellQuote).join(" ")}`.trimEnd();
  }
  return undefined;
}

/** One generated combination. */
export interface HistoryGridCase {
  readonly effect: HistoryEffect;
  /** The spelling's id, or `plain` for the effect as written. */
  readonly spelling: string;
  readonly command: string;
}

/** Every effect, as written and under every spelling that applies to it. */
export function historyGridCases(): HistoryGridCase[] {
  const cases: HistoryGridCase[] = [];
  for (const effect of HISTORY_EFFECTS) {
    cases.push({ effect, spelling: "plain", command: plainLine(effect) });
    for (const spelling of HISTORY_SPELLINGS) {
      const command = spelling.apply(effect);
      if (command !== undefined) cases.push({ effect, spelling: spelling.id, command });
    }
  }
  return cases;
}
