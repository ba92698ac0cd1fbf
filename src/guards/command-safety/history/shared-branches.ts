/**
 * Branches everyone working on a repository builds on, by the documented branching models, so a
 * force push or a deletion of one rewrites or removes history other people have fetched:
 *
 * - trunk-based development and GitHub flow: `main`, `master`, `trunk`;
 * - git-flow (Vincent Driessen, "A successful Git branching model"; the git-flow AVH `git flow init`
 *   defaults): `develop`, `release/*`, `hotfix/*`, `support/*`;
 * - GitLab Flow's environment branches (GitLab docs, "Introduction to GitLab Flow"): `staging`,
 *   `pre-production`, `production`;
 * - semantic-release's default release branches (its `branches` option): `next`, `next-major`,
 *   `beta`, `alpha`, and maintenance branches `1.x`, `1.2.x`;
 * - the names teams commonly give the same environments and channels: `dev`, `devel`,
 *   `development`, `stage`, `preprod`, `prod`, `live`, `qa`, `uat`, `test`ing environments named as
 *   such (`testing`), `integration`, `canary`, `stable`, `nightly`, `releases/*`, `hotfix-*`.
 *
 * Personal and topic branches (`feature/x`, `fix-login`, `user/ada/wip`, `dev-ada`, `devtools`)
 * are not shared: force-pushing one after a rebase is everyday work.
 */
export const SHARED_BRANCH =
  /^(?:refs\/heads\/)?(?:main|master|trunk|develop|devel|development|dev|staging|stage|pre-?production|pre-?prod|production|prod|live|qa|uat|testing|integration|next|next-major|beta|alpha|canary|nightly|stable|\d+(?:\.\d+)?\.x|(?:release|releases|hotfix|support)(?:[/-].*)?)$/;

/**
 * Whether a branch name is one everyone shares (`SHARED_BRANCH`).
 *
 * @example
 * isSharedBranch("staging") // true
 * isSharedBranch("feature/login") // false
 */
export function isSharedBranch(name: string): boolean {
  return SHARED_BRANCH.test(name);
}

/**
 * Refs outside branches and tags that every clone shares once pushed: git notes
 * (`refs/notes/*`, git-notes(1): notes are shared by pushing and fetching their refs) and
 * replacement objects (`refs/replace/*`, git-replace(1): every command reading the object sees
 * its replacement). A forced push of one overwrites what everyone else added there.
 */
export const SHARED_METADATA_REF = /^refs\/(?:notes|replace)\//;
