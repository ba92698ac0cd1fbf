import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("guard and hook files removed or replaced through git", () => {
  it("judges git rm, git mv and a checkout of an older revision like any other removal of the file", () => {
    expect(verdict("git rm -q lefthook.yml")).toBe("ask tamper.hook-manager");
    expect(verdict("git mv .pre-commit-config.yaml docs/old-pre-commit.yaml")).toBe("ask tamper.hook-manager");
    expect(verdict("git restore --source=v1.0 .husky/pre-push")).toBe("ask tamper.hook-manager");
    expect(verdict("git rm loopgate.config.yaml").startsWith("deny tamper.")).toBe(true);
  });

  it("leaves source files, dry runs and discarding local edits alone", () => {
    for (const command of ["git rm src/old.ts", "git mv src/a.ts src/b.ts", "git rm --dry-run .husky/pre-commit", "git restore lefthook.yml", "git checkout HEAD -- .pre-commit-config.yaml"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
