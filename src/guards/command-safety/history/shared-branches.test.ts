import { describe, expect, it } from "vitest";
import { isSharedBranch } from "./shared-branches.js";

describe("shared branches, by the documented branching models", () => {
  it("knows the branches of git-flow, GitLab Flow, trunk-based development and semantic-release", () => {
    for (const name of ["main", "master", "trunk", "develop", "dev", "devel", "development", "staging", "stage", "pre-production", "preprod", "production", "prod", "qa", "uat", "next", "next-major", "beta", "alpha", "canary", "stable", "release/2.0", "release-2.0", "hotfix/1.2.1", "hotfix-login", "support/1.x", "1.x", "1.2.x", "refs/heads/staging"]) {
      expect(isSharedBranch(name), name).toBe(true);
    }
  });

  it("leaves personal and topic branches alone", () => {
    for (const name of ["feature/login", "fix-login", "user/ada/wip", "ada/dev-notes", "dev-ada", "devtools", "staging-fix", "qa-report", "feature/qa", "nextjs-upgrade", "betaflag", "production-logging", "gh-pages", "1.2.3"]) {
      expect(isSharedBranch(name), name).toBe(false);
    }
  });
});
