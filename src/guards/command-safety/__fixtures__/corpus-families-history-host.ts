import { casesOf, type CorpusCase } from "./corpus-types.js";

const git = casesOf("git");

/**
 * Refs deleted as a set only known when the command runs (git-branch(1), git-tag(1),
 * git-update-ref(1), git-for-each-ref(1)), dropped stashes (git-stash(1)) and Jujutsu's deletions and
 * pushes that reach the remote (jj-bookmark-delete(1), jj-git-push(1)).
 */
export const FAMILY_HISTORY_CASES: readonly CorpusCase[] = [
  git.ask("git tag -l 'v*' | xargs git tag -d", { noVariants: true }),
  git.ask("git for-each-ref --format='%(refname:short)' refs/heads | xargs -I{} git branch -D {}", { noVariants: true }),
  git.ask("git update-ref -d $(git for-each-ref --format='%(refname)' refs/remotes/origin)"),
  git.ask("git branch --format='%(refname:short)' | grep -vx main | while read -r name; do git branch -D \"$name\"; done", { noVariants: true }),
  git.ask("for t in $(git tag --list 'release-*'); do git tag --delete \"$t\"; done", { noVariants: true }),
  git.ask("git branch --delete --force $(git branch --no-merged)"),
  git.ask("git stash clear"),
  git.ask("cd ../api && git stash clear", { noVariants: true }),
  git.ask("jj bookmark delete master && jj git push --remote origin --deleted", { noVariants: true }),
  git.ask("jj branch delete 'regex:^hotfix-' && jj git push --deleted", { noVariants: true }),
  git.ask("jj bookmark delete 'release-*'"),
  git.ask("jj git push --all --remote upstream"),
  git.allow("git branch --merged main | grep -v '^\\* ' | xargs git branch -d"),
  git.allow("git branch -D \"$BRANCH\""),
  git.allow("git tag -d \"v$VERSION\""),
  git.allow("git stash drop stash@{2}"),
  git.allow("git stash list && git stash show -p stash@{0}"),
  git.allow("jj bookmark delete old-spike"),
  git.allow("jj git push --bookmark feat/search --allow-new"),
  git.allow("jj git push --change @- && jj bookmark list --all"),
  git.allow("jj abandon @- && jj git fetch"),
];
