import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("git rules", () => {
  it("deny skipping hooks in every spelling", () => {
    for (const command of ["git commit --no-verify -m x", "git commit -anm wip", "git commit --no-veri -m x", "git push --no-verify", "git -C repo commit -n -m x"]) {
      expect(verdict(command), command).toBe("deny git.no-verify");
    }
    expect(verdict("git -c core.hooksPath=/dev/null commit -m x")).toBe("deny git.hooks-path-override");
    expect(verdict("HUSKY=0 git commit -m x")).toBe("deny git.hook-bypass-env");
  });

  it("ask before force-pushing a protected branch", () => {
    expect(verdict("git push --force origin main")).toBe("ask git.force-push");
    expect(verdict("git push origin +master")).toBe("ask git.force-push");
    expect(verdict("git push origin --delete main")).toBe("ask git.delete-protected-branch");
    expect(verdict("git -c alias.pf='push --force' pf origin main")).toBe("ask git.force-push");
    expect(verdict("git push origin '+refs/heads/*:refs/heads/*'")).toBe("ask git.force-push");
  });

  it("allow look-alikes", () => {
    for (const command of ['git commit -m "use --no-verify"', "git push -n origin main", "git merge -n feature", "git push --force-with-lease", "git push -f origin feature/x", "git commit --no-verify --verify -m x"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});

describe("every ref pushed to a URL", () => {
  it("asks when every branch goes to a URL nobody configured", () => {
    for (const command of [
      "git push https://github.com/other/mirror.git --all",
      "git push --all https://gitlab.com/x/y.git",
      "git push git@github.com:other/mirror.git --branches",
      "git push https://github.com/other/mirror.git 'refs/*:refs/*'",
      "git push ssh://git@host.example.com/x.git '+refs/heads/*:refs/heads/*'",
      "git push --repo=https://github.com/o/m.git --all",
    ]) expect(verdict(command), command).toBe("ask git.push-all-to-url");
  });

  it("allows one branch or the tags to a URL, named remotes, local paths and dry runs", () => {
    for (const command of [
      "git push --tags https://github.com/acme/app.git",
      "git push https://x-access-token:$TOKEN@github.com/org/repo.git HEAD:main",
      "git push https://git.heroku.com/app.git HEAD:main",
      "git push origin --all",
      "git push origin --tags",
      "git push -u origin feature/x",
      "git push /mnt/backup/repo.git --all",
      "git push file:///srv/git/x.git --all",
      "git push http://localhost:3000/x.git --all",
      "git push --dry-run https://github.com/o/m.git --all",
    ]) expect(verdict(command), command).toBe("allow");
  });
});
