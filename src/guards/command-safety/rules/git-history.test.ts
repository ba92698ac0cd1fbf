import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("git history rules", () => {
  it("ask before history is rewritten or what protected it is pruned", () => {
    expect(verdict("git filter-repo --path secrets.txt --invert-paths")).toBe("ask git.history-rewrite");
    expect(verdict("git reflog expire --expire=now --all")).toBe("ask git.reflog-expire");
    expect(verdict("git gc --prune=now")).toBe("ask git.prune-unreachable");
    expect(verdict("git prune")).toBe("ask git.prune-unreachable");
    expect(verdict("git update-ref -d refs/heads/main")).toBe("ask git.delete-shared-ref");
    expect(verdict("git update-ref -d HEAD")).toBe("ask git.delete-shared-ref");
    expect(verdict("git push origin --delete v1.2.0")).toBe("ask git.delete-shared-ref");
  });

  it("ask before stashes are dropped in bulk, also one per pass of a loop", () => {
    expect(verdict("git stash clear")).toBe("ask git.stash-clear");
    expect(verdict("while git stash drop; do :; done")).toBe("ask git.stash-clear");
    expect(verdict("for i in $(seq 5); do git stash drop; done")).toBe("ask git.stash-clear");
    expect(verdict("git stash drop")).toBe("allow");
    expect(verdict("for s in stash@{1}; do git stash drop $s; done")).toBe("allow");
  });

  it("ask before .git is deleted by any tool, or a hosted repository", () => {
    expect(verdict("rm -rf .git")).toBe("ask git.delete-git-directory");
    expect(verdict("find . -name .git -type d -exec rm -rf {} +")).toBe("ask git.delete-git-directory");
    expect(verdict("python3 -c \"import shutil; shutil.rmtree('.git')\"")).toBe("ask git.delete-git-directory");
    expect(verdict("gh repo delete acme/app --yes")).toBe("ask git.delete-remote-repository");
    expect(verdict("curl -X DELETE https://api.github.com/repos/acme/app")).toBe("ask git.delete-remote-repository");
  });

  it("ask before a hosted branch loses its protection, whatever carries the body", () => {
    expect(verdict(`gh api --method PUT repos/O/R/branches/main/protection --input - <<< '{"enforce_admins":false,"required_pull_request_reviews":null}'`)).toBe("ask git.unprotect-branch");
    expect(verdict(`gh api -X PUT repos/O/R/branches/main/protection --input - <<'EOF'\n{"allow_force_pushes":true}\nEOF`)).toBe("ask git.unprotect-branch");
    expect(verdict("gh api -X PUT repos/O/R/rulesets/4 -f enforcement=disabled")).toBe("ask git.unprotect-branch");
    expect(verdict(`Invoke-RestMethod -Method Put -Uri https://api.github.com/repos/O/R/branches/main/protection -Body '{"enforce_admins":false}'`)).toBe("ask git.unprotect-branch");
    expect(verdict("tea branches unprotect main --repo acme/app")).toBe("ask git.unprotect-branch");
    expect(verdict("glab repo transfer acme/app --target-namespace other --yes")).toBe("ask git.delete-remote-repository");
    expect(verdict(`gh api -X PUT repos/O/R/branches/main/protection --input - <<< '{"required_status_checks":{"strict":true,"contexts":["ci"]},"enforce_admins":true,"required_pull_request_reviews":{"required_approving_review_count":2},"restrictions":null}'`)).toBe("allow");
    expect(verdict("gh api repos/O/R/branches/main/protection")).toBe("allow");
  });

  it("allow everyday history work", () => {
    for (const command of ["git branch -D old", "git push --force-with-lease origin feature/x", "git gc", "git reflog expire --all", "git prune --dry-run", "git update-ref -d refs/heads/feature/old", "git update-ref -d --no-deref HEAD", "gh repo archive acme/old --yes", "rm .gitignore", "rm -rf /tmp/clone/.git"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("ask before refs holding every stash or every note are deleted, here or on the remote", () => {
    expect(verdict("git update-ref -d refs/stash")).toBe("ask git.stash-clear");
    expect(verdict("printf 'delete refs/stash\\n' | git update-ref --stdin")).toBe("ask git.stash-clear");
    expect(verdict("git update-ref -d refs/notes/commits")).toBe("ask git.delete-shared-ref");
    expect(verdict("git push origin :refs/notes/commits")).toBe("ask git.delete-shared-ref");
    expect(verdict("git push origin +:refs/notes/review")).toBe("ask git.delete-shared-ref");
    expect(verdict("git push --delete origin refs/notes/commits")).toBe("ask git.delete-shared-ref");
  });

  it("allow deleting filter-branch's backups and pushing notes", () => {
    expect(verdict("git update-ref -d refs/original/refs/heads/main")).toBe("allow");
    expect(verdict("git for-each-ref --format=\"%(refname)\" refs/original/ | xargs -n 1 git update-ref -d")).toBe("allow");
    expect(verdict("git for-each-ref --format=\"%(refname)\" refs/original/ refs/tags/ | xargs -n 1 git update-ref -d")).toBe("ask git.delete-shared-ref");
    expect(verdict("git push origin refs/notes/commits")).toBe("allow");
    expect(verdict("git push origin :old-feature")).toBe("allow");
  });
});
